import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { AdminDashboard, ProjectDetails, TopTen, TopTenRow } from '@performa/contracts/api/dashboards';
import type { EvaluationPerson } from '@performa/contracts/api/evaluations';
import type { ResultPerson } from '@performa/contracts/api/results';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const PERIODS = [
  { id: 2, number: 2, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
  { id: 1, number: 1, name: '2025', start_date: '2025-01-01', end_date: '2025-12-31', state: 'past' },
] as const;

const period2026 = { id: 2, name: '2026' };
export const ROUNDS = [
  { id: 21, name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30', period: period2026 },
  { id: 22, name: 'H2', start_date: '2026-07-01', end_date: '2026-12-31', period: period2026 },
];

const FINANCE = { id: 1, name: 'Finance' };
const SALES = { id: 2, name: 'Sales' };

export function evaluationPerson(id: number, full_name: string, overrides: Partial<EvaluationPerson> = {}): EvaluationPerson {
  return { id, full_name, image: null, position: { id: 100, name: 'Accountant' }, department: FINANCE, status: 'active', ...overrides };
}

export function resultPerson(id: number, full_name: string, overrides: Partial<ResultPerson> = {}): ResultPerson {
  return { ...evaluationPerson(id, full_name), employee_number: `E0${id}`, ...overrides };
}

/** A dashboard with results: every part has something to show. */
export function dashboard(overrides: Partial<AdminDashboard> = {}): AdminDashboard {
  return {
    period: PERIODS[0],
    periods: [...PERIODS],
    rounds: ROUNDS,
    round: { ...ROUNDS[0]!, released_at: null, visible: true, days_left: 5 },
    next_step: null,
    progress: {
      total: 40,
      completed: 30,
      active: 36,
      by_party: [
        { party: 'manager', total: 10, completed: 9 },
        { party: 'subworker', total: 0, completed: 0 },
        { party: 'coworker', total: 20, completed: 13 },
        { party: 'self', total: 10, completed: 8 },
      ],
      by_kind: [
        { kind: 'skill', total: 30, completed: 22 },
        { kind: 'goal', total: 10, completed: 8 },
      ],
      by_department: [
        { department: FINANCE, total: 25, completed: 20 },
        { department: SALES, total: 15, completed: 10 },
      ],
    },
    pending_evaluators: [
      { evaluator: evaluationPerson(31, 'Leyla Aliyeva'), pending: 4, total: 6 },
      { evaluator: evaluationPerson(32, 'Kamran Zeynalov', { department: SALES }), pending: 2, total: 5 },
    ],
    goal_setting: {
      employees: 20,
      ready: 15,
      by_department: [
        { department: FINANCE, employees: 12, ready: 10 },
        { department: SALES, employees: 8, ready: 5 },
      ],
      missing: [
        { employee: evaluationPerson(33, 'Nigar Huseynova', { department: SALES }), goals: 2, weight_total: 62.5 },
        { employee: evaluationPerson(34, 'Elvin Mammadov'), goals: 0, weight_total: 0 },
      ],
      missing_count: 5,
    },
    distribution: {
      total: 24,
      grades: [
        { range_id: 301, response: 'Below expectations', min: 0, max: 59.99, count: 6, share: 25, target_share: 10 },
        { range_id: 302, response: 'Meets expectations', min: 60, max: 79.99, count: 12, share: 50, target_share: 70 },
        { range_id: 303, response: 'Exceeds expectations', min: 80, max: 100, count: 6, share: 25, target_share: 20 },
      ],
    },
    department_means: [
      { department: FINANCE, count: 14, mean: 74.25 },
      { department: SALES, count: 10, mean: 68.5 },
      { department: { id: 3, name: 'Legal' }, count: 0, mean: null },
    ],
    trend: [
      { period: PERIODS[1], count: 20, mean: 70.1 },
      { period: PERIODS[0], count: 24, mean: 72.375 },
    ],
    ...overrides,
  };
}

export function topTenRow(rank: number, person: ResultPerson, score: number, overrides: Partial<TopTenRow> = {}): TopTenRow {
  return { rank, employee: person, score, grade: 'Exceeds expectations', evaluations: 5, ...overrides };
}

/** A ranking with a tie for the second place (1, 2, 2, 4). */
export const TOP_TEN: TopTen = {
  round: { ...ROUNDS[0]!, released_at: null, visible: true },
  counted: 4,
  incomplete: 1,
  top: [
    topTenRow(1, resultPerson(41, 'Aysel Quliyeva'), 92.5),
    topTenRow(2, resultPerson(42, 'Rashad Karimov', { department: SALES, position: { id: 101, name: 'Sales manager' } }), 85.25),
    topTenRow(2, resultPerson(43, 'Sevda Ismayilova'), 85.25),
    topTenRow(4, resultPerson(44, 'Murad Abbasov'), 60, { grade: 'Meets expectations' }),
  ],
  bottom: [
    topTenRow(1, resultPerson(44, 'Murad Abbasov'), 60, { grade: 'Meets expectations' }),
    topTenRow(2, resultPerson(42, 'Rashad Karimov'), 85.25),
    topTenRow(2, resultPerson(43, 'Sevda Ismayilova'), 85.25),
    topTenRow(4, resultPerson(41, 'Aysel Quliyeva'), 92.5),
  ],
  top_tied: null,
  bottom_tied: null,
};

export const PROJECT_DETAILS: ProjectDetails = {
  departments: 3,
  positions: 7,
  employees: { active: 1250, terminated: 4 },
  periods: 2,
  rounds: 4,
  evaluations: { total: 40, not_activated: 4, in_progress: 6, completed: 30, terminated: 2 },
  goals: { positional: 12, personal: 48 },
  competencies: 9,
};

/** The organisation reads of the top 10's filters. */
const organisation: Record<string, FakeHandler> = {
  'GET /wizard/departments/': () =>
    json(200, [
      { id: 1, name: 'Finance', parent_id: null, employee_count: 3, position_count: 2 },
      { id: 10, name: 'Payroll', parent_id: 1, employee_count: 1, position_count: 1 },
    ]),
  'GET /wizard/positions/': () =>
    json(200, [
      { id: 100, name: 'Accountant', department_id: 1, department_name: 'Finance', parent_id: null, holders: [] },
      { id: 101, name: 'Sales manager', department_id: 2, department_name: 'Sales', parent_id: null, holders: [] },
    ]),
};

/** Signs in (an admin by default) and serves the dashboard's reads (overridable). */
export function installDashboardApi(routes: Record<string, FakeHandler> = {}, permission: Partial<PermissionRecord> = { user_type: 'admin' }) {
  return installSignedInApi(permission, {
    ...organisation,
    'GET /main/dashboard/': () => json(200, dashboard()),
    'GET /main/topten/': () => json(200, TOP_TEN),
    'GET /wizard/topten/': () => json(200, { ...TOP_TEN, top: TOP_TEN.top.map((row) => ({ ...row, grade: null })), bottom: [] }),
    'GET /goals/topten/': () => json(200, { ...TOP_TEN, top: TOP_TEN.top.map((row) => ({ ...row, grade: null })), bottom: [] }),
    'GET /wizard/project-details/': () => json(200, PROJECT_DETAILS),
    ...routes,
  });
}
