import type { Department, Position } from '@performa/contracts/api/organisation';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, json, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { PositionalChartScreen } from './positional-chart-screen.tsx';

const dep = (id: number, name: string, parent_id: number | null): Department => ({ id, name, parent_id, employee_count: 0, position_count: 0 });
const DEPARTMENTS = [dep(1, 'Management', null), dep(2, 'Finance', null), dep(3, 'Accounting', 2), dep(4, 'Sales', null)];
const pos = (id: number, name: string, parent_id: number | null, department_id: number, holders: Position['holders'] = []): Position => ({
  id,
  name,
  department_id,
  department_name: DEPARTMENTS.find((d) => d.id === department_id)!.name,
  parent_id,
  holders,
});
//   1 CEO ─┬─ 2 CFO ── 4 Accountant (Accounting)
//          └─ 3 Sales lead ── 5 Sales rep
const POSITIONS = [
  pos(1, 'CEO', null, 1, [{ id: 70, full_name: 'Aysel Mammadova', image: null }]),
  pos(2, 'CFO', 1, 2),
  pos(3, 'Sales lead', 1, 4, [
    { id: 71, full_name: 'Rauf Huseynov', image: null },
    { id: 72, full_name: 'Nigar Qasimova', image: null },
  ]),
  pos(4, 'Accountant', 2, 3),
  pos(5, 'Sales rep', 3, 4),
];

// React Flow measures its pane; jsdom lays nothing out.
beforeEach(() => {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
  vi.spyOn(HTMLElement.prototype, 'offsetWidth', 'get').mockReturnValue(1200);
  vi.spyOn(HTMLElement.prototype, 'offsetHeight', 'get').mockReturnValue(600);
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockReturnValue(DOMRect.fromRect({ x: 0, y: 0, width: 1200, height: 600 }));
});
afterEach(() => vi.restoreAllMocks());

function setup(routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    'GET /wizard/positions/': () => json(200, POSITIONS),
    'GET /wizard/departments/': () => json(200, DEPARTMENTS),
    ...routes,
  });
  renderWithProviders(<PositionalChartScreen />, { route: '/positional-chart' });
  return fake;
}

const shown = () =>
  [...document.querySelectorAll('[data-testid^="position-node-"]')].map((n) => Number(n.getAttribute('data-testid')!.replace('position-node-', ''))).sort();
const openMenu = (id: number, action: 'add-below' | 'edit' | 'delete') => {
  fireEvent.click(screen.getByTestId(`position-actions-${id}`));
  fireEvent.click(screen.getByTestId(`position-action-${action}`));
};

describe('the positions chart', () => {
  it('draws a box per position with its department and holders, and a line per reporting line', async () => {
    setup();
    await screen.findByTestId('position-node-5');
    expect(screen.getByTestId('page-title').textContent).toBe('Positions chart');
    expect(screen.getByTestId('chart-summary').textContent).toBe('Positions: 5');
    expect(shown()).toEqual([1, 2, 3, 4, 5]);
    const lead = screen.getByTestId('position-node-3');
    expect(lead.textContent).toContain('Sales');
    expect(screen.getByTestId('position-name-3').textContent).toBe('Sales lead');
    expect(screen.getByTestId('position-holders-3').textContent).toBe('Holders: 2');
    expect(within(lead).getByText('RH')).toBeTruthy();
    expect(within(lead).getByText('NQ')).toBeTruthy();
    expect(screen.getByTestId('position-holders-2').textContent).toBe('Vacant');
    await waitFor(() => expect(document.querySelectorAll('.react-flow__edge')).toHaveLength(4));
  });

  it('folds a branch away and says how many positions it hides', async () => {
    setup();
    await screen.findByTestId('position-node-5');
    expect(screen.queryByTestId('position-toggle-5')).toBeNull(); // a leaf has no toggle
    const toggle = screen.getByTestId('position-toggle-1');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    await waitFor(() => expect(shown()).toEqual([1]));
    expect(screen.getByTestId('position-toggle-1').textContent).toBe('+4');
    expect(screen.getByTestId('position-toggle-1').getAttribute('aria-label')).toBe('Show the 4 positions below');
    fireEvent.click(screen.getByTestId('position-toggle-1'));
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5]));

    fireEvent.click(screen.getByTestId('chart-collapse-all'));
    await waitFor(() => expect(shown()).toEqual([1]));
    fireEvent.click(screen.getByTestId('chart-expand-all'));
    await waitFor(() => expect(shown()).toEqual([1, 2, 3, 4, 5]));
  });

  it('shows only one department (with its sub-departments), or highlights it', async () => {
    setup();
    await screen.findByTestId('position-node-5');
    fireEvent.mouseDown(screen.getByTestId('chart-department-filter'));
    fireEvent.click(await screen.findByTestId('chart-department-option-2'));
    // Highlight: everything stays, the rest is faded.
    expect(shown()).toEqual([1, 2, 3, 4, 5]);
    expect(screen.getByTestId('position-node-1').classList.contains('pc-dimmed')).toBe(true);
    expect(screen.getByTestId('position-node-4').classList.contains('pc-dimmed')).toBe(false);
    fireEvent.click(screen.getByTestId('chart-filter-only'));
    await waitFor(() => expect(shown()).toEqual([2, 4]));
  });

  it('finds positions by name or holder', async () => {
    setup();
    await screen.findByTestId('position-node-5');
    fireEvent.change(screen.getByTestId('chart-search'), { target: { value: 'nigar' } });
    await waitFor(() => expect(screen.getByTestId('position-node-3').classList.contains('pc-matched')).toBe(true));
    expect(screen.getByTestId('chart-search-count').textContent).toBe('Found: 1');
    expect(screen.getByTestId('position-node-5').classList.contains('pc-matched')).toBe(false);
  });

  it('adds a position below another from its menu', async () => {
    const fake = setup({ 'POST /wizard/positions/': (r) => json(201, { id: 9, department_name: 'Sales', holders: [], ...(r.body as object) }) });
    await screen.findByTestId('position-node-5');
    openMenu(3, 'add-below');
    expect(screen.getByTestId('position-dialog').textContent).toContain('New position reporting to “Sales lead”');
    fireEvent.change(screen.getByTestId('position-name-input'), { target: { value: 'Key account manager' } });
    fireEvent.click(screen.getByTestId('position-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/positions/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/positions/')[0]!.body).toEqual({ name: 'Key account manager', department_id: 4, parent_id: 3 });
    // The chart is read again.
    await waitFor(() => expect(fake.callsTo('GET /wizard/positions/').length).toBeGreaterThan(1));
  });

  it('a top-level position takes the filtered department', async () => {
    const fake = setup({ 'POST /wizard/positions/': (r) => json(201, { id: 9, department_name: 'Finance', holders: [], ...(r.body as object) }) });
    await screen.findByTestId('position-node-5');
    fireEvent.mouseDown(screen.getByTestId('chart-department-filter'));
    fireEvent.click(await screen.findByTestId('chart-department-option-2'));
    fireEvent.click(screen.getByTestId('chart-add-position'));
    expect((screen.getByTestId('position-department-input') as HTMLInputElement).value).toBe('Finance');
    fireEvent.change(screen.getByTestId('position-name-input'), { target: { value: 'Treasurer' } });
    fireEvent.click(screen.getByTestId('position-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/positions/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/positions/')[0]!.body).toEqual({ name: 'Treasurer', department_id: 2, parent_id: null });
  });

  it('deletes only after confirmation and shows the 409 detail while employees hold the position', async () => {
    let held = true;
    const fake = setup({
      'DELETE /wizard/positions/3/': () =>
        held
          ? json(409, { detail: 'This position still has employees. Move them to another position first.', code: 'position_in_use' })
          : new Response(null, { status: 204 }),
    });
    await screen.findByTestId('position-node-5');
    openMenu(3, 'delete');
    expect(screen.getByTestId('confirm-dialog').textContent).toContain('The positions reporting to it will report to the position above it.');
    expect(fake.callsTo('DELETE /wizard/positions/3/')).toHaveLength(0);
    fireEvent.click(screen.getByTestId('confirm-button'));
    expect((await screen.findByTestId('delete-position-error')).textContent).toBe('This position still has employees. Move them to another position first.');

    held = false;
    fireEvent.click(screen.getByTestId('confirm-button'));
    await waitFor(() => expect(screen.queryByTestId('confirm-dialog')).toBeNull());
    expect(fake.callsTo('DELETE /wizard/positions/3/')).toHaveLength(2);
  });

  it('edits a position from its menu', async () => {
    const fake = setup({ 'PUT /wizard/positions/4/': (r) => json(200, { ...POSITIONS[3], ...(r.body as object) }) });
    await screen.findByTestId('position-node-5');
    openMenu(4, 'edit');
    fireEvent.change(screen.getByTestId('position-name-input'), { target: { value: 'Chief accountant' } });
    fireEvent.click(screen.getByTestId('position-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/positions/4/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/positions/4/')[0]!.body).toEqual({ name: 'Chief accountant', department_id: 3, parent_id: 2 });
  });

  it('says so when there are no positions', async () => {
    setup({ 'GET /wizard/positions/': () => json(200, []) });
    expect((await screen.findByTestId('chart-empty')).textContent).toBe('There are no positions yet. Add the first one.');
  });
});
