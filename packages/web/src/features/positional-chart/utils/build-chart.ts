import dagre from '@dagrejs/dagre';
import type { Department, Position } from '@performa/contracts/api/organisation';
import { Position as Side, type Edge, type Node, type NodeHandle } from '@xyflow/react';
import { subtreeIds } from '../../../lib/tree.ts';

/** Every box of the chart has this size (the layout needs it before anything is drawn). */
export const NODE_WIDTH = 248;
export const NODE_HEIGHT = 128;
const NODE_SEP = 28;
const RANK_SEP = 72;
/** Reports stacked in two columns: the gap between the columns (where the line runs) and between rows. */
const SPINE = 48;
const ROW_GAP = 28;
const STACK_WIDTH = 2 * NODE_WIDTH + SPINE;
/** From this many leaf reports on, they are stacked. */
const STACK_MIN = 3;

/**
 * Where the lines attach (top centre in, bottom centre out), given up front with the size so that
 * React Flow draws the lines without measuring 500 boxes first.
 */
const HANDLES: NodeHandle[] = [
  { id: 'top', type: 'target', position: Side.Top, x: NODE_WIDTH / 2 - 0.5, y: 0, width: 1, height: 1 },
  { id: 'left', type: 'target', position: Side.Left, x: 0, y: NODE_HEIGHT / 2 - 0.5, width: 1, height: 1 },
  { id: 'right', type: 'target', position: Side.Right, x: NODE_WIDTH - 1, y: NODE_HEIGHT / 2 - 0.5, width: 1, height: 1 },
  { id: 'bottom', type: 'source', position: Side.Bottom, x: NODE_WIDTH / 2 - 0.5, y: NODE_HEIGHT - 1, width: 1, height: 1 },
];

export interface PositionNodeData extends Record<string, unknown> {
  position: Position;
  /** Positions directly below this one in the chart (shown or hidden). */
  childCount: number;
  /** All positions below this one in the chart. */
  descendantCount: number;
  /** The branch below is folded away. */
  collapsed: boolean;
  /** Positions hidden because this node is collapsed (0 when open). */
  hiddenCount: number;
  /** Drawn faded: outside the highlighted department. */
  dimmed: boolean;
  /** Found by the search. */
  matched: boolean;
  /** A dragged box is over this one: dropping makes it report here. */
  dropTarget: boolean;
}

export type PositionFlowNode = Node<PositionNodeData, 'position'>;

export interface ChartEdgeData extends Record<string, unknown> {
  /** The line skips positions that the department filter hides. */
  indirect: boolean;
}
export type ChartEdge = Edge<ChartEdgeData>;

export interface ChartStructureOptions {
  /** Positions whose branch is folded away. */
  collapsed?: ReadonlySet<number>;
  /** Show only the positions of these departments (each reports to its nearest shown superior). */
  onlyDepartments?: ReadonlySet<number> | null;
}

export interface Chart {
  nodes: PositionFlowNode[];
  edges: ChartEdge[];
  /** Positions in the chart after the department filter (shown or folded away). */
  total: number;
}

/**
 * The chart of the positions: every position becomes a box and every reporting line (parent_id)
 * a line from the superior down to the position, laid out top-down with dagre. Positions below a
 * collapsed one are left out (the collapsed box says how many). With `onlyDepartments`, only those
 * departments' positions are shown, each joined to its nearest shown superior by a dashed line.
 * A parent_id that points nowhere (outside the caller's scope) makes a root; a cycle, which the
 * server refuses, is cut rather than looping.
 */
export function buildChart(positions: readonly Position[], options: ChartStructureOptions = {}): Chart {
  const collapsed = options.collapsed ?? new Set<number>();
  const only = options.onlyDepartments ?? null;
  const byId = new Map(positions.map((p) => [p.id, p]));
  const included = only ? positions.filter((p) => only.has(p.department_id)) : positions;
  const inChart = new Set(included.map((p) => p.id));

  // The superior each box hangs from: its parent, or with the filter the nearest shown ancestor.
  const parentOf = new Map<number, number | null>();
  const indirect = new Set<number>();
  for (const p of included) {
    let parent = p.parent_id;
    const seen = new Set<number>([p.id]);
    while (parent !== null && !inChart.has(parent)) {
      const up = byId.get(parent);
      if (!up || seen.has(parent)) {
        parent = null;
        break;
      }
      seen.add(parent);
      parent = up.parent_id;
    }
    if (parent === p.id) parent = null;
    if (parent !== null && parent !== p.parent_id) indirect.add(p.id);
    parentOf.set(p.id, parent);
  }

  const children = new Map<number, number[]>();
  const roots: number[] = [];
  for (const p of included) {
    const parent = parentOf.get(p.id)!;
    if (parent === null) roots.push(p.id);
    else push(children, parent, p.id);
  }

  // Reach everything from the roots; a cycle is cut at its first member.
  const reached = new Set<number>();
  const reach = (start: number) => {
    const stack = [start];
    while (stack.length) {
      const id = stack.pop()!;
      if (reached.has(id)) continue;
      reached.add(id);
      for (const child of children.get(id) ?? []) stack.push(child);
    }
  };
  roots.forEach(reach);
  for (const p of included) {
    if (reached.has(p.id)) continue;
    const parent = parentOf.get(p.id)!;
    if (parent !== null)
      children.set(
        parent,
        (children.get(parent) ?? []).filter((c) => c !== p.id),
      );
    parentOf.set(p.id, null);
    roots.push(p.id);
    reach(p.id);
  }

  // Descendant counts, children before parents (reverse of a pre-order walk).
  const order: number[] = [];
  const stack = [...roots].reverse();
  while (stack.length) {
    const id = stack.pop()!;
    order.push(id);
    const kids = children.get(id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) stack.push(kids[i]!);
  }
  const descendants = new Map<number, number>();
  for (let i = order.length - 1; i >= 0; i--) {
    const id = order[i]!;
    descendants.set(
      id,
      (children.get(id) ?? []).reduce((sum, child) => sum + 1 + (descendants.get(child) ?? 0), 0),
    );
  }

  // What is shown: everything not below a collapsed box.
  const visible: number[] = [];
  const walk = [...roots].reverse();
  while (walk.length) {
    const id = walk.pop()!;
    visible.push(id);
    if (collapsed.has(id)) continue;
    const kids = children.get(id) ?? [];
    for (let i = kids.length - 1; i >= 0; i--) walk.push(kids[i]!);
  }

  // A superior with several reports that have none shown below them gets those stacked in two
  // columns (joined by a vertical line between the columns) instead of one very wide row; its
  // reports with teams of their own stay beside the stack as usual.
  const stacked = new Map<number, number[]>();
  for (const id of visible) {
    if (collapsed.has(id)) continue;
    const leaves = (children.get(id) ?? []).filter((kid) => collapsed.has(kid) || !children.get(kid)?.length);
    if (leaves.length >= STACK_MIN) stacked.set(id, leaves);
  }

  const siblingIndex = new Map<number, number>();
  for (const leaves of stacked.values()) leaves.forEach((kid, index) => siblingIndex.set(kid, index));

  const edges: ChartEdge[] = [];
  const slot = new Map<number, { parent: number; index: number }>();
  for (const id of visible) {
    const parent = parentOf.get(id);
    if (parent === null || parent === undefined) continue;
    const dashed = indirect.has(id);
    let targetHandle = 'top';
    const index = siblingIndex.get(id);
    if (index !== undefined) {
      slot.set(id, { parent, index });
      targetHandle = index % 2 === 0 ? 'right' : 'left';
    }
    edges.push({
      id: `e${parent}-${id}`,
      source: String(parent),
      target: String(id),
      sourceHandle: 'bottom',
      targetHandle,
      type: index === undefined ? 'smoothstep' : 'stack',
      data: { indirect: dashed },
      ...(dashed ? { style: { strokeDasharray: '6 4' } } : {}),
    });
  }

  const at = layout(
    visible.filter((id) => !slot.has(id)),
    edges.filter((e) => !slot.has(Number(e.target))),
    [...stacked].map(([id, leaves]) => ({ id, count: leaves.length })),
  );
  const nodes: PositionFlowNode[] = visible.map((id) => {
    const kids = children.get(id)?.length ?? 0;
    const folded = collapsed.has(id) && kids > 0;
    let topLeft: { x: number; y: number };
    const place = slot.get(id);
    if (place) {
      const block = at.get(`g${place.parent}`)!;
      const column = place.index % 2;
      const row = Math.floor(place.index / 2);
      topLeft = { x: block.x - STACK_WIDTH / 2 + column * (NODE_WIDTH + SPINE), y: block.y - block.height / 2 + row * (NODE_HEIGHT + ROW_GAP) };
    } else {
      const point = at.get(String(id))!;
      topLeft = { x: point.x - NODE_WIDTH / 2, y: point.y - NODE_HEIGHT / 2 };
    }
    return {
      id: String(id),
      type: 'position',
      position: topLeft,
      width: NODE_WIDTH,
      height: NODE_HEIGHT,
      measured: { width: NODE_WIDTH, height: NODE_HEIGHT },
      handles: HANDLES,
      connectable: false,
      data: {
        position: byId.get(id)!,
        childCount: kids,
        descendantCount: descendants.get(id) ?? 0,
        collapsed: folded,
        hiddenCount: folded ? (descendants.get(id) ?? 0) : 0,
        dimmed: false,
        matched: false,
        dropTarget: false,
      },
    };
  });
  return { nodes, edges, total: included.length };
}

/**
 * Centres (and heights) of the boxes, top-down: each position, and for each stacked group one
 * block "g<superior>" as tall as its rows, hanging below the superior.
 */
function layout(
  ids: readonly number[],
  edges: readonly ChartEdge[],
  groups: ReadonlyArray<{ id: number; count: number }>,
): Map<string, { x: number; y: number; height: number }> {
  const graph = new dagre.graphlib.Graph();
  // A forest: the tight-tree ranker gives the same ranks as network-simplex, much faster.
  graph.setGraph({ rankdir: 'TB', nodesep: NODE_SEP, ranksep: RANK_SEP, ranker: 'tight-tree', rankalign: 'top', marginx: 20, marginy: 20 });
  graph.setDefaultEdgeLabel(() => ({}));
  for (const id of ids) graph.setNode(String(id), { width: NODE_WIDTH, height: NODE_HEIGHT });
  for (const edge of edges) graph.setEdge(edge.source, edge.target);
  for (const group of groups) {
    const rows = Math.ceil(group.count / 2);
    graph.setNode(`g${group.id}`, { width: STACK_WIDTH, height: rows * NODE_HEIGHT + (rows - 1) * ROW_GAP });
    graph.setEdge(String(group.id), `g${group.id}`);
  }
  // A forest in depth-first order has no crossings to remove: skip the costly ordering sweeps.
  dagre.layout(graph, { disableOptimalOrderHeuristic: true });
  const out = new Map<string, { x: number; y: number; height: number }>();
  for (const name of graph.nodes()) {
    const node = graph.node(name);
    out.set(name, { x: node.x ?? 0, y: node.y ?? 0, height: node.height });
  }
  return out;
}

export interface ChartHighlight {
  /** Fade every box outside these departments. */
  departments?: ReadonlySet<number> | null;
  /** Mark these positions (search results). */
  matches?: ReadonlySet<number> | null;
  /** The box a dragged one is over. */
  dropTarget?: number | null;
}

/** The chart's boxes with fading, search marks and the drop target applied (no new layout). */
export function highlightChart(
  nodes: readonly PositionFlowNode[],
  { departments = null, matches = null, dropTarget = null }: ChartHighlight,
): PositionFlowNode[] {
  return nodes.map((node) => {
    const position = node.data.position;
    const dimmed = departments !== null && !departments.has(position.department_id);
    const matched = matches !== null && matches.has(position.id);
    const target = dropTarget === position.id;
    if (dimmed === node.data.dimmed && matched === node.data.matched && target === node.data.dropTarget) return node;
    return { ...node, data: { ...node.data, dimmed, matched, dropTarget: target } };
  });
}

/** A position and every position below it (it may not report to any of them). */
export const positionSubtree: (positions: readonly Position[], id: number) => Set<number> = subtreeIds;

/** The positions above one (its reporting line up to the top). */
export function ancestorIds(positions: readonly Position[], id: number): number[] {
  const byId = new Map(positions.map((p) => [p.id, p]));
  const out: number[] = [];
  const seen = new Set<number>([id]);
  for (let parent = byId.get(id)?.parent_id ?? null; parent !== null && !seen.has(parent); parent = byId.get(parent)?.parent_id ?? null) {
    seen.add(parent);
    out.push(parent);
  }
  return out;
}

/** Positions whose name, department or holder's name contains the term (case-insensitive). */
export function searchPositions(positions: readonly Position[], term: string): Set<number> | null {
  const needle = term.trim().toLocaleLowerCase();
  if (!needle) return null;
  const has = (text: string) => text.toLocaleLowerCase().includes(needle);
  return new Set(positions.filter((p) => has(p.name) || has(p.department_name) || p.holders.some((h) => has(h.full_name))).map((p) => p.id));
}

export interface DepartmentOption {
  id: number;
  name: string;
  depth: number;
}

/** Departments in tree order with their depth (for drop-downs with indented names). */
export function departmentOptions(departments: readonly Department[]): DepartmentOption[] {
  const ids = new Set(departments.map((d) => d.id));
  const children = new Map<number | null, Department[]>();
  for (const d of departments) {
    const parent = d.parent_id !== null && ids.has(d.parent_id) ? d.parent_id : null;
    push(children, parent, d);
  }
  const out: DepartmentOption[] = [];
  const seen = new Set<number>();
  const walk = (parent: number | null, depth: number) => {
    for (const d of children.get(parent) ?? []) {
      if (seen.has(d.id)) continue;
      seen.add(d.id);
      out.push({ id: d.id, name: d.name, depth });
      walk(d.id, depth + 1);
    }
  };
  walk(null, 0);
  for (const d of departments) if (!seen.has(d.id)) out.push({ id: d.id, name: d.name, depth: 0 });
  return out;
}

/** A department and its sub-departments, all levels down. */
export const departmentSubtree: (departments: readonly Department[], id: number) => Set<number> = subtreeIds;

function push<K, V>(map: Map<K, V[]>, key: K, value: V) {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}

/** What dropping one box onto another means: nothing (no target, or already its superior), a refused cycle, or a move to confirm. */
export function dropOutcome(positions: readonly Position[], movingId: number, targetId: number | null): 'none' | 'cycle' | 'move' {
  const moving = positions.find((p) => p.id === movingId);
  if (!moving || targetId === null || targetId === movingId || moving.parent_id === targetId) return 'none';
  if (!positions.some((p) => p.id === targetId)) return 'none';
  return positionSubtree(positions, movingId).has(targetId) ? 'cycle' : 'move';
}

/**
 * The line into a stacked report: down from the superior to the level where the chart's other
 * lines turn, across to the gap between the two columns, down the gap, and into the box's side.
 * Corners are rounded like React Flow's smoothstep lines.
 */
export function stackEdgePath(sourceX: number, sourceY: number, targetX: number, targetY: number, targetSide: 'left' | 'right'): string {
  const spineX = targetSide === 'left' ? targetX - SPINE / 2 : targetX + SPINE / 2;
  const turnY = sourceY + RANK_SEP / 2;
  const points: Array<[number, number]> = [
    [sourceX, sourceY],
    [sourceX, turnY],
    [spineX, turnY],
    [spineX, targetY],
    [targetX, targetY],
  ];
  // Drop repeated points (a superior right above the gap) and corners on a straight line.
  const kept = points.filter((p, i) => i === 0 || p[0] !== points[i - 1]![0] || p[1] !== points[i - 1]![1]);
  const path = kept.filter((p, i) => {
    if (i === 0 || i === kept.length - 1) return true;
    const [a, b] = [kept[i - 1]!, kept[i + 1]!];
    return !((a[0] === p[0] && p[0] === b[0]) || (a[1] === p[1] && p[1] === b[1]));
  });
  const radius = 5;
  let d = `M${path[0]![0]} ${path[0]![1]}`;
  for (let i = 1; i < path.length; i++) {
    const [x, y] = path[i]!;
    const next = path[i + 1];
    if (!next) {
      d += ` L${x} ${y}`;
      break;
    }
    const [px, py] = path[i - 1]!;
    // Segments run along one axis: their length is the sum of both differences.
    const r = Math.min(radius, (Math.abs(x - px) + Math.abs(y - py)) / 2, (Math.abs(next[0] - x) + Math.abs(next[1] - y)) / 2);
    const inX = x - Math.sign(x - px) * r;
    const inY = y - Math.sign(y - py) * r;
    const outX = x + Math.sign(next[0] - x) * r;
    const outY = y + Math.sign(next[1] - y) * r;
    d += ` L${inX} ${inY} Q${x} ${y} ${outX} ${outY}`;
  }
  return d;
}
