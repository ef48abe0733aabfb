import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { accounts, companies, outboxEmails, payments, projects } from '../../src/db/schema.ts';
import { activateAccount, grantPackage } from '../../src/services/operator/operator.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { companyCode, registerBody } from '../helpers/factories.ts';
import { tenant } from '../helpers/tenant.ts';

describe('POST /api/account/register/ (self-hosted)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('creates the company, its first project and an active super admin with the free package', async () => {
    const body = registerBody({ company: 'Acme Holding', industry: 'Retail' });
    const res = await call(t.app, 'POST', '/api/account/register/', { body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, active: true, username: body.username });

    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.username, body.username));
    expect(account).toMatchObject({ role: 'super_admin', isActive: true, email: body.email, firstName: 'Aysel' });
    expect(account!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, account!.companyId));
    expect(company).toMatchObject({ companyName: 'Acme Holding', industry: 'Retail' });
    const projectRows = await t.deps.db.select().from(projects).where(eq(projects.companyId, company!.id));
    expect(projectRows).toHaveLength(1);
    const paymentRows = await t.deps.db.select().from(payments).where(eq(payments.companyId, company!.id));
    expect(paymentRows).toMatchObject([{ isAccepted: true, package: 'free', endDate: null }]);

    const token = await call(t.app, 'POST', '/api/token/', { body: { username: body.username, password: body.password } });
    expect(token.statusCode).toBe(200);
  });

  it('answers every missing field with "This field is required" and writes nothing', async () => {
    const before = await t.deps.db.select().from(companies);
    const res = await call(t.app, 'POST', '/api/account/register/', { body: {} });
    expect(res.statusCode).toBe(400);
    const required = ['This field is required'];
    expect(res.json()).toEqual({
      first_name: required,
      last_name: required,
      email: required,
      password: required,
      matchPassword: required,
      username: required,
      company: required,
      industry: required,
    });
    expect(await t.deps.db.select().from(companies)).toHaveLength(before.length);
  });

  it('treats blank strings as missing', async () => {
    const res = await call(t.app, 'POST', '/api/account/register/', { body: registerBody({ first_name: '   ', company: '' }) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ first_name: ['This field is required'], company: ['This field is required'] });
  });

  it('refuses an invalid email, a short password and passwords that do not match, field by field', async () => {
    const res = await call(t.app, 'POST', '/api/account/register/', {
      body: registerBody({ email: 'not-an-email', password: 'short', matchPassword: 'different' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      email: ['A valid email is required'],
      password: ['A password has at least 8 characters'],
      matchPassword: ['Passwords must match'],
    });
  });

  it('refuses passwords that do not match even when both are long enough', async () => {
    const res = await call(t.app, 'POST', '/api/account/register/', {
      body: registerBody({ password: 'long-enough-1', matchPassword: 'long-enough-2' }),
    });
    expect(res.json()).toEqual({ matchPassword: ['Passwords must match'] });
  });

  it('refuses a username or an email already taken, ignoring case', async () => {
    const first = registerBody();
    expect((await call(t.app, 'POST', '/api/account/register/', { body: first })).statusCode).toBe(201);
    const res = await call(t.app, 'POST', '/api/account/register/', {
      body: registerBody({ username: first.username.toUpperCase(), email: first.email.toUpperCase() }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it('translates field errors into Azerbaijani and Russian', async () => {
    const az = await call(t.app, 'POST', '/api/account/register/', { body: registerBody({ email: 'x' }), lang: 'az' });
    expect(az.json()).toEqual({ email: ['Düzgün e-poçt ünvanı daxil edin'] });
    const ru = await call(t.app, 'POST', '/api/account/register/', { body: { ...registerBody(), username: undefined }, lang: 'ru-RU,ru;q=0.9' });
    expect(ru.json()).toEqual({ username: ['Это поле обязательно'] });
  });

  it('refuses a body that is not JSON with a 400 and no internal detail', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      headers: { 'content-type': 'application/json' },
      payload: '{"first_name":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Enter a valid value.'] });
  });
});

describe('POST /api/account/register/ (saas)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ DEPLOYMENT_MODE: 'saas' });
  });
  afterAll(() => t.close());

  it('leaves the account inactive with package "no" until the operator activates it and grants a package', async () => {
    const body = registerBody();
    const res = await call(t.app, 'POST', '/api/account/register/', { body });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ success: true, active: false, username: body.username });

    const refused = await call(t.app, 'POST', '/api/token/', { body: { username: body.username, password: body.password } });
    expect(refused.statusCode).toBe(401);
    expect(refused.json().detail).toBe('No active user found with that username and password.');

    await activateAccount(t.deps, body.username);
    const [mail] = await t.deps.db.select().from(outboxEmails).where(eq(outboxEmails.toAddress, body.email));
    expect(mail).toMatchObject({ status: 'stored', subject: 'Your Performa account is active' });
    expect(mail!.textBody).toContain(body.username);

    const tokens = (await call(t.app, 'POST', '/api/token/', { body: { username: body.username, password: body.password } })).json();
    const permission = await call(t.app, 'GET', '/api/account/check-user-permission/', { token: tokens.access });
    expect(permission.json()).toMatchObject({ user_type: 'super_admin', package: 'no' });

    const [account] = await t.deps.db.select().from(accounts).where(eq(accounts.username, body.username));
    await grantPackage(t.deps, await companyCode(t.deps, account!.companyId), { plan: 'annual', months: 12, price: '1200' });
    const after = await call(t.app, 'GET', '/api/account/check-user-permission/', { token: tokens.access });
    expect(after.json()).toMatchObject({ package: 'yes' });
  });
});

describe('POST /api/account/register/: limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ REGISTER_MAX_PER_ADDRESS: '3', REGISTER_WINDOW_MINUTES: '60' });
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  const registerFrom = (address: string, body: unknown, lang?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/account/register/',
      remoteAddress: address,
      headers: lang ? { 'accept-language': lang } : {},
      payload: body as object,
    });

  it('counts every attempt that reaches the identity check, refuses the next with a translated 429 until the window ends', async () => {
    vi.useFakeTimers({ toFake: ['Date'], now: Date.UTC(2026, 10, 23, 9, 0, 0) });
    const address = '198.51.100.77';
    const first = registerBody();
    expect((await registerFrom(address, first)).statusCode).toBe(201);
    // A taken name counts (that answer is what the limit protects); a body refused by its schema does not.
    expect((await registerFrom(address, registerBody({ username: first.username }))).statusCode).toBe(400);
    expect((await registerFrom(address, registerBody({ email: 'not-an-email' }))).statusCode).toBe(400);
    vi.setSystemTime(Date.now() + 20 * 60_000);
    expect((await registerFrom(address, registerBody())).statusCode).toBe(201);

    const refused = await registerFrom(address, registerBody({ username: first.username }), 'ru');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBe(String(40 * 60));
    expect(refused.json()).toEqual({
      code: 'too_many_registrations',
      detail: 'Слишком много попыток регистрации с этого адреса. Подождите 40 мин. и попробуйте снова.',
    });
    const az = await registerFrom(address, registerBody(), 'az');
    expect(az.json().detail).toBe('Bu ünvandan həddindən artıq qeydiyyat cəhdi. Zəhmət olmasa 40 dəqiqə gözləyib yenidən cəhd edin.');

    // Other addresses, and the registration service called directly (the tenant fixture), are not limited.
    expect((await registerFrom('198.51.100.78', registerBody())).statusCode).toBe(201);
    await tenant(t);

    vi.setSystemTime(Date.now() + 40 * 60_000 - 30_000);
    const seconds = await registerFrom(address, registerBody());
    expect(seconds.headers['retry-after']).toBe('30');
    expect(seconds.json().detail).toBe('Too many registration attempts from this address. Please wait 30 seconds and try again.');
    vi.setSystemTime(Date.now() + 30_000);
    expect((await registerFrom(address, registerBody())).statusCode).toBe(201);
  });

  it('documents the 429 of registration and sign-in in the OpenAPI document', async () => {
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json();
    for (const p of ['/api/account/register/', '/api/token/']) {
      expect(doc.paths[p].post.responses['429'].description, p).toMatch(/Retry-After/);
    }
  });
});
