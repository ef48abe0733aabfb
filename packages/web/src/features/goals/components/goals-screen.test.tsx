import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { EMPLOYEES, installGoalsApi, LEYLA_GOALS, ROUNDS } from '../testing/goals-api.ts';
import { GoalsScreen } from './goals-screen.tsx';

const helperOf = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

async function openLeyla() {
  fireEvent.click(await screen.findByTestId('goal-employee-31'));
  return screen.findByTestId('personal-goals');
}

describe('goals screen: personal goals', () => {
  it('lists the period’s employees with their totals, and the chosen one’s goals with the incomplete warning', async () => {
    const api = await installGoalsApi({ user_type: 'admin' });
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    const row = await screen.findByTestId('goal-employee-31');
    expect(row.textContent).toContain('Leyla Aliyeva');
    expect(row.textContent).toContain('H1: 100 · H2: 60');
    // Each round is judged on its own: the chip names the one not at 100.
    expect(screen.getByTestId('employee-complete-31').textContent).toBe('Weights incomplete: H2');
    // The current period is chosen first.
    expect(api.queries('/goals/employee-goals-list/')[0]).toContain('period=2');

    await openLeyla();
    expect(api.queries('/goals/personal-goals/')).toContain('?employee=31&period=2');
    expect(screen.getByTestId('goals-incomplete').textContent).toBe('First set all personal goals! The goal weights of H2 do not add up to 100.');
    expect(screen.getByTestId('round-total-22').textContent).toContain('60 of 100');
    const revenue = screen.getByTestId('goal-41');
    expect(revenue.textContent).toContain('Every round');
    expect(revenue.textContent).toContain('100 / 80');
    expect(screen.getByTestId('goal-caption-41').textContent).toBe('Every round · Revenue · Sub goals: 1');
    expect(screen.getByTestId('goal-shared-41')).toBeTruthy();
    expect(screen.getByTestId('goal-caption-42').textContent).toBe('H1 · Deadline: 2026-05-31');
    // The round and the deadline sit under the name: six columns fit beside the employee list at 1280 px.
    expect([...screen.getByTestId('goals-table').querySelectorAll('thead th')].map((th) => th.textContent)).toEqual([
      '',
      'Goal',
      'Weight',
      'Target / actual',
      'Score',
      'Actions',
    ]);

    fireEvent.click(screen.getByTestId('goal-expand-41'));
    expect((await screen.findByTestId('sub-goal-51')).textContent).toContain('New clients');
  });

  it('opens the employee named in the URL (the admin dashboard’s link to who is missing), and keeps a chosen one there', async () => {
    const api = await installGoalsApi({ user_type: 'admin' });
    renderWithProviders(<GoalsScreen />, { route: '/goals?period=2&employee=31' });
    await screen.findByTestId('personal-goals');
    expect(api.queries('/goals/personal-goals/')).toContain('?employee=31&period=2');
    expect(screen.getByTestId('goal-employee-31').classList.contains('Mui-selected')).toBe(true);
  });

  it('writes the chosen employee into the URL', async () => {
    await installGoalsApi({ user_type: 'admin' });
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    expect(screen.getByTestId('location').textContent).toContain('employee=31');
  });

  it('shows "No personal goal found for this employee." for an employee without goals', async () => {
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'GET /goals/personal-goals/': () =>
          json(200, { ...LEYLA_GOALS, goals: [], rounds: LEYLA_GOALS.rounds.map((r) => ({ ...r, total: 0, complete: false })) }),
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    expect(screen.getByTestId('goals-empty').textContent).toBe('No personal goal found for this employee.');
  });

  it('adds a goal for a round; the server’s weight refusal appears on the weight field', async () => {
    let body: unknown = null;
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'POST /goals/personal-goals/': (request) => {
          body = request.body;
          return json(400, { weight: ['Sum of weights must be less or equal to 100.'] });
        },
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goal-add'));
    fireEvent.change(screen.getByTestId('goal-name'), { target: { value: 'Extra' } });
    fireEvent.change(screen.getByTestId('goal-weight'), { target: { value: '1' } });
    fireEvent.change(screen.getByTestId('goal-target'), { target: { value: '12,5' } });
    fireEvent.mouseDown(screen.getByTestId('goal-round'));
    fireEvent.click(await screen.findByTestId('goal-round-option-21'));
    fireEvent.click(screen.getByTestId('goal-dialog-submit'));
    await waitFor(() => expect(helperOf('goal-weight')).toBe('Sum of weights must be less or equal to 100.'));
    expect(body).toMatchObject({
      employee_id: 31,
      period_id: 2,
      name: 'Extra',
      frequency_id: 21,
      weight: 1,
      target: 12.5,
      is_numerical: true,
      is_positive: true,
      deadline: null,
    });
  });

  it('checks the measure before sending: a scale goal needs a template, a blank weight is required', async () => {
    const api = await installGoalsApi({ user_type: 'admin' });
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goal-add'));
    fireEvent.change(screen.getByTestId('goal-name'), { target: { value: 'Attitude' } });
    fireEvent.click(screen.getByTestId('goal-dialog-submit'));
    await waitFor(() => expect(helperOf('goal-weight')).toBe('This field is required'));
    fireEvent.change(screen.getByTestId('goal-weight'), { target: { value: '10' } });
    fireEvent.click(screen.getByTestId('goal-kind-scale'));
    fireEvent.click(screen.getByTestId('goal-dialog-submit'));
    await waitFor(() => expect(helperOf('goal-template')).toBe('This field is required'));
    expect(api.callsTo('POST /goals/personal-goals/')).toHaveLength(0);
  });

  it('deletes all of an employee’s goals after the irreversible confirmation', async () => {
    const api = await installGoalsApi({ user_type: 'admin' }, { 'DELETE /goals/delete-all-personal-goals/31/': () => json(200, { deleted: 2 }) });
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goals-delete-all'));
    const dialog = screen.getByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('Are you sure?');
    expect(dialog.textContent).toContain('This action can not be reversed');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(api.queries('/goals/delete-all-personal-goals/31/')).toEqual(['?period=2']));
  });

  it('shares a goal with an employee picked by name', async () => {
    let body: unknown = null;
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'GET /goals/personal-goals/': () => json(200, { ...LEYLA_GOALS, goals: [{ ...LEYLA_GOALS.goals[1]!, shared: false }] }),
        'POST /goals/personal-goals/42/share/': (request) => {
          body = request.body;
          return json(200, LEYLA_GOALS.goals[1]);
        },
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goal-share-42'));
    const input = screen.getByTestId('share-employees');
    fireEvent.mouseDown(input);
    fireEvent.change(input, { target: { value: 'Kam' } });
    // The goal's holder is not offered.
    fireEvent.click(await screen.findByRole('option', { name: 'Kamran Zeynalov (E-2)' }));
    expect(screen.queryByRole('option', { name: 'Leyla Aliyeva (E-1)' })).toBeNull();
    fireEvent.click(screen.getByTestId('share-dialog-submit'));
    await waitFor(() => expect(body).toEqual({ employee_ids: [32] }));
  });

  it('generates from positional goals for a department and shows the server’s refusal', async () => {
    let body: unknown = null;
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'POST /goals/personal-goals/generate/': (request) => {
          body = request.body;
          return json(400, { employee_ids: ['Sum of weights must be less or equal to 100: Leyla Aliyeva.'] });
        },
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goals-generate'));
    fireEvent.click(screen.getByTestId('generate-department'));
    fireEvent.mouseDown(screen.getByTestId('generate-department-select'));
    fireEvent.click(await screen.findByTestId('generate-department-option-3'));
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    expect((await screen.findByTestId('generate-error')).textContent).toBe('Sum of weights must be less or equal to 100: Leyla Aliyeva.');
    expect(body).toEqual({ period_id: 2, department_id: 3, frequency_ids: [21, 22] });
  });

  it('generates into the rounds not over yet at first, or the rounds chosen, or every round (issue 23)', async () => {
    const bodies: unknown[] = [];
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'GET /wizard/frequency-for-dropdown/': () => json(200, [{ ...ROUNDS[0]!, state: 'past' }, ROUNDS[1]!]),
        'POST /goals/personal-goals/generate/': (request) => {
          bodies.push(request.body);
          return json(200, { created: 2, skipped: 0, skipped_positions: [], skipped_employees: [] });
        },
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    const openDialog = async () => {
      fireEvent.click(screen.getByTestId('goals-generate'));
      return screen.findByTestId('generate-round-22');
    };
    const checked = (id: number) => (screen.getByTestId(`generate-round-${id}`) as HTMLInputElement).checked;

    // H1 is over: only H2 is chosen at first, each round getting its own copies.
    await openDialog();
    expect(screen.getByTestId('generate-rounds').textContent).toBe('H1 (over)H2');
    expect([checked(21), checked(22)]).toEqual([false, true]);
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    await waitFor(() => expect(bodies).toEqual([{ period_id: 2, employee_ids: [31], frequency_ids: [22] }]));

    // Both rounds, in their order; none chosen is refused before anything is sent.
    await openDialog();
    fireEvent.click(screen.getByTestId('generate-round-21'));
    expect([checked(21), checked(22)]).toEqual([true, true]);
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(2));
    expect(bodies[1]).toEqual({ period_id: 2, employee_ids: [31], frequency_ids: [21, 22] });
    await openDialog();
    fireEvent.click(screen.getByTestId('generate-round-22'));
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    expect((await screen.findByTestId('generate-error')).textContent).toBe('Choose at least one round.');

    // One copy for every round: no rounds in the body.
    fireEvent.click(screen.getByTestId('generate-into-everyRound'));
    expect(screen.queryByTestId('generate-rounds')).toBeNull();
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toEqual({ period_id: 2, employee_ids: [31] });
  });

  it('writes the weight totals, weights, targets and scores with the reader’s decimal comma (Russian)', async () => {
    const half = (n: number) => ({ frequency_id: 21 + n, name: n ? 'H2' : 'H1', total: 62.5, complete: false });
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'GET /goals/employee-goals-list/': () => json(200, { count: 1, page: 1, page_size: 25, results: [{ ...EMPLOYEES[0]!, rounds: [half(0), half(1)] }] }),
        'GET /goals/personal-goals/': () =>
          json(200, {
            ...LEYLA_GOALS,
            goals: [
              {
                ...LEYLA_GOALS.goals[0]!,
                weight: 62.5,
                target: 12.5,
                actual: 7.25,
                score: 58,
                sub_goals: [{ ...LEYLA_GOALS.goals[0]!.sub_goals[0]!, weight: 37.5 }],
              },
            ],
            rounds: [half(0), half(1)],
          }),
      },
    );
    await i18n.changeLanguage('ru');
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    expect((await screen.findByTestId('goal-employee-31')).textContent).toContain('H1: 62,5 · H2: 62,5');
    await openLeyla();
    expect(screen.getByTestId('round-total-21').textContent).toContain('62,5 из 100');
    expect(screen.getByTestId('goal-41').textContent).toContain('62,5');
    expect(screen.getByTestId('goal-41').textContent).toContain('12,5 / 7,25');
    fireEvent.click(screen.getByTestId('goal-expand-41'));
    expect((await screen.findByTestId('sub-goals-41')).textContent).toContain('Веса подцелей: 37,5 из 100');
  });

  it('after generating, lists the positions and employees it skipped and why (docs/product.md §3.6)', async () => {
    await installGoalsApi(
      { user_type: 'admin' },
      {
        'POST /goals/personal-goals/generate/': () =>
          json(200, {
            created: 3,
            skipped: 0,
            skipped_positions: [
              { id: 7, name: 'Cashier', department_name: 'Store', reason: 'weights_over_100', total: 150, employees: 2 },
              { id: 8, name: 'Stocker', department_name: 'Store', reason: 'duplicate_names', total: 70, employees: 1 },
            ],
            skipped_employees: [{ id: 31, full_name: 'Leyla Aliyeva', total: 110 }],
          }),
      },
    );
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    fireEvent.click(screen.getByTestId('goals-generate'));
    // The dialog waits for the period's rounds, which decide where the copies go.
    await screen.findByTestId('generate-round-21');
    fireEvent.click(screen.getByTestId('generate-dialog-submit'));
    const report = await screen.findByTestId('generate-report');
    expect(report.textContent).toContain('Goals created: 3.');
    expect(screen.getByTestId('generate-skipped-position-7').textContent).toBe(
      'Cashier (Store): its goals add up to 150, more than 100. Employees without these goals: 2.',
    );
    expect(screen.getByTestId('generate-skipped-position-8').textContent).toBe(
      'Stocker (Store): two of its goals have the same name. Employees without these goals: 1.',
    );
    expect(screen.getByTestId('generate-skipped-employee-31').textContent).toBe(
      'Leyla Aliyeva: a round would add up to 110, more than 100. Nothing was copied for this employee.',
    );
    fireEvent.click(screen.getByTestId('generate-report-close'));
    await waitFor(() => expect(screen.queryByTestId('generate-report')).toBeNull());
  });

  it('a dgv user sees the goals without any edit control', async () => {
    await installGoalsApi({ user_type: 'user', permission: ['dgv'] });
    renderWithProviders(<GoalsScreen />, { route: '/goals' });
    await openLeyla();
    expect(screen.getByTestId('goals-view-only')).toBeTruthy();
    for (const id of ['goal-add', 'goals-generate', 'goals-delete-all', 'goal-edit-41', 'goal-unshare-41', 'goal-delete-42'])
      expect(screen.queryByTestId(id), id).toBeNull();
    fireEvent.click(screen.getByTestId('goal-expand-41'));
    await screen.findByTestId('sub-goal-51');
    expect(screen.queryByTestId('sub-goal-add-41')).toBeNull();
    expect(screen.queryByTestId('sub-goal-edit-51')).toBeNull();
  });
});
