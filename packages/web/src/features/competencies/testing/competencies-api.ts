import type { PermissionRecord } from '@performa/contracts/api/auth';
import type { AssignedSkill, Skill } from '@performa/contracts/api/competencies';
import { json, type FakeHandler } from '../../../testing/fake-api.ts';
import { installSignedInApi } from '../../../testing/signed-in-api.ts';

export const PERIODS = [
  { id: 1, number: 1, name: '2026', start_date: '2026-01-01', end_date: '2026-12-31', state: 'current' },
  { id: 2, number: 2, name: '2027', start_date: '2027-01-01', end_date: '2027-12-31', state: 'future' },
];
export const CATEGORIES = [{ id: 5, name: 'Leadership', kind: 'skill', usage_count: 1 }];
/** A 1–5 default rating template. */
export const TEMPLATES = [
  {
    id: 9,
    name: 'Five steps',
    is_rating_default: true,
    is_final_score_scale: false,
    max: 5,
    scales: [1, 2, 3, 4, 5].map((n) => ({ id: n, template_id: 9, min: n, max: n, response: `Level ${n}` })),
  },
];

export function skill(overrides: Partial<Skill> & { id: number; name: string }): Skill {
  return { description: '', category: null, skill_type: 'hard', is_periodic: false, periods: [], position_count: 0, employee_count: 0, ...overrides };
}

export const assigned = (s: Skill, weight: number, norm: number | null = null): AssignedSkill => ({
  skill_id: s.id,
  name: s.name,
  category: s.category,
  skill_type: s.skill_type,
  is_periodic: s.is_periodic,
  periods: s.periods,
  weight,
  norm,
});

export const SKILLS = [
  skill({ id: 11, name: 'Teamwork', skill_type: 'soft', category: { id: 5, name: 'Leadership' }, position_count: 2, employee_count: 1 }),
  skill({ id: 12, name: 'Budgeting', is_periodic: true, periods: [{ id: 1, number: 1, name: '2026' }] }),
];

/** The reads every competencies screen makes, plus `extra` routes; signs in with the given permission record. */
export const installCompetenciesApi = (permission: Partial<PermissionRecord>, extra: Record<string, FakeHandler> = {}) =>
  installSignedInApi(permission, {
    'GET /wizard/skills/': () => json(200, SKILLS),
    'GET /wizard/skill-category/': () => json(200, CATEGORIES),
    'GET /wizard/period-for-dropdown/': () => json(200, PERIODS),
    'GET /wizard/response-scale-template/': () => json(200, TEMPLATES),
    ...extra,
  });
