import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useNavigate } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { employee, installUsersApi, organisationRoutes, signInAs, type UsersCall } from '../testing/users-api.ts';
import { EmployeesScreen } from './employees-screen.tsx';

const ROWS = [
  employee({ id: 5, first_name: 'Kamran', last_name: 'Aliyev', employee_number: 'E005' }),
  employee({
    id: 6,
    first_name: 'Nigar',
    last_name: 'Rzayeva',
    employee_number: 'E006',
    role: 'admin',
    department: { id: 2, name: 'Human Resources' },
    sub_department: { id: 20, name: 'Recruitment' },
  }),
];

/** The list answers ROWS; a question for someone's reports (the terminate confirmation) answers `reports[id]` or nobody. */
function listApi(extra: Parameters<typeof installUsersApi>[0] = {}, count = 120, reports: Record<string, typeof ROWS> = {}) {
  return installUsersApi({
    ...organisationRoutes(),
    'GET /wizard/employees/': ({ query }) => {
      // The confirmation's question: one page of 200 of someone's reports.
      const manager = query.get('page_size') === '200' ? query.get('manager') : null;
      const results = manager ? (reports[manager] ?? []) : ROWS;
      return json(200, { count: manager ? results.length : count, page: Number(query.get('page')), page_size: Number(query.get('page_size')), results });
    },
    ...extra,
  });
}

const listCalls = (api: ReturnType<typeof installUsersApi>) =>
  api
    .callsTo('GET /wizard/employees/')
    .map((c: UsersCall) => Object.fromEntries(c.query))
    .filter((q) => !('manager' in q) || q.page_size !== '200');
const lastList = (api: ReturnType<typeof installUsersApi>) => listCalls(api).at(-1);
function BackButton() {
  const navigate = useNavigate();
  return <button data-testid="back" onClick={() => void navigate(-1)} />;
}

const location = () => screen.getByTestId('location').textContent ?? '';

beforeEach(async () => {
  await signInAs('admin');
});

describe('users list', () => {
  it('sends the page, size, sort, filters and search of the URL to the server (reload keeps them)', async () => {
    const api = listApi();
    renderWithProviders(<EmployeesScreen status="active" />, {
      route: '/users?page=2&size=50&sort=-department&department=1&position=100&manager=2&search=ali',
    });
    expect(await screen.findByTestId('employee-link-5')).toBeTruthy();
    expect(lastList(api)).toEqual({
      page: '2',
      page_size: '50',
      ordering: '-department',
      status: 'active',
      search: 'ali',
      department: '1',
      position: '100',
      manager: '2',
    });
    expect((screen.getByTestId('users-search') as HTMLInputElement).value).toBe('ali');
    // The grid does not move back to page 1 on its own once the rows arrive: the page after them is 3,
    // and no other page was asked for in between.
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ page: '3', page_size: '50' }));
    expect(listCalls(api).map((query) => query.page)).toEqual(['2', '3']);
    expect(Object.fromEntries(new URLSearchParams(location().replace('/users?', '')))).toEqual({
      page: '3',
      size: '50',
      sort: '-department',
      department: '1',
      position: '100',
      manager: '2',
      search: 'ali',
    });
  });

  it('a new page size starts again at page 1', async () => {
    const api = listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users?page=4' });
    await screen.findByTestId('employee-link-5');
    expect(screen.getByTestId('users-pagination').textContent).toContain('76–100 of 120');
    fireEvent.mouseDown(screen.getByTestId('users-page-size'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByText('100'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ page: '1', page_size: '100' }));
    expect(location()).toBe('/users?size=100');
  });

  it('pages, sorts and filters on the server, keeping the state in the URL', async () => {
    const api = listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    await screen.findByTestId('employee-link-5');
    // Sorted by what the name column shows, "First Last" (docs/product.md §2.7).
    expect(lastList(api)).toMatchObject({ page: '1', page_size: '25', ordering: 'full_name', status: 'active' });

    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastList(api)).toMatchObject({ page: '2', page_size: '25' }));
    expect(location()).toBe('/users?page=2');

    // Sorting starts again at page 1; a second click reverses the order.
    fireEvent.click(screen.getByRole('columnheader', { name: /Position/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    await waitFor(() => expect(lastList(api)).toMatchObject({ page: '1', ordering: 'position' }));
    fireEvent.click(screen.getByRole('columnheader', { name: /Position/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    await waitFor(() => expect(lastList(api)).toMatchObject({ ordering: '-position' }));
    expect(location()).toBe('/users?sort=-position');

    // Any department of the tree, by its path.
    fireEvent.change(screen.getByTestId('users-filter-department'), { target: { value: 'Back' } });
    fireEvent.click(await screen.findByTestId('users-filter-department-option-2'));
    await waitFor(() => expect(lastList(api)).toMatchObject({ department: '2', page: '1', ordering: '-position' }));
    expect(location()).toBe('/users?sort=-position&department=2');
  });

  it('the position filter offers the positions of the chosen department and every department below it', async () => {
    listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users?department=1' });
    await screen.findByTestId('employee-link-5');
    fireEvent.mouseDown(screen.getByTestId('users-filter-position'));
    const listbox = await screen.findByRole('listbox');
    await waitFor(() => expect(within(listbox).queryByTestId('users-filter-position-option-101')).toBeTruthy());
    expect(within(listbox).queryByTestId('users-filter-position-option-100')).toBeTruthy();
    expect(within(listbox).queryByTestId('users-filter-position-option-102')).toBeTruthy(); // two levels down
    expect(within(listbox).queryByTestId('users-filter-position-option-200')).toBeNull();
  });

  it('searches 300 ms after the last keystroke, once', async () => {
    const api = listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users?page=3' });
    await screen.findByTestId('employee-link-5');
    const before = listCalls(api).length;
    // The debounce runs on a fake clock, moved by hand (vi.waitFor moves it too while it waits). Typing
    // goes through fireEvent: user-event's waits would need the real clock.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const search = screen.getByTestId('users-search');
    fireEvent.change(search, { target: { value: 'ali' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(search, { target: { value: 'ali@' } });
    act(() => vi.advanceTimersByTime(299));
    expect(listCalls(api).length).toBe(before);
    act(() => vi.advanceTimersByTime(1));
    await vi.waitFor(() => expect(lastList(api)).toMatchObject({ search: 'ali@', page: '1' }));
    const searches = listCalls(api)
      .slice(before)
      .map((q) => q.search);
    expect(searches).toEqual(['ali@']);
    expect(location()).toBe('/users?search=ali%40');
  });

  it('back leaves the search: starting a search adds one history entry, refining it replaces it', async () => {
    listApi();
    renderWithProviders(
      <>
        <EmployeesScreen status="active" />
        <BackButton />
      </>,
      { route: '/users?page=2' },
    );
    await screen.findByTestId('employee-link-5');
    const user = userEvent.setup();
    await user.type(screen.getByTestId('users-search'), 'al');
    await waitFor(() => expect(location()).toBe('/users?search=al'));
    await user.type(screen.getByTestId('users-search'), 'i');
    await waitFor(() => expect(location()).toBe('/users?search=ali'));
    fireEvent.click(screen.getByTestId('back'));
    await waitFor(() => expect(location()).toBe('/users?page=2'));
    expect((screen.getByTestId('users-search') as HTMLInputElement).value).toBe('');
  });

  it('a row links its name to the user panel', async () => {
    listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    expect((await screen.findByTestId('employee-link-6')).getAttribute('href')).toBe('/user-panel/106?tab=edit-user');
  });

  it('an admin cannot edit another admin (the server would refuse)', async () => {
    listApi();
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    await screen.findByTestId('employee-link-6');
    expect((screen.getByTestId('employee-edit-6') as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByTestId('employee-edit-5') as HTMLButtonElement).disabled).toBe(false);
  });

  it('terminate asks first, then shows the server’s 409 message', async () => {
    const api = listApi({
      'POST /wizard/terminate-employee/6/': () =>
        json(409, { detail: 'It is not possible to terminate system admin or super admin.', code: 'terminate_admin' }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-terminate-6'));
    const dialog = await screen.findByTestId('terminate-dialog');
    expect(within(dialog).getByText('Are you sure?')).toBeTruthy();
    expect(dialog.textContent).toContain('Terminate Nigar Rzayeva?');
    expect(api.callsTo('POST /wizard/terminate-employee/6/')).toHaveLength(0);

    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(await screen.findByText('It is not possible to terminate system admin or super admin.')).toBeTruthy();
    expect(api.callsTo('POST /wizard/terminate-employee/6/')[0]?.body).toEqual({ action: 'terminate' });
  });

  it('emails a person a link to set their password (an invitation) from their row', async () => {
    const row = ROWS.find((r) => r.id === 5)!;
    const api = listApi({ [`POST /account/resend-invitation/${row.account_id}/`]: () => new Response(null, { status: 204 }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-invite-5'));
    expect(await screen.findByText(`A link to set the password was emailed to ${row.email}.`)).toBeTruthy();
    expect(api.callsTo(`POST /account/resend-invitation/${row.account_id}/`)).toHaveLength(1);
    // Another admin's row: only a super admin may (the server refuses it too).
    expect((screen.getByTestId('employee-invite-6') as HTMLButtonElement).disabled).toBe(true);
  });

  it('cancelling the confirmation terminates nobody', async () => {
    const api = listApi({ 'POST /wizard/terminate-employee/5/': () => json(200, ROWS[0]) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-terminate-5'));
    fireEvent.click(within(await screen.findByTestId('terminate-dialog')).getByText('Cancel'));
    await waitFor(() => expect(screen.queryByTestId('terminate-dialog')).toBeNull());
    expect(api.callsTo('POST /wizard/terminate-employee/5/')).toHaveLength(0);
  });

  it('terminating a user refreshes the list', async () => {
    const api = listApi({ 'POST /wizard/terminate-employee/5/': () => json(200, { ...ROWS[0], status: 'terminated' }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-terminate-5'));
    const before = listCalls(api).length;
    fireEvent.click(within(await screen.findByTestId('terminate-dialog')).getByTestId('confirm-button'));
    expect(await screen.findByText('Kamran Aliyev has been terminated')).toBeTruthy();
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  it('export calls the export URL in the chosen format', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:employees');
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = listApi({
      'GET /account/export-employees/': () =>
        new Response('employee_number', { status: 200, headers: { 'content-disposition': 'attachment; filename="employees.csv"' } }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    await screen.findByTestId('employee-link-5');
    fireEvent.click(screen.getByTestId('users-export'));
    fireEvent.click(await screen.findByTestId('users-export-csv'));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const calls = api.callsTo('GET /account/export-employees/');
    expect(calls.map((c) => c.query.get('format'))).toEqual(['csv']);
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toBe('employees.csv');
  });

  it('import opens the import dialog on the employee import, and a finished import refreshes the list', async () => {
    URL.createObjectURL = vi.fn(() => 'blob:template');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const api = listApi({
      'GET /wizard/import-users-from-csv/': () => new Response('x', { status: 200 }),
      'POST /wizard/import-users-from-csv/': () => json(200, { created: 30, updated: 0 }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    await screen.findByTestId('employee-link-5');
    fireEvent.click(screen.getByTestId('users-import'));
    const dialog = await screen.findByTestId('import-dialog');
    expect(within(dialog).getByText('Import employees')).toBeTruthy();
    fireEvent.click(within(dialog).getByTestId('import-template-csv'));
    await waitFor(() => expect(api.callsTo('GET /wizard/import-users-from-csv/').map((c) => c.query.get('format'))).toEqual(['csv']));

    const before = listCalls(api).length;
    fireEvent.change(within(dialog).getByTestId('import-file-input'), { target: { files: [new File(['x'], 'staff.xlsx')] } });
    fireEvent.click(within(dialog).getByTestId('import-submit'));
    expect(await screen.findByText('Import complete: 30 created, 0 updated.')).toBeTruthy();
    await waitFor(() => expect(listCalls(api).length).toBeGreaterThan(before));
  });

  it('the terminated list asks for terminated employees and activates them', async () => {
    const api = listApi({ 'POST /wizard/terminate-employee/5/': () => json(200, ROWS[0]) });
    renderWithProviders(<EmployeesScreen status="terminated" />, { route: '/users/terminated-users' });
    fireEvent.click(await screen.findByTestId('employee-activate-5'));
    expect(await screen.findByText('Kamran Aliyev is active again')).toBeTruthy();
    expect(lastList(api)).toMatchObject({ status: 'terminated' });
    expect(api.callsTo('POST /wizard/terminate-employee/5/')[0]?.body).toEqual({ action: 'activate' });
    expect(screen.queryByTestId('users-add')).toBeNull();
    expect(screen.queryByTestId('employee-terminate-5')).toBeNull();
  });

  it('terminate names the reports, proposes the person’s own manager, sends the chosen one, and says Activate restores them', async () => {
    const boss = employee({
      id: 7,
      first_name: 'Tural',
      last_name: 'Boss',
      employee_number: 'E007',
      report_to: { id: 1, full_name: 'Kamran Aliyev', status: 'active' },
    });
    const reports = [employee({ id: 8, first_name: 'Aysel', last_name: 'Report', employee_number: 'E008' })];
    const api = installUsersApi({
      ...organisationRoutes(),
      'GET /wizard/employees/': ({ query }) => {
        const results = query.get('manager') === '7' ? reports : [boss];
        return json(200, { count: results.length, page: 1, page_size: 25, results });
      },
      'POST /wizard/terminate-employee/7/': () => json(200, { ...boss, status: 'terminated' }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    fireEvent.click(await screen.findByTestId('employee-terminate-7'));
    const dialog = await screen.findByTestId('terminate-dialog');
    expect(await within(dialog).findByTestId('terminate-report-8')).toBeTruthy();
    expect(within(dialog).getByText('Reporting to Tural Boss (1):')).toBeTruthy();
    expect(dialog.textContent).not.toContain('can not be reversed');
    expect(dialog.textContent).toContain('Activate');
    const picker = within(dialog).getByTestId('terminate-new-manager') as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe('Kamran Aliyev (E001)'));
    fireEvent.mouseDown(picker);
    fireEvent.click(await screen.findByTestId('terminate-new-manager-option-2'));
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect(await screen.findByText('Tural Boss has been terminated')).toBeTruthy();
    expect(api.callsTo('POST /wizard/terminate-employee/7/')[0]?.body).toEqual({ action: 'terminate', new_manager: 2 });
  });

  it('a manager terminated before shows as terminated; the name column sorts by full name', async () => {
    const row = employee({ id: 9, first_name: 'Orphan', last_name: 'Report', report_to: { id: 3, full_name: 'Gone Boss', status: 'terminated' } });
    const api = listApi({
      'GET /wizard/employees/': ({ query }) => json(200, { count: 1, page: 1, page_size: Number(query.get('page_size')), results: [row] }),
    });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users?sort=position' });
    expect(await screen.findByText('Gone Boss (terminated)')).toBeTruthy();
    fireEvent.click(screen.getByRole('columnheader', { name: /Full name/ }).querySelector('.MuiDataGrid-columnHeaderTitleContainer')!);
    await waitFor(() => expect(lastList(api)).toMatchObject({ ordering: 'full_name' }));
  });

  it('at phone width the rows are cards whose actions stay on screen', async () => {
    setScreenWidth(390);
    try {
      listApi();
      renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
      const card = await screen.findByTestId('employee-card-6');
      expect(screen.queryByTestId('users-grid')).toBeNull();
      expect(within(card).getByTestId('employee-terminate-6')).toBeTruthy();
      expect(within(card).getByTestId('employee-edit-6')).toBeTruthy();
      expect(card.textContent).toContain('Human Resources / Recruitment');
    } finally {
      setScreenWidth(1280);
    }
  });

  it('speaks the UI language, the grid included', async () => {
    await i18n.changeLanguage('ru');
    listApi({ 'GET /wizard/employees/': () => json(200, { count: 0, page: 1, page_size: 25, results: [] }) });
    renderWithProviders(<EmployeesScreen status="active" />, { route: '/users' });
    expect(await screen.findByText('Данные не найдены')).toBeTruthy();
    expect(screen.getByTestId('page-title').textContent).not.toBe('Users');
    expect(screen.getByText('Строк на странице', { exact: false })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Должность/ })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: /Эл\. почта/ })).toBeTruthy();
  });
});
