import { employeeSkills, positionSkills, skillPeriods, skills } from '../../../src/db/schema.ts';
import { addPositionSkill, addSkill } from '../../helpers/competencies.ts';
import { addPosition } from '../../helpers/factories.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { csv } from '../../helpers/spreadsheets.ts';
import { aTarget, defineArea, editors, viewers, type Expected } from './harness.ts';

/** A body naming A's rows: an unknown reference (400) for the scoped admin and company B. */
const naming = (ok: number): Expected => editors(ok, { scopedAdmin: 400, foreign: 400 });

const COLUMNS = ['name', 'description', 'category', 'skill_type', 'kind', 'periods', 'department', 'position', 'weight', 'norm'];

/**
 * Competencies: the catalogue is the project's (a scoped admin reaches it too); the lists of
 * positions and employees follow the department scope (the targets lie outside the scoped admin's).
 */
export const competenciesArea = defineArea({
  name: 'competencies',
  tables: { skills, skillPeriods, positionSkills, employeeSkills },
  build: async (deps, scope, targets, unique) => {
    const period = await addPeriod(deps, scope);
    const skill = await addSkill(deps, scope, `Skill ${unique()}`);
    await addPositionSkill(deps, scope.companyId, targets.position.id, skill.id, 0.5, null);
    // A second position of the target department, for the calls that change several positions at once.
    const other = await addPosition(deps, scope, targets.department.id, `Other position ${unique()}`);
    return { period: period.id, skill: skill.id, position: other.id, list: { skills: [{ skill_id: skill.id, weight: 0.5, norm: null }] } };
  },
  rows: [
    { method: 'GET', route: '/api/wizard/skills/', request: () => ({ url: '/api/wizard/skills/' }), expect: viewers(200), project: true },
    {
      method: 'POST',
      route: '/api/wizard/skills/',
      request: (c) => ({ url: '/api/wizard/skills/', body: { name: `New skill ${c.n}`, skill_type: 'hard', is_periodic: false } }),
      expect: editors(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/skills/:id/',
      request: (c) => ({ url: `/api/wizard/skills/${c.area.skill}/`, body: { name: `Renamed ${c.n}`, skill_type: 'soft', is_periodic: false } }),
      expect: editors(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/skills/:id/',
      request: (c) => ({ url: `/api/wizard/skills/${c.area.skill}/` }),
      expect: editors(204, { foreign: 404 }),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/periodic-skill/:id/',
      request: (c) => ({ url: `/api/wizard/periodic-skill/${c.area.skill}/` }),
      expect: viewers(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/periodic-skill/:id/',
      request: (c) => ({ url: `/api/wizard/periodic-skill/${c.area.skill}/`, body: { is_periodic: true, period_ids: [c.area.period] } }),
      expect: editors(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/skills-for-position/',
      request: (c) => ({ url: `/api/wizard/skills-for-position/?position=${c.targets.position.id}` }),
      expect: aTarget(200, { userView: 200, userCodes: 200 }),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/set-skills-weight/:id/',
      request: (c) => ({ url: `/api/wizard/set-skills-weight/${c.targets.position.id}/`, body: c.area.list }),
      expect: aTarget(200, { userCodes: 200 }),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/assign-skill-to-positions/',
      request: (c) => ({
        url: '/api/wizard/assign-skill-to-positions/',
        body: { skill_id: c.area.skill, weight: 0.5, norm: null, position_ids: [c.targets.position.id, c.area.position] },
      }),
      expect: naming(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/copy-position-skills/',
      request: (c) => ({
        url: '/api/wizard/copy-position-skills/',
        body: { from_position_id: c.targets.position.id, position_ids: [c.area.position], mode: 'replace' },
      }),
      expect: naming(200),
      project: true,
    },
    { method: 'GET', route: '/api/wizard/edit-user-skill/', request: () => ({ url: '/api/wizard/edit-user-skill/' }), expect: viewers(200), project: true },
    {
      method: 'GET',
      route: '/api/wizard/edit-user-skill/:id/',
      request: (c) => ({ url: `/api/wizard/edit-user-skill/${c.targets.employee.id}/` }),
      expect: aTarget(200, { userView: 200, userCodes: 200 }),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/edit-user-skill/:id/',
      request: (c) => ({ url: `/api/wizard/edit-user-skill/${c.targets.employee.id}/`, body: c.area.list }),
      expect: aTarget(200, { userCodes: 200 }),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/edit-user-skill/:id/',
      request: (c) => ({ url: `/api/wizard/edit-user-skill/${c.targets.employee.id}/` }),
      expect: aTarget(200, { userCodes: 200 }),
      project: true,
    },
    // The template is the same for every project.
    {
      method: 'GET',
      route: '/api/wizard/import-skills-from-csv/',
      request: () => ({ url: '/api/wizard/import-skills-from-csv/?format=csv' }),
      expect: editors(200),
    },
    {
      method: 'POST',
      route: '/api/wizard/import-skills-from-csv/',
      request: (c) => ({
        url: '/api/wizard/import-skills-from-csv/',
        file: { name: 'skills.csv', bytes: csv([COLUMNS, [`Imported ${c.n}`, '', '', 'hard', '', '', '', '', '', '']]), type: 'text/csv' },
      }),
      expect: editors(200),
      project: true,
    },
  ],
});
