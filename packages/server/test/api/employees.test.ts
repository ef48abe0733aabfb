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
    expect(Object.keys(empty.json()).sort()).toEqual(['email', 'employee_number', 'first_name', 'last_name', 'password', 'username']);

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
    expect(junior.report_to).toEqual({ id: middle.id, full_name: middle.full_name });
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
});
