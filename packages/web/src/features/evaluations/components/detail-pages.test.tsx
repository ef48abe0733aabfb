import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { json } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { EVALUATIONS, GOAL_DETAILS, installEvaluationsApi, KAMRAN, LEYLA, NIGAR, ROUND, SCALE, SKILL_DETAILS } from '../testing/evaluations-api.ts';
import { EvaluateeRoundScreen } from './evaluatee-round-screen.tsx';
import { EvaluationDetailsScreen } from './evaluation-details-screen.tsx';
import { GoalEvaluationScreen } from './goal-evaluation-screen.tsx';

const WAIT = { timeout: 10_000 };

describe('the detail pages of evaluations', () => {
  it('/user-evaluations lists who evaluates the person by party, with each evaluator’s answers and memo', async () => {
    const api = await installEvaluationsApi({
      'GET /wizard/evaluation-list-for-unique-user/': () =>
        json(200, {
          evaluatee: LEYLA,
          round: ROUND,
          scale: SCALE,
          skills: [
            { id: 61, name: 'Teamwork' },
            { id: 62, name: 'Planning' },
            { id: 63, name: 'Reporting' },
          ],
          evaluations: [
            { ...EVALUATIONS[0]!, evaluator: KAMRAN, memo: '', answers: [], survey: [] },
            {
              ...EVALUATIONS[1]!,
              memo: 'Keeps the team calm.',
              answers: [
                { skill_id: 61, rating: 5, not_applicable: false, comment: 'Always there' },
                { skill_id: 62, rating: null, not_applicable: true, comment: '' },
              ],
              survey: [],
            },
          ],
        }),
    });
    renderWithProviders(<EvaluateeRoundScreen employeeId={31} roundId={21} />, { route: '/user-evaluations/31/21' });
    const coworkers = await screen.findByTestId('evaluatee-party-coworker', {}, WAIT);
    expect(api.queries('/wizard/evaluation-list-for-unique-user/')).toEqual(['?employee_id=31&frequency_id=21']);
    expect(screen.getByTestId('evaluatee-header').textContent).toContain('Leyla Aliyeva');
    expect(within(screen.getByTestId('evaluatee-party-manager')).getByTestId('evaluatee-status-501').textContent).toBe('Not activated');
    expect(coworkers.textContent).toContain(NIGAR.full_name);
    fireEvent.click(screen.getByTestId('evaluatee-expand-502'));
    const answers = await screen.findByTestId('evaluatee-answers-502');
    expect(within(answers).getByTestId('evaluatee-answers-502-skill-61').textContent).toBe('TeamworkExceeds expectations (5)Always there');
    expect(within(answers).getByTestId('evaluatee-answers-502-skill-62').textContent).toContain('Not applicable');
    expect(within(answers).getByTestId('evaluatee-answers-502-skill-63').textContent).toContain('No answer');
    expect(screen.getByTestId('evaluatee-memo-502').textContent).toBe('Keeps the team calm.');
    expect(screen.getByTestId('evaluatee-details-502').getAttribute('href')).toBe('/evaluations/evaluation-details/502');
  });

  it('/goal-evaluation shows the goals with target, direction, actual or rating, score and goal overall', async () => {
    await installEvaluationsApi({ 'GET /goals/evaluations/': () => json(200, { evaluatee: LEYLA, round: ROUND, details: GOAL_DETAILS }) });
    renderWithProviders(<GoalEvaluationScreen employeeId={31} roundId={21} />, { route: '/goal-evaluation/31/21' });
    const revenue = await screen.findByTestId('goal-line-41', {}, WAIT);
    expect(revenue.textContent).toContain('Revenue');
    expect(revenue.textContent).toContain('Higher is better');
    expect(screen.getByTestId('goal-result-41').textContent).toBe('110');
    expect(screen.getByTestId('goal-score-41').textContent).toBe('110.00');
    expect(screen.getByTestId('goal-shared-41').textContent).toBe('Shared with Nigar Hasanova: the actual counts for everyone');
    expect(screen.getByTestId('sub-goal-result-51').textContent).toBe('Meets expectations (4)');
    expect(screen.getByTestId('goal-overall').textContent).toBe('98.00');
    expect(screen.getByTestId('evaluation-status').textContent).toBe('Completed');
  });

  it('/goal-evaluation without one says so and creates it; a refusal shows its message', async () => {
    let created = false;
    const api = await installEvaluationsApi({
      'GET /goals/evaluations/': () => json(200, { evaluatee: LEYLA, round: ROUND, details: created ? GOAL_DETAILS : null }),
      'POST /goals/create-evaluation/': () => {
        if (api.callsTo('POST /goals/create-evaluation/').length === 1) return json(400, { non_field_errors: ['No personal goal found for this employee.'] });
        created = true;
        return json(201, EVALUATIONS[2]);
      },
    });
    renderWithProviders(<GoalEvaluationScreen employeeId={31} roundId={21} />, { route: '/goal-evaluation/31/21' });
    expect((await screen.findByTestId('goal-evaluation-none', {}, WAIT)).textContent).toContain(
      'There is no goal evaluation for this person in this round yet.',
    );
    fireEvent.click(screen.getByTestId('goal-evaluation-create'));
    expect((await screen.findByTestId('goal-evaluation-error')).textContent).toBe('No personal goal found for this employee.');
    fireEvent.click(screen.getByTestId('goal-evaluation-create'));
    expect(await screen.findByTestId('goal-line-41')).toBeTruthy();
    expect(api.callsTo('POST /goals/create-evaluation/')[1]!.body).toEqual({ frequency_id: 21, evaluatee_id: 31 });
  });

  it('/evaluations/evaluation-details shows answers, survey, memo, dates and history, and terminates it', async () => {
    const api = await installEvaluationsApi({
      'GET /wizard/assessment-details/502/': () => json(200, SKILL_DETAILS),
      'POST /wizard/activate-evaluation-card/': () => json(200, { changed: 1, notified: 0 }),
    });
    renderWithProviders(<EvaluationDetailsScreen id={502} />, { route: '/evaluations/evaluation-details/502' });
    const answers = await screen.findByTestId('details-answers', {}, WAIT);
    expect(within(answers).getByTestId('details-answers-skill-61').textContent).toBe('TeamworkMeets expectations (4)Helps everyone');
    expect(within(answers).getByTestId('details-answers-skill-62').textContent).toContain('Not applicable');
    expect(screen.getByTestId('survey-7').textContent).toBe('Would you work with them again?Yes');
    expect(screen.getByTestId('evaluation-memo').textContent).toContain('Keeps the team calm.');
    expect(screen.getByTestId('summary-evaluator').textContent).toBe('Nigar Hasanova');
    expect(screen.getByTestId('history-0').textContent).toBe('Created2026-02-01 09:00 · Aysel Mammadova');
    expect(screen.getByTestId('history-1').textContent).toBe('Activated2026-02-02 10:00 · System');
    expect(screen.queryByTestId('details-reopen')).toBeNull();
    fireEvent.click(screen.getByTestId('details-terminate'));
    expect(await screen.findByText('The evaluation was terminated.')).toBeTruthy();
    await waitFor(() =>
      expect(api.callsTo('POST /wizard/activate-evaluation-card/')[0]!.body).toEqual({ frequency_id: 21, action: 'terminate', ids: [502], all: false }),
    );
  });
});
