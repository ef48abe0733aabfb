import type { Option, Position, PositionBody } from '@performa/contracts/api/organisation';
import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { isUniqueViolation } from '../../db/errors.ts';
import { isInSubtree } from '../../db/tree.ts';
import { accounts, departments, employees, positions } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { fileUrl } from '../files/files.ts';
import { getDepartment, getPosition, inDepartmentScope, inProject, requireProject } from '../scope.ts';
import { groupBy } from '../../lib/group-by.ts';

/** Every position of the project in the caller's scope, with the active employees holding it. */
export async function listPositions(ctx: ServiceContext, departmentIds?: number[]): Promise<Position[]> {
  const rows = await ctx.deps.db
    .select({ id: positions.id, name: positions.name, departmentId: positions.departmentId, departmentName: departments.name, parentId: positions.parentId })
    .from(positions)
    .innerJoin(departments, eq(departments.id, positions.departmentId))
    .where(
      and(
        inProject(ctx, positions),
        await inDepartmentScope(ctx, positions.departmentId),
        departmentIds ? inArray(positions.departmentId, departmentIds) : undefined,
      ),
    )
    .orderBy(asc(positions.name), asc(positions.id));
  if (rows.length === 0) return [];
  const holders = await ctx.deps.db
    .select({ positionId: employees.positionId, id: employees.id, firstName: employees.firstName, lastName: employees.lastName, image: accounts.image })
    .from(employees)
    .innerJoin(accounts, eq(accounts.id, employees.accountId))
    .where(
      and(
        inProject(ctx, employees),
        eq(employees.status, 'active'),
        inArray(
          employees.positionId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(employees.lastName), asc(employees.firstName));
  const byPosition = groupBy(
    holders,
    (h) => h.positionId!,
    (h): Position['holders'][number] => ({ id: h.id, full_name: `${h.firstName} ${h.lastName}`, image: fileUrl(h.image) }),
  );
  const visible = new Set(rows.map((r) => r.id));
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    department_id: r.departmentId,
    department_name: r.departmentName,
    // A position reporting to one outside the caller's scope shows as a root.
    parent_id: r.parentId !== null && visible.has(r.parentId) ? r.parentId : null,
    holders: byPosition.get(r.id) ?? [],
  }));
}

/** Positions of one department (for drop-downs). */
export async function listDepartmentPositions(ctx: ServiceContext, departmentId: number): Promise<Option[]> {
  await getDepartment(ctx, departmentId);
  return ctx.deps.db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(and(inProject(ctx, positions), eq(positions.departmentId, departmentId)))
    .orderBy(asc(positions.name));
}

/** Positions of a department or, when given, of its sub-department (the employee form's choices). */
export async function listFilteredPositions(ctx: ServiceContext, departmentId: number, subDepartmentId: number | null): Promise<Option[]> {
  await getDepartment(ctx, departmentId);
  if (subDepartmentId !== null) await getDepartment(ctx, subDepartmentId);
  return ctx.deps.db
    .select({ id: positions.id, name: positions.name })
    .from(positions)
    .where(
      and(
        inProject(ctx, positions),
        or(eq(positions.departmentId, departmentId), subDepartmentId !== null ? eq(positions.departmentId, subDepartmentId) : undefined),
      ),
    )
    .orderBy(asc(positions.name));
}

async function checkBody(ctx: ServiceContext, body: PositionBody, movingId?: number) {
  requireProject(ctx);
  await getDepartment(ctx, body.department_id).catch(() => {
    throw new FieldError({ department_id: ['validation.notFoundRef'] });
  });
  if (body.parent_id === null) return;
  await getPosition(ctx, body.parent_id).catch(() => {
    throw new FieldError({ parent_id: ['validation.notFoundRef'] });
  });
  if (movingId === undefined) return;
  if (await isInSubtree(ctx.deps.db, 'positions', movingId, body.parent_id)) throw new FieldError({ parent_id: ['validation.positionCycle'] });
}

async function write<T>(run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (isUniqueViolation(error, 'positions_department_name_key')) throw new FieldError({ name: ['validation.nameTaken'] });
    throw error;
  }
}

async function presentOne(ctx: ServiceContext, id: number): Promise<Position> {
  const [found] = (await listPositions(ctx)).filter((p) => p.id === id);
  return found!;
}

export async function createPosition(ctx: ServiceContext, body: PositionBody): Promise<Position> {
  await checkBody(ctx, body);
  const [row] = await write(() =>
    ctx.deps.db
      .insert(positions)
      .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), departmentId: body.department_id, parentId: body.parent_id, name: body.name })
      .returning({ id: positions.id }),
  );
  return presentOne(ctx, row!.id);
}

/** Renames, moves to another department, or re-attaches under another position. */
export async function updatePosition(ctx: ServiceContext, id: number, body: PositionBody): Promise<Position> {
  await getPosition(ctx, id);
  await checkBody(ctx, body, id);
  await write(() =>
    ctx.deps.db
      .update(positions)
      .set({ name: body.name, departmentId: body.department_id, parentId: body.parent_id })
      .where(and(eq(positions.id, id), inProject(ctx, positions))),
  );
  return presentOne(ctx, id);
}

/** Deletes a position; positions reporting to it move up to its own parent. Refused while employees hold it. */
export async function deletePosition(ctx: ServiceContext, id: number): Promise<void> {
  const position = await getPosition(ctx, id);
  await ctx.deps.db.transaction(async (tx) => {
    const [held] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(employees)
      .where(eq(employees.positionId, id));
    if ((held?.n ?? 0) > 0) throw new AppError(409, 'position_in_use', 'errors.positionInUse');
    await tx
      .update(positions)
      .set({ parentId: position.parentId })
      .where(and(eq(positions.parentId, id), inProject(ctx, positions)));
    await tx.delete(positions).where(and(eq(positions.id, id), inProject(ctx, positions)));
  });
}
