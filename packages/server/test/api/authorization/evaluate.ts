import { and, eq, sql } from 'drizzle-orm';
import { employees, evaluationEvents, evaluations, goals, skillAnswers, surveyAnswers } from '../../../src/db/schema.ts';
import { todayOf } from '../../../src/services/deps.ts';
import { addEvaluation } from '../../helpers/evaluate.ts';
import { addPeriod, addTemplate } from '../../helpers/setup.ts';
import { aTarget, defineArea, signedIn, type Expected } from './harness.ts';

/**
 * Evaluating (docs/product.md §5.5) and an admin's view of evaluations (§7.6). The evaluator's
 * evaluations have company A's `user` as evaluator, `userView` as evaluatee and everyone else as a
 * bystander: only the evaluator reaches them (everyone else 404, never 403), a company without a
 * package 403. The admin's views are about the target employee, outside the scoped admin's departments.
 */

/** The caller's own lists: anyone with an active package in a project of theirs (empty when they evaluate nobody). */
const ownList = (): Expected => signedIn(200, { noPackage: 403 });
/** One evaluation of the evaluator (`user`): the evaluatee (`userView`), bystanders and company B get 404. */
const evaluatorOnly = (ok: number): Expected => signedIn(404, { user: ok, noPackage: 403 });

const dayOffset = (today: string, days: number) => new Date(Date.parse(`${today}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

export const evaluateArea = defineArea({
  name: 'evaluate',
  tables: { evaluations, skillAnswers, surveyAnswers, evaluationEvents, goals },
  build: async (deps, scope, targets, unique, world) => {
    // A round around today by the app's clock, so that the evaluator's saves fall inside it.
    const today = todayOf(deps.clock);
    const period = await addPeriod(deps, scope, ['Now'], { start: dayOffset(today, -10), end: dayOffset(today, 10) });
    const round = period.rounds[0]!.id;
    // A rating template unless the project has one (the skill form cannot be saved without one).
    const template = await addTemplate(deps, scope, `Evaluate ${unique()}`);
    await deps.db.execute(sql`
      insert into project_settings (project_id, company_id, rating_template_id) values (${scope.projectId}, ${scope.companyId}, ${template.id})
      on conflict (project_id) do update set rating_template_id = coalesce(project_settings.rating_template_id, excluded.rating_template_id)`);
    const employeeOf = async (accountId: number) => {
      const [row] = await deps.db
        .select({ id: employees.id })
        .from(employees)
        .where(and(eq(employees.accountId, accountId), eq(employees.projectId, scope.projectId)));
      return row!.id;
    };
    const evaluator = await employeeOf(world.actors.user);
    const evaluatee = await employeeOf(world.actors.userView);
    const goalOf = (employeeId: number) =>
      deps.db.insert(goals).values({ ...scope, employeeId, periodId: period.id, frequencyId: round, name: `Round goal ${unique()}`, weight: 100, target: 10 });
    await goalOf(evaluatee);
    await goalOf(targets.employee.id);
    const evaluation = (evaluateeId: number, kind: 'skill' | 'goal') =>
      addEvaluation(deps, scope, { frequencyId: round, evaluateeId, evaluatorId: evaluator, kind });
    return {
      round,
      skill: (await evaluation(evaluatee, 'skill')).id,
      goal: (await evaluation(evaluatee, 'goal')).id,
      targetSkill: (await evaluation(targets.employee.id, 'skill')).id,
      targetGoal: (await evaluation(targets.employee.id, 'goal')).id,
    };
  },
  rows: [
    // The evaluator's lists and forms
    { method: 'GET', route: '/api/wizard/skill-evaluations/', request: () => ({ url: '/api/wizard/skill-evaluations/' }), expect: ownList(), project: true },
    {
      method: 'GET',
      route: '/api/goals/goals-evaluation-list/',
      request: () => ({ url: '/api/goals/goals-evaluation-list/?status=todo' }),
      expect: ownList(),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/skill-evaluation-result/:id/',
      request: (c) => ({ url: `/api/wizard/skill-evaluation-result/${c.area.skill}/` }),
      expect: evaluatorOnly(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/wizard/skill-evaluation-result/:id/',
      request: (c) => ({ url: `/api/wizard/skill-evaluation-result/${c.area.skill}/`, body: { memo: `Draft ${c.n}` } }),
      expect: evaluatorOnly(200),
      project: true,
      fresh: true,
    },
    {
      method: 'GET',
      route: '/api/goals/goals-evaluation/:id/',
      request: (c) => ({ url: `/api/goals/goals-evaluation/${c.area.goal}/` }),
      expect: evaluatorOnly(200),
      project: true,
    },
    {
      method: 'PUT',
      route: '/api/goals/goals-evaluation/:id/',
      request: (c) => ({ url: `/api/goals/goals-evaluation/${c.area.goal}/`, body: { memo: `Draft ${c.n}` } }),
      expect: evaluatorOnly(200),
      project: true,
      fresh: true,
    },

    // An admin's view
    {
      method: 'GET',
      route: '/api/wizard/assessment-details/:id/',
      request: (c) => ({ url: `/api/wizard/assessment-details/${c.area.targetSkill}/` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/assessment-details/:id/',
      request: (c) => ({ url: `/api/goals/assessment-details/${c.area.targetGoal}/` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/goals/evaluations/',
      request: (c) => ({ url: `/api/goals/evaluations/?employee_id=${c.targets.employee.id}&frequency_id=${c.area.round}` }),
      expect: aTarget(200),
      project: true,
    },
    {
      method: 'GET',
      route: '/api/wizard/evaluation-list-for-unique-user/',
      request: (c) => ({ url: `/api/wizard/evaluation-list-for-unique-user/?employee_id=${c.targets.employee.id}&frequency_id=${c.area.round}` }),
      expect: aTarget(200),
      project: true,
    },
  ],
});
