import type { MessageKey } from '@performa/contracts/i18n/translate';
import type { FastifyInstance } from 'fastify';
import { FieldError } from '../lib/errors.ts';
import { unstorableText } from '../lib/storable-text.ts';

/**
 * Text that PostgreSQL cannot store (lib/storable-text.ts): a request that carries a NUL character or a
 * lone UTF-16 surrogate anywhere (path, query, JSON body, at any depth, in a value or a key) is refused
 * with a field error naming the top-level field, before validation and before any service runs. One
 * place for every endpoint, whatever its schema, so that the web forms get the same translated message
 * on their field (lib/forms.ts) and no zod schema needs a check of its own.
 *
 * A URL cannot carry a lone surrogate as text: percent-encoded (%ED%A0%80) it is no UTF-8. The router
 * refuses such a path (400, plugins/errors.ts `frameworkError`); the query parser would keep the value
 * as written, so a query value or name whose percent-encoding is no UTF-8 is refused here, on its
 * field, as the path is.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    const fields: Record<string, MessageKey[]> = {};
    for (const name of malformedQuery(request.url)) fields[name] = ['validation.invalid'];
    for (const source of [request.params, request.query, request.body]) {
      if (source === null || source === undefined) continue;
      if (typeof source !== 'object') {
        const problem = problemIn(source);
        if (problem) fields.non_field_errors = [problem];
        continue;
      }
      for (const [key, value] of Object.entries(source)) {
        const problem = unstorableText(key) ?? problemIn(value);
        if (problem) fields[Array.isArray(source) ? 'non_field_errors' : key] ??= [problem];
      }
    }
    if (Object.keys(fields).length) throw new FieldError(fields);
  });
}

/** The first text in a value (at any depth, keys included) that cannot be stored, as its message. */
function problemIn(value: unknown, depth = 0): MessageKey | null {
  if (typeof value === 'string') return unstorableText(value);
  if (value === null || typeof value !== 'object' || depth > 32) return null;
  for (const [k, v] of Object.entries(value)) {
    const problem = unstorableText(k) ?? problemIn(v, depth + 1);
    if (problem) return problem;
  }
  return null;
}

/** The fields of a query string whose name or value is no valid percent-encoded UTF-8 (an undecodable name is no field). */
function malformedQuery(url: string): string[] {
  const at = url.indexOf('?');
  if (at < 0) return [];
  const names: string[] = [];
  for (const pair of url.slice(at + 1).split('&')) {
    const equals = pair.indexOf('=');
    const name = decoded(equals < 0 ? pair : pair.slice(0, equals));
    if (name === null) names.push('non_field_errors');
    else if (equals >= 0 && decoded(pair.slice(equals + 1)) === null) names.push(name || 'non_field_errors');
  }
  return names;
}

function decoded(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}
