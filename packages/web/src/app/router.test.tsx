import type { PermissionRecord } from '@performa/contracts/api/auth';
import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { installFakeApi, permissionRecord, sessionRoutes, storeTokens } from '../testing/fake-api.ts';
import { renderWithProviders } from '../testing/render.tsx';
import { sessionStore } from '../lib/session.ts';
import { AppRoutes } from './router.tsx';

function openAs(route: string, permission: Partial<PermissionRecord> | null) {
  vi.spyOn(browser, 'replace').mockImplementation(() => {});
  if (permission) {
    storeTokens();
    sessionStore.reset();
    installFakeApi(sessionRoutes(permissionRecord(permission)));
  }
  return renderWithProviders(<AppRoutes />, { route });
}

const location = () => screen.getByTestId('location').textContent;

describe('routes', () => {
  // The first import of a lazy screen can take seconds on a busy machine (the users screens bring the
  // data grid): the screens these tests open are imported once before them, so that a test waits for
  // routing only, alone as after the others.
  beforeAll(
    () =>
      Promise.all([
        import('./app-shell.tsx'),
        import('./routes/dashboard.tsx'),
        import('./routes/admin-dashboard.tsx'),
        import('./routes/user-dashboard.tsx'),
        import('./routes/terminated-users.tsx'),
        import('./routes/goals.tsx'),
        import('./routes/wizard.tsx'),
      ]),
    60_000,
  );

  it('sends a visitor without session to /auth/login', async () => {
    openAs('/departments', null);
    expect(await screen.findByTestId('login-form')).toBeTruthy();
    expect(location()).toBe('/auth/login');
  });

  it('shows the admin dashboard at / for an admin', async () => {
    openAs('/', { user_type: 'admin' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dashboard');
  });

  it('shows the user dashboard at / for a user', async () => {
    openAs('/', { user_type: 'user' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('My dashboard');
  });

  it('opens a management screen for an admin', async () => {
    openAs('/users/terminated-users', { user_type: 'admin' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Terminated users');
  });

  it('sends a user away from a management screen to /', async () => {
    openAs('/departments', { user_type: 'user' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('My dashboard');
    expect(location()).toBe('/');
  });

  it('shows no access for Goals to a user without goal codes, and the screen to one with dgv', async () => {
    openAs('/goals', { user_type: 'user', permission: ['dse'] });
    expect(await screen.findByTestId('no-access-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'No access' })).toBeTruthy();
  });

  it('opens Goals for a user holding dgv', async () => {
    openAs('/goals', { user_type: 'user', permission: ['dgv'] });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Goals');
  });

  it('sends a super admin without package to /payment after loading, and from package screens', async () => {
    openAs('/wizard', { user_type: 'super_admin', package: 'no' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Payment and billing');
    expect(location()).toBe('/payment');
  });

  it('shows a translated not-found page for an unknown path', async () => {
    openAs('/no/such/page', { user_type: 'admin' });
    expect(await screen.findByTestId('not-found-page')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('asks for the project list once, beside the session, not after it (ADR 40)', async () => {
    vi.spyOn(browser, 'replace').mockImplementation(() => {});
    storeTokens();
    sessionStore.reset();
    const routes = sessionRoutes(permissionRecord({ user_type: 'admin' }));
    // The account's answer waits for the project list's request (3 s at most): asked only after the session,
    // the list would come 3 s late, and its request after the account's answer.
    let listAsked: () => void = () => {};
    const asked = new Promise<void>((resolve) => (listAsked = resolve));
    const order: string[] = [];
    const api = installFakeApi({
      ...routes,
      'GET /wizard/projects/': () => {
        order.push('projects asked');
        listAsked();
        return routes['GET /wizard/projects/']();
      },
      'GET /account/me/': async () => {
        await Promise.race([asked, new Promise((resolve) => setTimeout(resolve, 3000))]);
        order.push('me answered');
        return routes['GET /account/me/']();
      },
    });
    renderWithProviders(<AppRoutes />, { route: '/' });
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dashboard');
    expect(order).toEqual(['projects asked', 'me answered']);
    expect(api.callsTo('GET /wizard/projects/')).toHaveLength(1);
  });

  it('sends a signed-in visitor of /auth/login to /', async () => {
    openAs('/auth/login', { user_type: 'admin' });
    await waitFor(() => expect(location()).toBe('/'));
    expect((await screen.findByTestId('page-title')).textContent).toBe('Dashboard');
  });
});
