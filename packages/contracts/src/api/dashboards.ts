import { z } from 'zod';
import { optionalId } from '../validation.ts';
import { EVALUATION_KINDS, EVALUATION_PARTIES, evaluationPersonSchema, evaluationProgressSchema, evaluationRoundSchema } from './evaluations.ts';
import { optionSchema } from './organisation.ts';
import { resultPersonSchema, resultRoundSchema } from './results.ts';
import { periodOptionSchema } from './setup.ts';

/**
 * The dashboards (docs/product.md §7.9): the admin's home screen over a round of the selected project
 * (`main/dashboard/`), the ranked lists of top 10 and bottom 10 (`main/topten/` by the score that counts,
 * `wizard/topten/` by skill overall, `goals/topten/` by goal overall), the project's counts
 * (`wizard/project-details/`), and a person's own home screen (`main/my-dashboard/`).
 *
 * Every figure follows the rules of the screens it sums up: the caller's company and project, an admin's
 * department scope, the release rule (§5.6) for anyone who is not an admin, and the anonymity rule (§5.9)
 * wherever answers show. Scores are 0–100 with 2 decimals, null: no score yet.
 */

const score = () => z.number().nullable();

/** Which round a dashboard shows. Both left out: the current period and its current round. */
export const dashboardQuerySchema = z.object({
  period: optionalId().describe('Left out: the period of `frequency_id`, else the current period, else the newest'),
  frequency_id: optionalId().describe('Left out: the round of the period running today, else its latest started, else its first'),
});

/** A round as a dashboard shows it, with the days left until its end date. */
export const dashboardRoundSchema = resultRoundSchema
  .extend({ days_left: z.number().int().describe('Whole days from today to the round’s end date: 0 on its last day, negative once it has ended') })
  .meta({ id: 'DashboardRound' });
export type DashboardRound = z.infer<typeof dashboardRoundSchema>;

/**
 * What an empty or young project should do next, instead of empty charts: `setup` (the wizard: no
 * employee to evaluate yet), `create_period` (no period or no round), `launch_round` (the round has no
 * evaluation), `await_results` (evaluations exist, no one has a score yet); null: there are results.
 */
export const DASHBOARD_NEXT_STEPS = ['setup', 'create_period', 'launch_round', 'await_results'] as const;

const goalSettingCountSchema = z.object({
  employees: z.number().int().describe('Active employees in scope who take part in the round'),
  ready: z.number().int().describe('Of them, those whose goals of the round are set with weights summing to 100'),
});

export const adminDashboardSchema = z
  .object({
    period: periodOptionSchema.nullable(),
    periods: z.array(periodOptionSchema).describe('Every period of the project, newest first (the period picker)'),
    rounds: z.array(evaluationRoundSchema).describe('The rounds of the chosen period, in order (the round picker)'),
    round: dashboardRoundSchema.nullable(),
    next_step: z.enum(DASHBOARD_NEXT_STEPS).nullable(),
    progress: evaluationProgressSchema.nullable().describe('The round’s evaluations in scope, completed of total, per party, kind and department'),
    pending_evaluators: z
      .array(z.object({ evaluator: evaluationPersonSchema, pending: z.number().int(), total: z.number().int() }))
      .describe('The 10 evaluators with most activated evaluations still to complete in the round, most first'),
    goal_setting: goalSettingCountSchema
      .extend({
        by_department: z.array(goalSettingCountSchema.extend({ department: optionSchema.nullable() })),
        missing: z
          .array(z.object({ employee: evaluationPersonSchema, goals: z.number().int(), weight_total: z.number() }))
          .describe('Up to 20 employees whose goals are not ready, fewest weight first'),
        missing_count: z.number().int(),
      })
      .nullable(),
    distribution: z
      .object({
        total: z.number().int().describe('People with a score that counts in the round'),
        grades: z.array(
          z.object({
            range_id: z.number().int(),
            response: z.string(),
            min: z.number(),
            max: z.number(),
            count: z.number().int(),
            share: z.number().describe('Percent of `total`'),
            target_share: z.number().nullable(),
          }),
        ),
      })
      .describe('The round’s scores that count (after calibration when set, else final) over the final score scale, against the targets'),
    department_means: z
      .array(z.object({ department: optionSchema.nullable(), count: z.number().int(), mean: score() }))
      .describe('The mean score that counts per department (top level, with its subtree), with how many people'),
    trend: z
      .array(z.object({ period: periodOptionSchema, count: z.number().int(), mean: score() }))
      .describe('The project’s mean period score per period, oldest first'),
  })
  .meta({ id: 'AdminDashboard' });
export type AdminDashboard = z.infer<typeof adminDashboardSchema>;

// ─── Top 10 and bottom 10 ───────────────────────────────────────────────────────────────────────

export const topTenQuerySchema = z.object({
  frequency_id: optionalId().describe('Left out: the current round'),
  department: optionalId().describe('With its subtree'),
  position: optionalId(),
});

export const topTenRowSchema = z
  .object({
    rank: z.number().int().describe('Competition ranking: people with the same score share a rank (1, 2, 2, 4)'),
    employee: resultPersonSchema,
    score: z.number(),
    grade: z.string().nullable().describe('The final score scale’s grade of `score` (main/topten/ only; null in the skill and goal lists)'),
    evaluations: z.number().int().describe('Completed evaluations that count for the score'),
  })
  .meta({ id: 'TopTenRow' });
export type TopTenRow = z.infer<typeof topTenRowSchema>;

/** The most rows a ranked list holds; a tie that would make it longer is counted instead of listed. */
export const TOP_TEN_ROWS = 20;

export const tiedGroupSchema = z
  .object({
    rank: z.number().int(),
    score: z.number(),
    count: z.number().int(),
  })
  .describe(
    `The people sharing the list's next rank (with \`score\`) when listing them would make it longer than ${TOP_TEN_ROWS} rows: counted, not listed, so that no tie is cut; null: none`,
  )
  .meta({ id: 'TiedGroup' });
export type TiedGroup = z.infer<typeof tiedGroupSchema>;

export const topTenSchema = z
  .object({
    round: resultRoundSchema.nullable(),
    counted: z.number().int().describe('People ranked: their result is complete enough under the project’s ranking rule'),
    incomplete: z.number().int().describe('People with some score left out because their result is not complete enough'),
    top: z
      .array(topTenRowSchema)
      .describe('Everyone ranked 1 to 10, highest first: ties at the 10th place are all shown (a tie too large for the list is counted in `top_tied`)'),
    bottom: z.array(topTenRowSchema).describe('Everyone ranked 1 to 10 from the bottom, lowest first, `rank` counted from the bottom'),
    top_tied: tiedGroupSchema.nullable(),
    bottom_tied: tiedGroupSchema.nullable(),
  })
  .meta({ id: 'TopTen' });
export type TopTen = z.infer<typeof topTenSchema>;

// ─── The project's counts ───────────────────────────────────────────────────────────────────────

export const projectDetailsSchema = z
  .object({
    departments: z.number().int(),
    positions: z.number().int(),
    employees: z.object({ active: z.number().int(), terminated: z.number().int() }),
    periods: z.number().int(),
    rounds: z.number().int(),
    evaluations: z.object({
      total: z.number().int().describe('Not terminated'),
      not_activated: z.number().int(),
      in_progress: z.number().int().describe('Activated, not completed'),
      completed: z.number().int(),
      terminated: z.number().int(),
    }),
    goals: z.object({ positional: z.number().int(), personal: z.number().int() }),
    competencies: z.number().int(),
  })
  .describe('Employees, evaluations and personal goals count within the caller’s department scope; the rest is project-wide')
  .meta({ id: 'ProjectDetails' });
export type ProjectDetails = z.infer<typeof projectDetailsSchema>;

// ─── A person's own dashboard ───────────────────────────────────────────────────────────────────

export const myEvaluationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(EVALUATION_KINDS),
  party: z.enum(EVALUATION_PARTIES),
  evaluatee: evaluationPersonSchema,
  round: evaluationRoundSchema,
  days_left: z.number().int().describe('Days to the round’s end date: 0 on its last day, negative once ended'),
  started: z.boolean().describe('Some answer is saved'),
});

export const myGoalSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  weight: z.number(),
  is_numerical: z.boolean(),
  is_positive: z.boolean(),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  progress: z
    .number()
    .nullable()
    .describe('Numerical goals: percent of the target reached so far (actual ÷ target, or target ÷ actual when lower is better); null without an actual'),
});

export const myDashboardSchema = z
  .object({
    employee: resultPersonSchema.nullable().describe('The caller’s employee record in the project; null: the caller is not an employee there'),
    round: dashboardRoundSchema.nullable().describe('The current round'),
    to_do: z.array(myEvaluationSchema).describe('My activated evaluations still to complete, soonest end first'),
    goals: z.array(myGoalSchema).describe('My goals of the current round'),
    competencies: z
      .object({
        round: evaluationRoundSchema,
        lines: z.array(z.object({ id: z.number().int(), name: z.string(), score: score(), norm_score: score() })),
      })
      .nullable()
      .describe('My competencies in the newest round I may see (released, or shown before calibration), against their norms'),
    team: z
      .array(
        z.object({
          employee: resultPersonSchema,
          to_do: z.number().int().describe('Their activated evaluations of the current round, as evaluator, not completed'),
          done: z.number().int(),
          evaluated: z.object({ done: z.number().int(), total: z.number().int() }).describe('Their own evaluations (as evaluatee) completed of total'),
          score: score().describe('Their score of the round, once the manager may see it (§5.6)'),
          grade: z.string().nullable(),
          card_period_id: z.number().int().nullable().describe('The period whose performance card the manager may open; null: none yet'),
        }),
      )
      .describe('My direct reports (empty without)'),
    department_top: z
      .array(topTenRowSchema)
      .nullable()
      .describe('The top 10 of my department in the newest released round, when the project shows it (a project setting); null: not shown'),
    department_top_tied: tiedGroupSchema.nullable(),
  })
  .meta({ id: 'MyDashboard' });
export type MyDashboard = z.infer<typeof myDashboardSchema>;
