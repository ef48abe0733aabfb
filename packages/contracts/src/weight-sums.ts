/**
 * How every weight sum is compared (competency, party and goal weights, splits): with a tolerance,
 * so that 0.1 + 0.2 counts as 0.3 and 0.6 + 0.3 + 0.1 as 1.
 */
export const WEIGHT_TOLERANCE = 1e-9;

export const sumOf = (values: readonly number[]) => values.reduce((total, v) => total + v, 0);

/** The total is over the limit (beyond rounding noise). */
export const exceeds = (total: number, limit: number) => total > limit + WEIGHT_TOLERANCE;

/** The total is the target (within rounding noise). */
export const reaches = (total: number, target: number) => Math.abs(total - target) < WEIGHT_TOLERANCE;

/**
 * The one unit a person types a weight in: percent (docs/product.md §3.13). Competency, party and split
 * weights are stored and sent as fractions (ADR 10); forms, messages and import columns convert at the
 * edge with these two, rounded so that binary noise never shows (0.07 → 7, not 7.000000000000001).
 */
export const toPercent = (fraction: number) => Math.round(fraction * 100 * 1e6) / 1e6;
export const toFraction = (percent: number) => Math.round((percent / 100) * 1e10) / 1e10;
