import type { Frequency, FrequencyBody } from '@performa/contracts/api/setup';
import { and, asc, eq } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { frequencies, periods } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getFrequency, getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { fieldsOutside, outsidePeriod, stateOf } from './period-dates.ts';

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

/** The round's period (a field error when it is not in the project); its dates must lie inside the period. */
async function checkedPeriod(ctx: ServiceContext, body: FrequencyBody) {
  const period = await referenced('period_id', getPeriod(ctx, body.period_id));
  const outside = fieldsOutside(body, period);
  if (outside.length) throw outsidePeriod(outside, period);
  return period;
}

export async function writeRounds<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'frequencies_period_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

export async function createFrequency(ctx: ServiceContext, body: FrequencyBody): Promise<Frequency> {
  const period = await checkedPeriod(ctx, body);
  const [row] = await writeRounds(() =>
    ctx.deps.db
      .insert(frequencies)
      .values({
        companyId: ctx.actor.companyId,
        projectId: requireProject(ctx),
        periodId: period.id,
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
      })
      .returning(),
  );
  return toFrequency(row!);
}

export async function updateFrequency(ctx: ServiceContext, id: number, body: FrequencyBody): Promise<Frequency> {
  await getFrequency(ctx, id);
  const period = await checkedPeriod(ctx, body);
  const [row] = await writeRounds(() =>
    ctx.deps.db
      .update(frequencies)
      .set({
        periodId: period.id,
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
      })
      .where(and(eq(frequencies.id, id), inProject(ctx, frequencies)))
      .returning(),
  );
  return toFrequency(row!);
}

/** Deletes a round with everything that hangs off it (the foreign keys cascade). */
export async function deleteFrequency(ctx: ServiceContext, id: number): Promise<void> {
  await getFrequency(ctx, id);
  await ctx.deps.db.delete(frequencies).where(and(eq(frequencies.id, id), inProject(ctx, frequencies)));
}
