import { latestPeriodEnd, type Cadence, type Frequency, type GenerateFrequenciesBody } from '@performa/contracts/api/setup';
import { and, asc, count, eq } from 'drizzle-orm';
import { lockPeriod } from '../../db/locks.ts';
import { frequencies } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { toFrequency, writeRounds } from './frequencies.ts';
import { addDays, addMonths } from './period-dates.ts';

/** Rounds generated for a period: consecutive spans of 1, 3, 6 or 12 months from its start. */

const MONTHS: Record<Cadence, number> = {
  monthly: 1,
  quarterly: 3,
  half_yearly: 6,
  yearly: 12,
};

export interface PlannedRound {
  name: string;
  startDate: string;
  endDate: string;
}

/**
 * The rounds of a period for a cadence, the last one clipped to the period's end. Names are
 * language-neutral: "YYYY-MM" (monthly), "Q1"… (quarterly, going on as Q5… past a year), "H1"…
 * (half-yearly), and for yearly the period's name, or "Y1", "Y2"… when there are several.
 */
export function planRounds(period: { name: string; startDate: string; endDate: string }, cadence: Cadence): PlannedRound[] {
  const step = MONTHS[cadence];
  const spans: Array<{ startDate: string; endDate: string }> = [];
  for (let i = 0; ; i++) {
    const startDate = addMonths(period.startDate, i * step);
    if (startDate > period.endDate) break;
    const end = addDays(addMonths(period.startDate, (i + 1) * step), -1);
    spans.push({
      startDate,
      endDate: end < period.endDate ? end : period.endDate,
    });
  }
  const name = (span: { startDate: string }, i: number) => {
    if (cadence === 'monthly') return span.startDate.slice(0, 7);
    if (cadence === 'quarterly') return `Q${i + 1}`;
    if (cadence === 'half_yearly') return `H${i + 1}`;
    return spans.length === 1 ? period.name : `Y${i + 1}`;
  };
  return spans.map((span, i) => ({ name: name(span, i), ...span }));
}

/**
 * Creates the rounds of a period for a cadence. A period that has rounds is refused (409) unless
 * `replace` is set: then its rounds, and everything that hangs off them, are deleted first.
 */
export async function generateFrequencies(ctx: ServiceContext, body: GenerateFrequenciesBody): Promise<Frequency[]> {
  const period = await referenced('period_id', getPeriod(ctx, body.period_id));
  // A period saved before periods were bounded could ask for thousands of rounds: refuse it instead.
  if (period.endDate > latestPeriodEnd(period.startDate)) throw new FieldError({ period_id: ['validation.periodTooLong'] });
  const planned = planRounds(period, body.cadence);
  const ofPeriod = and(inProject(ctx, frequencies), eq(frequencies.periodId, period.id));
  const rows = await writeRounds(() =>
    ctx.deps.db.transaction(async (tx) => {
      // Under the period's lock, like every other write of its rounds (frequencies.ts).
      await lockPeriod(tx, period.id);
      const [existing] = await tx.select({ n: count() }).from(frequencies).where(ofPeriod);
      if ((existing?.n ?? 0) > 0) {
        if (!body.replace) throw new AppError(409, 'period_has_rounds', 'errors.periodHasRounds');
        await tx.delete(frequencies).where(ofPeriod);
      }
      await tx.insert(frequencies).values(
        planned.map((r) => ({
          companyId: ctx.actor.companyId,
          projectId: requireProject(ctx),
          periodId: period.id,
          name: r.name,
          startDate: r.startDate,
          endDate: r.endDate,
        })),
      );
      return tx.select().from(frequencies).where(ofPeriod).orderBy(asc(frequencies.startDate));
    }),
  );
  return rows.map(toFrequency);
}
