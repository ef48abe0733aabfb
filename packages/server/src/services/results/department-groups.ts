import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, requireProject } from '../scope.ts';

/** A department a figure is grouped under; null: people without a department. */
export type GroupDepartment = { id: number; name: string } | null;

/**
 * The department each place (a person's deepest department) is counted under, as the caller sees the tree
 * (docs/product.md §7.9, §7.10): below `root`, its child that holds the place (people of `root` itself
 * under `root`); without a root, the place's topmost ancestor inside the caller's department scope (a
 * scoped admin's roots are the scope's top departments, §2.8). null for no place.
 */
export async function departmentGroups(ctx: ServiceContext, root: number | null = null): Promise<(placeId: number | null) => GroupDepartment> {
  const scope = await departmentScope(ctx);
  const rows = await rowsOf<{ id: number; parent_id: number | null; name: string }>(
    ctx.deps.db,
    sql`select id, parent_id, name from departments where company_id = ${ctx.actor.companyId} and project_id = ${requireProject(ctx)}`,
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  const climbs = (id: number | null): id is number => id !== null && byId.has(id) && (scope === null || scope.has(id));
  return (placeId) => {
    if (placeId === null) return null;
    let department = byId.get(placeId);
    for (let depth = 0; department && department.id !== root && department.parent_id !== root && climbs(department.parent_id) && depth < byId.size; depth += 1)
      department = byId.get(department.parent_id);
    return department ? { id: department.id, name: department.name } : null;
  };
}

/** Groups items by department, in the order of the departments' names (none last). */
export function byDepartment<T>(items: readonly T[], departmentOf: (item: T) => GroupDepartment): Array<{ department: GroupDepartment; items: T[] }> {
  return [...groupBy(items, (item) => departmentOf(item)?.id ?? null).values()]
    .map((list) => ({ department: departmentOf(list[0]!), items: list }))
    .sort((a, b) =>
      a.department === null ? 1 : b.department === null ? -1 : a.department.name.localeCompare(b.department.name) || a.department.id - b.department.id,
    );
}
