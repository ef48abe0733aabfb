import type { DashboardRound } from '@performa/contracts/api/dashboards';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { presentRound, roundsOf, type RoundRow } from '../results/person.ts';
import { requireProject } from '../scope.ts';

/**
 * The round a dashboard reads (docs/product.md §7.9): the one asked for, else the current period's current
 * round. The current period holds today, else it is the newest; its current round holds today, else it
 * is the latest started, else its first. "Today" is the clock's (deps.clock), so tests can move it.
 */

export interface ChosenRound {
  /** Today by the clock, YYYY-MM-DD. */
  today: string;
  /** Every period of the project, newest first. */
  periods: PeriodOption[];
  period: PeriodOption | null;
  /** The rounds of the chosen period, in date order. */
  rounds: RoundRow[];
  round: RoundRow | null;
}

const holds = (range: { start_date: string; end_date: string } | { startDate: string; endDate: string }, day: string) =>
  'start_date' in range ? range.start_date <= day && day <= range.end_date : range.startDate <= day && day <= range.endDate;

/** The round of `frequencyId` (another project's: 404), else of `periodId` (404 likewise) or the current period, its current round. */
export async function chooseRound(ctx: ServiceContext, ask: { period?: number | null; frequency_id?: number | null }): Promise<ChosenRound> {
  const projectId = requireProject(ctx);
  const today = todayOf(ctx.deps.clock);
  const periods = await listPeriodOptions(ctx);
  let period: PeriodOption | null;
  let rounds: RoundRow[];
  if (ask.frequency_id !== undefined && ask.frequency_id !== null) {
    const all = await roundsOf(
      ctx.deps.db,
      projectId,
      periods.map((p) => p.id),
    );
    const round = all.find((r) => r.id === ask.frequency_id);
    if (!round || (ask.period !== undefined && ask.period !== null && round.periodId !== ask.period)) throw notFound();
    period = periods.find((p) => p.id === round.periodId) ?? null;
    rounds = all.filter((r) => r.periodId === round.periodId);
    return { today, periods, period, rounds, round };
  }
  if (ask.period !== undefined && ask.period !== null) {
    period = periods.find((p) => p.id === ask.period) ?? null;
    if (!period) throw notFound();
  } else {
    period = periods.find((p) => holds(p, today)) ?? periods[0] ?? null;
  }
  rounds = period ? await roundsOf(ctx.deps.db, projectId, [period.id]) : [];
  const started = rounds.filter((r) => r.startDate <= today);
  const round = rounds.find((r) => holds(r, today)) ?? started[started.length - 1] ?? rounds[0] ?? null;
  return { today, periods, period, rounds, round };
}

/** Whole days from `today` to `endDate` (both YYYY-MM-DD): 0 on the last day, negative after it. */
export function daysLeft(endDate: string, today: string): number {
  return Math.round((Date.parse(`${endDate}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000);
}

/** A round as a dashboard shows it: `visible` or not to the reader (§5.6), with its days left from `today`. */
export const dashboardRound = (round: RoundRow, visible: boolean, today: string): DashboardRound => ({
  ...presentRound(round, visible),
  days_left: daysLeft(round.endDate, today),
});
