import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    username: text('username').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    image: text('image'),
    role: text('role', { enum: ['super_admin', 'admin', 'user'] }).notNull(),
    isActive: boolean('is_active').notNull().default(true),
    permissions: text('permissions').array().notNull().default(sql`'{}'::text[]`),
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
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').notNull().references(() => departments.id),
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
    companyId: integer('company_id').notNull().references(() => companies.id, { onDelete: 'cascade' }),
    projectId: integer('project_id').notNull().references(() => projects.id, { onDelete: 'cascade' }),
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    employeeNumber: text('employee_number').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    departmentId: integer('department_id').references(() => departments.id),
    subDepartmentId: integer('sub_department_id').references(() => departments.id),
    positionId: integer('position_id').references(() => positions.id),
    reportToId: integer('report_to_id').references((): AnyPgColumn => employees.id, { onDelete: 'set null' }),
    status: text('status', { enum: ['active', 'terminated'] }).notNull().default('active'),
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
    accountId: integer('account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    departmentId: integer('department_id').notNull().references(() => departments.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.accountId, t.departmentId] })],
);
