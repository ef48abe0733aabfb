import type { EmployeeListQuery } from '@performa/contracts/api/employees';
import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { contains, containsPattern } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import { accounts, employees } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inDepartmentScope, inProject } from '../scope.ts';

/**
 * The one employee query's filters, shared by the employee list (GET /api/wizard/employees/, its
 * export and the manager options) and the roster the setup screens list employees from.
 */
export interface EmployeeFilters {
  /** Blank for none; with an "@", the accounts' usernames and emails, else employee number and full name. */
  search: string;
  /** A department: employees placed in it or anywhere below it (as their department or sub-department). */
  department?: number | null;
  position?: number | null;
  /** Direct reports of this employee. */
  manager?: number | null;
  status: EmployeeListQuery['status'];
}

/**
 * The search of the employee lists: a term with an "@" is an address, looked for in the usernames
 * and emails of the employees' accounts; any other term in the employee number and full name, as one
 * expression (one pattern match per row). LIKE's own characters match themselves (`contains`).
 */
export function employeeSearch(ctx: ServiceContext, search: string): SQL | undefined {
  const term = search.trim();
  if (!term) return undefined;
  if (!term.includes('@')) return contains(sql`${employees.employeeNumber} || ' ' || ${employees.firstName} || ' ' || ${employees.lastName}`, term);
  const like = containsPattern(term);
  return sql`${employees.accountId} in (select id from ${accounts} where ${accounts.companyId} = ${ctx.actor.companyId} and (${accounts.username} ilike ${like} or ${accounts.email} ilike ${like}))`;
}

/** Employees placed in a department or anywhere below it, at any depth (docs/product.md §2.5, §2.7). */
function inDepartmentTree(departmentId: number): SQL {
  const tree = subtreeIds('departments', departmentId);
  return or(sql`${employees.departmentId} in ${tree}`, sql`${employees.subDepartmentId} in ${tree}`)!;
}

/**
 * The condition of every employee list: the selected project, the caller's department scope (an
 * employee is in it by department or sub-department), the status, the filters and the search, plus
 * `extra` (e.g. "has personal weights").
 */
export async function employeeWhere(ctx: ServiceContext, filters: EmployeeFilters, extra?: SQL): Promise<SQL | undefined> {
  return and(
    inProject(ctx, employees),
    await inDepartmentScope(ctx, employees.departmentId, employees.subDepartmentId),
    filters.status === 'all' ? undefined : eq(employees.status, filters.status),
    filters.department ? inDepartmentTree(filters.department) : undefined,
    filters.position ? eq(employees.positionId, filters.position) : undefined,
    filters.manager ? eq(employees.reportToId, filters.manager) : undefined,
    employeeSearch(ctx, filters.search),
    extra,
  );
}
