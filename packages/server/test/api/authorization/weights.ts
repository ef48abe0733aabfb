import { individualWeights, personalWeights, projectSettings } from '../../../src/db/schema.ts';
import { aTarget, defineArea, management, type Row } from './harness.ts';

const parties = { manager: 0.5, subworker: 0.2, coworker: 0.2, self: 0.1 };
const split = { goal_weight: 0.6, skill_weight: 0.4 };

/** Every weights route needs the selected project. */
const ROWS: Array<Omit<Row<null>, 'area'>> = [
  {
    method: 'GET',
    route: '/api/wizard/project-weight/',
    request: () => ({ url: '/api/wizard/project-weight/' }),
    expect: management(200),
  },
  {
    method: 'PUT',
    route: '/api/wizard/project-weight/',
    request: () => ({
      url: '/api/wizard/project-weight/',
      body: { ...split, max_achievement: 1.2 },
    }),
    expect: management(200),
  },
  {
    method: 'GET',
    route: '/api/wizard/skill-party/',
    request: () => ({ url: '/api/wizard/skill-party/' }),
    expect: management(200),
  },
  {
    method: 'PUT',
    route: '/api/wizard/skill-party/',
    request: () => ({ url: '/api/wizard/skill-party/', body: parties }),
    expect: management(200),
  },
  {
    method: 'GET',
    route: '/api/wizard/evaluation-parties/',
    request: (c) => ({
      url: `/api/wizard/evaluation-parties/?employee_id=${c.targets.employee.id}`,
    }),
    expect: aTarget(200),
  },
  {
    method: 'GET',
    route: '/api/wizard/skill-personal-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/skill-personal-weight/${c.targets.employee.id}/`,
    }),
    expect: aTarget(200),
  },
  {
    method: 'PUT',
    route: '/api/wizard/skill-personal-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/skill-personal-weight/${c.targets.employee.id}/`,
      body: parties,
    }),
    expect: aTarget(200),
  },
  {
    method: 'DELETE',
    route: '/api/wizard/skill-personal-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/skill-personal-weight/${c.targets.employee.id}/`,
    }),
    expect: aTarget(204),
    fresh: true,
  },
  {
    method: 'GET',
    route: '/api/wizard/all-personal-weights/',
    request: () => ({ url: '/api/wizard/all-personal-weights/' }),
    expect: management(200),
  },
  {
    method: 'GET',
    route: '/api/wizard/import-personal-weights-from-csv/',
    request: () => ({
      url: '/api/wizard/import-personal-weights-from-csv/?format=csv',
    }),
    expect: management(200),
  },
  {
    method: 'POST',
    route: '/api/wizard/import-personal-weights-from-csv/',
    request: (c) => {
      const e = c.targets.employee;
      const file = `employee_id,employee_number,full_name,manager,subworker,coworker,self\r\n${e.id},${e.number},Target Person,0.3,0.3,0.3,0.1\r\n`;
      return {
        url: '/api/wizard/import-personal-weights-from-csv/',
        file: {
          name: 'weights.csv',
          bytes: Buffer.from(file),
          type: 'text/csv',
        },
      };
    },
    // An employee out of reach is an unknown id in the file: the whole file is refused (422).
    expect: management(200, { scopedAdmin: 422, foreign: 422 }),
  },
  {
    method: 'GET',
    route: '/api/wizard/individual-weight/',
    request: () => ({ url: '/api/wizard/individual-weight/' }),
    expect: management(200),
  },
  {
    method: 'GET',
    route: '/api/wizard/individual-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/individual-weight/${c.targets.employee.id}/`,
    }),
    expect: aTarget(200),
  },
  {
    method: 'PUT',
    route: '/api/wizard/individual-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/individual-weight/${c.targets.employee.id}/`,
      body: split,
    }),
    expect: aTarget(200),
  },
  {
    method: 'DELETE',
    route: '/api/wizard/individual-weight/:id/',
    request: (c) => ({
      url: `/api/wizard/individual-weight/${c.targets.employee.id}/`,
    }),
    expect: aTarget(204),
    fresh: true,
  },
];

/** Project, party, personal and individual weights; the target employee has personal and individual weights. */
export const weightsArea = defineArea<null>({
  name: 'weights',
  tables: { projectSettings, personalWeights, individualWeights },
  build: async (deps, scope, targets) => {
    const employeeId = targets.employee.id;
    await deps.db
      .insert(personalWeights)
      .values({
        ...scope,
        employeeId,
        managerWeight: 0.4,
        subworkerWeight: 0.2,
        coworkerWeight: 0.2,
        selfWeight: 0.2,
      })
      .onConflictDoNothing();
    await deps.db
      .insert(individualWeights)
      .values({ ...scope, employeeId, goalWeight: 0.7, skillWeight: 0.3 })
      .onConflictDoNothing();
    return null;
  },
  rows: ROWS.map((row) => ({ ...row, project: true })),
});
