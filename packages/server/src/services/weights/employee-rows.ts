import type { WeightListQuery } from '@performa/contracts/api/weights';
import { inArray, sql, type Column, type SQL } from 'drizzle-orm';
import type { ServiceContext } from '../context.ts';
import { rosterAll, rosterEntry, rosterPage, type RosterEntry } from '../employees/roster.ts';

/** An employee as the weight lists show them. */
export interface EmployeeColumns {
  employee_id: number;
  employee_number: string;
  full_name: string;
  department: { id: number; name: string } | null;
}

type Filters = Pick<WeightListQuery, 'search' | 'department'>;

const present = (r: RosterEntry): EmployeeColumns => ({
  employee_id: r.id,
  employee_number: r.employeeNumber,
  full_name: r.fullName,
  department: r.department,
});

/** One page of the roster (active employees in the caller's scope, filtered), plus `extra`. */
export async function employeePage(ctx: ServiceContext, query: WeightListQuery, extra?: SQL) {
  const { entries, ...page } = await rosterPage(ctx, query, extra);
  return { ...page, employees: entries.map(present) };
}

/** The whole filtered roster (downloads), ordered by employee number. */
export async function allEmployees(ctx: ServiceContext, query: Filters) {
  return (await rosterAll(ctx, query)).map(present);
}

/** One employee's columns (the caller has checked the employee with getEmployee). */
export async function employeeColumns(ctx: ServiceContext, id: number): Promise<EmployeeColumns> {
  return present(await rosterEntry(ctx, id));
}

/** The condition "column is one of these employees" (false for none). */
export const forEmployees = (column: Column, list: EmployeeColumns[]) =>
  list.length
    ? inArray(
        column,
        list.map((e) => e.employee_id),
      )
    : sql`false`;
