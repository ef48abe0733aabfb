import { describe, expect, it } from 'vitest';
import { exceeds, reaches, sumOf } from './weight-sums.ts';

describe('weight sums', () => {
  it('ignore binary rounding noise but nothing more', () => {
    expect(sumOf([0.1, 0.2])).not.toBe(0.3);
    expect(exceeds(sumOf([0.1, 0.2]), 0.3)).toBe(false);
    expect(reaches(sumOf([0.1, 0.2]), 0.3)).toBe(true);
    expect(reaches(sumOf([0.6, 0.3, 0.1]), 1)).toBe(true);
    expect(reaches(sumOf([33.3, 33.3, 33.4]), 100)).toBe(true);
    expect(exceeds(1.000001, 1)).toBe(true);
    expect(exceeds(100.01, 100)).toBe(true);
    expect(reaches(99.99, 100)).toBe(false);
    expect(sumOf([])).toBe(0);
  });
});
