import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PermissionAccount } from '@performa/contracts/api/employees';
import { describe, expect, it, vi } from 'vitest';
import { browser } from '../../../lib/browser.ts';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, ME, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { AdminSettingsScreen } from './admin-settings-screen.tsx';

const account = (id: number, role: PermissionAccount['role'], extra: Partial<PermissionAccount> = {}): PermissionAccount => ({
  id,
  full_name: `Person ${id}`,
  username: `person${id}`,
  role,
  permissions: [],
  all_departments: true,
  departments: [],
  ...extra,
});

const ACCOUNTS = [
  account(ME.id, 'super_admin', { full_name: ME.full_name, username: 'aysel' }),
  account(11, 'admin', { all_departments: false, departments: [{ id: 99, name: 'Far away' }] }),
  account(12, 'user', { permissions: ['dgv'] }),
  account(13, 'admin', { all_departments: false }),
];
const DEPARTMENTS = [
  { id: 1, name: 'Sales', parent_id: null, employee_count: 3, position_count: 1 },
  { id: 2, name: 'North', parent_id: 1, employee_count: 1, position_count: 0 },
  { id: 3, name: 'Finance', parent_id: null, employee_count: 2, position_count: 1 },
];

async function open(route = '/admin-settings', extra: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '4');
  const api = installFakeApi(
    sessionRoutes(permissionRecord({ user_type: 'super_admin' }), {
      'GET /account/permissions/': () => json(200, { count: 60, results: ACCOUNTS }),
      'GET /wizard/departments/': () => json(200, DEPARTMENTS),
      'GET /wizard/admins/': () => json(200, { count: 2, results: ACCOUNTS.slice(0, 2) }),
      'GET /wizard/company/': () => json(200, { id: 1, company_name: 'Acme Holding', industry: '', address: '', phone: '', linkedin: '', logo: null }),
      ...extra,
    }),
  );
  await loadSession();
  renderWithProviders(<AdminSettingsScreen />, { route });
  return api;
}

/** The query strings sent to a path (the fake API records paths without them). */
const queriesTo = (api: Awaited<ReturnType<typeof open>>, path: string) =>
  api.fetchMock.mock.calls
    .map(([url]) => new URL(String(url), 'http://localhost'))
    .filter((url) => url.pathname === `/api${path}`)
    .map((url) => Object.fromEntries(url.searchParams));

describe('admin settings: permissions', () => {
  it('lists the accounts with their codes explained in words', async () => {
    const api = await open();
    await screen.findByTestId('permission-row-12');
    const legend = screen.getByTestId('permission-legend').textContent;
    expect(legend).toContain('dgeEdit the goals of the department');
    expect(legend).toContain('dsvView the competencies of the department');
    expect(screen.getByTestId('permission-12-dge').getAttribute('aria-label')).toBe('Edit the goals of the department (dge)');
    expect((screen.getByTestId('permission-12-dgv') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('permission-12-dge') as HTMLInputElement).checked).toBe(false);
    expect(queriesTo(api, '/account/permissions/')[0]).toEqual({ page: '1', page_size: '25' });
  });

  it('saves every changed row with one Save (docs/product.md §7.5)', async () => {
    const api = await open('/admin-settings', {
      'PUT /account/permissions/': () => json(200, { results: [] }),
    });
    await screen.findByTestId('permission-row-12');
    const save = screen.getByTestId('permissions-save') as HTMLButtonElement;
    expect(save.disabled).toBe(true);
    expect(screen.queryByTestId('permission-12-save')).toBeNull();
    fireEvent.click(screen.getByTestId('permission-12-dge'));
    fireEvent.click(screen.getByTestId('permission-12-dsv'));
    fireEvent.click(screen.getByTestId('permission-12-dgv'));
    fireEvent.click(screen.getByTestId('permission-13-dse'));
    expect(screen.getByTestId('permissions-changed-count').textContent).toBe('Unsaved rows: 2');
    fireEvent.click(save);

    expect(await screen.findByText('The permissions were saved.')).toBeTruthy();
    expect(api.callsTo('PUT /account/permissions/')).toHaveLength(1);
    expect(api.callsTo('PUT /account/permissions/')[0]?.body).toEqual({
      changes: [
        { account_id: 12, permissions: ['dge', 'dsv'], all_departments: true, departments: [] },
        { account_id: 13, permissions: ['dse'], all_departments: false, departments: [] },
      ],
    });
  });

  it('a row changed back is no change; Discard forgets the changes', async () => {
    await open();
    await screen.findByTestId('permission-row-12');
    fireEvent.click(screen.getByTestId('permission-12-dge'));
    fireEvent.click(screen.getByTestId('permission-12-dge'));
    expect((screen.getByTestId('permissions-save') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(screen.getByTestId('permission-12-dse'));
    fireEvent.click(screen.getByTestId('permissions-discard'));
    expect((screen.getByTestId('permission-12-dse') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('permissions-save') as HTMLButtonElement).disabled).toBe(true);
  });

  it('asks before leaving the page with unsaved changes', async () => {
    await open();
    fireEvent.click(await screen.findByTestId('permission-12-dge'));
    fireEvent.click(screen.getByTestId('admin-tab-danger-zone'));
    expect(await screen.findByTestId('unsaved-changes-dialog')).toBeTruthy();
  });

  it('an admin’s department scope: departments of the project, and those of other projects are kept', async () => {
    const api = await open('/admin-settings', {
      'PUT /account/permissions/': () => json(200, { results: [ACCOUNTS[1]] }),
    });
    const input = await screen.findByTestId('permission-11-departments');
    expect(screen.getByTestId('permission-row-11').textContent).toContain('Far away (another project)');
    expect(screen.queryByTestId('permission-12-departments')).toBeNull();
    fireEvent.mouseDown(input);
    const listbox = await screen.findByRole('listbox');
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Finance', 'Sales', 'Sales / North']);
    fireEvent.click(within(listbox).getByText('Sales / North'));
    fireEvent.click(screen.getByTestId('permissions-save'));

    await waitFor(() => expect(api.callsTo('PUT /account/permissions/')).toHaveLength(1));
    expect(api.callsTo('PUT /account/permissions/')[0]?.body).toEqual({
      changes: [{ account_id: 11, permissions: [], all_departments: false, departments: [99, 2] }],
    });
    // The departments were read in the selected project.
    expect(api.callsTo('GET /wizard/departments/')[0]?.headers.get('x-project-id')).toBe('4');
  });

  it('an admin limited to no department says so in full below the field, and gets every department only when that is ticked', async () => {
    const api = await open('/admin-settings', {
      'PUT /account/permissions/': () => json(200, { results: [] }),
    });
    const row = await screen.findByTestId('permission-row-13');
    expect((screen.getByTestId('permission-13-all-departments') as HTMLInputElement).checked).toBe(false);
    expect((screen.getByTestId('permission-13-departments') as HTMLInputElement).placeholder).toBe('Choose departments');
    expect(row.textContent).toContain('No department: this admin reaches none');
    fireEvent.click(screen.getByTestId('permission-13-all-departments'));
    expect(screen.queryByTestId('permission-13-departments')).toBeNull();
    fireEvent.click(within(row).getByTestId('permission-13-dgv'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    await waitFor(() => expect(api.callsTo('PUT /account/permissions/')).toHaveLength(1));
    expect(api.callsTo('PUT /account/permissions/')[0]?.body).toEqual({
      changes: [{ account_id: 13, permissions: ['dgv'], all_departments: true, departments: [] }],
    });
  });

  it('one’s own row is read-only', async () => {
    await open();
    await screen.findByTestId(`permission-row-${ME.id}`);
    expect((screen.getByTestId(`permission-${ME.id}-dge`) as HTMLInputElement).disabled).toBe(true);
    expect(screen.getByTestId(`permission-${ME.id}-locked`)).toBeTruthy();
    expect((screen.getByTestId('permission-12-dge') as HTMLInputElement).disabled).toBe(false);
  });

  it('shows the server’s refusal, and a row’s field error under that row, keeping the changes', async () => {
    let answer = json(409, { detail: 'You cannot change your own role or permissions here.', code: 'self_change' });
    await open('/admin-settings', { 'PUT /account/permissions/': () => answer });
    fireEvent.click(await screen.findByTestId('permission-12-dse'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    expect(await screen.findByText('You cannot change your own role or permissions here.')).toBeTruthy();

    answer = json(400, { 'changes.1.departments': ['No such entry in this project.'] });
    fireEvent.mouseDown(screen.getByTestId('permission-11-departments'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('Finance'));
    fireEvent.click(screen.getByTestId('permissions-save'));
    expect(await screen.findByText('Nothing was saved: correct the marked rows.')).toBeTruthy();
    expect(within(screen.getByTestId('permission-row-11')).getByText('No such entry in this project.')).toBeTruthy();
    expect((screen.getByTestId('permission-12-dse') as HTMLInputElement).checked).toBe(true);
  });

  it('searches and pages on the server', async () => {
    const api = await open();
    await screen.findByTestId('permission-row-12');
    await userEvent.type(screen.getByTestId('permissions-search'), 'ays');
    await waitFor(() => expect(queriesTo(api, '/account/permissions/').at(-1)).toEqual({ search: 'ays', page: '1', page_size: '25' }));
    fireEvent.click(within(screen.getByTestId('permissions-pagination')).getByLabelText('Go to next page'));
    await waitFor(() => expect(queriesTo(api, '/account/permissions/').at(-1)).toEqual({ search: 'ays', page: '2', page_size: '25' }));
    expect(screen.getByTestId('permissions-pagination').textContent).toContain('26–50 of 60');
  });
});

describe('admin settings: admins', () => {
  it('lists the admins and makes an account a super admin after confirming', async () => {
    const api = await open('/admin-settings?tab=admins', {
      'POST /wizard/make-super-admin/': () => json(200, account(12, 'super_admin')),
    });
    expect((await screen.findByTestId('admin-row-11')).textContent).toContain('Far away');
    expect(screen.getByTestId(`admin-row-${ME.id}`).textContent).toContain('Super admin');

    const picker = screen.getByTestId('super-admin-picker');
    fireEvent.mouseDown(picker);
    fireEvent.change(picker, { target: { value: 'Person' } });
    const listbox = await screen.findByRole('listbox');
    // Super admins are not offered.
    await waitFor(() => expect(within(listbox).queryByTestId(`account-option-${ME.id}`)).toBeNull());
    fireEvent.click(await within(listbox).findByTestId('account-option-12'));
    fireEvent.click(screen.getByTestId('make-super-admin'));

    expect(screen.getByTestId('make-super-admin-warning').textContent).toContain('Person 12 becomes a super admin');
    expect(api.callsTo('POST /wizard/make-super-admin/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect(await screen.findByText('Person 12 is now a super admin.')).toBeTruthy();
    expect(api.callsTo('POST /wizard/make-super-admin/')[0]?.body).toEqual({ account_id: 12 });
  });

  it('an admin row has its own button', async () => {
    const api = await open('/admin-settings?tab=admins', {
      'POST /wizard/make-super-admin/': () => json(200, account(11, 'super_admin')),
    });
    fireEvent.click(await screen.findByTestId('make-super-admin-11'));
    expect(screen.queryByTestId(`make-super-admin-${ME.id}`)).toBeNull();
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(api.callsTo('POST /wizard/make-super-admin/')[0]?.body).toEqual({ account_id: 11 }));
  });
});

describe('admin settings: danger zone', () => {
  it('keeps the button disabled until the exact name is typed, then deletes and logs out', async () => {
    const replace = vi.spyOn(browser, 'replace').mockImplementation(() => {});
    const api = await open('/admin-settings?tab=danger-zone', {
      'DELETE /wizard/company/': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(await screen.findByTestId('delete-company'));
    await waitFor(() => expect((screen.getByTestId('delete-company') as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(screen.getByTestId('delete-company'));
    const confirm = screen.getByTestId('confirm-button') as HTMLButtonElement;
    expect(screen.getByTestId('delete-company-instruction').textContent).toContain('“Acme Holding”');
    expect(confirm.disabled).toBe(true);
    const typed = screen.getByTestId('confirm-text');
    await userEvent.type(typed, 'Acme');
    expect(confirm.disabled).toBe(true);
    await userEvent.type(typed, ' holding');
    expect(confirm.disabled).toBe(true);
    await userEvent.clear(typed);
    await userEvent.type(typed, 'Acme Holding');
    expect(confirm.disabled).toBe(false);
    fireEvent.click(confirm);

    await waitFor(() => expect(replace).toHaveBeenCalledWith('/auth/login'));
    expect(api.callsTo('DELETE /wizard/company/')[0]?.body).toEqual({ confirmation: 'Acme Holding' });
    expect(window.localStorage.getItem('access')).toBeNull();
  });

  it('shows the server’s field error in the dialog', async () => {
    await open('/admin-settings?tab=danger-zone', {
      'DELETE /wizard/company/': () => json(400, { confirmation: ['Type the exact text to confirm.'] }),
    });
    const button = await screen.findByTestId('delete-company');
    await waitFor(() => expect((button as HTMLButtonElement).disabled).toBe(false));
    fireEvent.click(button);
    await userEvent.type(screen.getByTestId('confirm-text'), 'Acme Holding');
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect((await screen.findByTestId('delete-company-error')).textContent).toBe('Type the exact text to confirm.');
  });
});

describe('admin settings: tabs and language', () => {
  it('keeps the tab in the URL and speaks Azerbaijani', async () => {
    await i18n.changeLanguage('az');
    await open();
    expect(screen.getByTestId('page-title').textContent).toBe('Admin parametrləri');
    await screen.findByTestId('permission-row-12');
    expect(screen.getByTestId('permission-legend').textContent).toContain('Şöbənin hədəflərini redaktə etmək');
    fireEvent.click(screen.getByTestId('admin-tab-danger-zone'));
    expect(screen.getByTestId('location').textContent).toBe('/admin-settings?tab=danger-zone');
    expect((await screen.findByTestId('danger-zone')).textContent).toContain('Şirkəti silmək');
  });
});
