import { randomUUID } from 'node:crypto';
import type { PersonalGoal, ShareGoalBody } from '@performa/contracts/api/goals';
import { and, eq, sql } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { goals } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeGoalHolders } from '../engine/recompute.ts';
import { inProject, requireProject } from '../scope.ts';
import { getGoal, readGoal } from './read.ts';
import { intArray, slices } from '../../db/raw.ts';
import { lockEmployees, nameList } from './sql.ts';
import { goalWeightOffenders } from './weights.ts';
import { reachableEmployees } from './people.ts';
import { dissolveLoneGroups } from './write.ts';

/**
 * Shared goals: a goal copied to other employees (same period and round) in one share group, whose
 * members share one actual value. The copies carry the goal's fields, not its sub goals.
 */
export async function shareGoal(ctx: ServiceContext, id: number, body: ShareGoalBody): Promise<PersonalGoal> {
  const goal = await getGoal(ctx, id);
  const names = await reachableEmployees(
    ctx,
    body.employee_ids.filter((e) => e !== goal.employeeId),
    'employee_ids',
  );
  const projectId = requireProject(ctx);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await lockEmployees(tx, [goal.employeeId, ...names.keys()]);
    const group = goal.shareGroup ?? randomUUID();
    if (goal.shareGroup === null) await tx.update(goals).set({ shareGroup: group }).where(eq(goals.id, goal.id));
    const members = goal.shareGroup === null ? [] : await tx.select({ id: goals.employeeId }).from(goals).where(eq(goals.shareGroup, group));
    const joining = [...names.keys()].filter((e) => !members.some((m) => m.id === e));
    if (joining.length === 0) return;
    const taken = await tx
      .select({ id: goals.employeeId })
      .from(goals)
      .where(
        and(
          inProject(ctx, goals),
          sql`${goals.employeeId} = any(${intArray(joining)})`,
          eq(goals.periodId, goal.periodId),
          sql`coalesce(${goals.frequencyId}, 0) = ${goal.frequencyId ?? 0}`,
          sql`lower(${goals.name}) = lower(${goal.name})`,
        ),
      );
    if (taken.length) throw new FieldError({ employee_ids: ['validation.goalNameTakenFor'] }, { names: nameList(taken.map((t) => names.get(t.id)!)) });
    const { id: _id, employeeId: _e, createdAt: _c, positionalGoalId: _p, ...copy } = goal;
    for (const slice of slices(joining)) await tx.insert(goals).values(slice.map((employeeId) => ({ ...copy, employeeId, shareGroup: group })));
    const offenders = await goalWeightOffenders(
      tx,
      projectId,
      joining.map((employeeId) => ({ employeeId, periodId: goal.periodId })),
    );
    if (offenders.length) {
      const over = [...new Set(offenders.map((o) => o.employeeId))];
      throw new FieldError({ employee_ids: ['validation.weightSum100For'] }, { names: nameList(over.map((e) => names.get(e)!)) });
    }
    await recomputeGoalHolders(tx, projectId, [goal.id]);
  });
  return readGoal(ctx, id);
}

/** Takes a goal out of its share group; it keeps its current actual. A group left with one goal is dissolved. */
export async function unshareGoal(ctx: ServiceContext, id: number): Promise<PersonalGoal> {
  const goal = await getGoal(ctx, id);
  if (goal.shareGroup !== null) {
    await ctx.deps.db.transaction(async (tx) => {
      await tx
        .update(goals)
        .set({ shareGroup: null })
        .where(and(eq(goals.id, id), inProject(ctx, goals)));
      await dissolveLoneGroups(tx, [goal.shareGroup]);
    });
  }
  return readGoal(ctx, id);
}
