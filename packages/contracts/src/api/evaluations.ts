import { z } from 'zod';
import { FILE_FORMATS } from './employees.ts';
import { optionSchema } from './organisation.ts';
import { DEFAULT_MIN_EVALUATORS } from '../scoring.ts';
import { msg, nonNegative, optionalId, optionalNumberFrom, optionalString, pageField, pageSizeField, requiredId, requiredString } from '../validation.ts';

/**
 * The evaluation cycle (docs/product.md §5.1–§5.5, §5.10): evaluations of a round, their bulk creation
 * with proposed evaluators, activation, the evaluator's forms, surveys and reminders.
 */

export const EVALUATION_PARTIES = ['manager', 'subworker', 'coworker', 'self'] as const;
export type EvaluationParty = (typeof EVALUATION_PARTIES)[number];
export const EVALUATION_KINDS = ['skill', 'goal'] as const;
export type EvaluationKind = (typeof EVALUATION_KINDS)[number];

/**
 * When a person's result is complete enough to be ranked (top 10 and bottom 10, docs/product.md §7.9):
 * `goal_and_skill` (default) a goal overall and a skill overall exist; `final_score` any final score;
 * `all_completed` every evaluation of theirs in the round is completed and a final score exists.
 */
export const RANKING_RULES = ['goal_and_skill', 'final_score', 'all_completed'] as const;
export type RankingRule = (typeof RANKING_RULES)[number];

/** Bounds of what an admin may set and send. */
export const MAX_COWORKERS = 10;
export const MAX_REMINDER_DAYS = 5;
export const MAX_SURVEY_OPTIONS = 10;
/** The largest minimum of evaluators a party needs to be shown on its own to the evaluatee (docs/product.md §5.9). */
export const MAX_MIN_EVALUATORS = 10;
/** Changes a bulk creation may carry (each adds or removes one evaluator). */
export const MAX_PROPOSAL_CHANGES = 5000;
/** Evaluation ids one activation, termination or reactivation may name. */
export const MAX_SELECTION = 5000;

// ─── Shared pieces ────────────────────────────────────────────────────────────────────────────────

/** A person as evaluation rows show them: name, photo, position, department. */
export const evaluationPersonSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    image: z.string().nullable(),
    position: optionSchema.nullable(),
    department: optionSchema.nullable(),
    status: z.enum(['active', 'terminated']),
  })
  .meta({ id: 'EvaluationPerson' });
export type EvaluationPerson = z.infer<typeof evaluationPersonSchema>;

/** A round with its period, as evaluation rows show it. */
export const evaluationRoundSchema = z
  .object({ id: z.number().int(), name: z.string(), start_date: z.string(), end_date: z.string(), period: optionSchema })
  .meta({ id: 'EvaluationRound' });
export type EvaluationRound = z.infer<typeof evaluationRoundSchema>;

/**
 * One evaluation as lists show it. `active`: the card was activated (visible to its evaluator);
 * `terminated`: dropped out of lists and scores, kept; `completed`: submitted and locked.
 */
export const evaluationSchema = z
  .object({
    id: z.number().int(),
    kind: z.enum(EVALUATION_KINDS),
    party: z.enum(EVALUATION_PARTIES),
    round: evaluationRoundSchema,
    evaluatee: evaluationPersonSchema,
    evaluator: evaluationPersonSchema,
    active: z.boolean(),
    terminated: z.boolean(),
    completed: z.boolean(),
    /** Something was saved (a draft or the submission). */
    started: z.boolean(),
    evaluation_date: z.string().nullable(),
    activated_at: z.string().nullable(),
    completed_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Evaluation' });
export type Evaluation = z.infer<typeof evaluationSchema>;

// ─── /evaluations: the list, its progress and export ────────────────────────────────────────────

export const EVALUATION_ORDERINGS = ['evaluatee', 'evaluator', 'party', 'kind', 'department', 'completed_at', 'created_at'] as const;
const orderingValues = EVALUATION_ORDERINGS.flatMap((o) => [o, `-${o}`] as const);

/** The filters of the evaluation list, its export and its progress. `state`: active (not terminated) or terminated. */
export const evaluationFilterSchema = z.object({
  frequency_id: requiredId(),
  search: optionalString(200),
  department: optionalId(),
  position: optionalId(),
  evaluatee: optionalId(),
  evaluator: optionalId(),
  party: z.enum(EVALUATION_PARTIES).optional(),
  kind: z.enum(EVALUATION_KINDS).optional(),
  completion: z.enum(['completed', 'not_completed', 'all']).default('all'),
  card: z.enum(['active', 'inactive', 'all']).default('all'),
  state: z.enum(['active', 'terminated', 'all']).default('active'),
});

export const evaluationListQuerySchema = evaluationFilterSchema.extend({
  page: pageField(),
  page_size: pageSizeField(25),
  ordering: z.enum(orderingValues as [string, ...string[]]).default('evaluatee'),
});
export const evaluationPageSchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(evaluationSchema) })
  .meta({ id: 'EvaluationPage' });
export type EvaluationPage = z.infer<typeof evaluationPageSchema>;

export const evaluationExportQuerySchema = evaluationFilterSchema.extend({ format: z.enum(FILE_FORMATS).default('xlsx') });

const progressCountSchema = z.object({ total: z.number().int(), completed: z.number().int() });
/** A round's progress over the evaluations in the caller's scope that are not terminated. */
export const evaluationProgressSchema = z
  .object({
    total: z.number().int(),
    completed: z.number().int(),
    /** Activated cards among them. */
    active: z.number().int(),
    by_party: z.array(progressCountSchema.extend({ party: z.enum(EVALUATION_PARTIES) })),
    by_kind: z.array(progressCountSchema.extend({ kind: z.enum(EVALUATION_KINDS) })),
    by_department: z.array(progressCountSchema.extend({ department: optionSchema.nullable() })),
  })
  .meta({ id: 'EvaluationProgress' });
export type EvaluationProgress = z.infer<typeof evaluationProgressSchema>;
export const evaluationProgressQuerySchema = z.object({ frequency_id: requiredId() });

/** evaluation-list-for-panel: per evaluatee of a round, how many of their evaluations are completed. */
export const evaluationPanelQuerySchema = z.object({
  frequency_id: requiredId(),
  page: pageField(),
  page_size: pageSizeField(25),
  search: optionalString(200),
  department: optionalId(),
});
export const evaluationPanelRowSchema = z
  .object({
    evaluatee: evaluationPersonSchema,
    skill: progressCountSchema,
    goal: progressCountSchema,
  })
  .meta({ id: 'EvaluationPanelRow' });
export const evaluationPanelPageSchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(evaluationPanelRowSchema) })
  .meta({ id: 'EvaluationPanelPage' });

// ─── Creating evaluations ────────────────────────────────────────────────────────────────────────

/** One skill evaluation (wizard/create-evaluation/). A self evaluation has the evaluatee as evaluator. */
export const createSkillEvaluationBodySchema = z
  .object({
    frequency_id: requiredId(),
    evaluatee_id: requiredId(),
    evaluator_id: requiredId(),
    party: z.enum(EVALUATION_PARTIES),
  })
  .meta({ id: 'CreateSkillEvaluationBody' });

/** One goal evaluation (goals/create-evaluation/): the evaluator enters the actuals and ratings (the manager by default). */
export const createGoalEvaluationBodySchema = z
  .object({
    frequency_id: requiredId(),
    evaluatee_id: requiredId(),
    /** Absent: the evaluatee's manager (report_to). */
    evaluator_id: optionalId(),
  })
  .meta({ id: 'CreateGoalEvaluationBody' });

/**
 * Whom a bulk creation covers: one employee, a department with its sub-departments, or the whole
 * project (neither given). Only active employees in the caller's department scope.
 */
export const bulkScopeSchema = z.object({
  employee_id: optionalId(),
  department_id: optionalId(),
});

/** An admin's change to the proposal: add or remove one evaluator of one party for one evaluatee. */
export const proposalChangeSchema = z.object({
  evaluatee_id: requiredId(),
  evaluator_id: requiredId(),
  party: z.enum(EVALUATION_PARTIES),
  action: z.enum(['add', 'remove']),
});
export type ProposalChange = z.infer<typeof proposalChangeSchema>;

/**
 * Bulk creation (docs/product.md §5.4): the proposal is computed again from the reporting lines on the
 * server (deterministic), then the admin's changes are applied, so the preview and the creation agree.
 */
export const bulkEvaluationBodySchema = z
  .object({
    frequency_id: requiredId(),
    ...bulkScopeSchema.shape,
    /** Create skill evaluations, goal evaluations, or both. */
    kinds: z.array(z.enum(EVALUATION_KINDS)).min(1, msg('validation.required')).max(2),
    changes: z.array(proposalChangeSchema).max(MAX_PROPOSAL_CHANGES).default([]),
  })
  .meta({ id: 'BulkEvaluationBody' });

/** The orders of a preview's evaluatees: by name, or by department (then name); `-` reverses. */
export const PROPOSAL_ORDERINGS = ['evaluatee', '-evaluatee', 'department', '-department'] as const;

/**
 * A page of the preview: its evaluatees in `ordering`, those whose number or name contains `search`,
 * and with `party` or `evaluator` only those with a proposed evaluation of that party, by that
 * evaluator, or both in one evaluation (a goal evaluation counts in the manager's party). Each row
 * keeps all its evaluators, so the web app checks an edit against the whole row (docs/product.md §5.4).
 */
export const proposalPreviewBodySchema = bulkEvaluationBodySchema
  .extend({
    page: pageField(),
    page_size: pageSizeField(25),
    search: optionalString(200),
    party: z.enum(EVALUATION_PARTIES).optional(),
    evaluator: optionalId(),
    ordering: z.enum(PROPOSAL_ORDERINGS).default('evaluatee'),
  })
  .meta({ id: 'ProposalPreviewBody' });

/** One proposed evaluator: `exists` when that evaluation is already there (it will be skipped); `added` when the admin added them. */
export const proposedEvaluatorSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    position: optionSchema.nullable(),
    exists: z.boolean(),
    added: z.boolean(),
  })
  .meta({ id: 'ProposedEvaluator' });
export type ProposedEvaluator = z.infer<typeof proposedEvaluatorSchema>;

/** What bulk creation would do for one evaluatee. */
export const proposalRowSchema = z
  .object({
    evaluatee: evaluationPersonSchema,
    /** Skill evaluators by party; a party with weight 0 is left out (empty). */
    parties: z.object({
      manager: z.array(proposedEvaluatorSchema),
      subworker: z.array(proposedEvaluatorSchema),
      coworker: z.array(proposedEvaluatorSchema),
      self: z.array(proposedEvaluatorSchema),
    }),
    /**
     * The goal evaluation: its evaluator (the manager), or why there is none: no manager, no personal
     * goal in the round ('No personal goal found for this employee.'), weights below 100 ('First set
     * all personal goals!').
     */
    goal: z.object({
      evaluator: proposedEvaluatorSchema.nullable(),
      problem: z.enum(['no_manager', 'no_goals', 'weights_incomplete']).nullable(),
      message: z.string().nullable(),
    }),
  })
  .meta({ id: 'ProposalRow' });
export type ProposalRow = z.infer<typeof proposalRowSchema>;

export const proposalPreviewSchema = z
  .object({
    /** Evaluatees covered. */
    evaluatees: z.number().int(),
    /** Evaluations that would be created (existing ones not counted), per kind and party. */
    to_create: z.object({ skill: z.number().int(), goal: z.number().int() }),
    by_party: z.array(z.object({ party: z.enum(EVALUATION_PARTIES), count: z.number().int() })),
    already_existing: z.number().int(),
    /** Evaluatees without a goal evaluation because of the goal problems above. */
    goal_problems: z.number().int(),
    /** Coworker requests per evaluator: the largest and the mean (fair spread). */
    coworker_load: z.object({ max: z.number().int(), mean: z.number() }),
    page: z.number().int(),
    page_size: z.number().int(),
    count: z.number().int(),
    results: z.array(proposalRowSchema),
  })
  .meta({ id: 'ProposalPreview' });
export type ProposalPreview = z.infer<typeof proposalPreviewSchema>;

/** What a bulk creation did. Everything in one transaction; existing evaluations are skipped and counted. */
export const bulkEvaluationResultSchema = z
  .object({
    created: z.object({ skill: z.number().int(), goal: z.number().int() }),
    skipped_existing: z.number().int(),
    /** Evaluatees that got no goal evaluation, with the reason's message. */
    not_ready: z.array(z.object({ evaluatee: optionSchema, message: z.string() })),
  })
  .meta({ id: 'BulkEvaluationResult' });
export type BulkEvaluationResult = z.infer<typeof bulkEvaluationResultSchema>;

// ─── Activation, termination, reopening, deletion ────────────────────────────────────────────────

export const CARD_ACTIONS = ['activate', 'terminate', 'reactivate'] as const;

/**
 * activate-evaluation-card: activate (notifies each evaluator once), terminate or reactivate the named
 * evaluations, or with `all` every evaluation of the round in the caller's scope.
 */
export const cardActionBodySchema = z
  .object({
    frequency_id: requiredId(),
    action: z.enum(CARD_ACTIONS),
    ids: z.array(requiredId()).max(MAX_SELECTION).default([]),
    all: z.boolean().default(false),
  })
  .meta({ id: 'CardActionBody' });
export const cardActionResultSchema = z.object({ changed: z.number().int(), notified: z.number().int() }).meta({ id: 'CardActionResult' });

// ─── One evaluatee, one evaluation ───────────────────────────────────────────────────────────────

export const evaluateeRoundQuerySchema = z.object({ employee_id: requiredId(), frequency_id: requiredId() });

/** A rating choice of the project's rating template: `value` (the range's max) is what an answer stores. */
export const ratingChoiceSchema = z.object({ value: z.number(), min: z.number(), max: z.number(), response: z.string() }).meta({ id: 'RatingChoice' });
export type RatingChoice = z.infer<typeof ratingChoiceSchema>;

export const skillAnswerSchema = z
  .object({ skill_id: z.number().int(), rating: z.number().nullable(), not_applicable: z.boolean(), comment: z.string() })
  .meta({ id: 'SkillAnswer' });
export type SkillAnswer = z.infer<typeof skillAnswerSchema>;

export const surveyAnswerSchema = z.object({ question_id: z.number().int(), answer: z.string() }).meta({ id: 'SurveyAnswer' });

/** A competency as the skill form shows it, with the evaluator's answer (null: none yet). */
export const formSkillSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    category: optionSchema.nullable(),
    skill_type: z.enum(['hard', 'soft']),
    is_periodic: z.boolean(),
    answer: skillAnswerSchema.nullable(),
  })
  .meta({ id: 'FormSkill' });

export const surveyQuestionSchema = z
  .object({ id: z.number().int(), question: z.string(), options: z.array(z.string()), position: z.number().int() })
  .meta({ id: 'SurveyQuestion' });
export type SurveyQuestion = z.infer<typeof surveyQuestionSchema>;

/** A goal or sub goal line of the goal form, with the score by the scoring core (null until it can be scored). */
const goalLineFields = {
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  is_numerical: z.boolean(),
  target: z.number().nullable(),
  is_positive: z.boolean(),
  /** The rating choices of a scale goal (empty for a numerical one). */
  scale: z.array(ratingChoiceSchema),
  actual: z.number().nullable(),
  rating: z.number().nullable(),
  score: z.number().nullable(),
};
export const formSubGoalSchema = z.object(goalLineFields).meta({ id: 'FormSubGoal' });
export const formGoalSchema = z
  .object({
    ...goalLineFields,
    category: optionSchema.nullable(),
    success_criteria: z.string(),
    deadline: z.string().nullable(),
    /** Every round of the period, or this round only. */
    every_round: z.boolean(),
    /** The other people who share this goal: its actual counts for all of them. */
    shared_with: z.array(optionSchema),
    sub_goals: z.array(formSubGoalSchema),
  })
  .meta({ id: 'FormGoal' });
export type FormGoal = z.infer<typeof formGoalSchema>;

export const historyEventSchema = z
  .object({
    action: z.enum(['created', 'activated', 'submitted', 'reopened', 'terminated', 'reactivated', 'reminded']),
    by: z.string().nullable(),
    at: z.string(),
  })
  .meta({ id: 'EvaluationHistoryEvent' });

/**
 * One evaluation with everything on it (the evaluator's form, an admin's details): the competencies
 * with answers (skill kind) or the goals with actuals and ratings (goal kind), the memo and survey.
 * `editable`: the caller may save it now (the evaluator, active card, not completed, not terminated,
 * today inside the round's dates); `locked_reason` says why not (e.g. the date message).
 */
export const evaluationDetailsSchema = z
  .object({
    evaluation: evaluationSchema,
    memo: z.string(),
    editable: z.boolean(),
    locked_reason: z.string().nullable(),
    /** Skill kind: the rating template's choices and the competencies. */
    scale: z.array(ratingChoiceSchema),
    skills: z.array(formSkillSchema),
    survey: z.array(surveyQuestionSchema.extend({ answer: z.string().nullable() })),
    /** Goal kind: the goals of the evaluatee in the round, the project's cap, and goal overall G so far. */
    goals: z.array(formGoalSchema),
    cap: z.number(),
    goal_overall: z.number().nullable(),
    /** Only for admins (empty for the evaluator). */
    history: z.array(historyEventSchema),
  })
  .meta({ id: 'EvaluationDetails' });
export type EvaluationDetails = z.infer<typeof evaluationDetailsSchema>;

/** evaluation-list-for-unique-user: one evaluatee in one round, every evaluation about them with each evaluator's answers. */
export const evaluateeRoundSchema = z
  .object({
    evaluatee: evaluationPersonSchema,
    round: evaluationRoundSchema,
    scale: z.array(ratingChoiceSchema),
    skills: z.array(optionSchema),
    evaluations: z.array(evaluationSchema.extend({ memo: z.string(), answers: z.array(skillAnswerSchema), survey: z.array(surveyAnswerSchema) })),
  })
  .meta({ id: 'EvaluateeRound' });
export type EvaluateeRound = z.infer<typeof evaluateeRoundSchema>;

/** goals/evaluations/: the goal evaluation of one evaluatee in one round (null when none was created). */
export const goalEvaluationOfSchema = z
  .object({ evaluatee: evaluationPersonSchema, round: evaluationRoundSchema, details: evaluationDetailsSchema.nullable() })
  .meta({ id: 'GoalEvaluationOf' });

// ─── The evaluator: /evaluate and the two forms ──────────────────────────────────────────────────

export const myEvaluationsQuerySchema = z.object({ status: z.enum(['todo', 'done', 'all']).default('all') });

/** One evaluation the caller must fill (or filled), as /evaluate lists them. */
export const myEvaluationSchema = evaluationSchema.extend({ editable: z.boolean() }).meta({ id: 'MyEvaluation' });
export const myEvaluationListSchema = z.object({ results: z.array(myEvaluationSchema) }).meta({ id: 'MyEvaluationList' });
export type MyEvaluation = z.infer<typeof myEvaluationSchema>;

const ratingValue = () => optionalNumberFrom();

/**
 * Save a draft of a skill evaluation (only what is sent changes) or, with `submit`, submit it: every
 * competency then needs a rating or "not applicable". Nothing changed: 'Do not have any changes to save.'.
 */
export const skillFormBodySchema = z
  .object({
    answers: z
      .array(
        z.object({
          skill_id: requiredId(),
          rating: ratingValue(),
          not_applicable: z.boolean().default(false),
          comment: optionalString(2000),
        }),
      )
      .max(500)
      .default([]),
    survey: z
      .array(z.object({ question_id: requiredId(), answer: optionalString(500) }))
      .max(100)
      .default([]),
    memo: optionalString(5000).optional(),
    submit: z.boolean().default(false),
  })
  .meta({ id: 'SkillFormBody' });
export type SkillFormBody = z.input<typeof skillFormBodySchema>;

/** Save the goal evaluation (actuals of numerical goals, ratings of scale goals, per goal or sub goal), or submit it. */
export const goalFormBodySchema = z
  .object({
    goals: z
      .array(z.object({ goal_id: requiredId(), actual: optionalNumberFrom(), rating: optionalNumberFrom() }))
      .max(500)
      .default([]),
    sub_goals: z
      .array(z.object({ sub_goal_id: requiredId(), actual: optionalNumberFrom(), rating: optionalNumberFrom() }))
      .max(2000)
      .default([]),
    memo: optionalString(5000).optional(),
    submit: z.boolean().default(false),
  })
  .meta({ id: 'GoalFormBody' });

// ─── Settings, surveys, reminders, danger zone ───────────────────────────────────────────────────

/** The project's evaluation settings (docs/product.md §5.4, §5.5): coworkers proposed per evaluatee, reminder days. */
export const evaluationSettingsSchema = z
  .object({
    coworker_count: z.number().int(),
    reminder_days: z.array(z.number().int()),
    remind_after_end: z.boolean(),
    show_result_before_calibration: z.boolean().describe('Evaluatees see a round’s scores before its calibration is closed (docs/product.md §5.6)'),
    min_evaluators: z.number().int().describe('Fewest coworkers or subworkers a party (or their pool) needs to count, at least 2 (docs/product.md §4.6, §5.9)'),
    ranking_rule: z.enum(RANKING_RULES).describe('When a person’s result is complete enough to be ranked in the top 10 and bottom 10 (docs/product.md §7.9)'),
    show_department_top_ten: z.boolean().describe('Users see the top 10 of their department on their dashboard (released rounds only)'),
  })
  .meta({ id: 'EvaluationSettings' });
export type EvaluationSettings = z.infer<typeof evaluationSettingsSchema>;
export const evaluationSettingsBodySchema = z
  .object({
    coworker_count: nonNegative(MAX_COWORKERS).pipe(z.number().int(msg('validation.invalid'))),
    reminder_days: z
      .array(nonNegative(60).pipe(z.number().int(msg('validation.invalid')).min(1, msg('validation.invalid'))))
      .max(MAX_REMINDER_DAYS)
      .refine((days) => new Set(days).size === days.length, msg('validation.duplicateEntry')),
    remind_after_end: z.boolean(),
    show_result_before_calibration: z.boolean().default(false),
    min_evaluators: nonNegative(MAX_MIN_EVALUATORS)
      .pipe(z.number().int(msg('validation.invalid')).min(DEFAULT_MIN_EVALUATORS, msg('validation.minEvaluators')))
      .default(DEFAULT_MIN_EVALUATORS),
    ranking_rule: z.enum(RANKING_RULES).default('goal_and_skill'),
    show_department_top_ten: z.boolean().default(false),
  })
  .meta({ id: 'EvaluationSettingsBody' });

export const surveyQuestionBodySchema = z
  .object({
    question: requiredString(500),
    options: z
      .array(requiredString(200))
      .min(2, msg('validation.surveyOptions'))
      .max(MAX_SURVEY_OPTIONS)
      .refine((options) => new Set(options.map((o) => o.toLowerCase())).size === options.length, msg('validation.duplicateEntry')),
    position: nonNegative(1000)
      .pipe(z.number().int(msg('validation.invalid')))
      .default(0),
  })
  .meta({ id: 'SurveyQuestionBody' });
export const surveyQuestionListSchema = z.array(surveyQuestionSchema).meta({ id: 'SurveyQuestionList' });

export const remindBodySchema = z.object({ frequency_id: requiredId() }).meta({ id: 'RemindBody' });
export const reminderRunSchema = z
  .object({
    id: z.number().int(),
    trigger: z.enum(['schedule', 'manual']),
    /** "before:7", "after", or "manual". */
    key: z.string(),
    by: z.string().nullable(),
    recipients: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'ReminderRun' });
export const reminderLogSchema = z.object({ results: z.array(reminderRunSchema) }).meta({ id: 'ReminderLog' });
export const reminderLogQuerySchema = z.object({ frequency_id: requiredId() });

/** Danger zone: delete every evaluation of the selected project (answers go with them), after typing its name. */
export const deleteEvaluationDataBodySchema = z.object({ confirm: requiredString(200) }).meta({ id: 'DeleteEvaluationDataBody' });
export const deleteEvaluationDataResultSchema = z.object({ deleted: z.number().int() }).meta({ id: 'DeleteEvaluationDataResult' });
