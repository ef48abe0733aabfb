import type { FormGoal, RatingChoice } from '@performa/contracts/api/evaluations';
import { goalOverall, scaleTop, scoreOfGoal, scoreOfLine, type MeasuredLine } from '@performa/contracts/scoring';

/** What a goal or sub goal line needs to be scored. */
export interface ScoredLine {
  is_numerical: boolean;
  target: number | null;
  is_positive: boolean;
  scale: readonly RatingChoice[];
}

/**
 * A line with the value typed as the scoring core takes it: the value is the actual of a numerical line and
 * the rating of a scale line (the core reads the one of the line's kind); a number typed wrong (NaN) is no value.
 */
function measured(line: ScoredLine, value: number | null): MeasuredLine {
  const typed = value === null || Number.isNaN(value) ? null : value;
  return {
    isNumerical: line.is_numerical,
    target: line.target,
    higherIsBetter: line.is_positive,
    actual: typed,
    rating: typed,
    top: line.scale.length ? scaleTop(line.scale) : null,
  };
}

/**
 * The score of one goal or sub goal line for the value typed (the actual of a numerical one, rule 2 with the
 * project's cap; the rating of a scale one, rule 3): docs/product.md §4.2–§4.3 by the shared scoring core.
 * null while there is nothing to score (no value, no target, a higher-is-better goal without a positive
 * target, a scale goal without choices).
 */
export function lineScore(line: ScoredLine, value: number | null, cap: number): number | null {
  return scoreOfLine(measured(line, value), cap);
}

/** A goal's score by the scoring core: the weighted mean of its sub goals' (rule 4) when it has any, else its own line's. */
export function goalScore(goal: FormGoal, valueOf: (key: string) => number | null, cap: number): number | null {
  const subGoals = goal.sub_goals.map((sub) => ({ weight: sub.weight, score: lineScore(sub, valueOf(subKey(sub.id)), cap) }));
  return scoreOfGoal(measured(goal, valueOf(goalKey(goal.id))), subGoals, cap);
}

/** Goal overall G (rule 5): the weighted mean of the goals' scores by their weights. */
export function overallScore(goals: readonly FormGoal[], valueOf: (key: string) => number | null, cap: number): number | null {
  return goalOverall(goals.map((goal) => ({ weight: goal.weight, score: goalScore(goal, valueOf, cap) })));
}

/** The form's key of a goal's own line and of a sub goal's line (also the server's field names: goals.<id>, sub_goals.<id>). */
export const goalKey = (id: number) => `goals.${id}`;
export const subKey = (id: number) => `sub_goals.${id}`;
