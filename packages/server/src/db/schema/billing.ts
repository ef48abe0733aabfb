import type { PaymentStatus } from '@performa/contracts/api/payment';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt, id } from './columns.ts';
import { companies } from './tenancy.ts';

// ─── Packages and payment (docs/product.md §1.4, §1.5, §7.11; ADR 34) ──────────────────────────────

/** A plan's name in every language of the app, as the operator typed it. */
export type PlanNames = { en: string; az: string; ru: string };

/**
 * A plan on offer: platform configuration managed by the operator (command line or operator screen),
 * never by a company. A plan that is no longer offered stays for the payments that name it.
 */
export const plans = pgTable(
  'plans',
  {
    id: id(),
    /** A short code, lower case: "annual", "quarterly". */
    code: text('code').notNull().unique(),
    names: jsonb('names').$type<PlanNames>().notNull(),
    /** How long one payment of the plan keeps the package active. */
    months: integer('months').notNull(),
    price: numeric('price', { precision: 12, scale: 2 }).notNull(),
    /** ISO 4217, upper case: "AZN", "USD", "EUR". */
    currency: text('currency').notNull(),
    isOffered: boolean('is_offered').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [check('plans_months_check', sql`${t.months} between 1 and 60`), check('plans_price_check', sql`${t.price} >= 0`)],
);

/** Invoice numbers, one sequence for the platform: an accepted payment takes the next. */
export const invoiceNumbers = pgSequence('invoice_numbers', { startWith: 1 });

/**
 * A payment (docs/product.md §1.4): the built-in free one (self-hosted), a request a super admin made
 * (waiting until the operator accepts or rejects it, or the super admin cancels it), or a package the
 * operator granted. `is_accepted` is the seed's flag and always equals `status = 'accepted'`. Dates are
 * set at acceptance; the package is active while an accepted payment's dates cover today.
 */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    companyId: integer('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** "free" (self-hosted) or "standard" (a paid plan). */
    package: text('package').notNull(),
    /** The plan's code when requested (kept if the plan changes later). */
    plan: text('plan').notNull(),
    planId: integer('plan_id').references(() => plans.id, { onDelete: 'set null' }),
    /** The plan's months when requested; null for the open-ended free package. */
    months: integer('months'),
    price: numeric('price', { precision: 12, scale: 2 }).notNull().default('0'),
    currency: text('currency').notNull().default('AZN'),
    startDate: date('start_date'),
    endDate: date('end_date'),
    isAccepted: boolean('is_accepted').notNull().default(false),
    status: text('status').$type<PaymentStatus>().notNull().default('waiting'),
    /** What the company quotes on its bank transfer: PF-<company code>-<id>. */
    reference: text('reference').unique(),
    invoiceNumber: integer('invoice_number').unique(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The operator's reason for a rejection. */
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [
    index('payments_company_idx').on(t.companyId),
    index('payments_plan_idx').on(t.planId),
    unique('payments_id_company_key').on(t.id, t.companyId),
    check('payments_status_check', sql`${t.status} in ('waiting', 'accepted', 'rejected', 'cancelled')`),
    check('payments_accepted_check', sql`${t.isAccepted} = (${t.status} = 'accepted')`),
    check('payments_dates_check', sql`${t.status} <> 'accepted' or ${t.startDate} is not null`),
  ],
);

/** The package-end reminders sent (14 and 3 days before), once each per payment whose end they announce. */
export const paymentReminders = pgTable(
  'payment_reminders',
  {
    paymentId: integer('payment_id').notNull(),
    /** The payment's company (ADR 14). */
    companyId: integer('company_id').notNull(),
    days: integer('days').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.paymentId, t.days] }),
    foreignKey({ name: 'payment_reminders_payment_id_fk', columns: [t.paymentId, t.companyId], foreignColumns: [payments.id, payments.companyId] }).onDelete(
      'cascade',
    ),
  ],
);

/**
 * The platform's own settings, one row (id 1), managed by the operator: the bank transfer details a
 * payment request shows and an invoice prints, and the links the app shows (help, terms, privacy,
 * support contact: `account/hyperlinks`).
 */
export const platformSettings = pgTable(
  'platform_settings',
  {
    id: integer('id').primaryKey().default(1),
    seller: text('seller').notNull().default(''),
    sellerAddress: text('seller_address').notNull().default(''),
    taxId: text('tax_id').notNull().default(''),
    bankName: text('bank_name').notNull().default(''),
    iban: text('iban').notNull().default(''),
    swift: text('swift').notNull().default(''),
    helpUrl: text('help_url').notNull().default(''),
    termsUrl: text('terms_url').notNull().default(''),
    privacyUrl: text('privacy_url').notNull().default(''),
    supportEmail: text('support_email').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('platform_settings_one_row', sql`${t.id} = 1`)],
);

/**
 * The platform operator's accounts (saas mode): not a company's. Set by the operator's command line,
 * the password hashed like any other (argon2id); a higher token version ends every operator token.
 */
export const operatorAccounts = pgTable('operator_accounts', {
  id: id(),
  username: text('username').notNull().unique(),
  passwordHash: text('password_hash').notNull(),
  tokenVersion: integer('token_version').notNull().default(0),
  createdAt: createdAt(),
});
