import { z } from 'zod';
import { RESULT_VIEWERS } from '../access.ts';
import { PARTIES, roundScore, SCORE_GROUPS } from '../scoring.ts';
import {
  msg,
  nonNegative,
  numberFrom,
  optionalId,
  optionalNumberFrom,
  optionalString,
  pageField,
  pageSizeField,
  requiredId,
  requiredString,
} from '../validation.ts';
import { FILE_FORMATS } from './employees.ts';
import { evaluationPersonSchema, evaluationRoundSchema } from './evaluations.ts';
import { optionSchema } from './organisation.ts';
import { periodOptionSchema } from './setup.ts';

/**
 * Results and calibration (docs/product.md §4, §5.6–§5.9, §8.8.1, §8.10): the scores of every round,
 * the performance panel and pages, the performance card, calibration and the release of a round.
 *
 * Every score is 0–100 (a numerical goal up to the project's cap), with 2 decimals; null means "no
 * score yet" (never 0). Who sees what:
 * - admins (management, in their department scope) see everything: the original final score and the
 *   after-calibration score, every party, the calibration trail;
 * - the employee and their direct manager see a round's scores only once it is released (or at once
 *   when the project shows results before calibration); before that the round is listed with
 *   `visible: false` and every score null. They see one final score (the after-calibration one when
 *   set), and party means with coworker or subworker parties below the project's minimum of
 *   evaluators merged into `others` (§5.9).
 */

/** The parties of a result; `others` only in an employee's or manager's view, where small parties are merged (§5.9). */
export const RESULT_PARTIES = SCORE_GROUPS;
export type ResultParty = (typeof RESULT_PARTIES)[number];

/** The 9-box's levels of goal overall (results) and skill overall (behaviour): below 60, 60 to below 80, 80 and above. */
export const BOX_LEVELS = ['low', 'medium', 'high'] as const;
export type BoxLevel = (typeof BOX_LEVELS)[number];
export const BOX_THRESHOLDS = { medium: 60, high: 80 } as const;
/** A 9-box cell: "<goal level>/<skill level>", e.g. "high/medium". */
export const NINE_BOX_CELLS = BOX_LEVELS.flatMap((goal) => BOX_LEVELS.map((skill) => `${goal}/${skill}` as const));
export type NineBoxCell = (typeof NINE_BOX_CELLS)[number];

/**
 * The largest after-calibration score an admin may set in a project whose maximum achievement is `cap`
 * (docs/product.md §3.12, §4.10): `cap × 100`, the most a final score can reach there (100 under the default
 * cap of 1.0). The server refuses a score outside 0 to this (validation.calibratedScoreRange); the calibration
 * view gives it (`max_calibrated_score`) so that the form shows the range and checks it before sending.
 */
export const maxCalibratedScore = (cap: number) => roundScore(cap * 100);

const score = () => z.number().nullable();

// ─── Shared pieces ────────────────────────────────────────────────────────────────────────────────

/**
 * The scores of one employee in one round. `final_score` is the original (§4.8) for admins and the
 * effective one for everyone else; `after_calibration_score` is shown to admins only (null for others);
 * `score` is what counts (after-calibration if set, else final) and `grade` its grade (§4.11).
 */
export const resultScoresSchema = z.object({
  goal_overall: score(),
  skill_overall: score(),
  final_score: score(),
  after_calibration_score: score(),
  score: score(),
  grade: z.string().nullable().describe('The final score scale’s response for `score`; null without a scale or a score'),
});
export type ResultScores = z.infer<typeof resultScoresSchema>;

/** A party's share of a result: how many evaluators completed, their mean, and the weight it got after re-weighting. */
export const partyResultSchema = z
  .object({
    party: z.enum(RESULT_PARTIES),
    evaluators: z.number().int().describe('Evaluators of this party with a completed evaluation'),
    mean: score().describe('Mean of the party’s ratings over every competency (rule 1), for orientation'),
    weight: z.number().nullable().describe('The effective party weight after re-weighting over the parties that rated (sums to 1); null: dropped out'),
    counted_as: z
      .enum(RESULT_PARTIES)
      .nullable()
      .describe(
        'The group its ratings count in (docs/product.md §4.6, §5.9): itself, others (small coworker and subworker parties pooled), or null (left out to keep peers anonymous: a pool below the minimum)',
      ),
  })
  .meta({ id: 'PartyResult' });
export type PartyResult = z.infer<typeof partyResultSchema>;

/** A round as results show it: released or not, and whether the viewer may see its scores. */
export const resultRoundSchema = z
  .object({
    ...evaluationRoundSchema.shape,
    released_at: z.string().nullable().describe('When calibration was closed; null: pending'),
    visible: z.boolean().describe('false: the viewer may not see this round’s scores yet (all scores null)'),
  })
  .meta({ id: 'ResultRound' });
export type ResultRound = z.infer<typeof resultRoundSchema>;

/** One round's result of one employee, with the parties and the completeness of the evaluations. */
export const roundResultSchema = z
  .object({
    round: resultRoundSchema,
    ...resultScoresSchema.shape,
    skill_done: z.number().int(),
    skill_total: z.number().int(),
    goal_done: z.number().int(),
    goal_total: z.number().int(),
    parties: z.array(partyResultSchema),
  })
  .meta({ id: 'RoundResult' });
export type RoundResult = z.infer<typeof roundResultSchema>;

/** Whether anyone was to evaluate the person in the round: a round without evaluations has no result, now or after calibration. */
export const roundHasEvaluations = (result: Pick<RoundResult, 'skill_total' | 'goal_total'>) => result.skill_total + result.goal_total > 0;

/** A person of the results screens. */
export const resultPersonSchema = evaluationPersonSchema.extend({ employee_number: z.string() }).meta({ id: 'ResultPerson' });
export type ResultPerson = z.infer<typeof resultPersonSchema>;

/** A range of the final score scale (a grade), with the calibration's target share when set. */
export const gradeRangeSchema = z
  .object({
    id: z.number().int(),
    min: z.number(),
    max: z.number(),
    response: z.string(),
    target_share: z.number().nullable().describe('Target percent of people in this grade; null: not set'),
  })
  .meta({ id: 'GradeRange' });
export type GradeRange = z.infer<typeof gradeRangeSchema>;

/** The period and employee of a results page. */
export const employeePeriodQuerySchema = z.object({
  employee: requiredId(),
  period: optionalId().describe('Left out: the current period, else the newest'),
});

// ─── The performance panel (/performance-panel) ─────────────────────────────────────────────────

export const PANEL_ORDERINGS = [
  'full_name',
  'employee_number',
  'department',
  'position',
  'goal_overall',
  'skill_overall',
  'final_score',
  'after_calibration_score',
  'score',
] as const;
const panelOrderings = PANEL_ORDERINGS.flatMap((o) => [o, `-${o}`] as const);

/** The panel's filters (also of its export and of the skill and goal panels): one round, in the caller's scope. */
export const panelFilterSchema = z.object({
  frequency_id: requiredId(),
  search: optionalString(200).describe('Part of the name or employee number'),
  department: optionalId().describe('The department and its sub-departments'),
  manager: optionalId().describe('The direct reports of this employee'),
  position: optionalId(),
  grade: optionalId().describe('A range id of the final score scale: people whose score has that grade'),
  score_min: optionalNumberFrom().describe('Score (after calibration when set) at least this'),
  score_max: optionalNumberFrom().describe('Score (after calibration when set) at most this'),
  evaluated: z.enum(['all', 'with_results', 'without_results']).default('all'),
});

export const panelQuerySchema = panelFilterSchema.extend({
  page: pageField(),
  page_size: pageSizeField(25),
  ordering: z.enum(panelOrderings as [string, ...string[]]).default('full_name'),
});

export const panelRowSchema = z
  .object({
    employee: resultPersonSchema,
    ...resultScoresSchema.shape,
    calibrated_box: z.enum(NINE_BOX_CELLS).nullable(),
    skill_done: z.number().int(),
    skill_total: z.number().int(),
    goal_done: z.number().int(),
    goal_total: z.number().int(),
  })
  .meta({ id: 'PanelRow' });
export type PanelRow = z.infer<typeof panelRowSchema>;

export const panelPageSchema = z
  .object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    round: resultRoundSchema,
    grades: z.array(gradeRangeSchema).describe('The final score scale, lowest first; empty without one'),
    results: z.array(panelRowSchema),
  })
  .meta({ id: 'PanelPage' });
export type PanelPage = z.infer<typeof panelPageSchema>;

export const panelExportQuerySchema = panelFilterSchema.extend({
  format: z.enum(FILE_FORMATS).default('xlsx'),
  ordering: z.enum(panelOrderings as [string, ...string[]]).default('full_name'),
});

/** skills-for-performance-panel: per employee of a page, skill overall and the score of each competency. */
export const skillPanelPageSchema = z
  .object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    skills: z.array(optionSchema).describe('The competencies of the page’s employees, by name'),
    results: z.array(
      z.object({
        employee: resultPersonSchema,
        skill_overall: score(),
        scores: z.array(z.object({ skill_id: z.number().int(), score: score() })),
      }),
    ),
  })
  .meta({ id: 'SkillPanelPage' });
export type SkillPanelPage = z.infer<typeof skillPanelPageSchema>;

/** goals-for-performance-panel: per employee of a page, goal overall and the score of each goal of the round. */
export const goalPanelPageSchema = z
  .object({
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(
      z.object({
        employee: resultPersonSchema,
        goal_overall: score(),
        weight_total: z.number(),
        goals: z.array(z.object({ id: z.number().int(), name: z.string(), weight: z.number(), score: score() })),
      }),
    ),
  })
  .meta({ id: 'GoalPanelPage' });
export type GoalPanelPage = z.infer<typeof goalPanelPageSchema>;

// ─── One employee's competencies and goals (/user-skill-performance, /user-goal-performance) ─────

/** One competency's result in one round: overall (rule 6), per party, and the gap to the norm. */
export const skillRoundScoreSchema = z.object({
  frequency_id: z.number().int(),
  score: score(),
  gap: score().describe('score − norm_score; null without either'),
  parties: z.array(z.object({ party: z.enum(RESULT_PARTIES), mean: score(), ratings: z.number().int() })),
});

export const skillPerformanceLineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: optionSchema.nullable(),
    skill_type: z.enum(['hard', 'soft']),
    weight: z.number().describe('Fraction (0.25 for 25 %), in the employee’s own list or their position’s'),
    norm: z.number().nullable().describe('The expected level on the rating template'),
    norm_score: score().describe('The norm counted as a rating (rule 1)'),
    rounds: z.array(skillRoundScoreSchema),
  })
  .meta({ id: 'SkillPerformanceLine' });
export type SkillPerformanceLine = z.infer<typeof skillPerformanceLineSchema>;

export const employeeSkillPerformanceSchema = z
  .object({
    employee: resultPersonSchema,
    period: periodOptionSchema.nullable(),
    periods: z.array(periodOptionSchema),
    rounds: z.array(roundResultSchema),
    skills: z.array(skillPerformanceLineSchema),
  })
  .meta({ id: 'EmployeeSkillPerformance' });
export type EmployeeSkillPerformance = z.infer<typeof employeeSkillPerformanceSchema>;

/** employee-skill-result: skill overall per round, with the parties (the employee's and manager's view merges small parties). */
export const employeeSkillResultSchema = z
  .object({
    employee: resultPersonSchema,
    period: periodOptionSchema.nullable(),
    rounds: z.array(z.object({ round: resultRoundSchema, skill_overall: score(), parties: z.array(partyResultSchema) })),
  })
  .meta({ id: 'EmployeeSkillResult' });
export type EmployeeSkillResult = z.infer<typeof employeeSkillResultSchema>;

const goalMeasure = {
  is_numerical: z.boolean(),
  is_positive: z.boolean().describe('Higher is better'),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  scale_template: optionSchema.nullable(),
  rating: z.number().nullable().describe('The manager’s rating of a scale goal'),
  score: score(),
};

export const goalResultLineSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    category: optionSchema.nullable(),
    frequency: optionSchema.nullable().describe('null: every round of the period'),
    deadline: z.string().nullable(),
    success_criteria: z.string(),
    weight: z.number().describe('Percent'),
    ...goalMeasure,
    shared: z.boolean(),
    sub_goals: z.array(z.object({ id: z.number().int(), name: z.string(), weight: z.number(), ...goalMeasure })),
  })
  .meta({ id: 'GoalResultLine' });
export type GoalResultLine = z.infer<typeof goalResultLineSchema>;

export const employeeGoalsResultSchema = z
  .object({
    employee: resultPersonSchema,
    period: periodOptionSchema.nullable(),
    periods: z.array(periodOptionSchema),
    rounds: z.array(z.object({ round: resultRoundSchema, goal_overall: score(), weight_total: z.number(), evaluated: z.boolean() })),
    goals: z.array(goalResultLineSchema),
  })
  .meta({ id: 'EmployeeGoalsResult' });
export type EmployeeGoalsResult = z.infer<typeof employeeGoalsResultSchema>;

// ─── The performance card (/performance-card/{id}/{period}) ─────────────────────────────────────

export const calibrationEntrySchema = z
  .object({
    id: z.number().int(),
    action: z.enum(['score', 'box', 'release', 'reopen']),
    frequency: optionSchema,
    employee: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
    actor: z.string(),
    final_score: score().describe('The original final score when the change was made'),
    before_score: score(),
    after_score: score(),
    before_box: z.enum(NINE_BOX_CELLS).nullable(),
    after_box: z.enum(NINE_BOX_CELLS).nullable(),
    reason: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CalibrationEntry' });
export type CalibrationEntry = z.infer<typeof calibrationEntrySchema>;

export const cardReviewSchema = z
  .object({
    id: z.number().int(),
    author: z.string(),
    author_role: z.enum(RESULT_VIEWERS),
    acknowledged: z.boolean(),
    comment: z.string(),
    created_at: z.string(),
  })
  .meta({ id: 'CardReview' });
export type CardReview = z.infer<typeof cardReviewSchema>;

export const cardMemoSchema = z.object({
  frequency_id: z.number().int(),
  party: z
    .enum(RESULT_PARTIES)
    .describe('The evaluator’s party; in the employee’s and manager’s view the group it counts in (others: pooled coworkers and subworkers)'),
  evaluator: z.string().nullable().describe('null in the employee’s and manager’s view for coworkers and subworkers'),
  skill: optionSchema.nullable().describe('The competency an answer’s comment is about; null: the memo of the whole evaluation'),
  memo: z.string(),
});

export const weightsInUseSchema = z
  .object({
    split: z.object({ goal_weight: z.number().nullable(), skill_weight: z.number().nullable(), source: z.enum(['individual', 'project']) }),
    parties: z.object({
      manager: z.number().nullable(),
      subworker: z.number().nullable(),
      coworker: z.number().nullable(),
      self: z.number().nullable(),
      source: z.enum(['personal', 'project']),
    }),
  })
  .meta({ id: 'WeightsInUse' });
export type WeightsInUse = z.infer<typeof weightsInUseSchema>;

export const performanceCardSchema = z
  .object({
    viewer: z.enum(RESULT_VIEWERS),
    employee: resultPersonSchema.extend({ manager: z.object({ id: z.number().int(), full_name: z.string() }).nullable() }),
    company: z.object({ name: z.string(), logo: z.string().nullable() }),
    period: periodOptionSchema,
    periods: z.array(periodOptionSchema),
    period_score: score().describe('Rule 9 over the rounds visible to the viewer'),
    period_grade: z.string().nullable(),
    rounds: z.array(roundResultSchema),
    goals: z.array(goalResultLineSchema).describe('Empty while no round of the period is visible to the viewer'),
    skills: z.array(skillPerformanceLineSchema),
    memos: z.array(cardMemoSchema),
    weights: weightsInUseSchema,
    calibration: z.array(calibrationEntrySchema).nullable().describe('Admins only: the calibration trail of this person in the period'),
    reviews: z.array(cardReviewSchema),
  })
  .meta({ id: 'PerformanceCard' });
export type PerformanceCard = z.infer<typeof performanceCardSchema>;

export const performanceCardQuerySchema = z.object({ employee: requiredId(), period: requiredId() });

export const cardReviewBodySchema = z
  .object({
    employee: requiredId(),
    period: requiredId(),
    acknowledged: z.boolean().default(false),
    comment: optionalString(2000),
  })
  .refine((b) => b.acknowledged || b.comment !== '', { message: msg('validation.required').error, path: ['comment'] })
  .meta({ id: 'CardReviewBody' });

// ─── main/: one employee's results, the weights that apply ──────────────────────────────────────

export const employeeResultQuerySchema = z.object({
  employee: requiredId(),
  period: optionalId().describe('Left out: every period of the project'),
});

export const employeeResultSchema = z
  .object({
    employee: resultPersonSchema,
    periods: z.array(
      z.object({
        period: periodOptionSchema,
        period_score: score(),
        period_grade: z.string().nullable(),
        rounds: z.array(roundResultSchema),
      }),
    ),
  })
  .meta({ id: 'EmployeeResult' });
export type EmployeeResult = z.infer<typeof employeeResultSchema>;

export const employeeQuerySchema = z.object({ employee: requiredId() });

// ─── Calibration (wizard/calibrate-final-score-scale/) ───────────────────────────────────────────

export const calibrationQuerySchema = z.object({
  frequency_id: requiredId(),
  department: optionalId().describe('The department and its sub-departments'),
  manager: optionalId().describe('The direct reports of this employee'),
});

const gradeCountsSchema = z.array(z.object({ range_id: z.number().int(), count: z.number().int() }));

export const ninePersonSchema = z.object({
  id: z.number().int(),
  full_name: z.string(),
  image: z.string().nullable(),
  goal_overall: score(),
  skill_overall: score(),
  score: score(),
  moved: z.boolean().describe('Placed in this box by calibration, not by the scores'),
});

export const calibrationSchema = z
  .object({
    round: resultRoundSchema,
    grades: z.array(gradeRangeSchema),
    total: z.number().int().describe('People in the selection with a score'),
    distribution: z.array(
      z.object({ range_id: z.number().int(), response: z.string(), count: z.number().int(), share: z.number(), target_share: z.number().nullable() }),
    ),
    by_department: z.array(z.object({ department: optionSchema.nullable(), total: z.number().int(), counts: gradeCountsSchema })),
    by_manager: z.array(z.object({ manager: optionSchema.nullable(), total: z.number().int(), counts: gradeCountsSchema })),
    nine_box: z.array(z.object({ cell: z.enum(NINE_BOX_CELLS), count: z.number().int(), people: z.array(ninePersonSchema) })),
    unplaced: z
      .array(ninePersonSchema.omit({ moved: true }).extend({ missing: z.enum(['goal', 'skill', 'both']).describe('The overall score the person lacks') }))
      .describe('People with a result but outside the 9-box: without a goal overall or a skill overall (and not moved by calibration)'),
    calibrated: z.number().int().describe('People with an after-calibration score or a moved box'),
    max_calibrated_score: z.number().describe('The largest after-calibration score that may be set: the project’s maximum achievement × 100'),
  })
  .meta({ id: 'Calibration' });
export type Calibration = z.infer<typeof calibrationSchema>;

/** Adjust one person's score and/or 9-box placement, with a reason. null reverts to the computed one. */
export const calibrateBodySchema = z
  .object({
    frequency_id: requiredId(),
    employee_id: requiredId(),
    // The range (0 to the project's maximum achievement × 100) depends on the project: the server checks it (services/results/calibration-write.ts).
    after_calibration_score: numberFrom()
      .nullable()
      .optional()
      .describe('0 to the project’s maximum achievement × 100 (`max_calibrated_score` of the calibration view); null reverts to the final score'),
    box: z.enum(NINE_BOX_CELLS).nullable().optional(),
    reason: requiredString(1000),
  })
  .refine((b) => b.after_calibration_score !== undefined || b.box !== undefined, {
    message: msg('validation.required').error,
    path: ['after_calibration_score'],
  })
  .meta({ id: 'CalibrateBody' });
export type CalibrateBody = z.input<typeof calibrateBodySchema>;

export const calibrationHistoryQuerySchema = z.object({
  frequency_id: requiredId(),
  employee: optionalId(),
  page: pageField(),
  page_size: pageSizeField(50),
});
export const calibrationHistorySchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(calibrationEntrySchema) })
  .meta({ id: 'CalibrationHistory' });
export type CalibrationHistory = z.infer<typeof calibrationHistorySchema>;

export const gradeTargetsBodySchema = z
  .object({
    targets: z.array(z.object({ range_id: requiredId(), share: nonNegative(100) })).max(100),
  })
  .refine((b) => b.targets.reduce((sum, t) => sum + t.share, 0) <= 100 + 1e-9, { message: msg('validation.sharesSum100').error, path: ['non_field_errors'] })
  .meta({ id: 'GradeTargetsBody' });
export const gradeTargetsSchema = z.object({ grades: z.array(gradeRangeSchema) }).meta({ id: 'GradeTargets' });

export const releaseBodySchema = z.object({ frequency_id: requiredId() }).meta({ id: 'ReleaseBody' });
export const reopenCalibrationBodySchema = z.object({ frequency_id: requiredId(), reason: requiredString(1000) }).meta({ id: 'ReopenCalibrationBody' });
export const releaseResultSchema = z
  .object({ released_at: z.string().nullable(), notified: z.number().int().describe('Evaluatees notified of their results') })
  .meta({ id: 'ReleaseResult' });
export type ReleaseResult = z.infer<typeof releaseResultSchema>;

// ─── Rater patterns ─────────────────────────────────────────────────────────────────────────────

export const RATER_ORDERINGS = ['difference', 'mean', 'spread', 'ratings', 'evaluator'] as const;
const raterOrderings = RATER_ORDERINGS.flatMap((o) => [o, `-${o}`] as const);

export const raterPatternQuerySchema = z.object({
  frequency_id: requiredId(),
  party: z.enum(PARTIES).optional().describe('Only ratings given in this party (manager: every manager as a manager)'),
  flag: z.enum(['lenient', 'harsh', 'all']).default('all'),
  page: pageField(),
  page_size: pageSizeField(25),
  ordering: z.enum(raterOrderings as [string, ...string[]]).default('-difference'),
});

const spreadSchema = z.object({ ratings: z.number().int(), mean: score(), spread: score().describe('Standard deviation of the ratings (rule 1 scores)') });

/**
 * An evaluator's ratings in the round against the company's: `difference` is mean − the company's mean;
 * `z` that difference in the company's standard deviations; `flag` lenient at z ≥ 1, harsh at z ≤ −1
 * (with at least 5 ratings).
 */
export const raterPatternPageSchema = z
  .object({
    company: spreadSchema,
    count: z.number().int(),
    page: z.number().int(),
    page_size: z.number().int(),
    results: z.array(
      spreadSchema.extend({
        evaluator: evaluationPersonSchema,
        evaluatees: z.number().int(),
        difference: score(),
        z: z.number().nullable(),
        flag: z.enum(['lenient', 'harsh']).nullable(),
      }),
    ),
  })
  .meta({ id: 'RaterPatternPage' });
export type RaterPatternPage = z.infer<typeof raterPatternPageSchema>;
