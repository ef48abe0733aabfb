import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts, companies, departments } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

describe('admin settings', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('grants permission codes that open goals and competencies for a user', async () => {
    const user = await addEmployee(t.deps, acme, { firstName: 'Elvin' });
    const res = await acme.call.put(`/api/account/permissions/${user.account.id}/`, { permissions: ['dge', 'dsv', 'dge'], all_departments: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.account.id, permissions: ['dge', 'dsv'], departments: [] });
    const userToken = (await signIn(t, user.account.username)).access;
    expect((await acme.as(userToken).get('/api/account/check-user-permission/')).json().permission).toEqual(['dge', 'dsv']);
    const bad = await acme.call.put(`/api/account/permissions/${user.account.id}/`, { permissions: ['root'], all_departments: true });
    expect(bad.statusCode).toBe(400);
    const list = (await acme.call.get('/api/account/permissions/?search=elvin')).json();
    expect(list.results.map((a: { id: number }) => a.id)).toEqual([user.account.id]);
  });

  it('answers a permissions save with the account just written, even inactive or with a name inside 50 others', async () => {
    const inactive = await addEmployee(t.deps, acme, { firstName: 'Dormant' });
    await t.deps.db.update(accounts).set({ isActive: false }).where(eq(accounts.id, inactive.account.id));
    const saved = await acme.call.put(`/api/account/permissions/${inactive.account.id}/`, { permissions: ['dgv'], all_departments: true });
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
    const res = await acme.call.put(`/api/account/permissions/${ali.account.id}/`, { permissions: ['dse'], all_departments: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: ali.account.id, username: 'ali', permissions: ['dse'] });
  });

  it('saves the permissions table at once, all or nothing, with errors per row (docs/product.md §7.5)', async () => {
    const sales = await addDepartment(t.deps, acme, 'Bulk sales');
    const user = await addEmployee(t.deps, acme, { firstName: 'Bulk' });
    const admin = await addEmployee(t.deps, acme, { role: 'admin', firstName: 'Bulk' });
    const url = '/api/account/permissions/';
    const saved = await acme.call.put(url, {
      changes: [
        { account_id: user.account.id, permissions: ['dge', 'dgv'], all_departments: true },
        { account_id: admin.account.id, permissions: ['dsv'], all_departments: false, departments: [sales.id] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().results).toMatchObject([
      { id: user.account.id, permissions: ['dge', 'dgv'], all_departments: true },
      { id: admin.account.id, permissions: ['dsv'], all_departments: false, departments: [{ id: sales.id, name: 'Bulk sales' }] },
    ]);

    // A department of another company on the second row: nothing is written, the row's field says why.
    const globex = await tenant(t, { company: 'Globex bulk' });
    const theirs = await addDepartment(t.deps, globex, 'Theirs');
    const refused = await acme.call.put(url, {
      changes: [
        { account_id: user.account.id, permissions: [], all_departments: true },
        { account_id: admin.account.id, permissions: [], all_departments: false, departments: [theirs.id] },
      ],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ 'changes.1.departments': ['No such entry in this project.'] });
    const [row] = await t.deps.db.select({ permissions: accounts.permissions }).from(accounts).where(eq(accounts.id, user.account.id));
    expect(row!.permissions).toEqual(['dge', 'dgv']);

    // Another company's account: 404; the caller's own: 409; the same account twice or no row: 400.
    const stranger = await addEmployee(t.deps, globex);
    expect((await acme.call.put(url, { changes: [{ account_id: stranger.account.id, permissions: [], all_departments: true }] })).statusCode).toBe(404);
    expect((await acme.call.put(url, { changes: [{ account_id: acme.owner.id, permissions: [], all_departments: true }] })).statusCode).toBe(409);
    const twice = { account_id: user.account.id, permissions: [], all_departments: true };
    expect((await acme.call.put(url, { changes: [twice, twice] })).json()).toEqual({ changes: ['Each entry may appear only once.'] });
    expect((await acme.call.put(url, { changes: [] })).statusCode).toBe(400);
  });

  it('gives an admin a department scope that the server enforces on lists and changes', async () => {
    const sales = await addDepartment(t.deps, acme, 'Sales');
    const retail = await addDepartment(t.deps, acme, 'Retail', sales.id);
    const hr = await addDepartment(t.deps, acme, 'HR');
    const inSales = await addEmployee(t.deps, acme, { departmentId: sales.id, subDepartmentId: retail.id });
    const inHr = await addEmployee(t.deps, acme, { departmentId: hr.id });
    const admin = await addEmployee(t.deps, acme, { role: 'admin', departmentId: sales.id });
    const set = await acme.call.put(`/api/account/permissions/${admin.account.id}/`, { permissions: [], all_departments: false, departments: [sales.id] });
    expect(set.json().departments).toEqual([{ id: sales.id, name: 'Sales' }]);

    const adminToken = (await signIn(t, admin.account.username)).access;
    const asAdmin = acme.as(adminToken);
    expect((await asAdmin.get('/api/account/check-user-permission/')).json().departments).toEqual([sales.id]);
    const tree = (await asAdmin.get('/api/wizard/departments/')).json();
    expect(tree.map((d: { name: string; parent_id: number | null }) => [d.name, d.parent_id])).toEqual([
      ['Retail', sales.id],
      ['Sales', null],
    ]);
    const list = (await asAdmin.get('/api/wizard/employees/?page_size=200')).json();
    expect(list.results.map((e: { id: number }) => e.id).sort()).toEqual([inSales.id, admin.id].sort());
    expect((await asAdmin.get(`/api/wizard/employee/${inHr.id}/`)).statusCode).toBe(404);
    expect((await asAdmin.post(`/api/wizard/terminate-employee/${inHr.id}/`, { action: 'terminate' })).statusCode).toBe(404);
    expect((await asAdmin.put(`/api/wizard/departments/${hr.id}/`, { name: 'People' })).statusCode).toBe(404);
    expect((await asAdmin.post('/api/wizard/departments/', { name: 'New top' })).statusCode).toBe(403);
    // Renaming a department shown as a root of the scope keeps its real parent.
    const renamed = await asAdmin.put(`/api/wizard/departments/${retail.id}/`, { name: 'Retail & Online', parent_id: sales.id });
    expect(renamed.statusCode).toBe(200);
    const narrow = await addEmployee(t.deps, acme, { role: 'admin', departmentId: sales.id });
    await acme.call.put(`/api/account/permissions/${narrow.account.id}/`, { permissions: [], all_departments: false, departments: [retail.id] });
    const asNarrow = acme.as((await signIn(t, narrow.account.username)).access);
    const asRoot = (await asNarrow.get('/api/wizard/departments/')).json();
    expect(asRoot).toEqual([expect.objectContaining({ id: retail.id, parent_id: null })]);
    const kept = await asNarrow.put(`/api/wizard/departments/${retail.id}/`, { name: 'Retail', parent_id: null });
    expect(kept.statusCode).toBe(200);
    expect(kept.json()).toMatchObject({ name: 'Retail', parent_id: null });
    const [row] = await t.deps.db.select().from(departments).where(eq(departments.id, retail.id));
    expect(row!.parentId).toBe(sales.id);
    expect((await asAdmin.post('/api/wizard/departments/', { name: 'Online', parent_id: sales.id })).statusCode).toBe(201);
    const outside = await asAdmin.post('/api/wizard/add-employee/', {
      employee_number: 'S-1',
      first_name: 'A',
      last_name: 'B',
      department: hr.id,
      username: 'scoped_outside',
      password: 'password-123',
      email: 'scoped.outside@acme.test',
    });
    expect(outside.json()).toEqual({ department: ['No such entry in this project.'] });
  });

  it('keeps an admin whose scope departments were all deleted limited to none, through any later save, until all departments are given', async () => {
    const market = await addDepartment(t.deps, acme, 'Marketing');
    const legal = await addDepartment(t.deps, acme, 'Legal');
    const lawyer = await addEmployee(t.deps, acme, { departmentId: legal.id });
    const admin = await addEmployee(t.deps, acme, { role: 'admin', firstName: 'Scoped' });
    const save = (body: object) => acme.call.put(`/api/account/permissions/${admin.account.id}/`, body);
    expect((await save({ permissions: [], all_departments: false, departments: [market.id] })).json()).toMatchObject({
      all_departments: false,
      departments: [{ id: market.id, name: 'Marketing' }],
    });
    const asAdmin = acme.as((await signIn(t, admin.account.username)).access);
    expect((await asAdmin.get(`/api/wizard/employee/${lawyer.id}/`)).statusCode).toBe(404);

    // The last department of the scope goes: the admin now reaches no department, and says so.
    expect((await acme.call.delete(`/api/wizard/departments/${market.id}/`)).statusCode).toBe(204);
    const record = (await asAdmin.get('/api/account/check-user-permission/')).json();
    expect(record).toMatchObject({ user_type: 'admin', all_departments: false, departments: [] });
    const listed = (await acme.call.get(`/api/account/permissions/?search=${admin.account.username}`)).json();
    expect(listed.results[0]).toMatchObject({ id: admin.account.id, all_departments: false, departments: [] });
    expect((await asAdmin.get(`/api/wizard/employee/${lawyer.id}/`)).statusCode).toBe(404);
    expect((await asAdmin.get('/api/wizard/departments/')).json()).toEqual([]);

    // A super admin saves another change to that row, as the form does: the scope stays empty.
    expect((await save({ permissions: ['dgv'], all_departments: false, departments: [] })).json()).toMatchObject({
      permissions: ['dgv'],
      all_departments: false,
      departments: [],
    });
    expect((await asAdmin.get(`/api/wizard/employee/${lawyer.id}/`)).statusCode).toBe(404);
    expect((await asAdmin.post('/api/wizard/departments/', { name: 'Top' })).statusCode).toBe(403);

    // An inconsistent or silent body changes nothing.
    expect((await save({ permissions: [], all_departments: true, departments: [legal.id] })).json()).toEqual({
      departments: ['Leave the department list empty when the admin manages every department.'],
    });
    expect((await save({ permissions: [], departments: [] })).json()).toEqual({ all_departments: ['This field is required'] });
    expect((await asAdmin.get(`/api/wizard/employee/${lawyer.id}/`)).statusCode).toBe(404);

    // Only saying "all departments" widens the scope.
    expect((await save({ permissions: [], all_departments: true, departments: [] })).json()).toMatchObject({ all_departments: true, departments: [] });
    expect((await asAdmin.get(`/api/wizard/employee/${lawyer.id}/`)).statusCode).toBe(200);
    expect((await asAdmin.get('/api/account/check-user-permission/')).json()).toMatchObject({ all_departments: true, departments: [] });
  });

  it('makes another account a super admin', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    const user = await addEmployee(t.deps, acme);
    const res = await acme.call.post('/api/wizard/make-super-admin/', { account_id: admin.account.id });
    expect(res.json()).toMatchObject({ id: admin.account.id, role: 'super_admin' });
    const admins = (await acme.call.get('/api/wizard/admins/')).json();
    const roles = new Map(admins.results.map((a: { id: number; role: string }) => [a.id, a.role]));
    expect(roles.get(admin.account.id)).toBe('super_admin');
    expect(roles.get(acme.owner.id)).toBe('super_admin');
    // A user is no admin: not in the list.
    expect(roles.has(user.account.id)).toBe(false);
    const record = (await acme.as((await signIn(t, admin.account.username)).access).get('/api/account/check-user-permission/')).json();
    expect(record.user_type).toBe('super_admin');
  });

  it('refuses to change one’s own permissions', async () => {
    const res = await acme.call.put(`/api/account/permissions/${acme.owner.id}/`, { permissions: ['dge'], all_departments: true });
    expect(res.statusCode).toBe(409);
  });

  it('deletes the whole company only after the exact name is typed', async () => {
    const doomed = await tenant(t, { company: 'Doomed LLC' });
    const wrong = await doomed.call('DELETE', '/api/wizard/company/', { confirmation: 'Doomed' });
    expect(wrong.json()).toEqual({ confirmation: ['Type the exact text to confirm.'] });
    const ok = await doomed.call('DELETE', '/api/wizard/company/', { confirmation: 'Doomed LLC' });
    expect(ok.statusCode).toBe(204);
    expect(await t.deps.db.select().from(companies).where(eq(companies.id, doomed.companyId))).toEqual([]);
    expect((await doomed.call.get('/api/account/me/')).statusCode).toBe(401);
    expect((await acme.call.get('/api/account/me/')).statusCode).toBe(200);
  });

  it('reports wizard progress from the data', async () => {
    const fresh = await tenant(t);
    const before = (await fresh.call.get('/api/wizard/progress/')).json();
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
    await fresh.call.put('/api/wizard/company/', { company_name: 'Fresh' });
    await addDepartment(t.deps, fresh, 'One');
    const after = (await fresh.call.get('/api/wizard/progress/')).json();
    expect(after.filter((s: { done: boolean }) => s.done).map((s: { key: string }) => s.key)).toEqual(['company', 'project', 'departments']);
  });
});
