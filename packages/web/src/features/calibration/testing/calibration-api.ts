import type { Calibration, CalibrationHistory, PanelPage, PanelRow, RaterPatternPage } from '@performa/contracts/api/results';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const ROUND: Calibration['round'] = {
  id: 21,
  name: 'H1',
  start_date: '2026-01-01',
  end_date: '2026-06-30',
  period: { id: 2, name: '2026' },
  released_at: null,
  visible: true,
};

export const GRADES: Calibration['grades'] = [
  { id: 71, min: 0, max: 60, response: 'Below', target_share: 10 },
  { id: 72, min: 60, max: 80, response: 'Meets', target_share: 70 },
  { id: 73, min: 80, max: 100, response: 'Exceeds', target_share: null },
];

const ninePerson = (id: number, full_name: string, goal: number, skill: number, score: number, moved = false) => ({
  id,
  full_name,
  image: null,
  goal_overall: goal,
  skill_overall: skill,
  score,
  moved,
});

/** A round's calibration view; `max_calibrated_score` follows the project's maximum achievement (100 under the default 1.0). */
export function calibration(released_at: string | null = null, max_calibrated_score = 100): Calibration {
  return {
    round: { ...ROUND, released_at },
    grades: GRADES,
    total: 4,
    distribution: [
      { range_id: 71, response: 'Below', count: 1, share: 25, target_share: 10 },
      { range_id: 72, response: 'Meets', count: 2, share: 50, target_share: 70 },
      { range_id: 73, response: 'Exceeds', count: 1, share: 25, target_share: null },
    ],
    by_department: [
      {
        department: { id: 1, name: 'Finance' },
        total: 3,
        counts: [
          { range_id: 72, count: 2 },
          { range_id: 73, count: 1 },
        ],
      },
      { department: null, total: 1, counts: [{ range_id: 71, count: 1 }] },
    ],
    by_manager: [
      {
        manager: { id: 32, name: 'Kamran Zeynalov' },
        total: 4,
        counts: [
          { range_id: 71, count: 1 },
          { range_id: 72, count: 2 },
          { range_id: 73, count: 1 },
        ],
      },
    ],
    nine_box: [
      { cell: 'low/low', count: 1, people: [ninePerson(34, 'Orkhan Guliyev', 40, 45, 42.5)] },
      { cell: 'low/medium', count: 0, people: [] },
      { cell: 'low/high', count: 0, people: [] },
      { cell: 'medium/low', count: 0, people: [] },
      { cell: 'medium/medium', count: 1, people: [ninePerson(31, 'Leyla Aliyeva', 70, 72, 71)] },
      { cell: 'medium/high', count: 0, people: [] },
      { cell: 'high/low', count: 0, people: [] },
      { cell: 'high/medium', count: 1, people: [ninePerson(33, 'Nigar Hasanova', 75, 78, 76.5, true)] },
      { cell: 'high/high', count: 0, people: [] },
    ],
    unplaced: [{ id: 35, full_name: 'Rashad Mammadov', image: null, goal_overall: null, skill_overall: 64, score: 64, missing: 'goal' }],
    calibrated: 1,
    max_calibrated_score,
  };
}

const person = (id: number, full_name: string) => ({
  id,
  full_name,
  image: null,
  position: { id: 100, name: 'Accountant' },
  department: { id: 1, name: 'Finance' },
  status: 'active' as const,
  employee_number: `E-0${id}`,
});

const row = (id: number, full_name: string, final: number, after: number | null, grade: string): PanelRow => ({
  employee: person(id, full_name),
  goal_overall: 70,
  skill_overall: 72,
  final_score: final,
  after_calibration_score: after,
  score: after ?? final,
  grade,
  calibrated_box: null,
  skill_done: 3,
  skill_total: 3,
  goal_done: 1,
  goal_total: 1,
});

export const PEOPLE: PanelPage = {
  count: 2,
  page: 1,
  page_size: 10,
  round: ROUND,
  grades: GRADES,
  results: [row(31, 'Leyla Aliyeva', 71, null, 'Meets'), row(33, 'Nigar Hasanova', 76.5, 82, 'Exceeds')],
};

export const HISTORY: CalibrationHistory = {
  count: 2,
  page: 1,
  page_size: 10,
  results: [
    {
      id: 902,
      action: 'box',
      frequency: { id: 21, name: 'H1' },
      employee: { id: 33, full_name: 'Nigar Hasanova' },
      actor: 'Aysel Mammadova',
      final_score: 76.5,
      before_score: null,
      after_score: null,
      before_box: null,
      after_box: 'high/medium',
      reason: 'Delivered the migration.',
      created_at: '2026-07-02T10:00:00.000Z',
    },
    {
      id: 901,
      action: 'score',
      frequency: { id: 21, name: 'H1' },
      employee: { id: 33, full_name: 'Nigar Hasanova' },
      actor: 'Aysel Mammadova',
      final_score: 76.5,
      before_score: null,
      after_score: 82,
      before_box: null,
      after_box: null,
      reason: 'Peer ratings were harsh.',
      created_at: '2026-07-01T10:00:00.000Z',
    },
  ],
};

export const RATERS: RaterPatternPage = {
  company: { ratings: 120, mean: 70, spread: 10 },
  count: 2,
  page: 1,
  page_size: 10,
  results: [
    {
      evaluator: { id: 32, full_name: 'Kamran Zeynalov', image: null, position: null, department: { id: 1, name: 'Finance' }, status: 'active' },
      evaluatees: 4,
      ratings: 20,
      mean: 85,
      spread: 5,
      difference: 15,
      z: 1.5,
      flag: 'lenient',
    },
    {
      evaluator: { id: 35, full_name: 'Samir Huseynov', image: null, position: null, department: null, status: 'active' },
      evaluatees: 2,
      ratings: 8,
      mean: 55,
      spread: 7.5,
      difference: -15,
      z: -1.5,
      flag: 'harsh',
    },
  ],
};

export const CALIBRATION = 'GET /wizard/calibrate-final-score-scale/';
export const CALIBRATE = 'POST /wizard/calibrate-final-score-scale/';
export const TARGETS = 'PUT /wizard/calibrate-final-score-scale/targets/';
export const RELEASE = 'POST /wizard/calibrate-final-score-scale/release/';
export const REOPEN = 'POST /wizard/calibrate-final-score-scale/reopen/';

/** An admin signed in, with the calibration reads of round 21 answered from the fixtures above; `routes` add or replace. */
export function installCalibrationApi(routes: Record<string, FakeHandler> = {}) {
  return installSignedInApi(
    {},
    {
      [CALIBRATION]: () => json(200, calibration()),
      'GET /wizard/calibrate-final-score-scale/history/': () => json(200, HISTORY),
      'GET /wizard/calibrate-final-score-scale/rater-patterns/': () => json(200, RATERS),
      'GET /wizard/final-performance-result/': () => json(200, PEOPLE),
      ...routes,
    },
  );
}
