import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { PerformanceCard, RoundResult } from '@performa/contracts/api/results';
import type { FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const PERIODS: PerformanceCard['periods'] = [
  { id: 2, number: 2, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
  { id: 1, number: 1, name: '2025', start_date: '2025-01-01', end_date: '2025-12-31', state: 'past' },
];

const round = (id: number, name: string, overrides: Partial<RoundResult['round']> = {}): RoundResult['round'] => ({
  id,
  name,
  start_date: id === 21 ? '2026-01-01' : '2026-07-01',
  end_date: id === 21 ? '2026-06-30' : '2026-12-31',
  period: { id: 2, name: '2026' },
  released_at: '2026-07-10T09:00:00.000Z',
  visible: true,
  ...overrides,
});

/** H1: released, calibrated from 78.5 to 82; H2: not released yet. */
export const H1: RoundResult = {
  round: round(21, 'H1'),
  goal_overall: 85.125,
  skill_overall: 71.5,
  final_score: 78.5,
  after_calibration_score: 82,
  score: 82,
  grade: 'Exceeds',
  skill_done: 3,
  skill_total: 4,
  goal_done: 1,
  goal_total: 1,
  parties: [
    { party: 'manager', evaluators: 1, mean: 80, weight: 0.5, counted_as: 'manager' },
    { party: 'coworker', evaluators: 2, mean: 70, weight: 0.3, counted_as: 'coworker' },
    { party: 'self', evaluators: 1, mean: 90, weight: 0.2, counted_as: 'self' },
  ],
};
export const H2: RoundResult = {
  round: round(22, 'H2', { released_at: null }),
  goal_overall: 60,
  skill_overall: 65,
  final_score: 62.5,
  after_calibration_score: null,
  score: 62.5,
  grade: 'Meets',
  skill_done: 1,
  skill_total: 4,
  goal_done: 0,
  goal_total: 1,
  parties: [{ party: 'manager', evaluators: 1, mean: 65, weight: 1, counted_as: 'manager' }],
};

/** The card as an admin sees it: both rounds, original and after-calibration scores, the calibration trail. */
export const ADMIN_CARD: PerformanceCard = {
  viewer: 'admin',
  employee: {
    id: 31,
    full_name: 'Leyla Aliyeva',
    image: null,
    position: { id: 100, name: 'Accountant' },
    department: { id: 1, name: 'Finance' },
    status: 'active',
    employee_number: 'E-031',
    manager: { id: 32, full_name: 'Kamran Zeynalov' },
  },
  company: { name: 'Acme', logo: 'https://files.example.com/acme.png' },
  period: PERIODS[0]!,
  periods: PERIODS,
  period_score: 72.25,
  period_grade: 'Meets',
  rounds: [H1, H2],
  goals: [
    {
      id: 41,
      name: 'Revenue',
      category: { id: 5, name: 'Finance' },
      frequency: { id: 21, name: 'H1' },
      deadline: null,
      success_criteria: '',
      weight: 60,
      is_numerical: true,
      is_positive: true,
      target: 100,
      actual: 110,
      scale_template: null,
      rating: null,
      score: 110,
      shared: false,
      sub_goals: [],
    },
    {
      id: 42,
      name: 'Quality',
      category: null,
      frequency: null,
      deadline: null,
      success_criteria: '',
      weight: 40,
      is_numerical: false,
      is_positive: true,
      target: null,
      actual: null,
      scale_template: { id: 9, name: 'Five levels' },
      rating: 4,
      score: 80,
      shared: false,
      sub_goals: [
        {
          id: 51,
          name: 'Fewer errors',
          weight: 100,
          is_numerical: true,
          is_positive: false,
          target: 5,
          actual: 4,
          scale_template: null,
          rating: null,
          score: 100,
        },
      ],
    },
  ],
  skills: [
    {
      id: 61,
      name: 'Teamwork',
      category: null,
      skill_type: 'soft',
      weight: 0.5,
      norm: 4,
      norm_score: 80,
      rounds: [
        { frequency_id: 21, score: 75, gap: -5, parties: [] },
        { frequency_id: 22, score: 85.555, gap: 5.555, parties: [] },
      ],
    },
    {
      id: 62,
      name: 'Planning',
      category: null,
      skill_type: 'hard',
      weight: 0.5,
      norm: 3,
      norm_score: 60,
      rounds: [{ frequency_id: 21, score: 68, gap: 8, parties: [] }],
    },
  ],
  memos: [
    { frequency_id: 21, party: 'manager', evaluator: 'Kamran Zeynalov', skill: null, memo: 'Strong quarter.' },
    { frequency_id: 21, party: 'coworker', evaluator: 'Nigar Hasanova', skill: null, memo: 'Always helps.' },
  ],
  weights: {
    split: { goal_weight: 0.5, skill_weight: 0.5, source: 'project' },
    parties: { manager: 0.5, coworker: 0.3, subworker: 0, self: 0.2, source: 'project' },
  },
  calibration: [
    {
      id: 901,
      action: 'score',
      frequency: { id: 21, name: 'H1' },
      employee: { id: 31, full_name: 'Leyla Aliyeva' },
      actor: 'Aysel Mammadova',
      final_score: 78.5,
      before_score: null,
      after_score: 82,
      before_box: null,
      after_box: null,
      reason: 'Led the audit alone.',
      created_at: '2026-07-05T10:30:00.000Z',
    },
    {
      id: 902,
      action: 'box',
      frequency: { id: 21, name: 'H1' },
      employee: { id: 31, full_name: 'Leyla Aliyeva' },
      actor: 'Aysel Mammadova',
      final_score: 78.5,
      before_score: null,
      after_score: null,
      before_box: null,
      after_box: 'high/medium',
      reason: 'Results speak.',
      created_at: '2026-07-05T10:35:00.000Z',
    },
  ],
  reviews: [],
};

/**
 * The card as the employee sees it: one final score (the after-calibration one), no trail, H2 not visible
 * yet, coworkers merged into "others", memos of coworkers without names.
 */
export const SELF_CARD: PerformanceCard = {
  ...ADMIN_CARD,
  viewer: 'self',
  period_score: 82,
  period_grade: 'Exceeds',
  rounds: [
    {
      ...H1,
      final_score: 82,
      after_calibration_score: null,
      parties: [
        { party: 'others', evaluators: 3, mean: 73.33, weight: 0.8, counted_as: 'others' },
        { party: 'self', evaluators: 1, mean: 90, weight: 0.2, counted_as: 'self' },
      ],
    },
    {
      ...H2,
      round: { ...H2.round, visible: false },
      goal_overall: null,
      skill_overall: null,
      final_score: null,
      after_calibration_score: null,
      score: null,
      grade: null,
      parties: [],
    },
  ],
  skills: ADMIN_CARD.skills.map((s) => ({ ...s, rounds: s.rounds.filter((r) => r.frequency_id === 21) })),
  memos: [
    { frequency_id: 21, party: 'manager', evaluator: 'Kamran Zeynalov', skill: null, memo: 'Strong quarter.' },
    { frequency_id: 21, party: 'others', evaluator: null, skill: null, memo: 'Always helps.' },
    { frequency_id: 21, party: 'others', evaluator: null, skill: { id: 61, name: 'Teamwork' }, memo: 'Shares what she knows.' },
  ],
  calibration: null,
};

/** A user (the employee, or their manager) or an admin, signed in, with the card's routes. */
export function installCardApi(permission: Partial<PermissionRecord>, routes: Record<string, FakeHandler>) {
  return installSignedInApi(permission, routes);
}
