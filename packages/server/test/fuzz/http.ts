import type { MessageKey } from '@performa/contracts/i18n/translate';
import type { FastifyInstance } from 'fastify';
import { csv, xlsx } from '../helpers/spreadsheets.ts';
import type { Answer, SentRequest } from './document.ts';

/** One generated request, kept symbolic until it is sent (tokens and project ids change when the world is repaired). */

/** Which project the X-Project-Id header names. */
export type ProjectHeader = { kind: 'a' } | { kind: 'a2' } | { kind: 'b' } | { kind: 'absent' } | { kind: 'raw'; value: string };
/**
 * What the Authorization header carries: the caller the operation is for (company A's super admin, or the platform
 * operator on an operator route), nothing, something that is no access token, or a valid token of the other
 * kind (`other`: the operator's on a company route, A's super admin's on an operator route; ADR 34).
 */
export type Credentials = 'owner' | 'none' | 'garbage' | 'refresh' | 'basic' | 'other';

export type FileContent =
  | { kind: 'bytes'; bytes: Uint8Array }
  | { kind: 'csv'; rows: string[][] }
  | { kind: 'xlsx'; rows: string[][] }
  | { kind: 'png' }
  | { kind: 'text'; text: string };

export interface FilePart {
  field: string;
  filename: string;
  type: string;
  content: FileContent;
}

export type Payload =
  | { kind: 'none' }
  | { kind: 'json'; value: unknown }
  /** Bytes that are not what the content type says (malformed JSON, text/plain, invalid UTF-8…). */
  | { kind: 'raw'; bytes: Uint8Array | string; contentType: string | null }
  | { kind: 'multipart'; files: FilePart[]; fields: Array<[string, string]>; damage?: 'truncated' | 'boundary' };

export interface FuzzRequest {
  method: string;
  /** Path parameters, already percent-encoded (mutations may send malformed encodings). */
  pathParams: Record<string, string>;
  query: Array<[string, string]>;
  /** Appended to the query string as it is (malformed percent-encodings). */
  rawQuery?: string;
  project: ProjectHeader;
  credentials: Credentials;
  /** Other headers (lower-case names). */
  headers: Record<string, string>;
  payload: Payload;
  /** What was changed in a valid request (undefined: the request is valid as the document describes it). */
  mutation?: string;
  /** The answer the change must get, when the change decides it (see `Expected`). */
  expected?: Expected;
}

/**
 * A 400 whose field errors name `field` with one of `messages` (in any language): text the database
 * cannot store (a NUL, a lone surrogate) or a URL that is no UTF-8. Only a refusal that comes before the
 * input is read (credentials, the access rule: 401, 403) may answer instead.
 */
export interface Expected {
  status: 400;
  field: string;
  messages: MessageKey[];
}

/** What sending needs from the world at that moment. */
export interface Session {
  token: string;
  refresh: string;
  /** The platform operator's access token (saas mode, ADR 34). */
  operator: string;
  projects: { a: number; a2: number; b: number };
}

export const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);
const BOUNDARY = 'performa-fuzz-boundary-7MA4YWxkTrZu0gW';

export function urlOf(template: string, req: FuzzRequest): string {
  const path = template.replace(/\{(\w+)\}/g, (_, name: string) => req.pathParams[name] ?? '');
  const query = [...req.query.map(([k, v]) => `${encode(k)}=${encode(v)}`), ...(req.rawQuery ? [req.rawQuery] : [])].join('&');
  return query ? `${path}?${query}` : path;
}

/** encodeURIComponent refuses lone surrogates: they travel as U+FFFD (a malformed encoding is a raw mutation). */
export const encode = (s: string) => encodeURIComponent(s.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'));

async function fileBytes(content: FileContent): Promise<Buffer> {
  switch (content.kind) {
    case 'bytes':
      return Buffer.from(content.bytes);
    case 'csv':
      return csv(content.rows);
    case 'xlsx':
      return xlsx(content.rows);
    case 'png':
      return PNG;
    case 'text':
      return Buffer.from(content.text, 'utf8');
  }
}

async function multipartBody(payload: Extract<Payload, { kind: 'multipart' }>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for (const [name, value] of payload.fields) {
    chunks.push(Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of payload.files) {
    chunks.push(
      Buffer.from(`--${BOUNDARY}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.filename}"\r\nContent-Type: ${file.type}\r\n\r\n`),
      await fileBytes(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`));
  const body = Buffer.concat(chunks);
  return payload.damage === 'truncated' ? body.subarray(0, Math.max(0, body.length - 30)) : body;
}

/** Sends a request through the app (no network) and reads the answer. */
export async function send(
  app: FastifyInstance,
  template: string,
  req: FuzzRequest,
  session: Session,
  /** The operation takes the operator's token (its `owner`), not company A's super admin's. */
  operatorRoute = false,
): Promise<{ sent: SentRequest; answer: Answer; url: string }> {
  const headers: Record<string, string> = { ...req.headers };
  const project = req.project;
  if (project.kind === 'raw') headers['x-project-id'] = project.value;
  else if (project.kind !== 'absent') headers['x-project-id'] = String(session.projects[project.kind]);
  const [own, other] = operatorRoute ? [session.operator, session.token] : [session.token, session.operator];
  if (req.credentials === 'owner') headers.authorization = `Bearer ${own}`;
  else if (req.credentials === 'other') headers.authorization = `Bearer ${other}`;
  else if (req.credentials === 'refresh') headers.authorization = `Bearer ${session.refresh}`;
  else if (req.credentials === 'garbage') headers.authorization = 'Bearer eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl';
  else if (req.credentials === 'basic') headers.authorization = 'Basic YWRtaW46YWRtaW4=';

  let payload: string | Buffer | undefined;
  let body: SentRequest['body'] = { kind: 'none' };
  switch (req.payload.kind) {
    case 'json':
      payload = JSON.stringify(req.payload.value) ?? 'null';
      headers['content-type'] ??= 'application/json';
      body = { kind: 'json', value: req.payload.value };
      break;
    case 'raw':
      payload = typeof req.payload.bytes === 'string' ? req.payload.bytes : Buffer.from(req.payload.bytes);
      if (req.payload.contentType) headers['content-type'] = req.payload.contentType;
      body = { kind: 'raw', contentType: req.payload.contentType };
      // What a JSON parser makes of the bytes (invalid UTF-8 becomes U+FFFD) is what the document judges.
      if (req.payload.contentType === 'application/json') {
        try {
          body = { kind: 'json', value: JSON.parse(Buffer.from(payload).toString('utf8')) };
        } catch {
          // Not JSON at all.
        }
      }
      break;
    case 'multipart':
      payload = await multipartBody(req.payload);
      headers['content-type'] = `multipart/form-data; boundary=${req.payload.damage === 'boundary' ? 'another-boundary' : BOUNDARY}`;
      body = { kind: 'multipart', hasFile: req.payload.files.some((f) => f.field === 'file') && !req.payload.damage };
      break;
  }
  // A JSON body only counts as one when it is sent as JSON.
  if (body.kind === 'json' && headers['content-type'] !== 'application/json') body = { kind: 'raw', contentType: headers['content-type'] ?? null };

  const url = urlOf(template, req);
  const res = await app.inject({ method: req.method as 'GET', url, headers, ...(payload === undefined ? {} : { payload }) });
  const sent: SentRequest = {
    method: req.method,
    path: url.split('?')[0]!,
    pathParams: req.pathParams,
    query: [...req.query, ...(req.rawQuery ? rawPairs(req.rawQuery) : [])],
    headers: Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v])),
    body,
    anonymous: req.credentials === 'none',
    otherKind: req.credentials === 'other',
  };
  return { sent, answer: { status: res.statusCode, headers: res.headers, body: res.body, bytes: res.rawPayload.length }, url };
}

/** The pairs of a raw query string, decoded as leniently as a server would. */
function rawPairs(raw: string): Array<[string, string]> {
  return raw.split('&').map((pair) => {
    const [k = '', v = ''] = pair.split('=');
    const decode = (s: string) => {
      try {
        return decodeURIComponent(s);
      } catch {
        return s;
      }
    };
    return [decode(k), decode(v)];
  });
}

/** A value for a report line: long strings shortened, control characters visible. */
export function brief(value: unknown, max = 240): string {
  const text = JSON.stringify(value, (_k, v: unknown) => {
    if (typeof v === 'string' && v.length > 40) return `${v.slice(0, 24)}…(${v.length} chars)`;
    if (v instanceof Uint8Array) return `<${v.length} bytes>`;
    return v;
  });
  if (text === undefined) return String(value);
  return text.length > max ? `${text.slice(0, max)}…` : text;
}

export function describePayload(payload: Payload): string {
  switch (payload.kind) {
    case 'none':
      return '';
    case 'json':
      return ` body=${brief(payload.value)}`;
    case 'raw':
      return ` body=${payload.contentType ?? '(no content type)'} ${brief(typeof payload.bytes === 'string' ? payload.bytes : `<${payload.bytes.length} bytes>`, 80)}`;
    case 'multipart': {
      const files = payload.files.map((f) => {
        const c = f.content;
        const what =
          c.kind === 'csv' || c.kind === 'xlsx'
            ? `${c.kind} ${brief(c.rows, 120)}`
            : c.kind === 'bytes'
              ? `${c.bytes.length} random bytes`
              : c.kind === 'text'
                ? `text ${brief(c.text, 60)}`
                : c.kind;
        return `${f.field}=${brief(f.filename, 60)} (${f.type}): ${what}`;
      });
      const fields = payload.fields.map(([k, v]) => `${k}=${brief(v, 40)}`);
      return ` multipart[${[...files, ...fields].join('; ')}${payload.damage ? `; ${payload.damage}` : ''}]`;
    }
  }
}

export function describeRequest(req: FuzzRequest, url: string): string {
  const project =
    req.project.kind === 'raw'
      ? `x-project-id=${brief(req.project.value, 40)}`
      : req.project.kind === 'absent'
        ? 'no x-project-id'
        : `x-project-id=${req.project.kind.toUpperCase()}`;
  const extra = Object.entries(req.headers).map(([k, v]) => `${k}=${brief(v, 40)}`);
  const auth = req.credentials === 'owner' ? [] : [`auth=${req.credentials}`];
  return `${req.method} ${url.length > 200 ? `${url.slice(0, 200)}…` : url} [${[project, ...auth, ...extra].join(', ')}]${describePayload(req.payload)}`;
}
