import { z } from 'zod';
import { optionalId, pageField, pageSizeField } from '../validation.ts';
import { FILE_FORMATS } from './employees.ts';
import { EVALUATION_PARTIES } from './evaluations.ts';
import { optionSchema } from './organisation.ts';
import { gradeRangeSchema, raterPatternPageSchema, RATER_ORDERINGS, resultPersonSchema, resultRoundSchema } from './results.ts';
import { periodOptionSchema } from './setup.ts';

/**
 * Reporting (docs/product.md §7.10): six reports over a period or one of its rounds, for admins in their
 * department scope (§2.8), each filtered by department (with its subtree), position and grade, shown as a
 * chart and a table and exported as XLSX or CSV with headers in the caller's language. The filters choose
 * the people a report is about: the evaluatees (completion, rater patterns), the goals' owners, the
 * people scored. Admins read unreleased results (§5.6) as the panel shows them; a heat-map cell with fewer
 * people than the project's anonymity minimum (§5.9) is left blank. Scores are 0–100 with 2 decimals.
 */

const score = () => z.number().nullable();

/** The filters every report takes. */
export const reportFilterSchema = z.object({
  period: optionalId().describe('Left out: the period of `frequency_id`, else the current period, else the newest'),
  frequency_id: optionalId().describe('A round of the period: the report over that round; left out: over the whole period (its rounds together)'),
  department: optionalId().describe('With its subtree; the department rows become its sub-departments'),
  position: optionalId(),
  grade: optionalId().describe('A range of the final score scale: people whose score (the round’s that counts, else the period score) lies in it'),
});
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/** What a report covers: the period and round chosen (round null: the whole period). */
export const reportScopeSchema = z
  .object({
    period: periodOptionSchema.nullable().describe('null: the project has no period yet (every figure empty)'),
    round: resultRoundSchema.nullable().describe('null: the whole period'),
    grades: z.array(gradeRangeSchema).describe('The final score scale, lowest first, with the calibration’s target shares (the grade filter’s choices)'),
  })
  .meta({ id: 'ReportScope' });
export type ReportScope = z.infer<typeof reportScopeSchema>;

const paged = { page: pageField(), page_size: pageSizeField(25) };
const pageOf = { count: z.number().int(), page: z.number().int(), page_size: z.number().int() };
/** The orderings of a list: each key ascending, or descending with "-". */
const orderings = <T extends string>(keys: readonly T[]) => keys.flatMap((k) => [k, `-${k}`]) as [string, ...string[]];
const exportFormat = { format: z.enum(FILE_FORMATS).default('xlsx') };

// ─── Final score distribution by department ─────────────────────────────────────────────────────

const gradeCountsSchema = z.object({
  count: z.number().int().describe('People with a score'),
  mean: score(),
  counts: z.array(z.number().int()).describe('People per grade, in the order of the scope’s `grades`'),
  shares: z.array(z.number()).describe('Percent of `count` per grade (2 decimals), in the order of the scope’s `grades`'),
});

export const distributionReportQuerySchema = reportFilterSchema;
export const distributionReportSchema = z
  .object({
    scope: reportScopeSchema,
    total: gradeCountsSchema,
    departments: z
      .array(gradeCountsSchema.extend({ department: optionSchema.nullable() }))
      .describe('Per department (with its subtree), by name; null: no department'),
  })
  .meta({ id: 'DistributionReport' });
export type DistributionReport = z.infer<typeof distributionReportSchema>;

// ─── Competency heat map ────────────────────────────────────────────────────────────────────────

const heatCellSchema = z.object({
  skill_id: z.number().int(),
  people: z.number().int().describe('People with a score in this competency'),
  hidden: z.boolean().describe('Fewer people than the project’s anonymity minimum: score, norm and gap left blank'),
  score: score().describe('Mean competency score (rule 6) of the people'),
  norm: score().describe('Mean norm of the people, on the 0–100 scale (norm / M × 100)'),
  gap: score().describe('score − norm'),
});
export const competencyReportQuerySchema = reportFilterSchema;
export const competencyReportSchema = z
  .object({
    scope: reportScopeSchema,
    min_people: z.number().int().describe('The anonymity minimum: cells with fewer people are blank'),
    competencies: z.array(z.object({ id: z.number().int(), name: z.string() })).describe('The columns, by name'),
    total: z.object({ people: z.number().int(), cells: z.array(heatCellSchema) }),
    departments: z.array(z.object({ department: optionSchema.nullable(), people: z.number().int(), cells: z.array(heatCellSchema) })),
  })
  .meta({ id: 'CompetencyReport' });
export type CompetencyReport = z.infer<typeof competencyReportSchema>;

// ─── Goal achievement ───────────────────────────────────────────────────────────────────────────

export const GOAL_REPORT_ORDERINGS = ['employee', 'category', 'name', 'score'] as const;
const goalReportFilter = reportFilterSchema.extend({
  missed_only: z.enum(['true', 'false']).default('false').describe('Only numerical goals whose actual missed the target'),
});
const goalOrdering = { ordering: z.enum(orderings(GOAL_REPORT_ORDERINGS)).default('employee') };
export const goalReportQuerySchema = goalReportFilter.extend({ ...paged, ...goalOrdering });
export const goalReportExportQuerySchema = goalReportFilter.extend({ ...goalOrdering, ...exportFormat });

export const goalReportRowSchema = z.object({
  goal_id: z.number().int(),
  employee: resultPersonSchema,
  category: optionSchema.nullable(),
  name: z.string(),
  weight: z.number(),
  is_numerical: z.boolean(),
  is_positive: z.boolean().describe('Higher is better'),
  target: z.number().nullable(),
  actual: z.number().nullable(),
  score: score().describe('The goal’s score (rules 2–4)'),
  missed: z.boolean().describe('Numerical, with an actual worse than the target'),
});
export const goalReportSchema = z
  .object({
    scope: reportScopeSchema,
    categories: z
      .array(
        z.object({
          category: optionSchema.nullable(),
          goals: z.number().int(),
          mean: score().describe('Mean goal score of the goals with one'),
          numerical: z.number().int(),
          missed: z.number().int(),
        }),
      )
      .describe('Per goal category, by name; null: no category'),
    ...pageOf,
    results: z.array(goalReportRowSchema),
  })
  .meta({ id: 'GoalReport' });
export type GoalReport = z.infer<typeof goalReportSchema>;

// ─── Completion ─────────────────────────────────────────────────────────────────────────────────

export const COMPLETION_REPORT_ORDERINGS = ['evaluator', 'total', 'completed', 'pending'] as const;
const completionOrdering = { ordering: z.enum(orderings(COMPLETION_REPORT_ORDERINGS)).default('-pending') };
export const completionReportQuerySchema = reportFilterSchema.extend({ ...paged, ...completionOrdering });
export const completionReportExportQuerySchema = reportFilterSchema.extend({ ...completionOrdering, ...exportFormat });

const doneSchema = z.object({ total: z.number().int(), completed: z.number().int() });
export const completionReportSchema = z
  .object({
    scope: reportScopeSchema,
    total: doneSchema,
    parties: z.array(doneSchema.extend({ party: z.enum(EVALUATION_PARTIES) })),
    departments: z.array(doneSchema.extend({ department: optionSchema.nullable() })).describe('By the evaluatee’s department (with its subtree)'),
    ...pageOf,
    results: z.array(doneSchema.extend({ evaluator: resultPersonSchema, pending: z.number().int() })).describe('Per evaluator'),
  })
  .meta({ id: 'CompletionReport' });
export type CompletionReport = z.infer<typeof completionReportSchema>;

// ─── Rater patterns ─────────────────────────────────────────────────────────────────────────────

/** The bands of z (an evaluator's mean against the company's, in standard deviations) the chart counts evaluators in. */
export const Z_BANDS = ['below_-2', '-2_to_-1', '-1_to_0', '0_to_1', '1_to_2', 'above_2'] as const;
const raterFilter = reportFilterSchema.extend({
  party: z.enum(EVALUATION_PARTIES).optional().describe('Only ratings given in this party'),
  flag: z.enum(['lenient', 'harsh', 'all']).default('all'),
});
const raterOrdering = { ordering: z.enum(orderings(RATER_ORDERINGS)).default('-difference') };
export const raterReportQuerySchema = raterFilter.extend({ ...paged, ...raterOrdering });
export const raterReportExportQuerySchema = raterFilter.extend({ ...raterOrdering, ...exportFormat });
export const raterReportSchema = raterPatternPageSchema
  .extend({
    scope: reportScopeSchema,
    bands: z.array(z.object({ band: z.enum(Z_BANDS), count: z.number().int() })).describe('Evaluators per band of z, lowest first (those without z left out)'),
  })
  .meta({ id: 'RaterReport' });
export type RaterReport = z.infer<typeof raterReportSchema>;

// ─── Period over period ─────────────────────────────────────────────────────────────────────────

export const PERIOD_REPORT_ORDERINGS = ['full_name', 'score', 'previous', 'change'] as const;
const periodOrdering = { ordering: z.enum(orderings(PERIOD_REPORT_ORDERINGS)).default('-change') };
export const periodReportQuerySchema = reportFilterSchema.extend({ ...paged, ...periodOrdering });
export const periodReportExportQuerySchema = reportFilterSchema.extend({ ...periodOrdering, ...exportFormat });
export const periodReportSchema = z
  .object({
    scope: reportScopeSchema,
    periods: z.array(periodOptionSchema).describe('The columns: the chosen period and the periods before it, oldest first'),
    means: z.array(z.object({ period_id: z.number().int(), count: z.number().int(), mean: score() })).describe('In the order of `periods`'),
    ...pageOf,
    results: z
      .array(
        z.object({
          employee: resultPersonSchema,
          scores: z.array(score()).describe('The period score (rule 9) per period, in the order of `periods`'),
          change: score().describe('The chosen period’s score − the previous period’s; null without both'),
        }),
      )
      .describe('Active employees with a score in some period'),
  })
  .meta({ id: 'PeriodReport' });
export type PeriodReport = z.infer<typeof periodReportSchema>;

export const reportExportQuerySchema = reportFilterSchema.extend(exportFormat);
