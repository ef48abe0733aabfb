import { describe, expect, it } from 'vitest';
import { withChange, withSwap } from './proposal-changes.ts';

const add = (evaluator: number) => ({ evaluatee_id: 1, evaluator_id: evaluator, party: 'coworker' as const, action: 'add' as const });
const remove = (evaluator: number) => ({ ...add(evaluator), action: 'remove' as const });

describe('the changes to a bulk proposal', () => {
  it('keeps a repeated change once and lets an opposite change cancel the earlier one', () => {
    expect(withChange([add(5)], add(5))).toEqual([add(5)]);
    expect(withChange([add(5)], remove(5))).toEqual([]);
    expect(withChange([remove(5)], add(5))).toEqual([]);
    expect(withChange([add(5)], add(6))).toEqual([add(5), add(6)]);
  });

  it('swaps as a removal and an addition, and swapping back leaves nothing', () => {
    const swapped = withSwap([], 1, 'coworker', 5, 6);
    expect(swapped).toEqual([remove(5), add(6)]);
    expect(withSwap(swapped, 1, 'coworker', 6, 5)).toEqual([]);
  });
});
