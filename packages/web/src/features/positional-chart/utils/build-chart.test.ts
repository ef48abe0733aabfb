import type { Department, Position } from '@performa/contracts/api/organisation';
import { describe, expect, it } from 'vitest';
import {
  ancestorIds,
  buildChart,
  departmentOptions,
  departmentSubtree,
  dropOutcome,
  stackEdgePath,
  highlightChart,
  NODE_HEIGHT,
  NODE_WIDTH,
  positionSubtree,
  searchPositions,
} from './build-chart.ts';

const pos = (id: number, name: string, parent_id: number | null, department_id = 1, holders: Position['holders'] = []): Position => ({
  id,
  name,
  department_id,
  department_name: `Dep ${department_id}`,
  parent_id,
  holders,
});

//        1 CEO (d1)
//      /          \
//   2 CFO (d2)   3 CTO (d3)
//     |           /     \
//  4 Acct (d2)  5 Dev (d3) 6 Ops (d1)
//                 |
//              7 Junior (d3)
const POSITIONS: Position[] = [
  pos(1, 'CEO', null, 1),
  pos(2, 'CFO', 1, 2),
  pos(3, 'CTO', 1, 3),
  pos(4, 'Accountant', 2, 2),
  pos(5, 'Developer', 3, 3, [{ id: 11, full_name: 'Leyla Aliyeva', image: null }]),
  pos(6, 'Operations', 3, 1),
  pos(7, 'Junior developer', 5, 3),
];

const edgePairs = (chart: ReturnType<typeof buildChart>) => chart.edges.map((e) => `${e.source}>${e.target}`).sort();
const ids = (chart: ReturnType<typeof buildChart>) => chart.nodes.map((n) => Number(n.id)).sort((a, b) => a - b);
const node = (chart: ReturnType<typeof buildChart>, id: number) => chart.nodes.find((n) => n.id === String(id))!;

describe('buildChart', () => {
  it('makes every position a box and every parent_id a line down from the superior', () => {
    const chart = buildChart(POSITIONS);
    expect(ids(chart)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(edgePairs(chart)).toEqual(['1>2', '1>3', '2>4', '3>5', '3>6', '5>7']);
    expect(chart.edges.every((e) => e.type === 'smoothstep')).toBe(true);
    expect(chart.total).toBe(7);
    expect(node(chart, 5).data.position.holders[0]!.full_name).toBe('Leyla Aliyeva');
    expect(node(chart, 3).data).toMatchObject({ childCount: 2, descendantCount: 3, collapsed: false, hiddenCount: 0 });
    expect(node(chart, 7).data).toMatchObject({ childCount: 0, descendantCount: 0 });
  });

  it('lays out top-down: superiors above their reports, boxes never overlap', () => {
    const chart = buildChart(POSITIONS);
    for (const edge of chart.edges) {
      expect(node(chart, Number(edge.source)).position.y).toBeLessThan(node(chart, Number(edge.target)).position.y);
    }
    const boxes = chart.nodes.map((n) => n.position);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const a = boxes[i]!;
        const b = boxes[j]!;
        const overlap = a.x < b.x + NODE_WIDTH && b.x < a.x + NODE_WIDTH && a.y < b.y + NODE_HEIGHT && b.y < a.y + NODE_HEIGHT;
        expect(overlap).toBe(false);
      }
    }
    expect(chart.nodes.every((n) => n.width === NODE_WIDTH && n.height === NODE_HEIGHT && n.type === 'position')).toBe(true);
  });

  it('stacks many leaf reports in two columns below their superior, joined from the side', () => {
    const team = [pos(1, 'Lead', null), ...[2, 3, 4, 5, 6].map((id) => pos(id, `Member ${id}`, 1))];
    const chart = buildChart(team);
    const at = (id: number) => node(chart, id).position;
    // Columns: 2, 4, 6 on the left; 3, 5 on the right; rows go down.
    expect(at(2).x).toBe(at(4).x);
    expect(at(4).x).toBe(at(6).x);
    expect(at(3).x).toBe(at(5).x);
    expect(at(3).x).toBeGreaterThan(at(2).x + NODE_WIDTH);
    expect(at(2).y).toBe(at(3).y);
    expect(at(4).y).toBeGreaterThan(at(2).y + NODE_HEIGHT);
    expect(at(6).y).toBeGreaterThan(at(4).y + NODE_HEIGHT);
    expect(at(2).y).toBeGreaterThan(at(1).y + NODE_HEIGHT);
    // The lead sits above the gap between the columns, where the line runs down.
    const spine = (at(2).x + NODE_WIDTH + at(3).x) / 2;
    expect(Math.abs(at(1).x + NODE_WIDTH / 2 - spine)).toBeLessThan(2);
    expect(chart.edges.every((e) => e.type === 'stack')).toBe(true);
    const handle = (id: number) => chart.edges.find((e) => e.target === String(id))!.targetHandle;
    expect([2, 3, 4, 5, 6].map(handle)).toEqual(['right', 'left', 'right', 'left', 'right']);
    // A report with a team of its own stands beside the stack of the others.
    const mixed = buildChart([...team, pos(7, 'Intern', 2)]);
    const mixedHandle = (id: number) => mixed.edges.find((e) => e.target === String(id))!.targetHandle;
    expect([2, 7].map(mixedHandle)).toEqual(['top', 'top']);
    expect([3, 4, 5, 6].map(mixedHandle)).toEqual(['right', 'left', 'right', 'left']);
    // Two leaves are not worth a stack.
    const small = buildChart([...team.slice(0, 3), pos(7, 'Intern', 2)]);
    expect(small.edges.every((e) => e.targetHandle === 'top')).toBe(true);
    // Folding a report makes it a leaf again: stacked.
    expect(buildChart([...team, pos(7, 'Intern', 2)], { collapsed: new Set([2]) }).edges.find((e) => e.target === '2')!.targetHandle).toBe('right');
  });

  it('collapsing hides the descendants and says how many are hidden', () => {
    const chart = buildChart(POSITIONS, { collapsed: new Set([3]) });
    expect(ids(chart)).toEqual([1, 2, 3, 4]);
    expect(edgePairs(chart)).toEqual(['1>2', '1>3', '2>4']);
    expect(node(chart, 3).data).toMatchObject({ collapsed: true, hiddenCount: 3, childCount: 2 });
    // Collapsing a leaf changes nothing.
    const leaf = buildChart(POSITIONS, { collapsed: new Set([7]) });
    expect(ids(leaf)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(node(leaf, 7).data.collapsed).toBe(false);
    // Nested collapses: the outer one counts everything below it.
    const nested = buildChart(POSITIONS, { collapsed: new Set([1, 5]) });
    expect(ids(nested)).toEqual([1]);
    expect(node(nested, 1).data.hiddenCount).toBe(6);
  });

  it('with a department filter shows only its positions, joined to the nearest shown superior', () => {
    const chart = buildChart(POSITIONS, { onlyDepartments: new Set([1]) });
    expect(ids(chart)).toEqual([1, 6]);
    expect(edgePairs(chart)).toEqual(['1>6']);
    expect(chart.edges[0]!.data!.indirect).toBe(true);
    expect(chart.total).toBe(2);
    const d3 = buildChart(POSITIONS, { onlyDepartments: new Set([3]) });
    expect(edgePairs(d3)).toEqual(['3>5', '5>7']);
    expect(d3.edges.every((e) => !e.data!.indirect)).toBe(true);
  });

  it('makes a position whose superior is unknown a root, and cuts cycles', () => {
    const chart = buildChart([pos(1, 'A', 99), pos(2, 'B', 3), pos(3, 'C', 2)]);
    expect(ids(chart)).toEqual([1, 2, 3]);
    expect(chart.edges).toHaveLength(1);
    expect(buildChart([])).toEqual({ nodes: [], edges: [], total: 0 });
  });

  it('draws no overlapping boxes and no crossing lines in a bigger tree', () => {
    // (Lines into stacks excepted: they run down between the columns.)
    // Every position reports to an earlier one: a random forest of 120.
    let seed = 7;
    const random = () => (seed = (seed * 16807) % 2147483647) / 2147483647;
    const forest = Array.from({ length: 120 }, (_, i) => pos(i + 1, `P${i + 1}`, i < 3 ? null : 1 + Math.floor(random() * i), 1 + (i % 4)));
    const chart = buildChart(forest);
    expect(chart.edges.some((e) => e.targetHandle === 'top')).toBe(true);
    expect(chart.edges.some((e) => e.targetHandle === 'left')).toBe(true);
    // No two boxes overlap (stacks included).
    const boxes = chart.nodes.map((n) => n.position);
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        const [a, b] = [boxes[i]!, boxes[j]!];
        expect(a.x < b.x + NODE_WIDTH && b.x < a.x + NODE_WIDTH && a.y < b.y + NODE_HEIGHT && b.y < a.y + NODE_HEIGHT).toBe(false);
      }
    }
    const x = (id: string) => chart.nodes.find((n) => n.id === id)!.position.x;
    const y = (id: string) => chart.nodes.find((n) => n.id === id)!.position.y;
    for (const a of chart.edges) {
      for (const b of chart.edges) {
        if (
          a === b ||
          a.source === b.source ||
          a.targetHandle !== 'top' ||
          b.targetHandle !== 'top' ||
          y(a.source) !== y(b.source) ||
          y(a.target) !== y(b.target)
        )
          continue;
        if (x(a.source) < x(b.source)) expect(x(a.target)).toBeLessThan(x(b.target));
      }
    }
  });

  it('lays out 500 positions: a node per position, an edge per reporting line', () => {
    const big: Position[] = [];
    let id = 0;
    for (let d = 1; d <= 10; d++) {
      const head = ++id;
      big.push(pos(head, `Head ${d}`, null, d));
      const managers = [];
      for (let m = 0; m < 4; m++) {
        managers.push(++id);
        big.push(pos(id, `Manager ${d}.${m}`, head, d));
      }
      for (let s = 0; s < 45; s++) big.push(pos(++id, `Staff ${d}.${s}`, managers[s % 4]!, d));
    }
    expect(big).toHaveLength(500);
    // How fast is for a benchmark to tell, not a test (bench/organisation.ts).
    const chart = buildChart(big);
    expect(chart.nodes.map((n) => n.id).sort()).toEqual(big.map((p) => String(p.id)).sort());
    expect(chart.edges).toHaveLength(490);
  });
});

describe('stackEdgePath', () => {
  it('runs down the gap between the columns into the side of the box', () => {
    // Superior right above the gap (x 100): straight down, then left into a right-column box at x 124.
    expect(stackEdgePath(100, 0, 124, 200, 'left')).toBe('M100 0 L100 195 Q100 200 105 200 L124 200');
    // Superior off to the left: down to the turning level (36), across to the gap (x 300), down, into a left-column box's right side.
    expect(stackEdgePath(0, 0, 276, 200, 'right')).toBe('M0 0 L0 31 Q0 36 5 36 L295 36 Q300 36 300 41 L300 195 Q300 200 295 200 L276 200');
  });
});

describe('highlightChart', () => {
  it('fades other departments, marks search results and the drop target without a new layout', () => {
    const chart = buildChart(POSITIONS);
    const lit = highlightChart(chart.nodes, { departments: new Set([3]), matches: new Set([5]), dropTarget: 2 });
    const data = (id: number) => lit.find((n) => n.id === String(id))!.data;
    expect(data(1).dimmed).toBe(true);
    expect(data(3).dimmed).toBe(false);
    expect(data(5).matched).toBe(true);
    expect(data(4).matched).toBe(false);
    expect(data(2).dropTarget).toBe(true);
    expect(lit.map((n) => n.position)).toEqual(chart.nodes.map((n) => n.position));
    // Unchanged boxes are the same objects (React Flow re-renders only what changed).
    expect(highlightChart(chart.nodes, {})[0]).toBe(chart.nodes[0]);
  });
});

describe('helpers', () => {
  it('finds a subtree, the line up, and search matches by name, department or holder', () => {
    expect([...positionSubtree(POSITIONS, 3)].sort()).toEqual([3, 5, 6, 7]);
    expect(ancestorIds(POSITIONS, 7)).toEqual([5, 3, 1]);
    expect(ancestorIds(POSITIONS, 1)).toEqual([]);
    expect([...searchPositions(POSITIONS, 'DEVELOPER')!].sort()).toEqual([5, 7]);
    expect([...searchPositions(POSITIONS, 'leyla')!]).toEqual([5]);
    expect([...searchPositions(POSITIONS, 'dep 2')!].sort()).toEqual([2, 4]);
    expect(searchPositions(POSITIONS, ' ')).toBeNull();
  });

  it('decides what dropping a box onto another means', () => {
    expect(dropOutcome(POSITIONS, 4, 3)).toBe('move');
    expect(dropOutcome(POSITIONS, 4, 2)).toBe('none'); // already reports there
    expect(dropOutcome(POSITIONS, 4, null)).toBe('none');
    expect(dropOutcome(POSITIONS, 4, 4)).toBe('none');
    expect(dropOutcome(POSITIONS, 3, 7)).toBe('cycle'); // below itself
    expect(dropOutcome(POSITIONS, 1, 99)).toBe('none');
  });

  it('orders departments as a tree and collects sub-departments', () => {
    const dep = (id: number, name: string, parent_id: number | null): Department => ({ id, name, parent_id, employee_count: 0, position_count: 0 });
    const list = [dep(3, 'Audit', 1), dep(1, 'Finance', null), dep(2, 'Sales', null), dep(4, 'Internal', 3)];
    expect(departmentOptions(list)).toEqual([
      { id: 1, name: 'Finance', depth: 0 },
      { id: 3, name: 'Audit', depth: 1 },
      { id: 4, name: 'Internal', depth: 2 },
      { id: 2, name: 'Sales', depth: 0 },
    ]);
    expect([...departmentSubtree(list, 1)].sort()).toEqual([1, 3, 4]);
  });
});
