import { describe, expect, it } from 'vitest';
import { addDays, daysLeft, periodEnd } from '../../src/services/payments/package.ts';

/** The dates of a package (docs/product.md §1.4, ADR 34). */
describe('package dates', () => {
  it('ends the day before the same day, months later, clamped to the month’s end', () => {
    expect(periodEnd('2026-01-15', 12)).toBe('2027-01-14');
    expect(periodEnd('2026-01-15', 1)).toBe('2026-02-14');
    expect(periodEnd('2026-01-31', 1)).toBe('2026-02-27');
    expect(periodEnd('2028-01-31', 1)).toBe('2028-02-28');
    expect(periodEnd('2026-11-01', 3)).toBe('2027-01-31');
    expect(periodEnd('2026-12-31', 2)).toBe('2027-02-27');
  });

  it('chains: the day after one period’s end starts the next without a gap', () => {
    const end = periodEnd('2026-03-10', 3);
    expect(addDays(end, 1)).toBe('2026-06-10');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  });

  it('counts the days left with today and the end day both active', () => {
    expect(daysLeft('2026-11-28', '2026-11-28')).toBe(1);
    expect(daysLeft('2026-11-28', '2026-12-11')).toBe(14);
    expect(daysLeft('2026-12-01', '2026-11-28')).toBe(-2);
  });
});
