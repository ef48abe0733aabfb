/**
 * The scoring core (docs/product.md §4; rule N below is §4.N): pure functions, no database. The server and the web app both
 * use them. Every score is on 0–100 (a numerical goal may exceed 100 up to the project's cap);
 * everything is computed in full precision and rounded only to show (`roundScore`).
 */

export interface ScaleRange {
  min: number;
  max: number;
  response: string;
}

/** Rule 1 with M given: r / M × 100. */
const onTop = (rating: number, top: number) => (rating / top) * 100;

/** Rule 1: a rating r on a template whose largest `max` is M counts as r / M × 100. */
export function ratingScore(rating: number, scale: readonly ScaleRange[]): number {
  const top = scaleTop(scale);
  if (!(top > 0)) throw new RangeError('A rating scale needs a positive maximum.');
  return onTop(rating, top);
}

export const DEFAULT_CAP = 1;

/**
 * Rule 2: a numerical goal with target t, actual a and the project's cap c (1.0–2.0).
 * Higher is better: min(a / t, c) × 100, never below 0. Lower is better: min(t / a, c) × 100
 * when a > 0, c × 100 when a ≤ 0; with t = 0, 100 when a ≤ 0, else 0.
 */
export function numericalGoalScore(goal: { target: number; actual: number; higherIsBetter: boolean }, cap = DEFAULT_CAP): number {
  const { target: t, actual: a } = goal;
  if (goal.higherIsBetter) {
    if (!(t > 0)) throw new RangeError('A higher-is-better goal needs a target above 0.');
    return Math.max(0, Math.min(a / t, cap)) * 100;
  }
  if (t === 0) return a <= 0 ? 100 : 0;
  if (a <= 0) return cap * 100;
  return Math.min(t / a, cap) * 100;
}

/** Σ wᵢ·sᵢ / Σ wᵢ over the items that have a score; null when none has (or all weights are 0). */
export function weightedMean(items: ReadonlyArray<{ weight: number; score: number | null }>): number | null {
  let sum = 0;
  let weights = 0;
  for (const { weight, score } of items) {
    if (score === null || !(weight > 0)) continue;
    sum += weight * score;
    weights += weight;
  }
  return weights > 0 ? sum / weights : null;
}

/** Rule 4: a goal with sub goals is the weighted mean of its sub goals' scores. */
export const subGoalsScore = weightedMean;

/**
 * A goal or sub goal line as rules 2 and 3 score it (docs/product.md §3.7, §3.8): numerical, with its target,
 * direction and actual; or scale-rated, with the manager's rating on a template whose largest max is `top`.
 */
export interface MeasuredLine {
  isNumerical: boolean;
  /** t of a numerical line; null while unset. */
  target: number | null;
  /** The direction of a numerical line (is_positive). */
  higherIsBetter: boolean;
  /** a of a numerical line; null until entered. */
  actual: number | null;
  /** The rating of a scale line; null until the goal evaluation rates it. */
  rating: number | null;
  /** M of a scale line's template (scaleTop, rule 1); null without a template. */
  top: number | null;
}

/**
 * The score of one goal or sub goal line: rule 2 for a numerical line (with the project's cap `c`), rule 3 for
 * a scale line. null when it is not rated yet (no actual, no rating) or cannot be computed: no target, a
 * higher-is-better target not above 0, no template or one whose largest max is not above 0.
 */
export function scoreOfLine(line: MeasuredLine, cap: number): number | null {
  if (!line.isNumerical) {
    const { rating, top } = line;
    return rating === null || top === null || !(top > 0) ? null : onTop(rating, top);
  }
  const { target, actual, higherIsBetter } = line;
  if (target === null || actual === null || (higherIsBetter && !(target > 0))) return null;
  return numericalGoalScore({ target, actual, higherIsBetter }, cap);
}

/**
 * The score of a goal: with sub goals, the weighted mean of their scores (rule 4; each sub goal's by
 * scoreOfLine, in the order given); without, its own line's (rules 2 and 3). null when not computable.
 */
export function scoreOfGoal(goal: MeasuredLine, subGoals: ReadonlyArray<{ weight: number; score: number | null }>, cap: number): number | null {
  return subGoals.length > 0 ? subGoalsScore(subGoals) : scoreOfLine(goal, cap);
}

/** Rule 5: goal overall G = Σ wᵍ·sᵍ / Σ wᵍ over the employee's goals in the round. */
export const goalOverall = weightedMean;

export const PARTIES = ['manager', 'coworker', 'subworker', 'self'] as const;
export type Party = (typeof PARTIES)[number];
export type PartyWeights = Record<Party, number>;

/** One answer about one skill: the rating given (a value of the rating template), or null for "not applicable". */
export interface PartyRating {
  party: Party;
  rating: number | null;
}

/** How many decimals a finite number has as written (2.5 → 1, 1e-7 → 7). */
function decimalsOf(value: number): number {
  const [digits = '', exponent = '0'] = value.toString().toLowerCase().split('e');
  const fraction = digits.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/**
 * The sum of decimal values, exactly (as PostgreSQL's numeric adds them), given as the nearest double.
 * Unlike a running sum of doubles it does not depend on the order of the values, which lets the
 * database's set-based pass and this core agree to the last bit (docs/product.md §4).
 */
export function decimalSum(values: readonly number[]): number {
  if (values.length === 0) return 0;
  // One value is its own sum; whole numbers (sums of ratings) add exactly as doubles while no partial sum
  // can leave the safe integers. Both are the common case, and they spare the exact decimal arithmetic below.
  if (values.length === 1) return values[0]! + 0;
  if (values.every(Number.isSafeInteger) && Number.isSafeInteger(values.reduce((a, b) => a + Math.abs(b), 0))) return values.reduce((a, b) => a + b, 0);
  const scale = Math.max(...values.map(decimalsOf));
  if (scale > 20) return values.reduce((a, b) => a + b, 0);
  const unit = 10n ** BigInt(scale);
  let total = 0n;
  for (const value of values) {
    const [whole = '0', fraction = ''] = value.toFixed(scale).split('.');
    const negative = whole.startsWith('-');
    const magnitude = BigInt(whole.replace('-', '')) * unit + BigInt(fraction || '0');
    total += negative ? -magnitude : magnitude;
  }
  // One correctly rounded division: the double nearest the exact decimal sum.
  return scale === 0 ? Number(total) : Number(total) / Number(unit);
}

/**
 * Rule 6, steps 1–2 for one party: the mean of r / M × 100 over its n ratings, computed as
 * (Σr / n / M) × 100 with Σr exact (decimalSum), the form in which the database computes it too.
 */
export function partyMeanScore(sum: number, count: number, top: number): number {
  return (sum / count / top) * 100;
}

/** One party's ratings of one skill as the database aggregates them: the exact sum and how many. */
export interface PartySum {
  party: Party;
  sum: number;
  count: number;
}

/**
 * Where each party's ratings count in rule 6 step 3 (docs/product.md §4.6, §5.9): on their own, pooled as
 * `others`, or not at all (null). The order is the order in which the groups are added up.
 */
export const SCORE_GROUPS = [...PARTIES, 'others'] as const;
export type ScoreGroup = (typeof SCORE_GROUPS)[number];
export type PartyGrouping = Record<Party, ScoreGroup | null>;

/** Coworkers and subworkers: the parties whose raters stay anonymous to the evaluatee and their manager (§5.9). */
export const PEER_PARTIES = ['coworker', 'subworker'] as const satisfies readonly Party[];

/** The project's default for the fewest raters a group of peers needs (min_evaluators). */
export const DEFAULT_MIN_EVALUATORS = 2;

/**
 * The grouping of one evaluatee's parties in one round (docs/product.md §4.6, §5.9). `raters` counts, per
 * party, its evaluators: the party's completed, non-terminated skill evaluations of the round. A party without raters or with a
 * weight of 0 does not count. The manager and the person themselves count on their own. Coworkers and
 * subworkers count on their own when each of them has at least `minimum` raters; otherwise both are pooled
 * as `others` (the pool's mean at the sum of their weights), and a pool with fewer than `minimum` raters does
 * not count at all. So every group of peers that counts has at least `minimum` raters, and a score reveals
 * only the sum of their ratings, never one of them.
 */
export function partyGrouping(raters: Readonly<Record<Party, number>>, weights: PartyWeights, minimum: number): PartyGrouping {
  const used = (p: Party) => raters[p] > 0 && weights[p] > 0;
  const grouping: PartyGrouping = {
    manager: used('manager') ? 'manager' : null,
    coworker: null,
    subworker: null,
    self: used('self') ? 'self' : null,
  };
  const peers = PEER_PARTIES.filter(used);
  if (peers.every((p) => raters[p] >= minimum)) {
    for (const p of peers) grouping[p] = p;
  } else if (peers.reduce((n, p) => n + raters[p], 0) >= minimum) {
    for (const p of peers) grouping[p] = 'others';
  }
  return grouping;
}

/** The parties of a group, in the order of PARTIES. */
export const groupMembers = (grouping: PartyGrouping, group: ScoreGroup): Party[] => PARTIES.filter((p) => grouping[p] === group);

/** A group's weight in rule 6 step 3: the sum of its parties' weights (in the order of PARTIES). */
export function groupWeight(grouping: PartyGrouping, group: ScoreGroup, weights: PartyWeights): number {
  let weight = 0;
  for (const p of groupMembers(grouping, group)) weight += weights[p];
  return weight;
}

/** A group's ratings pooled from its parties' sums: their exact sum (decimalSum, in one step, so in any order) and how many. */
export function groupSum(sums: readonly PartySum[], grouping: PartyGrouping, group: ScoreGroup): { sum: number; count: number } {
  const members = sums.filter((s) => grouping[s.party] === group);
  return { sum: decimalSum(members.map((s) => s.sum)), count: members.reduce((n, s) => n + s.count, 0) };
}

/**
 * Rule 6, step 3, from each party's sum and count: the mean of the group means (a group's mean pools its
 * parties' ratings) weighted by the group weights, over the groups that rated (in the order of
 * SCORE_GROUPS). null when nobody rated.
 */
export function skillScoreFromSums(sums: readonly PartySum[], top: number, weights: PartyWeights, grouping: PartyGrouping): number | null {
  return weightedMean(
    SCORE_GROUPS.map((group) => {
      const { sum, count } = groupSum(sums, grouping, group);
      return { weight: groupWeight(grouping, group, weights), score: count > 0 ? partyMeanScore(sum, count, top) : null };
    }),
  );
}

/** The raters of each party among the answers about one skill (one answer per rater; "not applicable" left out). */
export function ratersOf(ratings: readonly PartyRating[]): Record<Party, number> {
  return Object.fromEntries(PARTIES.map((p) => [p, ratings.filter((r) => r.party === p && r.rating !== null).length])) as Record<Party, number>;
}

/** The sum and count of each party's ratings, "not applicable" (null) left out. */
export function partySums(ratings: readonly PartyRating[]): PartySum[] {
  return PARTIES.map((party) => {
    const values = ratings.filter((r) => r.party === party && r.rating !== null).map((r) => r.rating as number);
    return { party, sum: decimalSum(values), count: values.length };
  });
}

/**
 * Rule 6 for one skill: the mean of the ratings (rule 1, on a template whose largest max is `top`) within
 * each group of parties, then the mean of those group means weighted by the group weights, over the groups
 * that rated (a group without ratings drops out and the others are re-weighted). "Not applicable" answers
 * are left out. The grouping defaults to the one these answers alone give (each answer one rater) with the
 * default minimum. null when nobody rated.
 */
export function skillScore(
  ratings: readonly PartyRating[],
  top: number,
  weights: PartyWeights,
  grouping: PartyGrouping = partyGrouping(ratersOf(ratings), weights, DEFAULT_MIN_EVALUATORS),
): number | null {
  return skillScoreFromSums(partySums(ratings), top, weights, grouping);
}

/** The largest `max` of a template: the M of rule 1. */
export function scaleTop(scale: readonly ScaleRange[]): number {
  return Math.max(...scale.map((s) => s.max));
}

/** Rule 7: skill overall S = Σ wₖ·sₖ / Σ wₖ over the rated skills. */
export const skillOverall = weightedMean;

/** Rule 8: final = g·G + s·S with the individual split if set, else the project's; when only one exists, that one. */
export function finalScore(goal: number | null, skill: number | null, split: { goals: number; skills: number }): number | null {
  if (goal === null) return skill;
  if (skill === null) return goal;
  return split.goals * goal + split.skills * skill;
}

/** Rule 9: the period score is the mean of the final scores of its rounds that have results. */
export function periodScore(roundScores: ReadonlyArray<number | null>): number | null {
  const scores = roundScores.filter((s): s is number => s !== null);
  return scores.length ? scores.reduce((a, b) => a + b, 0) / scores.length : null;
}

/** Rule 10: a calibrated score replaces the round's final score. */
export function effectiveScore(final: number | null, calibrated: number | null | undefined): number | null {
  return calibrated ?? final;
}

/**
 * Rule 11: the response of the final score scale whose range holds the score. A score between two
 * ranges takes the lower one, a score above the top range the top one (and below the lowest, the lowest).
 */
export function grade(score: number, scale: readonly ScaleRange[]): string | null {
  const ranges = [...scale].sort((a, b) => a.min - b.min);
  if (ranges.length === 0) return null;
  let chosen = ranges[0]!;
  for (const range of ranges) if (score >= range.min) chosen = range;
  return chosen.response;
}

/** Scores are shown with 2 decimals (half away from zero). */
export function roundScore(score: number): number {
  return (Math.sign(score) * Math.round((Math.abs(score) + Number.EPSILON) * 100)) / 100;
}
