/** A numerical, higher-is-better goal body with the given weight. */
export const numericalGoal = (name: string, weight: number, extra: Record<string, unknown> = {}) => ({
  name,
  weight,
  is_numerical: true,
  target: 100,
  is_positive: true,
  ...extra,
});
