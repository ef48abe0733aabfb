/** A weight, target, actual or score as people read it: at most two decimals, no trailing zeros. */
export const formatNumber = (value: number) => String(Math.round(value * 100) / 100);
