import { employees, goals, positionalGoalPositions, positionalGoals, subGoals } from '../../../src/db/schema.ts';
import { createAccount } from '../../helpers/factories.ts';
import { numericalGoal } from '../../helpers/goals.ts';
import { addPeriod } from '../../helpers/setup.ts';
import { defineArea, editors, viewers, type Expected } from './harness.ts';

/** A row about a goal of the target employee (outside the scoped admin's departments): 404 for them and company B. */
const onTarget = (rule: typeof editors, ok: number): Expected => rule(ok, { scopedAdmin: 404, foreign: 404 });
/** A body naming A's rows: an unknown reference (400) for the scoped admin and company B. */
const naming = (ok: number): Expected => editors(ok, { scopedAdmin: 400, foreign: 400 });

/**
 * Goals: positional goals of the target position, and the target employee's personal goals and sub
 * goals. Users with dge/dgv work on the whole project; the scoped admin reaches none of the targets.
 */
export const goalsArea = defineArea({
  name: 'goals',
  tables: { positionalGoals, positionalGoalPositions, goals, subGoals },
  build: async (deps, scope, targets, unique) => {
    const period = await addPeriod(deps, scope, ['Q1']);
    const [positional] = await deps.db
      .insert(positionalGoals)
      .values({ ...scope, name: `Positional ${unique()}`, weight: 10, target: 100 })
      .returning();
    await deps.db.insert(positionalGoalPositions).values({ positionalGoalId: positional!.id, positionId: targets.position.id, projectId: scope.projectId });
    const [goal] = await deps.db
      .insert(goals)
      .values({ ...scope, employeeId: targets.employee.id, periodId: period.id, name: `Personal ${unique()}`, weight: 10, target: 100 })
      .returning();
    const [sub] = await deps.db
      .insert(subGoals)
      .values({ ...scope, goalId: goal!.id, name: `Sub ${unique()}`, weight: 10, target: 5 })
      .returning();
    const account = await createAccount(deps, scope.companyId);
    const [colleague] = await deps.db
      .insert(employees)
      .values({
        ...scope,
        accountId: account.id,
        employeeNumber: `G-${unique()}`,
        firstName: 'Goal',
        lastName: 'Colleague',
        departmentId: targets.department.id,
      })
      .returning();
    return { period: period.id, positional: positional!.id, goal: goal!.id, sub: sub!.id, colleague: colleague!.id };
  },
  rows: [
    { method: 'GET', route: '/api/goals/positionalgoal/', request: () => ({ url: '/api/goals/positionalgoal/' }), expect: viewers(200), project: true },
    { method: 'GET', route: '/api/goals/goal-options/', request: () => ({ url: '/api/goals/goal-options/' }), expect: viewers(200), project: true },
    {
      method: 'POST',
      route: '/api/goals/positionalgoal/',
      request: (c) => ({ url: '/api/goals/positionalgoal/', body: { ...numericalGoal(`New ${c.n}`, 0), position_ids: [c.targets.position.id] } }),
      expect: naming(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/goals/positionalgoal/:id/',
      request: (c) => ({
        url: `/api/goals/positionalgoal/${c.area.positional}/`,
        body: { ...numericalGoal(`Renamed ${c.n}`, 10), position_ids: [c.targets.position.id] },
      }),
      expect: onTarget(editors, 200),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/goals/positionalgoal/:id/',
      request: (c) => ({ url: `/api/goals/positionalgoal/${c.area.positional}/` }),
      expect: onTarget(editors, 204),
      project: true,
      fresh: true,
    },
    {
      method: 'PUT',
      route: '/api/goals/edit-positions/:id/',
      request: (c) => ({ url: `/api/goals/edit-positions/${c.area.positional}/`, body: { position_ids: [c.targets.position.id] } }),
      expect: onTarget(editors, 200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/employee-goals-list/',
      request: (c) => ({ url: `/api/goals/employee-goals-list/?period=${c.area.period}` }),
      // The period is company A's: not found for company B.
      expect: viewers(200, { foreign: 404 }),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/personal-goals/',
      request: (c) => ({ url: `/api/goals/personal-goals/?employee=${c.targets.employee.id}&period=${c.area.period}` }),
      expect: onTarget(viewers, 200),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/goals/personal-goals/',
      request: (c) => ({
        url: '/api/goals/personal-goals/',
        body: { employee_id: c.targets.employee.id, period_id: c.area.period, ...numericalGoal(`Added ${c.n}`, 0) },
      }),
      expect: naming(201),
      project: true,
    },
    {
      method: 'POST',
      route: '/api/goals/personal-goals/generate/',
      request: (c) => ({ url: '/api/goals/personal-goals/generate/', body: { period_id: c.area.period, employee_ids: [c.targets.employee.id] } }),
      expect: naming(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/goals/personal-goals/:id/',
      request: (c) => ({ url: `/api/goals/personal-goals/${c.area.goal}/`, body: { ...numericalGoal(`Changed ${c.n}`, 10), actual: c.n } }),
      expect: onTarget(editors, 200),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/goals/personal-goals/:id/',
      request: (c) => ({ url: `/api/goals/personal-goals/${c.area.goal}/` }),
      expect: onTarget(editors, 204),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/goals/personal-goals/:id/share/',
      request: (c) => ({ url: `/api/goals/personal-goals/${c.area.goal}/share/`, body: { employee_ids: [c.area.colleague] } }),
      expect: onTarget(editors, 200),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/goals/personal-goals/:id/unshare/',
      request: (c) => ({ url: `/api/goals/personal-goals/${c.area.goal}/unshare/` }),
      expect: onTarget(editors, 200),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/goals/delete-all-personal-goals/:id/',
      request: (c) => ({ url: `/api/goals/delete-all-personal-goals/${c.targets.employee.id}/?period=${c.area.period}` }),
      expect: onTarget(editors, 200),
      project: true,
      fresh: true,
    },
    {
      method: 'POST',
      route: '/api/goals/subgoal/',
      request: (c) => ({ url: '/api/goals/subgoal/', body: { goal_id: c.area.goal, ...numericalGoal(`Part ${c.n}`, 0) } }),
      expect: naming(201),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/goals/subgoal/:id/',
      request: (c) => ({ url: `/api/goals/subgoal/${c.area.sub}/`, body: numericalGoal(`Part renamed ${c.n}`, 10) }),
      expect: onTarget(editors, 200),
      project: true,
    },
    {
      method: 'DELETE',
      route: '/api/goals/subgoal/:id/',
      request: (c) => ({ url: `/api/goals/subgoal/${c.area.sub}/` }),
      expect: onTarget(editors, 204),
      project: true,
      fresh: true,
    },
  ],
});
