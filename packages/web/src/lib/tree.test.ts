import { describe, expect, it } from 'vitest';
import { subtreeIds } from './tree.ts';

const ROWS = [
  { id: 1, parent_id: null },
  { id: 2, parent_id: 1 },
  { id: 3, parent_id: 2 },
  { id: 4, parent_id: 1 },
  { id: 5, parent_id: null },
  { id: 6, parent_id: 99 },
];

describe('subtreeIds', () => {
  it('is the row and every row below it, all levels down', () => {
    expect([...subtreeIds(ROWS, 1)].sort()).toEqual([1, 2, 3, 4]);
    expect([...subtreeIds(ROWS, 2)].sort()).toEqual([2, 3]);
    expect([...subtreeIds(ROWS, 5)]).toEqual([5]);
    expect([...subtreeIds(ROWS, 99)].sort()).toEqual([6, 99]);
  });

  it('does not loop on a parent cycle', () => {
    const cycle = [
      { id: 1, parent_id: 3 },
      { id: 2, parent_id: 1 },
      { id: 3, parent_id: 2 },
      { id: 4, parent_id: 4 },
    ];
    expect([...subtreeIds(cycle, 2)].sort()).toEqual([1, 2, 3]);
    expect([...subtreeIds(cycle, 4)]).toEqual([4]);
  });
});
