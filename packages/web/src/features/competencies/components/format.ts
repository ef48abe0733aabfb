import type { SkillPeriod } from '@performa/contracts/api/competencies';

/** A weight or total as people read it: at most three decimals, no trailing zeros. */
export const formatWeight = (value: number) => String(Math.round(value * 1000) / 1000);

/** A number typed into a field ("0,4" and "0.4" alike); blank is null, anything else unreadable NaN. */
export function parseNumber(text: string): number | null {
  const trimmed = text.trim().replace(',', '.');
  if (trimmed === '') return null;
  return /^\d*\.?\d+$|^\d+\.$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}

export const periodNames = (periods: readonly SkillPeriod[]) => periods.map((p) => p.name).join(', ');
