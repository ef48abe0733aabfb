import type { Language } from '@performa/contracts/i18n/languages';
import { roundScore } from '@performa/contracts/scoring';
import { formatAmount, formatFractionPercent, formatNorm, formatNumber as formatIn, formatScore } from '@performa/contracts/i18n/numbers';
import { currentLanguage } from './i18n.ts';

/** A number in the UI language's separators (docs/product.md §4); the rule itself is shared with the server's PDFs. */
export function formatNumber(value: number, digits: { min?: number; max?: number } = {}, language: Language = currentLanguage()): string {
  return formatIn(value, digits, language);
}

const none = (value: number | null | undefined): value is null | undefined => value === null || value === undefined;

/** A score with two decimals, rounded half away from zero as the API rounds (docs/product.md §4), or a dash. */
export const scoreText = (value: number | null | undefined, language: Language = currentLanguage()) => formatScore(value, language);

/** A target, actual, rating or weight as people read it: at most two decimals, or a dash. */
export const numberText = (value: number | null | undefined, language: Language = currentLanguage()) => formatAmount(value, language);

/** A competency's norm on its rating scale with the score it counts as: "4 (80.00)", or a dash. */
export const normText = (norm: number | null | undefined, normScore: number | null | undefined, language: Language = currentLanguage()) =>
  formatNorm(norm, normScore, language);

/** A fraction (a party weight, 0.25) in percent ("25 %"), or a dash. */
export const fractionPercentText = (fraction: number | null | undefined, language: Language = currentLanguage()) => formatFractionPercent(fraction, language);

/** A value already in percent ("12.5 %"), or a dash. */
export const percentText = (value: number | null | undefined, language: Language = currentLanguage()) =>
  none(value) ? '—' : `${formatAmount(value, language)} %`;

/** A signed difference ("+3.20", "−1.50"), or a dash. */
export const signedText = (value: number | null | undefined, digits = 2, language?: Language) =>
  none(value) ? '—' : `${value > 0 ? '+' : ''}${formatNumber(roundScore(value), { min: digits, max: digits }, language)}`;
