import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../lib/browser.ts';
import { sessionStore } from '../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens } from '../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../testing/render.tsx';
import { AppRoutes } from './router.tsx';

function openShell(notificationCount = 0) {
  storeTokens();
  sessionStore.reset();
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'super_admin' }), {
      'GET /notifications/notifications/': () =>
        json(200, {
          count: notificationCount,
          total: notificationCount,
          page: 1,
          page_size: 20,
          results: Array.from({ length: notificationCount }, (_, i) => ({
            id: i + 1,
            kind: 'info',
            title: `Notice ${i + 1}`,
            body: 'Body',
            link: null,
            params: {},
            is_read: false,
            created_at: '2025-01-01T00:00:00Z',
          })),
        }),
    }),
  );
  renderWithProviders(<AppRoutes />, { route: '/' });
  return api;
}

const sidebarOpen = () => screen.getByTestId('sidebar-toggle').getAttribute('aria-expanded');

describe('app shell', () => {
  it('shows the user, the project, the language and the bell', async () => {
    openShell();
    expect((await screen.findByTestId('user-full-name')).textContent).toBe('Aysel Mammadova');
    expect((await screen.findByTestId('project-selector')).textContent).toBe('Main project');
    expect(screen.getByTestId('language-selector').textContent).toBe('EN');
    expect(screen.getByTestId('notification-bell').getAttribute('data-highlighted')).toBe('false');
  });

  it('highlights the bell when there are notifications', async () => {
    openShell(3);
    await waitFor(() => expect(screen.getByTestId('notification-bell').getAttribute('data-highlighted')).toBe('true'));
    expect(screen.getByTestId('notification-bell').textContent).toContain('3');
  });

  it('wide screens: the sidebar is open by default and its state is kept under open', async () => {
    setScreenWidth(1440);
    openShell();
    await screen.findByTestId('sidebar-toggle');
    expect(sidebarOpen()).toBe('true');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebarOpen()).toBe('false');
    expect(window.localStorage.getItem('open')).toBe('false');
  });

  it('wide screens restore a closed sidebar from local storage', async () => {
    setScreenWidth(1440);
    window.localStorage.setItem('open', 'false');
    openShell();
    await screen.findByTestId('sidebar-toggle');
    expect(sidebarOpen()).toBe('false');
  });

  it('narrow screens start with the sidebar closed whatever is stored', async () => {
    setScreenWidth(390);
    window.localStorage.setItem('open', 'true');
    openShell();
    await screen.findByTestId('sidebar-toggle');
    expect(sidebarOpen()).toBe('false');
    fireEvent.click(screen.getByTestId('sidebar-toggle'));
    expect(sidebarOpen()).toBe('true');
    expect(window.localStorage.getItem('open')).toBe('true');
  });

  it('the Logout item calls the logout endpoint and replaces the page with /auth/login', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const api = openShell();
    fireEvent.click(await screen.findByTestId('menu-logout'));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth/login'));
    expect(api.callsTo('POST /account/logout/')).toHaveLength(1);
    expect(window.localStorage.getItem('access')).toBeNull();
  });

  it('scrolls to the top when the route changes', async () => {
    openShell();
    fireEvent.click(await screen.findByTestId('menu-periods'));
    await screen.findByText('Periods', { selector: 'h1' });
    expect(window.scrollTo).toHaveBeenCalledWith(0, 0);
  });
});
