import { languageFromHeader, type Language } from '@performa/contracts/i18n/languages';
import { readableParams } from '@performa/contracts/i18n/numbers';
import { isMessageKey, translate } from '@performa/contracts/i18n/translate';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, FieldError } from '../lib/errors.ts';

export const requestLanguage = (request: FastifyRequest): Language => languageFromHeader(request.headers['accept-language']);

/** The name a field error is reported under: the first path segment ("non_field_errors" for the body as a whole). */
function fieldName(instancePath: string): string {
  return instancePath.split('/').filter(Boolean)[0] ?? 'non_field_errors';
}

const FASTIFY_CODES: Record<number, { code: string; key: Parameters<typeof translate>[1] }> = {
  404: { code: 'not_found', key: 'errors.notFound' },
  413: { code: 'payload_too_large', key: 'errors.payloadTooLarge' },
  415: { code: 'unsupported_media_type', key: 'errors.unsupportedMediaType' },
  429: { code: 'throttled', key: 'errors.tooManyRequests' },
};

/** The one error handler: typed errors to HTTP, translated; no internal detail in any 5xx. */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = requestLanguage(request);
    if (error instanceof FieldError) {
      const params = readableParams(error.params, lang);
      const body = Object.fromEntries(Object.entries(error.fields).map(([field, keys]) => [field, keys.map((k) => translate(lang, k, params))]));
      return reply.code(400).send(body);
    }
    if (error instanceof AppError) {
      return reply.code(error.status).send({ detail: translate(lang, error.messageKey, error.params), code: error.code, ...error.extra });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const body: Record<string, string[]> = {};
      for (const issue of error.validation) {
        const field = fieldName(issue.instancePath);
        const params = issue.params as { maximum?: number };
        const text =
          issue.message && isMessageKey(issue.message) ? translate(lang, issue.message, { max: params.maximum ?? '' }) : translate(lang, 'validation.invalid');
        const list = (body[field] ??= []);
        if (!list.includes(text)) list.push(text);
      }
      return reply.code(400).send(body);
    }
    const status = error.statusCode ?? 500;
    if (status === 400) {
      // Every 400 has the field-error shape, so that forms read one kind of answer.
      return reply.code(400).send({ non_field_errors: [translate(lang, 'validation.invalid')] });
    }
    if (status < 500) {
      const known = FASTIFY_CODES[status] ?? { code: 'bad_request', key: 'validation.invalid' as const };
      return reply.code(status).send({ detail: translate(lang, known.key), code: known.code });
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.code(500).send({ detail: translate(lang, 'errors.generic'), code: 'server_error' });
  });
}

/**
 * Fastify's `frameworkErrors`: the router's refusals before any route runs, in the one error shape.
 * A path parameter longer than the router takes (100 characters) names no row: 404. A path that is not
 * a valid URL component (broken percent-encoding): 400.
 */
export function frameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const lang = requestLanguage(request);
  if (error.code === 'FST_ERR_MAX_PARAM_LENGTH') return reply.code(404).send({ detail: translate(lang, 'errors.notFound'), code: 'not_found' });
  return reply.code(400).send({ non_field_errors: [translate(lang, 'validation.invalid')] });
}
