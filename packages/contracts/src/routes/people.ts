import { z } from 'zod';
import {
  accountIdBodySchema,
  addUserToEmployeeSchema,
  confirmationBodySchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeOptionSchema,
  employeePageSchema,
  employeeSchema,
  employeeUpdateSchema,
  fileFormatQuerySchema,
  importResultSchema,
  invitationLinkSchema,
  permissionAccountSchema,
  permissionBodySchema,
  permissionChangesResultSchema,
  permissionChangesSchema,
  permissionListQuerySchema,
  permissionPageSchema,
  terminateBodySchema,
} from '../api/employees.ts';
import { wizardProgressSchema, wizardSummarySchema } from '../api/wizard.ts';
import { idParams } from '../validation.ts';
import { authErrors, conflict, fieldErrors, importAnswers, sheetDownload } from './answers.ts';
import { route } from './define.ts';

/**
 * People (docs/product.md §3.10, §3.13): the project's employees with their import and export, the
 * admin settings (permission codes, department scope, admins, the danger zone) and the setup
 * wizard's progress.
 */
const fieldAndAuthErrors = { ...fieldErrors, ...authErrors };

// Employees

const employeeTags = ['employees'];

export const employeeRoutes = {
  listEmployees: route({
    method: 'GET',
    path: '/wizard/employees/',
    access: 'management',
    tags: employeeTags,
    summary: 'A page of the project’s employees: filter, sort, paginate',
    query: employeeListQuerySchema,
    status: 200,
    response: employeePageSchema,
    errors: fieldAndAuthErrors,
  }),
  listEmployeeOptions: route({
    method: 'GET',
    path: '/wizard/employees-list/',
    access: 'management',
    tags: employeeTags,
    summary: 'Active employees as options (manager pickers)',
    status: 200,
    response: z.array(employeeOptionSchema),
    errors: authErrors,
  }),
  employee: route({
    method: 'GET',
    path: '/wizard/employee/:id/',
    access: 'management',
    tags: employeeTags,
    summary: 'One employee',
    params: idParams,
    status: 200,
    response: employeeSchema,
    errors: authErrors,
  }),
  updateEmployee: route({
    method: 'PUT',
    path: '/wizard/employee/:id/',
    access: 'management',
    tags: employeeTags,
    summary: 'Change an employee and their account (blank password: unchanged)',
    params: idParams,
    body: employeeUpdateSchema,
    status: 200,
    response: employeeSchema,
    errors: fieldAndAuthErrors,
  }),
  createEmployee: route({
    method: 'POST',
    path: '/wizard/add-employee/',
    access: 'management',
    tags: employeeTags,
    summary: 'Create an employee with their account',
    body: employeeCreateSchema,
    status: 201,
    response: employeeSchema,
    errors: fieldAndAuthErrors,
  }),
  invitationLink: route({
    method: 'POST',
    path: '/wizard/employee/:id/invitation-link/',
    access: 'management',
    tags: employeeTags,
    summary:
      'A fresh one-time invitation link for an employee who has no password yet, to hand over without email (7 days, once); the person’s older links stop working',
    description:
      'The same reach as changing the employee: in the caller’s department scope (else 404), another admin’s only for a super admin (403). A person who has set a password: 409 (they use “Forgot password?”). An inactive account: 404. The link is in this answer only (ADR 28).',
    params: idParams,
    status: 200,
    response: invitationLinkSchema,
    errors: { ...authErrors, ...conflict },
  }),
  setEmployeeStatus: route({
    method: 'POST',
    path: '/wizard/terminate-employee/:id/',
    access: 'management',
    tags: employeeTags,
    summary: 'Terminate (archive) or activate an employee; terminating an admin or super admin is refused (409)',
    params: idParams,
    body: terminateBodySchema,
    status: 200,
    response: employeeSchema,
    errors: { ...fieldAndAuthErrors, ...conflict },
  }),
  addAccountAsEmployee: route({
    method: 'POST',
    path: '/account/add-user-to-employee/',
    access: 'management',
    tags: employeeTags,
    summary: 'Make an existing account an employee of the selected project',
    body: addUserToEmployeeSchema,
    status: 201,
    response: employeeSchema,
    errors: fieldAndAuthErrors,
  }),
  employeeTemplate: route({
    method: 'GET',
    path: '/wizard/import-users-from-csv/',
    access: 'management',
    tags: employeeTags,
    summary: 'The employee import template (XLSX or CSV)',
    query: fileFormatQuerySchema,
    ...sheetDownload,
    errors: authErrors,
  }),
  importEmployees: route({
    method: 'POST',
    path: '/wizard/import-users-from-csv/',
    access: 'management',
    tags: employeeTags,
    summary: 'Import employees from XLSX or CSV (multipart field "file"): all rows or none; re-import updates by employee number',
    kind: 'upload',
    status: 200,
    response: importResultSchema,
    errors: { ...fieldAndAuthErrors, ...importAnswers },
  }),
  exportEmployees: route({
    method: 'GET',
    path: '/account/export-employees/',
    access: 'management',
    tags: employeeTags,
    summary: 'Export the project’s employees (same columns as the import)',
    query: fileFormatQuerySchema,
    ...sheetDownload,
    errors: authErrors,
  }),
};

// Admin settings (super admin)

const adminTags = ['admin settings'];

export const adminSettingsRoutes = {
  listPermissionAccounts: route({
    method: 'GET',
    path: '/account/permissions/',
    access: 'superAdminActive',
    tags: adminTags,
    summary: 'Accounts with their permission codes and department scope',
    query: permissionListQuerySchema,
    status: 200,
    response: permissionPageSchema,
    errors: authErrors,
  }),
  setPermissions: route({
    method: 'PUT',
    path: '/account/permissions/:id/',
    access: 'superAdminActive',
    tags: adminTags,
    summary: 'Set an account’s permission codes (dge, dgv, dse, dsv) and, for an admin, department scope',
    params: idParams,
    body: permissionBodySchema,
    status: 200,
    response: permissionAccountSchema,
    errors: { ...fieldAndAuthErrors, ...conflict },
  }),
  setPermissionsBulk: route({
    method: 'PUT',
    path: '/account/permissions/',
    access: 'superAdminActive',
    tags: adminTags,
    summary:
      'Save several accounts’ permission codes and department scopes at once, all or nothing; a refused row answers 400 with fields `changes.<index>.<field>`',
    body: permissionChangesSchema,
    status: 200,
    response: permissionChangesResultSchema,
    errors: { ...fieldAndAuthErrors, ...conflict },
  }),
  listAdmins: route({
    method: 'GET',
    path: '/wizard/admins/',
    access: 'superAdminActive',
    tags: adminTags,
    summary: 'The company’s admins and super admins',
    query: permissionListQuerySchema,
    status: 200,
    response: permissionPageSchema,
    errors: authErrors,
  }),
  makeSuperAdmin: route({
    method: 'POST',
    path: '/wizard/make-super-admin/',
    access: 'superAdminActive',
    tags: adminTags,
    summary: 'Make an account a super admin',
    body: accountIdBodySchema,
    status: 200,
    response: permissionAccountSchema,
    errors: fieldAndAuthErrors,
  }),
  deleteCompany: route({
    method: 'DELETE',
    path: '/wizard/company/',
    access: 'superAdminActive',
    tags: adminTags,
    summary: 'Danger zone: delete the company and everything it owns (confirmation: the exact company name)',
    body: confirmationBodySchema,
    status: 204,
    response: null,
    errors: fieldAndAuthErrors,
  }),
};

// The setup wizard

export const wizardRoutes = {
  wizardProgress: route({
    method: 'GET',
    path: '/wizard/progress/',
    access: 'superAdminActive',
    tags: ['wizard'],
    summary: 'Which setup steps of the selected project are done',
    status: 200,
    response: wizardProgressSchema,
    errors: fieldAndAuthErrors,
  }),
  wizardSummary: route({
    method: 'GET',
    path: '/wizard/summary/',
    access: 'superAdminActive',
    tags: ['wizard'],
    summary: 'What the selected project has set up (the wizard’s Finish step) and whether it is still empty',
    status: 200,
    response: wizardSummarySchema,
    errors: authErrors,
  }),
};
