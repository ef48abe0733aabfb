import type { IndividualWeightPage, IndividualWeightRow, Split, SplitBody, WeightListQuery } from '@performa/contracts/api/weights';
import { and, eq, inArray } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { employees, individualWeights } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { getEmployee, inProject, requireProject } from '../scope.ts';
import { employeeColumns, employeePage, forEmployees } from './employee-rows.ts';

type Stored = typeof individualWeights.$inferSelect;
const splitOf = (r: Stored): Split => ({ goal_weight: r.goalWeight, skill_weight: r.skillWeight });

/** A page of the project's active employees who have an individual weight. */
export async function listIndividualWeights(ctx: ServiceContext, query: WeightListQuery): Promise<IndividualWeightPage> {
  const has = inArray(employees.id, ctx.deps.db.select({ id: individualWeights.employeeId }).from(individualWeights).where(inProject(ctx, individualWeights)));
  const { employees: list, ...page } = await employeePage(ctx, query, has);
  const rows = await ctx.deps.db
    .select()
    .from(individualWeights)
    .where(and(inProject(ctx, individualWeights), forEmployees(individualWeights.employeeId, list)));
  const splits = new Map(rows.map((r) => [r.employeeId, splitOf(r)]));
  return { ...page, results: list.map((e) => ({ ...e, weights: splits.get(e.employee_id) ?? null })) };
}

/** One employee with their individual weight (null: the project's split applies). */
export async function readIndividualWeight(ctx: ServiceContext, employeeId: number): Promise<IndividualWeightRow> {
  await getEmployee(ctx, employeeId);
  const [row] = await ctx.deps.db
    .select()
    .from(individualWeights)
    .where(and(eq(individualWeights.employeeId, employeeId), inProject(ctx, individualWeights)));
  return { ...(await employeeColumns(ctx, employeeId)), weights: row ? splitOf(row) : null };
}

/** Sets an employee's goal/competency split (replacing the project's for them). */
export async function saveIndividualWeight(ctx: ServiceContext, employeeId: number, body: SplitBody): Promise<IndividualWeightRow> {
  await getEmployee(ctx, employeeId);
  const values = { goalWeight: body.goal_weight, skillWeight: body.skill_weight };
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx
      .insert(individualWeights)
      .values({ employeeId, companyId: ctx.actor.companyId, projectId: requireProject(ctx), ...values })
      .onConflictDoUpdate({ target: individualWeights.employeeId, set: { ...values, updatedAt: new Date() } });
    await recomputeEmployees(tx, requireProject(ctx), [employeeId]);
  });
  return readIndividualWeight(ctx, employeeId);
}

/** Removes an employee's individual weight: the project's split applies again. */
export async function deleteIndividualWeight(ctx: ServiceContext, employeeId: number): Promise<void> {
  await getEmployee(ctx, employeeId);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(individualWeights).where(and(eq(individualWeights.employeeId, employeeId), inProject(ctx, individualWeights)));
    await recomputeEmployees(tx, requireProject(ctx), [employeeId]);
  });
}
