import { accountRoutes as account } from '@performa/contracts/routes/account';
import { adminSettingsRoutes as admin, employeeRoutes as employees, wizardRoutes as wizard } from '@performa/contracts/routes/people';
import { contextOf } from '../plugins/auth.ts';
import { requestLanguage } from '../plugins/errors.ts';
import { importUpload, readUpload } from '../plugins/uploads.ts';
import { deleteCompany, listPermissionAccounts, makeSuperAdmin, setPermissions, setPermissionsBulk } from '../services/accounts/admin-settings.ts';
import { panelGoals, panelSkills } from '../services/user-panel/panel-person.ts';
import { changePassword, getUserPanel, setAvatar, updateProfile } from '../services/user-panel/user-panel.ts';
import { listEmployeeOptions, listEmployees, readEmployee } from '../services/employees/read.ts';
import { employeeTemplate, exportEmployees } from '../services/employees/export.ts';
import { importEmployees } from '../services/employees/import.ts';
import { employeeInvitationLink } from '../services/employees/invitation-link.ts';
import { addAccountAsEmployee, createEmployee, setEmployeeStatus, updateEmployee } from '../services/employees/write.ts';
import { wizardProgress } from '../services/wizard/progress.ts';
import { wizardSummary } from '../services/wizard/summary.ts';
import { serve } from './serve.ts';
import { sendSheet } from './sheets.ts';
import type { RouteModule } from './types.ts';

/** Employees, their import and export, the user panel and the admin settings. */
export const peopleRoutes: RouteModule = (app) => {
  serve(app, employees.listEmployees, (request) => listEmployees(contextOf(request), request.query));
  serve(app, employees.listEmployeeOptions, (request) => listEmployeeOptions(contextOf(request)));
  serve(app, employees.employee, (request) => readEmployee(contextOf(request), request.params.id));
  serve(app, employees.updateEmployee, (request) => updateEmployee(contextOf(request), request.params.id, request.body));
  serve(app, employees.createEmployee, (request) => createEmployee(contextOf(request), request.body));
  serve(app, employees.invitationLink, (request) => employeeInvitationLink(contextOf(request), request.params.id));
  serve(app, employees.setEmployeeStatus, (request) => setEmployeeStatus(contextOf(request), request.params.id, request.body));
  serve(app, employees.addAccountAsEmployee, (request) => addAccountAsEmployee(contextOf(request), request.body));
  serve(app, employees.employeeTemplate, async (request, reply) =>
    sendSheet(reply, request.query.format, 'employees-template', await employeeTemplate(contextOf(request), request.query.format, requestLanguage(request))),
  );
  serve(app, employees.importEmployees, (request) => importUpload(request, (file) => importEmployees(contextOf(request), file, requestLanguage(request))));
  serve(app, employees.exportEmployees, async (request, reply) =>
    sendSheet(reply, request.query.format, 'employees', await exportEmployees(contextOf(request), request.query.format)),
  );

  serve(app, account.userPanel, (request) => getUserPanel(contextOf(request), request.params.id));
  serve(app, account.panelGoals, (request) => panelGoals(contextOf(request), request.params.id, request.query.period));
  serve(app, account.panelSkills, (request) => panelSkills(contextOf(request), request.params.id));
  serve(app, account.updateProfile, (request) => updateProfile(contextOf(request), request.params.id, request.body));
  serve(app, account.uploadAvatar, async (request) => setAvatar(contextOf(request), request.params.id, (await readUpload(request)).bytes));
  serve(app, account.removeAvatar, (request) => setAvatar(contextOf(request), request.params.id, null));
  serve(app, account.changePassword, (request) => changePassword(contextOf(request), request.body));

  serve(app, admin.listPermissionAccounts, (request) => listPermissionAccounts(contextOf(request), request.query));
  serve(app, admin.setPermissions, (request) => setPermissions(contextOf(request), request.params.id, request.body));
  serve(app, admin.setPermissionsBulk, (request) => setPermissionsBulk(contextOf(request), request.body));
  serve(app, admin.listAdmins, (request) => listPermissionAccounts(contextOf(request), { ...request.query, adminsOnly: true }));
  serve(app, admin.makeSuperAdmin, (request) => makeSuperAdmin(contextOf(request), request.body.account_id));
  serve(app, admin.deleteCompany, (request) => deleteCompany(contextOf(request), request.body.confirmation));

  serve(app, wizard.wizardProgress, (request) => wizardProgress(contextOf(request)));
  serve(app, wizard.wizardSummary, (request) => wizardSummary(contextOf(request)));
};
