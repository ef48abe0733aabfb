import { z } from 'zod';
import { dateField, labelTranslations, msg, nonNegative, numberFrom, optionalId, requiredId, requiredString } from '../validation.ts';

/**
 * Evaluation setup basics (docs/product.md §3.1–§3.4): periods and their rounds (frequencies), response scale
 * templates with their scales, goal and skill categories, and the project's scale choices.
 * Other setup areas (competencies, goals, weights) read these as options.
 */

// Periods
export const PERIOD_STATES = ['past', 'current', 'future'] as const;
export type PeriodState = (typeof PERIOD_STATES)[number];

export const periodSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int().describe('1, 2, 3 … per project; names the period in imports'),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    state: z.enum(PERIOD_STATES).describe("Derived from today's date"),
    frequency_count: z.number().int(),
  })
  .meta({ id: 'Period' });
export type Period = z.infer<typeof periodSchema>;

/** How long a period may last: a bound on what one request can ask for (rounds generated, goals copied). */
export const MAX_PERIOD_YEARS = 5;

/** The last day a period starting on `start` may end on ("YYYY-MM-DD"). */
export function latestPeriodEnd(start: string): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y + MAX_PERIOD_YEARS, m - 1, d - 1)).toISOString().slice(0, 10);
}

/** A period lasts at most MAX_PERIOD_YEARS years. */
const periodNotTooLong = (body: { start_date: string; end_date: string }, ctx: z.RefinementCtx) => {
  // Runs even when a date failed its own check: judge only two real dates.
  const real = (d: unknown) => typeof d === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(d) && !Number.isNaN(Date.parse(d));
  if (!real(body.start_date) || !real(body.end_date)) return;
  if (body.start_date < body.end_date && body.end_date > latestPeriodEnd(body.start_date)) {
    ctx.addIssue({ code: 'custom', path: ['end_date'], message: 'validation.periodTooLong' });
  }
};

/** Start before end: both fields carry their message (docs/product.md §9.3). */
const datesInOrder = <T extends { start_date: string; end_date: string }>(body: T, ctx: z.RefinementCtx) => {
  if (body.start_date >= body.end_date) {
    ctx.addIssue({
      code: 'custom',
      path: ['start_date'],
      message: 'validation.startBeforeEnd',
    });
    ctx.addIssue({
      code: 'custom',
      path: ['end_date'],
      message: 'validation.endAfterStart',
    });
  }
};

export const periodBodySchema = z
  .object({
    number: numberFrom()
      .pipe(z.number().int(msg('validation.invalid')).min(1, msg('validation.invalid')).max(9999, msg('validation.invalid')))
      .nullish()
      .describe('Left out on create: the next free number'),
    name: requiredString(200),
    start_date: dateField(),
    end_date: dateField(),
  })
  .superRefine(datesInOrder)
  .superRefine(periodNotTooLong)
  .meta({ id: 'PeriodBody' });
export type PeriodBody = z.infer<typeof periodBodySchema>;

export const periodOptionSchema = z
  .object({
    id: z.number().int(),
    number: z.number().int(),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    state: z.enum(PERIOD_STATES),
  })
  .meta({ id: 'PeriodOption' });
export type PeriodOption = z.infer<typeof periodOptionSchema>;

/** What deleting a period removes with it (docs/product.md §3.1), for the confirmation to name. */
export const periodDeleteImpactSchema = z
  .object({
    rounds: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: z.string() })).describe('Every round of the period, by start date'),
    personal_goals: z.number().int().describe('Personal goals of the period (sub goals go with them)'),
    from_positional_goals: z.number().int().describe('Of those, the copies of positional goals (the positional goals themselves stay)'),
    sub_goals: z.number().int(),
    employees: z.number().int().describe('Employees who have goals in the period'),
    periodic_competencies: z.number().int().describe('Periodic competencies that lose this period (the competencies stay)'),
    goal_names: z.array(z.string()).describe('Up to 10 goal names, alphabetically, without repeats'),
  })
  .meta({ id: 'PeriodDeleteImpact' });
export type PeriodDeleteImpact = z.infer<typeof periodDeleteImpactSchema>;

// Rounds (frequencies)
export const frequencySchema = z
  .object({
    id: z.number().int(),
    period_id: z.number().int(),
    name: z.string(),
    start_date: z.string(),
    end_date: z.string(),
    state: z.enum(PERIOD_STATES),
  })
  .meta({ id: 'Frequency' });
export type Frequency = z.infer<typeof frequencySchema>;

export const frequencyBodySchema = z
  .object({
    period_id: requiredId(),
    name: requiredString(100),
    start_date: dateField(),
    end_date: dateField(),
  })
  .superRefine(datesInOrder)
  .meta({ id: 'FrequencyBody' });
export type FrequencyBody = z.infer<typeof frequencyBodySchema>;

export const CADENCES = ['monthly', 'quarterly', 'half_yearly', 'yearly'] as const;
export type Cadence = (typeof CADENCES)[number];
export const generateFrequenciesBodySchema = z
  .object({
    period_id: requiredId(),
    cadence: z.enum(CADENCES),
    replace: z.boolean().default(false).describe("Delete the period's existing rounds first"),
  })
  .meta({ id: 'GenerateFrequenciesBody' });
export type GenerateFrequenciesBody = z.infer<typeof generateFrequenciesBodySchema>;

export const frequencyListQuerySchema = z.object({ period_id: optionalId() });

// Labels in every language (docs/product.md §9.1, ADR 29)
/**
 * The translations of a label as the editors read them: each language's own text, absent where none was
 * given (a reader in that language gets the label as given). Every other answer carries the label already
 * in the reader's language (Accept-Language), resolved by the server.
 */
export const labelTranslationsSchema = z
  .object({ en: z.string().optional(), az: z.string().optional(), ru: z.string().optional() })
  .meta({ id: 'LabelTranslations', description: 'The label per language; a language without one reads the label as given' });

// Response scale templates
export const responseScaleSchema = z
  .object({
    id: z.number().int(),
    template_id: z.number().int(),
    min: z.number(),
    max: z.number(),
    response: z.string().describe('The label as given'),
    response_translations: labelTranslationsSchema.optional(),
  })
  .meta({ id: 'ResponseScale' });
export type ResponseScale = z.infer<typeof responseScaleSchema>;

export const scaleRangeSchema = z.object({
  min: nonNegative(),
  max: nonNegative(),
  response: requiredString(200),
  response_translations: labelTranslations(200),
});
export type ScaleRange = z.infer<typeof scaleRangeSchema>;

export const responseScaleTemplateSchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The name as given'),
    name_translations: labelTranslationsSchema.optional(),
    scales: z.array(responseScaleSchema).describe('Ordered by min'),
    max: z.number().nullable().describe('The largest max: a rating r counts as r / max × 100'),
    is_rating_default: z.boolean(),
    is_final_score_scale: z.boolean(),
  })
  .meta({ id: 'ResponseScaleTemplate' });
export type ResponseScaleTemplate = z.infer<typeof responseScaleTemplateSchema>;

export const responseScaleTemplateBodySchema = z
  .object({
    name: requiredString(200),
    name_translations: labelTranslations(200),
    scales: z.array(scaleRangeSchema).max(100).default([]),
  })
  .meta({ id: 'ResponseScaleTemplateBody' });
export type ResponseScaleTemplateBody = z.infer<typeof responseScaleTemplateBodySchema>;

export const responseScaleBodySchema = scaleRangeSchema.extend({ template_id: requiredId() }).meta({ id: 'ResponseScaleBody' });
export type ResponseScaleBody = z.infer<typeof responseScaleBodySchema>;

export const responseScaleListQuerySchema = z.object({
  template_id: requiredId(),
});

/** The project's choices: the default rating template and the final score scale (grades). */
export const scaleSettingsSchema = z
  .object({
    rating_template_id: z.number().int().nullable(),
    final_score_template_id: z.number().int().nullable(),
  })
  .meta({ id: 'ScaleSettings' });
export type ScaleSettings = z.infer<typeof scaleSettingsSchema>;
export const scaleSettingsBodySchema = z
  .object({
    rating_template_id: optionalId(),
    final_score_template_id: optionalId(),
  })
  .meta({ id: 'ScaleSettingsBody' });
export type ScaleSettingsBody = z.infer<typeof scaleSettingsBodySchema>;

// Categories
export const CATEGORY_KINDS = ['goal', 'skill'] as const;
export type CategoryKind = (typeof CATEGORY_KINDS)[number];
export const categorySchema = z
  .object({
    id: z.number().int(),
    name: z.string().describe('The name as given'),
    name_translations: labelTranslationsSchema.optional(),
    kind: z.enum(CATEGORY_KINDS),
    usage_count: z.number().int().describe('Goals or skills in it'),
  })
  .meta({ id: 'Category' });
export type Category = z.infer<typeof categorySchema>;
export const categoryBodySchema = z.object({ name: requiredString(200), name_translations: labelTranslations(200) }).meta({ id: 'CategoryBody' });
export type CategoryBody = z.infer<typeof categoryBodySchema>;
