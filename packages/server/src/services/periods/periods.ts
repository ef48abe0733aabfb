import type { Period, PeriodBody, PeriodOption } from '@performa/contracts/api/setup';
import { and, asc, count, desc, eq, max, min } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { frequencies, periods } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getPeriod, inProject, requireProject } from '../scope.ts';
import { outsidePeriod, stateOf } from './period-dates.ts';

/** The periods of the selected project (docs/product.md §3.1), each with its state and number of rounds. */

type PeriodRow = typeof periods.$inferSelect;

const toOption = (row: PeriodRow): PeriodOption => ({
  id: row.id,
  number: row.number,
  name: row.name,
  start_date: row.startDate,
  end_date: row.endDate,
  state: stateOf(row),
});

async function listWithCounts(ctx: ServiceContext, where = inProject(ctx, periods)): Promise<Period[]> {
  const rows = await ctx.deps.db
    .select({ period: periods, frequency_count: count(frequencies.id) })
    .from(periods)
    .leftJoin(frequencies, eq(frequencies.periodId, periods.id))
    .where(where)
    .groupBy(periods.id)
    .orderBy(asc(periods.number));
  return rows.map((r) => ({
    ...toOption(r.period),
    frequency_count: Number(r.frequency_count),
  }));
}

/** Every period, by number. */
export const listPeriods = (ctx: ServiceContext) => listWithCounts(ctx);

/** The periods to pick from, newest first. */
export async function listPeriodOptions(ctx: ServiceContext): Promise<PeriodOption[]> {
  const rows = await ctx.deps.db.select().from(periods).where(inProject(ctx, periods)).orderBy(desc(periods.startDate), desc(periods.number));
  return rows.map(toOption);
}

async function onePeriod(ctx: ServiceContext, id: number): Promise<Period> {
  const [row] = await listWithCounts(ctx, and(inProject(ctx, periods), eq(periods.id, id)));
  return row!;
}

async function nextNumber(ctx: ServiceContext): Promise<number> {
  const [row] = await ctx.deps.db
    .select({ top: max(periods.number) })
    .from(periods)
    .where(inProject(ctx, periods));
  return (row?.top ?? 0) + 1;
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'periods_project_number_key')) throw new FieldError({ number: ['validation.periodNumberTaken'] });
    throw error;
  }
}

export async function createPeriod(ctx: ServiceContext, body: PeriodBody): Promise<Period> {
  const number = body.number ?? (await nextNumber(ctx));
  const [row] = await write(() =>
    ctx.deps.db
      .insert(periods)
      .values({
        companyId: ctx.actor.companyId,
        projectId: requireProject(ctx),
        number,
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
      })
      .returning(),
  );
  return { ...toOption(row!), frequency_count: 0 };
}

/** Changes a period; its rounds must stay inside the new dates. Left out, the number stays. */
export async function updatePeriod(ctx: ServiceContext, id: number, body: PeriodBody): Promise<Period> {
  const current = await getPeriod(ctx, id);
  const next = { startDate: body.start_date, endDate: body.end_date };
  const [span] = await ctx.deps.db
    .select({
      first: min(frequencies.startDate),
      last: max(frequencies.endDate),
    })
    .from(frequencies)
    .where(eq(frequencies.periodId, id));
  const fields = [...(span?.first && span.first < next.startDate ? ['start_date'] : []), ...(span?.last && span.last > next.endDate ? ['end_date'] : [])];
  if (fields.length) throw outsidePeriod(fields, next);
  await write(() =>
    ctx.deps.db
      .update(periods)
      .set({
        number: body.number ?? current.number,
        name: body.name,
        startDate: body.start_date,
        endDate: body.end_date,
      })
      .where(and(eq(periods.id, id), inProject(ctx, periods))),
  );
  return onePeriod(ctx, id);
}

/** Deletes a period with its rounds and everything that hangs off them (the foreign keys cascade). */
export async function deletePeriod(ctx: ServiceContext, id: number): Promise<void> {
  await getPeriod(ctx, id);
  await ctx.deps.db.delete(periods).where(and(eq(periods.id, id), inProject(ctx, periods)));
}
