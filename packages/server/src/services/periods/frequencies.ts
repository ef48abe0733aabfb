import type { Frequency, FrequencyBody } from '@performa/contracts/api/setup';
import { and, asc, eq, ne } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockPeriod } from '../../db/locks.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { frequencies, periods } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getFrequency, getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { checkNoOverlap, fieldsOutside, outsidePeriod, stateOf } from './period-dates.ts';

/** The evaluation rounds (frequencies) of the selected project's periods. */

type FrequencyRow = typeof frequencies.$inferSelect;

export const toFrequency = (row: FrequencyRow): Frequency => ({
  id: row.id,
  period_id: row.periodId,
  name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
  state: stateOf(row),
});

/** The rounds of a period (404 when it is not in the project), or of every period; by period number and start date. */
export async function listFrequencies(ctx: ServiceContext, periodId: number | null): Promise<Frequency[]> {
  if (periodId !== null) await getPeriod(ctx, periodId);
  const rows = await ctx.deps.db
    .select({ round: frequencies })
    .from(frequencies)
    .innerJoin(periods, eq(periods.id, frequencies.periodId))
    .where(and(inProject(ctx, frequencies), periodId === null ? undefined : eq(frequencies.periodId, periodId)))
    .orderBy(asc(periods.number), asc(frequencies.startDate), asc(frequencies.id));
  return rows.map((r) => toFrequency(r.round));
}

export async function writeRounds<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'frequencies_period_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

/**
 * Runs `change` in a transaction holding the lock of the round's period (a field error when it is not
 * in the project), after checking that the round lies inside the period and shares no day with another
 * of its rounds (docs/product.md §3.2). Two concurrent saves into one period check one after the other.
 */
async function underPeriodLock<T>(ctx: ServiceContext, body: FrequencyBody, ownId: number | null, change: (tx: Tx, periodId: number) => Promise<T>) {
  const period = await referenced('period_id', getPeriod(ctx, body.period_id));
  return writeRounds(() =>
    ctx.deps.db.transaction(async (tx) => {
      // Read again under the lock: the period's dates may have changed since.
      const locked = (await lockPeriod(tx, period.id)) ?? period;
      const outside = fieldsOutside(body, locked);
      if (outside.length) throw outsidePeriod(outside, locked);
      const others = await tx
        .select({ name: frequencies.name, startDate: frequencies.startDate, endDate: frequencies.endDate })
        .from(frequencies)
        .where(and(inProject(ctx, frequencies), eq(frequencies.periodId, period.id), ownId === null ? undefined : ne(frequencies.id, ownId)))
        .orderBy(asc(frequencies.startDate));
      checkNoOverlap('round', { startDate: body.start_date, endDate: body.end_date }, others);
      return change(tx, period.id);
    }),
  );
}

export async function createFrequency(ctx: ServiceContext, body: FrequencyBody): Promise<Frequency> {
  const row = await underPeriodLock(ctx, body, null, async (tx, periodId) => {
    const [inserted] = await tx
      .insert(frequencies)
      .values({
        companyId: ctx.actor.companyId,
        projectId: requireProject(ctx),
        periodId,
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
      })
      .returning();
    return inserted!;
  });
  return toFrequency(row);
}

export async function updateFrequency(ctx: ServiceContext, id: number, body: FrequencyBody): Promise<Frequency> {
  await getFrequency(ctx, id);
  const row = await underPeriodLock(ctx, body, id, async (tx, periodId) => {
    const [updated] = await tx
      .update(frequencies)
      .set({ periodId, name: body.name, startDate: body.start_date, endDate: body.end_date })
      .where(and(eq(frequencies.id, id), inProject(ctx, frequencies)))
      .returning();
    return updated!;
  });
  return toFrequency(row);
}

/** Deletes a round with everything that hangs off it (the foreign keys cascade). */
export async function deleteFrequency(ctx: ServiceContext, id: number): Promise<void> {
  await getFrequency(ctx, id);
  await ctx.deps.db.delete(frequencies).where(and(eq(frequencies.id, id), inProject(ctx, frequencies)));
}
