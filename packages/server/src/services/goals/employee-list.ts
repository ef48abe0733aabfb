import type { EmployeeGoalsPage, EmployeeGoalsQueryInput as Query } from '@performa/contracts/api/goals';
import { and, asc, count, eq, ilike, or, sql } from 'drizzle-orm';
import { departments, employees, positions } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { getPeriod, inDepartmentScope, inProject } from '../scope.ts';
import { periodRounds, roundTotals, weightsOf } from './weights.ts';

/**
 * The goals screen's employee list: active employees of the project (an admin's department scope
 * applies), each with the number of goals in the period, the weight total of every round and whether
 * all rounds add up to 100. Users holding goal codes read this instead of the wizard's employee list.
 */
export async function listEmployeeGoals(ctx: ServiceContext, query: Query): Promise<EmployeeGoalsPage> {
  await getPeriod(ctx, query.period);
  const term = query.search.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  const where = and(
    inProject(ctx, employees),
    eq(employees.status, 'active'),
    await inDepartmentScope(ctx, employees.departmentId, employees.subDepartmentId),
    query.department ? or(eq(employees.departmentId, query.department), eq(employees.subDepartmentId, query.department)) : undefined,
    term ? ilike(sql`${employees.employeeNumber} || ' ' || ${employees.firstName} || ' ' || ${employees.lastName}`, like) : undefined,
  );
  const [rows, [total], rounds] = await Promise.all([
    ctx.deps.db
      .select({
        id: employees.id,
        firstName: employees.firstName,
        lastName: employees.lastName,
        employeeNumber: employees.employeeNumber,
        departmentId: departments.id,
        departmentName: departments.name,
        positionId: positions.id,
        positionName: positions.name,
      })
      .from(employees)
      .leftJoin(departments, eq(departments.id, employees.departmentId))
      .leftJoin(positions, eq(positions.id, employees.positionId))
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.deps.db.select({ n: count() }).from(employees).where(where),
    periodRounds(ctx, query.period),
  ]);
  const weights = await weightsOf(
    ctx,
    query.period,
    rows.map((r) => r.id),
  );
  return {
    count: total?.n ?? 0,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => {
      const mine = weights.get(r.id);
      const totals = roundTotals(rounds, mine?.weights ?? new Map());
      return {
        id: r.id,
        full_name: `${r.firstName} ${r.lastName}`,
        employee_number: r.employeeNumber,
        department: r.departmentId === null ? null : { id: r.departmentId, name: r.departmentName ?? '' },
        position: r.positionId === null ? null : { id: r.positionId, name: r.positionName ?? '' },
        goal_count: mine?.count ?? 0,
        rounds: totals,
        complete: totals.every((t) => t.complete),
      };
    }),
  };
}
