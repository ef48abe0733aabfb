import { z } from 'zod';
import type { MessageKey } from '../i18n/translate.ts';
import { msg, numberFrom, optionalId, optionalString, pageField, pageSizeField } from '../validation.ts';
import { exceeds, sumOf, toFraction, WEIGHT_TOLERANCE } from '../weight-sums.ts';
import { FILE_FORMATS } from './employees.ts';
import { optionSchema } from './organisation.ts';

/**
 * Weights (docs/product.md §3.11–§3.13, §4.6, §4.8): the project's split of the final score between goals and
 * competencies (and the cap of numerical goals), the evaluation parties' weights of the project, and
 * the personal (party) and individual (split) weights that replace them for one employee.
 */

export const PARTIES = ['manager', 'subworker', 'coworker', 'self'] as const;

export const MAX_ACHIEVEMENT = { min: 1, max: 2, default: 1 } as const;

/** The key sum errors are reported under: they belong to the set, not to one field. */
export const SUM_FIELD = 'non_field_errors';

/**
 * A weight: a non-negative number, also accepted as text from forms and files ("0.5", "0,5", ".5").
 * Blank is "required"; anything else that is not such a number is "invalid".
 */
export const weightField = () => numberFrom().pipe(z.number().min(0, msg('validation.invalid')));

/** Party weights: each ≥ 0, together at most 1 and more than 0. */
export function partySumProblem(weights: readonly number[]): MessageKey | null {
  const total = sumOf(weights);
  if (exceeds(total, 1)) return 'validation.weightSum1';
  if (total <= WEIGHT_TOLERANCE) return 'validation.weightSumZero';
  return null;
}

/** The goal/competency split: exactly 1 together. */
export function splitSumProblem(weights: readonly number[]): MessageKey | null {
  const total = sumOf(weights);
  if (exceeds(total, 1)) return 'validation.weightSum1';
  if (total < 1 - WEIGHT_TOLERANCE) return 'validation.weightSumExact1';
  return null;
}

/** The sum shown to people: without the binary noise of 0.1 + 0.2. */
export const displaySum = (weights: readonly number[]) => Math.round(sumOf(weights) * 1e9) / 1e9;

const sumCheck =
  <T>(values: (body: T) => number[], problem: (weights: readonly number[]) => MessageKey | null) =>
  (body: T, ctx: z.RefinementCtx) => {
    const key = problem(values(body));
    if (key) ctx.addIssue({ code: 'custom', path: [SUM_FIELD], message: key });
  };

// The final score split (project and individual)
const splitShape = { goal_weight: weightField(), skill_weight: weightField() };
const splitValues = (b: { goal_weight: number; skill_weight: number }) => [b.goal_weight, b.skill_weight];

export const projectWeightSchema = z
  .object({
    goal_weight: z.number().nullable().describe('Share of the goals in the final score; null until set'),
    skill_weight: z.number().nullable().describe('Share of the competencies in the final score; null until set'),
    max_achievement: z.number().describe('The cap of a numerical goal’s achievement (1.0–2.0)'),
  })
  .meta({ id: 'ProjectWeight' });
export type ProjectWeight = z.infer<typeof projectWeightSchema>;

export const projectWeightBodySchema = z
  .object({
    ...splitShape,
    max_achievement: weightField().refine(
      (v) => v >= MAX_ACHIEVEMENT.min - WEIGHT_TOLERANCE && v <= MAX_ACHIEVEMENT.max + WEIGHT_TOLERANCE,
      msg('validation.maxAchievementRange'),
    ),
  })
  .superRefine(sumCheck(splitValues, splitSumProblem))
  .meta({ id: 'ProjectWeightBody' });
export type ProjectWeightBody = z.infer<typeof projectWeightBodySchema>;
export type ProjectWeightForm = z.input<typeof projectWeightBodySchema>;

export const splitSchema = z.object({ goal_weight: z.number(), skill_weight: z.number() }).meta({ id: 'WeightSplit' });
export type Split = z.infer<typeof splitSchema>;

export const splitBodySchema = z.object(splitShape).superRefine(sumCheck(splitValues, splitSumProblem)).meta({ id: 'WeightSplitBody' });
export type SplitBody = z.infer<typeof splitBodySchema>;
export type SplitForm = z.input<typeof splitBodySchema>;

// Party weights (project and personal)
export const partyWeightsSchema = z.object({ manager: z.number(), subworker: z.number(), coworker: z.number(), self: z.number() }).meta({ id: 'PartyWeights' });
export type PartyWeights = z.infer<typeof partyWeightsSchema>;

export const projectPartyWeightsSchema = z
  .object({ manager: z.number().nullable(), subworker: z.number().nullable(), coworker: z.number().nullable(), self: z.number().nullable() })
  .describe('The project’s party weights; null until set')
  .meta({ id: 'ProjectPartyWeights' });
export type ProjectPartyWeights = z.infer<typeof projectPartyWeightsSchema>;

export const partyWeightsBodySchema = z
  .object({ manager: weightField(), subworker: weightField(), coworker: weightField(), self: weightField() })
  .superRefine(sumCheck((b: PartyWeights) => PARTIES.map((p) => b[p]), partySumProblem))
  .meta({ id: 'PartyWeightsBody' });
export type PartyWeightsBody = z.infer<typeof partyWeightsBodySchema>;
export type PartyWeightsForm = z.input<typeof partyWeightsBodySchema>;

export const WEIGHT_SOURCES = ['project', 'personal'] as const;

export const evaluationPartySchema = z
  .object({
    party: z.enum(PARTIES),
    weight: z.number().nullable().describe('null: the project has not set its party weights; 0: the party is not used'),
    source: z.enum(WEIGHT_SOURCES),
  })
  .meta({ id: 'EvaluationParty' });
export type EvaluationParty = z.infer<typeof evaluationPartySchema>;
export const evaluationPartiesQuerySchema = z.object({ employee_id: optionalId() });

// The same sets as people type them: in percent (docs/product.md §3.13), checked by the same rules and
// turned into the bodies' fractions at the form's edge. Sum messages then speak of 100.

const PERCENT_MESSAGES: Partial<Record<MessageKey, MessageKey>> = {
  'validation.weightSum1': 'validation.weightSum100',
  'validation.weightSumExact1': 'validation.weightSumExact100',
};

/** A sum rule of fractions applied to weights typed in percent, with the messages of percent. */
export const inPercent =
  (problem: (weights: readonly number[]) => MessageKey | null) =>
  (percents: readonly number[]): MessageKey | null => {
    const key = problem(percents.map(toFraction));
    return key ? (PERCENT_MESSAGES[key] ?? key) : null;
  };

const percentWeight = () => weightField().transform(toFraction);
const percentSumCheck =
  <T>(values: (body: T) => number[], problem: (weights: readonly number[]) => MessageKey | null) =>
  (body: T, ctx: z.RefinementCtx) => {
    const key = problem(values(body));
    if (key) ctx.addIssue({ code: 'custom', path: [SUM_FIELD], message: PERCENT_MESSAGES[key] ?? key });
  };
const splitPercentShape = { goal_weight: percentWeight(), skill_weight: percentWeight() };

/** The project's split typed in percent (the cap stays a factor, 1.0–2.0); the output is the body. */
export const projectWeightPercentSchema = z
  .object({ ...splitPercentShape, max_achievement: projectWeightBodySchema.shape.max_achievement })
  .superRefine(percentSumCheck(splitValues, splitSumProblem));
export const splitPercentSchema = z.object(splitPercentShape).superRefine(percentSumCheck(splitValues, splitSumProblem));
export const partyWeightsPercentSchema = z
  .object({ manager: percentWeight(), subworker: percentWeight(), coworker: percentWeight(), self: percentWeight() })
  .superRefine(percentSumCheck((b: PartyWeights) => PARTIES.map((p) => b[p]), partySumProblem));

// Employees with their own weights
const employeeColumns = {
  employee_id: z.number().int(),
  employee_number: z.string(),
  full_name: z.string(),
  department: optionSchema.nullable(),
};

export const personalWeightRowSchema = z
  .object({ ...employeeColumns, weights: partyWeightsSchema.nullable().describe('null: the project’s party weights apply') })
  .meta({ id: 'PersonalWeightRow' });
export type PersonalWeightRow = z.infer<typeof personalWeightRowSchema>;

export const individualWeightRowSchema = z
  .object({ ...employeeColumns, weights: splitSchema.nullable().describe('null: the project’s split applies') })
  .meta({ id: 'IndividualWeightRow' });
export type IndividualWeightRow = z.infer<typeof individualWeightRowSchema>;

export const weightListQuerySchema = z.object({
  search: optionalString(200),
  department: optionalId(),
  page: pageField(),
  page_size: pageSizeField(25),
});
export type WeightListQuery = z.infer<typeof weightListQuerySchema>;

export const personalWeightListQuerySchema = weightListQuerySchema.extend({
  format: z.enum(FILE_FORMATS).optional().describe('Download every matching row (not one page) as the import’s template'),
});
export type PersonalWeightListQuery = z.infer<typeof personalWeightListQuerySchema>;

const pageOf = <T extends z.ZodType>(row: T, id: string) =>
  z.object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(row) }).meta({ id });

export const personalWeightPageSchema = pageOf(personalWeightRowSchema, 'PersonalWeightPage');
export type PersonalWeightPage = z.infer<typeof personalWeightPageSchema>;
export const individualWeightPageSchema = pageOf(individualWeightRowSchema, 'IndividualWeightPage');
export type IndividualWeightPage = z.infer<typeof individualWeightPageSchema>;

/** The personal weights file: the ids identify the employees and must not be changed. */
export const PERSONAL_WEIGHT_COLUMNS = ['employee_id', 'employee_number', 'full_name', ...PARTIES] as const;

export const personalWeightImportResultSchema = z
  .object({
    created: z.number().int().describe('Employees who got personal weights'),
    updated: z.number().int().describe('Employees whose personal weights changed'),
    removed: z.number().int().describe('Employees whose personal weights were removed (blank weights)'),
  })
  .meta({ id: 'PersonalWeightImportResult' });
export type PersonalWeightImportResult = z.infer<typeof personalWeightImportResultSchema>;
