import {
  accountIdBodySchema,
  addUserToEmployeeSchema,
  changePasswordSchema,
  confirmationBodySchema,
  employeeCreateSchema,
  employeeListQuerySchema,
  employeeOptionSchema,
  employeePageSchema,
  employeeSchema,
  employeeUpdateSchema,
  fileFormatQuerySchema,
  importResultSchema,
  permissionAccountSchema,
  permissionBodySchema,
  permissionListQuerySchema,
  permissionPageSchema,
  profileBodySchema,
  terminateBodySchema,
  userPanelSchema,
} from '@performa/contracts/api/employees';
import { tokenPairSchema } from '@performa/contracts/api/auth';
import { wizardProgressSchema } from '@performa/contracts/api/wizard';
import { idParams } from '@performa/contracts/validation';
import { z } from 'zod';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload, readUpload, uploadSchema } from '../plugins/uploads.ts';
import { deleteCompany, listPermissionAccounts, makeSuperAdmin, setPermissions } from '../services/accounts/admin-settings.ts';
import { changePassword, getUserPanel, setAvatar, updateProfile } from '../services/accounts/user-panel.ts';
import { listEmployeeOptions, listEmployees, readEmployee } from '../services/employees/read.ts';
import { employeeTemplate, exportEmployees, importEmployees } from '../services/employees/spreadsheet.ts';
import { addAccountAsEmployee, createEmployee, setEmployeeStatus, updateEmployee } from '../services/employees/write.ts';
import { wizardProgress } from '../services/wizard/progress.ts';
import { importAnswers, sendSheet, sheetProduces, tooLarge } from './sheets.ts';
import { authErrors, conflict, fieldErrors, noContent, type RouteModule } from './types.ts';

/** Employees, their import and export, the user panel and the admin settings. */
export const peopleRoutes: RouteModule = (app) => {
  const tags = ['employees'];
  app.get('/wizard/employees/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'A page of the project’s employees: filter, sort, paginate',
      querystring: employeeListQuerySchema,
      response: { 200: employeePageSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => listEmployees(contextOf(request), request.query),
  });
  app.get('/wizard/employees-list/', {
    config: { access: 'management' },
    schema: { tags, summary: 'Active employees as options (manager pickers)', response: { 200: z.array(employeeOptionSchema), ...authErrors } },
    handler: (request) => listEmployeeOptions(contextOf(request)),
  });
  app.get('/wizard/employee/:id/', {
    config: { access: 'management' },
    schema: { tags, summary: 'One employee', params: idParams, response: { 200: employeeSchema, ...authErrors } },
    handler: (request) => readEmployee(contextOf(request), request.params.id),
  });
  app.put('/wizard/employee/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Change an employee and their account (blank password: unchanged)',
      params: idParams,
      body: employeeUpdateSchema,
      response: { 200: employeeSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateEmployee(contextOf(request), request.params.id, request.body),
  });
  app.post('/wizard/add-employee/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Create an employee with their account',
      body: employeeCreateSchema,
      response: { 201: employeeSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await createEmployee(contextOf(request), request.body)),
  });
  app.post('/wizard/terminate-employee/:id/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Terminate (archive) or activate an employee; terminating an admin or super admin is refused (409)',
      params: idParams,
      body: terminateBodySchema,
      response: { 200: employeeSchema, ...fieldErrors, ...authErrors, ...conflict },
    },
    handler: (request) => setEmployeeStatus(contextOf(request), request.params.id, request.body.action),
  });
  app.post('/account/add-user-to-employee/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Make an existing account an employee of the selected project',
      body: addUserToEmployeeSchema,
      response: { 201: employeeSchema, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => reply.code(201).send(await addAccountAsEmployee(contextOf(request), request.body)),
  });

  app.get('/wizard/import-users-from-csv/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'The employee import template (XLSX or CSV)',
      querystring: fileFormatQuerySchema,
      produces: sheetProduces,
      response: { ...authErrors },
    },
    handler: async (request, reply) => sendSheet(reply, request.query.format, 'employees-template', await employeeTemplate(request.query.format)),
  });
  app.post('/wizard/import-users-from-csv/', {
    config: { access: 'management' },
    schema: {
      tags,
      ...uploadSchema,
      summary: 'Import employees from XLSX or CSV (multipart field "file"): all rows or none; re-import updates by employee number',
      response: { 200: importResultSchema, ...fieldErrors, ...authErrors, ...importAnswers },
    },
    handler: async (request) => importUpload(request, (file) => importEmployees(contextOf(request), file, requestLanguage(request))),
  });
  app.get('/account/export-employees/', {
    config: { access: 'management' },
    schema: {
      tags,
      summary: 'Export the project’s employees (same columns as the import)',
      querystring: fileFormatQuerySchema,
      produces: sheetProduces,
      response: { ...authErrors },
    },
    handler: async (request, reply) => sendSheet(reply, request.query.format, 'employees', await exportEmployees(contextOf(request), request.query.format)),
  });

  const panel = ['user panel'];
  app.get('/account/user-panel/:id/', {
    schema: {
      tags: panel,
      summary: 'An account’s panel: profile and employee record in the selected project (own, or any in an admin’s reach)',
      params: idParams,
      response: { 200: userPanelSchema, ...authErrors },
    },
    handler: (request) => getUserPanel(contextOf(request), request.params.id),
  });
  app.put('/account/user-panel/:id/', {
    schema: {
      tags: panel,
      summary: 'Change an account’s profile',
      params: idParams,
      body: profileBodySchema,
      response: { 200: userPanelSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => updateProfile(contextOf(request), request.params.id, request.body),
  });
  app.post('/account/edit-avatar/:id/', {
    schema: {
      tags: panel,
      ...uploadSchema,
      summary: 'Upload an avatar (multipart field "file": PNG, JPEG or WebP, at most 2 MB)',
      params: idParams,
      response: { 200: userPanelSchema, ...fieldErrors, ...authErrors, ...tooLarge },
    },
    handler: async (request) => setAvatar(contextOf(request), request.params.id, (await readUpload(request)).bytes),
  });
  app.delete('/account/edit-avatar/:id/', {
    schema: { tags: panel, summary: 'Remove an avatar', params: idParams, response: { 200: userPanelSchema, ...authErrors } },
    handler: (request) => setAvatar(contextOf(request), request.params.id, null),
  });
  app.post('/account/change-password/', {
    schema: {
      tags: panel,
      summary: 'Change the caller’s password; other sessions are signed out and a fresh token pair is returned',
      body: changePasswordSchema,
      response: { 200: tokenPairSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => changePassword(contextOf(request), request.body),
  });

  const admin = ['admin settings'];
  app.get('/account/permissions/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: admin,
      summary: 'Accounts with their permission codes and department scope',
      querystring: permissionListQuerySchema,
      response: { 200: permissionPageSchema, ...authErrors },
    },
    handler: (request) => listPermissionAccounts(contextOf(request), request.query),
  });
  app.put('/account/permissions/:id/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: admin,
      summary: 'Set an account’s permission codes (dge, dgv, dse, dsv) and, for an admin, department scope',
      params: idParams,
      body: permissionBodySchema,
      response: { 200: permissionAccountSchema, ...fieldErrors, ...authErrors, ...conflict },
    },
    handler: (request) => setPermissions(contextOf(request), request.params.id, request.body),
  });
  app.get('/wizard/admins/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: admin,
      summary: 'The company’s admins and super admins',
      querystring: permissionListQuerySchema,
      response: { 200: permissionPageSchema, ...authErrors },
    },
    handler: (request) => listPermissionAccounts(contextOf(request), { ...request.query, adminsOnly: true }),
  });
  app.post('/wizard/make-super-admin/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: admin,
      summary: 'Make an account a super admin',
      body: accountIdBodySchema,
      response: { 200: permissionAccountSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => makeSuperAdmin(contextOf(request), request.body.account_id),
  });
  app.delete('/wizard/company/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: admin,
      summary: 'Danger zone: delete the company and everything it owns (confirmation: the exact company name)',
      body: confirmationBodySchema,
      response: { ...noContent, ...fieldErrors, ...authErrors },
    },
    handler: async (request, reply) => {
      await deleteCompany(contextOf(request), request.body.confirmation);
      return reply.code(204).send(null);
    },
  });

  app.get('/wizard/progress/', {
    config: { access: 'superAdminActive' },
    schema: {
      tags: ['wizard'],
      summary: 'Which setup steps of the selected project are done',
      response: { 200: wizardProgressSchema, ...fieldErrors, ...authErrors },
    },
    handler: (request) => wizardProgress(contextOf(request)),
  });
};
