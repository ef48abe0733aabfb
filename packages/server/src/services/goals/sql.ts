import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';

/** The database or a transaction: what the goal helpers run their statements on. */
export type Runner = Db | Tx;

/** A list of ids as one `int[]` value (one parameter, whatever the length; ids are validated integers). */
export function intArray(ids: readonly number[]): SQL {
  return sql`${`{${ids.map((id) => Math.trunc(id)).join(',')}}`}::int[]`;
}

/** The rows of a raw statement (pg and PGlite answer alike). */
export async function rowsOf<T>(runner: Runner, query: SQL): Promise<T[]> {
  const result = (await runner.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** Locks employee rows for the rest of the transaction, in id order, so weight checks do not race. */
export async function lockEmployees(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`select id from employees where id = any(${intArray(ids)}) order by id for update`);
}

/** "First Last, First Last …" for messages that name employees (at most five, then "…"). */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} …` : shown;
}
