import type { Department } from '@performa/contracts/api/organisation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { DepartmentsScreen } from './departments-screen.tsx';
import { dep } from '../testing/fixtures.ts';

const ALL: Department[] = [
  dep(4, 'Accounting', 1, 3, 2),
  dep(1, 'Finance', null, 5, 4),
  dep(6, 'Payroll', 4, 1, 1),
  dep(2, 'Sales', null, 7, 0),
  dep(5, 'Treasury', 1, 2, 1),
];

function setup(routes: Record<string, FakeHandler> = {}, scope: { all_departments?: boolean; departments?: number[] } = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord(scope)),
    'GET /wizard/departments/': () => {
      const url = new URL(String(fake.fetchMock.mock.calls.at(-1)![0]), 'http://localhost');
      const search = url.searchParams.get('search');
      if (!search) return json(200, ALL);
      // The server: matches plus their ancestors.
      return json(200, search === 'pay' ? [dep(4, 'Accounting', 1, 3, 2), dep(1, 'Finance', null, 5, 4), dep(6, 'Payroll', 4, 1, 1)] : []);
    },
    ...routes,
  });
  return fake;
}

async function renderScreen() {
  await loadSession();
  const view = renderWithProviders(<DepartmentsScreen />, { route: '/departments' });
  await screen.findByTestId('department-row-1');
  return view;
}

const row = (id: number) => screen.getByTestId(`department-row-${id}`);
const openAction = (id: number, action: 'add-sub' | 'rename' | 'move' | 'delete') => {
  fireEvent.click(screen.getByTestId(`department-actions-${id}`));
  fireEvent.click(screen.getByTestId(`department-action-${action}`));
};
const typeName = (value: string) => fireEvent.change(screen.getByTestId('department-name-input'), { target: { value } });

describe('the department tree', () => {
  it('nests the flat list, shows the counts, opens the top level and toggles branches', async () => {
    setup();
    await renderScreen();
    expect(screen.getByTestId('page-title').textContent).toBe('Departments');
    expect(screen.getByTestId('departments-summary').textContent).toBe('Departments: 5');

    // Accounting and Treasury sit inside Finance's item; Payroll is below a closed branch.
    const finance = screen.getByTestId('department-item-1');
    expect(within(finance).getByTestId('department-item-4')).toBeTruthy();
    expect(within(finance).getByTestId('department-item-5')).toBeTruthy();
    expect(within(screen.getByTestId('department-item-2')).queryByTestId('department-item-4')).toBeNull();
    expect(screen.queryByTestId('department-item-6')).toBeNull();

    expect(screen.getByTestId('department-employees-1').textContent).toBe('5');
    expect(screen.getByTestId('department-positions-1').textContent).toBe('4');
    expect(screen.getByTestId('department-employees-2').getAttribute('aria-label')).toBe('Employees: 7');
    expect(screen.getByTestId('department-positions-4').getAttribute('aria-label')).toBe('Positions: 2');

    const toggle = screen.getByTestId('department-toggle-4');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(within(screen.getByTestId('department-item-4')).getByTestId('department-item-6')).toBeTruthy();
    // Leaves have no toggle.
    expect(screen.queryByTestId('department-toggle-6')).toBeNull();

    fireEvent.click(screen.getByTestId('department-toggle-1'));
    await waitFor(() => expect(screen.queryByTestId('department-item-4')).toBeNull());

    fireEvent.click(screen.getByTestId('departments-expand-all'));
    expect(await screen.findByTestId('department-item-6')).toBeTruthy();
    fireEvent.click(screen.getByTestId('departments-collapse-all'));
    await waitFor(() => expect(screen.queryByTestId('department-item-4')).toBeNull());
  });

  it('searches on the server and shows the matches with their ancestors, all expanded and highlighted', async () => {
    const fake = setup();
    await renderScreen();
    fireEvent.change(screen.getByTestId('departments-search'), { target: { value: 'pay' } });

    // Payroll is two levels down, yet shown at once while searching.
    expect(await screen.findByTestId('department-item-6')).toBeTruthy();
    expect(fake.fetchMock.mock.calls.some(([url]) => String(url).endsWith('/wizard/departments/?search=pay'))).toBe(true);
    await waitFor(() => expect(screen.queryByTestId('department-item-2')).toBeNull());
    expect(screen.getByTestId('department-name-6').querySelector('mark')?.textContent).toBe('Pay');
    expect(screen.getByTestId('departments-expand-all').hasAttribute('disabled')).toBe(true);

    fireEvent.change(screen.getByTestId('departments-search'), { target: { value: 'zzz' } });
    expect((await screen.findByTestId('departments-empty')).textContent).toBe('No department matches “zzz”.');

    fireEvent.click(screen.getByTestId('departments-search-clear'));
    expect(await screen.findByTestId('department-item-2')).toBeTruthy();
  });
});

describe('changing departments', () => {
  it('creates a top-level department and a sub-department', async () => {
    const fake = setup({ 'POST /wizard/departments/': (r) => json(201, { id: 9, employee_count: 0, position_count: 0, ...(r.body as object) }) });
    await renderScreen();

    fireEvent.click(screen.getByTestId('departments-add'));
    typeName('  Legal  ');
    fireEvent.click(screen.getByTestId('department-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/departments/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/departments/')[0]!.body).toEqual({ name: 'Legal', parent_id: null });
    await waitFor(() => expect(screen.queryByTestId('department-dialog')).toBeNull());

    openAction(2, 'add-sub');
    expect(screen.getByTestId('department-dialog').textContent).toContain('New sub-department of “Sales”');
    typeName('Key accounts');
    fireEvent.click(screen.getByTestId('department-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/departments/')).toHaveLength(2));
    expect(fake.callsTo('POST /wizard/departments/')[1]!.body).toEqual({ name: 'Key accounts', parent_id: 2 });
  });

  it('requires a name, and shows the server’s field error at the name', async () => {
    const fake = setup({ 'POST /wizard/departments/': () => json(400, { name: ['This name is already in use here.'] }) });
    await renderScreen();
    fireEvent.click(screen.getByTestId('departments-add'));
    typeName('   ');
    fireEvent.click(screen.getByTestId('department-dialog-submit'));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(fake.callsTo('POST /wizard/departments/')).toHaveLength(0);

    typeName('Finance');
    fireEvent.click(screen.getByTestId('department-dialog-submit'));
    expect(await screen.findByText('This name is already in use here.')).toBeTruthy();
    expect(screen.getByTestId('department-name-input').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByTestId('department-dialog')).toBeTruthy();
  });

  it('renames a department, keeping its parent', async () => {
    const fake = setup({ 'PUT /wizard/departments/5/': (r) => json(200, { ...dep(5, 'x', 1), ...(r.body as object) }) });
    await renderScreen();
    openAction(5, 'rename');
    expect((screen.getByTestId('department-name-input') as HTMLInputElement).value).toBe('Treasury');
    typeName('Cash management');
    fireEvent.click(screen.getByTestId('department-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/departments/5/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/departments/5/')[0]!.body).toEqual({ name: 'Cash management', parent_id: 1 });
    await waitFor(() => expect(screen.queryByTestId('department-dialog')).toBeNull());
  });

  it('moves a department under another one or to the top level, greying out its own subtree', async () => {
    const fake = setup({ 'PUT /wizard/departments/4/': (r) => json(200, { ...dep(4, 'Accounting', 1), ...(r.body as object) }) });
    await renderScreen();
    openAction(4, 'move');
    fireEvent.mouseDown(screen.getByTestId('move-parent-select'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).getByTestId('move-parent-option-4').getAttribute('aria-disabled')).toBe('true');
    expect(within(listbox).getByTestId('move-parent-option-6').getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(within(listbox).getByTestId('move-parent-option-2'));
    fireEvent.click(screen.getByTestId('move-department-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/departments/4/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/departments/4/')[0]!.body).toEqual({ name: 'Accounting', parent_id: 2 });
    await waitFor(() => expect(screen.queryByTestId('move-department-dialog')).toBeNull());

    openAction(4, 'move');
    fireEvent.mouseDown(screen.getByTestId('move-parent-select'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByTestId('move-parent-option-top'));
    fireEvent.click(screen.getByTestId('move-department-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/departments/4/')).toHaveLength(2));
    expect(fake.callsTo('PUT /wizard/departments/4/')[1]!.body).toEqual({ name: 'Accounting', parent_id: null });
  });

  it('shows the server’s cycle refusal under the parent choice', async () => {
    setup({ 'PUT /wizard/departments/1/': () => json(400, { parent_id: ['A department cannot be moved under itself or one of its sub-departments.'] }) });
    await renderScreen();
    openAction(1, 'move');
    fireEvent.mouseDown(screen.getByTestId('move-parent-select'));
    fireEvent.click(within(await screen.findByRole('listbox')).getByTestId('move-parent-option-2'));
    fireEvent.click(screen.getByTestId('move-department-submit'));
    const dialog = screen.getByTestId('move-department-dialog');
    const message = await within(dialog).findByText('A department cannot be moved under itself or one of its sub-departments.');
    expect(message.classList.contains('MuiFormHelperText-root')).toBe(true);
    expect(message.classList.contains('Mui-error')).toBe(true);
  });

  it('deletes only after confirmation, and shows the 409 detail when the department is in use', async () => {
    let inUse = true;
    const fake = setup({
      'DELETE /wizard/departments/1/': () =>
        inUse
          ? json(409, { detail: 'This department still has employees or positions. Move or remove them first.', code: 'department_in_use' })
          : new Response(null, { status: 204 }),
    });
    await renderScreen();
    openAction(1, 'delete');
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('The department “Finance” and its sub-departments will be deleted.');
    expect(fake.callsTo('DELETE /wizard/departments/1/')).toHaveLength(0);

    fireEvent.click(screen.getByTestId('confirm-button'));
    expect((await screen.findByTestId('delete-department-error')).textContent).toBe(
      'This department still has employees or positions. Move or remove them first.',
    );
    expect(screen.getByTestId('confirm-dialog')).toBeTruthy();

    inUse = false;
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(fake.callsTo('DELETE /wizard/departments/1/')).toHaveLength(2);
  });
});

describe('a scoped admin', () => {
  it('gets no top-level create button and no top-level move target', async () => {
    setup({}, { all_departments: false, departments: [1] });
    await renderScreen();
    expect(screen.queryByTestId('departments-add')).toBeNull();
    openAction(4, 'move');
    fireEvent.mouseDown(screen.getByTestId('move-parent-select'));
    const listbox = await screen.findByRole('listbox');
    expect(within(listbox).queryByTestId('move-parent-option-top')).toBeNull();
  });

  it('an unscoped admin has the button', async () => {
    setup();
    await renderScreen();
    expect(screen.getByTestId('departments-add')).toBeTruthy();
  });
});

describe('languages', () => {
  it('shows the screen in Azerbaijani and Russian', async () => {
    setup();
    await renderScreen();
    await i18n.changeLanguage('az');
    expect(await screen.findByText('Şöbə əlavə et')).toBeTruthy();
    expect(screen.getByTestId('department-employees-1').getAttribute('aria-label')).toBe('İşçilər: 5');
    await i18n.changeLanguage('ru');
    expect(await screen.findByText('Добавить отдел')).toBeTruthy();
    expect(screen.getByTestId('departments-summary').textContent).toBe('Всего отделов: 5');
    expect(row(1)).toBeTruthy();
  });
});
