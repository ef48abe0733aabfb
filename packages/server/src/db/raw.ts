import { createHash } from 'node:crypto';
import { ilike, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { PgDialect, PgTransaction } from 'drizzle-orm/pg-core';
import { keepsNamedStatements, sessionOf, type Db, type Tx } from './client.ts';

/**
 * Raw SQL helpers for the statements the query builder cannot express (recursive trees, set-based
 * inserts): the same on pg and PGlite.
 */

/** The database or a transaction: what a statement runs on. */
export type Runner = Db | Tx;

/** Whether `runner` is a transaction (one connection) rather than the database (the pool). */
export const isTransaction = (runner: Runner): boolean => is(runner, PgTransaction);

/**
 * Independent reads on `runner`: side by side on the database, each on a connection of the pool, or one after the
 * other in a transaction, whose one connection runs one statement at a time (pg would queue the others behind it,
 * and deprecates being asked to).
 */
export async function readsOn<T extends unknown[]>(runner: Runner, ...reads: { [K in keyof T]: () => Promise<T[K]> }): Promise<T> {
  if (!isTransaction(runner)) return (await Promise.all(reads.map((read) => read()))) as T;
  const results: unknown[] = [];
  for (const read of reads) results.push(await read());
  return results as T;
}

/**
 * The rows of `select` as one JSON array value, in the order of its columns `order`, `[]` when there are none: a list
 * read in another statement's select list, a round trip fewer than a statement of its own. Its rows arrive as the
 * database writes them in JSON, which rowsOf's types below match for numbers, booleans, text, arrays and json (not
 * for dates and times: select them as text).
 */
export function jsonList(select: SQL, order: readonly string[]): SQL {
  const by = sql.join(
    order.map((column) => sql`x.${sql.identifier(column)}`),
    sql`, `,
  );
  return sql`(select coalesce(json_agg(x order by ${by}), '[]'::json) from (${select}) x)`;
}

/** A list of ids as one `int[]` value (one parameter, whatever the length; ids are validated integers). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/**
 * The rows of a raw statement, the one raw read; pg and PGlite answer alike (ADR 27, db/client.ts):
 * - int2, int4, int8 (count(*), sum of integers), numeric (the `num` columns; sum of int8 or numeric, avg of integers or numeric),
 *   float4/8: JS numbers (int8 and numeric by the parsers of client.ts; ids and counts stay below 2^53);
 * - date, timestamp, timestamptz, interval: the database's text (`2026-01-31`, `2026-01-31 10:00:00+00`),
 *   as drizzle asks for them; numeric[] and date/time arrays: their text too;
 * - boolean, text, json/jsonb, int[]: boolean, string, the parsed value, number[].
 * `T` is trusted, not checked: it says what the statement selects, in those types.
 */
/**
 * `planOnce` (ADR 45): sent as a named statement, which each connection parses once and PostgreSQL plans once (a generic
 * plan after five runs, when it costs no more than planning each time), for the few hot statements whose planning costs
 * far more than their run (one evaluatee's recompute: about 10 ms to plan, under 1 ms to run). Its name is a hash of its
 * text, so the same text is the same statement on every connection. Only where the connections keep named statements
 * (db/client.ts keepsNamedStatements); elsewhere it goes unnamed as every other.
 */
export async function rowsOf<T>(runner: Runner, query: SQL, options: { planOnce?: boolean } = {}): Promise<T[]> {
  if (options.planOnce && keepsNamedStatements(runner)) {
    const { sql: text, params } = dialect.sqlToQuery(query);
    const result = (await sessionOf(runner).prepareQuery({ sql: text, params }, undefined, statementName(text), false).execute()) as { rows: T[] };
    return result.rows;
  }
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/**
 * Drizzle's prepare() without a name: node-postgres then sends the statement unnamed, so that the server keeps no named
 * statement, where the connections do not keep them (db/client.ts keepsNamedStatements: pgbouncer in transaction mode,
 * docs/deployment.md §4).
 */
export const UNNAMED = undefined as unknown as string;

/**
 * A drizzle select as `planOnce` sends a raw statement (ADR 45): prepared under the name of its text where the
 * connections keep named statements, unnamed elsewhere; then `.execute()` it. For a select whose planning costs far more
 * than its run (a card's person with its one-row parts: about 13 ms to plan, 0.2 ms to run).
 */
export function plannedOnce<P>(runner: Runner, query: { toSQL(): { sql: string }; prepare(name: string): P }): P {
  return query.prepare(keepsNamedStatements(runner) ? statementName(query.toSQL().sql) : UNNAMED);
}

const dialect = new PgDialect();
const statementNames = new Map<string, string>();
/** The name of a statement's text: the same on every connection and process; texts are few (one per shape of a hot statement). */
function statementName(text: string): string {
  let name = statementNames.get(text);
  if (!name) statementNames.set(text, (name = `p_${createHash('sha256').update(text).digest('hex').slice(0, 32)}`));
  return name;
}

/**
 * Rows per multi-row INSERT: a statement carries one parameter per value and the protocol allows
 * 65,535, so a list whose length a request decides is written in slices of this size.
 */
export const ROWS_PER_INSERT = 1000;

/** A list in consecutive slices of at most `size` items. */
export function slices<T>(items: readonly T[], size = ROWS_PER_INSERT): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** The ILIKE pattern "contains `term`": LIKE's own characters (\ % _) in the term are escaped. */
export function containsPattern(term: string): string {
  return `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** The one search condition of the lists: `expression` contains the trimmed search, case-insensitively; none when blank. */
export function contains(expression: SQL | AnyColumn, search: string): SQL | undefined {
  const term = search.trim();
  return term ? ilike(expression, containsPattern(term)) : undefined;
}
