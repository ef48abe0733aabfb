import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accounts } from '../../src/db/schema.ts';
import { createTokenSigner } from '../../src/lib/tokens.ts';
import { deactivateAccount } from '../../src/services/operator/operator.ts';
import { call, createTestApp, TEST_SECRET, type TestApp } from '../helpers/app.ts';
import { createAccount, createCompany, PASSWORD, signIn, type TestCompany } from '../helpers/factories.ts';

const LOGIN_FAILED = { detail: 'No active user found with that username and password.', code: 'no_active_account' };

describe('tokens: sign in, refresh, logout', () => {
  let t: TestApp;
  let acme: TestCompany;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '4', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
    acme = await createCompany(t.deps);
  });
  afterAll(() => t.close());

  it('POST /api/token/ gives an access and a refresh token of their own types', async () => {
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect(await t.deps.tokens.verify(access, 'access')).toMatchObject({ accountId: acme.owner.id, type: 'access' });
    expect(await t.deps.tokens.verify(refresh, 'refresh')).toMatchObject({ accountId: acme.owner.id, type: 'refresh' });
    expect(await t.deps.tokens.verify(access, 'refresh')).toBeNull();
    const claims = (await t.deps.tokens.verify(access, 'access'))!;
    expect(claims.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(300_000);
    expect(claims.expiresAt.getTime() - Date.now()).toBeGreaterThan(290_000);
  });

  it('signs in with the username in any case', async () => {
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username.toUpperCase(), password: PASSWORD } })).statusCode).toBe(200);
  });

  it('answers unknown user, wrong password and inactive account alike', async () => {
    const inactive = await createAccount(t.deps, acme.companyId, { isActive: false });
    const answers = await Promise.all([
      call(t.app, 'POST', '/api/token/', { body: { username: 'nobody-here', password: PASSWORD } }),
      call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: 'wrong-password' } }),
      call(t.app, 'POST', '/api/token/', { body: { username: inactive.username, password: PASSWORD } }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual(LOGIN_FAILED);
    }
  });

  it('spends a password check on an unknown username too (no user enumeration by timing)', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const time = async (username: string) => {
      const start = performance.now();
      await call(t.app, 'POST', '/api/token/', { body: { username, password: 'not-the-password' } });
      return performance.now() - start;
    };
    await time('warm-up-user');
    const unknown: number[] = [];
    const known: number[] = [];
    for (let i = 0; i < 3; i++) {
      unknown.push(await time(`ghost-${i}`));
      known.push(await time(user.username));
    }
    const median = (xs: number[]) => xs.sort((a, b) => a - b)[1]!;
    // Without the dummy check an unknown name answers in well under a tenth of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.3);
  });

  it('refuses a missing username or password with field errors', async () => {
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is required'], password: ['This field is required'] });
  });

  it('limits failed sign-ins per account with a translated 429', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    for (let i = 0; i < 4; i++) {
      expect((await call(t.app, 'POST', '/api/token/', { body: { username: user.username, password: 'bad-password' } })).statusCode).toBe(401);
    }
    const blocked = await call(t.app, 'POST', '/api/token/', { body: { username: user.username, password: PASSWORD }, lang: 'az' });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toEqual({ code: 'too_many_attempts', detail: 'Həddindən artıq giriş cəhdi. Zəhmət olmasa 15 dəqiqə gözləyib yenidən cəhd edin.' });
    // Other accounts are not affected.
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: PASSWORD } })).statusCode).toBe(200);
  });

  it('POST /api/token/refresh/ gives a new access token for a valid refresh token', async () => {
    const { refresh } = await signIn(t, acme.owner.username);
    const res = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } });
    expect(res.statusCode).toBe(200);
    const { access } = res.json();
    expect((await call(t.app, 'GET', '/api/account/me/', { token: access })).statusCode).toBe(200);
  });

  it('refuses a bad, expired, access-type or missing refresh token', async () => {
    const { access } = await signIn(t, acme.owner.username);
    const expired = await createTokenSigner(TEST_SECRET, { access: -10, refresh: -10 }).sign('refresh', acme.owner.id, 0);
    const foreign = await createTokenSigner('another-secret-of-another-deployment-0123456789', { access: 300, refresh: 600 }).sign('refresh', acme.owner.id, 0);
    for (const refresh of ['garbage', access, expired.token, foreign.token]) {
      const res = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } });
      expect(res.statusCode, refresh).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: {} })).statusCode).toBe(400);
  });

  it('refuses a refresh token as an access token', async () => {
    const { refresh } = await signIn(t, acme.owner.username);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: refresh })).statusCode).toBe(401);
  });

  it('POST /api/account/logout/ revokes the refresh token', async () => {
    const { access, refresh } = await signIn(t, acme.owner.username);
    const res = await call(t.app, 'POST', '/api/account/logout/', { token: access, body: { refresh } });
    expect(res.statusCode).toBe(204);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } })).statusCode).toBe(401);
  });

  it('logout needs a signed-in caller and refuses another account’s refresh token', async () => {
    const other = await createAccount(t.deps, acme.companyId);
    const mine = await signIn(t, acme.owner.username);
    const theirs = await signIn(t, other.username);
    expect((await call(t.app, 'POST', '/api/account/logout/', { body: { refresh: mine.refresh } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/account/logout/', { token: mine.access, body: { refresh: theirs.refresh } })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: theirs.refresh } })).statusCode).toBe(200);
  });

  it('stops every token of a deactivated account at once', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const { access, refresh } = await signIn(t, user.username);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: access })).statusCode).toBe(200);
    await deactivateAccount(t.deps, user.username);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: access })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } })).statusCode).toBe(401);
    // Reactivating does not revive the old tokens.
    await t.deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, user.id));
    expect((await call(t.app, 'GET', '/api/account/me/', { token: access })).statusCode).toBe(401);
  });

  it('refuses a token whose account no longer exists', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const { access } = await signIn(t, user.username);
    await t.deps.db.execute(sql`delete from accounts where id = ${user.id}`);
    expect((await call(t.app, 'GET', '/api/account/me/', { token: access })).statusCode).toBe(401);
  });
});

describe('sign-in limit per address', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
  });
  afterAll(() => t.close());

  it('refuses an address after too many failures across usernames', async () => {
    for (const name of ['a1', 'a2', 'a3']) {
      expect((await call(t.app, 'POST', '/api/token/', { body: { username: name, password: 'x' } })).statusCode).toBe(401);
    }
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: 'a4', password: 'x' }, lang: 'ru' });
    expect(res.statusCode).toBe(429);
    expect(res.json().detail).toBe('Слишком много попыток входа. Подождите 15 мин. и попробуйте снова.');
  });
});
