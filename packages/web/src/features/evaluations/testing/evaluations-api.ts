import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { Evaluation, EvaluationDetails, EvaluationPerson, EvaluationProgress, ProposalPreview, ProposalRow } from '@performa/contracts/api/evaluations';
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
export const ROUND = { id: 21, name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30', period: { id: 2, name: '2026' } };

export function person(id: number, full_name: string, overrides: Partial<EvaluationPerson> = {}): EvaluationPerson {
  return { id, full_name, image: null, position: { id: 100, name: 'Accountant' }, department: { id: 1, name: 'Finance' }, status: 'active', ...overrides };
}
export const LEYLA = person(31, 'Leyla Aliyeva');
export const KAMRAN = person(32, 'Kamran Zeynalov', { position: { id: 101, name: 'Chief accountant' } });
export const NIGAR = person(33, 'Nigar Hasanova');

export function evaluation(overrides: Partial<Evaluation> & { id: number }): Evaluation {
  return {
    kind: 'skill',
    party: 'manager',
    round: ROUND,
    evaluatee: LEYLA,
    evaluator: KAMRAN,
    active: false,
    terminated: false,
    completed: false,
    started: false,
    evaluation_date: null,
    activated_at: null,
    completed_at: null,
    created_at: '2026-02-01T09:00:00.000Z',
    ...overrides,
  };
}

export const EVALUATIONS: Evaluation[] = [
  evaluation({ id: 501 }),
  evaluation({ id: 502, party: 'coworker', evaluator: NIGAR, active: true, activated_at: '2026-02-02T10:00:00.000Z', started: true }),
  evaluation({
    id: 503,
    kind: 'goal',
    active: true,
    started: true,
    completed: true,
    activated_at: '2026-02-02T10:00:00.000Z',
    completed_at: '2026-03-01T12:00:00.000Z',
    evaluation_date: '2026-03-01',
  }),
];

export const PROGRESS: EvaluationProgress = {
  total: 3,
  completed: 1,
  active: 2,
  by_party: [
    { party: 'manager', total: 2, completed: 1 },
    { party: 'coworker', total: 1, completed: 0 },
  ],
  by_kind: [
    { kind: 'skill', total: 2, completed: 0 },
    { kind: 'goal', total: 1, completed: 1 },
  ],
  by_department: [{ department: { id: 1, name: 'Finance' }, total: 3, completed: 1 }],
};

export const SCALE = [
  { value: 2, min: 0, max: 2, response: 'Below expectations' },
  { value: 4, min: 2, max: 4, response: 'Meets expectations' },
  { value: 5, min: 4, max: 5, response: 'Exceeds expectations' },
];

export const SKILL_DETAILS: EvaluationDetails = {
  evaluation: EVALUATIONS[1]!,
  memo: 'Keeps the team calm.',
  editable: false,
  locked_reason: null,
  scale: SCALE,
  skills: [
    {
      id: 61,
      name: 'Teamwork',
      description: '',
      category: null,
      skill_type: 'soft',
      is_periodic: false,
      answer: { skill_id: 61, rating: 4, not_applicable: false, comment: 'Helps everyone' },
    },
    {
      id: 62,
      name: 'Planning',
      description: '',
      category: null,
      skill_type: 'hard',
      is_periodic: false,
      answer: { skill_id: 62, rating: null, not_applicable: true, comment: '' },
    },
    { id: 63, name: 'Reporting', description: '', category: null, skill_type: 'hard', is_periodic: false, answer: null },
  ],
  survey: [{ id: 7, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 0, answer: 'Yes' }],
  goals: [],
  cap: 1.2,
  goal_overall: null,
  history: [
    { action: 'created', by: 'Aysel Mammadova', at: '2026-02-01T09:00:00.000Z' },
    { action: 'activated', by: null, at: '2026-02-02T10:00:00.000Z' },
  ],
};

export const GOAL_DETAILS: EvaluationDetails = {
  ...SKILL_DETAILS,
  evaluation: EVALUATIONS[2]!,
  memo: '',
  scale: [],
  skills: [],
  survey: [],
  goals: [
    {
      id: 41,
      name: 'Revenue',
      weight: 60,
      is_numerical: true,
      target: 100,
      is_positive: true,
      scale: [],
      actual: 110,
      rating: null,
      score: 110,
      category: { id: 5, name: 'Sales' },
      success_criteria: '',
      deadline: null,
      every_round: true,
      shared_with: [{ id: 33, name: 'Nigar Hasanova' }],
      sub_goals: [],
    },
    {
      id: 42,
      name: 'Customer care',
      weight: 40,
      is_numerical: false,
      target: null,
      is_positive: true,
      scale: SCALE,
      actual: null,
      rating: null,
      score: 80,
      category: null,
      success_criteria: '',
      deadline: '2026-06-30',
      every_round: false,
      shared_with: [],
      sub_goals: [
        {
          id: 51,
          name: 'Answer within a day',
          weight: 100,
          is_numerical: false,
          target: null,
          is_positive: true,
          scale: SCALE,
          actual: null,
          rating: 4,
          score: 80,
        },
      ],
    },
  ],
  goal_overall: 98,
  history: [{ action: 'submitted', by: 'Kamran Zeynalov', at: '2026-03-01T12:00:00.000Z' }],
};

export function proposalRow(evaluatee: EvaluationPerson, overrides: Partial<ProposalRow['parties']> = {}): ProposalRow {
  const p = (id: number, full_name: string, extra: { exists?: boolean; added?: boolean } = {}) => ({
    id,
    full_name,
    position: null,
    exists: extra.exists ?? false,
    added: extra.added ?? false,
  });
  return {
    evaluatee,
    parties: {
      manager: [p(32, 'Kamran Zeynalov', { exists: true })],
      subworker: [],
      coworker: [p(33, 'Nigar Hasanova')],
      self: [p(evaluatee.id, evaluatee.full_name)],
      ...overrides,
    },
    goal: { evaluator: p(32, 'Kamran Zeynalov'), problem: null, message: null },
  };
}

export function preview(results: ProposalRow[], overrides: Partial<ProposalPreview> = {}): ProposalPreview {
  return {
    evaluatees: results.length,
    to_create: { skill: 2, goal: 1 },
    by_party: [
      { party: 'coworker', count: 1 },
      { party: 'self', count: 1 },
    ],
    already_existing: 1,
    goal_problems: 0,
    coworker_load: { max: 1, mean: 1 },
    page: 1,
    page_size: 25,
    count: results.length,
    results,
    ...overrides,
  };
}

/** The organisation reads the pickers make. */
const organisation: Record<string, FakeHandler> = {
  'GET /wizard/departments/': () =>
    json(200, [
      { id: 1, name: 'Finance', parent_id: null, employee_count: 3, position_count: 2 },
      { id: 10, name: 'Payroll', parent_id: 1, employee_count: 1, position_count: 1 },
    ]),
  'GET /wizard/positions/': () =>
    json(200, [
      { id: 100, name: 'Accountant', department_id: 1, department_name: 'Finance', parent_id: null, holders: [] },
      { id: 101, name: 'Chief accountant', department_id: 1, department_name: 'Finance', parent_id: null, holders: [] },
    ]),
  'GET /wizard/employees-list/': () =>
    json(200, [
      { id: 31, full_name: 'Leyla Aliyeva', employee_number: 'E031' },
      { id: 32, full_name: 'Kamran Zeynalov', employee_number: 'E032' },
      { id: 33, full_name: 'Nigar Hasanova', employee_number: 'E033' },
      { id: 34, full_name: 'Orxan Quliyev', employee_number: 'E034' },
    ]),
};

/** Signs in as an admin and serves the evaluation screens' reads (overridable). */
export function installEvaluationsApi(routes: Record<string, FakeHandler> = {}, permission: Partial<PermissionRecord> = { user_type: 'admin' }) {
  return installSignedInApi(permission, {
    ...organisation,
    'GET /wizard/period-for-dropdown/': () => json(200, PERIODS),
    'GET /wizard/frequency-for-dropdown/': () => json(200, ROUNDS),
    'GET /wizard/evaluation-list/': ({ query }) =>
      json(200, { count: EVALUATIONS.length, page: Number(query.get('page') ?? 1), page_size: Number(query.get('page_size') ?? 25), results: EVALUATIONS }),
    'GET /wizard/evaluation-progress/': () => json(200, PROGRESS),
    'GET /wizard/reminder-log/': () => json(200, { results: [] }),
    ...routes,
  });
}
