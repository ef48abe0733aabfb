import fc from 'fast-check';

/**
 * fast-check arbitraries from the JSON schemas of the OpenAPI 3.1 document (JSON Schema 2020-12: null
 * is a type, `type: ['string', 'null']` or an anyOf branch `{ type: 'null' }`; exclusive bounds are
 * numbers). Every value generated here is one the schema accepts: the invalid requests are mutations
 * of them (mutations.ts).
 */

export interface Schema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: boolean | Schema;
  items?: Schema;
  minItems?: number;
  maxItems?: number;
  uniqueItems?: boolean;
  minLength?: number;
  maxLength?: number;
  pattern?: string;
  format?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  multipleOf?: number;
  enum?: unknown[];
  const?: unknown;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  default?: unknown;
  description?: string;
}

/** What the seeded world offers to generated values, read at generation time (the world can be re-seeded). */
export interface Vocabulary {
  /** Integer ids of a company's rows: of the tables whose name fits the hint, or of every table without one. */
  ids(company: 'a' | 'b', hint?: string): readonly number[];
  /** Ids that are strings (uuid keys, e.g. files). */
  keys(company: 'a' | 'b'): readonly string[];
  /** Texts of the seeded world: names, usernames, emails, numbers, the owner's password and refresh token. */
  texts(): readonly string[];
}

export interface BuildContext {
  components: Record<string, Schema>;
  vocabulary: Vocabulary;
}

const INT32_MAX = 2_147_483_647;
const MAX_DEPTH = 6;
/** Generated arrays stay short (requests are sent one by one); a larger minItems still wins. */
const ARRAY_CAP = 6;
/** Generated strings stay short, except the boundary value of exactly maxLength. */
const STRING_CAP = 60;

export function resolve(schema: Schema, components: Record<string, Schema>): Schema {
  let current = schema;
  for (let hops = 0; current.$ref; hops += 1) {
    const name = current.$ref.replace('#/components/schemas/', '');
    const target = components[name];
    if (!target || hops > 20) throw new Error(`unresolvable $ref ${current.$ref}`);
    current = target;
  }
  return current;
}

/** The types a schema allows (its `type`, one or a list, "null" among them when null is allowed). */
export function typesOf(schema: Schema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** Lower and upper bounds of a number schema, an exclusive bound winning over an inclusive one. */
export function boundsOf(schema: Schema) {
  const minExcluded = schema.exclusiveMinimum !== undefined;
  const maxExcluded = schema.exclusiveMaximum !== undefined;
  const min = minExcluded ? schema.exclusiveMinimum : schema.minimum;
  const max = maxExcluded ? schema.exclusiveMaximum : schema.maximum;
  return { min, max, minExcluded, maxExcluded };
}

/** A positive integer with a database-sized range: an id of some row. */
export function isIdLike(schema: Schema): boolean {
  if (!typesOf(schema).includes('integer')) return false;
  const { min, max, minExcluded } = boundsOf(schema);
  return min !== undefined && (min >= 1 || (min >= 0 && minExcluded)) && (max === undefined || max >= INT32_MAX);
}

/** Picks from a list read at generation time; the fallback when it is empty. */
function pick<T>(list: () => readonly T[], fallback: fc.Arbitrary<T>): fc.Arbitrary<T> {
  return fc.nat().chain((i) => {
    const items = list();
    return items.length ? fc.constant(items[i % items.length]!) : fallback;
  });
}

function integerBetween(min: number, max: number): fc.Arbitrary<number> {
  if (min >= -INT32_MAX - 1 && max <= INT32_MAX) return fc.integer({ min, max });
  return fc.bigInt({ min: BigInt(min), max: BigInt(max) }).map(Number);
}

function integerArbitrary(schema: Schema, ctx: BuildContext, hint: string): fc.Arbitrary<number> {
  const b = boundsOf(schema);
  const min = Math.max(Number.MIN_SAFE_INTEGER, b.min === undefined ? -1_000_000 : b.minExcluded ? Math.floor(b.min) + 1 : Math.ceil(b.min));
  const max = Math.min(Number.MAX_SAFE_INTEGER, b.max === undefined ? 1_000_000 : b.maxExcluded ? Math.ceil(b.max) - 1 : Math.floor(b.max));
  const plain = integerBetween(min, max);
  if (!isIdLike(schema)) return fc.oneof({ arbitrary: plain, weight: 4 }, { arbitrary: fc.constantFrom(min, max), weight: 1 });
  const within = (ids: readonly number[]) => ids.filter((id) => id >= min && id <= max);
  const random = integerBetween(min, Math.min(max, INT32_MAX));
  const { vocabulary } = ctx;
  // Mostly ids that exist (company A's, of a table the name suggests), then company B's, then any.
  return fc.oneof(
    { arbitrary: pick(() => within(vocabulary.ids('a', hint)), random), weight: 8 },
    { arbitrary: pick(() => within(vocabulary.ids('a')), random), weight: 1 },
    { arbitrary: pick(() => within(vocabulary.ids('b', hint)), random), weight: 2 },
    { arbitrary: pick(() => within(vocabulary.ids('b')), random), weight: 1 },
    { arbitrary: random, weight: 1 },
    { arbitrary: fc.constantFrom(min, max), weight: 1 },
  );
}

function numberArbitrary(schema: Schema): fc.Arbitrary<number> {
  const b = boundsOf(schema);
  const double = fc.double({
    noNaN: true,
    noDefaultInfinity: true,
    ...(b.min === undefined ? {} : { min: b.min, minExcluded: b.minExcluded }),
    ...(b.max === undefined ? {} : { max: b.max, maxExcluded: b.maxExcluded }),
  });
  const edges = [b.min, b.max].filter((v, i): v is number => v !== undefined && !(i === 0 ? b.minExcluded : b.maxExcluded));
  // Whole numbers are what people type: a small range of them inside the bounds.
  let low = Math.max(-1000, Math.ceil(b.min ?? -1000));
  let high = Math.min(1000, Math.floor(b.max ?? 1000));
  if (b.minExcluded && low === b.min) low += 1;
  if (b.maxExcluded && high === b.max) high -= 1;
  // Round shares of the range (weights that add up, percentages): 0.1, 0.25… of it above the minimum.
  const shares =
    b.min !== undefined && b.max !== undefined
      ? [0.05, 0.1, 0.2, 0.25, 0.3, 0.5].map((k) => Math.round((b.min! + (b.max! - b.min!) * k) * 100) / 100).filter((v) => v > b.min! || !b.minExcluded)
      : [];
  // Numbers bounded on one side or none are still mostly weights, targets and scores: small ones.
  if (b.max === undefined) shares.push(...[0, 0.1, 0.2, 0.25, 0.5, 1, 2, 10, 100].map((v) => (b.min ?? 0) + v).filter((v) => v > b.min! || !b.minExcluded));
  else if (b.min === undefined) shares.push(...[0, 0.1, 0.25, 0.5, 1, 10].map((v) => b.max! - v).filter((v) => v < b.max! || !b.maxExcluded));
  return fc.oneof(
    { arbitrary: double, weight: 2 },
    ...(low <= high ? [{ arbitrary: fc.integer({ min: low, max: high }), weight: 2 }] : []),
    ...(shares.length ? [{ arbitrary: fc.constantFrom(...shares), weight: 3 }] : []),
    ...(edges.length ? [{ arbitrary: fc.constantFrom(...edges), weight: 1 }] : []),
  );
}

/** A string check that is the schema's own: lengths in code points (as JSON Schema counts them) and the pattern. */
export function stringFits(schema: Schema): (s: string) => boolean {
  const pattern = schema.pattern ? new RegExp(schema.pattern, 'u') : null;
  return (s) => {
    const length = [...s].length;
    return length >= (schema.minLength ?? 0) && length <= (schema.maxLength ?? Infinity) && (!pattern || pattern.test(s));
  };
}

const day = (d: Date) => d.toISOString().slice(0, 10);
/** Mostly dates of the years a performance review is about, sometimes any. */
const dates = fc.oneof(
  { arbitrary: fc.date({ min: new Date('2024-01-01T00:00:00Z'), max: new Date('2031-12-31T23:59:59Z'), noInvalidDate: true }), weight: 3 },
  { arbitrary: fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2199-12-31T23:59:59Z'), noInvalidDate: true }), weight: 1 },
);
const word = fc.stringMatching(/^[a-z0-9]{1,12}$/);

function formatted(format: string): fc.Arbitrary<string> | null {
  switch (format) {
    case 'date':
      return fc.oneof(dates.map(day), fc.constantFrom('2026-01-01', '2026-12-31', '2024-02-29', '2030-06-15'));
    case 'date-time':
      return dates.map((d) => d.toISOString());
    case 'email':
      return fc.oneof(
        { arbitrary: fc.tuple(word, word).map(([user, host]) => `${user}@${host}.example.com`), weight: 3 },
        { arbitrary: fc.emailAddress(), weight: 1 },
      );
    case 'uri':
    case 'url':
      return fc.webUrl();
    case 'uuid':
      return fc.uuid();
    default:
      return null;
  }
}

function stringArbitrary(schema: Schema, ctx: BuildContext, name: string): fc.Arbitrary<string> {
  const fits = stringFits(schema);
  const minLength = schema.minLength ?? 0;
  const maxLength = schema.maxLength ?? Math.max(minLength, STRING_CAP);
  const byFormat = schema.format ? formatted(schema.format) : null;
  let random: fc.Arbitrary<string>;
  const matching = schema.pattern ? fc.stringMatching(new RegExp(schema.pattern, 'u')) : null;
  // A format gives realistic values (dates of this decade); the pattern, any value it allows.
  if (byFormat) random = matching ? fc.oneof({ arbitrary: byFormat, weight: 4 }, { arbitrary: matching, weight: 1 }) : byFormat;
  else if (matching) random = matching;
  else {
    const cap = Math.min(maxLength, Math.max(minLength, STRING_CAP));
    random = fc.oneof(
      { arbitrary: fc.string({ minLength, maxLength: cap }), weight: 3 },
      { arbitrary: fc.string({ minLength, maxLength: cap, unit: 'grapheme' }), weight: 1 },
      { arbitrary: fc.string({ minLength, maxLength: cap, unit: 'binary' }), weight: 1 },
    );
  }
  random = random.filter(fits);
  // The world's texts, the first few (the companies' names, the owner's username and password) most often.
  const texts = fc.oneof(fc.nat({ max: 7 }), fc.nat()).chain((i) => {
    const list = ctx.vocabulary.texts().filter(fits);
    return list.length ? fc.constant(list[i % list.length]!) : random;
  });
  const choices: Array<fc.WeightedArbitrary<string>> = [
    { arbitrary: random, weight: 4 },
    { arbitrary: texts, weight: 2 },
  ];
  // A convention the schema does not state: a field called email holds an email address.
  const email = formatted('email')!.filter(fits);
  if (!byFormat && !schema.pattern && /(^|_)e?mail$/i.test(name)) choices.push({ arbitrary: email, weight: 8 });
  // String ids (uuid keys of files): the world's keys of either company.
  if (/(^|_)id$/.test(name)) {
    choices.push({ arbitrary: pick(() => ctx.vocabulary.keys('a').filter(fits), random), weight: 4 });
    choices.push({ arbitrary: pick(() => ctx.vocabulary.keys('b').filter(fits), random), weight: 1 });
  }
  // The boundary: exactly maxLength characters.
  const longest = schema.maxLength !== undefined && schema.maxLength <= 100_000 ? 'w'.repeat(schema.maxLength) : null;
  if (longest !== null && !byFormat && fits(longest)) choices.push({ arbitrary: fc.constant(longest), weight: 1 });
  return fc.oneof(...choices);
}

function objectArbitrary(schema: Schema, ctx: BuildContext, depth: number): fc.Arbitrary<Record<string, unknown>> {
  const properties = schema.properties ?? {};
  const required = new Set(schema.required ?? []);
  const keys = Object.keys(properties).filter((k) => required.has(k) || depth < MAX_DEPTH);
  const record = fc.record(Object.fromEntries(keys.map((k) => [k, build(properties[k]!, ctx, k, depth + 1)])), {
    requiredKeys: keys.filter((k) => required.has(k)),
  }) as fc.Arbitrary<Record<string, unknown>>;
  const extra = schema.additionalProperties;
  if (!extra || extra === true || depth >= MAX_DEPTH) return withConventions(record, properties);
  // A map (additionalProperties is a schema): a few more keys of its value type.
  const more = fc.dictionary(
    fc.string({ minLength: 1, maxLength: 12 }).filter((k) => !(k in properties) && k !== '__proto__'),
    build(extra, ctx, '', depth + 1),
    {
      maxKeys: 3,
    },
  );
  return fc.tuple(record, more).map(([known, added]) => ({ ...added, ...known }));
}

/**
 * What field names say and schemas cannot: a confirmation repeats its password, a start comes before
 * its end. Applied to most generated objects (not all: a mismatch is worth sending too), and only when
 * the result still fits the schema.
 */
function withConventions(record: fc.Arbitrary<Record<string, unknown>>, properties: Record<string, Schema>): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(properties);
  const confirm = keys.find((k) => /^(match|confirm)_?password$|^password_?confirm(ation)?$/i.test(k));
  const source = confirm && (keys.find((k) => /^new_?password$/i.test(k)) ?? keys.find((k) => /^password$/i.test(k)));
  const pairs = keys.flatMap((start) => {
    const end = start.replace(/start/i, (m) => (m === 'START' ? 'END' : m[0] === 'S' ? 'End' : 'end'));
    return end !== start && keys.includes(end) ? [[start, end] as const] : [];
  });
  if (!source && !pairs.length) return record;
  return fc.tuple(record, fc.nat({ max: 9 })).map(([value, dice]) => {
    if (dice < 2) return value;
    const out = { ...value };
    if (confirm && source && typeof out[source] === 'string' && stringFits(properties[confirm]!)(out[source] as string)) out[confirm] = out[source];
    for (const [start, end] of pairs) {
      const a = out[start];
      const z = out[end];
      if ((typeof a === 'string' && typeof z === 'string') || (typeof a === 'number' && typeof z === 'number')) {
        if (a > z) [out[start], out[end]] = [z, a];
      }
    }
    return out;
  });
}

function arrayArbitrary(schema: Schema, ctx: BuildContext, name: string, depth: number): fc.Arbitrary<unknown[]> {
  const minLength = schema.minItems ?? 0;
  const maxLength = Math.max(minLength, Math.min(schema.maxItems ?? ARRAY_CAP, ARRAY_CAP));
  const items = build(schema.items ?? {}, ctx, name, depth + 1);
  return schema.uniqueItems ? fc.uniqueArray(items, { minLength, maxLength, selector: (v) => JSON.stringify(v) }) : fc.array(items, { minLength, maxLength });
}

/** One schema of several (allOf): their properties and requirements together, the other keywords of the last. */
function merge(schemas: Schema[], components: Record<string, Schema>): Schema {
  return schemas
    .map((s) => resolve(s, components))
    .reduce<Schema>(
      (all, s) => ({
        ...all,
        ...s,
        properties: { ...all.properties, ...s.properties },
        required: [...(all.required ?? []), ...(s.required ?? [])],
      }),
      {},
    );
}

function build(schema: Schema, ctx: BuildContext, name: string, depth: number): fc.Arbitrary<unknown> {
  const s = resolve(schema, ctx.components);
  const types = typesOf(s);
  const nullable = types.includes('null');
  const withNull = (arb: fc.Arbitrary<unknown>) => (nullable ? fc.oneof({ arbitrary: arb, weight: 4 }, { arbitrary: fc.constant(null), weight: 1 }) : arb);

  if ('const' in s) return fc.constant(s.const);
  if (s.enum) return fc.constantFrom(...(nullable && !s.enum.includes(null) ? [...s.enum, null] : s.enum));
  if (s.allOf) {
    const { allOf: _, ...rest } = s;
    const merged = merge([rest, ...s.allOf], ctx.components);
    // Null only when this schema allows it (withNull), whatever the merged parts say.
    const concreteTypes = typesOf(merged).filter((t) => t !== 'null');
    return withNull(build({ ...merged, type: concreteTypes.length ? concreteTypes : undefined }, ctx, name, depth));
  }
  const branches = s.anyOf ?? s.oneOf;
  if (branches) return withNull(fc.oneof(...branches.map((b) => build(b, ctx, name, depth))));

  const concrete = types.filter((t) => t !== 'null');
  if (concrete.length === 0) return nullable ? fc.constant(null) : fc.jsonValue({ maxDepth: 2 });
  const byType = concrete.map((type): fc.Arbitrary<unknown> => {
    switch (type) {
      case 'object':
        return objectArbitrary(s, ctx, depth);
      case 'array':
        return arrayArbitrary(s, ctx, name, depth);
      case 'string':
        return stringArbitrary(s, ctx, name);
      case 'integer':
        return integerArbitrary(s, ctx, name);
      case 'number':
        return numberArbitrary(s);
      case 'boolean':
        return fc.boolean();
      default:
        throw new Error(`unsupported schema type ${type}`);
    }
  });
  return withNull(byType.length === 1 ? byType[0]! : fc.oneof(...byType));
}

/**
 * Values the schema accepts. `name` is the field's name (or, for a path id, the path segment before
 * it): integer ids are drawn mostly from the seeded rows of tables whose name it suggests.
 */
export function arbitraryOf(schema: Schema, ctx: BuildContext, name = ''): fc.Arbitrary<unknown> {
  return build(schema, ctx, name, 0);
}
