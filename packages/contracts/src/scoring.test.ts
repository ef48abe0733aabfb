import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  finalScore,
  goalOverall,
  grade,
  numericalGoalScore,
  PARTIES,
  periodScore,
  ratingScore,
  roundScore,
  skillOverall,
  skillScore,
  subGoalsScore,
  weightedMean,
  effectiveScore,
  decimalSum,
  partyMeanScore,
  partySums,
  skillScoreFromSums,
  partyGrouping,
  ratersOf,
  groupSum,
  scoreOfGoal,
  scoreOfLine,
  type MeasuredLine,
  type PartyRating,
  type PartyWeights,
} from './scoring.ts';

const FIVE = [1, 2, 3, 4, 5].map((n) => ({ min: n, max: n, response: String(n) }));
const PROJECT_WEIGHTS: PartyWeights = { manager: 0.5, coworker: 0.3, subworker: 0.1, self: 0.1 };
const rate = (party: PartyRating['party'], value: number): PartyRating => ({ party, rating: value });

describe('the worked example of docs/product.md §4.12', () => {
  it('comes out exactly', () => {
    const g1 = numericalGoalScore({ target: 100, actual: 80, higherIsBetter: true });
    const g2 = numericalGoalScore({ target: 10, actual: 20, higherIsBetter: false });
    expect(g1).toBe(80);
    expect(g2).toBe(50);
    const G = goalOverall([
      { weight: 60, score: g1 },
      { weight: 40, score: g2 },
    ]);
    expect(G).toBe(68);

    const a = skillScore([rate('manager', 4), rate('coworker', 3), rate('coworker', 5), rate('self', 5)], 5, PROJECT_WEIGHTS)!;
    const b = skillScore([rate('manager', 3), rate('coworker', 4), rate('coworker', 4), rate('self', 4)], 5, PROJECT_WEIGHTS)!;
    expect(a).toBeCloseTo((0.5 * 80 + 0.3 * 80 + 0.1 * 100) / 0.9, 12);
    expect(b).toBeCloseTo((0.5 * 60 + 0.3 * 80 + 0.1 * 80) / 0.9, 12);
    expect(roundScore(a)).toBe(82.22);
    expect(roundScore(b)).toBe(68.89);
    const S = skillOverall([
      { weight: 0.6, score: a },
      { weight: 0.4, score: b },
    ])!;
    expect(S).toBeCloseTo(76.888888888, 8);
    const final = finalScore(G, S, { goals: 0.6, skills: 0.4 })!;
    expect(final).toBeCloseTo(71.5555555, 6);
    expect(roundScore(final)).toBe(71.56);
  });
});

describe('numerical goals', () => {
  it('caps and never goes below 0 when higher is better', () => {
    expect(numericalGoalScore({ target: 100, actual: 150, higherIsBetter: true })).toBe(100);
    expect(numericalGoalScore({ target: 100, actual: 150, higherIsBetter: true }, 1.2)).toBe(120);
    expect(numericalGoalScore({ target: 100, actual: -5, higherIsBetter: true })).toBe(0);
    expect(() => numericalGoalScore({ target: 0, actual: 5, higherIsBetter: true })).toThrow(RangeError);
  });

  it('handles every edge when lower is better', () => {
    expect(numericalGoalScore({ target: 10, actual: 5, higherIsBetter: false })).toBe(100);
    expect(numericalGoalScore({ target: 10, actual: 5, higherIsBetter: false }, 1.5)).toBe(150);
    expect(numericalGoalScore({ target: 10, actual: 0, higherIsBetter: false }, 1.3)).toBe(130);
    expect(numericalGoalScore({ target: 10, actual: -2, higherIsBetter: false })).toBe(100);
    expect(numericalGoalScore({ target: 0, actual: 0, higherIsBetter: false })).toBe(100);
    expect(numericalGoalScore({ target: 0, actual: -1, higherIsBetter: false })).toBe(100);
    expect(numericalGoalScore({ target: 0, actual: 3, higherIsBetter: false })).toBe(0);
  });

  it('stays within 0 and the cap', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.001, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 1, max: 2, noNaN: true }),
        (target, actual, higher, cap) => {
          const score = numericalGoalScore({ target, actual, higherIsBetter: higher }, cap);
          return score >= 0 && score <= cap * 100 + 1e-9;
        },
      ),
    );
  });
});

describe('ratings, sub goals and weighted means', () => {
  it('counts a rating against the scale’s largest maximum', () => {
    expect(ratingScore(3, FIVE)).toBe(60);
    expect(
      ratingScore(45, [
        { min: 0, max: 49, response: 'Below' },
        { min: 50, max: 100, response: 'Meets' },
      ]),
    ).toBe(45);
    expect(() => ratingScore(1, [])).toThrow(RangeError);
  });

  it('scores a goal with sub goals by their weighted mean, leaving unscored ones out', () => {
    expect(
      subGoalsScore([
        { weight: 1, score: 100 },
        { weight: 3, score: 60 },
        { weight: 5, score: null },
      ]),
    ).toBe(70);
    expect(weightedMean([])).toBeNull();
    expect(weightedMean([{ weight: 0, score: 50 }])).toBeNull();
  });

  it('is invariant when every weight is scaled', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ weight: fc.double({ min: 0.01, max: 100, noNaN: true }), score: fc.double({ min: 0, max: 100, noNaN: true }) }), {
          minLength: 1,
          maxLength: 10,
        }),
        fc.double({ min: 0.01, max: 1000, noNaN: true }),
        (items, factor) => {
          const base = weightedMean(items)!;
          const scaled = weightedMean(items.map((i) => ({ ...i, weight: i.weight * factor })))!;
          return Math.abs(base - scaled) < 1e-9 && base >= -1e-9 && base <= 100 + 1e-9;
        },
      ),
    );
  });
});

describe('the score of a goal line (docs/product.md §4.2–§4.4)', () => {
  const numerical = (target: number | null, actual: number | null, higherIsBetter = true): MeasuredLine => ({
    isNumerical: true,
    target,
    higherIsBetter,
    actual,
    rating: null,
    top: null,
  });
  const scale = (rating: number | null, top: number | null = 5): MeasuredLine => ({
    isNumerical: false,
    target: null,
    higherIsBetter: true,
    actual: null,
    rating,
    top,
  });

  it('scores a numerical line by rule 2 with the cap, higher is better', () => {
    expect(scoreOfLine(numerical(100, 80), 1)).toBe(80);
    expect(scoreOfLine(numerical(100, 150), 1)).toBe(100);
    expect(scoreOfLine(numerical(100, 150), 1.2)).toBe(120);
    expect(scoreOfLine(numerical(100, -5), 1)).toBe(0);
  });

  it('scores a numerical line by rule 2 when lower is better, a zero target and a zero or negative actual included', () => {
    expect(scoreOfLine(numerical(10, 20, false), 1)).toBe(50);
    expect(scoreOfLine(numerical(10, 5, false), 1.5)).toBe(150);
    expect(scoreOfLine(numerical(10, 0, false), 1.3)).toBe(130);
    expect(scoreOfLine(numerical(10, -2, false), 1)).toBe(100);
    expect(scoreOfLine(numerical(0, 0, false), 2)).toBe(100);
    expect(scoreOfLine(numerical(0, -1, false), 1)).toBe(100);
    expect(scoreOfLine(numerical(0, 3, false), 1)).toBe(0);
  });

  it('has no score while a numerical line has no actual or no target, nor with a higher-is-better target not above 0', () => {
    expect(scoreOfLine(numerical(100, null), 1)).toBeNull();
    expect(scoreOfLine(numerical(0, null, false), 1)).toBeNull();
    expect(scoreOfLine(numerical(null, 50), 1)).toBeNull();
    expect(scoreOfLine(numerical(null, 50, false), 1)).toBeNull();
    // Where numericalGoalScore refuses the target (it throws), the line has no score, as in the engine's SQL.
    expect(() => numericalGoalScore({ target: 0, actual: 5, higherIsBetter: true })).toThrow(RangeError);
    expect(scoreOfLine(numerical(0, 5), 1)).toBeNull();
    expect(scoreOfLine(numerical(-10, 5), 1)).toBeNull();
  });

  it('scores a scale line by rule 3: its rating on the template, none until rated or without a usable template', () => {
    expect(scoreOfLine(scale(3), 1)).toBe(60);
    expect(scoreOfLine(scale(45, 100), 1)).toBe(45);
    expect(scoreOfLine(scale(6.6, 10), 1)).toBe(ratingScore(6.6, [{ min: 0, max: 10, response: 'Top' }]));
    expect(scoreOfLine(scale(null), 1)).toBeNull();
    expect(scoreOfLine(scale(3, null), 1)).toBeNull();
    // A template whose largest max is 0 gives no score (as in the engine and the panel; ratingScore throws).
    expect(() => ratingScore(0, [{ min: 0, max: 0, response: 'Zero' }])).toThrow(RangeError);
    expect(scoreOfLine(scale(0, 0), 1)).toBeNull();
    // The cap is for numerical goals only (§4.2).
    expect(scoreOfLine(scale(5), 2)).toBe(100);
  });

  it('reads the value of the line’s kind only', () => {
    expect(scoreOfLine({ ...numerical(100, 80), rating: 3, top: 5 }, 1)).toBe(80);
    expect(scoreOfLine({ ...scale(3), target: 100, actual: 80 }, 1)).toBe(60);
    expect(scoreOfLine({ ...numerical(100, null), rating: 3, top: 5 }, 1)).toBeNull();
  });

  it('equals rules 2 and 3 wherever they are defined', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 1e6, noNaN: true }),
        fc.double({ min: -1e6, max: 1e6, noNaN: true }),
        fc.boolean(),
        fc.double({ min: 1, max: 2, noNaN: true }),
        (target, actual, higherIsBetter, cap) => {
          const line = scoreOfLine(numerical(target, actual, higherIsBetter), cap);
          return higherIsBetter && target === 0 ? line === null : line === numericalGoalScore({ target, actual, higherIsBetter }, cap);
        },
      ),
    );
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100 }), fc.integer({ min: 1, max: 100 }), (rating, top) => {
        return scoreOfLine(scale(rating, top), 1) === ratingScore(rating, [{ min: 0, max: top, response: 'Top' }]);
      }),
    );
  });

  it('scores a goal without sub goals by its own line', () => {
    expect(scoreOfGoal(numerical(100, 80), [], 1)).toBe(80);
    expect(scoreOfGoal(numerical(10, 5, false), [], 1.5)).toBe(150);
    expect(scoreOfGoal(scale(4), [], 1)).toBe(80);
    expect(scoreOfGoal(numerical(100, null), [], 1)).toBeNull();
    expect(scoreOfGoal(scale(null), [], 1)).toBeNull();
  });

  it('scores a goal with sub goals by rule 4 only: the weighted mean of the rated ones, whatever its own line holds', () => {
    const worked = [
      { weight: 60, score: scoreOfLine(numerical(100, 80), 1) },
      { weight: 40, score: scoreOfLine(numerical(10, 20, false), 1) },
    ];
    expect(scoreOfGoal(numerical(100, null), worked, 1)).toBe(68);
    // The goal's own actual does not count once it has sub goals.
    expect(scoreOfGoal(numerical(100, 100), worked, 1)).toBe(68);
    // Partly rated: the unrated sub goals drop out and the rest are re-weighted (weights below 100 too).
    expect(
      scoreOfGoal(
        scale(null),
        [
          { weight: 30, score: scoreOfLine(numerical(100, 80), 1) },
          { weight: 20, score: scoreOfLine(scale(2.5), 1) },
          { weight: 50, score: scoreOfLine(numerical(100, null), 1) },
        ],
        1,
      ),
    ).toBe(68);
    // A sub goal of weight 0 does not count; lower-is-better and capped sub goals count as rule 2 gives them.
    expect(
      scoreOfGoal(
        numerical(100, 80),
        [
          { weight: 0, score: 10 },
          { weight: 50, score: scoreOfLine(numerical(10, 8, false), 1.2) },
          { weight: 50, score: scoreOfLine(numerical(0, 0, false), 1.2) },
        ],
        1.2,
      ),
    ).toBe(110);
  });

  it('has no score for a goal whose sub goals are all unrated or weigh 0, even when its own line has one', () => {
    expect(scoreOfGoal(numerical(100, 80), [{ weight: 50, score: scoreOfLine(numerical(100, null), 1) }], 1)).toBeNull();
    expect(scoreOfGoal(scale(5), [{ weight: 0, score: 90 }], 1)).toBeNull();
  });
});

describe('skill scores by party', () => {
  it('re-weights over the parties that rated and leaves "not applicable" out', () => {
    const score = skillScore([rate('manager', 5), { party: 'coworker', rating: null }, rate('self', 3)], 5, PROJECT_WEIGHTS)!;
    expect(score).toBeCloseTo((0.5 * 100 + 0.1 * 60) / 0.6, 12);
    expect(skillScore([{ party: 'self', rating: null }], 5, PROJECT_WEIGHTS)).toBeNull();
  });

  it('is unchanged when a party with no ratings is added', () => {
    const arbitraryRating = fc.record({
      party: fc.constantFrom(...PARTIES.filter((p) => p !== 'subworker')),
      rating: fc.integer({ min: 0, max: 100 }),
    });
    fc.assert(
      fc.property(fc.array(arbitraryRating, { minLength: 1, maxLength: 12 }), fc.double({ min: 0, max: 1, noNaN: true }), (ratings, subWeight) => {
        const withoutWeight = skillScore(ratings, 100, { ...PROJECT_WEIGHTS, subworker: 0 });
        const withWeight = skillScore(ratings, 100, { ...PROJECT_WEIGHTS, subworker: subWeight });
        // A lone coworker counts nowhere (§5.9): then neither has a score.
        if (withoutWeight === null || withWeight === null) return withoutWeight === withWeight;
        return Math.abs(withoutWeight - withWeight) < 1e-9 && withWeight >= -1e-9 && withWeight <= 100 + 1e-9;
      }),
    );
  });
});

describe('small peer parties count pooled (docs/product.md §4.6, §5.9)', () => {
  const WEIGHTS: PartyWeights = { manager: 0.4, subworker: 0.1, coworker: 0.3, self: 0.2 };
  const ali = (coworker: number, subworker: number) => [rate('manager', 5), rate('subworker', subworker), rate('coworker', coworker), rate('self', 4)];

  it('pools one coworker and one subworker as others at their summed weight, so that only their sum counts', () => {
    const grouping = partyGrouping(ratersOf(ali(1, 3)), WEIGHTS, 2);
    expect(grouping).toEqual({ manager: 'manager', coworker: 'others', subworker: 'others', self: 'self' });
    // manager 100 at 0.4, others (1 + 3) / 2 → 40 at 0.3 + 0.1, self 80 at 0.2.
    expect(skillScore(ali(1, 3), 5, WEIGHTS, grouping)).toBeCloseTo(0.4 * 100 + 0.4 * 40 + 0.2 * 80, 12);
    // The ratings swapped, or any other pair with the same sum, give the very same score: it cannot tell them apart.
    expect(skillScore(ali(3, 1), 5, WEIGHTS, grouping)).toBe(skillScore(ali(1, 3), 5, WEIGHTS, grouping));
    expect(skillScore(ali(2, 2), 5, WEIGHTS, grouping)).toBe(skillScore(ali(1, 3), 5, WEIGHTS, grouping));
  });

  it('leaves out a pool below the minimum: the manager cannot subtract their own rating from it', () => {
    const grouping = partyGrouping(ratersOf(ali(1, 3)), WEIGHTS, 3);
    expect(grouping).toEqual({ manager: 'manager', coworker: null, subworker: null, self: 'self' });
    expect(skillScore(ali(1, 3), 5, WEIGHTS, grouping)).toBeCloseTo((0.4 * 100 + 0.2 * 80) / 0.6, 12);
    expect(skillScore(ali(5, 1), 5, WEIGHTS, grouping)).toBe(skillScore(ali(1, 3), 5, WEIGHTS, grouping));
  });

  it('keeps parties at the minimum on their own, pools both when one is small, and ignores a party of weight 0', () => {
    const raters = { manager: 1, coworker: 3, subworker: 2, self: 1 };
    expect(partyGrouping(raters, WEIGHTS, 2)).toEqual({ manager: 'manager', coworker: 'coworker', subworker: 'subworker', self: 'self' });
    expect(partyGrouping(raters, WEIGHTS, 3)).toEqual({ manager: 'manager', coworker: 'others', subworker: 'others', self: 'self' });
    expect(partyGrouping(raters, WEIGHTS, 6)).toEqual({ manager: 'manager', coworker: null, subworker: null, self: 'self' });
    expect(partyGrouping(raters, { ...WEIGHTS, subworker: 0 }, 3)).toEqual({ manager: 'manager', coworker: 'coworker', subworker: null, self: 'self' });
    expect(partyGrouping({ ...raters, manager: 0 }, { ...WEIGHTS, self: 0 }, 2)).toEqual({
      manager: null,
      coworker: 'coworker',
      subworker: 'subworker',
      self: null,
    });
  });

  it('gives the same score for any permutation of the ratings within a group', () => {
    const arbitrary = fc.record({
      manager: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 1 }),
      coworker: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
      subworker: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 4 }),
      self: fc.array(fc.integer({ min: 1, max: 5 }), { maxLength: 1 }),
      minimum: fc.integer({ min: 2, max: 4 }),
      seed: fc.integer(),
    });
    fc.assert(
      fc.property(arbitrary, ({ minimum, seed, ...byParty }) => {
        const ratings = PARTIES.flatMap((party) => byParty[party].map((r) => rate(party, r)));
        const grouping = partyGrouping(ratersOf(ratings), WEIGHTS, minimum);
        // Shuffle the values among the raters of each group (the parties keep their raters).
        const shuffled = ratings.map((r) => ({ ...r }));
        for (const group of new Set(Object.values(grouping))) {
          const members = shuffled.filter((r) => grouping[r.party] === group && group !== null);
          const values = members.map((r) => r.rating);
          members.forEach((r, i) => (r.rating = values[(i + Math.abs(seed)) % values.length]!));
        }
        const a = skillScore(ratings, 5, WEIGHTS, grouping);
        const b = skillScore(shuffled, 5, WEIGHTS, grouping);
        return a === b || (a !== null && b !== null && Math.abs(a - b) < 1e-9);
      }),
    );
  });
});

describe('exact party sums', () => {
  it('adds decimals exactly, in any order', () => {
    expect(decimalSum([0.1, 0.2])).toBe(0.3);
    expect(decimalSum([2.5, 49.5, 1])).toBe(53);
    expect(decimalSum([])).toBe(0);
    expect(decimalSum([-0])).toBe(0);
    expect(Object.is(decimalSum([-0]), 0)).toBe(true);
    // Whole numbers take the short way only while every partial sum stays exact.
    expect(decimalSum([3, 4, 12])).toBe(19);
    const big = Number.MAX_SAFE_INTEGER;
    expect(decimalSum([big, big, -big])).toBe(big);
    fc.assert(
      fc.property(fc.array(fc.integer({ min: -1e6, max: 1e6 }), { minLength: 1, maxLength: 20 }), (values) => {
        return decimalSum(values) === values.reduce((a, b) => a + b, 0);
      }),
    );
    fc.assert(
      fc.property(
        fc.array(
          fc.integer({ min: 0, max: 100_000 }).map((n) => n / 1000),
          { minLength: 1, maxLength: 20 },
        ),
        (values) => {
          return decimalSum(values) === decimalSum([...values].reverse());
        },
      ),
    );
  });

  it('pools a group’s sums exactly, in any order', () => {
    // Three competencies of one party: a running sum of two decimals at a time would lose the last bit.
    const values = [123456.78901, 0.000012345678, 9.87654321];
    const sums = values.map((sum) => ({ party: 'manager' as const, sum, count: 2 }));
    const grouping = partyGrouping({ manager: 1, coworker: 0, subworker: 0, self: 0 }, PROJECT_WEIGHTS, 2);
    expect(groupSum(sums, grouping, 'manager')).toEqual({ sum: decimalSum(values), count: 6 });
    expect(groupSum([...sums].reverse(), grouping, 'manager')).toEqual(groupSum(sums, grouping, 'manager'));
    expect(groupSum(sums, grouping, 'coworker')).toEqual({ sum: 0, count: 0 });
  });

  it('gives the same skill score from raw ratings and from party sums', () => {
    const ratings = [rate('manager', 4), rate('coworker', 3), rate('coworker', 5), rate('self', 5)];
    const grouping = partyGrouping(ratersOf(ratings), PROJECT_WEIGHTS, 2);
    expect(skillScore(ratings, 5, PROJECT_WEIGHTS)).toBe(skillScoreFromSums(partySums(ratings), 5, PROJECT_WEIGHTS, grouping));
    expect(partyMeanScore(8, 2, 5)).toBe(80);
  });
});

describe('final, period and calibrated scores', () => {
  it('uses the split, or the one part that exists', () => {
    expect(finalScore(80, 60, { goals: 0.7, skills: 0.3 })).toBeCloseTo(74, 12);
    expect(finalScore(null, 60, { goals: 0.7, skills: 0.3 })).toBe(60);
    expect(finalScore(80, null, { goals: 0.7, skills: 0.3 })).toBe(80);
    expect(finalScore(null, null, { goals: 0.7, skills: 0.3 })).toBeNull();
  });

  it('averages the rounds that have results, and lets calibration replace a score', () => {
    expect(periodScore([70, null, 90])).toBe(80);
    expect(periodScore([null])).toBeNull();
    expect(effectiveScore(71.56, 75)).toBe(75);
    expect(effectiveScore(71.56, null)).toBe(71.56);
  });
});

describe('grades', () => {
  const scale = [
    { min: 0, max: 59, response: 'Unsatisfactory' },
    { min: 60, max: 74, response: 'Meets' },
    { min: 75, max: 89, response: 'Exceeds' },
    { min: 90, max: 100, response: 'Outstanding' },
  ];
  it('takes the range holding the score, the lower one between ranges, the top one above', () => {
    expect(grade(59, scale)).toBe('Unsatisfactory');
    expect(grade(74.5, scale)).toBe('Meets');
    expect(grade(75, scale)).toBe('Exceeds');
    expect(grade(130, scale)).toBe('Outstanding');
    expect(grade(50, [...scale].reverse())).toBe('Unsatisfactory');
    expect(grade(50, [])).toBeNull();
  });

  it('rounds to two decimals half away from zero', () => {
    expect(roundScore(71.555555)).toBe(71.56);
    expect(roundScore(1.005)).toBe(1.01);
    expect(roundScore(82.2222)).toBe(82.22);
  });
});
