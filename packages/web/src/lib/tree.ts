/** A row of a tree the server sends as a flat list: each row names its parent (null: at the top). */
export interface TreeRow {
  id: number;
  parent_id: number | null;
}

/**
 * A row and every row below it, all levels down (e.g. the parents a department or position may
 * not be moved under). A parent cycle, which the server never produces, does not loop.
 */
export function subtreeIds(rows: readonly TreeRow[], id: number): Set<number> {
  const children = new Map<number, number[]>();
  for (const row of rows) {
    if (row.parent_id === null) continue;
    const siblings = children.get(row.parent_id);
    if (siblings) siblings.push(row.id);
    else children.set(row.parent_id, [row.id]);
  }
  const out = new Set<number>([id]);
  const stack = [id];
  while (stack.length) {
    for (const child of children.get(stack.pop()!) ?? []) {
      if (out.has(child)) continue;
      out.add(child);
      stack.push(child);
    }
  }
  return out;
}
