import { randomUUID } from 'node:crypto';
import { verify as argon2Verify } from '@node-rs/argon2';
import type { TokenPair } from '@performa/contracts/api/auth';
import { eq, sql } from 'drizzle-orm';
import { SignJWT } from 'jose';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { accounts, refreshTokens } from '../../src/db/schema.ts';
import { createTokenSigner } from '../../src/lib/tokens.ts';
import { REFRESH_REUSE_GRACE_MS } from '../../src/services/accounts/tokens.ts';
import { deactivateAccount } from '../../src/services/operator/operator.ts';
import { call, createTestApp, TEST_SECRET, type TestApp } from '../helpers/app.ts';
import { createAccount, PASSWORD, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

// The real argon2, with its checks counted: an unknown username must cost a check like a known one.
vi.mock('@node-rs/argon2', async (importOriginal) => {
  const real = await importOriginal<typeof import('@node-rs/argon2')>();
  return { ...real, verify: vi.fn(real.verify) };
});

const LOGIN_FAILED = { detail: 'No active user found with that username and password.', code: 'no_active_account' };
const T0 = Date.UTC(2026, 10, 23, 9, 0, 0);

/** Signs in from a given address (the throttle counts per address). */
function signInFrom(app: FastifyInstance, address: string, username: string, password: string, lang?: string) {
  return app.inject({
    method: 'POST',
    url: '/api/token/',
    remoteAddress: address,
    headers: lang ? { 'accept-language': lang } : {},
    payload: { username, password },
  });
}

/** Only Date is faked: the database and the password hashing keep their real timers. */
const fakeClock = (now: number) => vi.useFakeTimers({ toFake: ['Date'], now });
const advance = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('tokens: sign in, refresh, logout', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', LOGIN_MAX_FAILURES_PER_ADDRESS: '1000' });
    acme = await tenant(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());
  const refreshWith = (refresh: string) => call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } });

  it('POST /api/token/ gives an access and a refresh token of their own types', async () => {
    fakeClock(T0);
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: PASSWORD } });
    expect(res.statusCode).toBe(200);
    const { access, refresh } = res.json();
    expect(await t.deps.tokens.verify(access, 'access')).toMatchObject({ accountId: acme.owner.id, type: 'access' });
    expect(await t.deps.tokens.verify(refresh, 'refresh')).toMatchObject({ accountId: acme.owner.id, type: 'refresh' });
    expect(await t.deps.tokens.verify(access, 'refresh')).toBeNull();
    expect((await t.deps.tokens.verify(access, 'access'))!.expiresAt.getTime()).toBe(T0 + 300_000);
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
    const checks = vi.mocked(argon2Verify);
    /** The argon2 checks one failed sign-in runs: algorithm, version and cost of each hash checked. */
    const checksOf = async (username: string) => {
      checks.mockClear();
      expect((await call(t.app, 'POST', '/api/token/', { body: { username, password: 'not-the-password' } })).statusCode).toBe(401);
      return checks.mock.calls.map(([hash]) => String(hash).split('$').slice(1, 4).join('$'));
    };
    // One check of the same cost as a real account's (the same hash parameters): as slow as a wrong password.
    const known = await checksOf(user.username);
    expect(known).toEqual(['argon2id$v=19$m=19456,t=2,p=1']);
    expect(await checksOf('ghost-1')).toEqual(known);
    expect(await checksOf('ghost-2')).toEqual(known);
  });

  it('refuses a missing username or password with field errors', async () => {
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: '' } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['This field is required'], password: ['This field is required'] });
  });

  it('holds back an address after three failures on one name with growing delays, in seconds then minutes, with Retry-After', async () => {
    fakeClock(T0);
    const user = await createAccount(t.deps, acme.companyId);
    const address = '192.0.2.10';
    for (let i = 0; i < 3; i++) expect((await signInFrom(t.app, address, user.username, 'bad-password')).statusCode).toBe(401);
    // The right password is held back too, in the caller's language.
    const held = await signInFrom(t.app, address, user.username, PASSWORD, 'az');
    expect(held.statusCode).toBe(429);
    expect(held.headers['retry-after']).toBe('1');
    expect(held.json()).toEqual({ code: 'too_many_attempts', detail: 'Həddindən artıq giriş cəhdi. Zəhmət olmasa 1 saniyə gözləyib yenidən cəhd edin.' });
    const waits: string[] = [];
    for (let i = 0; i < 6; i++) {
      advance(Number((await signInFrom(t.app, address, user.username, 'bad-password')).headers['retry-after']) * 1000);
      expect((await signInFrom(t.app, address, user.username, 'bad-password')).statusCode).toBe(401);
      waits.push((await signInFrom(t.app, address, user.username, 'bad-password')).headers['retry-after'] as string);
    }
    expect(waits).toEqual(['2', '4', '8', '16', '32', '64']);
    const minutes = await signInFrom(t.app, address, user.username, PASSWORD, 'ru');
    expect(minutes.json().detail).toBe('Слишком много попыток входа. Подождите 2 мин. и попробуйте снова.');
    // Other addresses and other accounts are not affected.
    expect((await signInFrom(t.app, '192.0.2.11', user.username, PASSWORD)).statusCode).toBe(200);
    expect((await signInFrom(t.app, address, acme.owner.username, PASSWORD)).statusCode).toBe(200);
    // Once the delay is over, the right password gets in.
    advance(64_000);
    expect((await signInFrom(t.app, address, user.username, PASSWORD)).statusCode).toBe(200);
  });

  it('lets the owner in from another address while an attacker fails on the account from anywhere (ASVS 6.3)', async () => {
    fakeClock(T0);
    const victim = await createAccount(t.deps, acme.companyId);
    const attacker = '203.0.113.7';
    const retryAfter: number[] = [];
    for (let failures = 1; failures <= 10; failures++) {
      expect((await signInFrom(t.app, attacker, victim.username, 'guess-' + failures)).statusCode).toBe(401);
      if (failures < 3) continue;
      const held = await signInFrom(t.app, attacker, victim.username, 'another-guess');
      expect(held.statusCode).toBe(429);
      retryAfter.push(Number(held.headers['retry-after']));
      if (failures < 10) advance(retryAfter.at(-1)! * 1000);
    }
    // At the tenth failure the account is under attack: the attacker's delays step up.
    expect(retryAfter).toEqual([1, 2, 4, 8, 16, 32, 64, 512]);
    // The account is over its limit of failures, yet its owner, from an address that has not failed, signs in.
    expect((await signInFrom(t.app, '198.51.100.20', victim.username, PASSWORD)).statusCode).toBe(200);
    // An address that fails on it now waits from its first failure on; one that has not failed does not.
    expect((await signInFrom(t.app, '198.51.100.30', victim.username, 'oops')).statusCode).toBe(401);
    expect((await signInFrom(t.app, '198.51.100.30', victim.username, PASSWORD)).headers['retry-after']).toBe('1');
    expect((await signInFrom(t.app, '198.51.100.40', victim.username, PASSWORD)).statusCode).toBe(200);
    // The attacker's address is still held back…
    const held = await signInFrom(t.app, attacker, victim.username, PASSWORD);
    expect(held.statusCode).toBe(429);
    expect(held.json().detail).toBe('Too many sign-in attempts. Please wait 9 minutes and try again.');
    // …and gets in with the right password once its delay is over.
    advance(Number(held.headers['retry-after']) * 1000);
    expect((await signInFrom(t.app, attacker, victim.username, PASSWORD)).statusCode).toBe(200);
  });

  it('answers unknown and known names alike through the throttle too (no account enumeration)', async () => {
    fakeClock(T0);
    const user = await createAccount(t.deps, acme.companyId);
    const answers = async (username: string, address: string) => {
      const list = [];
      for (let i = 0; i < 5; i++) {
        const res = await signInFrom(t.app, address, username, 'not-the-password');
        list.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      return list;
    };
    const known = await answers(user.username, '192.0.2.50');
    expect(known.map((a) => a.status)).toEqual([401, 401, 401, 429, 429]);
    expect(await answers(`ghost_${user.username}`, '192.0.2.51')).toEqual(known);
  });

  it('POST /api/token/refresh/ gives a new access token and a new refresh token, which refreshes in turn', async () => {
    const { refresh } = await signIn(t, acme.owner.username);
    const res = await refreshWith(refresh);
    expect(res.statusCode).toBe(200);
    const next = res.json<TokenPair>();
    expect(Object.keys(next).sort()).toEqual(['access', 'refresh']);
    expect(next.refresh).not.toBe(refresh);
    expect((await acme.as(next.access).get('/api/account/me/')).statusCode).toBe(200);
    // The new refresh token belongs to the same session and ends when the sign-in's would (no sliding session).
    const [before, after] = await Promise.all([t.deps.tokens.verify(refresh, 'refresh'), t.deps.tokens.verify(next.refresh, 'refresh')]);
    expect(after!.session).toBe(before!.session);
    expect(after!.expiresAt).toEqual(before!.expiresAt);
    expect((await refreshWith(next.refresh)).statusCode).toBe(200);
  });

  it('a spent refresh token sent again after the grace is a theft: 401 as for any bad token, and the whole session ends', async () => {
    fakeClock(T0);
    const first = await signIn(t, acme.owner.username);
    const other = await signIn(t, acme.owner.username);
    const second = (await refreshWith(first.refresh)).json<TokenPair>();
    const third = (await refreshWith(second.refresh)).json<TokenPair>();
    advance(REFRESH_REUSE_GRACE_MS + 1000);

    const reuse = await refreshWith(first.refresh);
    expect(reuse.statusCode).toBe(401);
    expect(reuse.json()).toEqual((await refreshWith('garbage')).json());
    // The session's newest refresh token and its access tokens stop working too…
    expect((await refreshWith(third.refresh)).statusCode).toBe(401);
    for (const access of [first.access, second.access, third.access]) expect((await acme.as(access).get('/api/account/me/')).statusCode).toBe(401);
    // …and the account's other sessions go on.
    expect((await acme.as(other.access).get('/api/account/me/')).statusCode).toBe(200);
    expect((await refreshWith(other.refresh)).statusCode).toBe(200);
  });

  it('the refresh token just replaced, sent again within the grace, gets the same successor; an older one ends the session at once', async () => {
    fakeClock(T0);
    const first = await signIn(t, acme.owner.username);
    const second = (await refreshWith(first.refresh)).json<TokenPair>();
    advance(REFRESH_REUSE_GRACE_MS - 1000);
    const again = await refreshWith(first.refresh);
    expect(again.statusCode).toBe(200);
    expect(again.json<TokenPair>().refresh).toBe(second.refresh);
    expect((await acme.as(again.json<TokenPair>().access).get('/api/account/me/')).statusCode).toBe(200);

    // One more refresh: the first token is now two generations old, a theft even within the grace.
    const third = (await refreshWith(second.refresh)).json<TokenPair>();
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    expect((await refreshWith(third.refresh)).statusCode).toBe(401);
    expect((await acme.as(third.access).get('/api/account/me/')).statusCode).toBe(401);
  });

  it('two refreshes with the same token at the same moment mint one successor, and both get it', async () => {
    fakeClock(T0);
    const first = await signIn(t, acme.owner.username);
    const session = (await t.deps.tokens.verify(first.refresh, 'refresh'))!.session;
    // The session's row is held while the three start, so that on PostgreSQL they all read it at once.
    let refreshes: Promise<Array<Awaited<ReturnType<typeof refreshWith>>>> = Promise.resolve([]);
    await t.deps.db.transaction(async (tx) => {
      await tx.select({ jti: refreshTokens.jti }).from(refreshTokens).where(eq(refreshTokens.jti, session)).for('update');
      refreshes = Promise.all([refreshWith(first.refresh), refreshWith(first.refresh), refreshWith(first.refresh)]);
      await new Promise((resolve) => setTimeout(resolve, 300));
    });
    const answers = await refreshes;
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    const successors = new Set(answers.map((a) => a.json<TokenPair>().refresh));
    expect(successors.size).toBe(1);
    const [successor] = [...successors];
    const [row] = await t.deps.db.select().from(refreshTokens).where(eq(refreshTokens.jti, session));
    expect(row).toMatchObject({
      currentJti: (await t.deps.tokens.verify(successor!, 'refresh'))!.jti,
      previousJti: (await t.deps.tokens.verify(first.refresh, 'refresh'))!.jti,
      revokedAt: null,
    });
    // The one successor works, once the grace is over too; the spent token then ends the session.
    advance(REFRESH_REUSE_GRACE_MS + 1000);
    const next = await refreshWith(successor!);
    expect(next.statusCode).toBe(200);
    expect((await refreshWith(first.refresh)).statusCode).toBe(401);
    expect((await refreshWith(next.json<TokenPair>().refresh)).statusCode).toBe(401);
  });

  it('a refresh token issued before rotation (no session claim) is the first of its own session', async () => {
    const jti = randomUUID();
    const exp = Math.floor(Date.now() / 1000) + 600;
    const legacy = await new SignJWT({ typ: 'refresh', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(acme.owner.id))
      .setIssuer('performa')
      .setJti(jti)
      .setIssuedAt()
      .setExpirationTime(exp)
      .sign(new TextEncoder().encode(TEST_SECRET));
    // The row as migration 0010 leaves it.
    await t.deps.db
      .insert(refreshTokens)
      .values({ jti, currentJti: jti, accountId: acme.owner.id, companyId: acme.companyId, expiresAt: new Date(exp * 1000) });
    const res = await refreshWith(legacy);
    expect(res.statusCode).toBe(200);
    expect((await t.deps.tokens.verify(res.json<TokenPair>().access, 'access'))!.session).toBe(jti);
    expect((await acme.as(res.json<TokenPair>().access).get('/api/account/me/')).statusCode).toBe(200);
  });

  it('refuses an access token outside a session: none named, or one that does not exist', async () => {
    const key = new TextEncoder().encode(TEST_SECRET);
    const sessionless = await new SignJWT({ typ: 'access', ver: 0 })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(String(acme.owner.id))
      .setIssuer('performa')
      .setJti(randomUUID())
      .setIssuedAt()
      .setExpirationTime('5m')
      .sign(key);
    const unknown = await t.deps.tokens.sign('access', acme.owner.id, 0, randomUUID());
    expect((await acme.as(sessionless).get('/api/account/me/')).statusCode).toBe(401);
    expect((await acme.as(unknown.token).get('/api/account/me/')).statusCode).toBe(401);
  });

  it('refuses a bad, expired, access-type or missing refresh token', async () => {
    const { access } = await signIn(t, acme.owner.username);
    const expired = await createTokenSigner(TEST_SECRET, { access: -10, refresh: -10, operator: -10 }).sign('refresh', acme.owner.id, 0, randomUUID());
    const foreign = await createTokenSigner('another-secret-of-another-deployment-0123456789', { access: 300, refresh: 600, operator: 300 }).sign(
      'refresh',
      acme.owner.id,
      0,
      randomUUID(),
    );
    for (const refresh of ['garbage', access, expired.token, foreign.token]) {
      const res = await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } });
      expect(res.statusCode, refresh).toBe(401);
      expect(res.json().code).toBe('token_not_valid');
    }
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: {} })).statusCode).toBe(400);
  });

  it('refuses a refresh token as an access token', async () => {
    const { refresh } = await signIn(t, acme.owner.username);
    expect((await acme.as(refresh).get('/api/account/me/')).statusCode).toBe(401);
  });

  it('POST /api/account/logout/ ends the session: its refresh tokens and its access tokens stop at once', async () => {
    const { access, refresh } = await signIn(t, acme.owner.username);
    const other = await signIn(t, acme.owner.username);
    const rotated = (await refreshWith(refresh)).json<TokenPair>();
    const res = await acme.as(rotated.access).post('/api/account/logout/', { refresh: rotated.refresh });
    expect(res.statusCode).toBe(204);
    expect((await refreshWith(rotated.refresh)).statusCode).toBe(401);
    expect((await refreshWith(refresh)).statusCode).toBe(401);
    for (const token of [access, rotated.access]) expect((await acme.as(token).get('/api/account/me/')).statusCode).toBe(401);
    // The account's other sessions go on.
    expect((await acme.as(other.access).get('/api/account/me/')).statusCode).toBe(200);
  });

  it('logout with a spent refresh token of the session still ends it', async () => {
    const { refresh } = await signIn(t, acme.owner.username);
    const rotated = (await refreshWith(refresh)).json<TokenPair>();
    expect((await acme.as(rotated.access).post('/api/account/logout/', { refresh })).statusCode).toBe(204);
    expect((await acme.as(rotated.access).get('/api/account/me/')).statusCode).toBe(401);
    expect((await refreshWith(rotated.refresh)).statusCode).toBe(401);
  });

  it('logout needs a signed-in caller and refuses another account’s refresh token', async () => {
    const other = await createAccount(t.deps, acme.companyId);
    const mine = await signIn(t, acme.owner.username);
    const theirs = await signIn(t, other.username);
    expect((await call(t.app, 'POST', '/api/account/logout/', { body: { refresh: mine.refresh } })).statusCode).toBe(401);
    expect((await acme.as(mine.access).post('/api/account/logout/', { refresh: theirs.refresh })).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh: theirs.refresh } })).statusCode).toBe(200);
  });

  it('stops every token of a deactivated account at once', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const { access, refresh } = await signIn(t, user.username);
    expect((await acme.as(access, null).get('/api/account/me/')).statusCode).toBe(200);
    await deactivateAccount(t.deps, user.username);
    expect((await acme.as(access, null).get('/api/account/me/')).statusCode).toBe(401);
    expect((await call(t.app, 'POST', '/api/token/refresh/', { body: { refresh } })).statusCode).toBe(401);
    // Reactivating does not revive the old tokens.
    await t.deps.db.update(accounts).set({ isActive: true }).where(eq(accounts.id, user.id));
    expect((await acme.as(access, null).get('/api/account/me/')).statusCode).toBe(401);
  });

  it('refuses a token whose account no longer exists', async () => {
    const user = await createAccount(t.deps, acme.companyId);
    const { access } = await signIn(t, user.username);
    await t.deps.db.execute(sql`delete from accounts where id = ${user.id}`);
    expect((await acme.as(access, null).get('/api/account/me/')).statusCode).toBe(401);
  });
});

describe('sign-in limit per address', () => {
  let t: TestApp;
  let acme: Tenant;
  beforeAll(async () => {
    t = await createTestApp({ LOGIN_MAX_FAILURES_PER_ACCOUNT: '100', LOGIN_MAX_FAILURES_PER_ADDRESS: '3' });
    acme = await tenant(t);
  });
  afterAll(() => t.close());
  afterEach(() => vi.useRealTimers());

  it('refuses an address after too many failures across usernames, until its window ends', async () => {
    fakeClock(T0);
    for (const name of ['a1', 'a2', 'a3']) {
      expect((await call(t.app, 'POST', '/api/token/', { body: { username: name, password: 'x' } })).statusCode).toBe(401);
      advance(60_000);
    }
    const res = await call(t.app, 'POST', '/api/token/', { body: { username: 'a4', password: 'x' }, lang: 'ru' });
    expect(res.statusCode).toBe(429);
    expect(res.headers['retry-after']).toBe(String(12 * 60));
    expect(res.json().detail).toBe('Слишком много попыток входа. Подождите 12 мин. и попробуйте снова.');
    // Even the right password of an account that never failed; other addresses are not affected.
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: PASSWORD } })).statusCode).toBe(429);
    expect((await signInFrom(t.app, '192.0.2.99', acme.owner.username, PASSWORD)).statusCode).toBe(200);
    advance(12 * 60_000);
    expect((await call(t.app, 'POST', '/api/token/', { body: { username: acme.owner.username, password: PASSWORD } })).statusCode).toBe(200);
  });
});
