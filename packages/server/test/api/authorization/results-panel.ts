import { evaluationResults } from '../../../src/db/schema.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, management, type Expected } from './harness.ts';

/**
 * The performance panel (docs/product.md §7.6 /performance-panel, §8.8.1): a round in which the target
 * employee, outside the scoped admin's departments, has a result. The panel, its export and the skill and
 * goal panels are reads of A's round: the scoped admin gets them (without the target); company B's super
 * admin sends its own project, where A's round does not exist (404).
 */
const ofRound = (ok: number): Expected => management(ok, { foreign: 404 });

export const resultsPanelArea = defineArea({
  name: 'results panel',
  tables: { evaluationResults },
  build: async (deps, scope, targets) => {
    const round = (await addPeriod(deps, scope, ['Q1'])).rounds[0]!;
    await deps.db
      .insert(evaluationResults)
      .values({ ...scope, frequencyId: round.id, employeeId: targets.employee.id, goalOverall: 70, skillOverall: 80, finalScore: 74 });
    return { round: round.id };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/wizard/final-performance-result/',
      request: (c) => ({ url: `/api/wizard/final-performance-result/?frequency_id=${c.area.round}&ordering=-score` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/export-final-results/',
      request: (c) => ({ url: `/api/wizard/export-final-results/?frequency_id=${c.area.round}&format=csv` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/skills-for-performance-panel/',
      request: (c) => ({ url: `/api/wizard/skills-for-performance-panel/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/goals-for-performance-panel/',
      request: (c) => ({ url: `/api/goals/goals-for-performance-panel/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
  ],
});
