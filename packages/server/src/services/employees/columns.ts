import { placeInScope } from '@performa/contracts/access';
import { departments } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, inProject } from '../scope.ts';
import { DepartmentPaths } from './department-paths.ts';

/** The template's columns, in order; exports use the same ones so that a file can round-trip. */
export const EMPLOYEE_COLUMNS = [
  'employee_number',
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'role',
  'department',
  'sub_department',
  'position',
  'report_to',
] as const;

/** Names (departments, positions, managers' full names) are matched without case. */
export const nameKey = (s: string) => s.trim().toLowerCase();

/**
 * The template's example row (ADR 19): clearly not a person ("example.user"), and skipped by the
 * importer while it is left exactly as shipped (isExampleRow), so that a user who keeps it imports no one.
 */
export const EXAMPLE_ROW: Readonly<Record<(typeof EMPLOYEE_COLUMNS)[number], string>> = Object.freeze({
  employee_number: 'EXAMPLE-1',
  first_name: 'Example',
  last_name: 'User',
  email: 'example.user@example.com',
  username: 'example.user',
  password: '',
  role: 'user',
  department: 'Engineering / Backend',
  sub_department: '',
  position: 'Engineer',
  report_to: '',
});

/** Whether a row of a file is the template's example row, unchanged (compared as names are: without case). */
export const isExampleRow = (record: Record<(typeof EMPLOYEE_COLUMNS)[number], string>) =>
  EMPLOYEE_COLUMNS.every((c) => nameKey(record[c]) === nameKey(EXAMPLE_ROW[c]));

/** The project's departments with their paths, limited to the caller's scope. */
export async function departmentPaths(ctx: ServiceContext) {
  const scope = await departmentScope(ctx);
  const rows = await ctx.deps.db
    .select({ id: departments.id, name: departments.name, parentId: departments.parentId })
    .from(departments)
    .where(inProject(ctx, departments));
  return new DepartmentPaths(rows, (id) => placeInScope(scope, id));
}
