import { PROJECT_HEADER as CONTRACT_PROJECT_HEADER } from '@performa/contracts/api/common';
import { accountRoutes } from '@performa/contracts/routes/account';
import { authRoutes } from '@performa/contracts/routes/auth';
import { notificationRoutes } from '@performa/contracts/routes/system';
import { describe, expect, it, vi } from 'vitest';
import {
  installFakeApi,
  installWebLocks,
  json,
  ME,
  permissionRecord,
  rotatingTokens,
  storeTokens,
  takeFakeApiProblems,
  type FakeRequest,
} from '../testing/fake-api.ts';
import { ApiContractError, createApiClient, PROJECT_HEADER, REFRESH_LOCK } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { projectSelection } from './project-selection.ts';

const bearer = (request: FakeRequest) => request.headers.get('authorization');
const me = (client = createApiClient()) => client.call(accountRoutes.me, {});

describe('api client', () => {
  it('spells the project header as the contract does', () => {
    expect(PROJECT_HEADER).toBe(CONTRACT_PROJECT_HEADER);
  });

  it('sends the bearer token, the UI language and the selected project', async () => {
    storeTokens('acc', 'ref');
    projectSelection.set(12);
    await i18n.changeLanguage('ru');
    const api = installFakeApi({ 'GET /account/me/': () => json(200, ME) });

    await expect(me()).resolves.toEqual(ME);

    const [call] = api.calls;
    expect(bearer(call!)).toBe('Bearer acc');
    expect(call!.headers.get('accept-language')).toBe('ru');
    expect(call!.headers.get(PROJECT_HEADER)).toBe('12');
  });

  it('sends neither token nor project on public calls', async () => {
    storeTokens('acc', 'ref');
    projectSelection.set(12);
    const api = installFakeApi({
      'POST /token/': () => json(401, { detail: 'No active user found with that username and password.', code: 'no_active_account' }),
    });

    const error = await createApiClient()
      .call(authRoutes.signIn, { body: { username: 'a', password: 'b' } })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(api.calls).toHaveLength(1); // no refresh on a public call
    expect(bearer(api.calls[0]!)).toBeNull();
    expect(api.calls[0]!.headers.get(PROJECT_HEADER)).toBeNull();
  });

  it('after a 401 exchanges the refresh token once, keeps the new pair and repeats the call with the new access token', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /account/me/': (r) => (bearer(r) === 'Bearer new' ? json(200, ME) : json(401, { detail: 'expired', code: 'not_authenticated' })),
      'POST /token/refresh/': (r) => ((r.body as { refresh: string }).refresh === 'ref' ? json(200, { access: 'new', refresh: 'ref-2' }) : json(401)),
    });

    await expect(me()).resolves.toEqual(ME);

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /account/me/', 'POST /token/refresh/', 'GET /account/me/']);
    // The server rotates refresh tokens (ADR 3): the spent one is replaced.
    expect(window.localStorage.getItem('access')).toBe('new');
    expect(window.localStorage.getItem('refresh')).toBe('ref-2');
  });

  it('two tabs refused at the same moment spend the shared refresh token once: under the Web Lock the second takes the first’s new pair', async () => {
    storeTokens('access-1', 'refresh-1');
    const locks = installWebLocks();
    const server = rotatingTokens();
    const api = installFakeApi({
      'GET /account/me/': (r) => (bearer(r) === 'Bearer access-2' ? json(200, ME) : json(401, { detail: 'expired', code: 'not_authenticated' })),
      'POST /token/refresh/': server.refresh,
    });
    // Two clients: two tabs, each with its own exchange in flight, sharing local storage and the lock.
    const [tab1, tab2] = [createApiClient(), createApiClient()];

    await expect(Promise.all([me(tab1), me(tab2)])).resolves.toEqual([ME, ME]);

    expect(api.callsTo('POST /token/refresh/').map((c) => c.body)).toEqual([{ refresh: 'refresh-1' }]);
    expect(locks.requested).toEqual([REFRESH_LOCK, REFRESH_LOCK]);
    expect(server.ended()).toBe(false);
    expect(window.localStorage.getItem('access')).toBe('access-2');
    expect(window.localStorage.getItem('refresh')).toBe('refresh-2');
  });

  it('two tabs refreshing one after the other each spend the token the other kept', async () => {
    storeTokens('access-1', 'refresh-1');
    installWebLocks();
    const server = rotatingTokens();
    const api = installFakeApi({ 'POST /token/refresh/': server.refresh });
    const [tab1, tab2] = [createApiClient(), createApiClient()];

    await expect(tab1.refreshAccess()).resolves.toBe('access-2');
    await expect(tab2.refreshAccess()).resolves.toBe('access-3');
    await expect(tab1.refreshAccess()).resolves.toBe('access-4');

    expect(api.callsTo('POST /token/refresh/').map((c) => c.body)).toEqual([{ refresh: 'refresh-1' }, { refresh: 'refresh-2' }, { refresh: 'refresh-3' }]);
    expect(server.ended()).toBe(false);
    expect(window.localStorage.getItem('refresh')).toBe('refresh-4');
  });

  it('repeats a refused call without an exchange when another tab renewed the access token meanwhile', async () => {
    storeTokens('access-1', 'refresh-1');
    const api = installFakeApi({
      'GET /account/me/': (r) => {
        if (bearer(r) === 'Bearer access-2') return json(200, ME);
        // Another tab exchanged the refresh token while this call was on its way.
        storeTokens('access-2', 'refresh-2');
        return json(401, { detail: 'expired', code: 'not_authenticated' });
      },
    });

    await expect(me()).resolves.toEqual(ME);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(0);
    expect(api.callsTo('GET /account/me/')).toHaveLength(2);
  });

  it('keeps no token from a refresh answered after the tokens were forgotten (a logout in another tab)', async () => {
    storeTokens('access-1', 'refresh-1');
    installFakeApi({
      'POST /token/refresh/': () => {
        window.localStorage.clear();
        return json(200, { access: 'access-2', refresh: 'refresh-2' });
      },
    });
    await expect(createApiClient().refreshAccess()).resolves.toBe('access-2');
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
  });

  it('passes the original error on and reports the session as expired when the refresh is refused', async () => {
    storeTokens('old', 'bad');
    const onSessionExpired = vi.fn();
    const api = installFakeApi({
      'GET /account/me/': () => json(401, { detail: 'expired', code: 'not_authenticated' }),
      'POST /token/refresh/': () => json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }),
    });

    const error = await me(createApiClient({ onSessionExpired })).catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(api.callsTo('GET /account/me/')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('retries at most once: a second 401 is passed on', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /account/me/': () => json(401, { detail: 'nope', code: 'not_authenticated' }),
      'POST /token/refresh/': () => json(200, { access: 'new', refresh: 'ref-2' }),
    });

    await expect(me()).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /account/me/')).toHaveLength(2);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(1);
  });

  it('does not refresh without a refresh token', async () => {
    window.localStorage.setItem('access', 'old');
    const api = installFakeApi({ 'GET /account/me/': () => json(401, { detail: 'nope', code: 'not_authenticated' }) });
    await expect(me()).rejects.toMatchObject({ status: 401 });
    expect(api.calls).toHaveLength(1);
  });

  it('shares one refresh between calls that fail together', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /account/me/': (r) => (bearer(r) === 'Bearer new' ? json(200, ME) : json(401)),
      'GET /account/check-user-permission/': (r) => (bearer(r) === 'Bearer new' ? json(200, permissionRecord()) : json(401)),
      'POST /token/refresh/': () => json(200, { access: 'new', refresh: 'ref-2' }),
    });
    const client = createApiClient();
    await expect(Promise.all([me(client), client.call(accountRoutes.permissionRecord, {})])).resolves.toEqual([ME, permissionRecord()]);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(1);
  });

  it('reads field errors and { detail, code } errors', async () => {
    installFakeApi({
      'POST /account/register/': () => json(400, { username: ['A user with that username already exists.'] }),
      'GET /notifications/notifications/': () => json(403, { detail: 'Your company has no active package.', code: 'package_inactive' }),
    });
    const client = createApiClient();
    const body = {
      first_name: 'Aysel',
      last_name: 'Mammadova',
      email: 'aysel@example.com',
      password: 'secret-password',
      matchPassword: 'secret-password',
      username: 'aysel',
      company: 'Acme',
      industry: 'Retail',
    };
    await expect(client.call(authRoutes.register, { body })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { username: ['A user with that username already exists.'] },
    });
    await expect(client.call(notificationRoutes.listNotifications, {})).rejects.toMatchObject({
      status: 403,
      code: 'package_inactive',
      detail: 'Your company has no active package.',
    });
  });

  it('reports an unreachable server as status 0', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(me()).rejects.toMatchObject({ status: 0 });
  });

  it('parses the answer with the route’s schema: an answer that does not match is an ApiContractError, never a cast', async () => {
    storeTokens('acc', 'ref');
    installFakeApi({ 'GET /account/me/': () => json(200, { id: 'seven' }) });
    const error = await me().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiContractError);
    expect((error as ApiContractError).route).toBe('GET /account/me/');
    // The fake API reports the same mismatch; here it is what the test is about.
    expect(takeFakeApiProblems()).toEqual([expect.stringContaining('does not match GET /account/me/')]);
  });
});
