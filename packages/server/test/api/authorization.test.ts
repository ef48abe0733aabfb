import { randomBytes } from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import type { PgTable } from 'drizzle-orm/pg-core';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountDepartments, accounts, companies, departments, employees, files, passwordLinks, payments, positions, projects } from '../../src/db/schema.ts';
import { hashPassword, NO_PASSWORD } from '../../src/lib/passwords.ts';
import { call, createTestApp, upload, type TestApp } from '../helpers/app.ts';
import { addDepartment, addPosition, addProject, PASSWORD, registerBody, scopeAdmin, sessionOf } from '../helpers/factories.ts';
import { tenant } from '../helpers/tenant.ts';
import {
  ACTORS,
  aTarget,
  management,
  open,
  signedIn,
  superAdminOnly,
  type Actor,
  type Cell,
  type Company,
  type Expected,
  type Row,
  type Targets,
  type World,
} from './authorization/harness.ts';
import { AREAS } from './authorization/areas.ts';

/**
 * Who may call what: every endpoint under /api, called by every kind of caller, each cell with the
 * status it must answer. Targets (departments, positions, employees, accounts, projects) belong to
 * company A; the super admin of company B must find none of them (404), also when sending A's project.
 */

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe('authorization of every endpoint', () => {
  let t: TestApp;
  let hash: string;
  let world: World;
  let shared: Targets;
  let foreign: Company;
  let noPackage: Company;
  let login: { username: string; id: number; refresh: string };
  let serial = 0;
  const run = randomBytes(3).toString('hex');
  const unique = () => `${run}${(serial += 1)}`;
  /** Current passwords of the callers (change-password changes them). */
  const passwords = new Map<number, string>();

  async function account(companyId: number, role: 'user' | 'admin' | 'super_admin', permissions: string[] = [], passwordHash = hash) {
    const id = unique();
    const [row] = await t.deps.db
      .insert(accounts)
      .values({
        companyId,
        username: `${role}_${id}`,
        email: `${role}-${id}@example.com`,
        passwordHash,
        firstName: 'Test',
        lastName: role,
        role,
        permissions,
      })
      .returning();
    return row!;
  }

  /** A tenant (the common fixture); the matrix calls as its owner by id, with tokens of its own. */
  async function company(name: string, withPackage: boolean): Promise<Company> {
    const c = await tenant(t, { company: name }, withPackage ? {} : { package: false });
    return { companyId: c.companyId, projectId: c.projectId, name, owner: c.owner.id };
  }

  async function buildWorld(): Promise<World> {
    const a = await company(`Acme ${unique()}`, true);
    const c = { companyId: a.companyId, projectId: a.projectId };
    const user = await account(a.companyId, 'user');
    const userView = await account(a.companyId, 'user', ['dgv', 'dsv']);
    const userCodes = await account(a.companyId, 'user', ['dge', 'dgv', 'dse', 'dsv']);
    // Users work in the projects they are employees of.
    for (const member of [user, userView, userCodes]) {
      await t.deps.db.insert(employees).values({ ...c, accountId: member.id, employeeNumber: `U-${unique()}`, firstName: 'Test', lastName: 'User' });
    }
    const admin = await account(a.companyId, 'admin');
    const scopedAdmin = await account(a.companyId, 'admin');
    const scope = await addDepartment(t.deps, c, `Scope ${unique()}`);
    await scopeAdmin(t.deps, scopedAdmin.id, [scope.id]);
    const colleague = await account(a.companyId, 'user');
    const [employee] = await t.deps.db
      .insert(employees)
      .values({ ...c, accountId: colleague.id, employeeNumber: `S-${unique()}`, firstName: 'Scoped', lastName: 'Colleague', departmentId: scope.id })
      .returning();
    return {
      a,
      actors: { user: user.id, userView: userView.id, userCodes: userCodes.id, admin: admin.id, scopedAdmin: scopedAdmin.id, superAdmin: a.owner },
      scope: { id: scope.id, name: scope.name, employee: employee!.id },
    };
  }

  async function buildTargets(w: World): Promise<Targets> {
    const c = { companyId: w.a.companyId, projectId: w.a.projectId };
    const department = await addDepartment(t.deps, c, `Target ${unique()}`);
    const sub = await addDepartment(t.deps, c, `Sub ${unique()}`, department.id);
    const position = await addPosition(t.deps, c, department.id, `Position ${unique()}`);
    const emptyDepartment = await addDepartment(t.deps, c, `Empty ${unique()}`);
    const emptyPosition = await addPosition(t.deps, c, department.id, `Empty position ${unique()}`);
    // Added without a password, as the employee form and the import add people: its invitation link can be handed out (ADR 28).
    const person = await account(w.a.companyId, 'user', [], NO_PASSWORD);
    const number = `T-${unique()}`;
    const [employee] = await t.deps.db
      .insert(employees)
      .values({
        ...c,
        accountId: person.id,
        employeeNumber: number,
        firstName: 'Target',
        lastName: 'Person',
        departmentId: department.id,
        subDepartmentId: sub.id,
        positionId: position.id,
      })
      .returning();
    const loose = await account(w.a.companyId, 'user');
    const project = await addProject(t.deps, w.a.companyId, `Extra ${unique()}`);
    const [file] = await t.deps.db.insert(files).values({ companyId: w.a.companyId, contentType: 'image/png', bytes: PNG }).returning({ id: files.id });
    return {
      department: { id: department.id, name: department.name },
      sub: { id: sub.id, name: sub.name },
      position: { id: position.id, name: position.name },
      employee: { id: employee!.id, accountId: person.id, number, username: person.username, email: person.email },
      emptyDepartment: emptyDepartment.id,
      emptyPosition: emptyPosition.id,
      looseAccount: loose.id,
      project: project.id,
      file: file!.id,
    };
  }

  /** Area targets of the shared targets, built once per area; fresh rows build their own. */
  const sharedAreas = new Map<string, unknown>();
  async function areaTargets(row: Row, w: World, targets: Targets, fresh: boolean): Promise<unknown> {
    const area = row.area;
    if (!area) return undefined;
    const build = () => area.build(t.deps, { companyId: w.a.companyId, projectId: w.a.projectId }, targets, unique, w);
    if (fresh) return build();
    if (!sharedAreas.has(area.name)) sharedAreas.set(area.name, await build());
    return sharedAreas.get(area.name);
  }

  /** Who calls, with which token and which selected project. */
  async function caller(w: World, actor: Actor): Promise<{ me: number | null; project: number }> {
    switch (actor) {
      case 'anonymous':
        return { me: null, project: w.a.projectId };
      case 'foreign':
        return { me: foreign.owner, project: foreign.projectId };
      case 'foreignInA':
        return { me: foreign.owner, project: w.a.projectId };
      case 'noPackage':
        return { me: noPackage.owner, project: noPackage.projectId };
      default:
        return { me: w.actors[actor], project: w.a.projectId };
    }
  }

  /** A token of a new session of the account (a token belongs to a session, ADR 3). */
  async function tokenOf(accountId: number, type: 'access' | 'refresh' = 'access') {
    return (await sessionOf(t.deps, accountId))[type];
  }

  async function send(row: Row, cell: Cell, project: number | undefined): Promise<LightMyRequestResponse> {
    const request = await row.request(cell);
    const token = cell.me === null ? undefined : await tokenOf(cell.me);
    if (request.file) return upload(t.app, request.url, request.file, { token, project });
    return call(t.app, row.method, request.url, { token, project, body: request.body });
  }

  /**
   * Everything a refused call must leave alone: the number of rows of every table (anywhere, so that
   * nothing is created in another company either) and the target rows themselves.
   */
  async function fingerprint(w: World, targets: Targets) {
    const areaTables = Object.assign({}, ...AREAS.map((area) => area.tables)) as Record<string, PgTable>;
    const tables = { companies, projects, departments, positions, employees, accounts, accountDepartments, files, payments, passwordLinks, ...areaTables };
    const counted = (await t.deps.db.execute(
      sql`select ${sql.join(
        Object.entries(tables).map(([name, table]) => sql`(select count(*)::int from ${table}) as ${sql.identifier(name)}`),
        sql`, `,
      )}`,
    )) as unknown as { rows: Array<Record<string, number>> };
    const counts = counted.rows[0]!;
    expect(counts.accounts).toBeGreaterThan(0);
    const deptIds = [targets.department.id, targets.sub.id, targets.emptyDepartment, w.scope.id];
    const accountIds = [targets.employee.accountId, targets.looseAccount, ...Object.values(w.actors)];
    return {
      counts,
      company: await t.deps.db.select().from(companies).where(eq(companies.id, w.a.companyId)),
      projects: await t.deps.db.select().from(projects).where(eq(projects.companyId, w.a.companyId)),
      departments: await t.deps.db.select().from(departments).where(inArray(departments.id, deptIds)),
      positions: await t.deps.db
        .select()
        .from(positions)
        .where(inArray(positions.id, [targets.position.id, targets.emptyPosition])),
      employees: await t.deps.db.select().from(employees).where(inArray(employees.accountId, accountIds)),
      accounts: (await t.deps.db.select().from(accounts).where(inArray(accounts.id, accountIds))).map(({ lastLoginAt: _, ...rest }) => rest),
      scopes: await t.deps.db.select().from(accountDepartments).where(inArray(accountDepartments.accountId, accountIds)),
    };
  }

  beforeAll(async () => {
    t = await createTestApp({
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '100000',
      REGISTER_MAX_PER_ADDRESS: '100000',
      RESET_MAX_PER_ADDRESS: '100000',
    });
    hash = await hashPassword(PASSWORD);
    world = await buildWorld();
    shared = await buildTargets(world);
    foreign = await company('Globex', true);
    noPackage = await company('Initech', false);
    const loginAccount = await account(world.a.companyId, 'user');
    const signIn = await call(t.app, 'POST', '/api/token/', { body: { username: loginAccount.username, password: PASSWORD } });
    login = { username: loginAccount.username, id: loginAccount.id, refresh: signIn.json().refresh };
  });
  afterAll(() => t.close());

  const employeeBody = (c: Cell, number: string, username: string, email: string, password: string) => ({
    employee_number: number,
    first_name: 'Target',
    last_name: 'Person',
    username,
    email,
    password,
    role: 'user',
    department: c.targets.department.id,
    sub_department: c.targets.sub.id,
    position: c.targets.position.id,
    report_to: null,
  });

  const ROWS: Row[] = [
    // Public
    { method: 'GET', route: '/api/health', request: () => ({ url: '/api/health' }), expect: open(200) },
    {
      method: 'POST',
      route: '/api/token/',
      request: () => ({ url: '/api/token/', body: { username: login.username, password: PASSWORD } }),
      expect: open(200),
    },
    // A refresh token is spent by its refresh (ADR 3): each call sends one of a new session.
    {
      method: 'POST',
      route: '/api/token/refresh/',
      request: async () => ({ url: '/api/token/refresh/', body: { refresh: (await sessionOf(t.deps, login.id)).refresh } }),
      expect: open(200),
    },
    { method: 'POST', route: '/api/account/register/', request: () => ({ url: '/api/account/register/', body: registerBody() }), expect: open(201) },
    { method: 'GET', route: '/api/files/:id', request: (c) => ({ url: `/api/files/${c.targets.file}` }), expect: open(200) },
    // One-time password links (ADR 18): the same answer for everyone; an unknown token is a field error.
    {
      method: 'POST',
      route: '/api/account/forgot-password/',
      request: (c) => ({ url: '/api/account/forgot-password/', body: { email: `nobody-${run}-${c.n}@example.com` } }),
      expect: open(204),
    },
    {
      method: 'POST',
      route: '/api/account/password-link/',
      request: () => ({ url: '/api/account/password-link/', body: { token: 'not-a-link' } }),
      expect: open(400),
    },
    {
      method: 'POST',
      route: '/api/account/set-password/',
      request: () => ({ url: '/api/account/set-password/', body: { token: 'not-a-link', password: PASSWORD, confirm_password: PASSWORD } }),
      expect: open(400),
    },

    // Any signed-in account
    {
      method: 'POST',
      route: '/api/account/logout/',
      request: async (c) => ({ url: '/api/account/logout/', body: { refresh: c.me === null ? login.refresh : await tokenOf(c.me, 'refresh') } }),
      expect: signedIn(204),
    },
    { method: 'GET', route: '/api/account/me/', request: () => ({ url: '/api/account/me/' }), expect: signedIn(200) },
    { method: 'GET', route: '/api/account/check-user-permission/', request: () => ({ url: '/api/account/check-user-permission/' }), expect: signedIn(200) },
    { method: 'GET', route: '/api/wizard/projects/', request: () => ({ url: '/api/wizard/projects/' }), expect: signedIn(200) },
    { method: 'PUT', route: '/api/account/language/', request: () => ({ url: '/api/account/language/', body: { language: 'az' } }), expect: signedIn(204) },
    { method: 'GET', route: '/api/notifications/notifications/', request: () => ({ url: '/api/notifications/notifications/' }), expect: signedIn(200) },
    {
      method: 'POST',
      route: '/api/account/change-password/',
      request: (c) => ({
        url: '/api/account/change-password/',
        body: { old_password: (c.me !== null && passwords.get(c.me)) || PASSWORD, new_password: `Changed-${c.n}`, confirm_password: `Changed-${c.n}` },
      }),
      after: (c) => passwords.set(c.me!, `Changed-${c.n}`),
      expect: signedIn(200),
    },
    // Another account's user panel: its owner, or an admin who reaches it; holders of a goal or skill
    // code read it (their codes reach everyone's goals or competencies) but do not change it (docs/product.md §1.6)
    ...(['GET', 'PUT', 'POST', 'DELETE'] as const).map((method): Row => ({
      method,
      route: method === 'GET' || method === 'PUT' ? '/api/account/user-panel/:id/' : '/api/account/edit-avatar/:id/',
      request: (c) => {
        const id = c.targets.employee.accountId;
        if (method === 'GET') return { url: `/api/account/user-panel/${id}/` };
        if (method === 'PUT')
          return { url: `/api/account/user-panel/${id}/`, body: { first_name: 'Target', last_name: 'Person', email: c.targets.employee.email } };
        if (method === 'POST') return { url: `/api/account/edit-avatar/${id}/`, file: { name: 'me.png', bytes: PNG, type: 'image/png' } };
        return { url: `/api/account/edit-avatar/${id}/` };
      },
      expect: signedIn(200, {
        user: 404,
        userView: method === 'GET' ? 200 : 403,
        userCodes: method === 'GET' ? 200 : 403,
        scopedAdmin: 404,
        foreign: 404,
        noPackage: 404,
      }),
    })),

    // Super admin with an active package: company, projects, admin settings
    { method: 'GET', route: '/api/wizard/company/', request: () => ({ url: '/api/wizard/company/' }), expect: superAdminOnly(200) },
    {
      method: 'PUT',
      route: '/api/wizard/company/',
      request: (c) => ({ url: '/api/wizard/company/', body: { company_name: `Renamed ${c.n}`, industry: '', address: '', phone: '', linkedin: '' } }),
      expect: superAdminOnly(200),
    },
    {
      method: 'POST',
      route: '/api/wizard/edit-company-logo/',
      request: () => ({ url: '/api/wizard/edit-company-logo/', file: { name: 'logo.png', bytes: PNG, type: 'image/png' } }),
      expect: superAdminOnly(200),
    },
    { method: 'DELETE', route: '/api/wizard/edit-company-logo/', request: () => ({ url: '/api/wizard/edit-company-logo/' }), expect: superAdminOnly(200) },
    {
      method: 'POST',
      route: '/api/wizard/project/',
      request: (c) => ({ url: '/api/wizard/project/', body: { project_name: `Project ${c.n}` } }),
      expect: superAdminOnly(201),
    },
    {
      method: 'PUT',
      route: '/api/wizard/project/:id/',
      request: (c) => ({ url: `/api/wizard/project/${c.targets.project}/`, body: { project_name: `Renamed ${c.n}` } }),
      expect: superAdminOnly(200, { foreign: 404 }),
    },
    {
      method: 'DELETE',
      route: '/api/wizard/delete-project/:id/',
      request: (c) => ({ url: `/api/wizard/delete-project/${c.targets.project}/` }),
      expect: superAdminOnly(204, { foreign: 404 }),
      fresh: true,
    },
    { method: 'GET', route: '/api/account/permissions/', request: () => ({ url: '/api/account/permissions/' }), expect: superAdminOnly(200) },
    {
      method: 'PUT',
      route: '/api/account/permissions/:id/',
      request: (c) => ({
        url: `/api/account/permissions/${c.targets.employee.accountId}/`,
        body: { permissions: ['dge', 'dsv'], all_departments: true, departments: [] },
      }),
      expect: superAdminOnly(200, { foreign: 404 }),
      fresh: true,
    },
    {
      method: 'PUT',
      route: '/api/account/permissions/',
      request: (c) => ({
        url: '/api/account/permissions/',
        body: { changes: [{ account_id: c.targets.employee.accountId, permissions: ['dgv'], all_departments: true, departments: [] }] },
      }),
      expect: superAdminOnly(200, { foreign: 404 }),
      fresh: true,
    },
    { method: 'GET', route: '/api/wizard/admins/', request: () => ({ url: '/api/wizard/admins/' }), expect: superAdminOnly(200) },
    {
      method: 'POST',
      route: '/api/wizard/make-super-admin/',
      request: (c) => ({ url: '/api/wizard/make-super-admin/', body: { account_id: c.targets.looseAccount } }),
      expect: superAdminOnly(200, { foreign: 404 }),
      fresh: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/company/',
      // The exact name of company A: B's super admin confirming A's name deletes nothing (B's name differs).
      request: async (c) => {
        const [row] = await t.deps.db.select({ name: companies.companyName }).from(companies).where(eq(companies.id, c.world.a.companyId));
        return { url: '/api/wizard/company/', body: { confirmation: row!.name } };
      },
      expect: superAdminOnly(204, { foreign: 400 }),
      isolated: true,
    },
    { method: 'GET', route: '/api/wizard/progress/', request: () => ({ url: '/api/wizard/progress/' }), expect: superAdminOnly(200), project: true },
    { method: 'GET', route: '/api/wizard/summary/', request: () => ({ url: '/api/wizard/summary/' }), expect: superAdminOnly(200), project: true },

    // Management (admin or super admin): departments
    { method: 'GET', route: '/api/wizard/departments/', request: () => ({ url: '/api/wizard/departments/' }), expect: management(200), project: true },
    {
      method: 'POST',
      route: '/api/wizard/departments/',
      request: (c) => ({ url: '/api/wizard/departments/', body: { name: `Department ${c.n}`, parent_id: null } }),
      // Only an unscoped admin creates top-level departments.
      expect: management(201, { scopedAdmin: 403 }),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/sub-department/',
      request: (c) => ({ url: '/api/wizard/sub-department/', body: { name: `Sub ${c.n}`, parent_id: c.targets.department.id } }),
      // A parent out of reach is an unknown reference (400), as for any body field.
      expect: management(201, { scopedAdmin: 400, foreign: 400 }),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/departments/:id/',
      request: (c) => ({ url: `/api/wizard/departments/${c.targets.department.id}/`, body: { name: `Renamed ${c.n}`, parent_id: null } }),
      expect: aTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/departments/:id/',
      request: (c) => ({ url: `/api/wizard/departments/${c.targets.emptyDepartment}/` }),
      expect: aTarget(204),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/project-departments/',
      request: () => ({ url: '/api/wizard/project-departments/' }),
      expect: management(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/sub-departments/',
      request: (c) => ({ url: `/api/wizard/sub-departments/?department=${c.targets.department.id}` }),
      expect: aTarget(200),
      project: true,
    },

    // Management: positions
    { method: 'GET', route: '/api/wizard/positions/', request: () => ({ url: '/api/wizard/positions/' }), expect: management(200), project: true },
    {
      method: 'POST',
      route: '/api/wizard/positions/',
      request: (c) => ({ url: '/api/wizard/positions/', body: { name: `Position ${c.n}`, department_id: c.targets.department.id, parent_id: null } }),
      expect: management(201, { scopedAdmin: 400, foreign: 400 }),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/positions/:id/',
      request: (c) => ({
        url: `/api/wizard/positions/${c.targets.position.id}/`,
        body: { name: `Renamed ${c.n}`, department_id: c.targets.department.id, parent_id: null },
      }),
      expect: aTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/positions/:id/',
      request: (c) => ({ url: `/api/wizard/positions/${c.targets.emptyPosition}/` }),
      expect: aTarget(204),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/department-positions/',
      request: (c) => ({ url: `/api/wizard/department-positions/?department=${c.targets.department.id}` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/filtered-department-positions/',
      request: (c) => ({ url: `/api/wizard/filtered-department-positions/?department=${c.targets.department.id}&sub_department=${c.targets.sub.id}` }),
      expect: aTarget(200),
      project: true,
    },

    // Management: employees
    { method: 'GET', route: '/api/wizard/employees/', request: () => ({ url: '/api/wizard/employees/' }), expect: management(200), project: true },
    { method: 'GET', route: '/api/wizard/employees-list/', request: () => ({ url: '/api/wizard/employees-list/' }), expect: management(200), project: true },
    {
      method: 'GET',
      route: '/api/wizard/employee/:id/',
      request: (c) => ({ url: `/api/wizard/employee/${c.targets.employee.id}/` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/employee/:id/',
      request: (c) => {
        const e = c.targets.employee;
        return { url: `/api/wizard/employee/${e.id}/`, body: employeeBody(c, e.number, e.username, e.email, '') };
      },
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/account/resend-invitation/:id/',
      request: (c) => ({ url: `/api/account/resend-invitation/${c.targets.employee.accountId}/` }),
      expect: aTarget(204),
    },
    {
      method: 'POST',
      route: '/api/wizard/employee/:id/invitation-link/',
      request: (c) => ({ url: `/api/wizard/employee/${c.targets.employee.id}/invitation-link/` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/add-employee/',
      request: (c) => ({ url: '/api/wizard/add-employee/', body: employeeBody(c, `N-${c.n}`, `new_${run}_${c.n}`, `new-${run}-${c.n}@example.com`, PASSWORD) }),
      // Placing someone in a department out of reach is an unknown reference (400).
      expect: management(201, { scopedAdmin: 400, foreign: 400 }),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/terminate-employee/:id/',
      request: (c) => ({ url: `/api/wizard/terminate-employee/${c.targets.employee.id}/`, body: { action: 'terminate' } }),
      expect: aTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/account/add-user-to-employee/',
      request: (c) => ({
        url: '/api/account/add-user-to-employee/',
        body: { account_id: c.targets.looseAccount, employee_number: `L-${c.n}`, department: c.targets.department.id },
      }),
      expect: management(201, { scopedAdmin: 400, foreign: 404 }),
      project: true,
      fresh: true,
    },
    // The template is the same for every project.
    {
      method: 'GET',
      route: '/api/wizard/import-users-from-csv/',
      request: () => ({ url: '/api/wizard/import-users-from-csv/?format=csv' }),
      expect: management(200),
    },
    {
      method: 'POST',
      route: '/api/wizard/import-users-from-csv/',
      request: (c) => {
        const header = 'employee_number,first_name,last_name,email,username,password,role,department,sub_department,position,report_to';
        const row = `I-${c.n},Imported,Person,imp-${run}-${c.n}@example.com,imp_${run}_${c.n},,user,${c.targets.department.name},${c.targets.sub.name},${c.targets.position.name},${c.targets.employee.number}`;
        return { url: '/api/wizard/import-users-from-csv/', file: { name: 'people.csv', bytes: Buffer.from(`${header}\r\n${row}\r\n`), type: 'text/csv' } };
      },
      // A department out of reach is an unknown name in the file: the whole file is refused (422).
      expect: management(200, { scopedAdmin: 422, foreign: 422 }),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/account/export-employees/',
      request: () => ({ url: '/api/account/export-employees/?format=csv' }),
      expect: management(200),
      project: true,
    },

    // Evaluation setup: each area's rows live beside this file (authorization/areas.ts)
    ...AREAS.flatMap((area) => area.rows),
  ];

  const key = (method: string, route: string) => `${method} ${route.replace(/:(\w+)/g, '{$1}')}`;

  it('the table lists every endpoint of the OpenAPI document, once', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as { paths: Record<string, Record<string, unknown>> };
    const documented = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((m) => key(m.toUpperCase(), path)))
      .filter((k) => !k.startsWith('HEAD '))
      .sort();
    const listed = ROWS.map((r) => key(r.method, r.route)).sort();
    expect(new Set(listed).size).toBe(listed.length);
    expect(listed).toEqual(documented);
    expect(listed.length).toBeGreaterThanOrEqual(50);
  });

  it.each(ROWS.map((row) => [key(row.method, row.route), row] as const))('%s', async (_name, row) => {
    const statuses = {} as Expected;
    const problems: string[] = [];
    // Every cell is checked even when an earlier one fails, so that a failure shows the whole row.
    for (const actor of ACTORS) {
      const w = row.isolated ? await buildWorld() : world;
      const fresh = Boolean(row.fresh || row.isolated);
      const targets = fresh ? await buildTargets(w) : shared;
      const who = await caller(w, actor);
      const cell: Cell = { world: w, targets, area: await areaTargets(row, w, targets, fresh), actor, me: who.me, n: serial++ };
      const expected = row.expect[actor];
      const checkUnchanged = row.method !== 'GET' && expected >= 400;
      const before = checkUnchanged ? await fingerprint(w, targets) : null;
      const res = await send(row, cell, who.project);
      statuses[actor] = res.statusCode;
      if (res.statusCode < 300) row.after?.(cell, res);
      if (res.statusCode !== expected) problems.push(`${actor}: ${res.statusCode} ${res.body.slice(0, 200)}`);
      // Refusals have the one error shape, with the code that says why.
      const codes: Record<number, string> = { 401: 'not_authenticated', 403: actor === 'noPackage' ? 'package_inactive' : 'forbidden', 404: 'not_found' };
      if (res.statusCode === expected && codes[expected]) expect.soft(res.json(), `${actor}`).toEqual({ detail: expect.any(String), code: codes[expected] });
      if (before)
        expect.soft(await fingerprint(w, targets), `${actor} must be refused (${expected}) and change nothing; it answered ${res.statusCode}`).toEqual(before);
    }
    expect(statuses, problems.join('\n')).toEqual(row.expect);
  });

  describe('the selected project (X-Project-Id)', () => {
    it.each(ROWS.filter((r) => r.project).map((row) => [key(row.method, row.route), row] as const))(
      '%s without X-Project-Id → 400 { "x-project-id": [...] }, for the super admin and an admin',
      async (_name, row) => {
        for (const actor of ['superAdmin', 'admin'] as const) {
          if (row.expect[actor] >= 400) continue;
          const targets = row.fresh ? await buildTargets(world) : shared;
          const area = await areaTargets(row, world, targets, Boolean(row.fresh));
          const cell: Cell = { world, targets, area, actor, me: world.actors[actor], n: serial++ };
          const before = row.method === 'GET' ? null : await fingerprint(world, targets);
          const res = await send(row, cell, undefined);
          expect(res.statusCode, `${actor}: ${res.body}`).toBe(400);
          expect(res.json()).toEqual({ 'x-project-id': ['This field is required'] });
          if (before) expect(await fingerprint(world, targets)).toEqual(before);
        }
      },
    );

    it('routes that need no project work without X-Project-Id', async () => {
      for (const row of ROWS.filter((r) => !r.project && !r.isolated)) {
        const targets = row.fresh ? await buildTargets(world) : shared;
        const area = await areaTargets(row, world, targets, Boolean(row.fresh));
        const cell: Cell = { world, targets, area, actor: 'superAdmin', me: world.actors.superAdmin, n: serial++ };
        const res = await send(row, cell, undefined);
        if (res.statusCode < 300) row.after?.(cell, res);
        expect(res.statusCode, `${key(row.method, row.route)}: ${res.body}`).toBe(row.expect.superAdmin);
      }
    });

    it('another company’s project, an unknown one and a malformed one are all 404, even for public-looking reads', async () => {
      const token = await tokenOf(world.actors.superAdmin);
      for (const project of [String(foreign.projectId), String(noPackage.projectId), '999999999', 'abc', '0', '1.5']) {
        for (const url of ['/api/account/me/', '/api/wizard/departments/', `/api/wizard/employee/${shared.employee.id}/`]) {
          const res = await call(t.app, 'GET', url, { token, headers: { 'x-project-id': project } });
          expect(res.statusCode, `${url} with ${project}`).toBe(404);
          expect(res.json().code).toBe('not_found');
        }
      }
      // A second project of the same company is fine, and holds none of the first project's rows.
      const res = await call(t.app, 'GET', `/api/wizard/employee/${shared.employee.id}/`, { token, project: shared.project });
      expect(res.statusCode).toBe(404);
    });

    it("a user's projects are those they are an employee of: another project of their company is 404", async () => {
      const token = await tokenOf(world.actors.user);
      const own = await call(t.app, 'GET', '/api/account/me/', { token, project: world.a.projectId });
      expect(own.statusCode, own.body).toBe(200);
      const other = await call(t.app, 'GET', '/api/account/me/', { token, project: shared.project });
      expect(other.statusCode, other.body).toBe(404);
      expect(other.json().code).toBe('not_found');
      // An admin reaches every project of the company.
      const admin = await call(t.app, 'GET', '/api/account/me/', { token: await tokenOf(world.actors.admin), project: shared.project });
      expect(admin.statusCode, admin.body).toBe(200);
    });
  });

  describe('rights that must not grow', () => {
    it('a company without a package is not covered by another company’s payment', async () => {
      const token = await tokenOf(noPackage.owner);
      const record = await call(t.app, 'GET', '/api/account/check-user-permission/', { token, project: noPackage.projectId });
      expect(record.json()).toMatchObject({ user_type: 'super_admin', package: 'no' });
      const wizard = await call(t.app, 'GET', '/api/wizard/departments/', { token, project: noPackage.projectId });
      expect(wizard.statusCode).toBe(403);
      expect(wizard.json().code).toBe('package_inactive');
    });

    it('an admin cannot take over a super admin’s or another admin’s account through the employee form', async () => {
      const c = { companyId: world.a.companyId, projectId: world.a.projectId };
      const victims = [
        { account: world.actors.superAdmin, number: `SA-${unique()}` },
        { account: (await account(world.a.companyId, 'admin')).id, number: `AD-${unique()}` },
      ];
      const token = await tokenOf(world.actors.admin);
      for (const victim of victims) {
        const [row] = await t.deps.db
          .insert(employees)
          .values({ ...c, accountId: victim.account, employeeNumber: victim.number, firstName: 'Boss', lastName: 'Person' })
          .returning();
        const [acc] = await t.deps.db.select().from(accounts).where(eq(accounts.id, victim.account));
        const res = await call(t.app, 'PUT', `/api/wizard/employee/${row!.id}/`, {
          token,
          project: world.a.projectId,
          body: {
            employee_number: victim.number,
            first_name: 'Boss',
            last_name: 'Person',
            username: acc!.username,
            email: acc!.email,
            password: 'Taken-over-123',
            role: acc!.role === 'super_admin' ? 'admin' : acc!.role,
            department: null,
            sub_department: null,
            position: null,
            report_to: null,
          },
        });
        expect(res.statusCode, `${acc!.role}: ${res.body.slice(0, 120)}`).toBe(403);
        const login = await call(t.app, 'POST', '/api/token/', { body: { username: acc!.username, password: 'Taken-over-123' } });
        expect(login.statusCode, `signing in as the ${acc!.role} with a password set by an admin`).toBe(401);
      }
    });

    it('a scoped admin who deletes the department of its scope does not gain every department', async () => {
      const c = { companyId: world.a.companyId, projectId: world.a.projectId };
      const own = await addDepartment(t.deps, c, `Own ${unique()}`);
      const admin = await account(world.a.companyId, 'admin');
      await scopeAdmin(t.deps, admin.id, [own.id]);
      const url = `/api/wizard/employee/${shared.employee.id}/`;
      expect((await call(t.app, 'GET', url, { token: await tokenOf(admin.id), project: world.a.projectId })).statusCode).toBe(404);
      await call(t.app, 'DELETE', `/api/wizard/departments/${own.id}/`, { token: await tokenOf(admin.id), project: world.a.projectId });
      const after = await call(t.app, 'GET', url, { token: await tokenOf(admin.id), project: world.a.projectId });
      expect(after.statusCode, 'the out-of-scope employee after the scope department was deleted').toBe(404);
    });
  });

  describe('what a scoped admin and another company see in lists', () => {
    const asList = async (actor: 'scopedAdmin' | 'admin' | 'foreign', url: string) => {
      const me = actor === 'foreign' ? foreign.owner : world.actors[actor];
      const project = actor === 'foreign' ? foreign.projectId : world.a.projectId;
      const res = await call(t.app, 'GET', url, { token: await tokenOf(me), project });
      expect(res.statusCode, res.body).toBe(200);
      return res;
    };

    it('departments, sub-departments and positions outside the scope are not listed', async () => {
      const c = { companyId: world.a.companyId, projectId: world.a.projectId };
      const inside = await addDepartment(t.deps, c, `Inside ${unique()}`, world.scope.id);
      const insidePosition = await addPosition(t.deps, c, world.scope.id, `Inside position ${unique()}`);

      const ids = (list: Array<{ id: number }>) => list.map((d) => d.id);
      const scopedDepartments = (await asList('scopedAdmin', '/api/wizard/departments/')).json();
      expect(ids(scopedDepartments).sort()).toEqual([world.scope.id, inside.id].sort());
      expect(scopedDepartments.find((d: { id: number }) => d.id === world.scope.id).parent_id).toBeNull();
      expect(ids((await asList('scopedAdmin', '/api/wizard/project-departments/')).json())).toEqual([world.scope.id]);
      expect(ids((await asList('scopedAdmin', '/api/wizard/positions/')).json())).toEqual([insidePosition.id]);

      const all = ids((await asList('admin', '/api/wizard/departments/')).json());
      expect(all).toEqual(expect.arrayContaining([world.scope.id, inside.id, shared.department.id, shared.sub.id]));
      const foreignDepartments = ids((await asList('foreign', '/api/wizard/departments/')).json());
      expect(foreignDepartments).not.toContain(shared.department.id);
      expect(foreignDepartments).not.toContain(world.scope.id);
    });

    it('employees outside the scope are not listed, exported or offered as managers', async () => {
      const numbers = (page: { results: Array<{ employee_number: string }> }) => page.results.map((e) => e.employee_number);
      const scoped = (await asList('scopedAdmin', '/api/wizard/employees/?status=all&page_size=200')).json();
      expect(scoped.count).toBe(1);
      expect(scoped.results[0].id).toBe(world.scope.employee);
      const options = (await asList('scopedAdmin', '/api/wizard/employees-list/')).json();
      expect(options.map((o: { id: number }) => o.id)).toEqual([world.scope.employee]);
      const exported = (await asList('scopedAdmin', '/api/account/export-employees/?format=csv')).body;
      expect(exported).not.toContain(shared.employee.number);
      expect(exported).not.toContain(shared.employee.username);
      expect(exported.trim().split(/\r?\n/)).toHaveLength(2);

      const unscoped = numbers((await asList('admin', '/api/wizard/employees/?status=all&page_size=200')).json());
      expect(unscoped).toContain(shared.employee.number);
      const foreignList = (await asList('foreign', '/api/wizard/employees/?status=all&page_size=200')).json();
      expect(numbers(foreignList)).not.toContain(shared.employee.number);
      const foreignExport = (await asList('foreign', '/api/account/export-employees/?format=csv')).body;
      expect(foreignExport).not.toContain(shared.employee.username);
    });

    it('the permission and admin lists of another company show none of company A’s accounts', async () => {
      const usernames = async (url: string) => ((await asList('foreign', url)).json().results as Array<{ id: number }>).map((r) => r.id);
      const aAccounts = [...Object.values(world.actors), shared.employee.accountId];
      for (const url of ['/api/account/permissions/?page_size=200', '/api/wizard/admins/?page_size=200']) {
        const ids = await usernames(url);
        expect(ids).toContain(foreign.owner);
        for (const id of aAccounts) expect(ids).not.toContain(id);
      }
    });
  });
});
