import { z } from 'zod';
import { PERMISSION_CODES, ROLES } from '../access.ts';
import { LANGUAGES } from '../i18n/languages.ts';
import { emailField, msg, pageField, pageSizeField, passwordField, requiredString, usernameField } from '../validation.ts';

export const registerBodySchema = z
  .object({
    first_name: requiredString(150),
    last_name: requiredString(150),
    email: emailField(),
    password: passwordField(),
    matchPassword: z.string().min(1, msg('validation.required')),
    username: usernameField(),
    company: requiredString(200),
    industry: requiredString(200),
  })
  .refine((b) => b.password === b.matchPassword, {
    path: ['matchPassword'],
    ...msg('validation.passwordsMatch'),
    // Report a mismatch even while other fields are still wrong.
    // `value` is whatever the caller sent (null, an array, a number…), not yet known to be an object.
    when: ({ value }) => {
      const v = (typeof value === 'object' && value !== null ? value : {}) as { password?: unknown; matchPassword?: unknown };
      return typeof v.password === 'string' && typeof v.matchPassword === 'string' && v.matchPassword !== '';
    },
  })
  .meta({ id: 'RegisterBody' });
export type RegisterBody = z.infer<typeof registerBodySchema>;

export const registerResponseSchema = z.object({ success: z.literal(true), active: z.boolean(), username: z.string() }).meta({ id: 'RegisterResponse' });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

export const tokenBodySchema = z
  .object({ username: z.string().trim().min(1, msg('validation.required')).max(150), password: z.string().min(1, msg('validation.required')).max(256) })
  .meta({ id: 'TokenBody' });
export type TokenBody = z.infer<typeof tokenBodySchema>;

export const tokenPairSchema = z.object({ access: z.string(), refresh: z.string() }).meta({ id: 'TokenPair' });
export type TokenPair = z.infer<typeof tokenPairSchema>;

export const refreshBodySchema = z.object({ refresh: z.string().min(1, msg('validation.required')) }).meta({ id: 'RefreshBody' });

export const logoutBodySchema = refreshBodySchema;

export const meSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    image: z.string().nullable(),
    user: z.object({ email: z.string(), id: z.number().int() }),
    company: z.object({ company_name: z.string(), id: z.number().int(), logo: z.string().nullable().describe('URL of the company logo (top bar)') }),
    language: z.enum(LANGUAGES).nullable().describe('The language the person chose (the web app applies it after sign-in); null until they choose one'),
    mail_configured: z
      .boolean()
      .describe(
        'Whether the server sends email (SMTP configured). false: invitations and password links only reach the outbox and the log; admins hand out invitation links themselves (ADR 28)',
      ),
  })
  .meta({ id: 'Me' });
export type Me = z.infer<typeof meSchema>;

export const permissionRecordSchema = z
  .object({
    code: z.string(),
    permission: z.array(z.enum(PERMISSION_CODES)),
    user_type: z.enum(ROLES),
    package: z.enum(['yes', 'no']),
    all_departments: z.boolean().describe('false: an admin limited to `departments` (possibly none); read with scopeRoots of contracts/access'),
    departments: z.array(z.number().int()),
  })
  .meta({ id: 'PermissionRecord' });
export type PermissionRecord = z.infer<typeof permissionRecordSchema>;

export const projectSchema = z.object({ id: z.number().int(), project_name: z.string() }).meta({ id: 'Project' });
export type Project = z.infer<typeof projectSchema>;
export const projectListSchema = z.array(projectSchema);

export const notificationSchema = z
  .object({
    id: z.number().int(),
    kind: z.string(),
    title: z.string(),
    body: z.string(),
    link: z.string().nullable(),
    /** The values of the kind's text, so that the web app can show a known kind in the reader's language. */
    params: z.record(z.string(), z.union([z.string(), z.number()])),
    is_read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;
/** The caller's notifications, newest first, a page at a time; `count` is the number of unread ones (the bell). */
export const notificationListSchema = z
  .object({ count: z.number().int(), total: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(notificationSchema) })
  .meta({ id: 'NotificationList' });
export const notificationListQuerySchema = z.object({ page: pageField(), page_size: pageSizeField(20), unread: z.enum(['true', 'false']).optional() });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), version: z.string() }).meta({ id: 'Health' });

/** The account's language (docs/product.md §7.2): kept on the account, applied on every device, used for its emails. */
export const languageBodySchema = z.object({ language: z.enum(LANGUAGES, msg('validation.languageInvalid')) }).meta({ id: 'LanguageBody' });
export type LanguageBody = z.infer<typeof languageBodySchema>;

/** "Forgot password?" (docs/product.md §7.1): the answer is the same whether an account uses the email or not. */
export const passwordResetBodySchema = z.object({ email: emailField() }).meta({ id: 'PasswordResetBody' });
export type PasswordResetBody = z.infer<typeof passwordResetBodySchema>;

/** The token of a one-time link (invitation or reset, ADR 18): 43 base64url characters as sent. */
export const linkTokenField = () => z.string().min(1, msg('validation.linkInvalid')).max(200, msg('validation.linkInvalid'));

/** Sets a password through a one-time link (invitation or reset); the same password rules as registration. */
export const setPasswordBodySchema = z
  .object({
    token: linkTokenField(),
    password: passwordField(),
    confirm_password: z.string().min(1, msg('validation.required')),
  })
  .refine((b) => b.password === b.confirm_password, {
    path: ['confirm_password'],
    ...msg('validation.passwordsMatch'),
    when: ({ value }) => {
      const v = (typeof value === 'object' && value !== null ? value : {}) as { password?: unknown; confirm_password?: unknown };
      return typeof v.password === 'string' && typeof v.confirm_password === 'string' && v.confirm_password !== '';
    },
  })
  .meta({ id: 'SetPasswordBody' });
export type SetPasswordBody = z.infer<typeof setPasswordBodySchema>;

/** Who a valid link is for, so that the page can name the account before the password is typed. */
export const passwordLinkSchema = z
  .object({ purpose: z.enum(['invite', 'reset']), username: z.string(), expires_at: z.string().describe('ISO 8601') })
  .meta({ id: 'PasswordLink' });
export type PasswordLink = z.infer<typeof passwordLinkSchema>;
export const passwordLinkBodySchema = z.object({ token: linkTokenField() }).meta({ id: 'PasswordLinkBody' });
