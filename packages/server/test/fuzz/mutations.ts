import { LANGUAGES } from '@performa/contracts/i18n/languages';
import { translate, type MessageKey } from '@performa/contracts/i18n/translate';
import fc from 'fast-check';
import { sheetXml, workbookOf } from '../helpers/spreadsheets.ts';
import { arbitraryOf, resolve, type BuildContext, type Schema } from './arbitraries.ts';
import type { Answer, Operation } from './document.ts';
import { encode, PNG, type Expected, type FilePart, type FuzzRequest, type Payload, type ProjectHeader } from './http.ts';

/**
 * Requests: valid ones generated from the operation's schemas, and invalid ones made by changing one
 * thing in a valid one (a field's type or value, the body's shape, a path or query value, a header,
 * the uploaded file).
 */

export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/** Numbers that break int4 columns, float parsing and "positive" checks. */
export const POISON_NUMBERS = [
  2147483647,
  2147483648,
  -2147483649,
  4294967296,
  2 ** 53,
  2 ** 53 + 2,
  1e300,
  -1e300,
  Number.MAX_VALUE,
  -1,
  0,
  -0.5,
  0.5,
  1e-300,
  1.5,
];
/**
 * Texts PostgreSQL cannot store, each with the message of the 400 that refuses it on its field
 * (plugins/text-guard.ts): NUL characters and lone surrogates, high and low, alone, inside a text, two
 * halves of one kind, or a pair in the wrong order.
 */
export const UNSTORABLE_TEXTS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['\u0000', 'validation.nullCharacter'],
  ['nul\u0000inside', 'validation.nullCharacter'],
  ['\uD800', 'validation.loneSurrogate'],
  ['\uDBFF', 'validation.loneSurrogate'],
  ['\uDC00', 'validation.loneSurrogate'],
  ['a\uDC00b', 'validation.loneSurrogate'],
  ['lone \uDFFF low surrogate', 'validation.loneSurrogate'],
  ['\uD800\uD800', 'validation.loneSurrogate'],
  ['\uDE00\uD83D', 'validation.loneSurrogate'],
  ['😀\uD83D', 'validation.loneSurrogate'],
];
/**
 * The same in a URL, percent-encoded as sent: NUL, and lone surrogates as the bytes UTF-8 would give
 * them (ED A0 80 for U+D800), which are no UTF-8 (encodeURIComponent refuses to make them).
 */
export const UNSTORABLE_URL_TEXTS: ReadonlyArray<readonly [string, MessageKey]> = [
  ['%00', 'validation.nullCharacter'],
  ['nul%00inside', 'validation.nullCharacter'],
  ['%ED%A0%80', 'validation.invalid'],
  ['lone%ED%BF%BFlow', 'validation.invalid'],
  ['a%ED%B0%80b', 'validation.invalid'],
  ['%ED%A0%BD%ED%B8%80', 'validation.invalid'],
];
/** Texts that databases, parsers, spreadsheets and browsers choke on (besides UNSTORABLE_TEXTS). */
export const POISON_TEXTS = [
  'x'.repeat(10_001),
  'y'.repeat(100_001),
  '',
  ' ',
  '\t\r\n',
  '\u202Eevil\u202C',
  '\uFEFFbom',
  '😀'.repeat(120),
  'İ'.repeat(151),
  "Robert'); DROP TABLE accounts;--",
  '<script>alert(1)</script>',
  '=HYPERLINK("http://example.com","x")',
  '%s%n%x',
  '../../etc/passwd',
  '\\',
  '"',
  'null',
  'NaN',
  '1e309',
  '٣٤',
];
/** Dates that are no dates, or are at the edge of what PostgreSQL stores. */
export const POISON_DATES = [
  '2026-02-30',
  '2026-13-01',
  '2026-00-10',
  '0000-01-01',
  '0000-00-00',
  '2026-1-1',
  '20260101',
  '2026/01/01',
  'not a date',
  '9999-12-32',
  '+275760-09-13',
  '10000-01-01',
  '2026-01-01T00:00:00Z',
  '-2026-01-01',
  '1900-02-29',
  '0001-01-01',
  '9999-12-31',
];
/** Path values as sent (already encoded, some malformed on purpose). */
export const POISON_PATH = [
  'abc',
  '1.5',
  '-1',
  '0',
  '00',
  '2147483648',
  '4294967296',
  '9007199254740992',
  '9007199254740993',
  '99999999999999999999',
  '1e3',
  '1e400',
  '0x1F',
  '+1',
  '%201',
  '%00',
  '1%00',
  '%ED%A0%80',
  '%FF',
  '%E0%A4%A',
  '%2e%2e',
  '%2F',
  'null',
  'NaN',
  'Infinity',
  '-0',
  "1'",
  '%EF%BC%91',
  'a'.repeat(5000),
];
/** Query values (encoded when sent). */
export const POISON_QUERY = [
  'abc',
  '-1',
  '0',
  '1.5',
  '2147483648',
  '9007199254740993',
  '99999999999999999999',
  '1e300',
  'NaN',
  'Infinity',
  'true',
  'null',
  '',
  ' ',
  '\u0000',
  'x'.repeat(5000),
  '2026-02-30',
  '[]',
  '０',
];
const PROJECT_VARIANTS: Array<{ label: string; project: ProjectHeader }> = [
  { label: "company B's project", project: { kind: 'b' } },
  { label: 'absent', project: { kind: 'absent' } },
  { label: "A's second project", project: { kind: 'a2' } },
  ...['99999999999999999999', '2147483648', '9007199254740993', 'abc', '', '0', '-1', '1.5', ' 1 ', '1,2', '0x1', '1e3'].map((value) => ({
    label: JSON.stringify(value),
    project: { kind: 'raw', value } as ProjectHeader,
  })),
];

type Path = Array<string | number>;
interface Slot {
  path: Path;
  value: unknown;
}

function slotsOf(value: unknown, path: Path = [], out: Slot[] = []): Slot[] {
  out.push({ path, value });
  if (Array.isArray(value)) value.forEach((v, i) => slotsOf(v, [...path, i], out));
  else if (value && typeof value === 'object') for (const [k, v] of Object.entries(value)) slotsOf(v, [...path, k], out);
  return out;
}

function setAt(root: unknown, path: Path, value: unknown): unknown {
  if (!path.length) return value;
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = value;
  return copy;
}

function removeAt(root: unknown, path: Path): unknown {
  const copy = structuredClone(root) as Record<string | number, unknown>;
  let node = copy;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  if (Array.isArray(node)) node.splice(Number(path.at(-1)), 1);
  else delete node[path.at(-1)!];
  return copy;
}

const where = (path: Path) => ['body', ...path].join('.');
const jsonType = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);
const isDateLike = (v: unknown) => typeof v === 'string' && /^\d{4}-\d{2}-\d{2}/.test(v);

/** The segment before a path parameter names what it is (…/employee/{id}/ → "employee"). */
export function hintFor(path: string, name: string): string {
  if (name !== 'id') return name;
  const segments = path.split('/').filter(Boolean);
  const at = segments.indexOf(`{${name}}`);
  return segments[at - 1] ?? name;
}

/** Query parameters as they travel: null leaves the parameter out, an array repeats it. */
function queryEntries(name: string, value: unknown): Array<[string, string]> {
  if (value === null || value === undefined) return [];
  if (Array.isArray(value)) return value.flatMap((v) => queryEntries(name, v));
  return [[name, typeof value === 'object' ? JSON.stringify(value) : String(value)]];
}

/** Cells of generated spreadsheets: the world's names and ids, numbers, dates, free text. */
function cellArbitrary(ctx: BuildContext): fc.Arbitrary<string> {
  const texts = ctx.vocabulary.texts;
  return fc.oneof(
    fc.nat().map((i) => texts()[i % Math.max(1, texts().length)] ?? ''),
    fc.nat().map((i) => String(ctx.vocabulary.ids('a')[i % Math.max(1, ctx.vocabulary.ids('a').length)] ?? i)),
    fc.integer({ min: -5, max: 1000 }).map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true, min: -1e6, max: 1e6 }).map(String),
    fc.constantFrom('', 'higher', 'lower', 'numerical', 'rated', 'hard', 'soft', 'user', 'admin', 'Q1', '1', '0.5', '2026-03-31'),
    fc.string({ maxLength: 30 }),
  );
}

/** A sheet: the import template's header (when the operation has one) and a few rows. */
function rowsArbitrary(ctx: BuildContext, header: () => string[] | null): fc.Arbitrary<string[][]> {
  return fc.boolean().chain((withHeader) => {
    const columns = header() ?? ['name', 'value'];
    const rows = fc.array(fc.array(cellArbitrary(ctx), { minLength: columns.length, maxLength: columns.length }), { maxLength: 5 });
    return rows.map((r) => (withHeader || !header() ? [columns, ...r] : r));
  });
}

function uploadArbitrary(ctx: BuildContext, header: () => string[] | null): fc.Arbitrary<Payload> {
  const rows = rowsArbitrary(ctx, header);
  const file = (filename: string, type: string, content: FilePart['content']): FilePart => ({ field: 'file', filename, type, content });
  const one = fc.oneof(
    rows.map((r) => file('import.csv', 'text/csv', { kind: 'csv', rows: r })),
    rows.map((r) => file('import.xlsx', XLSX_TYPE, { kind: 'xlsx', rows: r })),
    fc.constant(file('picture.png', 'image/png', { kind: 'png' })),
    fc
      .tuple(fc.uint8Array({ minLength: 1, maxLength: 2048 }), fc.constantFrom('data.bin', 'data.csv', 'data.xlsx', 'photo.png', 'photo.jpg'))
      .map(([bytes, name]) => file(name, 'application/octet-stream', { kind: 'bytes', bytes })),
    // Renamed: a workbook called .csv, a CSV called .xlsx, an image called .xlsx.
    rows.map((r) => file('renamed.csv', 'text/csv', { kind: 'xlsx', rows: r })),
    rows.map((r) => file('renamed.xlsx', XLSX_TYPE, { kind: 'csv', rows: r })),
    fc.constant(file('picture.xlsx', XLSX_TYPE, { kind: 'png' })),
  );
  return one.map((f): Payload => ({ kind: 'multipart', files: [f], fields: [] }));
}

/** Requests the document calls valid. `uploadHeader` reads the import template's header row, if any. */
export function validRequest(op: Operation, ctx: BuildContext, uploadHeader: () => string[] | null): fc.Arbitrary<FuzzRequest> {
  const param = (name: string, schema: Schema | undefined, hint: string) => arbitraryOf(schema ?? { type: 'string' }, ctx, hint).map((v) => [name, v] as const);
  const inPath = op.parameters.filter((p) => p.in === 'path');
  const inQuery = op.parameters.filter((p) => p.in === 'query');
  const inHeader = op.parameters.filter((p) => p.in === 'header' && !['x-project-id', 'authorization'].includes(p.name.toLowerCase()));
  const optional = <T>(arb: fc.Arbitrary<T>, required?: boolean) => (required ? arb : fc.option(arb, { nil: undefined, freq: 2 }));

  const pathParams = fc
    .tuple(...inPath.map((p) => param(p.name, p.schema, hintFor(op.path, p.name))))
    .map((pairs) => Object.fromEntries(pairs.map(([k, v]) => [k, encode(String(v))])));
  const query = fc
    .tuple(...inQuery.map((p) => optional(param(p.name, p.schema, p.name), p.required)))
    .map((pairs) => pairs.flatMap((pair) => (pair ? queryEntries(pair[0], pair[1]) : [])));
  const headers = fc
    .tuple(...inHeader.map((p) => optional(param(p.name.toLowerCase(), p.schema, p.name), p.required)))
    .map((pairs) => Object.fromEntries(pairs.flatMap((pair) => (pair && pair[1] !== null ? [[pair[0], String(pair[1])]] : []))));
  const payload: fc.Arbitrary<Payload> = op.upload
    ? uploadArbitrary(ctx, uploadHeader)
    : op.jsonBody
      ? optional(arbitraryOf(op.jsonBody, ctx, 'body'), op.bodyRequired).map((value): Payload =>
          value === undefined ? { kind: 'none' } : { kind: 'json', value },
        )
      : fc.constant<Payload>({ kind: 'none' });
  return fc.record({ pathParams, query, headers, payload }).map((r) => ({ method: op.method, ...r, project: { kind: 'a' }, credentials: 'owner' }));
}

const refusal = (field: string, messages: MessageKey[]): Expected => ({ status: 400, field, messages });

/** What an answer breaks of its request's expectation (`FuzzRequest.expected`): empty when it meets it, or has none. */
export function unmetExpectation(req: FuzzRequest, answer: Answer): string[] {
  const expected = req.expected;
  if (!expected) return [];
  const what = `a ${expected.status} on ${expected.field} (${expected.messages.join(' or ')})`;
  // The credentials and the access rule are checked before any input is read (plugins/auth.ts, onRequest).
  if (answer.status === 401 || answer.status === 403) return [];
  if (answer.status !== expected.status) return [`expected ${what}, got ${answer.status}`];
  let body: unknown;
  try {
    body = JSON.parse(answer.body);
  } catch {
    return [`expected ${what}, got a body that is not JSON`];
  }
  const said = body && typeof body === 'object' ? (body as Record<string, unknown>)[expected.field] : undefined;
  const texts = expected.messages.flatMap((key) => LANGUAGES.map((lang) => translate(lang, key)));
  if (!Array.isArray(said) || !said.some((text) => texts.includes(String(text)))) return [`expected ${what}, got other field errors`];
  return [];
}

/** `uploadHeader`: the import template's header row, if the operation has one (as for `validRequest`). */
type Mutation = (op: Operation, req: FuzzRequest, ctx: BuildContext, uploadHeader: () => string[] | null) => fc.Arbitrary<FuzzRequest> | null;
const changed = (req: FuzzRequest, mutation: string, change: Partial<FuzzRequest>): FuzzRequest => ({ ...req, ...change, mutation });

const headerMutations: Mutation[] = [
  (_op, req) => fc.constantFrom(...PROJECT_VARIANTS).map((v) => changed(req, `x-project-id: ${v.label}`, { project: v.project })),
  (_op, req) => fc.constantFrom('none', 'garbage', 'refresh', 'basic', 'other' as const).map((c) => changed(req, `credentials: ${c}`, { credentials: c })),
  (_op, req) =>
    fc
      .constantFrom('xx', 'az;q=abc', '*', 'ru-RU,ru;q=0.9,en;q=0.8', 'a'.repeat(5000), 'en;q=2, az;q=-1')
      .map((lang) => changed(req, `accept-language: ${lang.slice(0, 20)}`, { headers: { ...req.headers, 'accept-language': lang } })),
];

const pathMutations: Mutation[] = [
  (_op, req) => {
    const names = Object.keys(req.pathParams);
    if (!names.length) return null;
    return fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...POISON_PATH))
      .map(([name, value]) => changed(req, `path ${name} = ${value.slice(0, 30)}`, { pathParams: { ...req.pathParams, [name]: value } }));
  },
  (_op, req) => {
    // A NUL is refused on its parameter (the text guard); a path that is no UTF-8 by the router, as a whole.
    const names = Object.keys(req.pathParams);
    if (!names.length) return null;
    return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...UNSTORABLE_URL_TEXTS)).map(([name, [value, message]]) =>
      changed(req, `path ${name} = ${value} (unstorable)`, {
        pathParams: { ...req.pathParams, [name]: value },
        expected: refusal(message === 'validation.invalid' ? 'non_field_errors' : name, [message]),
      }),
    );
  },
];

const queryMutations: Mutation[] = [
  (op, req) => {
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    if (!names.length) return null;
    return fc
      .tuple(fc.constantFrom(...names), fc.constantFrom(...POISON_QUERY))
      .map(([name, value]) =>
        changed(req, `query ${name} = ${JSON.stringify(value.slice(0, 30))}`, { query: [...req.query.filter(([k]) => k !== name), [name, value]] }),
      );
  },
  (op, req) => {
    const required = op.parameters.filter((p) => p.in === 'query' && p.required).map((p) => p.name);
    if (!required.length) return null;
    return fc.constantFrom(...required).map((name) => changed(req, `query ${name} left out`, { query: req.query.filter(([k]) => k !== name) }));
  },
  (op, req) => {
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    return fc
      .tuple(fc.constantFrom(...names, 'unknown'), fc.constantFrom('1', 'abc', '2147483648'))
      .map(([name, value]) => changed(req, `query ${name} repeated`, { query: [...req.query, [name, value], [name, value]] }));
  },
  (op, req) => {
    const name = op.parameters.find((p) => p.in === 'query')?.name ?? 'q';
    return fc
      .constantFrom('%', '%zz=1', `${name}=%E0%A4%A`, `${name}=%00`, `${name}[]=1`, `${name}[a]=1`, `${name}=%ED%A0%80`, `__proto__[x]=1`)
      .map((raw) => changed(req, `raw query ${raw}`, { rawQuery: raw }));
  },
  (op, req) => {
    // Refused on its parameter: a NUL (the text guard), a value that is no UTF-8 (as the router refuses such a path).
    const names = op.parameters.filter((p) => p.in === 'query').map((p) => p.name);
    if (!names.length) return null;
    return fc.tuple(fc.constantFrom(...names), fc.constantFrom(...UNSTORABLE_URL_TEXTS)).map(([name, [value, message]]) =>
      changed(req, `query ${name} = ${value} (unstorable)`, {
        query: req.query.filter(([k]) => k !== name),
        rawQuery: `${encode(name)}=${value}`,
        expected: refusal(name, [message]),
      }),
    );
  },
];

/** Changes of the JSON body as a whole. */
const bodyShapeMutations: Mutation[] = [
  (op, req) => {
    if (!op.jsonBody && op.method === 'GET') return null;
    const value = req.payload.kind === 'json' ? req.payload.value : {};
    const shapes: Array<[string, Payload]> = [
      ['null body', { kind: 'json', value: null }],
      ['array body', { kind: 'json', value: [] }],
      ['array of the body', { kind: 'json', value: [value] }],
      ['string body', { kind: 'json', value: 'text' }],
      ['number body', { kind: 'json', value: 2147483648 }],
      ['empty JSON body', { kind: 'raw', bytes: '', contentType: 'application/json' }],
      ['malformed JSON', { kind: 'raw', bytes: '{"name": ', contentType: 'application/json' }],
      [
        'invalid UTF-8 in JSON',
        {
          kind: 'raw',
          bytes: Uint8Array.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xed, 0xa0, 0x80, 0x22, 0x7d]),
          contentType: 'application/json',
        },
      ],
      ['JSON as text/plain', { kind: 'raw', bytes: JSON.stringify(value) ?? '', contentType: 'text/plain' }],
      ['form-encoded body', { kind: 'raw', bytes: 'name=x&weight=1', contentType: 'application/x-www-form-urlencoded' }],
      ['no content type', { kind: 'raw', bytes: JSON.stringify(value) ?? '', contentType: null }],
      [
        '__proto__ in the body',
        {
          kind: 'raw',
          bytes: `{"__proto__":{"role":"super_admin"},${(JSON.stringify(value) ?? '{}').slice(1)}`.replace(',}', '}'),
          contentType: 'application/json',
        },
      ],
      ['deeply nested body', { kind: 'raw', bytes: `${'['.repeat(5000)}${']'.repeat(5000)}`, contentType: 'application/json' }],
    ];
    return fc.constantFrom(...shapes).map(([label, payload]) => changed(req, label, { payload }));
  },
];

/** Changes of one field of the JSON body. */
const bodyFieldMutations: Mutation[] = [
  (_op, req) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const removable = slotsOf(value).filter((s) => s.path.length > 0);
    if (!removable.length) return null;
    return fc.constantFrom(...removable).map((s) => changed(req, `${where(s.path)} left out`, { payload: { kind: 'json', value: removeAt(value, s.path) } }));
  },
  (_op, req, ctx) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const objects = slotsOf(value).filter((s) => s.value && typeof s.value === 'object' && !Array.isArray(s.value));
    if (!objects.length) return null;
    const b = ctx.vocabulary.ids('b');
    const extra = fc.tuple(
      fc.constantFrom('company_id', 'project_id', 'id', 'account_id', 'role', 'is_active', 'token_version', 'password_hash', 'unknown_field'),
      fc.oneof(fc.constantFrom<unknown>(b[0] ?? 1, 'super_admin', true, null), fc.jsonValue({ maxDepth: 1 })),
    );
    return fc
      .tuple(fc.constantFrom(...objects), extra)
      .map(([s, [key, v]]) => changed(req, `extra field ${where([...s.path, key])}`, { payload: { kind: 'json', value: setAt(value, [...s.path, key], v) } }));
  },
  (_op, req) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const slots = slotsOf(value).filter((s) => s.path.length > 0);
    if (!slots.length) return null;
    const others: unknown[] = ['text', 12345, true, null, [], {}, [1, 2], { a: 1 }, '12'];
    return fc
      .tuple(fc.constantFrom(...slots), fc.constantFrom(...others))
      .filter(([s, v]) => jsonType(s.value) !== jsonType(v))
      .map(([s, v]) => changed(req, `${where(s.path)} as ${jsonType(v)} ${JSON.stringify(v)}`, { payload: { kind: 'json', value: setAt(value, s.path, v) } }));
  },
  (_op, req) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const all = slotsOf(value).filter((s) => s.path.length > 0 && (s.value === null || typeof s.value !== 'object'));
    const numeric = all.filter((s) => typeof s.value === 'number');
    const slots = numeric.length ? numeric : all;
    if (!slots.length) return null;
    return fc
      .tuple(fc.constantFrom(...slots), fc.constantFrom(...POISON_NUMBERS))
      .map(([s, n]) => changed(req, `${where(s.path)} = ${n}`, { payload: { kind: 'json', value: setAt(value, s.path, n) } }));
  },
  (_op, req) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const all = slotsOf(value).filter((s) => s.path.length > 0 && (s.value === null || typeof s.value !== 'object'));
    const texts = all.filter((s) => typeof s.value === 'string');
    const slots = texts.length ? texts : all;
    if (!slots.length) return null;
    return fc.tuple(fc.constantFrom(...slots), fc.constantFrom(...POISON_TEXTS), fc.boolean()).map(([s, poison, append]) => {
      const text = append && typeof s.value === 'string' ? `${s.value}${poison}` : poison;
      return changed(req, `${where(s.path)} = ${JSON.stringify(poison.slice(0, 16))}${poison.length > 16 ? `…(${poison.length})` : ''}`, {
        payload: { kind: 'json', value: setAt(value, s.path, text) },
      });
    });
  },
  (_op, req) => {
    // Text the database cannot store, in a text field at any depth: a 400 on the body's top-level field.
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const texts = slotsOf(value).filter((s) => s.path.length > 0 && typeof s.value === 'string');
    if (!texts.length) return null;
    return fc.tuple(fc.constantFrom(...texts), fc.constantFrom(...UNSTORABLE_TEXTS), fc.boolean()).map(([s, [poison], append]) => {
      const text = append ? `${String(s.value)}${poison}` : poison;
      // A valid request may hold a NUL of its own in the same field: either message refuses it.
      const field = typeof s.path[0] === 'number' ? 'non_field_errors' : String(s.path[0]);
      return changed(req, `${where(s.path)} = ${JSON.stringify(poison)} (unstorable)`, {
        payload: { kind: 'json', value: setAt(value, s.path, text) },
        expected: refusal(field, ['validation.nullCharacter', 'validation.loneSurrogate']),
      });
    });
  },
  (_op, req) => {
    if (req.payload.kind !== 'json') return null;
    const value = req.payload.value;
    const all = slotsOf(value).filter((s) => typeof s.value === 'string');
    const dates = all.filter((s) => isDateLike(s.value));
    const slots = dates.length ? dates : all;
    if (!slots.length) return null;
    return fc
      .tuple(fc.constantFrom(...slots), fc.constantFrom(...POISON_DATES))
      .map(([s, d]) => changed(req, `${where(s.path)} = ${JSON.stringify(d)}`, { payload: { kind: 'json', value: setAt(value, s.path, d) } }));
  },
  (op, req, ctx) => {
    // A required field that the valid request happened to leave at a boundary: every required field null.
    if (req.payload.kind !== 'json' || !op.jsonBody) return null;
    const body = resolve(op.jsonBody, ctx.components);
    const required = body.required ?? [];
    if (!required.length || !req.payload.value || typeof req.payload.value !== 'object') return null;
    const value = req.payload.value as Record<string, unknown>;
    return fc.constant(
      changed(req, 'every required field null', { payload: { kind: 'json', value: { ...value, ...Object.fromEntries(required.map((k) => [k, null])) } } }),
    );
  },
];

/** Changes of an upload: no file, the wrong field, an empty or broken file, odd names, poisoned cells. */
const uploadMutations: Mutation[] = [
  (op, req, _ctx, uploadHeader) => {
    if (!op.upload || req.payload.kind !== 'multipart') return null;
    const file = req.payload.files[0]!;
    const poison = [...UNSTORABLE_TEXTS.map(([text]) => text), ...POISON_TEXTS, ...POISON_DATES, ...POISON_NUMBERS.map(String)];
    const poisonCells = fc.array(fc.array(fc.constantFrom(...poison), { minLength: 1, maxLength: 12 }), {
      minLength: 1,
      maxLength: 4,
    });
    const header = uploadHeader() ?? (file.content.kind === 'csv' || file.content.kind === 'xlsx' ? (file.content.rows[0] ?? []) : []);
    const variants: Array<fc.Arbitrary<[string, Payload]>> = [
      fc.constant(['no file part', { kind: 'multipart', files: [], fields: [['note', 'no file here']] }]),
      fc.constant(['empty multipart', { kind: 'multipart', files: [], fields: [] }]),
      fc.constant(['file in another field', { kind: 'multipart', files: [{ ...file, field: 'document' }], fields: [] }]),
      fc.constant(['empty file', { kind: 'multipart', files: [{ ...file, content: { kind: 'bytes', bytes: new Uint8Array() } }], fields: [] }]),
      fc.constant(['two files', { kind: 'multipart', files: [file, { ...file, filename: 'second.csv' }], fields: [] }]),
      fc.constant(['truncated multipart', { kind: 'multipart', files: [file], fields: [], damage: 'truncated' }]),
      fc.constant(['multipart boundary mismatch', { kind: 'multipart', files: [file], fields: [], damage: 'boundary' }]),
      fc.constant(['JSON instead of multipart', { kind: 'json', value: { file: 'import.csv' } }]),
      fc
        .constantFrom(
          '',
          'a'.repeat(5000),
          '../../../etc/passwd.csv',
          'имя файла.xlsx',
          'x"; name="other.csv',
          'nul\u0000.csv',
          'lone\uD800.csv',
          'no-extension',
        )
        .map((filename): [string, Payload] => [
          `file name ${JSON.stringify(filename.slice(0, 30))}`,
          { kind: 'multipart', files: [{ ...file, filename }], fields: [] },
        ]),
      poisonCells.map((rows): [string, Payload] => [
        `poisoned CSV cells ${JSON.stringify(rows[0]!.slice(0, 2)).slice(0, 40)}`,
        {
          kind: 'multipart',
          files: [{ ...file, filename: 'import.csv', type: 'text/csv', content: { kind: 'csv', rows: header.length ? [header, ...rows] : rows } }],
          fields: [],
        },
      ]),
      poisonCells.map((rows): [string, Payload] => [
        `poisoned XLSX cells ${JSON.stringify(rows[0]!.slice(0, 2)).slice(0, 40)}`,
        {
          kind: 'multipart',
          files: [
            {
              ...file,
              filename: 'import.xlsx',
              type: XLSX_TYPE,
              content: { kind: 'xlsx', rows: (header.length ? [header, ...rows] : rows).map((r) => r.map((c) => c.replaceAll('\u0000', ''))) },
            },
          ],
          fields: [],
        },
      ]),
      fc
        .array(
          fc.array(fc.constantFrom('&#xD800;', 'a&#xDC00;b', '&#0;', '&#xDBFF;&#xDBFF;', '&#55296;', '&#xD83D;&#xDE00;', 'ok'), {
            minLength: 1,
            maxLength: 12,
          }),
          {
            minLength: 1,
            maxLength: 3,
          },
        )
        .map((rows): [string, Payload] => {
          // Character references of text the database cannot store (NUL, lone surrogates), which no library writes.
          const sheet = sheetXml([header.length ? header : ['name'], ...rows]);
          return [
            `XLSX with character references ${JSON.stringify(rows[0]!.slice(0, 2)).slice(0, 40)}`,
            {
              kind: 'multipart',
              files: [
                { ...file, filename: 'import.xlsx', type: XLSX_TYPE, content: { kind: 'bytes', bytes: workbookOf(sheet.open + sheet.body + sheet.close) } },
              ],
              fields: [],
            },
          ];
        }),
      fc.constant([
        'CSV with invalid UTF-8 and NUL bytes',
        {
          kind: 'multipart',
          files: [
            {
              ...file,
              filename: 'import.csv',
              type: 'text/csv',
              content: {
                kind: 'bytes',
                bytes: Buffer.concat([Buffer.from(`${header.join(',')}\r\n`), Buffer.from([0xff, 0xfe, 0x00, 0xed, 0xa0, 0x80, 0x2c, 0x0a])]),
              },
            },
          ],
          fields: [],
        },
      ]),
      fc.constant([
        'a PNG named .csv',
        { kind: 'multipart', files: [{ ...file, filename: 'import.csv', type: 'text/csv', content: { kind: 'bytes', bytes: PNG } }], fields: [] },
      ]),
      fc.constant([
        'an SVG image',
        {
          kind: 'multipart',
          files: [
            {
              ...file,
              filename: 'logo.svg',
              type: 'image/svg+xml',
              content: { kind: 'text', text: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
            },
          ],
          fields: [],
        },
      ]),
      fc.constant([
        'a header-only sheet',
        {
          kind: 'multipart',
          files: [{ ...file, filename: 'import.csv', type: 'text/csv', content: { kind: 'csv', rows: [header.length ? header : ['name']] } }],
          fields: [],
        },
      ]),
      fc.integer({ min: 200, max: 2000 }).map((n): [string, Payload] => [
        `${n} rows`,
        {
          kind: 'multipart',
          files: [
            {
              ...file,
              filename: 'import.csv',
              type: 'text/csv',
              content: { kind: 'csv', rows: [header, ...Array.from({ length: n }, (_, i) => header.map((_c, j) => `r${i}c${j}`))] },
            },
          ],
          fields: [],
        },
      ]),
    ];
    return fc.oneof(...variants).map(([label, payload]) => changed(req, label, { payload }));
  },
];

const MUTATIONS: Mutation[] = [...headerMutations, ...pathMutations, ...queryMutations, ...bodyShapeMutations, ...bodyFieldMutations, ...uploadMutations];

/** One change to a valid request, chosen among those that apply to it. */
export function invalidRequest(
  op: Operation,
  valid: fc.Arbitrary<FuzzRequest>,
  ctx: BuildContext,
  uploadHeader: () => string[] | null = () => null,
): fc.Arbitrary<FuzzRequest> {
  return valid.chain((req) => fc.oneof(...MUTATIONS.map((m) => m(op, req, ctx, uploadHeader)).filter((m): m is fc.Arbitrary<FuzzRequest> => m !== null)));
}
