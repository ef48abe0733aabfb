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
 */
export async function goalWeightOffenders(runner: Runner, projectId: number, pairs: readonly EmployeePeriod[]): Promise<WeightOffender[]> {
  if (pairs.length === 0) return [];
  const rows = await rowsOf<{ employee_id: number; period_id: number; frequency_id: number | null; total: number }>(
    runner,
    sql`
      with pairs as (
        select distinct employee_id, period_id
        from unnest(${intArray(pairs.map((p) => p.employeeId))}, ${intArray(pairs.map((p) => p.periodId))}) as p(employee_id, period_id)
      ),
      rounds as (
        select p.employee_id, p.period_id, f.id as frequency_id
        from pairs p join frequencies f on f.period_id = p.period_id
        union all
        select p.employee_id, p.period_id, null::int
        from pairs p where not exists (select 1 from frequencies f where f.period_id = p.period_id)
      )
      select r.employee_id, r.period_id, r.frequency_id, sum(g.weight) as total
      from rounds r
      join goals g on g.employee_id = r.employee_id and g.period_id = r.period_id and g.project_id = ${projectId}
        and ${roundsMeet(sql`g.frequency_id`, sql`r.frequency_id`)}
      group by r.employee_id, r.period_id, r.frequency_id
      having sum(g.weight) > ${WEIGHT_TOTAL}
      order by r.employee_id, r.period_id, r.frequency_id`,
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
