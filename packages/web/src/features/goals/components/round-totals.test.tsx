import type { PersonalGoal, RoundTotal } from '@performa/contracts/api/goals';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../testing/render.tsx';
import { RoundTotals, roundOverall } from './round-totals.tsx';

const goal = (id: number, weight: number, score: number | null, round: number | null): PersonalGoal => ({
  id,
  employee_id: 1,
  period_id: 1,
  frequency: round === null ? null : { id: round, name: `Q${round}` },
  positional_goal_id: null,
  name: `Goal ${id}`,
  category: null,
  deadline: null,
  success_criteria: '',
  weight,
  is_numerical: score !== null,
  target: 100,
  is_positive: true,
  scale_template_id: null,
  scale_template: null,
  actual: score,
  score,
  shared: false,
  shared_with: [],
  sub_goals: [],
});
const round = (id: number | null, total: number): RoundTotal => ({ frequency_id: id, name: id === null ? '' : `Q${id}`, total, complete: total === 100 });

describe('a round’s goal score so far', () => {
  // docs/product.md §4.12 worked example: 60 × 80 + 40 × 50 → 68.
  const goals = [goal(1, 60, 80, null), goal(2, 40, 50, null), goal(3, 30, 100, 2), goal(4, 20, null, null)];

  it('is the weighted mean of the scored goals that apply to the round', () => {
    expect(roundOverall(round(1, 120), goals)).toBe(68);
    expect(roundOverall(round(2, 150), goals)).toBeCloseTo((60 * 80 + 40 * 50 + 30 * 100) / 130, 10);
    expect(roundOverall(round(null, 100), goals.slice(0, 2))).toBe(68);
    expect(roundOverall(round(1, 20), [goal(5, 20, null, null)])).toBeNull();
  });

  it('is shown under each round’s weight total, and not while nothing can be scored', async () => {
    renderWithProviders(<RoundTotals rounds={[round(1, 100), round(3, 20)]} goals={[goal(6, 20, null, 3), goal(7, 100, 92.5, 1)]} />);
    expect((await screen.findByTestId('round-score-1')).textContent).toBe('Goal score so far: 92.5');
    expect(screen.queryByTestId('round-score-3')).toBeNull();
  });
});
