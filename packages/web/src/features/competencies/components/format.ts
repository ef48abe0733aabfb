import { parseDecimal } from '@performa/contracts/validation';
import type { SkillPeriod } from '@performa/contracts/api/competencies';
import { toPercent } from '@performa/contracts/weight-sums';
import { formatNumber } from '../../../lib/numbers.ts';

/** A weight or total in percent as people read it: at most three decimals, no trailing zeros, in the reader's separators. */
export const formatWeight = (value: number) => formatNumber(value, { max: 3 });

/** A stored weight (a fraction, ADR 10) as people read it: in percent (docs/product.md §3.13). */
export const percentText = (fraction: number) => formatWeight(toPercent(fraction));

/** A stored weight as a weight field holds it to be typed over: in percent, at most three decimals ("0,4" and "0.4" both read back). */
export const percentInput = (fraction: number) => String(Math.round(toPercent(fraction) * 1000) / 1000);

/** A weight typed into a field ("0,4" and "0.4" alike, read by parseDecimal); blank is null, a negative or unreadable text NaN. */
export function parseNumber(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value < 0 ? Number.NaN : value;
}

export const periodNames = (periods: readonly SkillPeriod[]) => periods.map((p) => p.name).join(', ');
