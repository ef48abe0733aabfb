import { placeInScope } from '@performa/contracts/access';
import type { Department, DepartmentBody, Option } from '@performa/contracts/api/organisation';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { rowsOf } from '../../db/raw.ts';
import { isInSubtree, subtreeIds } from '../../db/tree.ts';
import { departments, employees, positions } from '../../db/schema.ts';
import { AppError, FieldError, forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, getDepartment, inProject, requireProject } from '../scope.ts';

/**
 * The department tree of the selected project, flat (each with its parent_id), in the caller's scope.
 * With `search`, the departments whose name matches and their ancestors (so the tree stays whole).
 */
export async function listDepartments(ctx: ServiceContext, search = ''): Promise<Department[]> {
  const [base, staff, posts] = await Promise.all([
    ctx.deps.db
      .select({ id: departments.id, name: departments.name, parent_id: departments.parentId })
      .from(departments)
      .where(inProject(ctx, departments))
      .orderBy(asc(departments.name), asc(departments.id)),
    rowsOf<{ id: number; n: number }>(
      ctx.deps.db,
      sql`
      select d as id, count(*)::int as n from (
        select department_id as d from ${employees} where project_id = ${requireProject(ctx)} and status = 'active' and department_id is not null
        union all
        select sub_department_id from ${employees} where project_id = ${requireProject(ctx)} and status = 'active' and sub_department_id is not null
      ) placed group by d`,
    ),
    ctx.deps.db.select({ id: positions.departmentId, n: count() }).from(positions).where(inProject(ctx, positions)).groupBy(positions.departmentId),
  ]);
  const staffCount = new Map(staff.map((r) => [r.id, r.n]));
  const positionCount = new Map(posts.map((r) => [r.id, r.n]));
  const rows: Department[] = base.map((d) => ({ ...d, employee_count: staffCount.get(d.id) ?? 0, position_count: positionCount.get(d.id) ?? 0 }));
  const scope = await departmentScope(ctx);
  let visible = rows.filter((r) => placeInScope(scope, r.id));
  if (scope !== null) {
    // A scoped admin's top departments show as roots.
    visible = visible.map((r) => (r.parent_id !== null && !scope.has(r.parent_id) ? { ...r, parent_id: null } : r));
  }
  const term = search.trim().toLowerCase();
  if (!term) return visible;
  const byId = new Map(visible.map((r) => [r.id, r]));
  const keep = new Set<number>();
  for (const row of visible) {
    if (!row.name.toLowerCase().includes(term)) continue;
    for (let at: Department | undefined = row; at && !keep.has(at.id); at = at.parent_id === null ? undefined : byId.get(at.parent_id)) keep.add(at.id);
  }
  return visible.filter((r) => keep.has(r.id));
}

/** Top-level departments of the project (for drop-downs). */
export async function listProjectDepartments(ctx: ServiceContext): Promise<Option[]> {
  const all = await listDepartments(ctx);
  return all.filter((d) => d.parent_id === null).map((d) => ({ id: d.id, name: d.name }));
}

/** The direct sub-departments of a department. */
export async function listSubDepartments(ctx: ServiceContext, departmentId: number): Promise<Option[]> {
  await getDepartment(ctx, departmentId);
  return ctx.deps.db
    .select({ id: departments.id, name: departments.name })
    .from(departments)
    .where(and(inProject(ctx, departments), eq(departments.parentId, departmentId)))
    .orderBy(asc(departments.name));
}

async function assertParentAllowed(ctx: ServiceContext, parentId: number | null, movingId?: number) {
  if (parentId === null) {
    // Only an unscoped admin may create or move departments at the top level.
    if ((await departmentScope(ctx)) !== null) throw forbidden();
    return;
  }
  await getDepartment(ctx, parentId).catch(() => {
    throw new FieldError({ parent_id: ['validation.notFoundRef'] });
  });
  if (movingId === undefined) return;
  // The new parent may not be the department itself or one of its descendants.
  if (await isInSubtree(ctx.deps.db, 'departments', movingId, parentId)) throw new FieldError({ parent_id: ['validation.departmentCycle'] });
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'departments_sibling_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

export async function createDepartment(ctx: ServiceContext, body: DepartmentBody): Promise<Department> {
  requireProject(ctx);
  await assertParentAllowed(ctx, body.parent_id);
  const [row] = await write(() =>
    ctx.deps.db
      .insert(departments)
      .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), parentId: body.parent_id, name: body.name })
      .returning(),
  );
  return { id: row!.id, name: row!.name, parent_id: row!.parentId, employee_count: 0, position_count: 0 };
}

/** Renames and/or moves a department (a new parent_id; null moves it to the top). */
export async function updateDepartment(ctx: ServiceContext, id: number, body: DepartmentBody): Promise<Department> {
  const current = await getDepartment(ctx, id);
  // A scoped admin sees the top departments of their scope as roots (their real parents are out of
  // sight); saving one with parent_id null keeps it where it is rather than moving it to the top.
  const scope = await departmentScope(ctx);
  const parentId = body.parent_id === null && current.parentId !== null && !placeInScope(scope, current.parentId) ? current.parentId : body.parent_id;
  if (parentId !== current.parentId) await assertParentAllowed(ctx, parentId, id);
  await write(() =>
    ctx.deps.db
      .update(departments)
      .set({ name: body.name, parentId })
      .where(and(eq(departments.id, id), inProject(ctx, departments))),
  );
  const [result] = (await listDepartments(ctx)).filter((d) => d.id === id);
  return result!;
}

/** Deletes a department with its (empty) sub-departments; refused while employees or positions belong to any of them. */
export async function deleteDepartment(ctx: ServiceContext, id: number): Promise<void> {
  await getDepartment(ctx, id);
  await ctx.deps.db.transaction(async (tx) => {
    const subtree = subtreeIds('departments', id);
    const [used] = await tx
      .select({
        employees: sql<number>`(select count(*)::int from ${employees} e where e.department_id in ${subtree} or e.sub_department_id in ${subtree})`,
        positions: sql<number>`(select count(*)::int from ${positions} p where p.department_id in ${subtree})`,
      })
      .from(sql`(select 1) as one`);
    if ((used?.employees ?? 0) > 0 || (used?.positions ?? 0) > 0) throw new AppError(409, 'department_in_use', 'errors.departmentInUse');
    await tx.delete(departments).where(and(eq(departments.id, id), inProject(ctx, departments)));
  });
}
