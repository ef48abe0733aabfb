import { z } from 'zod';
import { reaches } from '../weight-sums.ts';
import {
  idField,
  msg,
  numberFrom,
  optionalDate,
  optionalNumberFrom,
  optionalId,
  pageField,
  pageSizeField,
  optionalString,
  requiredId,
  requiredString,
} from '../validation.ts';
import { optionSchema } from './organisation.ts';

/**
 * Goals (docs/product.md §3.6–§3.10): positional goals (defined for positions), personal goals (an employee's goals
 * in a period, for one round or every round), their sub goals, and shared goals (one actual value for
 * several employees). Weights are percentages: the goals of one round sum to at most 100.
 */

export const WEIGHT_TOTAL = 100;

/** True when a round's weights add up to exactly 100 (tolerating binary rounding of decimal input). */
export const isComplete = (total: number) => reaches(total, WEIGHT_TOTAL);

const idSchema = z.number().int();
const personRefSchema = z.object({ id: idSchema, full_name: z.string() }).meta({ id: 'PersonRef' });

// ─── How a goal is measured: numerical (target, higher or lower is better) or on a response scale ───

// Numbers typed into forms arrive as text ("1,5" too): numberFrom and optionalNumberFrom read them
// with parseDecimal, and the OpenAPI document states both forms.

/** A weight in percent; a single weight above 100 already breaks the sum rule. */
const weightField = () => numberFrom().pipe(z.number().min(0, msg('validation.invalid')).max(WEIGHT_TOTAL, msg('validation.weightSum100')));

/** A number that may be left empty (null). */
const optionalNumber = optionalNumberFrom;

const measureFields = {
  weight: weightField(),
  is_numerical: z.boolean().default(true),
  target: optionalNumber().describe('Required when numerical: > 0 when higher is better, ≥ 0 when lower is better'),
  is_positive: z.boolean().default(true).describe('Higher is better when true, lower is better when false'),
  scale_template_id: optionalId().describe('Required when not numerical: the response scale template it is rated on'),
};

interface Measure {
  is_numerical: boolean;
  target: number | null;
  is_positive: boolean;
  scale_template_id: number | null;
}

/** Numerical goals need a target (> 0 when higher is better); scale goals need a template. */
function measureRules(body: Measure, ctx: z.RefinementCtx) {
  if (!body.is_numerical) {
    if (body.scale_template_id === null) ctx.addIssue({ code: 'custom', path: ['scale_template_id'], message: 'validation.required' });
    return;
  }
  if (body.target === null) ctx.addIssue({ code: 'custom', path: ['target'], message: 'validation.required' });
  else if (body.is_positive && !(body.target > 0)) ctx.addIssue({ code: 'custom', path: ['target'], message: 'validation.targetPositive' });
  else if (!body.is_positive && body.target < 0) ctx.addIssue({ code: 'custom', path: ['target'], message: 'validation.targetNonNegative' });
}

const measureSchema = {
  weight: z.number(),
  is_numerical: z.boolean(),
  target: z.number().nullable(),
  is_positive: z.boolean(),
  scale_template_id: idSchema.nullable(),
};

const idList = () =>
  z
    .array(idField())
    .max(10_000)
    .transform((ids) => [...new Set(ids)]);

// ─── Positional goals ───────────────────────────────────────────────────────────────────────────────

export const positionalGoalSchema = z
  .object({
    id: idSchema,
    name: z.string(),
    category: optionSchema.nullable(),
    success_criteria: z.string(),
    ...measureSchema,
    scale_template: optionSchema.nullable(),
    positions: z.array(optionSchema).describe('The positions it applies to, by name'),
  })
  .meta({ id: 'PositionalGoal' });
export type PositionalGoal = z.infer<typeof positionalGoalSchema>;

const positionalGoalFields = z.object({
  name: requiredString(300),
  category_id: optionalId(),
  success_criteria: optionalString(2000),
  ...measureFields,
  position_ids: idList().default([]),
});

export const positionalGoalBodySchema = positionalGoalFields.superRefine(measureRules).meta({ id: 'PositionalGoalBody' });
export type PositionalGoalInput = z.output<typeof positionalGoalBodySchema>;

export const positionalGoalListQuerySchema = z.object({ position: optionalId() });

export const editPositionsBodySchema = z.object({ position_ids: idList() }).meta({ id: 'EditPositionsBody' });
export type EditPositionsBody = z.infer<typeof editPositionsBodySchema>;

// ─── Sub goals ──────────────────────────────────────────────────────────────────────────────────────

export const subGoalSchema = z
  .object({
    id: idSchema,
    goal_id: idSchema,
    name: z.string(),
    ...measureSchema,
    actual: z.number().nullable(),
    score: z.number().nullable().describe('Numerical: by the scoring core; scale-rated: null until evaluated'),
  })
  .meta({ id: 'SubGoal' });
export type SubGoal = z.infer<typeof subGoalSchema>;

const subGoalFields = z.object({ name: requiredString(300), ...measureFields, actual: optionalNumber() });

export const subGoalUpdateSchema = subGoalFields.superRefine(measureRules).meta({ id: 'SubGoalUpdate' });
export type SubGoalUpdateInput = z.output<typeof subGoalUpdateSchema>;
export const subGoalCreateSchema = subGoalFields.extend({ goal_id: requiredId() }).superRefine(measureRules).meta({ id: 'SubGoalCreate' });
export type SubGoalCreateInput = z.output<typeof subGoalCreateSchema>;

// ─── Personal goals ─────────────────────────────────────────────────────────────────────────────────

/** The weight total of one round (or of the whole period when it has no rounds). */
export const roundTotalSchema = z
  .object({
    frequency_id: idSchema.nullable().describe('null: the period as a whole (it has no rounds)'),
    name: z.string().describe('The round’s name; empty for the period as a whole'),
    total: z.number(),
    complete: z.boolean().describe('The weights add up to exactly 100'),
  })
  .meta({ id: 'RoundTotal' });
export type RoundTotal = z.infer<typeof roundTotalSchema>;

export const personalGoalSchema = z
  .object({
    id: idSchema,
    employee_id: idSchema,
    period_id: idSchema,
    frequency: optionSchema.nullable().describe('null: every round of the period'),
    positional_goal_id: idSchema.nullable().describe('The positional goal it was generated from'),
    name: z.string(),
    category: optionSchema.nullable(),
    deadline: z.string().nullable(),
    success_criteria: z.string(),
    ...measureSchema,
    scale_template: optionSchema.nullable(),
    actual: z.number().nullable(),
    score: z.number().nullable().describe('0–100 (up to the project’s cap); null when it cannot be scored yet'),
    shared: z.boolean(),
    shared_with: z.array(personRefSchema).describe('The other holders of a shared goal'),
    sub_goals: z.array(subGoalSchema),
  })
  .meta({ id: 'PersonalGoal' });
export type PersonalGoal = z.infer<typeof personalGoalSchema>;

export const personalGoalListSchema = z
  .object({
    employee: z.object({ id: idSchema, full_name: z.string(), employee_number: z.string(), position: optionSchema.nullable() }),
    period_id: idSchema,
    goals: z.array(personalGoalSchema),
    rounds: z.array(roundTotalSchema),
    complete: z.boolean().describe('Every round’s weights add up to exactly 100'),
  })
  .meta({ id: 'PersonalGoalList' });
export type PersonalGoalList = z.infer<typeof personalGoalListSchema>;

export const personalGoalQuerySchema = z.object({ employee: requiredId(), period: requiredId() });

const personalGoalFields = z.object({
  frequency_id: optionalId().describe('null: every round of the period'),
  name: requiredString(300),
  category_id: optionalId(),
  deadline: optionalDate(),
  success_criteria: optionalString(2000),
  ...measureFields,
  actual: optionalNumber().describe('Saved for every holder when the goal is shared'),
});

export const personalGoalUpdateSchema = personalGoalFields.superRefine(measureRules).meta({ id: 'PersonalGoalUpdate' });
export type PersonalGoalUpdateInput = z.output<typeof personalGoalUpdateSchema>;

export const personalGoalCreateSchema = personalGoalFields
  .extend({ employee_id: requiredId(), period_id: requiredId() })
  .superRefine(measureRules)
  .meta({ id: 'PersonalGoalCreate' });
export type PersonalGoalCreateInput = z.output<typeof personalGoalCreateSchema>;

export const generateGoalsBodySchema = z
  .object({
    period_id: requiredId(),
    employee_ids: idList()
      .nullish()
      .transform((v) => v ?? null)
      .describe('These employees'),
    department_id: optionalId().describe('Or the employees of this department and its sub-departments'),
    frequency_ids: z
      .array(idField())
      .min(1, msg('validation.required'))
      .max(1_000)
      .transform((ids) => [...new Set(ids)])
      .nullish()
      .transform((v) => v ?? null)
      .describe('Copy into these rounds of the period, as each round’s own goals; left out: one copy for every round of the period'),
  })
  .meta({ id: 'GenerateGoalsBody' });
export type GenerateGoalsInput = z.output<typeof generateGoalsBodySchema>;

/** Why generation copied nothing for a position (docs/product.md §3.6): its goals add up to more than 100, or two share a name. */
export const GENERATE_POSITION_REASONS = ['weights_over_100', 'duplicate_names'] as const;

export const generateGoalsResultSchema = z
  .object({
    created: z.number().int(),
    skipped: z.number().int().describe('Already copied (or a goal of that name exists)'),
    skipped_positions: z
      .array(
        z.object({
          id: idSchema,
          name: z.string(),
          department_name: z.string(),
          reason: z.enum(GENERATE_POSITION_REASONS),
          total: z.number().describe('The weights of the position’s goals together'),
          employees: z.number().int().describe('Covered employees who got nothing from it'),
        }),
      )
      .describe('Positions whose goals were not copied, and why'),
    skipped_employees: z
      .array(z.object({ id: idSchema, full_name: z.string(), total: z.number().describe('The round total the copies would have made') }))
      .describe('Employees whose goals would pass 100 in a round: nothing was copied for them'),
  })
  .meta({ id: 'GenerateGoalsResult' });
export type GenerateGoalsResult = z.infer<typeof generateGoalsResultSchema>;

export const shareGoalBodySchema = z
  .object({ employee_ids: idList().refine((ids) => ids.length > 0, msg('validation.required')) })
  .meta({ id: 'ShareGoalBody' });
export type ShareGoalBody = z.infer<typeof shareGoalBodySchema>;

export const deleteAllGoalsQuerySchema = z.object({ period: optionalId().describe('Only this period; every period when left out') });
export const deleteAllGoalsResultSchema = z.object({ deleted: z.number().int() }).meta({ id: 'DeleteAllGoalsResult' });

// ─── The employee list of the goals screen ──────────────────────────────────────────────────────────

export const employeeGoalsQuerySchema = z.object({
  period: requiredId(),
  page: pageField(),
  page_size: pageSizeField(25),
  search: optionalString(200),
  department: optionalId(),
});
export type EmployeeGoalsQueryInput = z.output<typeof employeeGoalsQuerySchema>;

export const employeeGoalsRowSchema = z
  .object({
    id: idSchema,
    full_name: z.string(),
    employee_number: z.string(),
    department: optionSchema.nullable(),
    position: optionSchema.nullable(),
    goal_count: z.number().int(),
    rounds: z.array(roundTotalSchema),
    complete: z.boolean(),
  })
  .meta({ id: 'EmployeeGoals' });
export type EmployeeGoalsRow = z.infer<typeof employeeGoalsRowSchema>;

export const employeeGoalsPageSchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(employeeGoalsRowSchema) })
  .meta({ id: 'EmployeeGoalsPage' });
export type EmployeeGoalsPage = z.infer<typeof employeeGoalsPageSchema>;

// ─── What the goals screen picks from (users with goal codes cannot read the wizard's lists) ───────

export const goalOptionsSchema = z
  .object({
    departments: z.array(optionSchema).describe('Departments and sub-departments in the caller’s scope'),
    positions: z.array(optionSchema).describe('Positions in the caller’s scope'),
  })
  .meta({ id: 'GoalOptions' });
export type GoalOptions = z.infer<typeof goalOptionsSchema>;
