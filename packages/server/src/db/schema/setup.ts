import { RANKING_RULES } from '@performa/contracts/api/evaluations';
import { DEFAULT_CAP, DEFAULT_MIN_EVALUATORS } from '@performa/contracts/scoring';
import type { LabelTranslations } from '@performa/contracts/validation';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { id, createdAt, num } from './columns.ts';
import { projectReference, projectKey } from './keys.ts';
import { positions, employees } from './organisation.ts';

// ─── Evaluation setup (docs/product.md §3) ───────────────────────────────────────────────────────

/** An evaluation period of a project; `number` (1, 2, 3 …) names it in imports. */
export const periods = pgTable(
  'periods',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('periods_project_number_key').on(t.projectId, t.number), projectKey('periods', t), projectReference('periods', t)],
);

/** An evaluation round (frequency) inside a period, with its own dates inside the period's. */
export const frequencies = pgTable(
  'frequencies',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    periodId: integer('period_id').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    /** When calibration was closed and the round's results released to evaluatees (docs/product.md §5.7); null: pending. */
    releasedAt: timestamp('released_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('frequencies_period_name_key').on(t.periodId, sql`lower(${t.name})`),
    index('frequencies_project_idx').on(t.projectId),
    projectKey('frequencies', t),
    projectReference('frequencies', t),
    foreignKey({ name: 'frequencies_period_id_fk', columns: [t.periodId, t.projectId], foreignColumns: [periods.id, periods.projectId] }).onDelete('cascade'),
  ],
);

/**
 * The translations of the label beside it, per language (ADR 29, docs/product.md §9.1): null or a
 * language left out reads the label as given. Readers get it through services/labels.ts.
 */
const labelTranslations = (name: string) => jsonb(name).$type<LabelTranslations>();

/** A named list of response scales (min, max, response): rating templates and final score scales. */
export const responseScaleTemplates = pgTable(
  'response_scale_templates',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    nameTranslations: labelTranslations('name_translations'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('response_scale_templates_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    projectKey('response_scale_templates', t),
    projectReference('response_scale_templates', t),
  ],
);

/** One range of a template; ranges of a template do not overlap and min ≥ 0 (checked by the service). */
export const responseScales = pgTable(
  'response_scales',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    /** The template's project (ADR 14). */
    projectId: integer('project_id').notNull(),
    templateId: integer('template_id').notNull(),
    min: num('min').notNull(),
    max: num('max').notNull(),
    response: text('response').notNull(),
    responseTranslations: labelTranslations('response_translations'),
  },
  (t) => [
    index('response_scales_template_idx').on(t.templateId),
    index('response_scales_project_idx').on(t.projectId),
    projectReference('response_scales', t),
    foreignKey({
      name: 'response_scales_template_id_fk',
      columns: [t.templateId, t.projectId],
      foreignColumns: [responseScaleTemplates.id, responseScaleTemplates.projectId],
    }).onDelete('cascade'),
  ],
);

/** Groups goals (kind goal) or competencies (kind skill). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    kind: text('kind', { enum: ['goal', 'skill'] }).notNull(),
    name: text('name').notNull(),
    nameTranslations: labelTranslations('name_translations'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_project_kind_name_key').on(t.projectId, t.kind, sql`lower(${t.name})`),
    projectKey('categories', t),
    projectReference('categories', t),
  ],
);

/**
 * The settings of a project that never saved any, and the columns' defaults below (docs/product.md §3.12,
 * §5.4, §5.5, §5.6, §5.9): services/settings/project-settings.ts reads a project without a row as these.
 */
export const PROJECT_SETTINGS_DEFAULTS = {
  goalWeight: null,
  skillWeight: null,
  managerWeight: null,
  subworkerWeight: null,
  coworkerWeight: null,
  selfWeight: null,
  maxAchievement: DEFAULT_CAP,
  ratingTemplateId: null,
  finalScoreTemplateId: null,
  coworkerCount: 3,
  reminderDays: [7, 1],
  remindAfterEnd: true,
  showResultBeforeCalibration: false,
  minEvaluators: DEFAULT_MIN_EVALUATORS,
  gradeTargets: {},
  rankingRule: 'goal_and_skill',
  showDepartmentTopTen: false,
} as const;

const SETTINGS = PROJECT_SETTINGS_DEFAULTS;

/**
 * The project's evaluation settings, one row per project (created on first save): goal/skill split,
 * party weights, the cap of numerical goals, the default rating template and the final score scale.
 * A null weight means "not set yet".
 */
export const projectSettings = pgTable(
  'project_settings',
  {
    projectId: integer('project_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    goalWeight: num('goal_weight'),
    skillWeight: num('skill_weight'),
    managerWeight: num('manager_weight'),
    subworkerWeight: num('subworker_weight'),
    coworkerWeight: num('coworker_weight'),
    selfWeight: num('self_weight'),
    maxAchievement: num('max_achievement').notNull().default(SETTINGS.maxAchievement),
    ratingTemplateId: integer('rating_template_id'),
    finalScoreTemplateId: integer('final_score_template_id'),
    /** Coworkers proposed per evaluatee by bulk creation (docs/product.md §5.4). */
    coworkerCount: integer('coworker_count').notNull().default(SETTINGS.coworkerCount),
    /** Days before a round's end on which pending evaluators are reminded (docs/product.md §5.5). */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql.raw(`'{${SETTINGS.reminderDays.join(',')}}'::integer[]`)),
    /** Whether pending evaluators are reminded once more the day after the round ends. */
    remindAfterEnd: boolean('remind_after_end').notNull().default(SETTINGS.remindAfterEnd),
    /** Whether evaluatees (and their managers) see a round's scores before its calibration is closed (docs/product.md §5.6). */
    showResultBeforeCalibration: boolean('show_result_before_calibration').notNull().default(SETTINGS.showResultBeforeCalibration),
    /** The fewest evaluators a coworker or subworker party needs to be shown on its own to the evaluatee (docs/product.md §5.9). */
    minEvaluators: integer('min_evaluators').notNull().default(SETTINGS.minEvaluators),
    /** The calibration's target distribution: percent of people per range of the final score scale, by range id. */
    gradeTargets: jsonb('grade_targets').$type<Record<string, number>>().notNull().default(SETTINGS.gradeTargets),
    /** When a person's result is complete enough to be ranked in the top 10 and bottom 10 (docs/product.md §7.9). */
    rankingRule: text('ranking_rule', { enum: RANKING_RULES }).notNull().default(SETTINGS.rankingRule),
    /** Whether users see the top 10 of their department on their dashboard, of released rounds only (docs/product.md §7.9). */
    showDepartmentTopTen: boolean('show_department_top_ten').notNull().default(SETTINGS.showDepartmentTopTen),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_settings_rating_template_idx').on(t.ratingTemplateId),
    index('project_settings_final_score_template_idx').on(t.finalScoreTemplateId),
    projectReference('project_settings', t),
    // Both SET NULL ("…_template_id") in the migration (see the note in db/schema.ts).
    foreignKey({
      name: 'project_settings_rating_template_id_fk',
      columns: [t.ratingTemplateId, t.projectId],
      foreignColumns: [responseScaleTemplates.id, responseScaleTemplates.projectId],
    }).onDelete('set null'),
    foreignKey({
      name: 'project_settings_final_score_template_id_fk',
      columns: [t.finalScoreTemplateId, t.projectId],
      foreignColumns: [responseScaleTemplates.id, responseScaleTemplates.projectId],
    }).onDelete('set null'),
  ],
);

/** An employee's own party weights, replacing the project's (each set sums to at most 1). */
export const personalWeights = pgTable(
  'personal_weights',
  {
    employeeId: integer('employee_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    managerWeight: num('manager_weight').notNull(),
    subworkerWeight: num('subworker_weight').notNull(),
    coworkerWeight: num('coworker_weight').notNull(),
    selfWeight: num('self_weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('personal_weights_project_idx').on(t.projectId),
    projectReference('personal_weights', t),
    foreignKey({ name: 'personal_weights_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
  ],
);

/** An employee's own goal/skill split, replacing the project's. */
export const individualWeights = pgTable(
  'individual_weights',
  {
    employeeId: integer('employee_id').primaryKey(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    goalWeight: num('goal_weight').notNull(),
    skillWeight: num('skill_weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('individual_weights_project_idx').on(t.projectId),
    projectReference('individual_weights', t),
    foreignKey({
      name: 'individual_weights_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
  ],
);

/** A competency: organizational (every position) or periodic (only in the periods in skill_periods). */
export const skills = pgTable(
  'skills',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id'),
    skillType: text('skill_type', { enum: ['hard', 'soft'] }).notNull(),
    isPeriodic: boolean('is_periodic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('skills_project_name_key').on(t.projectId, sql`lower(${t.name})`),
    index('skills_category_idx').on(t.categoryId),
    projectKey('skills', t),
    projectReference('skills', t),
    // SET NULL ("category_id") in the migration (see the note in db/schema.ts).
    foreignKey({ name: 'skills_category_id_fk', columns: [t.categoryId, t.projectId], foreignColumns: [categories.id, categories.projectId] }).onDelete(
      'set null',
    ),
  ],
);

/** The periods a periodic competency applies in. */
export const skillPeriods = pgTable(
  'skill_periods',
  {
    skillId: integer('skill_id').notNull(),
    periodId: integer('period_id').notNull(),
    /** The project of both (ADR 14). */
    projectId: integer('project_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.skillId, t.periodId] }),
    index('skill_periods_period_idx').on(t.periodId),
    foreignKey({ name: 'skill_periods_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
    foreignKey({ name: 'skill_periods_period_id_fk', columns: [t.periodId, t.projectId], foreignColumns: [periods.id, periods.projectId] }).onDelete('cascade'),
  ],
);

/** The competencies of a position, each with its weight and norm (expected level on the rating scale). */
export const positionSkills = pgTable(
  'position_skills',
  {
    companyId: integer('company_id').notNull(),
    /** The project of the position and the skill (ADR 14). */
    projectId: integer('project_id').notNull(),
    positionId: integer('position_id').notNull(),
    skillId: integer('skill_id').notNull(),
    weight: num('weight').notNull(),
    norm: num('norm'),
  },
  (t) => [
    primaryKey({ columns: [t.positionId, t.skillId] }),
    index('position_skills_skill_idx').on(t.skillId),
    index('position_skills_project_idx').on(t.projectId),
    projectReference('position_skills', t),
    foreignKey({ name: 'position_skills_position_id_fk', columns: [t.positionId, t.projectId], foreignColumns: [positions.id, positions.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'position_skills_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** An employee's own competency list (edit-user-skill): when present it replaces the position's. */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    companyId: integer('company_id').notNull(),
    /** The project of the employee and the skill (ADR 14). */
    projectId: integer('project_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    skillId: integer('skill_id').notNull(),
    weight: num('weight').notNull(),
    norm: num('norm'),
  },
  (t) => [
    primaryKey({ columns: [t.employeeId, t.skillId] }),
    index('employee_skills_skill_idx').on(t.skillId),
    index('employee_skills_project_idx').on(t.projectId),
    projectReference('employee_skills', t),
    foreignKey({ name: 'employee_skills_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'employee_skills_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** The goal fields shared by positional goals, personal goals and sub goals. */
const goalMeasure = () => ({
  weight: num('weight').notNull(),
  /** Numerical (target and actual) or rated on a response scale template. */
  isNumerical: boolean('is_numerical').notNull().default(true),
  target: num('target'),
  /** Higher is better when true, lower is better when false. */
  isPositive: boolean('is_positive').notNull().default(true),
  /** A reference in the project: each table declares its key (goalScaleKey). */
  scaleTemplateId: integer('scale_template_id'),
});

/** The rating template of a goal, positional goal or sub goal: SET NULL ("scale_template_id") in the migration. */
const goalScaleKey = (table: string, t: { scaleTemplateId: AnyPgColumn; projectId: AnyPgColumn }) =>
  foreignKey({
    name: `${table}_scale_template_id_fk`,
    columns: [t.scaleTemplateId, t.projectId],
    foreignColumns: [responseScaleTemplates.id, responseScaleTemplates.projectId],
  }).onDelete('set null');

/** A goal defined for positions (positional_goal_positions), copied into the holders' personal goals. */
export const positionalGoals = pgTable(
  'positional_goals',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
    categoryId: integer('category_id'),
    successCriteria: text('success_criteria').notNull().default(''),
    ...goalMeasure(),
    createdAt: createdAt(),
  },
  (t) => [
    index('positional_goals_project_idx').on(t.projectId),
    index('positional_goals_category_idx').on(t.categoryId),
    index('positional_goals_scale_template_idx').on(t.scaleTemplateId),
    projectKey('positional_goals', t),
    projectReference('positional_goals', t),
    // SET NULL ("category_id") in the migration (see the note in db/schema.ts).
    foreignKey({
      name: 'positional_goals_category_id_fk',
      columns: [t.categoryId, t.projectId],
      foreignColumns: [categories.id, categories.projectId],
    }).onDelete('set null'),
    goalScaleKey('positional_goals', t),
  ],
);

export const positionalGoalPositions = pgTable(
  'positional_goal_positions',
  {
    positionalGoalId: integer('positional_goal_id').notNull(),
    positionId: integer('position_id').notNull(),
    /** The project of the goal and the position (ADR 14). */
    projectId: integer('project_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.positionalGoalId, t.positionId] }),
    index('positional_goal_positions_position_idx').on(t.positionId),
    foreignKey({
      name: 'positional_goal_positions_positional_goal_id_fk',
      columns: [t.positionalGoalId, t.projectId],
      foreignColumns: [positionalGoals.id, positionalGoals.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'positional_goal_positions_position_id_fk',
      columns: [t.positionId, t.projectId],
      foreignColumns: [positions.id, positions.projectId],
    }).onDelete('cascade'),
  ],
);

/**
 * An employee's personal goal in a period, for one round (frequency) or, when frequency_id is null,
 * for every round of the period. Goals with the same share_group share one actual value.
 */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    periodId: integer('period_id').notNull(),
    frequencyId: integer('frequency_id'),
    positionalGoalId: integer('positional_goal_id'),
    name: text('name').notNull(),
    categoryId: integer('category_id'),
    deadline: date('deadline'),
    successCriteria: text('success_criteria').notNull().default(''),
    ...goalMeasure(),
    actual: num('actual'),
    /** The manager's rating of a scale goal (a value of its template), entered in the goal evaluation. */
    rating: num('rating'),
    shareGroup: uuid('share_group'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goals_employee_period_name_key').on(t.employeeId, t.periodId, sql`coalesce(${t.frequencyId}, 0)`, sql`lower(${t.name})`),
    // A positional goal is copied once per round it goes to, or once for every round of the period (generation skips it by this index).
    uniqueIndex('goals_employee_period_positional_key')
      .on(t.employeeId, t.periodId, sql`coalesce(${t.frequencyId}, 0)`, t.positionalGoalId)
      .where(sql`${t.positionalGoalId} is not null`),
    index('goals_project_period_idx').on(t.projectId, t.periodId),
    index('goals_share_group_idx').on(t.shareGroup),
    index('goals_positional_goal_idx').on(t.positionalGoalId),
    // Category usage counts and the set-null of a deleted category follow it.
    index('goals_category_idx').on(t.categoryId),
    index('goals_frequency_idx').on(t.frequencyId),
    index('goals_scale_template_idx').on(t.scaleTemplateId),
    projectKey('goals', t),
    projectReference('goals', t),
    foreignKey({ name: 'goals_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete('cascade'),
    // Covered by goals_project_period_idx (project_id, period_id).
    foreignKey({ name: 'goals_period_id_fk', columns: [t.periodId, t.projectId], foreignColumns: [periods.id, periods.projectId] }).onDelete('cascade'),
    foreignKey({ name: 'goals_frequency_id_fk', columns: [t.frequencyId, t.projectId], foreignColumns: [frequencies.id, frequencies.projectId] }).onDelete(
      'cascade',
    ),
    // SET NULL ("positional_goal_id") and SET NULL ("category_id") in the migration (see the note in db/schema.ts).
    foreignKey({
      name: 'goals_positional_goal_id_fk',
      columns: [t.positionalGoalId, t.projectId],
      foreignColumns: [positionalGoals.id, positionalGoals.projectId],
    }).onDelete('set null'),
    foreignKey({ name: 'goals_category_id_fk', columns: [t.categoryId, t.projectId], foreignColumns: [categories.id, categories.projectId] }).onDelete(
      'set null',
    ),
    goalScaleKey('goals', t),
  ],
);

/** A part of a personal goal with its own weight and target or scale; the goal is scored from them. */
export const subGoals = pgTable(
  'sub_goals',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    /** The goal's project (ADR 14). */
    projectId: integer('project_id').notNull(),
    goalId: integer('goal_id').notNull(),
    name: text('name').notNull(),
    ...goalMeasure(),
    actual: num('actual'),
    /** The manager's rating of a scale sub goal, entered in the goal evaluation. */
    rating: num('rating'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sub_goals_goal_name_key').on(t.goalId, sql`lower(${t.name})`),
    index('sub_goals_project_idx').on(t.projectId),
    index('sub_goals_scale_template_idx').on(t.scaleTemplateId),
    projectReference('sub_goals', t),
    foreignKey({ name: 'sub_goals_goal_id_fk', columns: [t.goalId, t.projectId], foreignColumns: [goals.id, goals.projectId] }).onDelete('cascade'),
    goalScaleKey('sub_goals', t),
  ],
);
