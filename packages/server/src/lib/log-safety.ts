import type { IncomingMessage } from 'node:http';

/**
 * What a log line may say about an error or a request (ADR 13): never a statement's parameters, a
 * database message or detail (they carry the values being written: password hashes, usernames,
 * emails), a token, or a query string (searches carry names).
 */

/** Fields of a PostgreSQL error (pg and PGlite alike) that name things, never values. */
const DATABASE_FIELDS = ['code', 'severity', 'constraint', 'table', 'column', 'schema', 'dataType', 'routine'] as const;

interface LoggedError {
  type: string;
  message?: string;
  stack?: string;
  statement?: string;
  [field: string]: unknown;
}

/** "insert accounts", "update employees", "select goals" …: which statement failed, without its text. */
export function statementName(query: string): string {
  const text = query.trim().replace(/\s+/g, ' ');
  const verb = (/^\w+/.exec(text)?.[0] ?? 'statement').toLowerCase();
  const table = /\b(?:into|update|from)\s+"?([\w.]+)"?/i.exec(text)?.[1];
  return table ? `${verb} ${table}` : verb;
}

const isDatabaseError = (e: Record<string, unknown>) => typeof e.code === 'string' && /^[0-9A-Z]{5}$/.test(e.code) && ('severity' in e || 'routine' in e);
const isQueryError = (e: Record<string, unknown>) => typeof e.query === 'string' && 'params' in e;

/** The call frames of a stack, without the message lines above them (a database error's message holds its parameters). */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

/** One error of a cause chain, as a log line may show it. */
function describe(error: unknown): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error };
  const e = error as Record<string, unknown>;
  const type = (error as Error).constructor?.name ?? 'Error';
  const fromDatabase = isQueryError(e) || isDatabaseError(e);
  if (!fromDatabase) return { type, message: typeof e.message === 'string' ? e.message : undefined, stack: typeof e.stack === 'string' ? e.stack : undefined };
  const fields = Object.fromEntries(DATABASE_FIELDS.filter((k) => e[k] !== undefined && e[k] !== null).map((k) => [k, e[k]]));
  return { type, ...(isQueryError(e) ? { statement: statementName(e.query as string) } : {}), ...fields, stack: framesOf(e.stack) };
}

/** pino's `err` serializer: the error and its causes, with nothing a database error carries about values. */
export function serializeError(error: unknown): LoggedError {
  const head = describe(error);
  let current = (error as { cause?: unknown } | null)?.cause;
  let target = head;
  for (let depth = 0; current && depth < 4; depth++) {
    target = target.cause = describe(current) as LoggedError;
    current = (current as { cause?: unknown }).cause;
  }
  return head;
}

/** pino's `req` serializer: the method and path; no query string, no headers. */
export function serializeRequest(request: IncomingMessage & { ip?: string; routeOptions?: { url?: string } }) {
  return { method: request.method, url: (request.url ?? '').split('?')[0], route: request.routeOptions?.url };
}

/** Keys redacted wherever they appear in a logged object (a second line of defence). */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.password_hash',
  '*.token',
  '*.access',
  '*.refresh',
  '*.email',
  '*.to',
];
