import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, PASSWORD, scopeAdmin, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const JPEG = Buffer.from(
  'ffd8ffe000104a46494600010100000100010000ffdb004300080606070605080707070909080a0c140d0c0b0b0c1912130f141d1a1f1e1d1a1c1c20242e2720222c231c1c2837292c30313434341f27393d38323c2e333432ffc0000b080001000101011100ffc4001f0000010501010101010100000000000000000102030405060708090a0bffc400b5100002010303020403050504040000017d01020300041105122131410613516107227114328191a1082342b1c11552d1f02433627282090a161718191a25262728292a3435363738393a434445464748494a535455565758595a636465666768696a737475767778797a838485868788898a92939495969798999aa2a3a4a5a6a7a8a9aab2b3b4b5b6b7b8b9bac2c3c4c5c6c7c8c9cad2d3d4d5d6d7d8d9dae1e2e3e4e5e6e7e8e9eaf1f2f3f4f5f6f7f8f9faffda0008010100003f00fbfcffd9',
  'hex',
);

describe('the user panel', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  let sales: { id: number };
  let it1: { id: number };
  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    globex = await tenant(t);
    sales = await addDepartment(t.deps, acme, 'Sales');
    it1 = await addDepartment(t.deps, acme, 'IT');
  });
  afterAll(() => t.close());

  it('shows an employee their own profile with department, position and manager', async () => {
    const position = await addPosition(t.deps, acme, sales.id, 'Seller');
    const manager = await addEmployee(t.deps, acme, { firstName: 'Samir', lastName: 'Bayramov', departmentId: sales.id });
    const me = await addEmployee(t.deps, acme, {
      firstName: 'Aygun',
      lastName: 'Hasanova',
      departmentId: sales.id,
      positionId: position.id,
      reportToId: manager.id,
    });
    const token = (await signIn(t, me.account.username)).access;
    const res = await acme.as(token).get(`/api/account/user-panel/${me.account.id}/`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      account: { id: me.account.id, full_name: 'Aygun Hasanova', username: me.account.username, role: 'user', image: null },
      employee: { id: me.id, department: { name: 'Sales' }, position: { name: 'Seller' }, report_to: { id: manager.id, full_name: 'Samir Bayramov' } },
    });
  });

  it('lets a user open only their own panel; admins open any in their scope; other companies get 404', async () => {
    const a = await addEmployee(t.deps, acme, { departmentId: sales.id });
    const b = await addEmployee(t.deps, acme, { departmentId: it1.id });
    const tokenA = (await signIn(t, a.account.username)).access;
    expect((await acme.as(tokenA).get(`/api/account/user-panel/${b.account.id}/`)).statusCode).toBe(404);
    expect((await acme.call.get(`/api/account/user-panel/${b.account.id}/`)).statusCode).toBe(200);

    const scoped = await addEmployee(t.deps, acme, { role: 'admin', departmentId: sales.id });
    await scopeAdmin(t.deps, scoped.account.id, [sales.id]);
    const scopedToken = (await signIn(t, scoped.account.username)).access;
    expect((await acme.as(scopedToken).get(`/api/account/user-panel/${a.account.id}/`)).statusCode).toBe(200);
    expect((await acme.as(scopedToken).get(`/api/account/user-panel/${b.account.id}/`)).statusCode).toBe(404);

    expect((await globex.call.get(`/api/account/user-panel/${a.account.id}/`)).statusCode).toBe(404);
  });

  it('changes the profile and the avatar', async () => {
    const me = await addEmployee(t.deps, acme);
    const token = (await signIn(t, me.account.username)).access;
    const res = await acme.as(token).put(`/api/account/user-panel/${me.account.id}/`, { first_name: 'Tural', last_name: 'Mammadli', email: 'tural@acme.test' });
    expect(res.json().account).toMatchObject({ full_name: 'Tural Mammadli', email: 'tural@acme.test' });
    expect(res.json().employee.full_name).toBe('Tural Mammadli');
    const avatar = await acme.as(token).upload(`/api/account/edit-avatar/${me.account.id}/`, 'me.jpg', JPEG);
    expect(avatar.statusCode).toBe(200);
    const image = avatar.json().account.image as string;
    expect((await call(t.app, 'GET', image)).headers['content-type']).toBe('image/jpeg');
    expect((await acme.as(token).get('/api/account/me/')).json().image).toBe(image);
    const bad = await acme.as(token).upload(`/api/account/edit-avatar/${me.account.id}/`, 'me.gif', Buffer.from('GIF89a....'));
    expect(bad.json()).toEqual({ file: ['Upload a PNG, JPEG or WebP image.'] });
  });

  it('changes the password: the old one must be right, the new one different and long enough; other sessions end', async () => {
    const me = await addEmployee(t.deps, acme);
    const first = await signIn(t, me.account.username);
    const second = await signIn(t, me.account.username);
    const mine = acme.as(first.access);
    const wrong = await mine.post('/api/account/change-password/', {
      old_password: 'not-it-at-all',
      new_password: 'new-password-1',
      confirm_password: 'new-password-1',
    });
    expect(wrong.json()).toEqual({ old_password: ['The old password is not correct.'] });
    const same = await mine.post('/api/account/change-password/', { old_password: PASSWORD, new_password: PASSWORD, confirm_password: PASSWORD });
    expect(same.json()).toEqual({ new_password: ['The new password must differ from the old one.'] });
    const short = await mine.post('/api/account/change-password/', { old_password: PASSWORD, new_password: 'short', confirm_password: 'other' });
    expect(short.json()).toEqual({ new_password: ['A password has at least 8 characters'], confirm_password: ['Passwords must match'] });

    const ok = await mine.post('/api/account/change-password/', { old_password: PASSWORD, new_password: 'new-password-1', confirm_password: 'new-password-1' });
    expect(ok.statusCode).toBe(200);
    const fresh = ok.json();
    expect((await acme.as(fresh.access).get('/api/account/me/')).statusCode).toBe(200);
    expect((await acme.as(second.access).get('/api/account/me/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: second.refresh } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: fresh.refresh } })).statusCode).toBe(200);
    await signIn(t, me.account.username, 'new-password-1');
  });
});
