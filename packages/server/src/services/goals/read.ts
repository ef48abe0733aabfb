import type { PersonalGoal, PersonalGoalList, SubGoal } from '@performa/contracts/api/goals';
import { and, asc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { categories, employees, frequencies, goals, positions, responseScaleTemplates, subGoals } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { getEmployee, getPeriod, inProject } from '../scope.ts';
import { hiddenGoalScores } from '../results/visibility.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { goalScore, measureScore, presentMeasure } from './measure.ts';
import { periodRounds, roundTotals, weightsOf } from './weights.ts';
import { groupBy } from '../../lib/group-by.ts';

/** Personal goals as the API shows them: with sub goals, scores and who else holds a shared goal. */

const option = (id: number | null, name: string | null) => (id === null ? null : { id, name: name ?? '' });

async function subGoalsOf(ctx: ServiceContext, goalIds: number[], cap: number): Promise<Map<number, SubGoal[]>> {
  if (goalIds.length === 0) return new Map();
  const rows = await ctx.deps.db
    .select()
    .from(subGoals)
    .where(and(eq(subGoals.companyId, ctx.actor.companyId), inArray(subGoals.goalId, goalIds)))
    .orderBy(asc(subGoals.createdAt), asc(subGoals.id));
  return groupBy(
    rows,
    (r) => r.goalId,
    (r): SubGoal => ({ id: r.id, goal_id: r.goalId, name: r.name, ...presentMeasure(r), actual: r.actual, score: measureScore(r, cap) }),
  );
}

/** The other holders of each share group, by group. */
async function holdersOf(ctx: ServiceContext, groups: string[]) {
  if (groups.length === 0) return new Map<string, Array<{ goalId: number; id: number; full_name: string }>>();
  const rows = await ctx.deps.db
    .select({ group: goals.shareGroup, goalId: goals.id, id: employees.id, first: employees.firstName, last: employees.lastName })
    .from(goals)
    .innerJoin(employees, eq(employees.id, goals.employeeId))
    .where(and(inProject(ctx, goals), inArray(goals.shareGroup, groups)))
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  return groupBy(
    rows,
    (r) => r.group!,
    (r) => ({ goalId: r.goalId, id: r.id, full_name: `${r.first} ${r.last}` }),
  );
}

/** The personal goals matching `where` (within the project), presented. */
export async function presentGoals(ctx: ServiceContext, where: SQL): Promise<PersonalGoal[]> {
  const rows = await ctx.deps.db
    .select({
      goal: goals,
      // In the reader's language (ADR 29).
      categoryName: labelIn(ctx.lang, 'categories', 'name'),
      templateName: labelIn(ctx.lang, 'response_scale_templates', 'name'),
      frequencyName: frequencies.name,
    })
    .from(goals)
    .leftJoin(categories, eq(categories.id, goals.categoryId))
    .leftJoin(responseScaleTemplates, eq(responseScaleTemplates.id, goals.scaleTemplateId))
    .leftJoin(frequencies, eq(frequencies.id, goals.frequencyId))
    .where(and(inProject(ctx, goals), where))
    .orderBy(sql`${frequencies.startDate} nulls first`, asc(goals.createdAt), asc(goals.id));
  if (rows.length === 0) return [];
  const { maxAchievement: cap } = await projectSettingsOf(ctx);
  const subs = await subGoalsOf(
    ctx,
    rows.map((r) => r.goal.id),
    cap,
  );
  const holders = await holdersOf(ctx, [...new Set(rows.map((r) => r.goal.shareGroup).filter((g): g is string => g !== null))]);
  // A goal's score is a result: hidden from its owner until a round it belongs to is visible to them (docs/product.md §5.6).
  const hidden = await hiddenGoalScores(
    ctx,
    rows.map(({ goal }) => goal),
  );
  return rows.map(({ goal, categoryName, templateName, frequencyName }) => {
    const shown = !hidden.has(goal.id);
    const subGoalList = (subs.get(goal.id) ?? []).map((s) => (shown ? s : { ...s, score: null }));
    const others = goal.shareGroup === null ? [] : (holders.get(goal.shareGroup) ?? []).filter((h) => h.goalId !== goal.id);
    return {
      id: goal.id,
      employee_id: goal.employeeId,
      period_id: goal.periodId,
      frequency: option(goal.frequencyId, frequencyName),
      positional_goal_id: goal.positionalGoalId,
      name: goal.name,
      category: option(goal.categoryId, categoryName),
      deadline: goal.deadline,
      success_criteria: goal.successCriteria,
      ...presentMeasure(goal),
      scale_template: option(goal.scaleTemplateId, templateName),
      actual: goal.actual,
      score: shown ? goalScore(goal, subGoalList, cap) : null,
      shared: goal.shareGroup !== null,
      shared_with: others.map(({ id, full_name }) => ({ id, full_name })),
      sub_goals: subGoalList,
    };
  });
}

/** A personal goal of the project whose holder is in the caller's scope, or 404. */
export async function getGoal(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(goals)
    .where(and(eq(goals.id, id), inProject(ctx, goals)));
  if (!row) throw notFound();
  await getEmployee(ctx, row.employeeId);
  return row;
}

export async function readGoal(ctx: ServiceContext, id: number): Promise<PersonalGoal> {
  const [goal] = await presentGoals(ctx, eq(goals.id, id));
  if (!goal) throw notFound();
  return goal;
}

/** An employee's goals in a period, with the weight total of every round. */
export async function listPersonalGoals(ctx: ServiceContext, employeeId: number, periodId: number): Promise<PersonalGoalList> {
  const employee = await getEmployee(ctx, employeeId);
  await getPeriod(ctx, periodId);
  return personalGoalList(ctx, employee, periodId);
}

/**
 * The goals of an employee already found in the caller's reach, in a period of the project (the user
 * panel decides reach by the row rules of contracts/access.ts, docs/product.md §1.6).
 */
export async function personalGoalList(ctx: ServiceContext, employee: typeof employees.$inferSelect, periodId: number): Promise<PersonalGoalList> {
  const employeeId = employee.id;
  const [list, rounds, weights, position] = await Promise.all([
    presentGoals(ctx, and(eq(goals.employeeId, employeeId), eq(goals.periodId, periodId))!),
    periodRounds(ctx, periodId),
    weightsOf(ctx, periodId, [employeeId]),
    employee.positionId === null
      ? Promise.resolve([])
      : ctx.deps.db.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.id, employee.positionId)),
  ]);
  const totals = roundTotals(rounds, weights.get(employeeId)?.weights ?? new Map());
  return {
    employee: {
      id: employee.id,
      full_name: `${employee.firstName} ${employee.lastName}`,
      employee_number: employee.employeeNumber,
      position: position[0] ?? null,
    },
    period_id: periodId,
    goals: list,
    rounds: totals,
    complete: totals.every((t) => t.complete),
  };
}
