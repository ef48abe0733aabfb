import { evaluationResults } from '../../../src/db/schema.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { aTarget, defineArea, management, type Expected, type Row } from './harness.ts';

/**
 * Reporting (docs/product.md §7.10): a round of company A in which the target employee, outside the scoped
 * admin's departments, has a result. Every report and its export is `management`: a round of company A is
 * 404 to company B's super admin (who sends its own project), and so is the target department, as a
 * filter, to the scoped admin.
 */

/** A read of A's round: the scoped admin reads it (without the target); company B does not find the round. */
const ofRound = (ok: number): Expected => management(ok, { foreign: 404 });

const REPORTS = ['distribution', 'competencies', 'goals', 'completion', 'rater-patterns', 'periods'] as const;

export const reportsArea = defineArea({
  name: 'reports',
  tables: {},
  build: async (deps, scope, targets) => {
    const period = await addPeriod(deps, scope, ['Report round']);
    const round = period.rounds[0]!;
    await deps.db
      .insert(evaluationResults)
      .values({ ...scope, frequencyId: round.id, employeeId: targets.employee.id, goalOverall: 70, skillOverall: 80, finalScore: 74 });
    return { period: period.id, round: round.id };
  },
  rows: REPORTS.flatMap((report): Array<Omit<Row<{ period: number; round: number }>, 'area'>> => [
    {
      method: 'GET',
      route: `/api/reports/${report}/`,
      request: (c) => ({ url: `/api/reports/${report}/?period=${c.area.period}&frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      // Filtered to the target department: outside the scoped admin's departments.
      method: 'GET',
      route: `/api/reports/${report}/export/`,
      request: (c) => ({
        url: `/api/reports/${report}/export/?frequency_id=${c.area.round}&department=${c.targets.department.id}&format=csv`,
      }),
      expect: aTarget(200),
      project: true,
    },
  ]),
});
