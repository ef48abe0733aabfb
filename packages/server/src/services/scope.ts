import { placeInScope, scopeRoots } from '@performa/contracts/access';
import { and, eq, inArray, or, sql, type Column, type SQL } from 'drizzle-orm';
import { rowsOf } from '../db/raw.ts';
import { categories, departments, employees, frequencies, periods, positions, responseScaleTemplates } from '../db/schema.ts';
import { AppError, FieldError, notFound } from '../lib/errors.ts';
import type { ServiceContext } from './context.ts';

/**
 * Project and department scope: the helpers every project-owned query goes through.
 * A row outside the caller's company, project or department scope is "not found".
 */

/** The selected project; a project-scoped call without X-Project-Id is refused. */
export function requireProject(ctx: ServiceContext): number {
  if (ctx.projectId === null) throw new FieldError({ 'x-project-id': ['validation.required'] });
  return ctx.projectId;
}

/** Company and project condition for a project-owned table. */
export function inProject(ctx: ServiceContext, table: { companyId: Column; projectId: Column }): SQL {
  return and(eq(table.companyId, ctx.actor.companyId), eq(table.projectId, requireProject(ctx)))!;
}

const scopeCache = new WeakMap<ServiceContext, Promise<Set<number> | null>>();

/**
 * The departments an admin with a department scope may see and change in the selected project:
 * the departments of the scope and all their sub-departments. null means every department.
 */
export function departmentScope(ctx: ServiceContext): Promise<Set<number> | null> {
  const roots = scopeRoots(ctx.actor.role, ctx.actor.scope);
  if (roots === null) return Promise.resolve(null);
  let cached = scopeCache.get(ctx);
  if (!cached) {
    cached = (async () => {
      if (roots.length === 0) return new Set<number>();
      const rows = await rowsOf<{ id: number }>(
        ctx.deps.db,
        sql`
        with recursive tree(id) as (
          select id from ${departments}
          where id in (${sql.join(
            roots.map((id) => sql`${id}`),
            sql`, `,
          )})
            and company_id = ${ctx.actor.companyId} and project_id = ${requireProject(ctx)}
          union
          select d.id from ${departments} d join tree on d.parent_id = tree.id
        )
        select id from tree`,
      );
      return new Set(rows.map((r) => r.id));
    })();
    scopeCache.set(ctx, cached);
  }
  return cached;
}

/** Condition limiting a department-owned column to the caller's scope (true when unscoped). */
export async function inDepartmentScope(ctx: ServiceContext, ...columns: Column[]): Promise<SQL | undefined> {
  const scope = await departmentScope(ctx);
  if (scope === null) return undefined;
  if (scope.size === 0) return sql`false`;
  const ids = [...scope];
  return or(...columns.map((c) => inArray(c, ids)));
}

export async function assertDepartmentInScope(ctx: ServiceContext, departmentId: number) {
  const scope = await departmentScope(ctx);
  if (!placeInScope(scope, departmentId)) throw notFound();
}

/** A department of the selected project within the caller's scope, or 404. */
export async function getDepartment(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(departments)
    .where(and(eq(departments.id, id), inProject(ctx, departments)));
  if (!row) throw notFound();
  await assertDepartmentInScope(ctx, row.id);
  return row;
}

/** A position of the selected project within the caller's scope, or 404. */
export async function getPosition(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(positions)
    .where(and(eq(positions.id, id), inProject(ctx, positions)));
  if (!row) throw notFound();
  await assertDepartmentInScope(ctx, row.departmentId);
  return row;
}

/** Whether an employee (by department or sub-department) lies in a department scope (null: everything). */
export function employeeInScope(scope: Set<number> | null, employee: { departmentId: number | null; subDepartmentId: number | null }): boolean {
  return placeInScope(scope, employee.departmentId, employee.subDepartmentId);
}

/** An employee of the selected project within the caller's scope, or 404. */
export async function getEmployee(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(employees)
    .where(and(eq(employees.id, id), inProject(ctx, employees)));
  if (!row) throw notFound();
  if (!employeeInScope(await departmentScope(ctx), row)) throw notFound();
  return row;
}

/** A period of the selected project, or 404. */
export async function getPeriod(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(periods)
    .where(and(eq(periods.id, id), inProject(ctx, periods)));
  if (!row) throw notFound();
  return row;
}

/** A round (frequency) of the selected project, or 404. */
export async function getFrequency(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(frequencies)
    .where(and(eq(frequencies.id, id), inProject(ctx, frequencies)));
  if (!row) throw notFound();
  return row;
}

/** A response scale template of the selected project, or 404. */
export async function getTemplate(ctx: ServiceContext, id: number) {
  const [row] = await ctx.deps.db
    .select()
    .from(responseScaleTemplates)
    .where(and(eq(responseScaleTemplates.id, id), inProject(ctx, responseScaleTemplates)));
  if (!row) throw notFound();
  return row;
}

/** A goal or skill category of the selected project, or 404. */
export async function getCategory(ctx: ServiceContext, id: number, kind: 'goal' | 'skill') {
  const [row] = await ctx.deps.db
    .select()
    .from(categories)
    .where(and(eq(categories.id, id), eq(categories.kind, kind), inProject(ctx, categories)));
  if (!row) throw notFound();
  return row;
}

/**
 * A referenced row given in a request body (category, template, period …): a reference outside the
 * project is a field error on that field, not a 404 of the whole request.
 */
export async function referenced<T>(field: string, lookup: Promise<T>): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof AppError && error.status === 404) {
      throw new FieldError({ [field]: ['validation.notFoundRef'] });
    }
    throw error;
  }
}
