import { goalOverall, numericalGoalScore } from '@performa/contracts/scoring';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { EvaluationDetails } from '@performa/contracts/api/evaluations';
import { loadSession } from '../../../lib/session.ts';
import { installFakeApi, json, permissionRecord, sessionRoutes, storeTokens, type FakeHandler } from '../../../testing/fake-api.ts';
import { renderWithProviders } from '../../../testing/render.tsx';
import { GoalFormScreen } from './evaluation-form-screens.tsx';
import { formGoal, goalDetails, SCALE } from './fixtures.ts';

const PATH = '/goals/goals-evaluation/2/';

async function setup(details: EvaluationDetails, routes: Record<string, FakeHandler> = {}) {
  storeTokens();
  window.localStorage.setItem('project', '1');
  const fake = installFakeApi({
    ...sessionRoutes(permissionRecord({ user_type: 'user' })),
    [`GET ${PATH}`]: () => json(200, details),
    [`PUT ${PATH}`]: () => json(200, details),
    ...routes,
  });
  await loadSession();
  renderWithProviders(
    <Routes>
      <Route path="/evaluate/goal/:id" element={<GoalFormScreen />} />
    </Routes>,
    { route: '/evaluate/goal/2' },
  );
  await screen.findByTestId('goal-form');
  return fake;
}

const type = (testId: string, value: string) => fireEvent.change(screen.getByTestId(testId), { target: { value } });
const text = (testId: string) => screen.getByTestId(testId).textContent;

/**
 * A scale goal ("Customer care") and a goal with two sub goals ("Delivery": a numerical "On time" 75 %, a
 * scale "Quality" 25 %), with the sub goals' answers given.
 */
const careAndDelivery = (onTime: { actual: number | null; score: number | null }, quality: { rating: number | null; score: number | null }) =>
  goalDetails({
    goals: [
      formGoal({ id: 41, name: 'Customer care', weight: 50, is_numerical: false, target: null, scale: SCALE }),
      formGoal({
        id: 42,
        name: 'Delivery',
        weight: 50,
        sub_goals: [
          { id: 51, name: 'On time', weight: 75, is_numerical: true, target: 10, is_positive: true, scale: [], rating: null, ...onTime },
          { id: 52, name: 'Quality', weight: 25, is_numerical: false, target: null, is_positive: true, scale: SCALE, actual: null, ...quality },
        ],
      }),
    ],
  });

// Forms of real size in jsdom, and the autosave's delay: a slow, busy machine needs room.
describe('the goal evaluation form', () => {
  it('scores as the manager types, with the scoring core: G = 68 for the worked example of docs/product.md §4.12', async () => {
    const fake = await setup(goalDetails());
    expect(text('goal-overall')).toBe('no score yet');
    expect(text('line-goals.31')).toContain('Target 100 · higher is better');
    expect(text('line-goals.32')).toContain('Target 10 · lower is better');
    expect(text('goal-shared-31')).toBe('Shared goal: the actual you enter counts for everyone who shares it (Leyla Hasanova).');

    type('actual-goals.31', '80');
    expect(text('score-goals.31')).toBe('80.00');
    expect(text('goal-overall')).toBe('80.00');
    type('actual-goals.32', '20');
    expect(text('score-goals.32')).toBe('50.00');
    expect(text('goal-overall')).toBe('68.00');
    // The very numbers of the scoring core.
    const g1 = numericalGoalScore({ target: 100, actual: 80, higherIsBetter: true }, 1);
    const g2 = numericalGoalScore({ target: 10, actual: 20, higherIsBetter: false }, 1);
    expect(
      goalOverall([
        { weight: 60, score: g1 },
        { weight: 40, score: g2 },
      ]),
    ).toBe(68);

    await waitFor(() => expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(1), { timeout: 4000 });
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({
      goals: [
        { goal_id: 31, actual: 80 },
        { goal_id: 32, actual: 20 },
      ],
      sub_goals: [],
    });
  });

  it('applies the project’s cap, reads a decimal comma, and never sends what is no number', async () => {
    const fake = await setup(goalDetails({ cap: 1.2 }));
    type('actual-goals.31', '150');
    expect(text('score-goals.31')).toBe('120.00');
    type('actual-goals.32', '12,5');
    expect(text('score-goals.32')).toBe('80.00');
    type('actual-goals.31', '1x');
    expect(text('line-goals.31')).toContain('Enter a number, e.g. 12.5');
    expect(text('score-goals.31')).toBe('no score yet');
    await waitFor(() => expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(1), { timeout: 4000 });
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({ goals: [{ goal_id: 32, actual: 12.5 }], sub_goals: [] });
  });

  it('rates scale goals and scores a goal with sub goals by their weighted mean', async () => {
    const details = careAndDelivery({ actual: 5, score: 50 }, { rating: null, score: null });
    const fake = await setup(details);
    expect((screen.getByTestId('actual-sub_goals.51') as HTMLInputElement).value).toBe('5');
    expect(text('score-goal-42')).toBe('50.00');
    fireEvent.click(screen.getByTestId('rating-sub_goals.52-5'));
    // (75·50 + 25·100) / 100
    expect(text('score-goal-42')).toBe('62.50');
    fireEvent.click(screen.getByTestId('rating-goals.41-4'));
    expect(text('score-goals.41')).toBe('80.00');
    expect(text('goal-overall')).toBe('71.25');

    fireEvent.click(screen.getByTestId('submit-evaluation'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(1));
    expect(fake.callsTo(`PUT ${PATH}`)[0]!.body).toEqual({ goals: [{ goal_id: 41, rating: 4 }], sub_goals: [{ sub_goal_id: 52, rating: 5 }], submit: true });
  });

  it('checks before asking: Submit on an incomplete form marks every missing line, focuses the first and does not ask', async () => {
    let details = careAndDelivery({ actual: null, score: null }, { rating: 3, score: 60 });
    const fake = await setup(details, {
      [`GET ${PATH}`]: () => json(200, details),
      [`PUT ${PATH}`]: () => {
        details = { ...details, editable: false, evaluation: { ...details.evaluation, completed: true, completed_at: '2025-06-01T08:00:00.000Z' } };
        return json(200, details);
      },
    });
    fireEvent.click(screen.getByTestId('submit-evaluation'));

    // The scale goal and the numerical sub goal have no value: both are marked; the rated sub goal is not.
    await waitFor(() => expect(text('line-goals.41')).toContain('Choose a rating.'));
    expect(text('line-sub_goals.51')).toContain('Enter the actual value.');
    expect(screen.getByTestId('line-goals.41').getAttribute('data-invalid')).toBe('true');
    expect(screen.getByTestId('line-sub_goals.51').getAttribute('data-invalid')).toBe('true');
    expect(screen.getByTestId('line-sub_goals.52').getAttribute('data-invalid')).toBeNull();
    expect(text('form-failure')).toBe('Some answers need attention: see the marked items.');
    await waitFor(() => expect(screen.getByTestId('line-goals.41').contains(document.activeElement)).toBe(true));
    // Nothing is asked, nothing is sent.
    expect(screen.queryByTestId('submit-confirm')).toBeNull();
    expect(fake.callsTo(`PUT ${PATH}`)).toHaveLength(0);

    // A value typed wrong is no answer either.
    fireEvent.click(screen.getByTestId('rating-goals.41-4'));
    type('actual-sub_goals.51', '1x');
    expect(screen.getByTestId('line-goals.41').getAttribute('data-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('actual-sub_goals.51')));
    expect(text('line-sub_goals.51')).toContain('Enter a number, e.g. 12.5');
    expect(screen.queryByTestId('submit-confirm')).toBeNull();

    // Complete: Submit asks, and confirming submits.
    type('actual-sub_goals.51', '8');
    expect(screen.getByTestId('line-sub_goals.51').getAttribute('data-invalid')).toBeNull();
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    expect(await screen.findByText('Submitted on Jun 1, 2025. The evaluation is read-only.')).toBeTruthy();
    expect((fake.callsTo(`PUT ${PATH}`).at(-1)!.body as { submit?: boolean }).submit).toBe(true);
  });

  it('asks before submitting a complete form, and shows the server’s own field errors at the goal lines', async () => {
    const details = goalDetails();
    await setup(
      { ...details, goals: details.goals.map((goal) => ({ ...goal, actual: 50 })) },
      { [`PUT ${PATH}`]: () => json(400, { 'goals.32': ['Enter the actual.'] }) },
    );
    fireEvent.click(screen.getByTestId('submit-evaluation'));
    fireEvent.click(await screen.findByTestId('confirm-button'));
    await waitFor(() => expect(text('line-goals.32')).toContain('Enter the actual.'));
    expect(screen.getByTestId('line-goals.32').getAttribute('data-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('actual-goals.32')));
  });

  it('says so when the evaluatee has no personal goal', async () => {
    await setup(goalDetails({ goals: [] }));
    expect(text('goal-form-empty')).toBe('No personal goal found for this employee.');
    expect(screen.queryByTestId('submit-evaluation')).toBeNull();
  });

  it('is read-only when completed', async () => {
    const details = goalDetails({ editable: false });
    await setup({ ...details, evaluation: { ...details.evaluation, completed: true, completed_at: '2025-06-01T08:00:00.000Z' } });
    expect(text('form-locked')).toBe('Submitted on Jun 1, 2025. The evaluation is read-only.');
    expect((screen.getByTestId('actual-goals.31') as HTMLInputElement).readOnly).toBe(true);
    expect(screen.queryByTestId('save-draft')).toBeNull();
  });
});
