import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, employees } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, addProject, createAccount, PASSWORD, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

describe('employees', () => {
  let t: TestApp;
  let acme: Tenant;
  let sales: { id: number };
  let retail: { id: number };
  let it1: { id: number };
  let seller: { id: number };
  let head: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    sales = await addDepartment(t.deps, acme, 'Sales');
    retail = await addDepartment(t.deps, acme, 'Retail', sales.id);
    it1 = await addDepartment(t.deps, acme, 'IT');
    head = await addPosition(t.deps, acme, sales.id, 'Head of Sales');
    seller = await addPosition(t.deps, acme, retail.id, 'Seller', head.id);
  });
  afterAll(() => t.close());
  let n = 0;
  const person = (overrides: Record<string, unknown> = {}) => {
    n += 1;
    return {
      employee_number: `A-${n}`,
      first_name: 'Rashad',
      last_name: `Karimov${n}`,
      department: sales.id,
      sub_department: retail.id,
      position: seller.id,
      report_to: null,
      username: `rashad${n}`,
      password: 'seller-password',
      email: `rashad${n}@acme.test`,
      role: 'user',
      ...overrides,
    };
  };

  it('creates an employee with an account that can sign in and see the user side', async () => {
    const body = person({ first_name: 'Leyla' });
    const res = await acme.call.post('/api/wizard/add-employee/', body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      employee_number: body.employee_number,
      full_name: `Leyla ${body.last_name}`,
      role: 'user',
      status: 'active',
      department: { id: sales.id, name: 'Sales' },
      sub_department: { id: retail.id, name: 'Retail' },
      position: { id: seller.id, name: 'Seller' },
      report_to: null,
    });
    const tokens = await signIn(t, body.username, 'seller-password');
    const record = (await acme.as(tokens.access).get('/api/account/check-user-permission/')).json();
    expect(record).toMatchObject({ user_type: 'user', package: 'yes' });
  });

  it('refuses missing fields, taken names, unknown references and mismatched placement', async () => {
    const empty = await acme.call.post('/api/wizard/add-employee/', {});
    expect(empty.statusCode).toBe(400);
    // No password is no error: the person is invited by email to set one (docs/product.md §2.9).
    expect(Object.keys(empty.json()).sort()).toEqual(['email', 'employee_number', 'first_name', 'last_name', 'username']);

    const first = person();
    await acme.call.post('/api/wizard/add-employee/', first);
    const taken = await acme.call.post('/api/wizard/add-employee/', person({ username: first.username, email: first.email.toUpperCase() }));
    expect(taken.json()).toEqual({ username: ['A user with that username already exists.'] });
    const sameNumber = await acme.call.post('/api/wizard/add-employee/', person({ employee_number: first.employee_number.toLowerCase() }));
    expect(sameNumber.json()).toEqual({ employee_number: ['This employee number is already in use in this project.'] });

    const wrong = await acme.call.post(
      '/api/wizard/add-employee/',
      person({ department: it1.id, sub_department: retail.id, position: 999999, report_to: 999999 }),
    );
    expect(wrong.json()).toEqual({
      sub_department: ['The sub-department must belong to the selected department.'],
      position: ['No such entry in this project.'],
      report_to: ['No such entry in this project.'],
    });
    const misplaced = await acme.call.post('/api/wizard/add-employee/', person({ department: it1.id, sub_department: null, position: seller.id }));
    expect(misplaced.json()).toEqual({ position: ['The position must belong to the selected department or sub-department.'] });
    const short = await acme.call.post('/api/wizard/add-employee/', person({ password: 'short', email: 'nope' }));
    expect(short.json()).toEqual({ password: ['A password has at least 8 characters'], email: ['A valid email is required'] });
  });

  it('refuses a manager who would close a reporting cycle', async () => {
    const boss = (await acme.call.post('/api/wizard/add-employee/', person())).json();
    const middle = (await acme.call.post('/api/wizard/add-employee/', person({ report_to: boss.id }))).json();
    const junior = (await acme.call.post('/api/wizard/add-employee/', person({ report_to: middle.id }))).json();
    expect(junior.report_to).toEqual({ id: middle.id, full_name: middle.full_name, status: 'active' });
    const update = (e: { id: number; employee_number: string; username: string; email: string; last_name: string }, reportTo: number) =>
      acme.call.put(`/api/wizard/employee/${e.id}/`, {
        ...person(),
        employee_number: e.employee_number,
        username: e.username,
        email: e.email,
        last_name: e.last_name,
        password: '',
        report_to: reportTo,
      });
    for (const target of [junior.id, middle.id, boss.id]) {
      const res = await update(boss, target);
      expect(res.statusCode, `boss → ${target}`).toBe(400);
      expect(res.json()).toEqual({ report_to: ['An employee cannot report to themselves or to anyone below them.'] });
    }
    expect((await update(junior, boss.id)).statusCode).toBe(200);
  });

  it('updates an employee: blank password keeps it, a new one signs the old sessions out', async () => {
    const body = person();
    const created = (await acme.call.post('/api/wizard/add-employee/', body)).json();
    const before = await signIn(t, body.username, 'seller-password');
    const kept = await acme.call.put(`/api/wizard/employee/${created.id}/`, { ...body, first_name: 'Renamed', password: '' });
    expect(kept.json().first_name).toBe('Renamed');
    expect((await acme.as(before.access).get('/api/account/me/')).json().full_name).toBe(`Renamed ${body.last_name}`);
    await acme.call.put(`/api/wizard/employee/${created.id}/`, { ...body, password: 'brand-new-password' });
    expect((await acme.as(before.access).get('/api/account/me/')).statusCode).toBe(401);
    await signIn(t, body.username, 'brand-new-password');
  });

  it('lists employees page by page with filters, search and sorting done by the server', async () => {
    const project = await addProject(t.deps, acme.companyId, 'List project');
    const where = { companyId: acme.companyId, projectId: project.id };
    const ops = await addDepartment(t.deps, where, 'Operations');
    const fin = await addDepartment(t.deps, where, 'Finance');
    const boss = await addEmployee(t.deps, where, { firstName: 'Zaur', lastName: 'Aliyev', number: 'B-000', departmentId: ops.id });
    for (let i = 1; i <= 30; i++) {
      await addEmployee(t.deps, where, {
        firstName: `Person${i}`,
        lastName: `Surname${String(i).padStart(2, '0')}`,
        number: `N-${String(i).padStart(3, '0')}`,
        departmentId: i % 3 === 0 ? fin.id : ops.id,
        reportToId: i <= 5 ? boss.id : null,
      });
    }
    const inList = acme.inProject(project.id);
    const list = (query: string) => inList.get(`/api/wizard/employees/?${query}`).then((r) => r.json());
    const page1 = await list('page=1&page_size=10&ordering=employee_number');
    expect(page1.count).toBe(31);
    expect(page1.results).toHaveLength(10);
    expect(page1.results[0].employee_number).toBe('B-000');
    expect(page1.results[1].employee_number).toBe('N-001');
    const page4 = await list('page=4&page_size=10&ordering=employee_number');
    expect(page4.results.map((e: { employee_number: string }) => e.employee_number)).toEqual(['N-030']);
    const desc = await list('page_size=3&ordering=-last_name');
    expect(desc.results.map((e: { last_name: string }) => e.last_name)).toEqual(['Surname30', 'Surname29', 'Surname28']);
    expect((await list(`department=${fin.id}`)).count).toBe(10);
    expect((await list(`manager=${boss.id}`)).count).toBe(5);
    expect((await list('search=surname1')).count).toBe(10);
    expect((await list('search=zaur aliyev')).results[0].employee_number).toBe('B-000');
    const bad = await inList.get('/api/wizard/employees/?page=0&ordering=salary');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['ordering', 'page']);
    const options = (await inList.get('/api/wizard/employees-list/')).json();
    expect(options).toHaveLength(31);
    expect(options[0]).toEqual({ id: boss.id, full_name: 'Zaur Aliyev', employee_number: 'B-000' });
  });

  it('terminates and activates; a terminated employee cannot sign in but keeps their record', async () => {
    const body = person();
    const created = (await acme.call.post('/api/wizard/add-employee/', body)).json();
    const session = await signIn(t, body.username, 'seller-password');
    const terminated = await acme.call.post(`/api/wizard/terminate-employee/${created.id}/`, { action: 'terminate' });
    expect(terminated.json().status).toBe('terminated');
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: body.username, password: 'seller-password' } })).statusCode).toBe(401);
    expect((await acme.as(session.access).get('/api/account/me/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: session.refresh } })).statusCode).toBe(401);
    const archived = (await acme.call.get('/api/wizard/employees/?status=terminated')).json();
    expect(archived.results.map((e: { id: number }) => e.id)).toContain(created.id);
    const active = (await acme.call.get('/api/wizard/employees/?page_size=200')).json();
    expect(active.results.map((e: { id: number }) => e.id)).not.toContain(created.id);

    const activated = await acme.call.post(`/api/wizard/terminate-employee/${created.id}/`, { action: 'activate' });
    expect(activated.json().status).toBe('active');
    await signIn(t, body.username, 'seller-password');
  });

  it('refuses to terminate an admin or a super admin', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    for (const target of [admin.id]) {
      const res = await acme.call.post(`/api/wizard/terminate-employee/${target}/`, { action: 'terminate' });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({ code: 'terminate_admin', detail: 'It is not possible to terminate system admin or super admin.' });
    }
    const owner = await acme.call.post('/api/account/add-user-to-employee/', { account_id: acme.owner.id, employee_number: 'OWNER-1' });
    expect(owner.statusCode).toBe(201);
    const refused = await acme.call.post(`/api/wizard/terminate-employee/${owner.json().id}/`, { action: 'terminate' }, 'az');
    expect(refused.json().detail).toBe('Sistem administratorunun və ya super administratorun işini dayandırmaq mümkün deyil.');
    const [row] = await t.deps.db.select().from(employees).where(eq(employees.id, owner.json().id));
    expect(row!.status).toBe('active');
  });

  it('adds an existing account to another project and refuses a second record in the same one', async () => {
    const other = await addProject(t.deps, acme.companyId, 'Second');
    const account = await createAccount(t.deps, acme.companyId);
    const res = await acme.inProject(other.id).post('/api/account/add-user-to-employee/', { account_id: account.id, employee_number: 'X-1' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ account_id: account.id, username: account.username, employee_number: 'X-1' });
    const again = await acme.inProject(other.id).post('/api/account/add-user-to-employee/', { account_id: account.id, employee_number: 'X-2' });
    expect(again.statusCode).toBe(400);
  });

  it('lets only a super admin hand out the admin role', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    const adminToken = (await signIn(t, admin.account.username, PASSWORD)).access;
    const res = await acme.as(adminToken).post('/api/wizard/add-employee/', person({ role: 'admin' }));
    expect(res.statusCode).toBe(403);
    const asUser = await acme.as(adminToken).post('/api/wizard/add-employee/', person({ role: 'user' }));
    expect(asUser.statusCode).toBe(201);
    const bySuper = await acme.call.post('/api/wizard/add-employee/', person({ role: 'admin' }));
    expect(bySuper.json().role).toBe('admin');
    const [row] = await t.deps.db.select().from(accounts).where(eq(accounts.id, bySuper.json().account_id));
    expect(row!.role).toBe('admin');
  });

  describe('a department at any depth (docs/product.md §2.7)', () => {
    it('places an employee in a third-level department given alone, stored with its parent; its positions and the subtree filter follow', async () => {
      const { id: projectId, scope } = await acme.addProject('Deep');
      const engineering = await addDepartment(t.deps, scope, 'Engineering');
      const backend = await addDepartment(t.deps, scope, 'Backend', engineering.id);
      const platform = await addDepartment(t.deps, scope, 'Platform', backend.id);
      const platformEngineer = await addPosition(t.deps, scope, platform.id, 'Platform Engineer');
      const cfo = await addPosition(t.deps, scope, engineering.id, 'Chief Engineer');
      const inDeep = acme.inProject(projectId);
      const created = await inDeep.post('/api/wizard/add-employee/', person({ department: platform.id, sub_department: null, position: platformEngineer.id }));
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({
        department: { id: backend.id, name: 'Backend' },
        sub_department: { id: platform.id, name: 'Platform' },
        position: { id: platformEngineer.id, name: 'Platform Engineer' },
      });
      // What the form read sends back unchanged is accepted too.
      const again = await inDeep.put(`/api/wizard/employee/${created.json().id}/`, {
        ...person(),
        employee_number: created.json().employee_number,
        username: created.json().username,
        email: created.json().email,
        password: '',
        department: backend.id,
        sub_department: platform.id,
        position: platformEngineer.id,
      });
      expect(again.statusCode, again.body).toBe(200);
      // A position two levels up does not fit.
      const misplaced = await inDeep.post('/api/wizard/add-employee/', person({ department: platform.id, sub_department: null, position: cfo.id }));
      expect(misplaced.json()).toEqual({ position: ['The position must belong to the selected department or sub-department.'] });
      // A top-level department sent as a sub-department of nothing is stored as that department.
      const top = await inDeep.post('/api/wizard/add-employee/', person({ department: null, sub_department: engineering.id, position: cfo.id }));
      expect(top.json()).toMatchObject({ department: { id: engineering.id, name: 'Engineering' }, sub_department: null });
      await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, top.json().id));
      // The list's department filter takes the whole subtree.
      const list = (await inDeep.get(`/api/wizard/employees/?department=${engineering.id}`)).json();
      expect(list.results.map((e: { id: number }) => e.id)).toEqual([created.json().id]);
    });
  });

  describe('terminating a manager moves their reports (docs/product.md §2.7)', () => {
    async function team() {
      const { id: projectId, scope } = await acme.addProject('Team');
      const caller = acme.inProject(projectId);
      const top = await addEmployee(t.deps, scope, { firstName: 'Top', lastName: 'Boss' });
      const boss = await addEmployee(t.deps, scope, { firstName: 'Middle', lastName: 'Boss', reportToId: top.id });
      const a = await addEmployee(t.deps, scope, { firstName: 'Report', lastName: 'A', reportToId: boss.id });
      const b = await addEmployee(t.deps, scope, { firstName: 'Report', lastName: 'B', reportToId: boss.id });
      const deep = await addEmployee(t.deps, scope, { firstName: 'Deep', lastName: 'Report', reportToId: a.id });
      const other = await addEmployee(t.deps, scope, { firstName: 'Other', lastName: 'Lead' });
      const managerOf = async (id: number) => (await caller.get(`/api/wizard/employee/${id}/`)).json().report_to?.id ?? null;
      const terminate = (body: Record<string, unknown>) => caller.post(`/api/wizard/terminate-employee/${boss.id}/`, { action: 'terminate', ...body });
      return { projectId, scope, caller, top, boss, a, b, deep, other, managerOf, terminate };
    }

    it('by default to the terminated person’s own manager, in the same call', async () => {
      const x = await team();
      const res = await x.terminate({});
      expect(res.statusCode, res.body).toBe(200);
      expect(await x.managerOf(x.a.id)).toBe(x.top.id);
      expect(await x.managerOf(x.b.id)).toBe(x.top.id);
      expect(await x.managerOf(x.deep.id)).toBe(x.a.id);
    });

    it('to a chosen manager, or to none; one of the reports may take the place under the terminated person’s manager', async () => {
      const chosen = await team();
      expect((await chosen.terminate({ new_manager: chosen.other.id })).statusCode).toBe(200);
      expect([await chosen.managerOf(chosen.a.id), await chosen.managerOf(chosen.b.id)]).toEqual([chosen.other.id, chosen.other.id]);
      const none = await team();
      expect((await none.terminate({ new_manager: null })).statusCode).toBe(200);
      expect([await none.managerOf(none.a.id), await none.managerOf(none.b.id)]).toEqual([null, null]);
      const promoted = await team();
      expect((await promoted.terminate({ new_manager: promoted.a.id })).statusCode).toBe(200);
      expect([await promoted.managerOf(promoted.a.id), await promoted.managerOf(promoted.b.id)]).toEqual([promoted.top.id, promoted.a.id]);
    });

    it('refuses a new manager who is terminated, below the person, the person, or of another project, and changes nothing', async () => {
      const x = await team();
      const gone = await addEmployee(t.deps, x.scope, { firstName: 'Gone' });
      await x.caller.post(`/api/wizard/terminate-employee/${gone.id}/`, { action: 'terminate' });
      const elsewhere = await addEmployee(t.deps, acme, { firstName: 'Elsewhere' });
      const cycle = 'An employee cannot report to themselves or to anyone below them.';
      for (const [id, message] of [
        [gone.id, 'This employee is terminated: choose an active one.'],
        [x.deep.id, cycle],
        [x.boss.id, cycle],
        [elsewhere.id, 'No such entry in this project.'],
      ] as const) {
        const res = await x.terminate({ new_manager: id });
        expect(res.statusCode, String(id)).toBe(400);
        expect(res.json()).toEqual({ new_manager: [message] });
      }
      const az = await x.terminate({ new_manager: gone.id });
      expect(az.statusCode).toBe(400);
      expect((await x.caller.get(`/api/wizard/employee/${x.boss.id}/`)).json().status).toBe('active');
      expect(await x.managerOf(x.a.id)).toBe(x.boss.id);
    });

    it('a report whose manager was terminated before (an existing row) shows the manager as terminated', async () => {
      const x = await team();
      await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, x.boss.id));
      const a = (await x.caller.get(`/api/wizard/employee/${x.a.id}/`)).json();
      expect(a.report_to).toEqual({ id: x.boss.id, full_name: 'Middle Boss', status: 'terminated' });
      const list = (await x.caller.get(`/api/wizard/employees/?manager=${x.boss.id}`)).json();
      expect(list.results.map((e: { report_to: { status: string } }) => e.report_to.status)).toEqual(['terminated', 'terminated']);
    });
  });

  it('sorts by full name as the list shows it ("First Last", without case); manager likewise', async () => {
    const { id: projectId, scope } = await acme.addProject('Sorting');
    const zaur = await addEmployee(t.deps, scope, { firstName: 'Zaur', lastName: 'Abbasov' });
    await addEmployee(t.deps, scope, { firstName: 'aysel', lastName: 'Zeynalova', reportToId: zaur.id });
    const bahar = await addEmployee(t.deps, scope, { firstName: 'Bahar', lastName: 'Məmmədova' });
    await addEmployee(t.deps, scope, { firstName: 'Cavid', lastName: 'Quliyev', reportToId: bahar.id });
    const names = async (ordering: string) =>
      ((await acme.inProject(projectId).get(`/api/wizard/employees/?ordering=${ordering}`)).json().results as Array<{ full_name: string }>).map(
        (e) => e.full_name,
      );
    expect(await names('full_name')).toEqual(['aysel Zeynalova', 'Bahar Məmmədova', 'Cavid Quliyev', 'Zaur Abbasov']);
    expect(await names('-full_name')).toEqual(['Zaur Abbasov', 'Cavid Quliyev', 'Bahar Məmmədova', 'aysel Zeynalova']);
    expect((await names('manager')).slice(0, 2)).toEqual(['Cavid Quliyev', 'aysel Zeynalova']);
  });
});
