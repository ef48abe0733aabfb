import type { BoxLevel, NineBoxCell } from '@performa/contracts/api/results';
import { roundScore } from '@performa/contracts/scoring';

/** A score with two decimals, rounded as the API rounds (docs/product.md §4), or a dash. */
export const scoreText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : roundScore(value).toFixed(2));

/** A percent as people read it ("12.5 %"), or a dash. */
export const percentText = (value: number | null | undefined) => (value === null || value === undefined ? '—' : `${roundScore(value)} %`);

/** A signed difference ("+3.2", "−1.5"), or a dash. */
export const signedText = (value: number | null | undefined, digits = 2) =>
  value === null || value === undefined ? '—' : `${value > 0 ? '+' : ''}${roundScore(value).toFixed(digits)}`;

/** The goal (results) and skill (behaviour) levels of a 9-box cell. */
export const levelsOf = (cell: NineBoxCell) => cell.split('/') as [BoxLevel, BoxLevel];
