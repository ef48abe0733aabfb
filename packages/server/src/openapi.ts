import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { PROJECT_HEADER } from '@performa/contracts/api/common';
import { routeAreas } from '@performa/contracts/routes/index';
import { MAX_ID } from '@performa/contracts/validation';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { VERSION } from './routes/health.ts';

/**
 * The OpenAPI 3.1 document (its schemas are JSON Schema 2020-12, ADR 26), generated from the routes'
 * zod schemas (fastify-type-provider-zod) and corrected where the generic transform would describe
 * something other than what the API does:
 *   - public routes need no bearer token (`security: []`);
 *   - the platform operator's routes take the operator's own token (`operatorToken`), which no company
 *     route accepts, and no X-Project-Id (ADR 34);
 *   - every company route that needs a signed-in caller takes the optional X-Project-Id header (an unknown
 *     or foreign project is a 404);
 *   - a 204 has no body;
 *   - a download (a route whose `produces` names file types) answers 200 with those types as binary;
 *   - an upload (`consumes` multipart/form-data) takes one file in the field `file`;
 *   - every API operation can answer 400 and 429, and one with a body 413 and 415.
 * Every operation is named after its entry in the route table (`operationIds`), and only the
 * components some operation refers to are emitted (`withReferencedSchemas`).
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

/** The security scheme of the operator's routes (ADR 34): a bearer token of the operator's sign-in, not a company's. */
const OPERATOR_SECURITY = 'operatorToken';

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

/**
 * The operationId of every entry of the route table, by "METHOD /api/path/:param/": its area and its
 * name in the table, e.g. `weights_saveProjectWeight` (ADR 26). Unique because both keys are; stable as
 * long as the entry keeps its name, whatever its path.
 */
export const operationIds: ReadonlyMap<string, string> = new Map(
  Object.entries(routeAreas).flatMap(([area, entries]) =>
    Object.entries(entries).map(([name, def]): [string, string] => [`${def.method} /api${def.path}`, `${area}_${name}`]),
  ),
);

function describeRoute(input: TransformInput): Transformed {
  const { schema, url } = jsonSchemaTransform(input) as Transformed;
  if (!schema) return { schema, url };
  const operationId = operationIds.get(`${String(input.route.method)} ${url}`);
  if (operationId) schema.operationId = operationId;
  const access = input.route.config?.access;
  if (access === 'public') schema.security = [];
  else if (access === 'operator') schema.security = [{ [OPERATOR_SECURITY]: [] }];
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

const SCHEMAS = '#/components/schemas/';

/** Every `$ref` to a schema component inside a value. */
function schemaRefs(value: unknown, found: Set<string> = new Set()): Set<string> {
  if (Array.isArray(value)) for (const item of value) schemaRefs(item, found);
  else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string' && item.startsWith(SCHEMAS)) found.add(item.slice(SCHEMAS.length));
      else schemaRefs(item, found);
    }
  }
  return found;
}

/**
 * The document with only the schema components its operations refer to, directly or through other
 * components: the transform emits an input and an output variant of every named zod schema, and most
 * are used one way only.
 */
function withReferencedSchemas(document: JsonSchema): JsonSchema {
  const components = (document.components ?? {}) as { schemas?: Record<string, unknown> };
  const all = components.schemas ?? {};
  const kept = new Set<string>();
  const pending = [...schemaRefs(document.paths)];
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (kept.has(name) || !(name in all)) continue;
    kept.add(name);
    pending.push(...schemaRefs(all[name]));
  }
  const schemas = Object.fromEntries(Object.entries(all).filter(([name]) => kept.has(name)));
  return { ...document, components: { ...components, schemas } };
}

export const openApiOptions: FastifyDynamicSwaggerOptions = {
  openapi: {
    openapi: '3.1.0',
    info: {
      title: 'Performa API',
      version: VERSION,
      description: 'Performance management: every endpoint, generated from the zod schemas that validate it.',
      license: { name: 'Proprietary', identifier: 'LicenseRef-Proprietary' },
    },
    // Relative: the API is served by the server that serves this document, under /api/.
    servers: [{ url: '/', description: 'The server that serves this document' }],
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT', description: 'A company account’s access token (POST /api/token/)' },
        [OPERATOR_SECURITY]: {
          type: 'http',
          scheme: 'bearer',
          bearerFormat: 'JWT',
          description: 'The platform operator’s access token (POST /api/operator/token/, saas mode); refused by every company route',
        },
      },
    },
    security: [{ bearer: [] }],
  },
  transform: describeRoute as unknown as FastifyDynamicSwaggerOptions['transform'],
  transformObject: (input) => withReferencedSchemas(jsonSchemaTransformObject(input) as JsonSchema) as ReturnType<typeof jsonSchemaTransformObject>,
};
