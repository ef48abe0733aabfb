import { z } from 'zod';
import { emailField, idField, msg, optionalString, passwordField, requiredId, requiredString, usernameField } from '../validation.ts';

/**
 * Packages and payment (docs/product.md §1.4, §7.11; ADR 34): the plans the operator offers, a company's
 * payments (requests waiting for the operator, accepted ones with their invoice, rejected and cancelled
 * ones), the bank transfer details a request is paid by, and the operator's own screen. Amounts are
 * numbers with their currency (ISO 4217); the app formats them in the reader's language.
 */

export const PAYMENT_STATUSES = ['waiting', 'accepted', 'rejected', 'cancelled'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** The days before a package's end on which its super admin is reminded, in the app and by email. */
export const PACKAGE_REMINDER_DAYS = [14, 3] as const;

/** An invoice's number as printed: INV-000012. */
export const invoiceLabel = (invoiceNumber: number) => `INV-${String(invoiceNumber).padStart(6, '0')}`;

/** How a company is served: the self-hosted free package, or paid plans accepted by the operator. */
export const DEPLOYMENT_MODES = ['self-hosted', 'saas'] as const;

/** A plan as a company reads it: its name in the reader's language. */
export const planSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string().describe('In the reader’s language'),
    months: z.number().int(),
    price: z.number(),
    currency: z.string().describe('ISO 4217 code, e.g. AZN'),
  })
  .meta({ id: 'Plan' });
export type Plan = z.infer<typeof planSchema>;

export const paymentSchema = z
  .object({
    id: z.number().int(),
    package: z.string().describe('"free" (self-hosted) or "standard"'),
    plan: z.string().describe('The plan’s name in the reader’s language (its code when the plan is gone)'),
    plan_code: z.string(),
    months: z.number().int().nullable(),
    price: z.number(),
    currency: z.string(),
    start_date: z.string().nullable().describe('Set when accepted'),
    end_date: z.string().nullable().describe('Null: no end (the free package), or not accepted yet'),
    is_accepted: z.boolean(),
    status: z.enum(PAYMENT_STATUSES),
    reference: z.string().nullable().describe('What to quote on the bank transfer'),
    invoice: z.string().nullable().describe('The invoice number of an accepted payment, e.g. INV-000012'),
    note: z.string().describe('The operator’s reason for a rejection'),
    created_at: z.string(),
    decided_at: z.string().nullable(),
  })
  .meta({ id: 'Payment' });
export type Payment = z.infer<typeof paymentSchema>;

/** Where a payment request is paid to (platform settings, the operator's). */
export const bankDetailsSchema = z
  .object({
    seller: z.string(),
    seller_address: z.string(),
    tax_id: z.string(),
    bank_name: z.string(),
    iban: z.string(),
    swift: z.string(),
  })
  .meta({ id: 'BankDetails' });
export type BankDetails = z.infer<typeof bankDetailsSchema>;

/** `account/payment/`: the company's package now, its payments (newest first), the plans on offer and how to pay. */
export const paymentOverviewSchema = z
  .object({
    mode: z.enum(DEPLOYMENT_MODES),
    package: z.enum(['yes', 'no']),
    current: z
      .object({
        plan: z.string(),
        package: z.string(),
        price: z.number(),
        currency: z.string(),
        start_date: z.string(),
        end_date: z.string().nullable().describe('Null: no end'),
        days_left: z.number().int().nullable().describe('Days until the end, counting today; null without an end'),
      })
      .nullable()
      .describe('The accepted payment covering today, extended by accepted renewals that follow it'),
    payments: z.array(paymentSchema),
    plans: z.array(planSchema).describe('Empty in self-hosted mode: nothing asks for money'),
    bank: bankDetailsSchema,
  })
  .meta({ id: 'PaymentOverview' });
export type PaymentOverview = z.infer<typeof paymentOverviewSchema>;

export const paymentRequestBodySchema = z.object({ plan: requiredId() }).meta({ id: 'PaymentRequestBody' });
export type PaymentRequestBody = z.infer<typeof paymentRequestBodySchema>;

export const paymentParamsSchema = z.object({ id: idField() });

/** `account/hyperlinks/`: the links the app shows (the sidebar's footer); "" when the operator set none. */
export const hyperlinksSchema = z
  .object({
    help_url: z.string(),
    terms_url: z.string(),
    privacy_url: z.string(),
    support_email: z.string(),
  })
  .meta({ id: 'Hyperlinks' });
export type Hyperlinks = z.infer<typeof hyperlinksSchema>;

/** `wizard/industries/`: the registration's industry choices in the reader's language. */
export const INDUSTRY_CODES = [
  'agriculture',
  'automotive',
  'banking',
  'construction',
  'consulting',
  'education',
  'energy',
  'food_beverage',
  'government',
  'healthcare',
  'hospitality',
  'insurance',
  'it_software',
  'logistics',
  'manufacturing',
  'media',
  'mining',
  'nonprofit',
  'pharmaceuticals',
  'real_estate',
  'retail',
  'telecommunications',
  'other',
] as const;

export const industriesSchema = z.object({ industries: z.array(z.object({ code: z.enum(INDUSTRY_CODES), name: z.string() })) }).meta({ id: 'Industries' });
export type Industries = z.infer<typeof industriesSchema>;

// ─── The operator (saas mode) ────────────────────────────────────────────────────────────────────

export const operatorStatusSchema = z
  .object({ enabled: z.boolean().describe('False in self-hosted mode: the operator screen is off') })
  .meta({ id: 'OperatorStatus' });

export const operatorTokenBodySchema = z
  .object({ username: z.string().trim().min(1, msg('validation.required')).max(150), password: z.string().min(1, msg('validation.required')).max(256) })
  .meta({ id: 'OperatorTokenBody' });

export const operatorTokenSchema = z.object({ access: z.string(), expires_at: z.string() }).meta({ id: 'OperatorToken' });
export type OperatorToken = z.infer<typeof operatorTokenSchema>;

/** A payment as the operator reads it: with the company and its super admin. */
export const operatorPaymentSchema = paymentSchema
  .extend({
    company: z.object({ id: z.number().int(), name: z.string(), code: z.string() }),
    super_admin: z.object({ name: z.string(), email: z.string() }).nullable(),
  })
  .meta({ id: 'OperatorPayment' });
export type OperatorPayment = z.infer<typeof operatorPaymentSchema>;

/** No component id: @fastify/swagger reads a query's parameters from the schema itself, not from a $ref. */
export const operatorPaymentsQuerySchema = z.object({ status: z.enum(PAYMENT_STATUSES).optional(), search: optionalString(100) });

export const operatorPaymentListSchema = z.object({ payments: z.array(operatorPaymentSchema) }).meta({ id: 'OperatorPaymentList' });

export const rejectBodySchema = z.object({ reason: requiredString(500) }).meta({ id: 'RejectPaymentBody' });

/** A plan as the operator manages it: every language's name. */
export const operatorPlanSchema = planSchema
  .omit({ name: true })
  .extend({ names: z.object({ en: z.string(), az: z.string(), ru: z.string() }), is_offered: z.boolean(), sort_order: z.number().int() })
  .meta({ id: 'OperatorPlan' });
export type OperatorPlan = z.infer<typeof operatorPlanSchema>;

export const planBodySchema = z
  .object({
    // The pattern is checked on the text as sent (the document says it), then the code is kept trimmed, lower case.
    code: z
      .string()
      .regex(/^\s*[a-zA-Z0-9][a-zA-Z0-9_-]{0,39}\s*$/, msg('validation.invalid'))
      .transform((v) => v.trim().toLowerCase()),
    names: z.object({ en: requiredString(100), az: requiredString(100), ru: requiredString(100) }),
    months: z.number().int(msg('validation.invalid')).min(1, msg('validation.invalid')).max(60, msg('validation.invalid')),
    // Cents at most: the number is its own rounding to cents (JSON Schema's multipleOf 0.01 is no such check: validators
    // divide in floating point and refuse 1.15).
    price: z
      .number()
      .min(0, msg('validation.invalid'))
      .max(1_000_000_000, msg('validation.invalid'))
      .refine((v) => Number(v.toFixed(2)) === v, msg('validation.invalid'))
      .describe('At most two decimals'),
    currency: z
      .string()
      .regex(/^\s*[a-zA-Z]{3}\s*$/, msg('validation.invalid'))
      .transform((v) => v.trim().toUpperCase())
      .describe('ISO 4217 code, e.g. AZN'),
    is_offered: z.boolean().default(true),
    sort_order: z.number().int().min(0).max(1000).default(0),
  })
  .meta({ id: 'PlanBody' });

export const operatorPlanListSchema = z.object({ plans: z.array(operatorPlanSchema) }).meta({ id: 'OperatorPlanList' });

/** The platform settings: bank details and the app's links. */
export const platformSettingsSchema = bankDetailsSchema.extend(hyperlinksSchema.shape).meta({ id: 'PlatformSettings' });
export type PlatformSettings = z.infer<typeof platformSettingsSchema>;

const url = () => optionalString(500).refine((v) => v === '' || /^https?:\/\/\S+$/i.test(v), msg('validation.invalid'));

export const platformSettingsBodySchema = z
  .object({
    seller: optionalString(200),
    seller_address: optionalString(300),
    tax_id: optionalString(50),
    bank_name: optionalString(200),
    iban: optionalString(50),
    swift: optionalString(20),
    help_url: url(),
    terms_url: url(),
    privacy_url: url(),
    support_email: z.union([z.literal(''), emailField()]).default(''),
  })
  .meta({ id: 'PlatformSettingsBody' });

/** The operator's command line sets operator credentials; this is its shape for the services. */
export const operatorCredentialsSchema = z.object({ username: usernameField(), password: passwordField() });
