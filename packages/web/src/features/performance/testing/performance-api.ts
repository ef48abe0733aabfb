import type { PermissionRecord } from '@performa/contracts/api/auth';
import type {
  EmployeeGoalsResult,
  EmployeeSkillPerformance,
  GoalPanelPage,
  GradeRange,
  PanelPage,
  PanelRow,
  ResultPerson,
  ResultRound,
  SkillPanelPage,
} from '@performa/contracts/api/results';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const PERIODS = [
  { id: 1, number: 1, name: '2025', start_date: '2025-01-01', end_date: '2025-12-31', state: 'past' },
  { id: 2, number: 2, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
] as const;
export const ROUNDS = [
  { id: 21, period_id: 2, name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30', state: 'current' },
  { id: 22, period_id: 2, name: 'H2', start_date: '2026-07-01', end_date: '2026-12-31', state: 'future' },
];

export function resultRound(overrides: Partial<ResultRound> = {}): ResultRound {
  return {
    id: 21,
    name: 'H1',
    start_date: '2026-01-01',
    end_date: '2026-06-30',
    period: { id: 2, name: '2026' },
    released_at: null,
    visible: true,
    ...overrides,
  };
}

export function person(id: number, full_name: string, overrides: Partial<ResultPerson> = {}): ResultPerson {
  return {
    id,
    full_name,
    image: null,
    position: { id: 100, name: 'Accountant' },
    department: { id: 1, name: 'Finance' },
    status: 'active',
    employee_number: `E0${id}`,
    ...overrides,
  };
}
export const LEYLA = person(31, 'Leyla Aliyeva');
export const KAMRAN = person(32, 'Kamran Zeynalov', { position: { id: 101, name: 'Chief accountant' } });

export const GRADES: GradeRange[] = [
  { id: 301, min: 0, max: 59.99, response: 'Below expectations', target_share: null },
  { id: 302, min: 60, max: 79.99, response: 'Meets expectations', target_share: 60 },
  { id: 303, min: 80, max: 100, response: 'Exceeds expectations', target_share: 20 },
];

export function panelRow(employee: ResultPerson, overrides: Partial<PanelRow> = {}): PanelRow {
  return {
    employee,
    goal_overall: 90,
    skill_overall: 75.5,
    final_score: 82.75,
    after_calibration_score: null,
    score: 82.75,
    grade: 'Exceeds expectations',
    calibrated_box: null,
    skill_done: 3,
    skill_total: 4,
    goal_done: 1,
    goal_total: 1,
    ...overrides,
  };
}

export const PANEL_ROWS: PanelRow[] = [
  panelRow(LEYLA),
  panelRow(KAMRAN, {
    goal_overall: null,
    skill_overall: 55,
    final_score: 55,
    after_calibration_score: 62,
    score: 62,
    grade: 'Meets expectations',
    skill_done: 1,
    skill_total: 2,
    goal_done: 0,
    goal_total: 1,
  }),
];

export const panelPage = (rows: PanelRow[], page = 1, page_size = 25): PanelPage => ({
  count: rows.length,
  page,
  page_size,
  round: resultRound(),
  grades: GRADES,
  results: rows,
});

export const GOAL_PANEL: GoalPanelPage = {
  count: 2,
  page: 1,
  page_size: 25,
  results: [
    {
      employee: LEYLA,
      goal_overall: 90,
      weight_total: 100,
      goals: [
        { id: 41, name: 'Revenue', weight: 60, score: 100 },
        { id: 42, name: 'Customer care', weight: 40, score: 75 },
      ],
    },
    { employee: KAMRAN, goal_overall: null, weight_total: 80, goals: [{ id: 43, name: 'Audit', weight: 80, score: null }] },
  ],
};

export const SKILL_PANEL: SkillPanelPage = {
  count: 2,
  page: 1,
  page_size: 25,
  skills: [
    { id: 61, name: 'Planning' },
    { id: 62, name: 'Teamwork' },
  ],
  results: [
    {
      employee: LEYLA,
      skill_overall: 75.5,
      scores: [
        { skill_id: 61, score: 85 },
        { skill_id: 62, score: 66 },
      ],
    },
    { employee: KAMRAN, skill_overall: 55, scores: [{ skill_id: 62, score: 55 }] },
  ],
};

export const SKILL_PERFORMANCE: EmployeeSkillPerformance = {
  employee: LEYLA,
  period: PERIODS[1],
  periods: [...PERIODS],
  rounds: [
    {
      round: resultRound(),
      goal_overall: 90,
      skill_overall: 75.5,
      final_score: 82.75,
      after_calibration_score: null,
      score: 82.75,
      grade: 'Exceeds expectations',
      skill_done: 3,
      skill_total: 4,
      goal_done: 1,
      goal_total: 1,
      parties: [
        { party: 'manager', evaluators: 1, mean: 80, weight: 0.5, counted_as: 'manager' },
        { party: 'coworker', evaluators: 2, mean: 70, weight: 0.5, counted_as: 'coworker' },
        { party: 'self', evaluators: 0, mean: null, weight: null, counted_as: 'self' },
      ],
    },
  ],
  skills: [
    {
      id: 61,
      name: 'Planning',
      category: { id: 5, name: 'Core' },
      skill_type: 'hard',
      weight: 0.6,
      norm: 4,
      norm_score: 80,
      rounds: [
        {
          frequency_id: 21,
          score: 85,
          gap: 5,
          parties: [
            { party: 'manager', mean: 100, ratings: 1 },
            { party: 'coworker', mean: 70, ratings: 2 },
          ],
        },
      ],
    },
    {
      id: 62,
      name: 'Teamwork',
      category: null,
      skill_type: 'soft',
      weight: 0.4,
      norm: 3,
      norm_score: 60,
      rounds: [
        {
          frequency_id: 21,
          score: 50,
          gap: -10,
          parties: [
            { party: 'manager', mean: 40, ratings: 1 },
            { party: 'coworker', mean: 60, ratings: 2 },
          ],
        },
      ],
    },
  ],
};

const measure = { is_numerical: true, is_positive: true, scale_template: null, rating: null };

export const GOALS_RESULT: EmployeeGoalsResult = {
  employee: LEYLA,
  period: PERIODS[1],
  periods: [...PERIODS],
  rounds: [
    { round: resultRound(), goal_overall: 90, weight_total: 100, evaluated: true },
    { round: resultRound({ id: 22, name: 'H2', start_date: '2026-07-01', end_date: '2026-12-31' }), goal_overall: null, weight_total: 60, evaluated: false },
  ],
  goals: [
    {
      id: 41,
      name: 'Revenue',
      category: { id: 5, name: 'Sales' },
      frequency: { id: 21, name: 'H1' },
      deadline: '2026-06-30',
      success_criteria: '',
      weight: 60,
      ...measure,
      target: 100,
      actual: 110,
      score: 110,
      shared: true,
      sub_goals: [],
    },
    {
      id: 42,
      name: 'Cost of sales',
      category: null,
      frequency: null,
      deadline: null,
      success_criteria: '',
      weight: 40,
      ...measure,
      is_positive: false,
      target: 10,
      actual: 20,
      score: 50,
      shared: false,
      sub_goals: [],
    },
    {
      id: 43,
      name: 'Customer care',
      category: null,
      frequency: { id: 21, name: 'H1' },
      deadline: null,
      success_criteria: '',
      weight: 0,
      ...measure,
      is_numerical: false,
      target: null,
      actual: null,
      score: 80,
      shared: false,
      sub_goals: [
        {
          id: 51,
          name: 'Answer within a day',
          weight: 100,
          ...measure,
          is_numerical: false,
          scale_template: { id: 9, name: '1–5' },
          target: null,
          actual: null,
          rating: 4,
          score: 80,
        },
      ],
    },
  ],
};

/** The organisation reads the filters make. */
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
};

/** Signs in as an admin and serves the results screens' reads (overridable). */
export function installPerformanceApi(routes: Record<string, FakeHandler> = {}, permission: Partial<PermissionRecord> = { user_type: 'admin' }) {
  return installSignedInApi(permission, {
    ...organisation,
    'GET /wizard/period-for-dropdown/': () => json(200, PERIODS),
    'GET /wizard/frequency-for-dropdown/': () => json(200, ROUNDS),
    'GET /wizard/final-performance-result/': ({ query }) =>
      json(200, panelPage(PANEL_ROWS, Number(query.get('page') ?? 1), Number(query.get('page_size') ?? 25))),
    'GET /goals/goals-for-performance-panel/': () => json(200, GOAL_PANEL),
    'GET /wizard/skills-for-performance-panel/': () => json(200, SKILL_PANEL),
    'GET /wizard/employee-skill-performance/': () => json(200, SKILL_PERFORMANCE),
    'GET /goals/employee-goals-result/': () => json(200, GOALS_RESULT),
    ...routes,
  });
}
