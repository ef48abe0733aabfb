import { and, asc, count, eq, type SQL } from 'drizzle-orm';
import { departments, employees, positions } from '../../db/schema.ts';
import type { ServiceContext } from '../context.ts';
import { inProject } from '../scope.ts';
import { employeeWhere } from './query.ts';

/**
 * The roster that the setup screens list employees from (goals, competencies, weights): the active
 * employees of the selected project in the caller's department scope, searched as the employee list
 * searches (query.ts: employee number and full name, or username and email for a term with an "@"),
 * optionally limited to a department (or sub-department), ordered by name.
 */
export interface RosterFilters {
  search: string;
  department?: number | null;
}

export interface RosterPageQuery extends RosterFilters {
  page: number;
  page_size: number;
}

export interface RosterEntry {
  id: number;
  employeeNumber: string;
  fullName: string;
  department: { id: number; name: string } | null;
  position: { id: number; name: string } | null;
}

/** The roster's condition: the one employee query of the active employees, plus `extra` (e.g. "has personal weights"). */
export function rosterWhere(ctx: ServiceContext, filters: RosterFilters, extra?: SQL) {
  return employeeWhere(ctx, { search: filters.search, department: filters.department, status: 'active' }, extra);
}

function select(ctx: ServiceContext) {
  return ctx.deps.db
    .select({
      id: employees.id,
      employeeNumber: employees.employeeNumber,
      firstName: employees.firstName,
      lastName: employees.lastName,
      departmentId: departments.id,
      departmentName: departments.name,
      positionId: positions.id,
      positionName: positions.name,
    })
    .from(employees)
    .leftJoin(departments, eq(departments.id, employees.departmentId))
    .leftJoin(positions, eq(positions.id, employees.positionId))
    .$dynamic();
}

type Selected = Awaited<ReturnType<ReturnType<typeof select>['execute']>>[number];

const present = (r: Selected): RosterEntry => ({
  id: r.id,
  employeeNumber: r.employeeNumber,
  fullName: `${r.firstName} ${r.lastName}`,
  department: r.departmentId === null ? null : { id: r.departmentId, name: r.departmentName ?? '' },
  position: r.positionId === null ? null : { id: r.positionId, name: r.positionName ?? '' },
});

/** One page of the roster, by last name, first name and id. */
export async function rosterPage(ctx: ServiceContext, query: RosterPageQuery, extra?: SQL) {
  const where = await rosterWhere(ctx, query, extra);
  const [rows, [total]] = await Promise.all([
    select(ctx)
      .where(where)
      .orderBy(asc(employees.lastName), asc(employees.firstName), asc(employees.id))
      .limit(query.page_size)
      .offset((query.page - 1) * query.page_size),
    ctx.deps.db.select({ n: count() }).from(employees).where(where),
  ]);
  return { count: total?.n ?? 0, page: query.page, page_size: query.page_size, entries: rows.map(present) };
}

/** The whole roster (downloads), by employee number. */
export async function rosterAll(ctx: ServiceContext, filters: RosterFilters, extra?: SQL): Promise<RosterEntry[]> {
  const rows = await select(ctx)
    .where(await rosterWhere(ctx, filters, extra))
    .orderBy(asc(employees.employeeNumber), asc(employees.id));
  return rows.map(present);
}

/** One employee as the roster shows them (the caller has checked the employee with getEmployee). */
export async function rosterEntry(ctx: ServiceContext, id: number): Promise<RosterEntry> {
  const [row] = await select(ctx).where(and(eq(employees.id, id), inProject(ctx, employees)));
  return present(row!);
}
