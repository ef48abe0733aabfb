import { WEIGHT_TOTAL, type SubGoal, type SubGoalCreateInput as CreateInput, type SubGoalUpdateInput as UpdateInput } from '@performa/contracts/api/goals';
import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { isUniqueViolation } from '../../db/errors.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { subGoals } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { referenced, requireProject } from '../scope.ts';
import { recomputeGoalHolders } from '../engine/recompute.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { checkReferences, measureScore, measureValues, presentMeasure } from './measure.ts';
import { getGoal } from './read.ts';

/** Sub goals: parts of a personal goal with their own weights (≤ 100 together) and targets or scales. */

async function present(ctx: ServiceContext, id: number): Promise<SubGoal> {
  const [row] = await ctx.deps.db
    .select()
    .from(subGoals)
    .where(and(eq(subGoals.id, id), eq(subGoals.companyId, ctx.actor.companyId)));
  if (!row) throw notFound();
  const { maxAchievement } = await projectSettingsOf(ctx);
  return { id: row.id, goal_id: row.goalId, name: row.name, ...presentMeasure(row), actual: row.actual, score: measureScore(row, maxAchievement) };
}

/** A sub goal whose goal is in the project and whose holder is in the caller's scope, or 404. */
async function getSubGoal(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(subGoals)
    .where(and(eq(subGoals.id, id), eq(subGoals.companyId, ctx.actor.companyId)));
  if (!row) throw notFound();
  await getGoal(ctx, row.goalId);
  return row;
}

function values(body: UpdateInput) {
  const measure = measureValues(body);
  return { name: body.name, ...measure, actual: measure.isNumerical ? body.actual : null };
}

/** Locks the goal, runs the write and refuses it when the goal's sub goal weights now exceed 100. */
async function withinWeights(ctx: ServiceContext, goalId: number, write: (tx: Tx) => Promise<number>): Promise<number> {
  try {
    return await retriedTransaction(ctx.deps.db, async (tx) => {
      await tx.execute(sql`select id from goals where id = ${goalId} for update`);
      const id = await write(tx);
      const [sum] = await tx
        .select({ total: sql<number>`coalesce(sum(${subGoals.weight}), 0)` })
        .from(subGoals)
        .where(eq(subGoals.goalId, goalId));
      if (sum!.total > WEIGHT_TOTAL) throw new FieldError({ weight: ['validation.weightSum100'] });
      await recomputeGoalHolders(tx, requireProject(ctx), [goalId]);
      return id;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'sub_goals_goal_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

export async function createSubGoal(ctx: ServiceContext, body: CreateInput): Promise<SubGoal> {
  const goal = await referenced('goal_id', getGoal(ctx, body.goal_id));
  await checkReferences(ctx, body);
  const id = await withinWeights(ctx, goal.id, async (tx) => {
    const [row] = await tx
      .insert(subGoals)
      .values({ companyId: ctx.actor.companyId, projectId: goal.projectId, goalId: goal.id, ...values(body) })
      .returning({ id: subGoals.id });
    return row!.id;
  });
  return present(ctx, id);
}

export async function updateSubGoal(ctx: ServiceContext, id: number, body: UpdateInput): Promise<SubGoal> {
  const sub = await getSubGoal(ctx, id);
  await checkReferences(ctx, body);
  await withinWeights(ctx, sub.goalId, async (tx) => {
    await tx.update(subGoals).set(values(body)).where(eq(subGoals.id, id));
    return id;
  });
  return present(ctx, id);
}

export async function deleteSubGoal(ctx: ServiceContext, id: number): Promise<void> {
  const sub = await getSubGoal(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(subGoals).where(and(eq(subGoals.id, id), eq(subGoals.goalId, sub.goalId)));
    await recomputeGoalHolders(tx, sub.projectId, [sub.goalId]);
  });
}
