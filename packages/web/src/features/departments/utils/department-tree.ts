import type { Department } from '@performa/contracts/api/organisation';

/** One department of the tree with its sub-departments (in the order of the server's list: by name). */
export interface DepartmentNode extends Department {
  depth: number;
  children: DepartmentNode[];
}

/**
 * Builds the department tree from the server's flat list (each row with its parent_id).
 * A row whose parent is not in the list (a scoped admin's top departments, or a search that
 * kept it) is a root. Rows caught in a parent cycle, which the server never produces, are
 * shown as roots rather than lost.
 */
export function buildDepartmentTree(list: readonly Department[]): DepartmentNode[] {
  const nodes = new Map<number, DepartmentNode>();
  for (const row of list) nodes.set(row.id, { ...row, depth: 0, children: [] });
  const roots: DepartmentNode[] = [];
  for (const row of list) {
    const node = nodes.get(row.id)!;
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent && parent !== node) parent.children.push(node);
    else roots.push(node);
  }
  const reached = new Set<number>();
  const setDepth = (node: DepartmentNode, depth: number) => {
    reached.add(node.id);
    node.depth = depth;
    for (const child of node.children) if (!reached.has(child.id)) setDepth(child, depth + 1);
  };
  roots.forEach((root) => setDepth(root, 0));
  for (const row of list) {
    if (reached.has(row.id)) continue;
    const node = nodes.get(row.id)!;
    // Cut the cycle: detach from its parent and show it as a root.
    const parent = row.parent_id === null ? undefined : nodes.get(row.parent_id);
    if (parent) parent.children = parent.children.filter((c) => c !== node);
    roots.push(node);
    setDepth(node, 0);
  }
  return roots;
}

/** The tree in display order (depth first), e.g. for a drop-down with indented names. */
export function flattenTree(roots: readonly DepartmentNode[]): DepartmentNode[] {
  const out: DepartmentNode[] = [];
  const walk = (node: DepartmentNode) => {
    out.push(node);
    node.children.forEach(walk);
  };
  roots.forEach(walk);
  return out;
}

/** The ids of the nodes that have sub-departments (what "expand all" opens). */
export function parentIds(roots: readonly DepartmentNode[]): number[] {
  return flattenTree(roots)
    .filter((node) => node.children.length > 0)
    .map((node) => node.id);
}

/** Splits a name around the first case-insensitive occurrence of `term`, to highlight it. */
export function splitMatch(name: string, term: string): [string, string, string] | null {
  const needle = term.trim();
  if (!needle) return null;
  const match = new RegExp(needle.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'iu').exec(name);
  if (!match) return null;
  return [name.slice(0, match.index), match[0], name.slice(match.index + match[0].length)];
}
