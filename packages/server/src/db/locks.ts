import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { isLockConflictLoss } from './errors.ts';
import { intArray, type Runner } from './raw.ts';
import { companies, periods, projects } from './schema.ts';

/**
 * Row locks (SELECT … FOR UPDATE) that serialise the checks of one transaction against a concurrent
 * one: two requests that both check "no other row overlaps / has this name" and then write must not
 * both pass. The lock holds until the transaction ends; PGlite and PostgreSQL both support it.
 * Below them, the locks of the stored results (advisory locks) and the retry of a deadlock's victim.
 */

/** The company's row: its projects' names are checked and written under it. */
export async function lockCompany(tx: Tx, companyId: number): Promise<void> {
  await tx.select({ id: companies.id }).from(companies).where(eq(companies.id, companyId)).for('update');
}

/** The project's row: its periods' dates are checked and written under it. */
export async function lockProject(tx: Tx, projectId: number): Promise<void> {
  await tx.select({ id: projects.id }).from(projects).where(eq(projects.id, projectId)).for('update');
}

/** The period's row, read fresh: its rounds' dates are checked and written under it. */
export async function lockPeriod(tx: Tx, periodId: number) {
  const [row] = await tx.select().from(periods).where(eq(periods.id, periodId)).for('update');
  return row;
}

/**
 * The results of a project, or of some of its evaluatees, until the transaction ends (ADR 24, amendment of
 * 2026-11-27): transaction-scoped advisory locks, so that two recomputes of the same evaluatee (or a whole-project
 * pass and any other) never overlap. Every statement after the lock sees what the other one committed (Read
 * Committed takes a snapshot per statement), so neither writes sums or scores that miss the other's answers.
 *
 * - Some evaluatees: the project's lock in shared mode, then each evaluatee's in exclusive mode, in id order (two
 *   transactions wanting overlapping sets take them in the same order, so they queue instead of deadlocking).
 * - The whole project (no list), or more evaluatees than are locked one by one: the project's lock in exclusive
 *   mode, which waits for every narrow holder and holds off every other pass.
 *
 * Re-entrant within a transaction (a second recompute takes what it already holds at once). PostgreSQL and PGlite
 * both have them (PGlite runs one transaction at a time, so nothing ever waits there). The two-key form keeps them
 * apart from the one-key advisory locks of the job queue and the test databases.
 *
 * Taken late (by recomputeResults, after the write's own row locks). What a recompute needs once it holds them is held
 * only by other holders, or is a key-share lock of a foreign key check on the project, round, employee or competency
 * row. So a transaction that will recompute must not hold FOR UPDATE on such a row while it waits for these locks: FOR
 * NO KEY UPDATE excludes the same writers without blocking those checks (goals/sql.ts lockEmployees, lockRound).
 */
export async function lockResults(runner: Runner, projectId: number, employeeIds?: readonly number[]): Promise<void> {
  const ids = employeeIds ? [...new Set(employeeIds.map(Number))].sort((a, b) => a - b) : undefined;
  if (ids?.length === 0) return;
  if (!ids || ids.length > RESULTS_LOCKED_ONE_BY_ONE) {
    await runner.execute(sql`select pg_advisory_xact_lock(${RESULTS_OF_PROJECT}, ${projectId})`);
    return;
  }
  await runner.execute(sql`select ${evaluateesLockedSql(projectId, ids)}`);
}

/**
 * lockResults' locks of some evaluatees (at most RESULTS_LOCKED_ONE_BY_ONE), as one expression of a select list: a
 * write's own statement may select it after its row locks (ADR 47, a round trip fewer in every submission), and its
 * transaction then recomputes them without locking again (engine/recompute.ts `locked`). The project's lock first, in
 * the condition, then the evaluatees' in the subquery of its branch, which a CASE evaluates after its condition. The
 * function scan returns the (sorted) array in its order, and each row's lock is taken as it is read.
 */
export function evaluateesLockedSql(projectId: number, employeeIds: readonly number[]): SQL {
  const ids = [...new Set(employeeIds.map(Number))].sort((a, b) => a - b);
  if (ids.length === 0 || ids.length > RESULTS_LOCKED_ONE_BY_ONE) throw new Error('evaluateesLockedSql locks 1 to RESULTS_LOCKED_ONE_BY_ONE evaluatees');
  return sql`case when pg_advisory_xact_lock_shared(${RESULTS_OF_PROJECT}, ${projectId})::text = ''
      then (select count(*) from (select pg_advisory_xact_lock(${RESULTS_OF_EVALUATEE}, id) from unnest(${intArray(ids)}) as id) taken) end`;
}

/** The first keys of the results locks (the second is the project's or the employee's id): "RSPJ" and "RSEM". */
const RESULTS_OF_PROJECT = 0x5253504a;
const RESULTS_OF_EVALUATEE = 0x5253454d;

/** Up to this many evaluatees, a recompute locks each of them; beyond, the whole project (the lock table is finite). */
export const RESULTS_LOCKED_ONE_BY_ONE = 50;

/** Attempts of a transaction that PostgreSQL aborted to break a deadlock (or a serialization failure). */
export const TRANSACTION_ATTEMPTS = 4;

/**
 * Runs `work` in a transaction, and again (after a short random pause, at most TRANSACTION_ATTEMPTS times in all)
 * when PostgreSQL chose it as a deadlock's victim or reported a serialization failure: the rollback undid everything
 * it wrote, and the other transaction has gone on. `work` must be safe to run again: everything it changes is in the
 * database (no state outside the callback kept across attempts). Used by the writes that recompute results (but the
 * goal, competency and employee imports, whose callbacks count what they wrote, and the employee form), whose row
 * locks and results locks (lockResults) can still meet in different orders in rare cases: two recomputes in one
 * transaction (an evaluatee, then those who share a goal with them), a competency, round or employee deleted while one
 * of their evaluations is submitted.
 */
export async function retriedTransaction<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction(work);
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !isLockConflictLoss(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, attempt * (10 + Math.random() * 40)));
    }
  }
}
