import { describe, expect, it } from 'vitest';
import { inPercent, partySumProblem, splitSumProblem } from './api/weights.ts';
import { exceeds, reaches, sumOf, toFraction, toPercent } from './weight-sums.ts';

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

describe('percent at the form edge (docs/product.md §3.13)', () => {
  it('turns fractions into percent and back without binary noise', () => {
    expect([0.07, 0.1 + 0.2, 0.6, 1, 0].map(toPercent)).toEqual([7, 30, 60, 100, 0]);
    expect([7, 30, 60, 33.5, 100].map(toFraction)).toEqual([0.07, 0.3, 0.6, 0.335, 1]);
    for (const fraction of [0.125, 0.3, 0.45, 0.07]) expect(toFraction(toPercent(fraction))).toBe(fraction);
  });

  it('checks a set typed in percent by the rule of fractions, with the messages of percent', () => {
    expect(inPercent(partySumProblem)([50, 10, 30, 20])).toBe('validation.weightSum100');
    expect(inPercent(partySumProblem)([50, 10, 30, 10])).toBeNull();
    expect(inPercent(splitSumProblem)([50, 40])).toBe('validation.weightSumExact100');
    expect(inPercent(partySumProblem)([0, 0, 0, 0])).toBe('validation.weightSumZero');
  });
});
