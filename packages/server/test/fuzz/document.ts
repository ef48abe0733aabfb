import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { resolve, typesOf, type Schema } from './arbitraries.ts';

/**
 * The OpenAPI document as the fuzzer reads it: its operations, and the checks of requests and
 * answers against its schemas. The document is OpenAPI 3.1, whose schemas are JSON Schema 2020-12
 * (ADR 26): ajv 8's 2020-12 validator with ajv-formats checks them as they are.
 */

export interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: Schema;
}

export interface MediaType {
  schema?: Schema;
}

export interface OperationObject {
  summary?: string;
  description?: string;
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, MediaType> };
  responses?: Record<string, { description?: string; content?: Record<string, MediaType> }>;
  security?: Array<Record<string, string[]>>;
}

export interface OpenApiDocument {
  openapi: string;
  paths: Record<string, Record<string, OperationObject>>;
  components?: { schemas?: Record<string, Schema> };
  security?: Array<Record<string, string[]>>;
}

export interface Operation {
  /** "POST /api/wizard/departments/": how the tests and FUZZ_OPERATION name it. */
  key: string;
  method: (typeof METHODS)[number];
  /** The document's path template, e.g. /api/wizard/employee/{id}/. */
  path: string;
  spec: OperationObject;
  parameters: Parameter[];
  /** The JSON request body's schema, when the operation takes one. */
  jsonBody: Schema | null;
  bodyRequired: boolean;
  /**
   * A multipart file upload: documented (a multipart/form-data request body) or only described in
   * the summary (then it is fuzzed all the same, and reported as undocumented).
   */
  upload: { documented: boolean; schema: Schema | null } | null;
  /** Whether the document requires credentials (the operation's security, or the document's). */
  requiresAuth: boolean;
  /** The operation takes the platform operator's token (its security scheme), not a company's (ADR 34). */
  operatorToken: boolean;
}

/** The security scheme of the operator's routes (src/openapi.ts). */
export const OPERATOR_SECURITY = 'operatorToken';

/** Every method an OpenAPI path item can hold. */
export const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS', 'TRACE'] as const;

export function operationsOf(doc: OpenApiDocument): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const method of METHODS) {
      const spec = item[method.toLowerCase()];
      if (!spec) continue;
      const content = spec.requestBody?.content ?? {};
      const jsonType = Object.keys(content).find((type) => mediaBase(type) === 'application/json');
      const multipart = content['multipart/form-data'];
      const mentionsUpload = /multipart/i.test(`${spec.summary ?? ''} ${spec.description ?? ''}`);
      const security = spec.security ?? doc.security ?? [];
      operations.push({
        key: `${method} ${path}`,
        method,
        path,
        spec,
        parameters: spec.parameters ?? [],
        jsonBody: jsonType ? (content[jsonType]!.schema ?? {}) : null,
        bodyRequired: Boolean(spec.requestBody?.required),
        upload: multipart ? { documented: true, schema: multipart.schema ?? null } : mentionsUpload ? { documented: false, schema: null } : null,
        requiresAuth: security.length > 0 && !security.some((requirement) => Object.keys(requirement).length === 0),
        operatorToken: security.some((requirement) => OPERATOR_SECURITY in requirement),
      });
    }
  }
  return operations;
}

/** "text/csv; charset=utf-8" → "text/csv". */
export function mediaBase(type: string): string {
  return type.split(';')[0]!.trim().toLowerCase();
}

const isJsonType = (type: string) => {
  const base = mediaBase(type);
  return base === 'application/json' || base.endsWith('+json');
};

/** A schema of the document as ajv reads it: its `$ref`s made absolute (into the document, added as "openapi.json"). */
export function toJsonSchema(schema: unknown): unknown {
  if (Array.isArray(schema)) return schema.map(toJsonSchema);
  if (!schema || typeof schema !== 'object') return schema;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(schema as Record<string, unknown>)) {
    if (key === '$ref') out.$ref = `openapi.json${String(value)}`;
    else if (key === 'properties' || key === 'patternProperties' || key === '$defs')
      out[key] = Object.fromEntries(Object.entries(value as Record<string, unknown>).map(([k, v]) => [k, toJsonSchema(v)]));
    else if (key === 'enum' || key === 'const' || key === 'default' || key === 'required' || key === 'examples' || key === 'example') out[key] = value;
    else out[key] = typeof value === 'object' ? toJsonSchema(value) : value;
  }
  return out;
}

export interface SentRequest {
  method: string;
  /** The path as sent (encoded), without the query. */
  path: string;
  /** The path parameters as sent (still encoded). */
  pathParams: Record<string, string>;
  query: Array<[string, string]>;
  /** Header values as sent (lower-case names); absent ones are missing. */
  headers: Record<string, string>;
  /** The JSON value sent, or the kind of other payload. */
  body: { kind: 'none' } | { kind: 'json'; value: unknown } | { kind: 'raw'; contentType: string | null } | { kind: 'multipart'; hasFile: boolean };
  /** No credentials were sent. */
  anonymous: boolean;
  /** A valid token of the other kind was sent: a company's to an operator route, or the operator's to a company route. */
  otherKind?: boolean;
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
  bytes: number;
}

const addFormats = addFormatsModule as unknown as (ajv: Ajv2020) => Ajv2020;

export class DocumentChecks {
  private readonly ajv: Ajv2020;
  private readonly compiled = new WeakMap<object, ValidateFunction>();
  private readonly components: Record<string, Schema>;

  constructor(private readonly doc: OpenApiDocument) {
    // Its schemas are read as JSON Schema 2020-12: an OpenAPI 3.0 document (`nullable`, boolean bounds) would be misread.
    if (!doc.openapi.startsWith('3.1.')) throw new Error(`the fuzzer reads OpenAPI 3.1 documents, not ${doc.openapi}`);
    this.components = doc.components?.schemas ?? {};
    this.ajv = new Ajv2020({ strict: false, allErrors: true, validateFormats: true });
    addFormats(this.ajv);
    this.ajv.addSchema({ components: { schemas: toJsonSchema(this.components) } }, 'openapi.json');
  }

  /** The schema's complaints about a value (empty when it accepts it). */
  /** The members of a parameter schema's anyOf/oneOf, resolved (empty for a schema that is no union). */
  alternatives(schema: Schema): Schema[] {
    const resolved = resolve(schema, this.components);
    return [...((resolved.anyOf as Schema[] | undefined) ?? []), ...((resolved.oneOf as Schema[] | undefined) ?? [])].map((m) => resolve(m, this.components));
  }

  errors(schema: Schema, value: unknown): string[] {
    let validate = this.compiled.get(schema);
    if (!validate) {
      validate = this.ajv.compile(toJsonSchema(schema) as object);
      this.compiled.set(schema, validate);
    }
    if (validate(value)) return [];
    return (validate.errors ?? [])
      .slice(0, 3)
      .map(
        (e) => `${e.instancePath || '(root)'} ${e.message ?? ''}${e.params && 'allowedValues' in e.params ? ` ${JSON.stringify(e.params.allowedValues)}` : ''}`,
      );
  }

  /** The names of every input the document describes for an operation (parameters and body fields). */
  inputsOf(op: Operation): Set<string> {
    const names = new Set(op.parameters.map((p) => p.name.toLowerCase()));
    for (const schema of [op.jsonBody, op.upload?.schema]) {
      if (!schema) continue;
      const s = resolve(schema, this.components);
      for (const part of [s, ...(s.allOf ?? []).map((x) => resolve(x, this.components))])
        for (const k of Object.keys(part.properties ?? {})) names.add(k.toLowerCase());
    }
    return names;
  }

  /**
   * Why the document would refuse this request, or null when it accepts it. Parameter values are read
   * as leniently as a query string can be (numbers by Number(), "" as null where null is allowed).
   */
  requestViolation(op: Operation, req: SentRequest): string | null {
    for (const p of op.parameters) {
      const values =
        p.in === 'path'
          ? req.pathParams[p.name] === undefined
            ? []
            : [req.pathParams[p.name]!]
          : p.in === 'query'
            ? req.query.filter(([k]) => k === p.name).map(([, v]) => v)
            : p.in === 'header' && req.headers[p.name.toLowerCase()]
              ? [req.headers[p.name.toLowerCase()]!]
              : [];
      if (values.length === 0) {
        if (p.required) return `${p.in} parameter ${p.name} is missing`;
        continue;
      }
      const schema = p.schema ?? {};
      if (values.length > 1 && !typesOf(resolve(schema, this.components)).includes('array')) return `${p.in} parameter ${p.name} is repeated`;
      let raw = values[0]!;
      if (p.in === 'path') {
        try {
          raw = decodeURIComponent(raw);
        } catch {
          return `path parameter ${p.name} is not valid percent-encoding`;
        }
      }
      // A parameter is text: it is valid when some reading of it (as its schema's types, or as text) is.
      const readings = [...new Set([fromText(raw, resolve(schema, this.components)), ...this.alternatives(schema).map((alt) => fromText(raw, alt)), raw])];
      const problems = readings.map((value) => this.errors(schema, value));
      if (problems.every((list) => list.length)) return `${p.in} parameter ${p.name}=${JSON.stringify(raw).slice(0, 40)}: ${problems[0]![0]}`;
    }
    if (op.upload) return req.body.kind === 'multipart' && req.body.hasFile ? null : 'no multipart file';
    if (op.jsonBody) {
      if (req.body.kind === 'none') return op.bodyRequired ? 'the body is missing' : null;
      if (req.body.kind !== 'json') return 'the body is not JSON';
      const problems = this.errors(op.jsonBody, req.body.value);
      if (problems.length) return `body ${problems[0]}`;
    }
    return null;
  }

  /** What is wrong with an answer, as the document describes the operation (empty when nothing). */
  answerProblems(op: Operation, req: SentRequest, res: Answer): string[] {
    const problems: string[] = [];
    if (res.status >= 500) problems.push(`5xx: the server failed (${res.status})`);
    const responses = op.spec.responses ?? {};
    const documented = responses[String(res.status)] ?? responses[`${String(res.status)[0]}XX`] ?? responses.default;
    // A 5xx is reported as such, not also as undocumented.
    if (!documented && res.status < 500) problems.push(`undocumented status ${res.status} (documented: ${Object.keys(responses).join(', ')})`);
    const type = typeof res.headers['content-type'] === 'string' ? res.headers['content-type'] : null;
    if (res.status === 204) {
      if (res.bytes > 0) problems.push('204 with a body');
      if (documented?.content && Object.keys(documented.content).length)
        problems.push(`204 documented with content (${Object.keys(documented.content).join(', ')})`);
    } else if (documented) {
      const content = documented.content ?? {};
      const declared = Object.keys(content);
      if (!declared.length) {
        if (res.bytes > 0) problems.push(`a body (${type ?? 'no content type'}) where the document describes none for ${res.status}`);
      } else if (!type) {
        if (res.bytes > 0) problems.push(`a body without a content type (documented: ${declared.join(', ')})`);
      } else {
        const match = declared.find((d) => mediaBase(d) === mediaBase(type));
        if (!match) problems.push(`content type ${mediaBase(type)} not documented for ${res.status} (documented: ${declared.join(', ')})`);
        else if (isJsonType(match) && content[match]!.schema) {
          let value: unknown;
          try {
            value = JSON.parse(res.body);
          } catch {
            problems.push(`${res.status} body is not JSON`);
          }
          if (value !== undefined) {
            const errors = this.errors(content[match]!.schema!, value);
            if (errors.length) problems.push(`${res.status} body does not match the documented schema: ${errors.join('; ')}`);
          }
        }
      }
    }
    if (req.anonymous && op.requiresAuth && res.status !== 401 && res.status < 500) {
      problems.push(`answered ${res.status} without credentials, but the document requires them (security)`);
    }
    if (req.otherKind && op.requiresAuth && res.status !== 401 && res.status < 500) {
      problems.push(`answered ${res.status} to a valid token of the other kind (a company's on an operator route, or the operator's on a company route)`);
    }
    if (res.status === 400 && type && isJsonType(type)) {
      // Field errors may name what the document describes, or what the request sent (an unknown query key).
      const sent = [...req.query.map(([k]) => k), ...(req.body.kind === 'json' && isPlainObject(req.body.value) ? Object.keys(req.body.value) : [])];
      const named = undocumentedFields(res.body, new Set([...this.inputsOf(op), ...sent.map((k) => k.toLowerCase())]));
      if (named.length) problems.push(`400 names inputs the document does not describe: ${named.join(', ')}`);
    }
    if (res.status >= 200 && res.status < 300) {
      const violation = this.requestViolation(op, req);
      if (violation) problems.push(`accepted (${res.status}) a request the document refuses: ${violation}`);
    }
    return problems;
  }
}

/** A parameter's text as the value its schema describes (for a union, see `alternatives`). */
function fromText(raw: string, schema: Schema): unknown {
  const types = typesOf(schema);
  if (raw === '' && types.includes('null')) return null;
  if (types.includes('integer') || types.includes('number')) return raw.trim() === '' ? raw : Number.isNaN(Number(raw)) ? raw : Number(raw);
  if (types.includes('boolean')) return raw === 'true' ? true : raw === 'false' ? false : raw;
  return raw;
}

/** The keys of a field-error answer ({ field: [message] }) that are no documented input. */
function undocumentedFields(body: string, inputs: Set<string>): string[] {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return [];
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return [];
  const entries = Object.entries(parsed as Record<string, unknown>);
  if (!entries.every(([, v]) => Array.isArray(v))) return [];
  // "scales.0.min" is a field of the input "scales".
  return entries.map(([k]) => k).filter((k) => k !== 'non_field_errors' && !inputs.has(k.split(/[.[]/)[0]!.toLowerCase()));
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => Boolean(v) && typeof v === 'object' && !Array.isArray(v);
