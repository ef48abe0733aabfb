import type { Principal } from '@performa/contracts/access';
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Sidebar } from '../../components/layout/sidebar.tsx';
import { renderWithProviders } from '../../testing/render.tsx';
import { buildMenu } from './menu.tsx';

const principal = (role: Principal['role'], permissions: string[] = [], packageActive = true): Principal => ({
  role,
  permissions,
  packageActive,
});

function renderSidebar(p: Principal, route = '/', onLogout = vi.fn()) {
  renderWithProviders(<Sidebar open variant="persistent" onClose={() => {}} items={buildMenu(p, 7)} onLogout={onLogout} />, { route });
  return { onLogout };
}

/** The sidebar's entries as an outline: "key" per link, "key[child child]" per submenu. */
function outline(nodes = buildMenu(principal('admin'), 7)): string[] {
  return nodes.map((n) => (n.children ? `${n.key}[${outline(n.children).join(' ')}]` : n.key));
}

const ADMIN = [
  'dashboard',
  'corporate-board[organizational-chart[departments positions-chart] users-group[performance-panel users evaluations] goals competencies]',
  'user-board[user-panel my-results evaluate]',
  'reporting',
  'periods',
];

describe('sidebar menus (docs/product.md §7.3)', () => {
  it('admin', () => {
    expect(outline(buildMenu(principal('admin'), 7))).toEqual(ADMIN);
  });

  it('super admin adds Wizard, Projects and Settings', () => {
    expect(outline(buildMenu(principal('super_admin'), 7))).toEqual([
      'dashboard',
      'wizard',
      'projects',
      ...ADMIN.slice(1),
      'settings[company-settings admin-settings payment]',
    ]);
  });

  it('super admin without package: dashboard, user board and payment only', () => {
    expect(outline(buildMenu(principal('super_admin', [], false), 7))).toEqual(['dashboard', 'user-board[user-panel evaluate]', 'settings[payment]']);
  });

  it('user with dge sees Goals; with dsv Competencies; without codes neither', () => {
    expect(outline(buildMenu(principal('user', ['dge']), 7))).toEqual(['dashboard', 'goals', 'user-board[user-panel my-results evaluate]']);
    expect(outline(buildMenu(principal('user', ['dsv']), 7))).toEqual(['dashboard', 'competencies', 'user-board[user-panel my-results evaluate]']);
    expect(outline(buildMenu(principal('user'), 7))).toEqual(['dashboard', 'user-board[user-panel my-results evaluate]']);
  });

  it('renders the items with their test ids; User Panel links to the own panel with tab=edit-user', () => {
    renderSidebar(principal('user', ['dgv']));
    expect(screen.getByTestId('menu-goals').getAttribute('href')).toBe('/goals');
    expect(screen.queryByTestId('menu-competencies')).toBeNull();
    expect(screen.queryByTestId('menu-corporate-board')).toBeNull();
    expect(screen.queryByTestId('menu-departments')).toBeNull();
    expect(screen.getByTestId('menu-user-panel').getAttribute('href')).toBe('/user-panel/7?tab=edit-user');
    expect(screen.getByTestId('menu-logout')).toBeTruthy();
  });

  it('renders the super admin tree with translated labels', () => {
    renderSidebar(principal('super_admin'));
    for (const id of [
      'wizard',
      'projects',
      'departments',
      'positions-chart',
      'performance-panel',
      'users',
      'evaluations',
      'company-settings',
      'admin-settings',
      'payment',
    ]) {
      expect(screen.getByTestId(`menu-${id}`), id).toBeTruthy();
    }
    expect(within(screen.getByTestId('menu-positions-chart')).getByText('Positions Chart')).toBeTruthy();
    expect(within(screen.getByTestId('menu-payment')).getByText('Payment and Billing')).toBeTruthy();
  });

  it('opens the submenus around the current page and keeps open submenus in session storage', () => {
    renderSidebar(principal('admin'), '/departments');
    expect(screen.getByTestId('menu-corporate-board').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('menu-organizational-chart').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('menu-users-group').getAttribute('aria-expanded')).toBe('false');
    expect(screen.getByTestId('menu-departments').getAttribute('aria-current')).toBe('page');
    expect(JSON.parse(window.sessionStorage.getItem('openSubmenus')!)).toEqual(['corporate-board', 'organizational-chart']);

    fireEvent.click(screen.getByTestId('menu-user-board'));
    expect(screen.getByTestId('menu-user-board').getAttribute('aria-expanded')).toBe('true');
    expect(JSON.parse(window.sessionStorage.getItem('openSubmenus')!)).toEqual(['corporate-board', 'organizational-chart', 'user-board']);
  });

  it('My results leads every person to their own results; it, not User Panel, is the active link on that tab', () => {
    renderSidebar(principal('user'), '/user-panel/7?tab=results');
    expect(screen.getByTestId('menu-my-results').getAttribute('href')).toBe('/user-panel/7?tab=results');
    expect(screen.getByTestId('menu-my-results').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('menu-user-panel').getAttribute('aria-current')).toBeNull();
    expect(within(screen.getByTestId('menu-my-results')).getByText('My results')).toBeTruthy();
  });

  it('User Panel stays the active link on the panel’s other tabs', () => {
    renderSidebar(principal('user'), '/user-panel/7?tab=goals');
    expect(screen.getByTestId('menu-user-panel').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('menu-my-results').getAttribute('aria-current')).toBeNull();
  });

  it('restores open submenus from session storage', () => {
    window.sessionStorage.setItem('openSubmenus', JSON.stringify(['user-board']));
    renderSidebar(principal('admin'), '/');
    expect(screen.getByTestId('menu-user-board').getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByTestId('menu-corporate-board').getAttribute('aria-expanded')).toBe('false');
  });

  it('the Logout item logs out', () => {
    const { onLogout } = renderSidebar(principal('user'));
    fireEvent.click(screen.getByTestId('menu-logout'));
    expect(onLogout).toHaveBeenCalledOnce();
  });
});
