import { isComplete, WEIGHT_TOTAL, type RoundTotal } from '@performa/contracts/api/goals';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { frequencies, goals } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { roundsMeet } from '../evaluations/goal-readiness.ts';
import { inProject } from '../scope.ts';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';

/**
 * The weight rule of personal goals (docs/product.md §3.10): for an employee and period, the goals of
 * every round (those of that round plus those of every round) sum to at most 100 — or, for a period
 * without rounds, its goals do. A goal evaluation starts only when a round sums to exactly 100: which
 * goals count in a round, and when a round is ready, is evaluations/goal-readiness.ts.
 */

export interface EmployeePeriod {
  employeeId: number;
  periodId: number;
}

export interface WeightOffender extends EmployeePeriod {
  /** The round over 100; null for a period without rounds. */
  frequencyId: number | null;
  total: number;
}

/**
 * The (employee, period, round) triples whose goal weights sum to more than 100, among the given
 * employee–period pairs. Runs one statement, so it fits inside the transaction that wrote the goals:
 * a caller that finds offenders throws, and the transaction rolls back.
 *
 * The goals of the pairs' employees and periods are summed per employee, period and round in one pass,
 * those sums joined with the periods' few rounds (a goal of every round counts in each), and only the
 * few totals over 100 matched with the pairs. The goals were often just written in the same transaction,
 * which PostgreSQL's statistics do not know yet: a join of thousands of pairs with the goals planned on
 * those statistics could take minutes (measured: 223 s for 10,000 employees' generated goals), where
 * every plan of this statement reads each goal once.
 */
export async function goalWeightOffenders(runner: Runner, projectId: number, pairs: readonly EmployeePeriod[]): Promise<WeightOffender[]> {
  if (pairs.length === 0) return [];
  const employeeIds = [...new Set(pairs.map((p) => p.employeeId))];
  const periodIds = [...new Set(pairs.map((p) => p.periodId))];
  const rows = await rowsOf<{ employee_id: number; period_id: number; frequency_id: number | null; total: number }>(
    runner,
    sql`
      with rounds as materialized (
        select f.id, f.period_id from frequencies f where f.project_id = ${projectId} and f.period_id = any(${intArray(periodIds)})
      ),
      weights as materialized (
        select g.employee_id, g.period_id, g.frequency_id, sum(g.weight) as weight
        from goals g
        where g.project_id = ${projectId} and g.employee_id = any(${intArray(employeeIds)}) and g.period_id = any(${intArray(periodIds)})
        group by g.employee_id, g.period_id, g.frequency_id
      ),
      sums as (
        select w.employee_id, w.period_id, r.id as frequency_id, sum(w.weight) as total
        from weights w left join rounds r on r.period_id = w.period_id and ${roundsMeet(sql`w.frequency_id`, sql`r.id`)}
        group by w.employee_id, w.period_id, r.id
        having sum(w.weight) > ${WEIGHT_TOTAL}
      )
      select s.employee_id, s.period_id, s.frequency_id, s.total
      from sums s
      where (s.employee_id, s.period_id) in (
        select * from unnest(${intArray(pairs.map((p) => p.employeeId))}, ${intArray(pairs.map((p) => p.periodId))})
      )
      order by s.employee_id, s.period_id, s.frequency_id`,
  );
  return rows.map((r) => ({ employeeId: r.employee_id, periodId: r.period_id, frequencyId: r.frequency_id, total: r.total }));
}

export interface Round {
  id: number;
  name: string;
}

/** The rounds of a period in date order. */
export async function periodRounds(ctx: ServiceContext, periodId: number): Promise<Round[]> {
  return ctx.deps.db
    .select({ id: frequencies.id, name: frequencies.name })
    .from(frequencies)
    .where(and(eq(frequencies.periodId, periodId), inProject(ctx, frequencies)))
    .orderBy(asc(frequencies.startDate), asc(frequencies.id));
}

/** Weight sums of goals by round, as stored: `null` holds the goals of every round. */
export type WeightsByRound = Map<number | null, number>;

/** The weight total of each round (or of the period as a whole when it has no rounds): its own goals and those of every round (roundsMeet). */
export function roundTotals(rounds: readonly Round[], weights: WeightsByRound): RoundTotal[] {
  const everyRound = weights.get(null) ?? 0;
  const totals = rounds.length
    ? rounds.map((r) => ({ frequency_id: r.id, name: r.name, total: everyRound + (weights.get(r.id) ?? 0) }))
    : [{ frequency_id: null, name: '', total: everyRound }];
  return totals.map((t) => ({ ...t, total: Math.round(t.total * 1e6) / 1e6, complete: isComplete(t.total) }));
}

/** Weight sums by employee and round of the given employees' goals in a period. */
export async function weightsOf(ctx: ServiceContext, periodId: number, employeeIds: readonly number[]) {
  const byEmployee = new Map<number, { count: number; weights: WeightsByRound }>();
  if (employeeIds.length === 0) return byEmployee;
  const rows = await ctx.deps.db
    .select({
      employeeId: goals.employeeId,
      frequencyId: goals.frequencyId,
      count: sql<number>`count(*)::int`,
      total: sql<number>`sum(${goals.weight})`,
    })
    .from(goals)
    .where(and(inProject(ctx, goals), eq(goals.periodId, periodId), inArray(goals.employeeId, [...employeeIds])))
    .groupBy(goals.employeeId, goals.frequencyId);
  for (const r of rows) {
    const entry = byEmployee.get(r.employeeId) ?? { count: 0, weights: new Map() };
    entry.count += r.count;
    entry.weights.set(r.frequencyId, r.total);
    byEmployee.set(r.employeeId, entry);
  }
  return byEmployee;
}
