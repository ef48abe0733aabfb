import { z } from 'zod';
import { PERMISSION_CODES, ROLES } from '../access.ts';
import {
  emailField,
  idField,
  msg,
  optionalId,
  pageField,
  pageSizeField,
  optionalString,
  PASSWORD_MIN,
  passwordField,
  requiredString,
  usernameField,
} from '../validation.ts';
import { optionSchema } from './organisation.ts';

export const EMPLOYEE_STATUSES = ['active', 'terminated'] as const;
export type EmployeeStatus = (typeof EMPLOYEE_STATUSES)[number];

/** An account's name, sign-in and picture, as an employee and a user panel show them. */
const accountFields = {
  first_name: z.string(),
  last_name: z.string(),
  full_name: z.string(),
  email: z.string(),
  username: z.string(),
  role: z.enum(ROLES),
  image: z.string().nullable(),
};

export const employeeSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    employee_number: z.string(),
    ...accountFields,
    department: optionSchema.nullable(),
    sub_department: optionSchema.nullable(),
    position: optionSchema.nullable(),
    report_to: z
      .object({
        id: z.number().int(),
        full_name: z.string(),
        // The server always sends it: a manager terminated before their reports were moved shows as such (docs/product.md §2.7).
        status: z.enum(EMPLOYEE_STATUSES).optional(),
      })
      .nullable(),
    status: z.enum(EMPLOYEE_STATUSES),
    has_password: z
      .boolean()
      .describe(
        'false: the account has no password yet (added without one, docs/product.md §2.9): the person signs in once they set one through an invitation link',
      ),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

/** `full_name` sorts by what the lists show, "First Last" (docs/product.md §2.7). */
export const EMPLOYEE_ORDERINGS = ['employee_number', 'full_name', 'first_name', 'last_name', 'department', 'position', 'manager', 'status'] as const;
const orderingValues = EMPLOYEE_ORDERINGS.flatMap((o) => [o, `-${o}`] as const);

export const employeeListQuerySchema = z.object({
  page: pageField(),
  page_size: pageSizeField(25),
  ordering: z.enum(orderingValues as [string, ...string[]]).default('last_name'),
  search: optionalString(200),
  department: optionalId(),
  position: optionalId(),
  manager: optionalId(),
  status: z.enum([...EMPLOYEE_STATUSES, 'all']).default('active'),
});
export type EmployeeListQuery = z.infer<typeof employeeListQuerySchema>;

export const employeePageSchema = z
  .object({ count: z.number().int(), page: z.number().int(), page_size: z.number().int(), results: z.array(employeeSchema) })
  .meta({ id: 'EmployeePage' });
export type EmployeePage = z.infer<typeof employeePageSchema>;

export const employeeOptionSchema = z.object({ id: z.number().int(), full_name: z.string(), employee_number: z.string() }).meta({ id: 'EmployeeOption' });

/** Placement of an employee in the project: where they sit and whom they report to. */
const placement = {
  employee_number: requiredString(50),
  department: optionalId(),
  sub_department: optionalId(),
  position: optionalId(),
  report_to: optionalId(),
};

export const ASSIGNABLE_ROLES = ['user', 'admin'] as const;

export const employeeCreateSchema = z
  .object({
    ...placement,
    first_name: requiredString(150),
    last_name: requiredString(150),
    username: usernameField(),
    // Blank or absent: the person is invited by email to set their own password (docs/product.md §2.9).
    password: z
      .union([z.literal(''), passwordField()])
      .nullish()
      .transform((v) => v ?? ''),
    email: emailField(),
    role: z.enum(ASSIGNABLE_ROLES).default('user'),
  })
  .meta({ id: 'EmployeeCreate' });
export type EmployeeCreate = z.infer<typeof employeeCreateSchema>;

export const employeeUpdateSchema = employeeCreateSchema
  .extend({
    // Blank keeps the current password.
    password: z
      .string()
      .nullish()
      .transform((v) => v ?? '')
      .refine((v) => v === '' || v.length >= PASSWORD_MIN, msg('validation.passwordMin')),
  })
  .meta({ id: 'EmployeeUpdate' });
export type EmployeeUpdate = z.infer<typeof employeeUpdateSchema>;

/**
 * A fresh one-time invitation link (docs/product.md §2.9, ADR 28): the URL the invitation email would
 * carry, shown to the admin once; it works once, until `expires_at`, and the person's older links stop.
 */
export const invitationLinkSchema = z
  .object({
    link: z.string().describe('The set-password page with the token (APP_URL/auth/set-password?token=…); not kept by the server'),
    expires_at: z.string().describe('ISO 8601'),
  })
  .meta({ id: 'InvitationLink' });
export type InvitationLink = z.infer<typeof invitationLinkSchema>;

export const addUserToEmployeeSchema = z.object({ ...placement, account_id: idField() }).meta({ id: 'AddUserToEmployee' });
export type AddUserToEmployee = z.infer<typeof addUserToEmployeeSchema>;

export const terminateBodySchema = z
  .object({
    action: z.enum(['terminate', 'activate']),
    new_manager: idField()
      .nullable()
      .optional()
      .describe(
        'Terminate only: the manager the active direct reports move to (null: none). Absent: the terminated person’s own manager when active, else none (docs/product.md §2.7)',
      ),
  })
  .meta({ id: 'TerminateBody' });
export type TerminateBody = z.infer<typeof terminateBodySchema>;

// The user panel

/** How the panel's person stands to the caller (contracts/access.ts `PersonRelation`, docs/product.md §1.6). */
export const personRelationSchema = z
  .object({
    self: z.boolean().describe('The caller’s own employee record'),
    report: z.boolean().describe('Below the caller in the reporting line (a direct or indirect report)'),
    in_scope: z.boolean().describe('Inside the caller’s department scope'),
  })
  .meta({ id: 'PersonRelation' });

export const userPanelSchema = z
  .object({
    account: z.object({ id: z.number().int(), ...accountFields }),
    employee: employeeSchema.nullable(),
    relation: personRelationSchema.nullable().describe('How the person stands to the caller in the selected project; null when they are no employee of it'),
    results: z
      .boolean()
      .describe('The caller may read the person’s results and open their performance cards: themself, their direct manager, an admin in scope'),
    team: z
      .array(
        z.object({
          account_id: z.number().int(),
          employee_id: z.number().int(),
          full_name: z.string(),
          position: optionSchema.nullable(),
          results: z.boolean().describe('The caller may open this report’s performance cards'),
        }),
      )
      .describe('The person’s active direct reports in the selected project whose panels the caller may open'),
  })
  .meta({ id: 'UserPanel' });
export type UserPanel = z.infer<typeof userPanelSchema>;

export const profileBodySchema = z.object({ first_name: requiredString(150), last_name: requiredString(150), email: emailField() }).meta({ id: 'ProfileBody' });
export type ProfileBody = z.infer<typeof profileBodySchema>;

export const changePasswordSchema = z
  .object({
    old_password: z.string().min(1, msg('validation.required')),
    new_password: passwordField(),
    confirm_password: z.string().min(1, msg('validation.required')),
  })
  .refine((b) => b.new_password === b.confirm_password, { path: ['confirm_password'], ...msg('validation.passwordsMatch') })
  .refine((b) => b.new_password !== b.old_password, { path: ['new_password'], ...msg('validation.newPasswordSame') })
  .meta({ id: 'ChangePassword' });
export type ChangePassword = z.infer<typeof changePasswordSchema>;

// Admin settings
export const permissionAccountSchema = z
  .object({
    id: z.number().int(),
    full_name: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    permissions: z.array(z.enum(PERMISSION_CODES)),
    all_departments: z.boolean().describe('false: an admin limited to `departments` (possibly none)'),
    departments: z.array(optionSchema),
  })
  .meta({ id: 'PermissionAccount' });
export type PermissionAccount = z.infer<typeof permissionAccountSchema>;

export const permissionListQuerySchema = z.object({
  search: optionalString(200),
  page: pageField(),
  page_size: pageSizeField(50),
});

export const permissionPageSchema = z.object({ count: z.number().int(), results: z.array(permissionAccountSchema) }).meta({ id: 'PermissionPage' });

const permissionFields = {
  permissions: z
    .array(z.enum(PERMISSION_CODES))
    .max(4)
    .transform((codes) => [...new Set(codes)]),
  all_departments: z.boolean().describe('For an admin: every department, or only `departments` (possibly none)'),
  departments: z.array(idField()).max(500).default([]),
};

const scopeRule = (body: { all_departments: boolean; departments: number[] }, ctx: z.RefinementCtx) => {
  if (body.all_departments && body.departments.length) ctx.addIssue({ code: 'custom', path: ['departments'], message: 'validation.scopeAllWithList' });
};

export const permissionBodySchema = z.object(permissionFields).superRefine(scopeRule).meta({ id: 'PermissionBody' });
export type PermissionBody = z.infer<typeof permissionBodySchema>;

/** The permissions table's one Save (docs/product.md §7.5): every changed row at once, all or nothing. */
export const PERMISSION_CHANGES_MAX = 50;
export const permissionChangesSchema = z
  .object({
    changes: z
      .array(z.object({ account_id: idField(), ...permissionFields }).superRefine(scopeRule))
      .min(1, msg('validation.required'))
      .max(PERMISSION_CHANGES_MAX, msg('validation.tooManyItems'))
      .refine((rows) => new Set(rows.map((r) => r.account_id)).size === rows.length, msg('validation.duplicateEntry')),
  })
  .meta({ id: 'PermissionChanges' });
export type PermissionChanges = z.infer<typeof permissionChangesSchema>;
export const permissionChangesResultSchema = z.object({ results: z.array(permissionAccountSchema) }).meta({ id: 'PermissionChangesResult' });

export const accountIdBodySchema = z.object({ account_id: idField() });

export const confirmationBodySchema = z.object({ confirmation: requiredString(300) });

// Import and export
export const FILE_FORMATS = ['xlsx', 'csv'] as const;
export const fileFormatQuerySchema = z.object({ format: z.enum(FILE_FORMATS).default('xlsx') });

export const importErrorSchema = z.object({ row: z.number().int(), column: z.string(), message: z.string() }).meta({ id: 'ImportError' });
export type ImportError = z.infer<typeof importErrorSchema>;

export const importRefusedSchema = z
  .object({ detail: z.string(), code: z.literal('import_invalid'), errors: z.array(importErrorSchema) })
  .meta({ id: 'ImportRefused' });

export const importResultSchema = z.object({ created: z.number().int(), updated: z.number().int() }).meta({ id: 'ImportResult' });
export type ImportResult = z.infer<typeof importResultSchema>;
