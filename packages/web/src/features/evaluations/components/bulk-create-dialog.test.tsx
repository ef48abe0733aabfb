import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EvaluationsRoute from '../../../app/routes/evaluations.tsx';
import { json, type FakeRequest } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { installEvaluationsApi, LEYLA, NIGAR, preview, proposalRow } from '../testing/evaluations-api.ts';

async function choose(testId: string, optionTestId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(optionTestId));
}

describe('bulk creation', () => {
  it('previews a department, sends every change with each preview and the creation, and shows what was created and skipped', async () => {
    const previews: FakeRequest['body'][] = [];
    const api = await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        previews.push(body);
        const changes = (body as { changes: unknown[] }).changes;
        const nigar = { ...proposalRow(NIGAR), goal: { evaluator: null, problem: 'weights_incomplete' as const, message: 'First set all personal goals!' } };
        // The server applies the changes: after the first, Nigar is no longer Leyla's coworker evaluator.
        const leyla =
          changes.length === 0
            ? proposalRow(LEYLA)
            : proposalRow(LEYLA, { coworker: [{ id: 34, full_name: 'Orxan Quliyev', position: null, exists: false, added: true }] });
        return json(200, preview([leyla, nigar], { goal_problems: 1 }));
      },
      'POST /wizard/create-evaluation/bulk/': () =>
        json(201, {
          created: { skill: 5, goal: 1 },
          skipped_existing: 1,
          not_ready: [{ evaluatee: { id: 33, name: 'Nigar Hasanova' }, message: 'First set all personal goals!' }],
        }),
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    fireEvent.click(await screen.findByTestId('evaluations-bulk', {}, { timeout: 10_000 }));
    const dialog = await screen.findByTestId('bulk-dialog');

    // A department must be chosen.
    fireEvent.click(within(dialog).getByTestId('bulk-preview'));
    expect(await within(dialog).findByText('This field is required')).toBeTruthy();
    await choose('bulk-department', 'bulk-department-option-10');
    fireEvent.click(within(dialog).getByTestId('bulk-kind-goal'));
    fireEvent.click(within(dialog).getByTestId('bulk-kind-goal'));
    fireEvent.click(within(dialog).getByTestId('bulk-preview'));

    const row = await screen.findByTestId('bulk-row-31');
    expect(previews[0]).toEqual({ frequency_id: 21, department_id: 10, kinds: ['skill', 'goal'], changes: [], page: 1, page_size: 25 });
    expect(screen.getByTestId('bulk-summary-create').textContent).toBe('To create: 2 competency and 1 goal evaluations');
    expect(screen.getByTestId('bulk-summary-goal-problems').textContent).toBe('Without a goal evaluation: 1');
    expect(within(row).getByTestId('bulk-chip-31-manager-32').textContent).toBe('Kamran Zeynalov (exists)');
    expect(screen.getByTestId('bulk-goal-33').textContent).toBe('Goal evaluation: First set all personal goals!');

    // Swap Leyla's coworker Nigar for Orxan: a removal and an addition, sent with the next preview.
    fireEvent.click(within(row).getByTestId('bulk-chip-31-coworker-33'));
    await choose('bulk-edit-evaluator-31', 'bulk-edit-evaluator-31-option-34');
    fireEvent.click(screen.getByTestId('bulk-edit-apply-31'));
    const swap = [
      { evaluatee_id: 31, evaluator_id: 33, party: 'coworker', action: 'remove' },
      { evaluatee_id: 31, evaluator_id: 34, party: 'coworker', action: 'add' },
    ];
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ changes: swap }));
    expect(await screen.findByTestId('bulk-chip-31-coworker-34')).toBeTruthy();
    expect(screen.getByTestId('bulk-changes').textContent).toBe('Your changes: 2');

    // Remove Nigar's self evaluation; then add Orxan as her manager-party evaluator.
    fireEvent.click(screen.getByTestId('bulk-remove-33-self-33'));
    fireEvent.click(screen.getByTestId('bulk-add-33'));
    await choose('bulk-edit-party-33', 'bulk-edit-party-33-option-manager');
    await choose('bulk-edit-evaluator-33', 'bulk-edit-evaluator-33-option-34');
    fireEvent.click(screen.getByTestId('bulk-edit-apply-33'));
    const all = [
      ...swap,
      { evaluatee_id: 33, evaluator_id: 33, party: 'self', action: 'remove' },
      { evaluatee_id: 33, evaluator_id: 34, party: 'manager', action: 'add' },
    ];
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ changes: all }));

    fireEvent.click(screen.getByTestId('bulk-confirm'));
    const result = await screen.findByTestId('bulk-result');
    expect(api.callsTo('POST /wizard/create-evaluation/bulk/')[0]!.body).toEqual({
      frequency_id: 21,
      department_id: 10,
      kinds: ['skill', 'goal'],
      changes: all,
    });
    expect(within(result).getByTestId('bulk-result-created').textContent).toBe('Created: 5 competency and 1 goal evaluations.');
    expect(within(result).getByTestId('bulk-result-skipped').textContent).toBe('Skipped because they already exist: 1');
    expect(within(result).getByTestId('bulk-result-not-ready').textContent).toBe('Nigar Hasanova: First set all personal goals!');
  });

  it('shows the server’s refusal of a change (an evaluator outside the project) and does not confirm', async () => {
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) =>
        (body as { changes: unknown[] }).changes.length > 0 ? json(400, { changes: ['Not found any data'] }) : json(200, preview([proposalRow(LEYLA)])),
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    fireEvent.click(await screen.findByTestId('evaluations-bulk', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByTestId('bulk-scope-project'));
    fireEvent.click(screen.getByTestId('bulk-kind-goal'));
    fireEvent.click(screen.getByTestId('bulk-preview'));
    fireEvent.click(await screen.findByTestId('bulk-add-31'));
    await choose('bulk-edit-evaluator-31', 'bulk-edit-evaluator-31-option-34');
    fireEvent.click(screen.getByTestId('bulk-edit-apply-31'));
    expect((await screen.findByTestId('bulk-preview-error')).textContent).toBe('Not found any data');
    expect((screen.getByTestId('bulk-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
