import type { Period, PeriodBody, PeriodDeleteImpact, PeriodOption } from '@performa/contracts/api/setup';
import { and, asc, count, countDistinct, desc, eq, gt, lt, max, ne, or } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { lockPeriod, lockProject } from '../../db/locks.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { frequencies, goals, periods, skillPeriods, subGoals } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getPeriod, inProject, requireProject } from '../scope.ts';
import { checkNoOverlap, showSpan, stateOf } from './period-dates.ts';

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
  return rows.map((r) => ({ ...toOption(r.period), frequency_count: r.frequency_count }));
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

async function nextNumber(tx: Tx, ctx: ServiceContext): Promise<number> {
  const [row] = await tx
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

/**
 * Runs `change` in a transaction that holds the project's row lock, after refusing dates that share
 * a day with another period of the project (docs/product.md §3.1: periods do not overlap). The lock
 * makes two concurrent saves check one after the other.
 */
function underProjectLock<T>(ctx: ServiceContext, span: { startDate: string; endDate: string }, ownId: number | null, change: (tx: Tx) => Promise<T>) {
  const projectId = requireProject(ctx);
  return write(() =>
    ctx.deps.db.transaction(async (tx) => {
      await lockProject(tx, projectId);
      const others = await tx
        .select({ name: periods.name, startDate: periods.startDate, endDate: periods.endDate })
        .from(periods)
        .where(and(inProject(ctx, periods), ownId === null ? undefined : ne(periods.id, ownId)))
        .orderBy(asc(periods.startDate));
      checkNoOverlap('period', span, others);
      return change(tx);
    }),
  );
}

export async function createPeriod(ctx: ServiceContext, body: PeriodBody): Promise<Period> {
  const span = { startDate: body.start_date, endDate: body.end_date };
  const row = await underProjectLock(ctx, span, null, async (tx) => {
    const number = body.number ?? (await nextNumber(tx, ctx));
    const [inserted] = await tx
      .insert(periods)
      .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), number, name: body.name, ...span })
      .returning();
    return inserted!;
  });
  return { ...toOption(row), frequency_count: 0 };
}

/** At most this many rounds are named in the "would fall outside" message. */
const NAMED_ROUNDS = 10;

/**
 * Changes a period; its rounds must stay inside the new dates (the message names the rounds that
 * would fall outside, docs/product.md §3.1) and it must not overlap another period. Left out, the number stays.
 */
export async function updatePeriod(ctx: ServiceContext, id: number, body: PeriodBody): Promise<Period> {
  const current = await getPeriod(ctx, id);
  const next = { startDate: body.start_date, endDate: body.end_date };
  await underProjectLock(ctx, next, id, async (tx) => {
    // Rounds are written under their period's lock: none can appear between this check and the update.
    await lockPeriod(tx, id);
    const outside = await tx
      .select({ name: frequencies.name, startDate: frequencies.startDate, endDate: frequencies.endDate })
      .from(frequencies)
      .where(and(eq(frequencies.periodId, id), or(lt(frequencies.startDate, next.startDate), gt(frequencies.endDate, next.endDate))))
      .orderBy(asc(frequencies.startDate), asc(frequencies.id));
    if (outside.length) {
      const fields = [
        ...(outside.some((r) => r.startDate < next.startDate) ? ['start_date'] : []),
        ...(outside.some((r) => r.endDate > next.endDate) ? ['end_date'] : []),
      ];
      const named = outside.slice(0, NAMED_ROUNDS).map(showSpan).join(', ') + (outside.length > NAMED_ROUNDS ? ', …' : '');
      throw new FieldError(Object.fromEntries(fields.map((f) => [f, ['validation.roundsOutsidePeriod' as const]])), { rounds: named });
    }
    await tx
      .update(periods)
      .set({ number: body.number ?? current.number, name: body.name, ...next })
      .where(and(eq(periods.id, id), inProject(ctx, periods)));
  });
  return onePeriod(ctx, id);
}

/** Deletes a period with its rounds and everything that hangs off them (the foreign keys cascade). */
export async function deletePeriod(ctx: ServiceContext, id: number): Promise<void> {
  await getPeriod(ctx, id);
  await ctx.deps.db.delete(periods).where(and(eq(periods.id, id), inProject(ctx, periods)));
}

/** At most this many goal names are given with a delete's impact. */
const NAMED_GOALS = 10;

/**
 * What deleting the period removes with it (docs/product.md §3.1): its rounds, its personal goals
 * (copies of positional goals among them; the positional goals stay) with their sub goals, and the
 * links of periodic competencies to it. 404 when the period is not in the project.
 */
export async function periodDeleteImpact(ctx: ServiceContext, id: number): Promise<PeriodDeleteImpact> {
  await getPeriod(ctx, id);
  const ofPeriod = and(inProject(ctx, goals), eq(goals.periodId, id));
  const [rounds, [goalCounts], [subCounts], [skillCounts], names] = await Promise.all([
    ctx.deps.db
      .select({ name: frequencies.name, start_date: frequencies.startDate, end_date: frequencies.endDate })
      .from(frequencies)
      .where(and(inProject(ctx, frequencies), eq(frequencies.periodId, id)))
      .orderBy(asc(frequencies.startDate), asc(frequencies.id)),
    ctx.deps.db
      .select({
        personal: count(),
        positional: count(goals.positionalGoalId),
        employees: countDistinct(goals.employeeId),
      })
      .from(goals)
      .where(ofPeriod),
    ctx.deps.db.select({ n: count() }).from(subGoals).innerJoin(goals, eq(goals.id, subGoals.goalId)).where(ofPeriod),
    ctx.deps.db
      .select({ n: count() })
      .from(skillPeriods)
      .where(and(eq(skillPeriods.projectId, requireProject(ctx)), eq(skillPeriods.periodId, id))),
    ctx.deps.db.selectDistinct({ name: goals.name }).from(goals).where(ofPeriod).orderBy(asc(goals.name)).limit(NAMED_GOALS),
  ]);
  return {
    rounds,
    personal_goals: goalCounts?.personal ?? 0,
    from_positional_goals: goalCounts?.positional ?? 0,
    sub_goals: subCounts?.n ?? 0,
    employees: goalCounts?.employees ?? 0,
    periodic_competencies: skillCounts?.n ?? 0,
    goal_names: names.map((n) => n.name),
  };
}
