import { describe, expect, it } from 'vitest';
import { formatAmount, formatFractionPercent, formatNorm, formatNumber, formatScore } from './numbers.ts';

describe('numbers in the viewer’s language (docs/product.md §4)', () => {
  it('writes the separators of each language', () => {
    expect(formatNumber(1234.5, { min: 2, max: 2 }, 'en')).toBe('1,234.50');
    expect(formatNumber(1234.5, { min: 2, max: 2 }, 'az')).toBe('1.234,50');
    expect(formatNumber(1234.5, { min: 2, max: 2 }, 'ru')).toBe('1\u00a0234,50');
  });

  it('rounds a score half away from zero as the API does, where toFixed would not', () => {
    expect((1.005).toFixed(2)).toBe('1.00');
    expect(formatScore(1.005, 'en')).toBe('1.01');
    expect(formatScore(71.555, 'az')).toBe('71,56');
    expect(formatScore(-2.345, 'en')).toBe('-2.35');
    expect(formatScore(null, 'ru')).toBe('—');
  });

  it('writes amounts with at most two decimals', () => {
    expect(formatAmount(12.5, 'ru')).toBe('12,5');
    expect(formatAmount(100, 'az')).toBe('100');
    expect(formatAmount(0.333333, 'en')).toBe('0.33');
    expect(formatAmount(undefined, 'en')).toBe('—');
    expect(formatFractionPercent(0.125, 'az')).toBe('12,5 %');
    expect(formatFractionPercent(null, 'en')).toBe('—');
  });

  it('writes a norm as typed on its scale, with the score it counts as beside it', () => {
    expect(formatNorm(4, 80, 'en')).toBe('4 (80.00)');
    expect(formatNorm(3.5, 62.5, 'az')).toBe('3,5 (62,50)');
    expect(formatNorm(4, null, 'ru')).toBe('4');
    expect(formatNorm(null, 80, 'en')).toBe('—');
  });
});
