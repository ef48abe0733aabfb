import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, addNotification, addProject, createAccount, createCompany, signIn, type TestCompany } from '../helpers/factories.ts';

describe('the signed-in caller: me, permission record, projects, notifications', () => {
  let t: TestApp;
  let acme: TestCompany;
  let globex: TestCompany;
  let ownerToken: string;
  beforeAll(async () => {
    t = await createTestApp();
    acme = await createCompany(t.deps, { first_name: 'Leyla', last_name: 'Aliyeva', company: 'Acme' });
    globex = await createCompany(t.deps, { company: 'Globex' });
    ownerToken = (await signIn(t, acme.owner.username)).access;
  });
  afterAll(() => t.close());

  const anonymousRefused = ['/api/account/me/', '/api/account/check-user-permission/', '/api/wizard/projects/', '/api/notifications/notifications/'];
  it.each(anonymousRefused)('GET %s without a token → 401', async (url) => {
    const res = await call(t.app, 'GET', url);
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('not_authenticated');
    expect((await call(t.app, 'GET', url, { token: 'not.a.token' })).statusCode).toBe(401);
  });

  it('GET /api/account/me/ returns the account record of seed §3', async () => {
    const res = await call(t.app, 'GET', '/api/account/me/', { token: ownerToken });
    expect(res.statusCode).toBe(200);
    const me = res.json();
    expect(me).toEqual({
      id: acme.owner.id,
      full_name: 'Leyla Aliyeva',
      image: null,
      user: { email: expect.stringContaining('@example.com'), id: acme.owner.id },
      company: { company_name: 'Acme', id: acme.companyId, logo: null },
    });
  });

  it('GET /api/account/check-user-permission/ per role with permission codes', async () => {
    const owner = await call(t.app, 'GET', '/api/account/check-user-permission/', { token: ownerToken });
    expect(owner.json()).toEqual({ code: expect.stringMatching(/^C[0-9A-F]{10}$/), permission: [], user_type: 'super_admin', package: 'yes', departments: [] });

    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    const adminRecord = await call(t.app, 'GET', '/api/account/check-user-permission/', { token: (await signIn(t, admin.username)).access });
    expect(adminRecord.json()).toMatchObject({ user_type: 'admin', package: 'yes', permission: [] });

    const user = await createAccount(t.deps, acme.companyId, { role: 'user', permissions: ['dge', 'dsv'] });
    const userRecord = await call(t.app, 'GET', '/api/account/check-user-permission/', { token: (await signIn(t, user.username)).access });
    expect(userRecord.json()).toMatchObject({ user_type: 'user', package: 'yes', permission: ['dge', 'dsv'] });
    expect(userRecord.json().code).toBe(owner.json().code);
  });

  it('GET /api/wizard/projects/ lists only the caller’s company projects, oldest first', async () => {
    const second = await addProject(t.deps, acme.companyId, 'Baku branch');
    await addProject(t.deps, globex.companyId, 'Globex secret project');
    const res = await call(t.app, 'GET', '/api/wizard/projects/', { token: ownerToken });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: acme.projectId, project_name: 'Main project' },
      { id: second.id, project_name: 'Baku branch' },
    ]);
    // A user sees the projects they are an employee of, and may select only those.
    const user = await addEmployee(t.deps, { companyId: acme.companyId, projectId: second.id });
    const userToken = (await signIn(t, user.account.username)).access;
    const asUser = await call(t.app, 'GET', '/api/wizard/projects/', { token: userToken });
    expect(asUser.json()).toEqual([{ id: second.id, project_name: 'Baku branch' }]);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: userToken, project: acme.projectId })).statusCode).toBe(404);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: userToken, project: second.id })).statusCode).toBe(200);
  });

  it('GET /api/notifications/notifications/ counts only the caller’s unread notifications', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const colleague = await createAccount(t.deps, acme.companyId);
    await addNotification(t.deps, user, { title: 'First' });
    await addNotification(t.deps, user, { title: 'Second' });
    await addNotification(t.deps, user, { title: 'Already read', isRead: true });
    await addNotification(t.deps, colleague, { title: 'Not yours' });
    const res = await call(t.app, 'GET', '/api/notifications/notifications/', { token: (await signIn(t, user.username)).access });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(body.results.map((n: { title: string }) => n.title)).toEqual(['Second', 'First']);
    expect(body.results[0]).toMatchObject({ is_read: false, kind: 'info', link: null });
  });

  it('answers 404 when the selected project belongs to another company, and accepts its own', async () => {
    const foreign = await call(t.app, 'GET', '/api/account/me/', { token: ownerToken, headers: { 'x-project-id': String(globex.projectId) } });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found any data', code: 'not_found' });
    for (const bad of ['abc', '-1', '999999']) {
      expect((await call(t.app, 'GET', '/api/wizard/projects/', { token: ownerToken, headers: { 'x-project-id': bad } })).statusCode).toBe(404);
    }
    const own = await call(t.app, 'GET', '/api/account/me/', { token: ownerToken, headers: { 'x-project-id': String(acme.projectId) } });
    expect(own.statusCode).toBe(200);
  });

  it('never shows one company’s caller another company’s data', async () => {
    const globexToken = (await signIn(t, globex.owner.username)).access;
    const me = (await call(t.app, 'GET', '/api/account/me/', { token: globexToken })).json();
    expect(me.company).toEqual({ company_name: 'Globex', id: globex.companyId, logo: null });
    const projects = (await call(t.app, 'GET', '/api/wizard/projects/', { token: globexToken })).json();
    expect(projects.every((p: { project_name: string }) => p.project_name !== 'Baku branch')).toBe(true);
  });
});
