import type { Department } from '@performa/contracts/api/organisation';
import { describe, expect, it } from 'vitest';
import { subtreeIds } from '../../../lib/tree.ts';
import { buildDepartmentTree, flattenTree, parentIds, splitMatch } from './department-tree.ts';
import { dep } from '../testing/fixtures.ts';

// As the server sends it: ordered by name, children may come before their parents.
const FLAT: Department[] = [
  dep(4, 'Accounting', 1, 3, 2),
  dep(1, 'Finance', null, 5, 4),
  dep(6, 'Payroll', 4, 1, 1),
  dep(2, 'Sales', null, 0, 0),
  dep(5, 'Treasury', 1, 2, 1),
];

describe('buildDepartmentTree', () => {
  it('nests every row under its parent, keeping the server order and the counts', () => {
    const roots = buildDepartmentTree(FLAT);
    expect(roots.map((r) => r.name)).toEqual(['Finance', 'Sales']);
    const finance = roots[0]!;
    expect(finance.children.map((c) => c.name)).toEqual(['Accounting', 'Treasury']);
    expect(finance.children[0]!.children.map((c) => c.name)).toEqual(['Payroll']);
    expect(finance.children[0]!.children[0]!.depth).toBe(2);
    expect(finance).toMatchObject({ employee_count: 5, position_count: 4, depth: 0 });
    expect(finance.children[0]).toMatchObject({ employee_count: 3, position_count: 2, depth: 1 });
    expect(roots[1]!.children).toEqual([]);
  });

  it('makes a row whose parent is not in the list a root (scoped admins, search results)', () => {
    const roots = buildDepartmentTree([dep(4, 'Accounting', 1), dep(6, 'Payroll', 4)]);
    expect(roots.map((r) => r.id)).toEqual([4]);
    expect(roots[0]!.children.map((r) => r.id)).toEqual([6]);
  });

  it('never loses rows caught in a parent cycle', () => {
    const roots = buildDepartmentTree([dep(1, 'A', 2), dep(2, 'B', 1), dep(3, 'C', null)]);
    expect(
      flattenTree(roots)
        .map((r) => r.id)
        .sort(),
    ).toEqual([1, 2, 3]);
  });

  it('flattens depth first and lists the nodes with children', () => {
    const roots = buildDepartmentTree(FLAT);
    expect(flattenTree(roots).map((r) => r.id)).toEqual([1, 4, 6, 5, 2]);
    expect(parentIds(roots)).toEqual([1, 4]);
  });
});

describe('subtreeIds', () => {
  it('is the department and everything below it', () => {
    expect([...subtreeIds(FLAT, 1)].sort()).toEqual([1, 4, 5, 6]);
    expect([...subtreeIds(FLAT, 4)].sort()).toEqual([4, 6]);
    expect([...subtreeIds(FLAT, 2)]).toEqual([2]);
  });
});

describe('splitMatch', () => {
  it('splits around the first case-insensitive match, literally', () => {
    expect(splitMatch('Accounting', 'COUNT')).toEqual(['Ac', 'count', 'ing']);
    expect(splitMatch('R&D (core)', '(core')).toEqual(['R&D ', '(core', ')']);
    expect(splitMatch('Sales', 'x')).toBeNull();
    expect(splitMatch('Sales', '  ')).toBeNull();
  });
});
