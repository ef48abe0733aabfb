import type { PersonalGoal, PersonalGoalCreateInput, PersonalGoalUpdateInput } from '@performa/contracts/api/goals';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { goals } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees, recomputeGoalHolders } from '../engine/recompute.ts';
import { getEmployee, getFrequency, getPeriod, inProject, referenced, requireProject } from '../scope.ts';
import { checkDeadline, checkReferences, measureValues } from './measure.ts';
import { getGoal, readGoal } from './read.ts';
import { lockEmployees } from './sql.ts';
import { goalWeightOffenders } from './weights.ts';

/** Creating, changing and deleting personal goals; every write keeps each round's weights ≤ 100. */

/** Throws the weight message of docs/product.md §3.10 on `field` when the employee's goals of the period now exceed 100. */
export async function assertWeights(tx: Tx, projectId: number, employeeId: number, periodId: number, field = 'weight') {
  if ((await goalWeightOffenders(tx, projectId, [{ employeeId, periodId }])).length) throw new FieldError({ [field]: ['validation.weightSum100'] });
}

/** A share group left with one goal is dissolved. */
export async function dissolveLoneGroups(tx: Tx, groups: ReadonlyArray<string | null>) {
  const live = groups.filter((g): g is string => g !== null);
  if (live.length === 0) return;
  await tx.execute(sql`
    update goals set share_group = null
    where share_group in (select share_group from goals where share_group = any(${`{${live.join(',')}}`}::uuid[]) group by share_group having count(*) = 1)`);
}

/** A goal name is unique per employee, period and round. */
export async function uniqueName<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'goals_employee_period_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

/** The period, round, category, template and deadline of a goal body, checked against the project. */
async function checkBody(ctx: ServiceContext, periodId: number, body: PersonalGoalUpdateInput) {
  const period = await getPeriod(ctx, periodId);
  if (body.frequency_id !== null) {
    const round = await referenced('frequency_id', getFrequency(ctx, body.frequency_id));
    if (round.periodId !== period.id) throw new FieldError({ frequency_id: ['validation.frequencyNotInPeriod'] });
  }
  await checkReferences(ctx, body);
  checkDeadline(body.deadline, period);
}

function values(body: PersonalGoalUpdateInput) {
  const measure = measureValues(body);
  return {
    frequencyId: body.frequency_id,
    name: body.name,
    categoryId: body.category_id,
    deadline: body.deadline,
    successCriteria: body.success_criteria,
    ...measure,
    actual: measure.isNumerical ? body.actual : null,
  };
}

export async function createPersonalGoal(ctx: ServiceContext, body: PersonalGoalCreateInput): Promise<PersonalGoal> {
  const employee = await referenced('employee_id', getEmployee(ctx, body.employee_id));
  await referenced('period_id', getPeriod(ctx, body.period_id));
  await checkBody(ctx, body.period_id, body);
  const projectId = requireProject(ctx);
  const id = await uniqueName(() =>
    retriedTransaction(ctx.deps.db, async (tx) => {
      await lockEmployees(tx, [employee.id]);
      const [row] = await tx
        .insert(goals)
        .values({ companyId: ctx.actor.companyId, projectId, employeeId: employee.id, periodId: body.period_id, ...values(body) })
        .returning({ id: goals.id });
      await assertWeights(tx, projectId, employee.id, body.period_id);
      await recomputeEmployees(tx, projectId, [employee.id]);
      return row!.id;
    }),
  );
  return readGoal(ctx, id);
}

/** Changes a goal; a new actual of a shared goal is saved for every holder. */
export async function updatePersonalGoal(ctx: ServiceContext, id: number, body: PersonalGoalUpdateInput): Promise<PersonalGoal> {
  const goal = await getGoal(ctx, id);
  await checkBody(ctx, goal.periodId, body);
  const projectId = requireProject(ctx);
  const next = values(body);
  await uniqueName(() =>
    retriedTransaction(ctx.deps.db, async (tx) => {
      await lockEmployees(tx, [goal.employeeId]);
      await tx
        .update(goals)
        .set(next)
        .where(and(eq(goals.id, id), inProject(ctx, goals)));
      if (goal.shareGroup !== null && next.actual !== goal.actual) {
        await tx
          .update(goals)
          .set({ actual: next.actual })
          .where(and(eq(goals.shareGroup, goal.shareGroup), inProject(ctx, goals)));
      }
      await assertWeights(tx, projectId, goal.employeeId, goal.periodId);
      await recomputeGoalHolders(tx, projectId, [id]);
    }),
  );
  return readGoal(ctx, id);
}

export async function deletePersonalGoal(ctx: ServiceContext, id: number): Promise<void> {
  const goal = await getGoal(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(goals).where(and(eq(goals.id, id), inProject(ctx, goals)));
    await dissolveLoneGroups(tx, [goal.shareGroup]);
    await recomputeEmployees(tx, goal.projectId, [goal.employeeId]);
  });
}

/** Deletes all of an employee's goals (of one period, or of every period). */
export async function deleteAllPersonalGoals(ctx: ServiceContext, employeeId: number, periodId: number | null): Promise<{ deleted: number }> {
  await getEmployee(ctx, employeeId);
  if (periodId !== null) await getPeriod(ctx, periodId);
  const deleted = await retriedTransaction(ctx.deps.db, async (tx) => {
    const rows = await tx
      .delete(goals)
      .where(and(inProject(ctx, goals), eq(goals.employeeId, employeeId), periodId === null ? undefined : eq(goals.periodId, periodId)))
      .returning({ group: goals.shareGroup });
    await dissolveLoneGroups(tx, [...new Set(rows.map((r) => r.group))]);
    await recomputeEmployees(tx, requireProject(ctx), [employeeId]);
    return rows.length;
  });
  if (deleted === 0) throw new AppError(404, 'no_personal_goal', 'errors.noPersonalGoal');
  return { deleted };
}
