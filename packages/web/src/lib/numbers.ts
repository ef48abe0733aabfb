import type { Language } from '@performa/contracts/i18n/languages';
import { roundScore } from '@performa/contracts/scoring';
import { currentLanguage } from './i18n.ts';

/**
 * Numbers as people of the UI language write them: en 1,234.5; az 1.234,5; ru 1 234,5. The separators
 * are set here rather than taken from the browser: Debian's Chromium has no Azerbaijani number data
 * (the same gap lib/dates.ts fills for dates), and a score must read the same on every screen.
 */
const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  en: { group: ',', decimal: '.' },
  az: { group: '.', decimal: ',' },
  ru: { group: '\u00a0', decimal: ',' },
};

export function formatNumber(value: number, digits: { min?: number; max?: number } = {}, language: Language = currentLanguage()): string {
  const english = new Intl.NumberFormat('en-US', { minimumFractionDigits: digits.min ?? 0, maximumFractionDigits: digits.max ?? 2 }).format(value);
  const { group, decimal } = SEPARATORS[language];
  return english.replace(/[,.]/g, (c) => (c === ',' ? group : decimal));
}

const none = (value: number | null | undefined): value is null | undefined => value === null || value === undefined;

/** A score with two decimals, rounded half away from zero as the API rounds (docs/product.md §4), or a dash. */
export const scoreText = (value: number | null | undefined, language?: Language) =>
  none(value) ? '—' : formatNumber(roundScore(value), { min: 2, max: 2 }, language);

/** A target, actual, rating or weight as people read it: at most two decimals, or a dash. */
export const numberText = (value: number | null | undefined, language?: Language) =>
  none(value) ? '—' : formatNumber(roundScore(value), { max: 2 }, language);

/** A fraction (a party weight, 0.25) in percent ("25 %"), or a dash. */
export const fractionPercentText = (fraction: number | null | undefined, language?: Language) =>
  none(fraction) ? '—' : `${formatNumber(roundScore(fraction * 100), { max: 2 }, language)} %`;

/** A value already in percent ("12.5 %"), or a dash. */
export const percentText = (value: number | null | undefined, language?: Language) =>
  none(value) ? '—' : `${formatNumber(roundScore(value), { max: 2 }, language)} %`;

/** A signed difference ("+3.20", "−1.50"), or a dash. */
export const signedText = (value: number | null | undefined, digits = 2, language?: Language) =>
  none(value) ? '—' : `${value > 0 ? '+' : ''}${formatNumber(roundScore(value), { min: digits, max: digits }, language)}`;
