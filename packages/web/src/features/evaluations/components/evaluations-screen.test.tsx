import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EvaluationsRoute from '../../../app/routes/evaluations.tsx';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { EVALUATIONS, installEvaluationsApi } from '../testing/evaluations-api.ts';

const lastQuery = (api: Awaited<ReturnType<typeof installEvaluationsApi>>) => {
  const all = api.queries('/wizard/evaluation-list/');
  return new URLSearchParams(all[all.length - 1]);
};

async function choose(testId: string, optionTestId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(optionTestId));
}

/** The checkbox of a row of the data grid. */
const rowCheckbox = (id: number) => document.querySelector(`[data-id="${id}"] input[type="checkbox"]`) as HTMLInputElement;

/** A data grid and many selects: slow on a busy machine. */
/** The first answer of a screen (the grid's first render). */
const WAIT = { timeout: 10_000 };

describe('/evaluations', () => {
  it('opens the current round with its progress and lists its evaluations with links to the evaluatee, goal and details pages', async () => {
    const api = await installEvaluationsApi();
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    expect((await screen.findByTestId('evaluation-evaluatee-501', {}, WAIT)).getAttribute('href')).toBe('/user-evaluations/31/21');
    expect(lastQuery(api).get('frequency_id')).toBe('21');
    expect(screen.getByTestId('evaluations-progress-total').textContent).toBe('Completed: 1 of 3 (33 %)');
    expect(screen.getByTestId('progress-party-manager').textContent).toContain('1 / 2');
    expect(screen.getByTestId('progress-department-1').textContent).toContain('Finance');
    expect(screen.getByTestId('evaluation-status-501').textContent).toBe('Not activated');
    expect(screen.getByTestId('evaluation-status-502').textContent).toBe('In progress');
    expect(screen.getByTestId('evaluation-status-503').textContent).toBe('Completed');
    // A completed one can be reopened; only one without answers can be deleted; a goal one links to its goal page.
    expect(screen.getByTestId('evaluation-reopen-503')).toBeTruthy();
    expect(screen.queryByTestId('evaluation-delete-502')).toBeNull();
    expect(screen.getByTestId('evaluation-delete-501')).toBeTruthy();
    fireEvent.click(screen.getByTestId('evaluation-goal-503'));
    await waitFor(() => expect(screen.getByTestId('location').textContent).toBe('/goal-evaluation/31/21'));
  });

  it('sends the filters, sort and page to the server and resets the page on a new filter', async () => {
    const api = await installEvaluationsApi();
    const { router } = renderWithProviders(<EvaluationsRoute />, { route: '/evaluations?page=2' });
    await screen.findByTestId('evaluation-evaluatee-501', {}, WAIT);
    expect(lastQuery(api).get('page')).toBe('2');

    await choose('evaluations-filter-party', 'evaluations-filter-party-option-coworker');
    await waitFor(() => expect(lastQuery(api).get('party')).toBe('coworker'));
    expect(lastQuery(api).get('page')).toBe('1');

    // Another round of the period.
    await choose('evaluations-round', 'evaluations-round-option-22');
    await waitFor(() => expect(lastQuery(api).get('frequency_id')).toBe('22'));
    expect(router.state.location.search).toContain('round=22');
  });

  it('sends every filter of the list in one query', async () => {
    const api = await installEvaluationsApi();
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations?party=coworker' });
    await screen.findByTestId('evaluation-evaluatee-501', {}, WAIT);
    await choose('evaluations-filter-kind', 'evaluations-filter-kind-option-skill');
    await choose('evaluations-filter-completion', 'evaluations-filter-completion-option-not_completed');
    await choose('evaluations-filter-card', 'evaluations-filter-card-option-active');
    await choose('evaluations-filter-state', 'evaluations-filter-state-option-terminated');
    await choose('evaluations-filter-position', 'evaluations-filter-position-option-101');
    await choose('evaluations-filter-department', 'evaluations-filter-department-option-10');
    await choose('evaluations-filter-evaluator', 'evaluations-filter-evaluator-option-33');
    fireEvent.change(screen.getByTestId('evaluations-search'), { target: { value: 'Leyla' } });
    await waitFor(() => expect(lastQuery(api).get('search')).toBe('Leyla'));
    const query = lastQuery(api);
    expect(Object.fromEntries(query)).toMatchObject({
      frequency_id: '21',
      party: 'coworker',
      kind: 'skill',
      completion: 'not_completed',
      card: 'active',
      state: 'terminated',
      position: '101',
      department: '10',
      evaluator: '33',
      ordering: 'evaluatee',
      page_size: '25',
    });

    fireEvent.click(screen.getByTestId('evaluations-clear-filters'));
    await waitFor(() => expect(lastQuery(api).get('party')).toBeNull());
  });

  it('activates the selected evaluations, and terminates all of the round after asking', async () => {
    const bodies: unknown[] = [];
    await installEvaluationsApi({
      'POST /wizard/activate-evaluation-card/': ({ body }) => {
        bodies.push(body);
        return json(200, { changed: 2, notified: 1 });
      },
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    await screen.findByTestId('evaluation-evaluatee-501', {}, WAIT);
    expect((screen.getByTestId('evaluations-activate-selected') as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(rowCheckbox(501));
    fireEvent.click(rowCheckbox(502));
    expect(screen.getByTestId('evaluations-selected').textContent).toBe('Selected: 2');
    fireEvent.click(screen.getByTestId('evaluations-activate-selected'));
    expect(await screen.findByText('Activated: 2. Evaluators notified: 1.')).toBeTruthy();
    expect(bodies[0]).toEqual({ frequency_id: 21, action: 'activate', ids: [501, 502], all: false });
    await waitFor(() => expect(screen.getByTestId('evaluations-selected').textContent).toBe('Selected: 0'));

    fireEvent.click(screen.getByTestId('evaluations-all-menu'));
    fireEvent.click(await screen.findByTestId('evaluations-terminate-all'));
    const dialog = await screen.findByTestId('evaluations-all-confirm');
    expect(dialog.textContent).toContain('is terminated');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    await waitFor(() => expect(bodies[1]).toEqual({ frequency_id: 21, action: 'terminate', ids: [], all: true }));
  });

  it('reopens a completed evaluation and shows the server’s refusal to delete one with answers', async () => {
    const api = await installEvaluationsApi({
      'POST /wizard/evaluation/503/reopen/': () => json(200, { ...EVALUATIONS[2], completed: false, completed_at: null }),
      'DELETE /wizard/evaluation/501/': () => json(409, { detail: 'This evaluation already has answers: terminate it instead.', code: 'conflict' }),
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    fireEvent.click(await screen.findByTestId('evaluation-reopen-503', {}, WAIT));
    expect(await screen.findByText('The evaluation was reopened: its evaluator can change it again.')).toBeTruthy();
    expect(api.callsTo('POST /wizard/evaluation/503/reopen/')).toHaveLength(1);

    fireEvent.click(screen.getByTestId('evaluation-delete-501'));
    const dialog = await screen.findByTestId('confirm-dialog');
    expect(dialog.textContent).toContain('The evaluation of Leyla Aliyeva by Kamran Zeynalov will be deleted.');
    fireEvent.click(within(dialog).getByTestId('confirm-button'));
    expect((await screen.findByTestId('evaluation-delete-error')).textContent).toBe('This evaluation already has answers: terminate it instead.');
  });

  it('reminds everyone pending after asking, and shows the reminder log', async () => {
    const api = await installEvaluationsApi({
      'POST /wizard/remind-pending/': () =>
        json(201, { id: 9, trigger: 'manual', key: 'manual', by: 'Aysel Mammadova', recipients: 4, created_at: '2026-03-02T08:00:00.000Z' }),
      'GET /wizard/reminder-log/': () =>
        json(200, {
          results: [
            { id: 9, trigger: 'manual', key: 'manual', by: 'Aysel Mammadova', recipients: 4, created_at: '2026-03-02T08:00:00.000Z' },
            { id: 8, trigger: 'schedule', key: 'before:7', by: null, recipients: 12, created_at: '2026-02-20T06:00:00.000Z' },
          ],
        }),
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    fireEvent.click(await screen.findByTestId('evaluations-remind', {}, WAIT));
    fireEvent.click(within(await screen.findByTestId('remind-confirm')).getByTestId('confirm-button'));
    expect(await screen.findByText('Evaluators reminded: 4')).toBeTruthy();
    expect(api.callsTo('POST /wizard/remind-pending/')[0]!.body).toEqual({ frequency_id: 21 });

    fireEvent.click(screen.getByTestId('evaluations-reminder-log'));
    expect((await screen.findByTestId('reminder-run-8')).textContent).toContain('7 day(s) before the end');
    expect(screen.getByTestId('reminder-run-8').textContent).toContain('System');
    expect(screen.getByTestId('reminder-run-9').textContent).toContain('By hand');
  });

  it('shows cards with every action at phone width, and selects from a card', async () => {
    setScreenWidth(390);
    try {
      const bodies: unknown[] = [];
      await installEvaluationsApi({
        'POST /wizard/activate-evaluation-card/': ({ body }) => {
          bodies.push(body);
          return json(200, { changed: 1, notified: 1 });
        },
      });
      renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
      const card = await screen.findByTestId('evaluation-card-503', {}, WAIT);
      expect(screen.queryByTestId('evaluations-grid')).toBeNull();
      expect(card.textContent).toContain('Evaluator: Kamran Zeynalov');
      expect(within(card).getByTestId('evaluation-reopen-503')).toBeTruthy();
      expect(within(card).getByTestId('evaluation-details-503')).toBeTruthy();
      fireEvent.click(within(screen.getByTestId('evaluation-select-501')).getByRole('checkbox'));
      fireEvent.click(screen.getByTestId('evaluations-activate-selected'));
      await waitFor(() => expect(bodies).toEqual([{ frequency_id: 21, action: 'activate', ids: [501], all: false }]));
    } finally {
      setScreenWidth(1280);
    }
  });
});
