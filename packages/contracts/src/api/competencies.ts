import { z } from 'zod';
import { idField, msg, nonNegative, optionalId, optionalString, pageField, pageSizeField, requiredId, requiredString } from '../validation.ts';
import { exceeds, sumOf } from '../weight-sums.ts';
import { FILE_FORMATS } from './employees.ts';
import { optionSchema } from './organisation.ts';

/**
 * Competencies (skills, docs/product.md §3.5): the project's catalogue, the periods a periodic competency
 * applies in, each position's list with weights and norms, and an employee's own list.
 */

export const SKILL_TYPES = ['hard', 'soft'] as const;
export type SkillType = (typeof SKILL_TYPES)[number];

/** Weights of one list are fractions that add up to at most 1 (a rounding tolerance is allowed). */
export const WEIGHT_SUM_MAX = 1;

export const skillPeriodSchema = z.object({ id: z.number().int(), number: z.number().int(), name: z.string() }).meta({ id: 'SkillPeriod' });
export type SkillPeriod = z.infer<typeof skillPeriodSchema>;

export const skillSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    description: z.string(),
    category: optionSchema.nullable(),
    skill_type: z.enum(SKILL_TYPES),
    is_periodic: z.boolean().describe('Periodic: applies only in `periods`; organizational: in every period'),
    periods: z.array(skillPeriodSchema),
    position_count: z.number().int().describe('Positions that list it'),
    employee_count: z.number().int().describe("Employees' own lists that hold it"),
  })
  .meta({ id: 'Skill' });
export type Skill = z.infer<typeof skillSchema>;

/** Periodic with at least one period; an organizational competency keeps no periods. */
const periodsWhenPeriodic = <T extends { is_periodic: boolean; period_ids: number[] }>(body: T, ctx: z.RefinementCtx) => {
  if (body.is_periodic && body.period_ids.length === 0) ctx.addIssue({ code: 'custom', path: ['period_ids'], message: 'validation.required' });
};

const periodicFields = {
  is_periodic: z.boolean().default(false),
  period_ids: z
    .array(requiredId())
    .max(200, msg('validation.invalid'))
    .default([])
    .transform((ids) => [...new Set(ids)]),
};

export const periodicSkillBodySchema = z.object(periodicFields).superRefine(periodsWhenPeriodic).meta({ id: 'PeriodicSkillBody' });
export type PeriodicSkillBody = z.infer<typeof periodicSkillBodySchema>;

export const skillBodySchema = z
  .object({
    name: requiredString(200),
    description: optionalString(2000),
    category_id: optionalId(),
    skill_type: z.enum(SKILL_TYPES, msg('validation.invalidChoice')),
    ...periodicFields,
  })
  .superRefine(periodsWhenPeriodic)
  .meta({ id: 'SkillBody' });
export type SkillBodyParsed = z.infer<typeof skillBodySchema>;

export const skillListQuerySchema = z.object({
  search: optionalString(200),
  category: optionalId(),
  skill_type: z.enum(SKILL_TYPES).optional(),
  period: optionalId().describe('Organizational competencies and the periodic ones attached to this period'),
});
export type SkillListQuery = z.infer<typeof skillListQuerySchema>;

export const periodicSkillSchema = z
  .object({ id: z.number().int(), name: z.string(), is_periodic: z.boolean(), periods: z.array(skillPeriodSchema) })
  .meta({ id: 'PeriodicSkill' });
export type PeriodicSkill = z.infer<typeof periodicSkillSchema>;

// Lists of competencies with weight and norm (a position's, an employee's own)

export const assignedSkillSchema = z
  .object({
    skill_id: z.number().int(),
    name: z.string(),
    category: optionSchema.nullable(),
    skill_type: z.enum(SKILL_TYPES),
    is_periodic: z.boolean(),
    periods: z.array(skillPeriodSchema),
    weight: z.number(),
    norm: z.number().nullable(),
  })
  .meta({ id: 'AssignedSkill' });
export type AssignedSkill = z.infer<typeof assignedSkillSchema>;

export const skillWeightSchema = z.object({
  skill_id: requiredId(),
  weight: nonNegative(1),
  norm: nonNegative()
    .nullish()
    .transform((v) => v ?? null)
    .describe('Expected level on the default rating template; null: none'),
});
export type SkillWeight = z.input<typeof skillWeightSchema>;

/** A list replaces the current one; each competency once, weights summing to at most 1. */
export const skillWeightsBodySchema = z
  .object({ skills: z.array(skillWeightSchema).max(500) })
  .superRefine((body, ctx) => {
    const ids = body.skills.map((s) => s.skill_id);
    if (new Set(ids).size !== ids.length) ctx.addIssue({ code: 'custom', path: ['skills'], message: 'validation.duplicateEntry' });
    if (exceeds(sumOf(body.skills.map((s) => s.weight)), WEIGHT_SUM_MAX)) {
      ctx.addIssue({ code: 'custom', path: ['skills'], message: 'validation.weightSum1' });
    }
  })
  .meta({ id: 'SkillWeightsBody' });
export type SkillWeightsBodyParsed = z.infer<typeof skillWeightsBodySchema>;

export const positionSkillSummarySchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    department_id: z.number().int(),
    department_name: z.string(),
    skill_count: z.number().int(),
    weight_total: z.number(),
  })
  .meta({ id: 'PositionSkillSummary' });
export type PositionSkillSummary = z.infer<typeof positionSkillSummarySchema>;

export const positionSkillsSchema = z
  .object({
    position: z.object({ id: z.number().int(), name: z.string(), department_name: z.string() }),
    skills: z.array(assignedSkillSchema),
    weight_total: z.number(),
  })
  .meta({ id: 'PositionSkills' });
export type PositionSkills = z.infer<typeof positionSkillsSchema>;

export const skillsForPositionQuerySchema = z.object({
  position: optionalId().describe('Without it: the positions with their counts; with it: that position’s list'),
  period: optionalId().describe('Only the competencies that apply in this period'),
});

export const skillsForPositionSchema = z.union([z.array(positionSkillSummarySchema), positionSkillsSchema]);

// Many positions at once (docs/product.md §3.5): one competency onto several positions, or one position's list copied

/** Positions to change at once: at least one, each once, at most the route table's list bound. */
const positionIdList = () =>
  z
    .array(idField())
    .max(10_000)
    .transform((ids) => [...new Set(ids)])
    .refine((ids) => ids.length > 0, msg('validation.required'));

export const assignSkillBodySchema = z
  .object({
    skill_id: requiredId(),
    weight: nonNegative(1).describe('A fraction, as in every list'),
    norm: nonNegative()
      .nullish()
      .transform((v) => v ?? null),
    position_ids: positionIdList(),
  })
  .meta({ id: 'AssignSkillBody' });
export type AssignSkillInput = z.output<typeof assignSkillBodySchema>;

/** replace: the targets' lists become the source's; merge: the source's competencies are added, its weight and norm win for one both list. */
export const COPY_MODES = ['replace', 'merge'] as const;
export type CopyMode = (typeof COPY_MODES)[number];

export const copyPositionSkillsBodySchema = z
  .object({
    from_position_id: requiredId(),
    position_ids: positionIdList(),
    mode: z.enum(COPY_MODES, msg('validation.invalidChoice')),
  })
  .meta({ id: 'CopyPositionSkillsBody' });
export type CopyPositionSkillsInput = z.output<typeof copyPositionSkillsBodySchema>;

export const positionSkillSummariesSchema = z.array(positionSkillSummarySchema);

// Employees' own lists (edit-user-skill)

export const SKILL_SOURCES = ['position', 'employee'] as const;

export const employeeSkillRowSchema = z
  .object({
    id: z.number().int(),
    employee_number: z.string(),
    full_name: z.string(),
    department: optionSchema.nullable(),
    position: optionSchema.nullable(),
    has_own_list: z.boolean(),
    skill_count: z.number().int().describe('Competencies of the effective list'),
  })
  .meta({ id: 'EmployeeSkillRow' });

export const employeeSkillPageSchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(employeeSkillRowSchema) })
  .meta({ id: 'EmployeeSkillPage' });
export type EmployeeSkillPage = z.infer<typeof employeeSkillPageSchema>;

export const employeeSkillListQuerySchema = z.object({
  page: pageField(),
  page_size: pageSizeField(25),
  search: optionalString(200),
});
export type EmployeeSkillListQuery = z.infer<typeof employeeSkillListQuerySchema>;

export const employeeSkillsSchema = z
  .object({
    employee: z.object({ id: z.number().int(), full_name: z.string(), employee_number: z.string(), position: optionSchema.nullable() }),
    source: z.enum(SKILL_SOURCES).describe("'employee': the employee's own list; 'position': the position's"),
    skills: z.array(assignedSkillSchema),
    weight_total: z.number(),
  })
  .meta({ id: 'EmployeeSkills' });
export type EmployeeSkills = z.infer<typeof employeeSkillsSchema>;

// Import

/** The import template's columns, in order. */
export const SKILL_IMPORT_COLUMNS = ['name', 'description', 'category', 'skill_type', 'kind', 'periods', 'department', 'position', 'weight', 'norm'] as const;
export const SKILL_KINDS = ['organizational', 'periodic'] as const;
export const skillTemplateQuerySchema = z.object({ format: z.enum(FILE_FORMATS).default('csv') });
