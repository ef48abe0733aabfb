import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { PROJECT_HEADER } from '@performa/contracts/api/common';
import { MAX_ID } from '@performa/contracts/validation';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from './routes/health.ts';

/**
 * The OpenAPI document, generated from the routes' zod schemas (fastify-type-provider-zod) and
 * corrected where the generic transform would describe something other than what the API does:
 *   - public routes need no bearer token (`security: []`);
 *   - every signed-in route takes the optional X-Project-Id header (an unknown or foreign project is a 404);
 *   - a 204 has no body;
 *   - a download (a route whose `produces` names file types) answers 200 with those types as binary;
 *   - an upload (`consumes` multipart/form-data) takes one file in the field `file`;
 *   - every API operation can answer 400 and 429, and one with a body 413 and 415.
 */

type JsonSchema = Record<string, unknown>;
type Transformed = { schema: JsonSchema; url: string };
type TransformInput = Parameters<typeof jsonSchemaTransform>[0] & { route: { method: string | string[]; config?: { access?: string } } };

const projectHeader = {
  type: 'integer',
  minimum: 1,
  maximum: MAX_ID,
  description: 'The project to work in. The routes that work in a project need it (400 when missing); a project of another company, or none, answers 404.',
};

const binary = { schema: { type: 'string', format: 'binary' } };

const ref = (component: 'Error' | 'FieldErrors', description: string) => ({ description, allOf: [{ $ref: `#/components/schemas/${component}` }] });

/** Answers any API operation can give, whatever its own schema says (the error handler, the rate limit, the body parser). */
function universalAnswers(method: string): Record<string, JsonSchema> {
  const answers: Record<string, JsonSchema> = {
    400: ref('FieldErrors', 'Field errors: { field: [message, …] } (also a NUL character anywhere, or a malformed path or body)'),
    429: ref('Error', 'Too many requests from this address (the API rate limit)'),
  };
  if (['POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) {
    answers[413] = ref('Error', 'The request body is too large');
    answers[415] = ref('Error', 'The body’s content type is not accepted');
  }
  return answers;
}

/** An upload's body: one file in the multipart field `file`. */
const uploadBody = {
  type: 'object',
  required: ['file'],
  properties: { file: { type: 'string', format: 'binary', description: 'The file (multipart field "file")' } },
};

function describeRoute(input: TransformInput): Transformed {
  const { schema, url } = jsonSchemaTransform(input) as Transformed;
  if (!schema) return { schema, url };
  const isPublic = input.route.config?.access === 'public';
  if (isPublic) schema.security = [];
  else if (url.startsWith('/api/')) {
    const headers = (schema.headers as JsonSchema | undefined) ?? { type: 'object', properties: {} };
    schema.headers = { ...headers, properties: { ...(headers.properties as JsonSchema), [PROJECT_HEADER]: projectHeader } };
  }
  if (((schema.consumes as string[] | undefined) ?? []).includes('multipart/form-data')) schema.body = uploadBody;
  const response = (schema.response ?? {}) as Record<string, JsonSchema>;
  if (url.startsWith('/api/')) {
    for (const [status, answer] of Object.entries(universalAnswers(String(input.route.method)))) response[status] ??= answer;
  }
  if (response['204']) response['204'] = { type: 'null', description: response['204'].description ?? 'Done' };
  const fileTypes = ((schema.produces as string[] | undefined) ?? []).filter((t) => t !== 'application/json');
  if (fileTypes.length) {
    // Errors stay JSON whatever the route produces when it succeeds.
    for (const [status, body] of Object.entries(response)) {
      if (status !== '200' && status !== '204')
        response[status] = { description: body.description ?? status, content: { 'application/json': { schema: body } } };
    }
    const json = response['200'];
    response['200'] = {
      description: json ? 'The JSON answer, or the file when a format is asked for' : 'The file',
      content: {
        ...(json ? { 'application/json': { schema: json } } : {}),
        ...Object.fromEntries(fileTypes.map((type) => [type, binary])),
      },
    };
  }
  if (Object.keys(response).length) schema.response = response;
  return { schema, url };
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    info: { title: 'Performa API', version: VERSION, description: 'Performance management: every endpoint, generated from the zod schemas that validate it.' },
    components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    security: [{ bearer: [] }],
  },
  transform: describeRoute as unknown as FastifyDynamicSwaggerOptions['transform'],
  transformObject: jsonSchemaTransformObject,
};
