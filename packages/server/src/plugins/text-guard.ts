import type { MessageKey } from '@performa/contracts/i18n/translate';
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../lib/errors.ts';

/**
 * PostgreSQL's text cannot hold the NUL character ("\u0000"): a request that carries one anywhere
 * (path, query, JSON body, at any depth, in a value or a key) is refused with a field error naming the
 * top-level field, before validation and before any service runs. One place for every endpoint.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, MessageKey[]> = {};
    for (const source of [request.params, request.query, request.body]) {
      if (source === null || source === undefined) continue;
      if (typeof source !== 'object') {
        if (holdsNul(source)) fields.non_field_errors = ['validation.nullCharacter'];
        continue;
      }
      for (const [key, value] of Object.entries(source)) {
        if (holdsNul(key) || holdsNul(value)) fields[Array.isArray(source) ? 'non_field_errors' : key] = ['validation.nullCharacter'];
      }
    }
    if (Object.keys(fields).length) throw new FieldError(fields);
  });
}

function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (value === null || typeof value !== 'object' || depth > 32) return false;
  return Object.entries(value).some(([k, v]) => k.includes('\u0000') || holdsNul(v, depth + 1));
}
