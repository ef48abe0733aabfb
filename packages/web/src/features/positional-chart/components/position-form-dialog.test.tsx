import type { Department, Position } from '@performa/contracts/api/organisation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { installFakeApi, json, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PositionFormDialog, type PositionFormMode } from './position-form-dialog.tsx';

const dep = (id: number, name: string, parent_id: number | null): Department => ({ id, name, parent_id, employee_count: 0, position_count: 0 });
const DEPARTMENTS = [dep(1, 'Finance', null), dep(3, 'Accounting', 1), dep(2, 'Sales', null)];
const pos = (id: number, name: string, parent_id: number | null, department_id: number): Position => ({
  id,
  name,
  department_id,
  department_name: DEPARTMENTS.find((d) => d.id === department_id)!.name,
  parent_id,
  holders: [],
});
// 1 CEO → 2 CFO → 4 Accountant; 1 → 3 Sales lead
const POSITIONS = [pos(1, 'CEO', null, 1), pos(2, 'CFO', 1, 1), pos(3, 'Sales lead', 1, 2), pos(4, 'Accountant', 2, 3)];

function setup(mode: PositionFormMode, routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  const fake = installFakeApi({
    'POST /wizard/positions/': (r) => json(201, { id: 9, department_name: 'x', holders: [], ...(r.body as object) }),
    ...routes,
  });
  const onClose = vi.fn();
  renderWithProviders(<PositionFormDialog mode={mode} positions={POSITIONS} departments={DEPARTMENTS} onClose={onClose} />);
  return { fake, onClose };
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement;
// Typing happens in a focused field (an unfocused Autocomplete puts its value's label back).
const type = (testId: string, value: string) => {
  input(testId).focus();
  fireEvent.change(input(testId), { target: { value } });
};
const choose = async (inputTestId: string, text: string, optionTestId: string) => {
  type(inputTestId, text);
  fireEvent.click(await screen.findByTestId(optionTestId));
};
const submit = () => fireEvent.click(screen.getByTestId('position-dialog-submit'));

describe('the add position dialog', () => {
  it('creates a top-level position in the chosen department', async () => {
    const { fake, onClose } = setup({ kind: 'create', parent: null });
    expect(screen.getByTestId('position-dialog').textContent).toContain('New position');
    fireEvent.change(input('position-name-input'), { target: { value: '  Auditor ' } });
    await choose('position-department-input', 'Acc', 'position-department-option-3');
    expect(input('position-department-input').value).toBe('Accounting');
    expect(input('position-parent-input').value).toBe('');
    submit();
    await waitFor(() => expect(fake.callsTo('POST /wizard/positions/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/positions/')[0]!.body).toEqual({ name: 'Auditor', department_id: 3, parent_id: null });
    await waitFor(() => expect(onClose).toHaveBeenCalled());
  });

  it('adds below a position: it reports there, in that position’s department unless changed', async () => {
    const { fake } = setup({ kind: 'create', parent: POSITIONS[1]! });
    expect(screen.getByTestId('position-dialog').textContent).toContain('New position reporting to “CFO”');
    expect(input('position-department-input').value).toBe('Finance');
    expect(input('position-parent-input').value).toBe('CFO · Finance');
    fireEvent.change(input('position-name-input'), { target: { value: 'Controller' } });
    submit();
    await waitFor(() => expect(fake.callsTo('POST /wizard/positions/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/positions/')[0]!.body).toEqual({ name: 'Controller', department_id: 1, parent_id: 2 });
  });

  it('requires a name and a department', async () => {
    const { fake } = setup({ kind: 'create', parent: null });
    submit();
    await waitFor(() => expect(screen.getAllByText('This field is required')).toHaveLength(2));
    expect(input('position-name-input').getAttribute('aria-invalid')).toBe('true');
    expect(input('position-department-input').getAttribute('aria-invalid')).toBe('true');
    expect(fake.callsTo('POST /wizard/positions/')).toHaveLength(0);
  });

  it('shows the server’s field errors at their fields', async () => {
    setup({ kind: 'create', parent: null }, { 'POST /wizard/positions/': () => json(400, { name: ['This name is already in use here.'] }) });
    fireEvent.change(input('position-name-input'), { target: { value: 'CFO' } });
    await choose('position-department-input', 'Fin', 'position-department-option-1');
    submit();
    expect(await screen.findByText('This name is already in use here.')).toBeTruthy();
    expect(input('position-name-input').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('the edit position dialog', () => {
  it('offers no reports-to choice below the position itself, and saves name, department and superior', async () => {
    const { fake } = setup(
      { kind: 'edit', position: POSITIONS[1]! },
      { 'PUT /wizard/positions/2/': (r) => json(200, { ...POSITIONS[1], ...(r.body as object) }) },
    );
    expect(input('position-name-input').value).toBe('CFO');
    expect(input('position-department-input').value).toBe('Finance');
    expect(input('position-parent-input').value).toBe('CEO · Finance');

    // Every option has "·"; the list shows all choices but the position itself and those below it.
    type('position-parent-input', '·');
    const salesLead = await screen.findByTestId('position-parent-option-3');
    const listbox = screen.getByRole('listbox');
    expect(within(listbox).getByTestId('position-parent-option-1')).toBeTruthy();
    expect(within(listbox).queryByTestId('position-parent-option-2')).toBeNull(); // itself
    expect(within(listbox).queryByTestId('position-parent-option-4')).toBeNull(); // below it
    fireEvent.click(salesLead);

    fireEvent.change(input('position-name-input'), { target: { value: 'Chief financial officer' } });
    await choose('position-department-input', 'Sal', 'position-department-option-2');
    submit();
    await waitFor(() => expect(fake.callsTo('PUT /wizard/positions/2/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/positions/2/')[0]!.body).toEqual({ name: 'Chief financial officer', department_id: 2, parent_id: 3 });
  });

  it('clearing the superior puts the position at the top', async () => {
    const { fake } = setup(
      { kind: 'edit', position: POSITIONS[3]! },
      { 'PUT /wizard/positions/4/': (r) => json(200, { ...POSITIONS[3], ...(r.body as object) }) },
    );
    type('position-parent-input', '');
    submit();
    await waitFor(() => expect(fake.callsTo('PUT /wizard/positions/4/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/positions/4/')[0]!.body).toEqual({ name: 'Accountant', department_id: 3, parent_id: null });
  });

  it('shows the server’s cycle refusal under the reports-to field', async () => {
    setup(
      { kind: 'edit', position: POSITIONS[1]! },
      { 'PUT /wizard/positions/2/': () => json(400, { parent_id: ['A position cannot report to itself or to a position below it.'] }) },
    );
    submit();
    const message = await screen.findByText('A position cannot report to itself or to a position below it.');
    expect(message.classList.contains('MuiFormHelperText-root')).toBe(true);
    expect(input('position-parent-input').getAttribute('aria-invalid')).toBe('true');
  });

  it('speaks Azerbaijani and Russian', async () => {
    setup({ kind: 'edit', position: POSITIONS[1]! });
    await i18n.changeLanguage('az');
    expect((await screen.findAllByText('Tabe olduğu vəzifə')).length).toBeGreaterThan(0);
    await i18n.changeLanguage('ru');
    expect((await screen.findAllByText('Подчиняется')).length).toBeGreaterThan(0);
    expect(screen.getByTestId('position-dialog').textContent).toContain('Изменить «CFO»');
  });
});
