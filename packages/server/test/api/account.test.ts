import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, addNotification, addProject, createAccount, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

describe('the signed-in caller: me, permission record, projects, notifications', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { first_name: 'Leyla', last_name: 'Aliyeva', company: 'Acme' });
    globex = await tenant(t, { company: 'Globex' });
  });
  afterAll(() => t.close());

  const anonymousRefused = ['/api/account/me/', '/api/account/check-user-permission/', '/api/wizard/projects/', '/api/notifications/notifications/'];
  it.each(anonymousRefused)('GET %s without a token → 401', async (url) => {
    const res = await call(t.app, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
    expect((await acme.as('not.a.token').get(url)).statusCode).toBe(401);
  });

  it('GET /api/account/me/ returns the account record of docs/product.md §2.4', async () => {
    const res = await acme.call.get('/api/account/me/');
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toEqual({
      id: acme.owner.id,
      full_name: 'Leyla Aliyeva',
      image: null,
      user: { email: expect.stringContaining('@example.com'), id: acme.owner.id },
      company: { company_name: 'Acme', id: acme.companyId, logo: null },
      language: null,
      // The test app has no SMTP_URL: emails stay in the outbox (ADR 28).
      mail_configured: false,
    });
  });

  it('GET /api/account/check-user-permission/ per role with permission codes', async () => {
    const owner = await acme.call.get('/api/account/check-user-permission/');
    expect(owner.json()).toEqual({
      code: expect.stringMatching(/^C[0-9A-F]{10}$/),
      permission: [],
      user_type: 'super_admin',
      package: 'yes',
      all_departments: true,
      departments: [],
    });

    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    const adminRecord = await acme.as((await signIn(t, admin.username)).access, null).get('/api/account/check-user-permission/');
    expect(adminRecord.json()).toMatchObject({ user_type: 'admin', package: 'yes', permission: [] });

    const user = await createAccount(t.deps, acme.companyId, { role: 'user', permissions: ['dge', 'dsv'] });
    const userRecord = await acme.as((await signIn(t, user.username)).access, null).get('/api/account/check-user-permission/');
    expect(userRecord.json()).toMatchObject({ user_type: 'user', package: 'yes', permission: ['dge', 'dsv'] });
    expect(userRecord.json().code).toBe(owner.json().code);
  });

  it('GET /api/wizard/projects/ lists only the caller’s company projects, oldest first', async () => {
    const second = await addProject(t.deps, acme.companyId, 'Baku branch');
    await addProject(t.deps, globex.companyId, 'Globex secret project');
    const res = await acme.call.get('/api/wizard/projects/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: acme.projectId, project_name: 'Main project' },
      { id: second.id, project_name: 'Baku branch' },
    ]);
    // A user sees the projects they are an employee of, and may select only those.
    const user = await addEmployee(t.deps, { companyId: acme.companyId, projectId: second.id });
    const userToken = (await signIn(t, user.account.username)).access;
    const asUser = await acme.as(userToken, null).get('/api/wizard/projects/');
    expect(asUser.json()).toEqual([{ id: second.id, project_name: 'Baku branch' }]);
    expect((await acme.as(userToken).get('/api/account/me/')).statusCode).toBe(404);
    expect((await acme.as(userToken, second.id).get('/api/account/me/')).statusCode).toBe(200);
  });

  it('GET /api/notifications/notifications/ counts only the caller’s unread notifications', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const colleague = await createAccount(t.deps, acme.companyId);
    await addNotification(t.deps, user, { title: 'First' });
    await addNotification(t.deps, user, { title: 'Second' });
    await addNotification(t.deps, user, { title: 'Already read', isRead: true });
    await addNotification(t.deps, colleague, { title: 'Not yours' });
    const res = await acme.as((await signIn(t, user.username)).access, null).get('/api/notifications/notifications/?unread=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(body.results[0]).toMatchObject({ is_read: false, kind: 'info', link: null });
  });

  it('answers 404 when the selected project belongs to another company, and accepts its own', async () => {
    const foreign = await acme.inProject(globex.projectId).get('/api/account/me/');
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found any data', code: 'not_found' });
    for (const bad of ['abc', '-1', '999999']) {
      expect((await call(t.app, 'GET', '/api/wizard/projects/', { token: acme.token, headers: { 'x-project-id': bad } })).statusCode).toBe(404);
    }
    const own = await acme.call.get('/api/account/me/');
    expect(own.statusCode).toBe(200);
  });

  it('never shows one company’s caller another company’s data', async () => {
    await addProject(t.deps, acme.companyId, 'Acme only');
    const me = (await globex.call.get('/api/account/me/')).json();
    expect(me.company).toEqual({ company_name: 'Globex', id: globex.companyId, logo: null });
    const projects = (await globex.call.get('/api/wizard/projects/')).json();
    expect(projects.map((p: { id: number }) => p.id)).toContain(globex.projectId);
    expect(projects.every((p: { project_name: string }) => p.project_name !== 'Acme only')).toBe(true);
  });
});
