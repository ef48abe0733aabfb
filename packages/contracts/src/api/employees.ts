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

export const employeeSchema = z
  .object({
    id: z.number().int(),
    account_id: z.number().int(),
    employee_number: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    full_name: z.string(),
    email: z.string(),
    username: z.string(),
    role: z.enum(ROLES),
    image: z.string().nullable(),
    department: optionSchema.nullable(),
    sub_department: optionSchema.nullable(),
    position: optionSchema.nullable(),
    report_to: z.object({ id: z.number().int(), full_name: z.string() }).nullable(),
    status: z.enum(EMPLOYEE_STATUSES),
  })
  .meta({ id: 'Employee' });
export type Employee = z.infer<typeof employeeSchema>;

export const EMPLOYEE_ORDERINGS = ['employee_number', 'first_name', 'last_name', 'department', 'position', 'manager', 'status'] as const;
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
    password: passwordField(),
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

export const addUserToEmployeeSchema = z.object({ ...placement, account_id: idField() }).meta({ id: 'AddUserToEmployee' });
export type AddUserToEmployee = z.infer<typeof addUserToEmployeeSchema>;

export const terminateBodySchema = z.object({ action: z.enum(['terminate', 'activate']) }).meta({ id: 'TerminateBody' });

// The user panel
export const userPanelSchema = z
  .object({
    account: z.object({
      id: z.number().int(),
      first_name: z.string(),
      last_name: z.string(),
      full_name: z.string(),
      email: z.string(),
      username: z.string(),
      role: z.enum(ROLES),
      image: z.string().nullable(),
    }),
    employee: employeeSchema.nullable(),
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

export const permissionBodySchema = z
  .object({
    permissions: z
      .array(z.enum(PERMISSION_CODES))
      .max(4)
      .transform((codes) => [...new Set(codes)]),
    all_departments: z.boolean().describe('For an admin: every department, or only `departments` (possibly none)'),
    departments: z.array(idField()).max(500).default([]),
  })
  .superRefine((body, ctx) => {
    if (body.all_departments && body.departments.length) ctx.addIssue({ code: 'custom', path: ['departments'], message: 'validation.scopeAllWithList' });
  })
  .meta({ id: 'PermissionBody' });
export type PermissionBody = z.infer<typeof permissionBodySchema>;

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
