import { evaluationResults } from '../../../src/db/schema.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { aTarget, defineArea, management, signedIn, type Expected } from './harness.ts';

/**
 * The dashboards (docs/product.md §7.9): a round of company A in which the target employee, outside the
 * scoped admin's departments, has a result. The admin's reads are `management`: a round of company A is
 * 404 to company B's super admin (who sends its own project), and so is the target department to the
 * scoped admin. A person's own dashboard is everyone's with an active package (`activePackage`).
 */

/** A read of A's round: the scoped admin reads it (without the target); company B does not find the round. */
const ofRound = (ok: number): Expected => management(ok, { foreign: 404 });

export const dashboardsArea = defineArea({
  name: 'dashboards',
  tables: {},
  build: async (deps, scope, targets) => {
    const period = await addPeriod(deps, scope, ['Dashboard round']);
    const round = period.rounds[0]!;
    await deps.db
      .insert(evaluationResults)
      .values({ ...scope, frequencyId: round.id, employeeId: targets.employee.id, goalOverall: 70, skillOverall: 80, finalScore: 74 });
    return { period: period.id, round: round.id };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/main/dashboard/',
      request: (c) => ({ url: `/api/main/dashboard/?period=${c.area.period}&frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/main/topten/',
      request: (c) => ({ url: `/api/main/topten/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      // Filtered to the target department: outside the scoped admin's departments.
      method: 'GET',
      route: '/api/wizard/topten/',
      request: (c) => ({ url: `/api/wizard/topten/?frequency_id=${c.area.round}&department=${c.targets.department.id}` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/topten/',
      request: (c) => ({ url: `/api/goals/topten/?frequency_id=${c.area.round}&position=${c.targets.position.id}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      // Company B's super admin counts its own project.
      method: 'GET',
      route: '/api/wizard/project-details/',
      request: () => ({ url: '/api/wizard/project-details/' }),
      expect: management(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/main/my-dashboard/',
      request: () => ({ url: '/api/main/my-dashboard/' }),
      expect: signedIn(200, { noPackage: 403 }),
      project: true,
    },
  ],
});
