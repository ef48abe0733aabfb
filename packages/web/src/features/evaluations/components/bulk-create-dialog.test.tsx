import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ProposalChange, ProposalRow } from '@performa/contracts/api/evaluations';
import { describe, expect, it } from 'vitest';
import EvaluationsRoute from '../../../app/routes/evaluations.tsx';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders, setScreenWidth } from '../../../testing/render.tsx';
import { installEvaluationsApi, LEYLA, NIGAR, person, preview, proposalRow } from '../testing/evaluations-api.ts';

async function choose(testId: string, optionTestId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(optionTestId));
}

const evaluator = (id: number, full_name: string, extra: { exists?: boolean; added?: boolean } = {}) => ({
  id,
  full_name,
  position: null,
  exists: extra.exists ?? false,
  added: extra.added ?? false,
});
const ORXAN = person(34, 'Orxan Quliyev');
const KAMRAN_ROW = person(32, 'Kamran Zeynalov');
const SAMIR = person(35, 'Samir Rzayev');
const AYSEL = person(36, 'Aysel Mammadova');

type Body = { changes: ProposalChange[]; evaluator?: number; party?: string; search?: string; ordering?: string; page?: number };

/** Opens the bulk dialog on /evaluations and previews the whole project (both kinds). */
async function previewProject() {
  renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
  fireEvent.click(await screen.findByTestId('evaluations-bulk', {}, { timeout: 10_000 }));
  fireEvent.click(screen.getByTestId('bulk-scope-project'));
  fireEvent.click(screen.getByTestId('bulk-preview'));
  await screen.findByTestId('bulk-row-31');
  return screen.getByTestId('bulk-rows');
}

describe('bulk creation', () => {
  it('previews a department as a table of evaluations and sends a changed evaluator with the next preview', async () => {
    const previews: Body[] = [];
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        previews.push(body as Body);
        const { changes } = body as Body;
        const nigar = { ...proposalRow(NIGAR), goal: { evaluator: null, problem: 'weights_incomplete' as const, message: 'First set all personal goals!' } };
        // The server applies the changes: after the first, Orxan is Leyla's coworker evaluator instead of Nigar.
        const leyla = changes.length === 0 ? proposalRow(LEYLA) : proposalRow(LEYLA, { coworker: [evaluator(34, 'Orxan Quliyev', { added: true })] });
        return json(200, preview([leyla, nigar], { goal_problems: 1 }));
      },
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

    // One row per proposed evaluation, grouped by evaluatee: kind, party, evaluator, status.
    const leyla = await screen.findByTestId('bulk-row-31');
    expect(previews[0]).toEqual({ frequency_id: 21, department_id: 10, kinds: ['skill', 'goal'], changes: [], page: 1, page_size: 25, ordering: 'evaluatee' });
    expect(screen.getByTestId('bulk-summary-create').textContent).toBe('To create: 2 competency and 1 goal evaluations');
    expect(
      within(leyla)
        .getAllByRole('row')
        .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent)),
    ).toEqual([
      ['Finance', 'Competencies', 'Manager', 'Kamran Zeynalov', 'Exists: skipped', ''],
      ['Competencies', 'Coworker', 'Nigar Hasanova', 'New', ''],
      ['Competencies', 'Self', 'Leyla Aliyeva', 'New', ''],
      ['Goals', 'Manager', 'Kamran Zeynalov', 'New', ''],
    ]);
    // An existing evaluation and a goal evaluation cannot be edited; the self evaluation only removed.
    expect(within(leyla).queryByTestId('bulk-change-31-skill-manager-32')).toBeNull();
    expect(within(leyla).queryByTestId('bulk-remove-31-goal')).toBeNull();
    expect(within(leyla).queryByTestId('bulk-change-31-skill-self-31')).toBeNull();
    expect(within(leyla).getByTestId('bulk-remove-31-skill-self-31')).toBeTruthy();
    expect(screen.getByTestId('bulk-status-33-goal').textContent).toBe('First set all personal goals!');

    // Change Leyla's coworker Nigar for Orxan: a removal and an addition, sent with the next preview.
    fireEvent.click(screen.getByRole('button', { name: 'Change the evaluator Nigar Hasanova (Leyla Aliyeva, Coworker)' }));
    const edit = await screen.findByTestId('bulk-edit');
    expect(within(edit).getByText('Now: Nigar Hasanova (Coworker)')).toBeTruthy();
    await choose('bulk-edit-evaluator', 'bulk-edit-evaluator-option-34');
    fireEvent.click(within(edit).getByTestId('bulk-edit-submit'));
    const swap = [
      { evaluatee_id: 31, evaluator_id: 33, party: 'coworker', action: 'remove' },
      { evaluatee_id: 31, evaluator_id: 34, party: 'coworker', action: 'add' },
    ];
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ changes: swap }));
    expect((await screen.findByTestId('bulk-status-31-skill-coworker-34')).textContent).toBe('Added by you');
    expect(screen.queryByTestId('bulk-edit')).toBeNull();
    expect(screen.getByTestId('bulk-changes').textContent).toBe('Your changes: 2');
  });

  it('sends a removal and an addition with each preview and the creation, and shows what was created and skipped', async () => {
    const previews: Body[] = [];
    const api = await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        previews.push(body as Body);
        return json(200, preview([proposalRow(LEYLA), proposalRow(NIGAR)]));
      },
      'POST /wizard/create-evaluation/bulk/': () =>
        json(201, {
          created: { skill: 5, goal: 1 },
          skipped_existing: 1,
          not_ready: [{ evaluatee: { id: 33, name: 'Nigar Hasanova' }, message: 'First set all personal goals!' }],
        }),
    });
    await previewProject();

    // Remove Nigar's self evaluation; then add Orxan as her manager-party evaluator.
    fireEvent.click(screen.getByTestId('bulk-remove-33-skill-self-33'));
    fireEvent.click(screen.getByRole('button', { name: 'Add an evaluator for Nigar Hasanova' }));
    await choose('bulk-edit-party', 'bulk-edit-party-option-manager');
    await choose('bulk-edit-evaluator', 'bulk-edit-evaluator-option-34');
    fireEvent.click(screen.getByTestId('bulk-edit-submit'));
    const all = [
      { evaluatee_id: 33, evaluator_id: 33, party: 'self', action: 'remove' },
      { evaluatee_id: 33, evaluator_id: 34, party: 'manager', action: 'add' },
    ];
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ changes: all }));

    fireEvent.click(screen.getByTestId('bulk-confirm'));
    const result = await screen.findByTestId('bulk-result');
    expect(api.callsTo('POST /wizard/create-evaluation/bulk/')[0]!.body).toEqual({ frequency_id: 21, kinds: ['skill', 'goal'], changes: all });
    expect(within(result).getByTestId('bulk-result-created').textContent).toBe('Created: 5 competency and 1 goal evaluations.');
    expect(within(result).getByTestId('bulk-result-skipped').textContent).toBe('Skipped because they already exist: 1');
    expect(within(result).getByTestId('bulk-result-not-ready').textContent).toBe('Nigar Hasanova: First set all personal goals!');
  });

  it('refuses a row edit that breaks a rule: nobody evaluates an evaluatee twice, or themself outside the self evaluation', async () => {
    const previews: Body[] = [];
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        previews.push(body as Body);
        return json(200, preview([proposalRow(LEYLA)]));
      },
    });
    await previewProject();
    fireEvent.click(screen.getByTestId('bulk-change-31-skill-coworker-33'));
    const edit = await screen.findByTestId('bulk-edit');
    // Kamran already evaluates Leyla as her manager.
    await choose('bulk-edit-evaluator', 'bulk-edit-evaluator-option-32');
    expect(within(edit).getByText('Kamran Zeynalov already evaluates Leyla Aliyeva (Manager).')).toBeTruthy();
    fireEvent.click(within(edit).getByTestId('bulk-edit-submit'));
    // Leyla herself, as a coworker.
    await choose('bulk-edit-evaluator', 'bulk-edit-evaluator-option-31');
    expect(within(edit).getByText('A self evaluation has the evaluatee as evaluator, and only a self evaluation does.')).toBeTruthy();
    fireEvent.click(within(edit).getByTestId('bulk-edit-submit'));
    expect(screen.getByTestId('bulk-edit')).toBeTruthy();
    fireEvent.click(within(edit).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByTestId('bulk-edit')).toBeNull());
    expect(previews.every((body) => body.changes.length === 0)).toBe(true);
    expect(screen.getByTestId('bulk-changes').textContent).toBe('Your changes: 0');
  });

  it('searches, filters by party and evaluator and sorts on the server, and shows only the rows of the filters', async () => {
    const previews: Body[] = [];
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        previews.push(body as Body);
        return json(200, preview([proposalRow(LEYLA), proposalRow(NIGAR, { coworker: [evaluator(34, 'Orxan Quliyev')] })], { count: 60 }));
      },
    });
    const table = await previewProject();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 8);

    await choose('bulk-party', 'bulk-party-option-coworker');
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ party: 'coworker', page: 1 }));
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 2);
    expect(within(table).getByTestId('bulk-evaluator-31-skill-coworker-33').textContent).toBe('Nigar Hasanova');

    await choose('bulk-evaluator', 'bulk-evaluator-option-34');
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ party: 'coworker', evaluator: 34 }));
    // Leyla has no coworker evaluation by Orxan: only Nigar's row shows.
    expect(within(table).queryByTestId('bulk-row-31')).toBeNull();
    expect(within(table).getAllByRole('row')).toHaveLength(1 + 1);

    fireEvent.change(screen.getByTestId('bulk-search'), { target: { value: 'nigar' } });
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ search: 'nigar', party: 'coworker', evaluator: 34 }));
    fireEvent.click(screen.getByTestId('bulk-sort-evaluatee'));
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ ordering: '-evaluatee' }));
    fireEvent.click(screen.getByTestId('bulk-sort-department'));
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ ordering: 'department' }));
    fireEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ page: 2, page_size: 25 }));

    fireEvent.click(screen.getByTestId('bulk-clear-filters'));
    await waitFor(() => expect(previews[previews.length - 1]).toEqual(expect.not.objectContaining({ party: expect.anything() })));
    expect(previews[previews.length - 1]).toMatchObject({ page: 1, ordering: 'department' });
    expect(previews[previews.length - 1]).not.toHaveProperty('evaluator');
    expect(previews[previews.length - 1]).not.toHaveProperty('search');
  });

  it('replaces one evaluator by another in every row of the proposal, leaves the rows a rule refuses, and creates with the swaps', async () => {
    // Nigar evaluates in six rows of the proposal, on two pages of the table.
    const rows: ProposalRow[] = [
      proposalRow(LEYLA), // coworker: replaced
      proposalRow(NIGAR, { coworker: [evaluator(31, 'Leyla Aliyeva')] }), // her self evaluation: refused
      proposalRow(ORXAN, { coworker: [evaluator(33, 'Nigar Hasanova')] }), // Orxan would evaluate himself: refused
      proposalRow(KAMRAN_ROW, { manager: [], subworker: [evaluator(33, 'Nigar Hasanova', { exists: true })], coworker: [] }), // exists: refused
      proposalRow(SAMIR, { coworker: [evaluator(33, 'Nigar Hasanova'), evaluator(34, 'Orxan Quliyev')] }), // Orxan already evaluates: refused
      {
        ...proposalRow(AYSEL, { manager: [evaluator(33, 'Nigar Hasanova')], coworker: [] }), // manager: replaced
        goal: { evaluator: evaluator(33, 'Nigar Hasanova'), problem: null, message: null }, // goal: refused
      },
    ];
    const has = (row: ProposalRow, id: number) => Object.values(row.parties).some((list) => list.some((e) => e.id === id)) || row.goal.evaluator?.id === id;
    const previews: Body[] = [];
    const api = await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) => {
        const b = body as Body & { page_size: number };
        previews.push(b);
        const matching = b.evaluator === undefined ? rows : rows.filter((row) => has(row, b.evaluator!));
        const start = ((b.page ?? 1) - 1) * b.page_size;
        return json(200, preview(matching.slice(start, start + b.page_size), { count: matching.length, page: b.page ?? 1, page_size: b.page_size }));
      },
      'POST /wizard/create-evaluation/bulk/': () => json(201, { created: { skill: 2, goal: 0 }, skipped_existing: 0, not_ready: [] }),
    });
    await previewProject();
    fireEvent.click(screen.getByTestId('bulk-replace-toggle'));
    const panel = screen.getByRole('region', { name: 'Replace an evaluator everywhere' });
    await choose('bulk-replace-from', 'bulk-replace-from-option-33');
    // The rows are those of the whole proposal in which Nigar evaluates (every page, with all their evaluators).
    expect((await within(panel).findByTestId('bulk-replace-rows')).textContent).toBe('Rows with this evaluator: 7');
    expect(previews[previews.length - 1]).toMatchObject({ evaluator: 33, page: 1, page_size: 200, changes: [] });
    expect((within(panel).getByTestId('bulk-replace-apply') as HTMLButtonElement).disabled).toBe(true);

    await choose('bulk-replace-to', 'bulk-replace-to-option-34');
    expect(within(panel).getByTestId('bulk-replace-count').textContent).toBe('To replace: 2');
    expect(within(panel).getByTestId('bulk-replace-apply').textContent).toBe('Replace (2)');
    const refused = within(panel).getByTestId('bulk-replace-refused');
    expect([...refused.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      'Nigar Hasanova · Self · Competencies: A self evaluation has the evaluatee as evaluator, and only a self evaluation does.',
      'Orxan Quliyev · Coworker · Competencies: A self evaluation has the evaluatee as evaluator, and only a self evaluation does.',
      'Kamran Zeynalov · Subworker · Competencies: This evaluation already exists: it stays as it is.',
      'Samir Rzayev · Coworker · Competencies: Orxan Quliyev already evaluates Samir Rzayev (Coworker).',
      'Aysel Mammadova · Manager · Goals: The goal evaluation goes to the evaluatee’s manager.',
    ]);

    fireEvent.click(within(panel).getByTestId('bulk-replace-apply'));
    const swaps = [
      { evaluatee_id: 31, evaluator_id: 33, party: 'coworker', action: 'remove' },
      { evaluatee_id: 31, evaluator_id: 34, party: 'coworker', action: 'add' },
      { evaluatee_id: 36, evaluator_id: 33, party: 'manager', action: 'remove' },
      { evaluatee_id: 36, evaluator_id: 34, party: 'manager', action: 'add' },
    ];
    await waitFor(() => expect(previews[previews.length - 1]).toMatchObject({ changes: swaps }));
    expect(within(panel).getByTestId('bulk-replace-done').textContent).toBe('Replaced: 2.');
    expect(within(panel).getAllByRole('listitem')).toHaveLength(5);
    expect(screen.getByTestId('bulk-changes').textContent).toBe('Your changes: 4');

    fireEvent.click(screen.getByTestId('bulk-confirm'));
    await screen.findByTestId('bulk-result');
    expect(api.callsTo('POST /wizard/create-evaluation/bulk/')[0]!.body).toEqual({ frequency_id: 21, kinds: ['skill', 'goal'], changes: swaps });
  });

  it('keeps the table at phone width: the filters fold behind one button, the evaluatee column stays in view', async () => {
    setScreenWidth(390);
    await installEvaluationsApi({ 'POST /wizard/create-evaluation/preview/': () => json(200, preview([proposalRow(LEYLA)])) });
    const table = await previewProject();
    expect(screen.queryByTestId('bulk-search')).toBeNull();
    fireEvent.click(screen.getByTestId('bulk-filters-toggle'));
    expect(await screen.findByTestId('bulk-search')).toBeTruthy();
    const evaluatee = within(table).getByRole('rowheader', { name: /Leyla Aliyeva/ });
    expect(getComputedStyle(evaluatee).position).toBe('sticky');
  });

  it('shows the server’s refusal of a change (an evaluator outside the project) and does not confirm', async () => {
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/preview/': ({ body }) =>
        (body as Body).changes.length > 0 ? json(400, { changes: ['Not found any data'] }) : json(200, preview([proposalRow(LEYLA)])),
    });
    renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
    fireEvent.click(await screen.findByTestId('evaluations-bulk', {}, { timeout: 10_000 }));
    fireEvent.click(screen.getByTestId('bulk-scope-project'));
    fireEvent.click(screen.getByTestId('bulk-kind-goal'));
    fireEvent.click(screen.getByTestId('bulk-preview'));
    fireEvent.click(await screen.findByTestId('bulk-add-31'));
    await choose('bulk-edit-evaluator', 'bulk-edit-evaluator-option-34');
    fireEvent.click(screen.getByTestId('bulk-edit-submit'));
    expect((await screen.findByTestId('bulk-preview-error')).textContent).toBe('Not found any data');
    expect((screen.getByTestId('bulk-confirm') as HTMLButtonElement).disabled).toBe(true);
  });
});
