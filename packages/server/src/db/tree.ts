import { sql, type SQL } from 'drizzle-orm';
import type { Db, Tx } from './client.ts';
import { rowsOf } from './raw.ts';
import { departments, employees, positions } from './schema.ts';

/** The self-referencing trees of the model, each with the column that points to the parent. */
const TREES = {
  departments: { table: departments, parent: sql.raw('parent_id') },
  positions: { table: positions, parent: sql.raw('parent_id') },
  /** Reporting lines: an employee's parent is their manager. */
  employees: { table: employees, parent: sql.raw('report_to_id') },
} as const;
export type TreeName = keyof typeof TREES;

/** A subquery of the ids of `rootId` and everything below it. */
export function subtreeIds(tree: TreeName, rootId: number): SQL {
  const { table, parent } = TREES[tree];
  return sql`(with recursive tree(id) as (
      select ${rootId}::int
      union
      select child.id from ${table} child join tree on child.${parent} = tree.id
    ) select id from tree)`;
}

/** True when `candidateId` is `rootId` or lies below it: making it the parent of `rootId` would close a cycle. */
export async function isInSubtree(db: Db | Tx, tree: TreeName, rootId: number, candidateId: number): Promise<boolean> {
  return (await rowsOf(db, sql`select 1 where ${candidateId}::int in ${subtreeIds(tree, rootId)}`)).length > 0;
}
