import { eq } from 'drizzle-orm';
import { employees, evaluationEvents, evaluations, projects, reminderRuns } from '../../../src/db/schema.ts';
import { createEvaluations, giveGoals } from '../../helpers/evaluations.ts';
import { createAccount } from '../../helpers/factories.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, management, superAdminOnly, type Expected } from './harness.ts';

/**
 * Launching a round (docs/product.md §5.4): the round and the evaluations of the target employee, who
 * sits outside the scoped admin's departments. A row naming them is a 404 to the scoped admin and to
 * company B (whose super admin sends its own project, where A's round does not exist).
 */
const onTarget = (ok: number): Expected => management(ok, { scopedAdmin: 404, foreign: 404 });
/** A list of A's round: the scoped admin sees it (empty of the target's evaluations); company B does not find the round. */
const ofRound = (ok: number): Expected => management(ok, { foreign: 404 });

export const evaluationsLaunchArea = defineArea({
  name: 'evaluations launch',
  tables: { evaluations, evaluationEvents, reminderRuns },
  build: async (deps, scope, targets, unique, world) => {
    const period = await addPeriod(deps, scope, ['Q1']);
    const round = period.rounds[0]!;
    // One colleague of the target per build, named to sort after the shared target in the employee lists.
    const account = await createAccount(deps, scope.companyId);
    const [colleague] = await deps.db
      .insert(employees)
      .values({
        ...scope,
        accountId: account.id,
        employeeNumber: `EV-${unique()}`,
        firstName: 'Zaur',
        lastName: 'Colleague',
        departmentId: targets.department.id,
      })
      .returning();
    await giveGoals(deps, scope, targets.employee.id, period.id, [100]);
    const [open, done] = await createEvaluations(deps, scope, round.id, [
      { evaluateeId: targets.employee.id, evaluatorId: targets.employee.id, party: 'self' },
      { evaluateeId: targets.employee.id, evaluatorId: colleague!.id, party: 'coworker', activated: true, completed: true },
    ]);
    const [project] = await deps.db.select({ name: projects.projectName }).from(projects).where(eq(projects.id, scope.projectId));
    // The create rows name the employee in the scoped admin's department as evaluator (evaluators may be anyone of the project).
    return { round: round.id, evaluator: world.scope.employee, open: open!.id, done: done!.id, projectName: project!.name };
  },
  rows: [
    {
      method: 'POST',
      route: '/api/wizard/create-evaluation/',
      request: (c) => ({
        url: '/api/wizard/create-evaluation/',
        body: { frequency_id: c.area.round, evaluatee_id: c.targets.employee.id, evaluator_id: c.area.evaluator, party: 'coworker' },
      }),
      expect: onTarget(201),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/goals/create-evaluation/',
      request: (c) => ({
        url: '/api/goals/create-evaluation/',
        body: { frequency_id: c.area.round, evaluatee_id: c.targets.employee.id, evaluator_id: c.area.evaluator },
      }),
      expect: onTarget(201),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/create-evaluation/preview/',
      request: (c) => ({
        url: '/api/wizard/create-evaluation/preview/',
        body: { frequency_id: c.area.round, kinds: ['skill', 'goal'], employee_id: c.targets.employee.id },
      }),
      expect: onTarget(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/create-evaluation/bulk/',
      request: (c) => ({
        url: '/api/wizard/create-evaluation/bulk/',
        body: { frequency_id: c.area.round, kinds: ['skill', 'goal'], employee_id: c.targets.employee.id },
      }),
      expect: onTarget(201),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/evaluation-list/',
      request: (c) => ({ url: `/api/wizard/evaluation-list/?frequency_id=${c.area.round}&state=all` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/evaluation-list/export/',
      request: (c) => ({ url: `/api/wizard/evaluation-list/export/?frequency_id=${c.area.round}&format=csv` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/evaluation-progress/',
      request: (c) => ({ url: `/api/wizard/evaluation-progress/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/evaluation-list-for-panel/',
      request: (c) => ({ url: `/api/wizard/evaluation-list-for-panel/?frequency_id=${c.area.round}` }),
      expect: ofRound(200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/activate-evaluation-card/',
      request: (c) => ({ url: '/api/wizard/activate-evaluation-card/', body: { frequency_id: c.area.round, action: 'activate', ids: [c.area.open] } }),
      expect: onTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/wizard/evaluation/:id/reopen/',
      request: (c) => ({ url: `/api/wizard/evaluation/${c.area.done}/reopen/`, body: {} }),
      expect: onTarget(200),
      project: true,
      fresh: true,
    },
    {
      method: 'DELETE',
      route: '/api/wizard/evaluation/:id/',
      request: (c) => ({ url: `/api/wizard/evaluation/${c.area.open}/` }),
      expect: onTarget(204),
      project: true,
      fresh: true,
    },
    {
      // Company B's super admin acts on its own project only (named like A's first project: it deletes B's evaluations, none).
      method: 'POST',
      route: '/api/wizard/delete-evaluation-data/',
      request: (c) => ({ url: '/api/wizard/delete-evaluation-data/', body: { confirm: c.area.projectName } }),
      expect: superAdminOnly(200),
      project: true,
      isolated: true,
    },
  ],
});
