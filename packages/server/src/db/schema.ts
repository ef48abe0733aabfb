import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  customType,
  date,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/** A tenant. Every company-owned row carries company_id (domain.md §1). */
export const companies = pgTable('companies', {
  id: id(),
  code: text('code').notNull().unique(),
  companyName: text('company_name').notNull(),
  industry: text('industry').notNull().default(''),
  address: text('address').notNull().default(''),
  phone: text('phone').notNull().default(''),
  linkedin: text('linkedin').notNull().default(''),
  logo: text('logo'),
  /** When the company settings were first saved (the wizard's first step). */
  settingsSavedAt: timestamp('settings_saved_at', { withTimezone: true }),
  createdAt: createdAt(),
});

/** An evaluation workspace inside a company. */
export const projects = pgTable(
  'projects',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectName: text('project_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('projects_company_idx').on(t.companyId)],
);

/** A login identity. Username and email are unique in the whole deployment. */
export const accounts = pgTable(
  'accounts',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    role: text('role', { enum: ['super_admin', 'admin', 'user'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    permissions: text('permissions')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /**
     * An admin limited to the departments in account_departments. Kept apart from that list so that
     * deleting a scope department narrows the scope instead of widening it to "all".
     */
    departmentScoped: boolean('department_scoped').notNull().default(false),
    /** Bumped to revoke every token of the account at once (deactivation, password change). */
    tokenVersion: integer('token_version').notNull().default(0),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    index('accounts_company_idx').on(t.companyId),
  ],
);

/** Issued refresh tokens, so that logout and deactivation can revoke them. */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_account_idx').on(t.accountId)],
);

/** A package granted to a company: the built-in free one (self-hosted) or a paid one accepted by the operator. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    package: text('package').notNull(),
    plan: text('plan').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('payments_company_idx').on(t.companyId)],
);

export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('notifications_account_unread_idx').on(t.accountId, t.isRead)],
);

/** Every outgoing email, sent through SMTP when configured, otherwise kept here (status 'stored'). */
export const outboxEmails = pgTable('outbox_emails', {
  id: id(),
  toAddress: text('to_address').notNull(),
  subject: text('subject').notNull(),
  textBody: text('text_body').notNull(),
  status: text('status', { enum: ['stored', 'sent', 'failed'] }).notNull(),
  error: text('error'),
  createdAt: createdAt(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});

/** Uploaded images (company logo, avatars), kept in the database so both backends back them up alike. */
export const files = pgTable(
  'files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    contentType: text('content_type').notNull(),
    bytes: bytea('bytes').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('files_company_idx').on(t.companyId)],
);

/** A department of a project; `parentId` makes it a sub-department. Names are unique among siblings. */
export const departments = pgTable(
  'departments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => departments.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('departments_sibling_name_key').on(t.projectId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('departments_parent_idx').on(t.parentId),
  ],
);

/** A position in a department, reporting to another position: together the positional chart. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id),
    parentId: integer('parent_id').references((): AnyPgColumn => positions.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('positions_department_name_key').on(t.departmentId, sql`lower(${t.name})`),
    index('positions_project_idx').on(t.projectId),
    index('positions_parent_idx').on(t.parentId),
  ],
);

/** A person in a project, linked to the account they sign in with. */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    subDepartmentId: integer('sub_department_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    reportToId: integer('report_to_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'terminated'] })
      .notNull()
      .default('active'),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('employees_project_number_key').on(t.projectId, sql`lower(${t.employeeNumber})`),
    uniqueIndex('employees_project_account_key').on(t.projectId, t.accountId),
    index('employees_project_status_idx').on(t.projectId, t.status),
    // The employee list's common orders, read in index order with LIMIT.
    index('employees_project_last_name_idx').on(t.projectId, t.lastName, t.firstName, t.id),
    index('employees_project_first_name_idx').on(t.projectId, t.firstName, t.lastName, t.id),
    index('employees_department_idx').on(t.departmentId),
    index('employees_position_idx').on(t.positionId),
    index('employees_report_to_idx').on(t.reportToId),
  ],
);

/** An admin's department scope: the departments they manage (none: all). */
export const accountDepartments = pgTable(
  'account_departments',
  {
    accountId: integer('account_id')
      .notNull()
      .references(() => accounts.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id')
      .notNull()
      .references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.departmentId] })],
);

// ─── Evaluation setup (issue 4; domain.md §2) ──────────────────────────────────────────────────

/** A number column read as a JS number (weights, targets, scale bounds: full precision). */
const num = (name: string) => numeric(name, { mode: 'number' });

/** An evaluation period of a project; `number` (1, 2, 3 …) names it in imports. */
export const periods = pgTable(
  'periods',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('periods_project_number_key').on(t.projectId, t.number)],
);

/** An evaluation round (frequency) inside a period, with its own dates inside the period's. */
export const frequencies = pgTable(
  'frequencies',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('frequencies_period_name_key').on(t.periodId, sql`lower(${t.name})`), index('frequencies_project_idx').on(t.projectId)],
);

/** A named list of response scales (min, max, response): rating templates and final score scales. */
export const responseScaleTemplates = pgTable(
  'response_scale_templates',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('response_scale_templates_project_name_key').on(t.projectId, sql`lower(${t.name})`)],
);

/** One range of a template; ranges of a template do not overlap and min ≥ 0 (checked by the service). */
export const responseScales = pgTable(
  'response_scales',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    templateId: integer('template_id')
      .notNull()
      .references(() => responseScaleTemplates.id, { onDelete: 'cascade' }),
    min: num('min').notNull(),
    max: num('max').notNull(),
    response: text('response').notNull(),
  },
  (t) => [index('response_scales_template_idx').on(t.templateId)],
);

/** Groups goals (kind goal) or competencies (kind skill). */
export const categories = pgTable(
  'categories',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['goal', 'skill'] }).notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('categories_project_kind_name_key').on(t.projectId, t.kind, sql`lower(${t.name})`)],
);

/**
 * The project's evaluation settings, one row per project (created on first save): goal/skill split,
 * party weights, the cap of numerical goals, the default rating template and the final score scale.
 * A null weight means "not set yet".
 */
export const projectSettings = pgTable('project_settings', {
  projectId: integer('project_id')
    .primaryKey()
    .references(() => projects.id, { onDelete: 'cascade' }),
  companyId: integer('company_id')
    .notNull()
    .references(() => companies.id, { onDelete: 'cascade' }),
  goalWeight: num('goal_weight'),
  skillWeight: num('skill_weight'),
  managerWeight: num('manager_weight'),
  subworkerWeight: num('subworker_weight'),
  coworkerWeight: num('coworker_weight'),
  selfWeight: num('self_weight'),
  maxAchievement: num('max_achievement').notNull().default(1),
  ratingTemplateId: integer('rating_template_id').references(() => responseScaleTemplates.id, { onDelete: 'set null' }),
  finalScoreTemplateId: integer('final_score_template_id').references(() => responseScaleTemplates.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** An employee's own party weights, replacing the project's (each set sums to at most 1). */
export const personalWeights = pgTable(
  'personal_weights',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    managerWeight: num('manager_weight').notNull(),
    subworkerWeight: num('subworker_weight').notNull(),
    coworkerWeight: num('coworker_weight').notNull(),
    selfWeight: num('self_weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('personal_weights_project_idx').on(t.projectId)],
);

/** An employee's own goal/skill split, replacing the project's. */
export const individualWeights = pgTable(
  'individual_weights',
  {
    employeeId: integer('employee_id')
      .primaryKey()
      .references(() => employees.id, { onDelete: 'cascade' }),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    goalWeight: num('goal_weight').notNull(),
    skillWeight: num('skill_weight').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('individual_weights_project_idx').on(t.projectId)],
);

/** A competency: organizational (every position) or periodic (only in the periods in skill_periods). */
export const skills = pgTable(
  'skills',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    skillType: text('skill_type', { enum: ['hard', 'soft'] }).notNull(),
    isPeriodic: boolean('is_periodic').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('skills_project_name_key').on(t.projectId, sql`lower(${t.name})`), index('skills_category_idx').on(t.categoryId)],
);

/** The periods a periodic competency applies in. */
export const skillPeriods = pgTable(
  'skill_periods',
  {
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.skillId, t.periodId] }), index('skill_periods_period_idx').on(t.periodId)],
);

/** The competencies of a position, each with its weight and norm (expected level on the rating scale). */
export const positionSkills = pgTable(
  'position_skills',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    weight: num('weight').notNull(),
    norm: num('norm'),
  },
  (t) => [primaryKey({ columns: [t.positionId, t.skillId] }), index('position_skills_skill_idx').on(t.skillId)],
);

/** An employee's own competency list (edit-user-skill): when present it replaces the position's. */
export const employeeSkills = pgTable(
  'employee_skills',
  {
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    skillId: integer('skill_id')
      .notNull()
      .references(() => skills.id, { onDelete: 'cascade' }),
    weight: num('weight').notNull(),
    norm: num('norm'),
  },
  (t) => [primaryKey({ columns: [t.employeeId, t.skillId] }), index('employee_skills_skill_idx').on(t.skillId)],
);

/** The goal fields shared by positional goals, personal goals and sub goals. */
const goalMeasure = () => ({
  weight: num('weight').notNull(),
  /** Numerical (target and actual) or rated on a response scale template. */
  isNumerical: boolean('is_numerical').notNull().default(true),
  target: num('target'),
  /** Higher is better when true, lower is better when false. */
  isPositive: boolean('is_positive').notNull().default(true),
  scaleTemplateId: integer('scale_template_id').references(() => responseScaleTemplates.id, { onDelete: 'set null' }),
});

/** A goal defined for positions (positional_goal_positions), copied into the holders' personal goals. */
export const positionalGoals = pgTable(
  'positional_goals',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    successCriteria: text('success_criteria').notNull().default(''),
    ...goalMeasure(),
    createdAt: createdAt(),
  },
  (t) => [index('positional_goals_project_idx').on(t.projectId), index('positional_goals_category_idx').on(t.categoryId)],
);

export const positionalGoalPositions = pgTable(
  'positional_goal_positions',
  {
    positionalGoalId: integer('positional_goal_id')
      .notNull()
      .references(() => positionalGoals.id, { onDelete: 'cascade' }),
    positionId: integer('position_id')
      .notNull()
      .references(() => positions.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.positionalGoalId, t.positionId] }), index('positional_goal_positions_position_idx').on(t.positionId)],
);

/**
 * An employee's personal goal in a period, for one round (frequency) or, when frequency_id is null,
 * for every round of the period. Goals with the same share_group share one actual value.
 */
export const goals = pgTable(
  'goals',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    employeeId: integer('employee_id')
      .notNull()
      .references(() => employees.id, { onDelete: 'cascade' }),
    periodId: integer('period_id')
      .notNull()
      .references(() => periods.id, { onDelete: 'cascade' }),
    frequencyId: integer('frequency_id').references(() => frequencies.id, { onDelete: 'cascade' }),
    positionalGoalId: integer('positional_goal_id').references(() => positionalGoals.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    categoryId: integer('category_id').references(() => categories.id, { onDelete: 'set null' }),
    deadline: date('deadline'),
    successCriteria: text('success_criteria').notNull().default(''),
    ...goalMeasure(),
    actual: num('actual'),
    shareGroup: uuid('share_group'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('goals_employee_period_name_key').on(t.employeeId, t.periodId, sql`coalesce(${t.frequencyId}, 0)`, sql`lower(${t.name})`),
    // A positional goal is copied into an employee's period once (generation skips it by this index).
    uniqueIndex('goals_employee_period_positional_key')
      .on(t.employeeId, t.periodId, t.positionalGoalId)
      .where(sql`${t.positionalGoalId} is not null`),
    index('goals_project_period_idx').on(t.projectId, t.periodId),
    index('goals_share_group_idx').on(t.shareGroup),
    index('goals_positional_goal_idx').on(t.positionalGoalId),
    // Category usage counts and the set-null of a deleted category follow it.
    index('goals_category_idx').on(t.categoryId),
  ],
);

/** A part of a personal goal with its own weight and target or scale; the goal is scored from them. */
export const subGoals = pgTable(
  'sub_goals',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    goalId: integer('goal_id')
      .notNull()
      .references(() => goals.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    ...goalMeasure(),
    actual: num('actual'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('sub_goals_goal_name_key').on(t.goalId, sql`lower(${t.name})`)],
);

/**
 * Shared counters in a fixed window: the login throttle, the registration limit and the API rate
 * limit of every app process (lib/counter-store-db.ts, ADR 12). Times are milliseconds since the
 * epoch, given by the app. Unlogged (edited into the migration): counters are not worth a WAL
 * write per request, and a crash that empties them only forgets recent failures.
 */
export const throttleCounters = pgTable(
  'throttle_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    firstAt: bigint('first_at', { mode: 'number' }).notNull(),
    lastAt: bigint('last_at', { mode: 'number' }).notNull(),
    expiresAt: bigint('expires_at', { mode: 'number' }).notNull(),
  },
  (t) => [index('throttle_counters_expires_idx').on(t.expiresAt)],
);
