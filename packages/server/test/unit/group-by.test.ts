import { describe, expect, it } from 'vitest';
import { groupBy } from '../../src/lib/group-by.ts';

describe('groupBy', () => {
  const rows = [
    { goal: 7, id: 1 },
    { goal: 3, id: 2 },
    { goal: 7, id: 3 },
    { goal: 3, id: 4 },
    { goal: 9, id: 5 },
  ];

  it('keeps each group in the order of the list, and the keys in the order they first appear', () => {
    const groups = groupBy(rows, (r) => r.goal);
    expect([...groups.keys()]).toEqual([7, 3, 9]);
    expect(groups.get(7)).toEqual([rows[0], rows[2]]);
    expect(groups.get(3)).toEqual([rows[1], rows[3]]);
    expect(groups.get(9)).toEqual([rows[4]]);
    expect(groups.get(1)).toBeUndefined();
  });

  it('keeps what `value` makes of each item', () => {
    expect(
      groupBy(
        rows,
        (r) => r.goal,
        (r) => r.id,
      ),
    ).toEqual(
      new Map([
        [7, [1, 3]],
        [3, [2, 4]],
        [9, [5]],
      ]),
    );
  });

  it('tells keys apart as a Map does (null is a key of its own, strings and numbers differ)', () => {
    const groups = groupBy([null, 1, '1', null], (v) => v);
    expect([...groups.entries()]).toEqual([
      [null, [null, null]],
      [1, [1]],
      ['1', ['1']],
    ]);
  });

  it('reads any iterable once, and answers an empty Map for no items', () => {
    function* once() {
      yield 'a';
      yield 'bb';
      yield 'c';
    }
    expect(groupBy(once(), (s) => s.length)).toEqual(
      new Map([
        [1, ['a', 'c']],
        [2, ['bb']],
      ]),
    );
    expect(groupBy([], () => 0).size).toBe(0);
  });
});
