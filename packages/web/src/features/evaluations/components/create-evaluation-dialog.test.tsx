import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import EvaluationsRoute from '../../../app/routes/evaluations.tsx';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EVALUATIONS, installEvaluationsApi } from '../testing/evaluations-api.ts';

const helperOf = (testId: string) => screen.getByTestId(testId).closest('.MuiFormControl-root')?.querySelector('.MuiFormHelperText-root')?.textContent ?? '';

async function choose(testId: string, optionTestId: string) {
  fireEvent.mouseDown(screen.getByTestId(testId));
  fireEvent.click(await screen.findByTestId(optionTestId));
}

async function openDialog() {
  renderWithProviders(<EvaluationsRoute />, { route: '/evaluations' });
  fireEvent.click(await screen.findByTestId('evaluations-create', {}, { timeout: 10_000 }));
  return screen.findByTestId('create-evaluation');
}

describe('create one evaluation', () => {
  it('asks for the required fields, then shows the server’s field errors under the fields and its other refusal above them', async () => {
    const bodies: unknown[] = [];
    await installEvaluationsApi({
      'POST /wizard/create-evaluation/': ({ body }) => {
        bodies.push(body);
        return json(400, { evaluator_id: ['The evaluator of a self evaluation is the evaluatee.'], non_field_errors: ['This evaluation already exists'] });
      },
    });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('create-evaluation-submit'));
    await waitFor(() => expect(helperOf('create-evaluation-evaluatee')).toBe('This field is required'));
    expect(helperOf('create-evaluation-evaluator')).toBe('This field is required');
    expect(bodies).toHaveLength(0);

    await choose('create-evaluation-evaluatee', 'create-evaluation-evaluatee-option-31');
    await choose('create-evaluation-party', 'create-evaluation-party-option-coworker');
    await choose('create-evaluation-evaluator', 'create-evaluation-evaluator-option-33');
    fireEvent.click(within(dialog).getByTestId('create-evaluation-submit'));
    await waitFor(() => expect(helperOf('create-evaluation-evaluator')).toBe('The evaluator of a self evaluation is the evaluatee.'));
    expect(screen.getByTestId('create-evaluation-error').textContent).toBe('This evaluation already exists');
    expect(bodies).toEqual([{ frequency_id: 21, evaluatee_id: 31, evaluator_id: 33, party: 'coworker' }]);
  });

  it('creates a self evaluation with the evaluatee as evaluator', async () => {
    const api = await installEvaluationsApi({ 'POST /wizard/create-evaluation/': () => json(201, EVALUATIONS[0]) });
    const dialog = await openDialog();
    await choose('create-evaluation-evaluatee', 'create-evaluation-evaluatee-option-31');
    await choose('create-evaluation-party', 'create-evaluation-party-option-self');
    expect(screen.queryByTestId('create-evaluation-evaluator')).toBeNull();
    fireEvent.click(within(dialog).getByTestId('create-evaluation-submit'));
    await waitFor(() => expect(screen.queryByTestId('create-evaluation')).toBeNull());
    expect(api.callsTo('POST /wizard/create-evaluation/')[0]!.body).toEqual({ frequency_id: 21, evaluatee_id: 31, evaluator_id: 31, party: 'self' });
  });

  it('creates a goal evaluation for the manager by default, and shows "First set all personal goals!"', async () => {
    const api = await installEvaluationsApi({ 'POST /goals/create-evaluation/': () => json(400, { non_field_errors: ['First set all personal goals!'] }) });
    const dialog = await openDialog();
    fireEvent.click(within(dialog).getByTestId('create-evaluation-kind-goal'));
    expect(screen.queryByTestId('create-evaluation-party')).toBeNull();
    await choose('create-evaluation-evaluatee', 'create-evaluation-evaluatee-option-31');
    await choose('create-evaluation-round', 'create-evaluation-round-option-22');
    fireEvent.click(within(dialog).getByTestId('create-evaluation-submit'));
    expect((await screen.findByTestId('create-evaluation-error')).textContent).toBe('First set all personal goals!');
    expect(api.callsTo('POST /goals/create-evaluation/')[0]!.body).toEqual({ frequency_id: 22, evaluatee_id: 31 });
  });
});
