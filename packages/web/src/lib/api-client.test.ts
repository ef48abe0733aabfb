import { PROJECT_HEADER as CONTRACT_PROJECT_HEADER } from '@performa/contracts/api/common';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, storeTokens, type FakeRequest } from '../testing/fake-api.ts';
import { createApiClient, PROJECT_HEADER } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { i18n } from './i18n.ts';
import { projectSelection } from './project-selection.ts';

const bearer = (request: FakeRequest) => request.headers.get('authorization');

describe('api client', () => {
  it('spells the project header as the contract does', () => {
    expect(PROJECT_HEADER).toBe(CONTRACT_PROJECT_HEADER);
  });

  it('sends the bearer token, the UI language and the selected project', async () => {
    storeTokens('acc', 'ref');
    projectSelection.set(12);
    await i18n.changeLanguage('ru');
    const api = installFakeApi({ 'GET /account/me/': () => json(200, { ok: true }) });

    await expect(createApiClient().get('/account/me/')).resolves.toEqual({ ok: true });

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
      .post('/token/', { username: 'a', password: 'b' }, { auth: false })
      .catch((e: unknown) => e);

    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).status).toBe(401);
    expect(api.calls).toHaveLength(1); // no refresh on a public call
    expect(bearer(api.calls[0]!)).toBeNull();
    expect(api.calls[0]!.headers.get(PROJECT_HEADER)).toBeNull();
  });

  it('after a 401 exchanges the refresh token once and repeats the call with the new access token', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /account/me/': (r) => (bearer(r) === 'Bearer new' ? json(200, { id: 1 }) : json(401, { detail: 'expired', code: 'not_authenticated' })),
      'POST /token/refresh/': (r) => ((r.body as { refresh: string }).refresh === 'ref' ? json(200, { access: 'new' }) : json(401)),
    });

    await expect(createApiClient().get('/account/me/')).resolves.toEqual({ id: 1 });

    expect(api.calls.map((c) => `${c.method} ${c.path}`)).toEqual(['GET /account/me/', 'POST /token/refresh/', 'GET /account/me/']);
    expect(window.localStorage.getItem('access')).toBe('new');
    expect(window.localStorage.getItem('refresh')).toBe('ref');
  });

  it('passes the original error on and reports the session as expired when the refresh is refused', async () => {
    storeTokens('old', 'bad');
    const onSessionExpired = vi.fn();
    const api = installFakeApi({
      'GET /account/me/': () => json(401, { detail: 'expired', code: 'not_authenticated' }),
      'POST /token/refresh/': () => json(401, { detail: 'Token is invalid or expired', code: 'token_not_valid' }),
    });

    const error = await createApiClient({ onSessionExpired })
      .get('/account/me/')
      .catch((e: unknown) => e);

    expect(error).toMatchObject({ status: 401, code: 'not_authenticated' });
    expect(api.callsTo('GET /account/me/')).toHaveLength(1);
    expect(onSessionExpired).toHaveBeenCalledOnce();
  });

  it('retries at most once: a second 401 is passed on', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /account/me/': () => json(401, { detail: 'nope', code: 'not_authenticated' }),
      'POST /token/refresh/': () => json(200, { access: 'new' }),
    });

    await expect(createApiClient().get('/account/me/')).rejects.toMatchObject({ status: 401 });
    expect(api.callsTo('GET /account/me/')).toHaveLength(2);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(1);
  });

  it('does not refresh without a refresh token', async () => {
    window.localStorage.setItem('access', 'old');
    const api = installFakeApi({ 'GET /account/me/': () => json(401, { detail: 'nope', code: 'not_authenticated' }) });
    await expect(createApiClient().get('/account/me/')).rejects.toMatchObject({ status: 401 });
    expect(api.calls).toHaveLength(1);
  });

  it('shares one refresh between calls that fail together', async () => {
    storeTokens('old', 'ref');
    const api = installFakeApi({
      'GET /a/': (r) => (bearer(r) === 'Bearer new' ? json(200, 'a') : json(401)),
      'GET /b/': (r) => (bearer(r) === 'Bearer new' ? json(200, 'b') : json(401)),
      'POST /token/refresh/': () => json(200, { access: 'new' }),
    });
    const client = createApiClient();
    await expect(Promise.all([client.get('/a/'), client.get('/b/')])).resolves.toEqual(['a', 'b']);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(1);
  });

  it('reads field errors and { detail, code } errors', async () => {
    installFakeApi({
      'POST /account/register/': () => json(400, { username: ['A user with that username already exists.'] }),
      'GET /x/': () => json(403, { detail: 'Your company has no active package.', code: 'package_inactive' }),
    });
    const client = createApiClient();
    await expect(client.post('/account/register/', {}, { auth: false })).rejects.toMatchObject({
      status: 400,
      fieldErrors: { username: ['A user with that username already exists.'] },
    });
    await expect(client.get('/x/')).rejects.toMatchObject({
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
    await expect(createApiClient().get('/x/')).rejects.toMatchObject({ status: 0 });
  });
});
