import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { intArray } from '../../db/raw.ts';

/**
 * Locks employee rows for the rest of the transaction, in id order, so weight checks do not race. FOR NO KEY UPDATE:
 * it excludes the other goal writes as FOR UPDATE did, but not the key-share locks of foreign key checks, which a
 * concurrent recompute of the employee's results takes under its results lock (db/locks.ts lockResults) while this
 * transaction waits for that lock: with FOR UPDATE the two waited for each other (a deadlock).
 */
export async function lockEmployees(tx: Tx, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.execute(sql`select id from employees where id = any(${intArray(ids)}) order by id for no key update`);
}

/** "First Last, First Last …" for messages that name employees (at most five, then "…"). */
export function nameList(names: readonly string[]): string {
  const shown = names.slice(0, 5).join(', ');
  return names.length > 5 ? `${shown} …` : shown;
}
