import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { EmployeeGoalsRow, PersonalGoal, PersonalGoalList, PositionalGoal } from '@performa/contracts/api/goals';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const PERIODS = [
  { id: 1, number: 1, name: '2025', start_date: '2025-01-01', end_date: '2025-12-31', state: 'past' },
  { id: 2, number: 2, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
];
export const ROUNDS = [
  { id: 21, period_id: 2, name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30', state: 'current' },
  { id: 22, period_id: 2, name: 'H2', start_date: '2026-07-01', end_date: '2026-12-31', state: 'future' },
];
export const CATEGORIES = [{ id: 5, name: 'Revenue', kind: 'goal', usage_count: 1 }];
export const TEMPLATES = [
  {
    id: 9,
    name: 'Five steps',
    is_rating_default: true,
    is_final_score_scale: false,
    max: 5,
    scales: [{ id: 1, template_id: 9, min: 1, max: 5, response: 'Level' }],
  },
];
export const OPTIONS = { departments: [{ id: 3, name: 'Sales' }], positions: [{ id: 4, name: 'Seller' }] };

const totals = (h1: number, h2: number) => [
  { frequency_id: 21, name: 'H1', total: h1, complete: h1 === 100 },
  { frequency_id: 22, name: 'H2', total: h2, complete: h2 === 100 },
];

export const EMPLOYEES: EmployeeGoalsRow[] = [
  {
    id: 31,
    full_name: 'Leyla Aliyeva',
    employee_number: 'E-1',
    department: { id: 3, name: 'Sales' },
    position: { id: 4, name: 'Seller' },
    goal_count: 2,
    rounds: totals(100, 60),
    complete: false,
  },
  {
    id: 32,
    full_name: 'Kamran Zeynalov',
    employee_number: 'E-2',
    department: { id: 3, name: 'Sales' },
    position: null,
    goal_count: 0,
    rounds: totals(0, 0),
    complete: false,
  },
];

export function goal(overrides: Partial<PersonalGoal> & { id: number; name: string }): PersonalGoal {
  return {
    employee_id: 31,
    period_id: 2,
    frequency: null,
    positional_goal_id: null,
    category: null,
    deadline: null,
    success_criteria: '',
    weight: 60,
    is_numerical: true,
    target: 100,
    is_positive: true,
    scale_template_id: null,
    scale_template: null,
    actual: null,
    score: null,
    shared: false,
    shared_with: [],
    sub_goals: [],
    ...overrides,
  };
}

export const LEYLA_GOALS: PersonalGoalList = {
  employee: { id: 31, full_name: 'Leyla Aliyeva', employee_number: 'E-1', position: { id: 4, name: 'Seller' } },
  period_id: 2,
  goals: [
    goal({
      id: 41,
      name: 'Revenue',
      category: { id: 5, name: 'Revenue' },
      actual: 80,
      score: 80,
      shared: true,
      shared_with: [{ id: 32, full_name: 'Kamran Zeynalov' }],
      sub_goals: [
        {
          id: 51,
          goal_id: 41,
          name: 'New clients',
          weight: 100,
          is_numerical: true,
          target: 10,
          actual: 8,
          is_positive: true,
          scale_template_id: null,
          score: 80,
        },
      ],
    }),
    goal({ id: 42, name: 'Launch', weight: 40, frequency: { id: 21, name: 'H1' }, deadline: '2026-05-31' }),
  ],
  rounds: totals(100, 60),
  complete: false,
};

export const POSITIONAL: PositionalGoal[] = [
  {
    id: 61,
    name: 'Close deals',
    category: null,
    success_criteria: '',
    weight: 50,
    is_numerical: true,
    target: 20,
    is_positive: true,
    scale_template_id: null,
    scale_template: null,
    positions: [{ id: 4, name: 'Seller' }],
  },
];

/** The reads of the goals screen, plus `extra` routes; signs in with the given permission record. */
export const installGoalsApi = (permission: Partial<PermissionRecord>, extra: Record<string, FakeHandler> = {}) =>
  installSignedInApi(permission, {
    'GET /wizard/period-for-dropdown/': () => json(200, PERIODS),
    'GET /wizard/frequency-for-dropdown/': () => json(200, ROUNDS),
    'GET /wizard/response-scale-template/': () => json(200, TEMPLATES),
    'GET /goals/goal-category/': () => json(200, CATEGORIES),
    'GET /goals/goal-options/': () => json(200, OPTIONS),
    'GET /goals/employee-goals-list/': () => json(200, { count: 2, page: 1, page_size: 25, results: EMPLOYEES }),
    'GET /goals/personal-goals/': () => json(200, LEYLA_GOALS),
    'GET /goals/positionalgoal/': () => json(200, POSITIONAL),
    ...extra,
  });
