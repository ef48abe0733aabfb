import { and, eq } from 'drizzle-orm';
import { employees, performanceCardReviews } from '../../../src/db/schema.ts';
import { addEmployee } from '../../helpers/factories.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { aTarget, defineArea, signedIn, type Actor, type Cell, type Expected } from './harness.ts';

/**
 * One employee's results (docs/product.md §7.6, §8.8.1, §8.10, ADR 23). The person routes answer admins in
 * scope, the employee and their direct manager; anyone else 404. So each caller asks about someone in
 * particular: company A's `user` about themselves (the evaluatee), `userView` about their direct report
 * (the manager), everyone else about that same report (userCodes is a bystander there; the report sits in
 * the target department, outside the scoped admin's). The admins' pages are `management`.
 */

interface ResultTargets {
  period: number;
  /** The `user` caller's own employee record. */
  self: number;
  /** A direct report of the `userView` caller, in the target department. */
  report: number;
}

/** The employee a caller asks about. */
const subject = (c: Cell<ResultTargets>) => (c.actor === ('user' satisfies Actor) ? c.area.self : c.area.report);

/** The person rule: the evaluatee and the manager read, a bystander (userCodes) and the scoped admin get 404. */
const person = (ok: number): Expected => signedIn(ok, { userCodes: 404, scopedAdmin: 404, foreign: 404, noPackage: 403 });

export const resultsPersonArea = defineArea<ResultTargets>({
  name: 'results person',
  tables: { performanceCardReviews },
  build: async (deps, scope, targets, _unique, world) => {
    const employeeOf = async (accountId: number) => {
      const [row] = await deps.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.accountId, accountId), eq(employees.projectId, scope.projectId)));
      return row!.id;
    };
    const manager = await employeeOf(world.actors.userView);
    const report = await addEmployee(deps, scope, { firstName: 'Direct', lastName: 'Report', departmentId: targets.department.id, reportToId: manager });
    return { period: (await addPeriod(deps, scope, ['Results'])).id, self: await employeeOf(world.actors.user), report: report.id };
  },
  rows: [
    {
      method: 'GET',
      route: '/api/wizard/performance-card/',
      request: (c) => ({ url: `/api/wizard/performance-card/?employee=${subject(c)}&period=${c.area.period}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/performance-card/pdf/',
      request: (c) => ({ url: `/api/wizard/performance-card/pdf/?employee=${subject(c)}&period=${c.area.period}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/main/performance-card-review/',
      request: (c) => ({ url: `/api/main/performance-card-review/?employee=${subject(c)}&period=${c.area.period}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/main/performance-card-review/',
      request: (c) => ({ url: '/api/main/performance-card-review/', body: { employee: subject(c), period: c.area.period, comment: `Review ${c.n}` } }),
      expect: person(201),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/main/employee-result/',
      request: (c) => ({ url: `/api/main/employee-result/?employee=${subject(c)}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/main/employee-individual-weights/',
      request: (c) => ({ url: `/api/main/employee-individual-weights/?employee=${subject(c)}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/employee-skill-result/',
      request: (c) => ({ url: `/api/wizard/employee-skill-result/?employee=${subject(c)}&period=${c.area.period}` }),
      expect: person(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/employee-skill-performance/',
      request: (c) => ({ url: `/api/wizard/employee-skill-performance/?employee=${c.area.report}&period=${c.area.period}` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/employee-goals-result/',
      request: (c) => ({ url: `/api/goals/employee-goals-result/?employee=${c.area.report}&period=${c.area.period}` }),
      expect: aTarget(200),
      project: true,
    },
  ],
});
