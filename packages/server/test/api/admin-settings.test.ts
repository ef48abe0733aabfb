import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, departments } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, createCompany, signIn, type TestCompany } from '../helpers/factories.ts';

describe('admin settings', () => {
  let t: TestApp;
  let acme: TestCompany;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps);
    token = (await signIn(t, acme.owner.username)).access;
  });
  afterAll(() => t.close());

  it('grants permission codes that open goals and competencies for a user', async () => {
    const user = await addEmployee(t.deps, acme, { firstName: 'Elvin' });
    const res = await call(t.app, 'PUT', `/api/account/permissions/${user.account.id}/`, { token, body: { permissions: ['dge', 'dsv', 'dge'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.account.id, permissions: ['dge', 'dsv'], departments: [] });
    const userToken = (await signIn(t, user.account.username)).access;
    expect((await call(t.app, 'GET', '/api/account/check-user-permission/', { token: userToken })).json().permission).toEqual(['dge', 'dsv']);
    const bad = await call(t.app, 'PUT', `/api/account/permissions/${user.account.id}/`, { token, body: { permissions: ['root'] } });
    expect(bad.statusCode).toBe(400);
    const list = (await call(t.app, 'GET', '/api/account/permissions/?search=elvin', { token })).json();
    expect(list.results.map((a: { id: number }) => a.id)).toEqual([user.account.id]);
  });

  it('answers a permissions save with the account just written, even inactive or with a name inside 50 others', async () => {
    const inactive = await addEmployee(t.deps, acme, { firstName: 'Dormant' });
    await t.deps.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, inactive.account.id));
    const saved = await call(t.app, 'PUT', `/api/account/permissions/${inactive.account.id}/`, { token, body: { permissions: ['dgv'] } });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ id: inactive.account.id, username: inactive.account.username, permissions: ['dgv'], departments: [] });

    // "ali" lies inside 51 other usernames: a name search would page it away.
    const ali = await addEmployee(t.deps, acme, { firstName: 'Ali' });
    await t.deps.db.update(accounts).set({ username: 'ali' }).where(eq(accounts.id, ali.account.id));
    for (let i = 0; i < 51; i++) {
      const other = await createAccount(t.deps, acme.companyId, { firstName: 'Aaron' });
      await t.deps.db
        .update(accounts)
        .set({ username: `aali${String(i).padStart(2, '0')}`, lastName: 'Aardvark' })
        .where(eq(accounts.id, other.id));
    }
    const res = await call(t.app, 'PUT', `/api/account/permissions/${ali.account.id}/`, { token, body: { permissions: ['dse'] } });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ali.account.id, username: 'ali', permissions: ['dse'] });
  });

  it('gives an admin a department scope that the server enforces on lists and changes', async () => {
    const sales = await addDepartment(t.deps, acme, 'Sales');
    const retail = await addDepartment(t.deps, acme, 'Retail', sales.id);
    const hr = await addDepartment(t.deps, acme, 'HR');
    const inSales = await addEmployee(t.deps, acme, { departmentId: sales.id, subDepartmentId: retail.id });
    const inHr = await addEmployee(t.deps, acme, { departmentId: hr.id });
    const admin = await addEmployee(t.deps, acme, { role: 'admin', departmentId: sales.id });
    const set = await call(t.app, 'PUT', `/api/account/permissions/${admin.account.id}/`, { token, body: { permissions: [], departments: [sales.id] } });
    expect(set.json().departments).toEqual([{ id: sales.id, name: 'Sales' }]);

    const adminToken = (await signIn(t, admin.account.username)).access;
    const opts = { token: adminToken, project: acme.projectId };
    expect((await call(t.app, 'GET', '/api/account/check-user-permission/', opts)).json().departments).toEqual([sales.id]);
    const tree = (await call(t.app, 'GET', '/api/wizard/departments/', opts)).json();
    expect(tree.map((d: { name: string; parent_id: number | null }) => [d.name, d.parent_id])).toEqual([
      ['Retail', sales.id],
      ['Sales', null],
    ]);
    const list = (await call(t.app, 'GET', '/api/wizard/employees/?page_size=200', opts)).json();
    expect(list.results.map((e: { id: number }) => e.id).sort()).toEqual([inSales.id, admin.id].sort());
    expect((await call(t.app, 'GET', `/api/wizard/employee/${inHr.id}/`, opts)).statusCode).toBe(404);
    expect((await call(t.app, 'POST', `/api/wizard/terminate-employee/${inHr.id}/`, { ...opts, body: { action: 'terminate' } })).statusCode).toBe(404);
    expect((await call(t.app, 'PUT', `/api/wizard/departments/${hr.id}/`, { ...opts, body: { name: 'People' } })).statusCode).toBe(404);
    expect((await call(t.app, 'POST', '/api/wizard/departments/', { ...opts, body: { name: 'New top' } })).statusCode).toBe(403);
    // Renaming a department shown as a root of the scope keeps its real parent.
    const renamed = await call(t.app, 'PUT', `/api/wizard/departments/${retail.id}/`, { ...opts, body: { name: 'Retail & Online', parent_id: sales.id } });
    expect(renamed.statusCode).toBe(200);
    const narrow = await addEmployee(t.deps, acme, { role: 'admin', departmentId: sales.id });
    await call(t.app, 'PUT', `/api/account/permissions/${narrow.account.id}/`, { token, body: { permissions: [], departments: [retail.id] } });
    const narrowOpts = { token: (await signIn(t, narrow.account.username)).access, project: acme.projectId };
    const asRoot = (await call(t.app, 'GET', '/api/wizard/departments/', narrowOpts)).json();
    expect(asRoot).toEqual([expect.objectContaining({ id: retail.id, parent_id: null })]);
    const kept = await call(t.app, 'PUT', `/api/wizard/departments/${retail.id}/`, { ...narrowOpts, body: { name: 'Retail', parent_id: null } });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Retail', parent_id: null });
    const [row] = await t.deps.db.select().from(departments).where(eq(departments.id, retail.id));
    expect(row!.parentId).toBe(sales.id);
    expect((await call(t.app, 'POST', '/api/wizard/departments/', { ...opts, body: { name: 'Online', parent_id: sales.id } })).statusCode).toBe(201);
    const outside = await call(t.app, 'POST', '/api/wizard/add-employee/', {
      ...opts,
      body: {
        employee_number: 'S-1',
        first_name: 'A',
        last_name: 'B',
        department: hr.id,
        username: `scoped_${Date.now()}`,
        password: 'password-123',
        email: `s${Date.now()}@acme.test`,
      },
    });
    expect(outside.json()).toEqual({ department: ['No such entry in this project.'] });
  });

  it('makes another account a super admin', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    const res = await call(t.app, 'POST', '/api/wizard/make-super-admin/', { token, body: { account_id: admin.account.id } });
    expect(res.json()).toMatchObject({ id: admin.account.id, role: 'super_admin' });
    const admins = (await call(t.app, 'GET', '/api/wizard/admins/', { token })).json();
    const roles = new Map(admins.results.map((a: { id: number; role: string }) => [a.id, a.role]));
    expect(roles.get(admin.account.id)).toBe('super_admin');
    expect(roles.get(acme.owner.id)).toBe('super_admin');
    const user = await addEmployee(t.deps, acme);
    expect(roles.has(user.account.id)).toBe(false);
    const record = (await call(t.app, 'GET', '/api/account/check-user-permission/', { token: (await signIn(t, admin.account.username)).access })).json();
    expect(record.user_type).toBe('super_admin');
  });

  it('refuses to change one’s own permissions', async () => {
    const res = await call(t.app, 'PUT', `/api/account/permissions/${acme.owner.id}/`, { token, body: { permissions: ['dge'] } });
    expect(res.statusCode).toBe(409);
  });

  it('deletes the whole company only after the exact name is typed', async () => {
    const doomed = await createCompany(t.deps, { company: 'Doomed LLC' });
    const doomedToken = (await signIn(t, doomed.owner.username)).access;
    const wrong = await call(t.app, 'DELETE', '/api/wizard/company/', { token: doomedToken, body: { confirmation: 'Doomed' } });
    expect(wrong.json()).toEqual({ confirmation: ['Type the exact text to confirm.'] });
    const ok = await call(t.app, 'DELETE', '/api/wizard/company/', { token: doomedToken, body: { confirmation: 'Doomed LLC' } });
    expect(ok.statusCode).toBe(204);
    expect(await t.deps.db.select().from(companies).where(eq(companies.id, doomed.companyId))).toEqual([]);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: doomedToken })).statusCode).toBe(401);
    expect((await call(t.app, 'GET', '/api/account/me/', { token })).statusCode).toBe(200);
  });

  it('reports wizard progress from the data', async () => {
    const fresh = await createCompany(t.deps);
    const freshToken = (await signIn(t, fresh.owner.username)).access;
    const before = (await call(t.app, 'GET', '/api/wizard/progress/', { token: freshToken, project: fresh.projectId })).json();
    expect(before).toEqual([
      { key: 'company', done: false },
      { key: 'project', done: true },
      { key: 'departments', done: false },
      { key: 'positions', done: false },
      { key: 'employees', done: false },
      { key: 'periods', done: false },
      { key: 'scales', done: false },
      { key: 'categories', done: false },
      { key: 'competencies', done: false },
      { key: 'goals', done: false },
      { key: 'weights', done: false },
    ]);
    await call(t.app, 'PUT', '/api/wizard/company/', { token: freshToken, body: { company_name: 'Fresh' } });
    await addDepartment(t.deps, fresh, 'One');
    const after = (await call(t.app, 'GET', '/api/wizard/progress/', { token: freshToken, project: fresh.projectId })).json();
    expect(after.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key)).toEqual(['company', 'project', 'departments']);
  });
});
