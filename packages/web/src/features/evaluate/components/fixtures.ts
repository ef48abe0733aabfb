/** Test data of the evaluator's screens (web tests only). */
import type { EvaluationDetails, EvaluationPerson, EvaluationRound, FormGoal, MyEvaluation } from '@performa/contracts/api/evaluations';

export const person = (id: number, full_name: string): EvaluationPerson => ({
  id,
  full_name,
  image: null,
  position: { id: 1, name: 'Engineer' },
  department: { id: 2, name: 'IT' },
  status: 'active',
});

export const round = (id: number, name: string, end_date: string, start_date = '2025-01-01'): EvaluationRound => ({
  id,
  name,
  start_date,
  end_date,
  period: { id: 1, name: 'FY 2025' },
});

export function myEvaluation(id: number, overrides: Partial<MyEvaluation> = {}): MyEvaluation {
  return {
    id,
    kind: 'skill',
    party: 'coworker',
    round: round(11, 'H1', '2025-06-30'),
    evaluatee: person(100 + id, `Person ${id}`),
    evaluator: person(7, 'Aysel Mammadova'),
    active: true,
    terminated: false,
    completed: false,
    started: false,
    evaluation_date: null,
    activated_at: '2025-03-01T00:00:00.000Z',
    completed_at: null,
    created_at: '2025-03-01T00:00:00.000Z',
    editable: true,
    ...overrides,
  };
}

/** A 1–5 rating template: each choice's value is its range's max. */
export const SCALE = [1, 2, 3, 4, 5].map((value) => ({
  value,
  min: value - 1,
  max: value,
  response: ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'][value - 1]!,
}));

export function skillDetails(overrides: Partial<EvaluationDetails> = {}): EvaluationDetails {
  const { editable: _editable, ...evaluation } = myEvaluation(1, { evaluatee: person(101, 'Rashad Aliyev'), party: 'manager' });
  return {
    evaluation,
    memo: '',
    editable: true,
    locked_reason: null,
    scale: SCALE,
    skills: [
      {
        id: 21,
        name: 'Teamwork',
        description: 'Works well with others.',
        category: { id: 3, name: 'Core' },
        skill_type: 'soft',
        is_periodic: false,
        answer: null,
      },
      {
        id: 22,
        name: 'Planning',
        description: 'Plans the work ahead.',
        category: null,
        skill_type: 'hard',
        is_periodic: true,
        answer: { skill_id: 22, rating: 3, not_applicable: false, comment: 'Solid' },
      },
    ],
    survey: [{ id: 5, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 0, answer: null }],
    goals: [],
    cap: 1,
    goal_overall: null,
    history: [],
    ...overrides,
  };
}

const goal = (overrides: Partial<FormGoal> & Pick<FormGoal, 'id' | 'name'>): FormGoal => ({
  weight: 50,
  is_numerical: true,
  target: 100,
  is_positive: true,
  scale: [],
  actual: null,
  rating: null,
  score: null,
  category: null,
  success_criteria: '',
  deadline: null,
  every_round: true,
  shared_with: [],
  sub_goals: [],
  ...overrides,
});

/** The goals of docs/product.md §4.12: G1 higher is better (t 100, weight 60), G2 lower is better (t 10, weight 40), cap 1.0. */
export function goalDetails(overrides: Partial<EvaluationDetails> = {}): EvaluationDetails {
  const { editable: _editable, ...evaluation } = myEvaluation(2, { kind: 'goal', party: 'manager', evaluatee: person(101, 'Rashad Aliyev') });
  return {
    evaluation,
    memo: '',
    editable: true,
    locked_reason: null,
    scale: [],
    skills: [],
    survey: [],
    goals: [
      goal({ id: 31, name: 'G1', weight: 60, target: 100, is_positive: true, shared_with: [{ id: 9, name: 'Leyla Hasanova' }] }),
      goal({ id: 32, name: 'G2', weight: 40, target: 10, is_positive: false }),
    ],
    cap: 1,
    goal_overall: null,
    history: [],
    ...overrides,
  };
}

export { goal as formGoal };
