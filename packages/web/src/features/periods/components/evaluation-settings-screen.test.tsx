import type { SurveyQuestion } from '@performa/contracts/api/evaluations';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EvaluationSettingsScreen } from './evaluation-settings-screen.tsx';

const SETTINGS = {
  coworker_count: 3,
  reminder_days: [7, 1],
  remind_after_end: true,
  show_result_before_calibration: false,
  min_evaluators: 2,
  ranking_rule: 'final_score',
  show_department_top_ten: true,
} as const;
const QUESTIONS: SurveyQuestion[] = [{ id: 5, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 0 }];

async function setup(routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord()),
    'GET /wizard/evaluation-settings/': () => json(200, SETTINGS),
    'GET /wizard/survey/': () => json(200, QUESTIONS),
    ...routes,
  });
  await loadSession();
  renderWithProviders(<EvaluationSettingsScreen />, { route: '/periods?tab=evaluation' });
  await screen.findByTestId('evaluation-settings-form');
  return fake;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });

// Forms of real size in jsdom: a slow, busy machine needs room.
describe('the evaluation settings tab', () => {
  it('changes the coworkers per evaluatee, the reminder days and the reminder after the end', async () => {
    const fake = await setup({ 'PUT /wizard/evaluation-settings/': ({ body }) => json(200, body) });
    expect((screen.getByTestId('settings-coworker-count') as HTMLInputElement).value).toBe('3');
    expect(within(screen.getByTestId('settings-reminder-days')).getByTestId('settings-day-7')).toBeTruthy();
    expect((screen.getByTestId('settings-remind-after') as HTMLInputElement).checked).toBe(true);
    expect((screen.getByTestId('settings-save') as HTMLButtonElement).disabled).toBe(true);

    type('settings-coworker-count', '4');
    type('settings-day-input', '7');
    fireEvent.click(screen.getByTestId('settings-day-add'));
    expect(screen.getByTestId('settings-days-error').textContent).toBe('Each entry may appear only once.');
    type('settings-day-input', '61');
    fireEvent.click(screen.getByTestId('settings-day-add'));
    expect(screen.getByTestId('settings-days-error').textContent).toBe('Type a whole number from 1 to 60.');
    type('settings-day-input', '14');
    fireEvent.click(screen.getByTestId('settings-day-add'));
    expect(screen.queryByTestId('settings-days-error')).toBeNull();
    // A chip goes with the keyboard too (Backspace or Delete on the focused chip).
    fireEvent.keyDown(screen.getByTestId('settings-day-1'), { key: 'Backspace' });
    fireEvent.keyUp(screen.getByTestId('settings-day-1'), { key: 'Backspace' });
    fireEvent.click(screen.getByTestId('settings-remind-after'));
    fireEvent.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(fake.callsTo('PUT /wizard/evaluation-settings/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/evaluation-settings/')[0]!.body).toEqual({
      coworker_count: 4,
      reminder_days: [14, 7],
      remind_after_end: false,
      show_result_before_calibration: false,
      min_evaluators: 2,
      // Settings the form did not touch are sent as loaded, not reset to their defaults.
      ranking_rule: 'final_score',
      show_department_top_ten: true,
    });
  });

  it('shows results before calibration and sets the fewest evaluators of a party counted on its own, at least 2 (docs/product.md §5.6, §5.9)', async () => {
    const fake = await setup({ 'PUT /wizard/evaluation-settings/': ({ body }) => json(200, body) });
    const show = screen.getByTestId('settings-show-before-calibration') as HTMLInputElement;
    expect(show.checked).toBe(false);
    // The help text says what the setting does.
    expect(document.getElementById(show.getAttribute('aria-describedby')!)!.textContent).toContain('only once its calibration is closed');
    expect((screen.getByTestId('settings-min-evaluators') as HTMLInputElement).value).toBe('2');

    // 1 is refused at the field, before anything is sent: one evaluator on their own would be identified (§5.9).
    type('settings-min-evaluators', '1');
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('At least 2, so that no single evaluator can be identified.')).toBeTruthy();
    expect(fake.callsTo('PUT /wizard/evaluation-settings/')).toHaveLength(0);

    type('settings-min-evaluators', '3');
    fireEvent.click(show);
    fireEvent.click(screen.getByTestId('settings-save'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/evaluation-settings/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/evaluation-settings/')[0]!.body).toEqual({
      coworker_count: 3,
      reminder_days: [7, 1],
      remind_after_end: true,
      show_result_before_calibration: true,
      min_evaluators: 3,
      ranking_rule: 'final_score',
      show_department_top_ten: true,
    });
  });

  it('loads and sends the ranking rule, each rule explained, and the department top 10 on users’ dashboards (docs/product.md §7.9)', async () => {
    const fake = await setup({ 'PUT /wizard/evaluation-settings/': ({ body }) => json(200, body) });
    const rule = screen.getByTestId('settings-ranking-rule');
    expect(rule.textContent).toBe('Any final score');
    // The chosen rule is explained under the field.
    expect(screen.getByText(/ranked as soon as they have a final score/)).toBeTruthy();
    const topTen = screen.getByTestId('settings-department-top-ten') as HTMLInputElement;
    expect(topTen.checked).toBe(true);
    expect(document.getElementById(topTen.getAttribute('aria-describedby')!)!.textContent).toContain('newest released round');

    fireEvent.mouseDown(rule);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Goal and competency results both existA person is ranked once both their goal overall and their competency overall exist (the default).',
      'Any final scoreA person is ranked as soon as they have a final score, even when only their goals or only their competencies were evaluated.',
      'Every evaluation completedA person is ranked only when every evaluation of theirs in the round is completed and they have a final score.',
    ]);
    fireEvent.click(screen.getByTestId('settings-ranking-rule-all_completed'));
    await waitFor(() => expect(screen.getByTestId('settings-ranking-rule').textContent).toBe('Every evaluation completed'));
    fireEvent.click(topTen);
    fireEvent.click(screen.getByTestId('settings-save'));

    await waitFor(() => expect(fake.callsTo('PUT /wizard/evaluation-settings/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/evaluation-settings/')[0]!.body).toEqual({
      ...SETTINGS,
      ranking_rule: 'all_completed',
      show_department_top_ten: false,
    });
  });

  it('shows the server’s field errors under the fields', async () => {
    await setup({ 'PUT /wizard/evaluation-settings/': () => json(400, { coworker_count: ['Enter a valid value.'] }) });
    type('settings-coworker-count', '2');
    fireEvent.click(screen.getByTestId('settings-save'));
    expect(await screen.findByText('Enter a valid value.')).toBeTruthy();
  });

  it('adds a survey question with its options, checking them first', async () => {
    const fake = await setup({ 'POST /wizard/survey/': ({ body }) => json(201, { id: 6, ...(body as object) }) });
    expect(screen.getByTestId('survey-row-5').textContent).toContain('Would you work with them again?');
    fireEvent.click(screen.getByTestId('survey-add'));
    const dialog = await screen.findByTestId('survey-dialog');
    type('survey-question', 'How clear is their communication?');
    type('survey-option-0', 'Clear');
    type('survey-option-1', 'clear');
    fireEvent.click(within(dialog).getByTestId('survey-dialog-submit'));
    expect(await within(dialog).findByTestId('survey-options-error')).toBeTruthy();
    expect(within(dialog).getByTestId('survey-options-error').textContent).toBe('Each entry may appear only once.');
    expect(fake.callsTo('POST /wizard/survey/')).toHaveLength(0);

    type('survey-option-1', 'Unclear');
    fireEvent.click(screen.getByTestId('survey-option-add'));
    type('survey-option-2', 'Sometimes clear');
    fireEvent.click(within(dialog).getByTestId('survey-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('POST /wizard/survey/')).toHaveLength(1));
    expect(fake.callsTo('POST /wizard/survey/')[0]!.body).toEqual({
      question: 'How clear is their communication?',
      options: ['Clear', 'Unclear', 'Sometimes clear'],
      position: 1,
    });
  });

  it('needs two options at least, and edits and deletes a question', async () => {
    const fake = await setup({
      'PUT /wizard/survey/5/': ({ body }) => json(200, { id: 5, ...(body as object) }),
      'DELETE /wizard/survey/5/': () => new Response(null, { status: 204 }),
    });
    fireEvent.click(screen.getByTestId('survey-edit-5'));
    const dialog = await screen.findByTestId('survey-dialog');
    expect((screen.getByTestId('survey-option-remove-0') as HTMLButtonElement).disabled).toBe(true);
    type('survey-option-1', 'Maybe not');
    fireEvent.click(within(dialog).getByTestId('survey-dialog-submit'));
    await waitFor(() => expect(fake.callsTo('PUT /wizard/survey/5/')).toHaveLength(1));
    expect(fake.callsTo('PUT /wizard/survey/5/')[0]!.body).toEqual({ question: 'Would you work with them again?', options: ['Yes', 'Maybe not'], position: 0 });

    await waitFor(() => expect(screen.queryByTestId('survey-dialog')).toBeNull());
    fireEvent.click(screen.getByTestId('survey-delete-5'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(fake.callsTo('DELETE /wizard/survey/5/')).toHaveLength(1));
  });
});
