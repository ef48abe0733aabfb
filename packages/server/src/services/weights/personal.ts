import type { PartyWeights, PartyWeightsBody, PersonalWeightListQuery, PersonalWeightPage, PersonalWeightRow } from '@performa/contracts/api/weights';
import { PARTIES, PERSONAL_WEIGHT_COLUMNS } from '@performa/contracts/api/weights';
import { and, eq } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { personalWeights } from '../../db/schema.ts';
import { writeSheet, type SheetFormat } from '../../lib/spreadsheets.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { getEmployee, inProject, requireProject } from '../scope.ts';
import { allEmployees, employeeColumns, employeePage, forEmployees, type EmployeeColumns } from './employee-rows.ts';
import { personalWeightsOf } from './project.ts';

type Stored = typeof personalWeights.$inferSelect;
const weightsOf = (r: Stored): PartyWeights => ({ manager: r.managerWeight, subworker: r.subworkerWeight, coworker: r.coworkerWeight, self: r.selfWeight });

/** The personal weights of the listed employees, by employee id. */
async function weightsFor(ctx: ServiceContext, list: EmployeeColumns[]): Promise<Map<number, PartyWeights>> {
  const rows = await ctx.deps.db
    .select()
    .from(personalWeights)
    .where(and(inProject(ctx, personalWeights), forEmployees(personalWeights.employeeId, list)));
  return new Map(rows.map((r) => [r.employeeId, weightsOf(r)]));
}

/** A page of the project's active employees with their personal weights (null: the project's apply). */
export async function listPersonalWeights(ctx: ServiceContext, query: PersonalWeightListQuery): Promise<PersonalWeightPage> {
  const { employees, ...page } = await employeePage(ctx, query);
  const weights = await weightsFor(ctx, employees);
  return { ...page, results: employees.map((e) => ({ ...e, weights: weights.get(e.employee_id) ?? null })) };
}

/** Every matching employee with their personal weights, in the import's columns (blank: not personal). */
export async function exportPersonalWeights(ctx: ServiceContext, query: Pick<PersonalWeightListQuery, 'search' | 'department'>, format: SheetFormat) {
  const list = await allEmployees(ctx, query);
  const weights = await weightsFor(ctx, list);
  const rows = list.map((e) => {
    const own = weights.get(e.employee_id);
    return [String(e.employee_id), e.employee_number, e.full_name, ...PARTIES.map((p) => (own ? String(own[p]) : ''))];
  });
  return writeSheet(format, 'personal weights', PERSONAL_WEIGHT_COLUMNS, rows);
}

/** One employee with their personal weights. */
export async function readPersonalWeight(ctx: ServiceContext, employeeId: number): Promise<PersonalWeightRow> {
  await getEmployee(ctx, employeeId);
  return { ...(await employeeColumns(ctx, employeeId)), weights: await personalWeightsOf(ctx, employeeId) };
}

/** Sets an employee's personal party weights (replacing the project's for them). */
export async function savePersonalWeight(ctx: ServiceContext, employeeId: number, body: PartyWeightsBody): Promise<PersonalWeightRow> {
  await getEmployee(ctx, employeeId);
  const values = { managerWeight: body.manager, subworkerWeight: body.subworker, coworkerWeight: body.coworker, selfWeight: body.self };
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx
      .insert(personalWeights)
      .values({ employeeId, companyId: ctx.actor.companyId, projectId: requireProject(ctx), ...values })
      .onConflictDoUpdate({ target: personalWeights.employeeId, set: { ...values, updatedAt: new Date() } });
    await recomputeEmployees(tx, requireProject(ctx), [employeeId]);
  });
  return readPersonalWeight(ctx, employeeId);
}

/** Removes an employee's personal weights: the project's apply again. */
export async function deletePersonalWeight(ctx: ServiceContext, employeeId: number): Promise<void> {
  await getEmployee(ctx, employeeId);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(personalWeights).where(and(eq(personalWeights.employeeId, employeeId), inProject(ctx, personalWeights)));
    await recomputeEmployees(tx, requireProject(ctx), [employeeId]);
  });
}
