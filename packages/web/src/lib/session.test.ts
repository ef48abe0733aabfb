import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, ME, permissionRecord, rotatingTokens, sessionRoutes, storeTokens, takeFakeApiProblems } from '../testing/fake-api.ts';
import { browser } from './browser.ts';
import { projectSelection } from './project-selection.ts';
import { i18n } from './i18n.ts';
import { chooseLanguage, loadSession, logout, refreshSession, sessionStore } from './session.ts';
import { TOKEN_REFRESH_INTERVAL_MS, useTokenRefresh } from './use-token-refresh.ts';

function signedInAs(permission = permissionRecord()) {
  storeTokens();
  sessionStore.reset();
  const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
  const api = installFakeApi(sessionRoutes(permission));
  return { replace, api };
}

describe('session', () => {
  it('is authenticated at start when an access token is kept', () => {
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    storeTokens();
    sessionStore.reset();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: true, status: 'idle' });
  });

  it('loads the user and replaces the permission record wholesale (idle → loading → succeeded)', async () => {
    const record = permissionRecord({ user_type: 'user', permission: ['dgv'], departments: [3] });
    signedInAs(record);
    const statuses: string[] = [];
    const unsubscribe = sessionStore.subscribe(() => statuses.push(sessionStore.getState().status));

    await expect(loadSession()).resolves.toBe('ready');
    unsubscribe();

    expect(statuses[0]).toBe('loading');
    expect(sessionStore.getState()).toMatchObject({ status: 'succeeded', user: ME, permission: record, pendingRedirect: null });
  });

  it('logs an admin out when the package is no, with the reason for the login page', async () => {
    const { replace, api } = signedInAs(permissionRecord({ user_type: 'admin', package: 'no' }));
    await expect(loadSession()).resolves.toBe('logged-out');
    expect(replace).toHaveBeenCalledWith('/auth/login?reason=package_inactive');
    expect(api.callsTo('POST /account/logout/')).toHaveLength(1);
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('logs a user out when the package is no', async () => {
    const { replace } = signedInAs(permissionRecord({ user_type: 'user', package: 'no', permission: ['dge'] }));
    await expect(loadSession()).resolves.toBe('logged-out');
    expect(replace).toHaveBeenCalledWith('/auth/login?reason=package_inactive');
  });

  it('sends a super admin without package to /payment instead', async () => {
    const { replace } = signedInAs(permissionRecord({ user_type: 'super_admin', package: 'no' }));
    await expect(loadSession()).resolves.toBe('ready');
    expect(replace).not.toHaveBeenCalled();
    expect(sessionStore.getState()).toMatchObject({ status: 'succeeded', pendingRedirect: '/payment' });
  });

  it('logs out on empty permission data', async () => {
    storeTokens();
    sessionStore.reset();
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    installFakeApi({
      ...sessionRoutes(permissionRecord()),
      'GET /account/check-user-permission/': () => json(200, { code: '', permission: [], user_type: '', package: '', departments: [] }),
    });
    await expect(loadSession()).resolves.toBe('logged-out');
    expect(replace).toHaveBeenCalledWith('/auth/login');
    // The fake API reports the answer that is no permission record; here it is what the test is about.
    expect(takeFakeApiProblems()).toEqual([expect.stringContaining('does not match GET /account/check-user-permission/')]);
  });

  it('logs out when the session cannot be refreshed', async () => {
    storeTokens();
    sessionStore.reset();
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    installFakeApi({
      ...sessionRoutes(permissionRecord()),
      'GET /account/me/': () => json(401, { detail: 'expired', code: 'not_authenticated' }),
      'GET /account/check-user-permission/': () => json(401, { detail: 'expired', code: 'not_authenticated' }),
      'POST /token/refresh/': () => json(401, { detail: 'bad', code: 'token_not_valid' }),
    });
    await expect(loadSession()).resolves.toBe('logged-out');
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });

  it('reports failed (and stays signed in) when the server cannot be reached', async () => {
    storeTokens();
    sessionStore.reset();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(loadSession()).resolves.toBe('failed');
    expect(sessionStore.getState()).toMatchObject({ status: 'failed', isAuthenticated: true });
  });

  it('logout revokes the refresh token, forgets tokens, user and project, and replaces the page', async () => {
    const { replace, api } = signedInAs();
    projectSelection.set(4);
    await loadSession();

    await logout();

    expect(api.callsTo('POST /account/logout/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(window.localStorage.getItem('refresh')).toBeNull();
    expect(window.localStorage.getItem('project')).toBeNull();
    expect(sessionStore.getState()).toMatchObject({ isAuthenticated: false, status: 'idle', user: { full_name: '' } });
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });

  it('logout goes on when the logout call fails', async () => {
    storeTokens();
    sessionStore.reset();
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    installFakeApi({ 'POST /account/logout/': () => json(500, { detail: 'boom', code: 'server_error' }) });
    await logout();
    expect(window.localStorage.getItem('access')).toBeNull();
    expect(replace).toHaveBeenCalledWith('/auth/login');
  });

  it('the periodic refresh keeps the new token pair, and logs out when the refresh token is refused', async () => {
    const { replace } = signedInAs();
    const api = installFakeApi({ 'POST /token/refresh/': () => json(200, { access: 'fresh', refresh: 'refresh-2' }) });
    await refreshSession();
    expect(api.callsTo('POST /token/refresh/')[0]?.body).toEqual({ refresh: 'refresh-1' });
    expect(window.localStorage.getItem('access')).toBe('fresh');
    expect(window.localStorage.getItem('refresh')).toBe('refresh-2');
    expect(replace).not.toHaveBeenCalled();

    installFakeApi({ 'POST /token/refresh/': () => json(401, { detail: 'bad', code: 'token_not_valid' }) });
    await refreshSession();
    expect(replace).toHaveBeenCalledWith('/auth/login');
    expect(window.localStorage.getItem('refresh')).toBeNull();
  });

  it('a network failure of the periodic refresh does not log out', async () => {
    const { replace } = signedInAs();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await refreshSession();
    expect(replace).not.toHaveBeenCalled();
    expect(window.localStorage.getItem('refresh')).toBe('refresh-1');
  });

  it('refreshes every 60 seconds while signed in, each time with the refresh token the last one gave', async () => {
    vi.useFakeTimers();
    signedInAs();
    const server = rotatingTokens();
    const api = installFakeApi({ 'POST /token/refresh/': server.refresh });
    const { unmount } = renderHook(() => useTokenRefresh());

    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS - 1);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1);
    expect(api.callsTo('POST /token/refresh/')).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(TOKEN_REFRESH_INTERVAL_MS);
    expect(api.callsTo('POST /token/refresh/').map((c) => c.body)).toEqual([{ refresh: 'refresh-1' }, { refresh: 'refresh-2' }]);
    expect(server.ended()).toBe(false);
    expect(window.localStorage.getItem('refresh')).toBe('refresh-3');
    expect(TOKEN_REFRESH_INTERVAL_MS).toBe(60_000);
    unmount();
  });

  it('logout ends the session with the tokens the last refresh kept', async () => {
    signedInAs();
    const api = installFakeApi({ ...sessionRoutes(permissionRecord()), 'POST /token/refresh/': rotatingTokens().refresh });
    await refreshSession();
    await logout();
    const [call] = api.callsTo('POST /account/logout/');
    expect(call?.body).toEqual({ refresh: 'refresh-2' });
    expect(call?.headers.get('authorization')).toBe('Bearer access-2');
  });

  it('turns the page to a chosen language once the account keeps it, so that leaving at once loses nothing', async () => {
    let answer: (response: Response) => void = () => {};
    const saved = new Promise<Response>((resolve) => (answer = resolve));
    signedInAs();
    const api = installFakeApi({ ...sessionRoutes(permissionRecord()), 'PUT /account/language/': () => saved });
    await loadSession();
    await i18n.changeLanguage('en');

    const choosing = chooseLanguage('ru');
    await vi.waitFor(() => expect(api.callsTo('PUT /account/language/')).toHaveLength(1));
    // The texts are here long before the server answers: the page still reads English.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(i18n.language).toBe('en');
    answer(new Response(null, { status: 204 }));
    await choosing;
    expect(i18n.language).toBe('ru');
    expect(sessionStore.getState().user.language).toBe('ru');
    await i18n.changeLanguage('en');
  });
});
