import { z } from 'zod';
import { PERMISSION_CODES, ROLES } from '../access.ts';
import { emailField, msg, passwordField, requiredString, usernameField } from '../validation.ts';

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
export const accessTokenSchema = z.object({ access: z.string() }).meta({ id: 'AccessToken' });

export const logoutBodySchema = refreshBodySchema;

export const meSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    image: z.string().nullable(),
    user: z.object({ email: z.string(), id: z.number().int() }),
    company: z.object({ company_name: z.string(), id: z.number().int(), logo: z.string().nullable().describe('URL of the company logo (top bar)') }),
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
    is_read: z.boolean(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof notificationSchema>;
export const notificationListSchema = z.object({ count: z.number().int(), results: z.array(notificationSchema) }).meta({ id: 'NotificationList' });
export type NotificationList = z.infer<typeof notificationListSchema>;

export const healthSchema = z.object({ status: z.enum(['ok', 'degraded']), database: z.enum(['up', 'down']), version: z.string() }).meta({ id: 'Health' });
