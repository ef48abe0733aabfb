import { roundScore } from '@performa/contracts/scoring';

/** A score with two decimals, rounded half away from zero as the API rounds (docs/product.md §4), or a dash. */
export const scoreText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : roundScore(value).toFixed(2));

/** A target, actual, rating or weight as people read it: at most two decimals, or a dash. */
export const numberText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : String(roundScore(value)));

/** A party weight (a fraction) in percent. */
export const percentText = (fraction: number | null) => (fraction === null ? '—' : `${roundScore(fraction * 100)} %`);
