import { sql } from 'drizzle-orm';
import { boolean, check, foreignKey, index, integer, jsonb, pgTable, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id, createdAt } from './columns.ts';
import { companies } from './tenancy.ts';

// ─── Accounts, sign-in, notifications and email (docs/product.md §2.3, §2.9; ADR 3, ADR 18) ──────

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
    // The bell reads an account's notifications newest first, counting them as it goes (services/notifications):
    // this index read backwards, without a sort (ascending: `order by id desc` is nulls first, which a descending
    // index's nulls last would not give). On (account_id, is_read) before, for an account with thousands, the planner
    // walked the primary key backwards through everyone's rows (50 ms at 600,000 rows against 1 ms); unread ones filter here.
    index('notifications_bell_idx').on(t.companyId, t.accountId, t.id),
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
