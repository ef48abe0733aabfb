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
