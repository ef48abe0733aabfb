import type { EmployeeSkillListQuery, EmployeeSkillPage, EmployeeSkills, SkillWeightsBodyParsed } from '@performa/contracts/api/competencies';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { retriedTransaction } from '../../db/locks.ts';
import { employees, employeeSkills, positionSkills } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { employeeSummary } from '../employees/read.ts';
import { rosterPage } from '../employees/roster.ts';
import { recomputeEmployees } from '../engine/recompute.ts';
import { getEmployee } from '../scope.ts';
import { checkList, presentList, type StoredEntry } from './assigned.ts';
import { positionEntries } from './position-skills.ts';

async function countBy<K extends number>(rows: Promise<Array<{ key: K | null; n: number }>>) {
  return new Map((await rows).map((r) => [r.key, r.n]));
}

/**
 * A page of the project's active employees (in the caller's scope) with their position and whether
 * they have an own competency list. Search: employee number and full name.
 */
export async function listEmployeeSkillRows(ctx: ServiceContext, query: EmployeeSkillListQuery): Promise<EmployeeSkillPage> {
  const page = await rosterPage(ctx, query);
  const rows = page.entries;
  const employeeIds = rows.map((r) => r.id);
  const positionIds = [...new Set(rows.flatMap((r) => (r.position ? [r.position.id] : [])))];
  const [own, byPosition] = await Promise.all([
    countBy(
      ctx.deps.db
        .select({ key: employeeSkills.employeeId, n: count() })
        .from(employeeSkills)
        .where(and(eq(employeeSkills.companyId, ctx.actor.companyId), employeeIds.length ? inArray(employeeSkills.employeeId, employeeIds) : sql`false`))
        .groupBy(employeeSkills.employeeId),
    ),
    countBy(
      ctx.deps.db
        .select({ key: positionSkills.positionId, n: count() })
        .from(positionSkills)
        .where(and(eq(positionSkills.companyId, ctx.actor.companyId), positionIds.length ? inArray(positionSkills.positionId, positionIds) : sql`false`))
        .groupBy(positionSkills.positionId),
    ),
  ]);
  return {
    count: page.count,
    page: page.page,
    page_size: page.page_size,
    results: rows.map((r) => ({
      id: r.id,
      employee_number: r.employeeNumber,
      full_name: r.fullName,
      department: r.department,
      position: r.position,
      has_own_list: own.has(r.id),
      skill_count: own.get(r.id) ?? (r.position === null ? 0 : (byPosition.get(r.position.id) ?? 0)),
    })),
  };
}

function ownEntries(ctx: ServiceContext, employeeId: number): Promise<StoredEntry[]> {
  return ctx.deps.db
    .select({ skillId: employeeSkills.skillId, weight: employeeSkills.weight, norm: employeeSkills.norm })
    .from(employeeSkills)
    .where(and(eq(employeeSkills.employeeId, employeeId), eq(employeeSkills.companyId, ctx.actor.companyId)));
}

/** An employee's effective list: their own when they have one, else their position's. */
export async function readEmployeeSkills(ctx: ServiceContext, employeeId: number): Promise<EmployeeSkills> {
  return employeeSkillList(ctx, await getEmployee(ctx, employeeId));
}

/**
 * The effective list of an employee already found in the caller's reach (the user panel decides
 * reach by the row rules of contracts/access.ts, docs/product.md §1.6).
 */
export async function employeeSkillList(ctx: ServiceContext, employee: typeof employees.$inferSelect): Promise<EmployeeSkills> {
  const own = await ownEntries(ctx, employee.id);
  const summary = await employeeSummary(ctx, employee);
  const entries = own.length || summary.position === null ? own : await positionEntries(ctx, summary.position.id);
  return {
    employee: summary,
    source: own.length ? 'employee' : 'position',
    ...(await presentList(ctx, entries)),
  };
}

/** Gives an employee an own list, replacing the position's for them; an empty list goes back to the position's. */
export async function setEmployeeSkills(ctx: ServiceContext, employeeId: number, body: SkillWeightsBodyParsed): Promise<EmployeeSkills> {
  const employee = await getEmployee(ctx, employeeId);
  const entries = await checkList(ctx, body);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(employeeSkills).where(and(eq(employeeSkills.employeeId, employeeId), eq(employeeSkills.companyId, ctx.actor.companyId)));
    if (entries.length)
      await tx.insert(employeeSkills).values(entries.map((e) => ({ companyId: ctx.actor.companyId, projectId: employee.projectId, employeeId, ...e })));
    await recomputeEmployees(tx, employee.projectId, [employeeId]);
  });
  return readEmployeeSkills(ctx, employeeId);
}

/** Removes an employee's own list: the position's applies again. */
export async function resetEmployeeSkills(ctx: ServiceContext, employeeId: number): Promise<EmployeeSkills> {
  const employee = await getEmployee(ctx, employeeId);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.delete(employeeSkills).where(and(eq(employeeSkills.employeeId, employeeId), eq(employeeSkills.companyId, ctx.actor.companyId)));
    await recomputeEmployees(tx, employee.projectId, [employeeId]);
  });
  return readEmployeeSkills(ctx, employeeId);
}
