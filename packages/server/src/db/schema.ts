import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  doublePrecision,
  check,
  customType,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

const id = () => integer('id').primaryKey().generatedAlwaysAsIdentity();
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();

/*
 * Tenancy in the schema (ADR 14). A row's reference to another tenant-owned row carries the tenant
 * column too: `(employee_id, project_id) → employees (id, project_id)` for rows of a project,
 * `(account_id, company_id) → accounts (id, company_id)` for rows of a company. The parent offers
 * `unique (id, project_id)` (or `(id, company_id)`) as the target, so that no statement can make a
 * row point into another project. A row of a project refers to the project with
 * `(project_id, company_id) → projects (id, company_id)` (cascade), which also ties its company_id
 * to the project's company; link tables carry project_id (or company_id) for the same reason. Every
 * foreign key is covered by an index that starts with its columns (or its id column).
 * test/api/schema.test.ts checks all of this in the catalog of the migrated database.
 *
 * A composite key that sets null on delete is declared below with onDelete('set null'), but its
 * migration says `ON DELETE SET NULL ("x_id")`, edited in by hand (drizzle-kit cannot write the
 * column list): a plain SET NULL would null the NOT NULL tenant column too and fail. drizzle-kit
 * compares this file with its snapshot, not with the database, so `npm run db:generate` stays clean;
 * the schema test fails if such a key in the database would set its tenant column to null. A new or
 * changed key of this kind must be edited the same way in its migration.
 */

/** The reference of a row of a project to its project; it cascades the project's deletion. */
const projectReference = (table: string, t: { projectId: AnyPgColumn; companyId: AnyPgColumn }) =>
  foreignKey({ name: `${table}_project_id_fk`, columns: [t.projectId, t.companyId], foreignColumns: [projects.id, projects.companyId] }).onDelete('cascade');

/** The target of references from rows of the same project: unique (id, project_id). */
const projectKey = (table: string, t: { id: AnyPgColumn; projectId: AnyPgColumn }) => unique(`${table}_id_project_key`).on(t.id, t.projectId);

/** A tenant. Every company-owned row carries company_id (docs/product.md §2.1). */
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
    /**
     * The stored results (evaluation_results) were computed by an older rule of the engine: the server recomputes them at
     * start-up and clears the flag (services/results/stale.ts). A migration that changes a scoring rule sets it.
     */
    resultsStale: boolean('results_stale').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('projects_company_idx').on(t.companyId), unique('projects_id_company_key').on(t.id, t.companyId)],
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
    /**
     * The language the person chose (en, az, ru): the web app applies it after sign-in on any device,
     * and their emails are written in it (docs/product.md §7.2). Null until they choose one.
     */
    language: text('language', { enum: ['en', 'az', 'ru'] }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('accounts_username_key').on(sql`lower(${t.username})`),
    uniqueIndex('accounts_email_key').on(sql`lower(${t.email})`),
    index('accounts_company_idx').on(t.companyId),
    unique('accounts_id_company_key').on(t.id, t.companyId),
    check('accounts_language_check', sql`${t.language} in ('en', 'az', 'ru')`),
  ],
);

/**
 * One row per sign-in (a session): the family of refresh tokens that descend from it by rotation
 * (ADR 3, amended). `jti` is the family's id, the jti of the sign-in's first refresh token; every
 * token of the session, access and refresh, carries it as `sid`. Only `current_jti` may be
 * exchanged; `previous_jti`, the token it replaced at `rotated_at`, gets the same successor again
 * for a few seconds; any other token of the family presented again is a theft, and ends it.
 * `revoked_at` ends the session: logout, reuse, deactivation, a password change. Every token of the
 * family ends with the sign-in's `expires_at`.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    jti: uuid('jti').primaryKey(),
    accountId: integer('account_id').notNull(),
    /** The account's company (ADR 14). */
    companyId: integer('company_id').notNull(),
    /** The family's newest refresh token: the one a refresh exchanges. */
    currentJti: uuid('current_jti').notNull(),
    /** The token `current_jti` replaced (null until the first refresh). */
    previousJti: uuid('previous_jti'),
    /** When `current_jti` replaced `previous_jti` (its issue time). */
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index('refresh_tokens_account_idx').on(t.accountId),
    foreignKey({ name: 'refresh_tokens_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * One-time links that set an account's password (ADR 18): an invitation (a person added without a
 * password) or a reset ("Forgot password?"). Only the SHA-256 of the token is kept; a link works
 * once, until `expires_at`, and a newer link or a password set deletes the account's older ones.
 */
export const passwordLinks = pgTable(
  'password_links',
  {
    id: id(),
    accountId: integer('account_id').notNull(),
    /** The account's company (ADR 14). */
    companyId: integer('company_id').notNull(),
    purpose: text('purpose', { enum: ['invite', 'reset'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('password_links_token_key').on(t.tokenHash),
    check('password_links_purpose_check', sql`${t.purpose} in ('invite', 'reset')`),
    index('password_links_account_idx').on(t.accountId, t.companyId),
    foreignKey({ name: 'password_links_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'cascade',
    ),
  ],
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
    companyId: integer('company_id').notNull(),
    accountId: integer('account_id').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull().default(''),
    link: text('link'),
    /** The values of the kind's text (names, round, counts), so that the web app can show it in the reader's language. */
    params: jsonb('params').$type<Record<string, string | number>>().notNull().default({}),
    isRead: boolean('is_read').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    index('notifications_account_unread_idx').on(t.accountId, t.isRead),
    foreignKey({ name: 'notifications_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'cascade',
    ),
  ],
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
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('departments_sibling_name_key').on(t.projectId, sql`coalesce(${t.parentId}, 0)`, sql`lower(${t.name})`),
    index('departments_parent_idx').on(t.parentId),
    projectKey('departments', t),
    // An admin's department scope (account_departments) is company-wide: it refers by company.
    unique('departments_id_company_key').on(t.id, t.companyId),
    projectReference('departments', t),
    foreignKey({ name: 'departments_parent_id_fk', columns: [t.parentId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('cascade'),
  ],
);

/** A position in a department, reporting to another position: together the positional chart. */
export const positions = pgTable(
  'positions',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    departmentId: integer('department_id').notNull(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('positions_department_name_key').on(t.departmentId, sql`lower(${t.name})`),
    index('positions_project_idx').on(t.projectId),
    index('positions_parent_idx').on(t.parentId),
    projectKey('positions', t),
    projectReference('positions', t),
    foreignKey({ name: 'positions_department_id_fk', columns: [t.departmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    // SET NULL ("parent_id") in the migration (see the note at the top).
    foreignKey({ name: 'positions_parent_id_fk', columns: [t.parentId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('set null'),
  ],
);

/** A person in a project, linked to the account they sign in with. */
export const employees = pgTable(
  'employees',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    accountId: integer('account_id').notNull(),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    departmentId: integer('department_id'),
    subDepartmentId: integer('sub_department_id'),
    positionId: integer('position_id'),
    reportToId: integer('report_to_id'),
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
    index('employees_sub_department_idx').on(t.subDepartmentId),
    index('employees_position_idx').on(t.positionId),
    index('employees_report_to_idx').on(t.reportToId),
    // Deleting an account deletes its employees by this.
    index('employees_account_idx').on(t.accountId),
    projectKey('employees', t),
    projectReference('employees', t),
    foreignKey({ name: 'employees_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete('cascade'),
    foreignKey({ name: 'employees_department_id_fk', columns: [t.departmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    foreignKey({ name: 'employees_sub_department_id_fk', columns: [t.subDepartmentId, t.projectId], foreignColumns: [departments.id, departments.projectId] }),
    foreignKey({ name: 'employees_position_id_fk', columns: [t.positionId, t.projectId], foreignColumns: [positions.id, positions.projectId] }),
    // SET NULL ("report_to_id") in the migration (see the note at the top).
    foreignKey({ name: 'employees_report_to_id_fk', columns: [t.reportToId, t.projectId], foreignColumns: [t.id, t.projectId] }).onDelete('set null'),
  ],
);

/** An admin's department scope: the departments they manage (none: all). */
export const accountDepartments = pgTable(
  'account_departments',
  {
    accountId: integer('account_id').notNull(),
    departmentId: integer('department_id').notNull(),
    /** The account's company; the departments may be in any of its projects (ADR 14). */
    companyId: integer('company_id').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.accountId, t.departmentId] }),
    index('account_departments_department_idx').on(t.departmentId),
    foreignKey({ name: 'account_departments_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'cascade',
    ),
    foreignKey({
      name: 'account_departments_department_id_fk',
      columns: [t.departmentId, t.companyId],
      foreignColumns: [departments.id, departments.companyId],
    }).onDelete('cascade'),
  ],
);

// ─── Evaluation setup (issue 4; docs/product.md §3) ─────────────────────────────────────────────

/** A number column read as a JS number (weights, targets, scale bounds: full precision). */
const num = (name: string) => numeric(name, { mode: 'number' });

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

/** A named list of response scales (min, max, response): rating templates and final score scales. */
export const responseScaleTemplates = pgTable(
  'response_scale_templates',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    name: text('name').notNull(),
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
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('categories_project_kind_name_key').on(t.projectId, t.kind, sql`lower(${t.name})`),
    projectKey('categories', t),
    projectReference('categories', t),
  ],
);

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
    maxAchievement: num('max_achievement').notNull().default(1),
    ratingTemplateId: integer('rating_template_id'),
    finalScoreTemplateId: integer('final_score_template_id'),
    /** Coworkers proposed per evaluatee by bulk creation (docs/product.md §5.4). */
    coworkerCount: integer('coworker_count').notNull().default(3),
    /** Days before a round's end on which pending evaluators are reminded (docs/product.md §5.5). */
    reminderDays: integer('reminder_days')
      .array()
      .notNull()
      .default(sql`'{7,1}'::integer[]`),
    /** Whether pending evaluators are reminded once more the day after the round ends. */
    remindAfterEnd: boolean('remind_after_end').notNull().default(true),
    /** Whether evaluatees (and their managers) see a round's scores before its calibration is closed (docs/product.md §5.6). */
    showResultBeforeCalibration: boolean('show_result_before_calibration').notNull().default(false),
    /** The fewest evaluators a coworker or subworker party needs to be shown on its own to the evaluatee (docs/product.md §5.9). */
    minEvaluators: integer('min_evaluators').notNull().default(2),
    /** The calibration's target distribution: percent of people per range of the final score scale, by range id. */
    gradeTargets: jsonb('grade_targets').$type<Record<string, number>>().notNull().default({}),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('project_settings_rating_template_idx').on(t.ratingTemplateId),
    index('project_settings_final_score_template_idx').on(t.finalScoreTemplateId),
    projectReference('project_settings', t),
    // Both SET NULL ("…_template_id") in the migration (see the note at the top).
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
    // SET NULL ("category_id") in the migration (see the note at the top).
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
    // SET NULL ("category_id") in the migration (see the note at the top).
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
    // A positional goal is copied into an employee's period once (generation skips it by this index).
    uniqueIndex('goals_employee_period_positional_key')
      .on(t.employeeId, t.periodId, t.positionalGoalId)
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
    // SET NULL ("positional_goal_id") and SET NULL ("category_id") in the migration (see the note at the top).
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

// ─── The evaluation cycle (issue 11; docs/product.md §5) ─────────────────────────────────────────

export const EVALUATION_PARTIES = ['manager', 'subworker', 'coworker', 'self'] as const;
export const EVALUATION_KINDS = ['skill', 'goal'] as const;

/**
 * One evaluator evaluating one evaluatee in one round, for competencies (skill, any party) or goals
 * (goal, the manager). Created inactive: the card shows to its evaluator once activated_at is set.
 * Terminated ones are kept but drop out of lists and scores. Completed ones are locked until an admin
 * reopens them (docs/product.md §5.1).
 */
export const evaluations = pgTable(
  'evaluations',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    evaluateeId: integer('evaluatee_id').notNull(),
    evaluatorId: integer('evaluator_id').notNull(),
    party: text('party', { enum: EVALUATION_PARTIES }).notNull(),
    kind: text('kind', { enum: EVALUATION_KINDS }).notNull(),
    memo: text('memo').notNull().default(''),
    /** The day of the last save or the submission, inside the round's dates. */
    evaluationDate: date('evaluation_date'),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    terminatedAt: timestamp('terminated_at', { withTimezone: true }),
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** When the evaluator last saved (a draft or the submission); null: nothing entered yet. */
    savedAt: timestamp('saved_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('evaluations_unique_key').on(t.frequencyId, t.evaluateeId, t.evaluatorId, t.kind),
    index('evaluations_project_frequency_idx').on(t.projectId, t.frequencyId),
    index('evaluations_evaluator_idx').on(t.evaluatorId),
    index('evaluations_evaluatee_idx').on(t.evaluateeId, t.frequencyId),
    projectKey('evaluations', t),
    projectReference('evaluations', t),
    foreignKey({
      name: 'evaluations_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'evaluations_evaluatee_id_fk', columns: [t.evaluateeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'evaluations_evaluator_id_fk', columns: [t.evaluatorId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
  ],
);

/** A skill evaluation's answer about one competency: a rating of the project's rating template, or "not applicable". */
export const skillAnswers = pgTable(
  'skill_answers',
  {
    evaluationId: integer('evaluation_id').notNull(),
    skillId: integer('skill_id').notNull(),
    /** The project of the evaluation and the skill (ADR 14). */
    projectId: integer('project_id').notNull(),
    /** A value of the rating template (the max of the chosen range); null with not_applicable or while undecided. */
    rating: num('rating'),
    notApplicable: boolean('not_applicable').notNull().default(false),
    comment: text('comment').notNull().default(''),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.skillId] }),
    index('skill_answers_skill_idx').on(t.skillId),
    foreignKey({
      name: 'skill_answers_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'skill_answers_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** A survey question of the project's evaluation forms, with its answer options (docs/product.md §5.10). */
export const surveyQuestions = pgTable(
  'survey_questions',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    question: text('question').notNull(),
    options: text('options').array().notNull(),
    position: integer('position').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index('survey_questions_project_idx').on(t.projectId), projectKey('survey_questions', t), projectReference('survey_questions', t)],
);

/** An evaluator's answer to a survey question: one of its options. */
export const surveyAnswers = pgTable(
  'survey_answers',
  {
    evaluationId: integer('evaluation_id').notNull(),
    questionId: integer('question_id').notNull(),
    projectId: integer('project_id').notNull(),
    answer: text('answer').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.evaluationId, t.questionId] }),
    index('survey_answers_question_idx').on(t.questionId),
    foreignKey({
      name: 'survey_answers_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'survey_answers_question_id_fk',
      columns: [t.questionId, t.projectId],
      foreignColumns: [surveyQuestions.id, surveyQuestions.projectId],
    }).onDelete('cascade'),
  ],
);

export const EVALUATION_EVENTS = ['created', 'activated', 'submitted', 'reopened', 'terminated', 'reactivated', 'reminded'] as const;

/** The history of an evaluation: what happened, when, and who did it (null: the system). */
export const evaluationEvents = pgTable(
  'evaluation_events',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    evaluationId: integer('evaluation_id').notNull(),
    action: text('action', { enum: EVALUATION_EVENTS }).notNull(),
    /** SET NULL ("account_id") in the migration (see the note at the top). */
    accountId: integer('account_id'),
    createdAt: createdAt(),
  },
  (t) => [
    index('evaluation_events_evaluation_idx').on(t.evaluationId),
    index('evaluation_events_project_idx').on(t.projectId),
    index('evaluation_events_account_idx').on(t.accountId),
    projectReference('evaluation_events', t),
    foreignKey({
      name: 'evaluation_events_evaluation_id_fk',
      columns: [t.evaluationId, t.projectId],
      foreignColumns: [evaluations.id, evaluations.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'evaluation_events_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

export const REMINDER_TRIGGERS = ['schedule', 'manual'] as const;

/** One reminder run of a round: on a scheduled day (key "before:7", "after") or by an admin's click (docs/product.md §5.5). */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    trigger: text('trigger', { enum: REMINDER_TRIGGERS }).notNull(),
    /** "before:N" (N days before the end), "after" (the day after), or "manual:<uuid>". */
    key: text('key').notNull(),
    /** Who clicked (manual runs); SET NULL ("account_id") in the migration. */
    accountId: integer('account_id'),
    recipients: integer('recipients').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('reminder_runs_frequency_key').on(t.frequencyId, t.key),
    index('reminder_runs_project_idx').on(t.projectId),
    index('reminder_runs_account_idx').on(t.accountId),
    projectKey('reminder_runs', t),
    projectReference('reminder_runs', t),
    foreignKey({
      name: 'reminder_runs_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'reminder_runs_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

/** Who a reminder run reached: one row per evaluator, so that a run never reminds anyone twice. */
export const reminderSends = pgTable(
  'reminder_sends',
  {
    runId: integer('run_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    projectId: integer('project_id').notNull(),
    /** Evaluations still to do when the reminder was written. */
    pending: integer('pending').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.runId, t.employeeId] }),
    index('reminder_sends_employee_idx').on(t.employeeId),
    foreignKey({ name: 'reminder_sends_run_id_fk', columns: [t.runId, t.projectId], foreignColumns: [reminderRuns.id, reminderRuns.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'reminder_sends_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
  ],
);

// ─── Results and calibration (issue 12; docs/product.md §4, §5.6–§5.9) ──────────────────────────

/**
 * The scores of one evaluatee in one round (docs/product.md §4.5–§4.8), kept up to date by
 * services/results/recompute.ts whenever something they depend on changes; a row exists for every
 * evaluatee with an active evaluation in the round. Scores are float8 in full precision (rounded
 * only to show); the after-calibration score and the 9-box placement are the admins' (§4.10).
 */
export const evaluationResults = pgTable(
  'evaluation_results',
  {
    frequencyId: integer('frequency_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    goalOverall: doublePrecision('goal_overall'),
    skillOverall: doublePrecision('skill_overall'),
    finalScore: doublePrecision('final_score'),
    /** The after-calibration score (§4.10); null: not calibrated. */
    calibratedScore: num('calibrated_score'),
    /** A 9-box placement set in calibration ("results/behaviour", each low|medium|high); null: from the scores. */
    calibratedBox: text('calibrated_box'),
    skillDone: integer('skill_done').notNull().default(0),
    skillTotal: integer('skill_total').notNull().default(0),
    goalDone: integer('goal_done').notNull().default(0),
    goalTotal: integer('goal_total').notNull().default(0),
    computedAt: timestamp('computed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.frequencyId, t.employeeId] }),
    index('evaluation_results_project_idx').on(t.projectId),
    index('evaluation_results_employee_idx').on(t.employeeId),
    projectReference('evaluation_results', t),
    foreignKey({
      name: 'evaluation_results_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'evaluation_results_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
  ],
);

/**
 * Each party's ratings of one competency of an evaluatee in a round, summed: the input of rule 6 that only answers
 * change (docs/product.md §4.6, ADR 24). Derived from the completed, non-terminated skill evaluations by the results
 * engine (services/results/recompute.ts), refreshed with every recompute whose answers may have changed, so that a
 * recompute after a project-wide setting (weights, cap, template, lists) need not group every answer again.
 * s_*: the exact sum Σr (numeric) as float8; n_*: how many ratings (not-applicable answers left out).
 */
export const skillPartySums = pgTable(
  'skill_party_sums',
  {
    frequencyId: integer('frequency_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    skillId: integer('skill_id').notNull(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    sManager: doublePrecision('s_manager'),
    nManager: integer('n_manager').notNull(),
    sCoworker: doublePrecision('s_coworker'),
    nCoworker: integer('n_coworker').notNull(),
    sSubworker: doublePrecision('s_subworker'),
    nSubworker: integer('n_subworker').notNull(),
    sSelf: doublePrecision('s_self'),
    nSelf: integer('n_self').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.frequencyId, t.employeeId, t.skillId] }),
    index('skill_party_sums_project_idx').on(t.projectId),
    index('skill_party_sums_employee_idx').on(t.employeeId),
    index('skill_party_sums_skill_idx').on(t.skillId),
    projectReference('skill_party_sums', t),
    foreignKey({
      name: 'skill_party_sums_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'skill_party_sums_employee_id_fk', columns: [t.employeeId, t.projectId], foreignColumns: [employees.id, employees.projectId] }).onDelete(
      'cascade',
    ),
    foreignKey({ name: 'skill_party_sums_skill_id_fk', columns: [t.skillId, t.projectId], foreignColumns: [skills.id, skills.projectId] }).onDelete('cascade'),
  ],
);

/** The audit trail of calibration: every change of a person's after-calibration score or 9-box placement, and every close or reopen. */
export const calibrationChanges = pgTable(
  'calibration_changes',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    frequencyId: integer('frequency_id').notNull(),
    /** null: a change of the whole round (close, reopen). */
    employeeId: integer('employee_id'),
    /** score | box | release | reopen */
    action: text('action', { enum: ['score', 'box', 'release', 'reopen'] }).notNull(),
    /** Who; SET NULL ("account_id") in the migration, the name stays in actor_name. */
    accountId: integer('account_id'),
    actorName: text('actor_name').notNull(),
    /** The final score at the time of the change (the original, §4.10). */
    finalScore: doublePrecision('final_score'),
    beforeScore: num('before_score'),
    afterScore: num('after_score'),
    beforeBox: text('before_box'),
    afterBox: text('after_box'),
    reason: text('reason').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('calibration_changes_frequency_idx').on(t.frequencyId, t.employeeId),
    index('calibration_changes_project_idx').on(t.projectId),
    index('calibration_changes_employee_idx').on(t.employeeId),
    index('calibration_changes_account_idx').on(t.accountId),
    projectReference('calibration_changes', t),
    foreignKey({
      name: 'calibration_changes_frequency_id_fk',
      columns: [t.frequencyId, t.projectId],
      foreignColumns: [frequencies.id, frequencies.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'calibration_changes_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
    foreignKey({ name: 'calibration_changes_account_id_fk', columns: [t.accountId, t.companyId], foreignColumns: [accounts.id, accounts.companyId] }).onDelete(
      'set null',
    ),
  ],
);

/** A review of a performance card: the employee's acknowledgement, or a comment of the employee, their manager or an admin. */
export const performanceCardReviews = pgTable(
  'performance_card_reviews',
  {
    id: id(),
    companyId: integer('company_id').notNull(),
    projectId: integer('project_id').notNull(),
    employeeId: integer('employee_id').notNull(),
    periodId: integer('period_id').notNull(),
    /** Who wrote it; SET NULL ("account_id") in the migration, the name stays in author_name. */
    accountId: integer('account_id'),
    authorName: text('author_name').notNull(),
    /** self | manager | admin: the author's relation to the card. */
    authorRole: text('author_role', { enum: ['self', 'manager', 'admin'] }).notNull(),
    acknowledged: boolean('acknowledged').notNull().default(false),
    comment: text('comment').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('performance_card_reviews_employee_idx').on(t.employeeId, t.periodId),
    index('performance_card_reviews_project_idx').on(t.projectId),
    index('performance_card_reviews_period_idx').on(t.periodId),
    index('performance_card_reviews_account_idx').on(t.accountId),
    projectReference('performance_card_reviews', t),
    foreignKey({
      name: 'performance_card_reviews_employee_id_fk',
      columns: [t.employeeId, t.projectId],
      foreignColumns: [employees.id, employees.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_card_reviews_period_id_fk',
      columns: [t.periodId, t.projectId],
      foreignColumns: [periods.id, periods.projectId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'performance_card_reviews_account_id_fk',
      columns: [t.accountId, t.companyId],
      foreignColumns: [accounts.id, accounts.companyId],
    }).onDelete('set null'),
  ],
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
