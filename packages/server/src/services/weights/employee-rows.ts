import type { WeightListQuery } from '@performa/contracts/api/weights';
import { and, asc, count, eq, ilike, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { departments, employees } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inDepartmentScope, inProject } from '../scope.ts';

/** An employee as the weight lists show them. */
export interface EmployeeColumns {
  employee_id: number;
  employee_number: string;
  full_name: string;
  department: { id: number; name: string } | null;
}

type Filters = Pick<WeightListQuery, 'search' | 'department'>;

/**
 * The active employees of the project within the caller's department scope, filtered like the
 * employee list (free text on number and full name, department or sub-department), plus `extra`.
 */
async function conditions(ctx: ServiceContext, query: Filters, extra?: SQL) {
  const term = query.search.trim();
  const like = `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return and(
    inProject(ctx, employees),
    await inDepartmentScope(ctx, employees.departmentId, employees.subDepartmentId),
    eq(employees.status, 'active'),
    query.department ? or(eq(employees.departmentId, query.department), eq(employees.subDepartmentId, query.department)) : undefined,
    term ? ilike(sql`${employees.employeeNumber} || ' ' || ${employees.firstName} || ' ' || ${employees.lastName}`, like) : undefined,
    extra,
  );
}

function select(ctx: ServiceContext) {
  return ctx.deps.db
    .select({
      id: employees.id,
      number: employees.employeeNumber,
      first: employees.firstName,
      last: employees.lastName,
      departmentId: departments.id,
      departmentName: departments.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const present = (r: Selected): EmployeeColumns => ({
  employee_id: r.id,
  employee_number: r.number,
  full_name: `${r.first} ${r.last}`,
  department: r.departmentId === null ? null : { id: r.departmentId, name: r.departmentName ?? '' },
});

const ORDER = [asc(employees.lastName), asc(employees.firstName), asc(employees.id)];

/** One page of the matching employees, ordered by last and first name. */
export async function employeePage(ctx: ServiceContext, query: WeightListQuery, extra?: SQL) {
  const where = await conditions(ctx, query, extra);
  const [rows, [total]] = await Promise.all([
    select(ctx)
      .where(where)
      .orderBy(...ORDER)
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.deps.db.select({ n: count() }).from(employees).where(where),
  ]);
  return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, employees: rows.map(present) };
}

/** Every matching employee (downloads), ordered by employee number. */
export async function allEmployees(ctx: ServiceContext, query: Filters) {
  const rows = await select(ctx)
    .where(await conditions(ctx, query))
    .orderBy(asc(employees.employeeNumber), asc(employees.id));
  return rows.map(present);
}

/** One employee's columns (the caller has checked the employee with getEmployee). */
export async function employeeColumns(ctx: ServiceContext, id: number): Promise<EmployeeColumns> {
  const [row] = await select(ctx).where(and(eq(employees.id, id), inProject(ctx, employees)));
  return present(row!);
}

/** Rows of a weights table (keyed by employee) for the given employees of the project. */
export function byEmployee<T extends { employeeId: number }>(rows: T[]): Map<number, T> {
  return new Map(rows.map((r) => [r.employeeId, r]));
}

/** The condition "column is one of these employees" (false for none). */
export const forEmployees = (column: Column, list: EmployeeColumns[]) =>
  list.length
    ? inArray(
        column,
        list.map((e) => e.employee_id),
      )
    : sql`false`;
