import { parseDecimal } from '@performa/contracts/validation';
import type { SkillPeriod } from '@performa/contracts/api/competencies';
import { toPercent } from '@performa/contracts/weight-sums';

/** A weight or total as people read it: at most three decimals, no trailing zeros. */
export const formatWeight = (value: number) => String(Math.round(value * 1000) / 1000);

/** A stored weight (a fraction, ADR 10) as people read and type it: in percent (docs/product.md §3.13). */
export const percentText = (fraction: number) => formatWeight(toPercent(fraction));

/** A weight typed into a field ("0,4" and "0.4" alike, read by parseDecimal); blank is null, a negative or unreadable text NaN. */
export function parseNumber(text: string): number | null {
  const value = parseDecimal(text);
  return value !== null && value < 0 ? Number.NaN : value;
}

export const periodNames = (periods: readonly SkillPeriod[]) => periods.map((p) => p.name).join(', ');
