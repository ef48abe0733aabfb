import { and, eq, inArray } from 'drizzle-orm';
import { employees } from '../../db/schema.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { inDepartmentScope, inProject } from '../scope.ts';
import type { Runner } from '../../db/raw.ts';

/**
 * The active employees of the project in the caller's scope among `ids`, by id with their names;
 * any other id is a field error (`validation.notFoundRef`) on `field`.
 */
export async function reachableEmployees(ctx: ServiceContext, ids: readonly number[], field: string): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await ctx.deps.db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(
      and(
        inProject(ctx, employees),
        eq(employees.status, 'active'),
        inArray(employees.id, [...ids]),
        await inDepartmentScope(ctx, employees.departmentId, employees.subDepartmentId),
      ),
    );
  if (rows.length !== new Set(ids).size) throw new FieldError({ [field]: ['validation.notFoundRef'] });
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}

/** Names of employees of the project (for messages), read on `runner` (inside a transaction: the transaction). */
export async function employeeNames(ctx: ServiceContext, runner: Runner, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await runner
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(and(inProject(ctx, employees), inArray(employees.id, [...ids])));
  return new Map(rows.map((r) => [r.id, `${r.firstName} ${r.lastName}`]));
}
