import type { RatingChoice } from '@performa/contracts/api/evaluations';
import { numericalGoalScore, scoreOfGoal, scoreOfLine } from '@performa/contracts/scoring';
import { describe, expect, it } from 'vitest';
import { formGoal } from './fixtures.ts';
import { goalKey, goalScore, lineScore, overallScore, subKey } from './goal-scores.ts';

const FIVE: RatingChoice[] = [1, 2, 3, 4, 5].map((n) => ({ value: n, min: n, max: n, response: String(n) }));
const sub = (id: number, weight: number, line: Partial<ReturnType<typeof formGoal>> = {}) => {
  const {
    category: _c,
    success_criteria: _s,
    deadline: _d,
    every_round: _e,
    shared_with: _w,
    sub_goals: _g,
    ...rest
  } = formGoal({ id, name: `S${id}`, weight, ...line });
  return rest;
};
const values = (typed: Record<string, number | null>) => (key: string) => typed[key] ?? null;

describe('the goal scores of the evaluation form (docs/product.md §4.2–§4.5, by the scoring core)', () => {
  it('scores the worked example of §4.12 as the core does', () => {
    const goals = [formGoal({ id: 1, name: 'G1', weight: 60, target: 100 }), formGoal({ id: 2, name: 'G2', weight: 40, target: 10, is_positive: false })];
    const typed = values({ [goalKey(1)]: 80, [goalKey(2)]: 20 });
    expect(goalScore(goals[0]!, typed, 1)).toBe(numericalGoalScore({ target: 100, actual: 80, higherIsBetter: true }, 1));
    expect(goalScore(goals[1]!, typed, 1)).toBe(50);
    expect(overallScore(goals, typed, 1)).toBe(68);
  });

  it('scores a line by the value typed for its kind, and nothing while the value is missing or no number', () => {
    const numerical = formGoal({ id: 1, name: 'N', target: 100 });
    expect(lineScore(numerical, 150, 1.2)).toBe(120);
    expect(lineScore(numerical, null, 1)).toBeNull();
    expect(lineScore(numerical, Number.NaN, 1)).toBeNull();
    expect(lineScore({ ...numerical, target: null }, 50, 1)).toBeNull();
    expect(lineScore({ ...numerical, target: 0 }, 50, 1)).toBeNull();
    expect(lineScore({ ...numerical, target: 0, is_positive: false }, 0, 1)).toBe(100);
    const scale = formGoal({ id: 2, name: 'R', is_numerical: false, target: null, scale: FIVE });
    expect(lineScore(scale, 4, 2)).toBe(80);
    expect(lineScore({ ...scale, scale: [] }, 4, 1)).toBeNull();
    // A template whose largest max is 0 has no score, as in the engine (the core's ratingScore would throw).
    expect(lineScore({ ...scale, scale: [{ value: 0, min: 0, max: 0, response: 'Zero' }] }, 0, 1)).toBeNull();
  });

  it('scores a goal with sub goals from the rated sub goals only (rule 4), whatever is typed for the goal itself', () => {
    const goal = formGoal({
      id: 7,
      name: 'Split',
      target: 100,
      sub_goals: [
        sub(71, 30, { target: 100 }),
        sub(72, 20, { is_numerical: false, target: null, scale: FIVE }),
        sub(73, 50, { target: 10, is_positive: false }),
      ],
    });
    const typed = values({ [goalKey(7)]: 100, [subKey(71)]: 80, [subKey(72)]: 2.5 });
    expect(goalScore(goal, typed, 1)).toBe(68);
    const line = { isNumerical: true, target: 100, higherIsBetter: true, actual: 100, rating: null, top: null };
    const subScores = [
      { weight: 30, score: scoreOfLine({ ...line, actual: 80 }, 1) },
      { weight: 20, score: scoreOfLine({ ...line, isNumerical: false, actual: null, rating: 2.5, top: 5 }, 1) },
      { weight: 50, score: null },
    ];
    expect(goalScore(goal, typed, 1)).toBe(scoreOfGoal(line, subScores, 1));
    expect(goalScore(goal, values({ [goalKey(7)]: 100 }), 1)).toBeNull();
  });
});
