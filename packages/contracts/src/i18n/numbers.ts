import { roundScore } from '../scoring.ts';
import type { Language } from './languages.ts';

/**
 * Numbers as people of a language write them: en 1,234.5; az 1.234,5; ru 1 234,5 (docs/product.md §4),
 * the same on screens and in PDFs. The separators are set here rather than taken from the
 * runtime: Debian's Chromium has no Azerbaijani number data, and a score must read the same everywhere.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  az: { group: '.', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
};

export function formatNumber(value: number, digits: { min?: number; max?: number }, language: Language): string {
  const english = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max ?? 2 }).format(value);
  const { group, decimal } = SEPARATORS[language];
  return english.replace(/[,.]/g, (c) => (c === ',' ? group : decimal));
}

/** A score with two decimals, rounded half away from zero as the API rounds (docs/product.md §4), or a dash. */
export function formatScore(value: number | null | undefined, language: Language): string {
  return value === null || value === undefined ? '—' : formatNumber(roundScore(value), { min: 2, max: 2 }, language);
}

/** A target, actual, rating or weight as people read it: at most two decimals, or a dash. */
export function formatAmount(value: number | null | undefined, language: Language): string {
  return value === null || value === undefined ? '—' : formatNumber(roundScore(value), { max: 2 }, language);
}

/** A fraction (a weight, 0.25) in percent ("25 %"), or a dash. */
export function formatFractionPercent(fraction: number | null | undefined, language: Language): string {
  return fraction === null || fraction === undefined ? '—' : `${formatAmount(fraction * 100, language)} %`;
}

/**
 * A competency's norm as it was typed, on its rating scale, with the score it counts as beside it (4 on a
 * 1–5 scale: "4 (80.00)"), or a dash: the level people set, and the number scores are compared with.
 */
export function formatNorm(norm: number | null | undefined, normScore: number | null | undefined, language: Language): string {
  if (norm === null || norm === undefined) return '—';
  return normScore === null || normScore === undefined ? formatAmount(norm, language) : `${formatAmount(norm, language)} (${formatScore(normScore, language)})`;
}

/** A message's values as its reader writes them: numbers with the language's separators (az and ru 1,5), texts as they are. */
export function readableParams(params: Readonly<Record<string, string | number>>, language: Language): Record<string, string> {
  return Object.fromEntries(Object.entries(params).map(([name, value]) => [name, typeof value === 'number' ? formatAmount(value, language) : value]));
}

/** An amount of money with its currency (ISO 4217) as its reader writes it: "1,200.00 AZN", "1.200,00 AZN", "1 200,00 AZN". */
export function formatMoney(value: number, currency: string, language: Language): string {
  return `${formatNumber(value, { min: 2, max: 2 }, language)} ${currency}`;
}
