import type { Party } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { evaluationResults, evaluations, projectSettings, responseScales, responseScaleTemplates, skillAnswers } from '../../src/db/schema.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import type { TestApp } from './app.ts';
import { team, type Member, type Team } from './evaluate.ts';
import { addEmployee, signIn } from './factories.ts';

/** Results worlds the results tests share (docs/product.md §4, §7.6). */

/** Inside the rounds of `team` (2026): the evaluators' saves need today inside the round. */
export const IN_ROUND = new Date('2026-03-15T10:00:00Z');

type Scope = { companyId: number; projectId: number };

/**
 * Adds, at each call, an employee (Person1 Test, Person2 Test, …) with a stored result of 70 in `round`, written
 * straight into the database: a kept read does not see it until it is computed anew (ADRs 33, 43). Answers the id.
 */
export function resultAdder(t: TestApp, scope: Scope, round: number): () => Promise<number> {
  let n = 0;
  return async () => {
    n += 1;
    const employee = await addEmployee(t.deps, scope, { firstName: `Person${n}`, lastName: 'Test' });
    await t.deps.db
      .insert(evaluationResults)
      .values({ ...scope, frequencyId: round, employeeId: employee.id, goalOverall: 70, skillOverall: 70, finalScore: 70 });
    return employee.id;
  };
}

/** A final score scale (Low below 60, Good 60–74, Excellent 75–100) made the project's. */
export async function setFinalScoreScale(t: TestApp, scope: Scope) {
  const [template] = await t.deps.db
    .insert(responseScaleTemplates)
    .values({ ...scope, name: 'Grades' })
    .returning();
  await t.deps.db.insert(responseScales).values([
    { ...scope, templateId: template!.id, min: 0, max: 59, response: 'Low' },
    { ...scope, templateId: template!.id, min: 60, max: 74, response: 'Good' },
    { ...scope, templateId: template!.id, min: 75, max: 100, response: 'Excellent' },
  ]);
  await t.deps.db
    .insert(projectSettings)
    .values({ ...scope, finalScoreTemplateId: template!.id })
    .onConflictDoUpdate({ target: projectSettings.projectId, set: { finalScoreTemplateId: template!.id } });
}

/** One more member of the team, signed in. */
export async function addMember(t: TestApp, w: Team, options: Parameters<typeof addEmployee>[2]): Promise<Member> {
  const employee = await addEmployee(t.deps, w.scope, options);
  const token = (await signIn(t, employee.account.username)).access;
  return { id: employee.id, accountId: employee.account.id, token, call: w.company.as(token) };
}

export interface WorkedExample extends Team {
  coworker2: Member;
  goals: { g1: number; g2: number };
}

/**
 * The worked example of docs/product.md §4.12, set up through the API and evaluated through the
 * evaluation endpoints with the evaluators' own tokens: Elvin (the evaluatee) with goals G1 (numerical,
 * higher is better, 100 → 80, weight 60) and G2 (lower is better, 10 → 20, weight 40), competencies A
 * (0.6) and B (0.4) rated by his manager (4, 3), two coworkers (3 and 4; 5 and 4) and himself (5, 4);
 * party weights 0.5 / 0.3 / 0.1 / 0.1, split 0.6 / 0.4, cap 1. Final: 71.5555…
 */
export async function workedExample(t: TestApp): Promise<WorkedExample> {
  t.deps.clock.now = () => IN_ROUND;
  const w = await team(t);
  const admin = w.company.call;
  const coworker2 = await addMember(t, w, {
    firstName: 'Şəbnəm',
    lastName: 'Əliyeva',
    departmentId: w.department,
    positionId: w.position,
    reportToId: w.manager.id,
  });
  const ok = async (res: Promise<{ statusCode: number; body: string; json: () => unknown }>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r.json() as { id: number };
  };
  await ok(admin.put('/api/wizard/project-weight/', { goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1 }));
  await ok(admin.put('/api/wizard/skill-party/', { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0.1 }));
  const goal = (name: string, target: number, higher: boolean, weight: number) =>
    ok(
      admin.post('/api/goals/personal-goals/', {
        employee_id: w.evaluatee.id,
        period_id: w.period.id,
        name,
        weight,
        is_numerical: true,
        target,
        is_positive: higher,
      }),
      201,
    );
  const g1 = (await goal('G1 Revenue', 100, true, 60)).id;
  const g2 = (await goal('G2 Complaints', 10, false, 40)).id;

  const create = (evaluator: Member, party: Party) =>
    ok(admin.post('/api/wizard/create-evaluation/', { frequency_id: w.round, evaluatee_id: w.evaluatee.id, evaluator_id: evaluator.id, party }), 201);
  const byManager = await create(w.manager, 'manager');
  const byCoworker = await create(w.coworker, 'coworker');
  const byCoworker2 = await create(coworker2, 'coworker');
  const bySelf = await create(w.evaluatee, 'self');
  const goalEvaluation = await ok(admin.post('/api/goals/create-evaluation/', { frequency_id: w.round, evaluatee_id: w.evaluatee.id }), 201);
  await ok(admin.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'activate', all: true }));

  const rate = (who: Member, id: number, a: number, b: number, memo: string) =>
    ok(
      who.call.put(`/api/wizard/skill-evaluation-result/${id}/`, {
        answers: [
          { skill_id: w.skills.a, rating: a },
          { skill_id: w.skills.b, rating: b },
        ],
        memo,
        submit: true,
      }),
    );
  await rate(w.manager, byManager.id, 4, 3, 'Strong quarter overall');
  await rate(w.coworker, byCoworker.id, 3, 4, 'Helpful with the big accounts');
  await rate(coworker2, byCoworker2.id, 5, 4, 'Always on time');
  await rate(w.evaluatee, bySelf.id, 5, 4, 'I did my best');
  await ok(
    w.manager.call.put(`/api/goals/goals-evaluation/${goalEvaluation.id}/`, {
      goals: [
        { goal_id: g1, actual: 80 },
        { goal_id: g2, actual: 20 },
      ],
      submit: true,
    }),
  );
  await setFinalScoreScale(t, w.scope);
  await recomputeResults(t.deps.db, { projectId: w.scope.projectId });
  return { ...w, coworker2, goals: { g1, g2 } };
}

export interface Rating {
  evaluator: number;
  party: Party;
  /** Ratings of the team's competencies A and B (null: not applicable). */
  a: number | null;
  b: number | null;
  memo?: string;
}

/** Completed skill evaluations with their answers, written directly, then the round recomputed. */
export async function seedRatings(t: TestApp, w: Team, frequencyId: number, evaluateeId: number, ratings: Rating[]) {
  const now = new Date();
  const rows = await t.deps.db
    .insert(evaluations)
    .values(
      ratings.map((r) => ({
        ...w.scope,
        frequencyId,
        evaluateeId,
        evaluatorId: r.evaluator,
        party: r.party,
        kind: 'skill' as const,
        memo: r.memo ?? '',
        activatedAt: now,
        savedAt: now,
        completedAt: now,
      })),
    )
    .returning();
  await t.deps.db.insert(skillAnswers).values(
    rows.flatMap((row, i) =>
      (['a', 'b'] as const).map((k) => ({
        projectId: w.scope.projectId,
        evaluationId: row.id,
        skillId: w.skills[k],
        rating: ratings[i]![k],
        notApplicable: ratings[i]![k] === null,
      })),
    ),
  );
  await recomputeResults(t.deps.db, { projectId: w.scope.projectId, frequencyIds: [frequencyId], employeeIds: [evaluateeId] });
  return rows;
}

/**
 * The stored party sums (skill_party_sums, ADR 24) that differ from the sums of the counted answers, both ways:
 * empty when every write that changed a rating refreshed them.
 */
export async function staleSums(t: TestApp, projectId: number): Promise<unknown[]> {
  const counted = sql`
    select e.frequency_id, e.evaluatee_id as employee_id, a.skill_id,
      sum(a.rating) filter (where e.party = 'manager')::float8 as s_manager, (count(*) filter (where e.party = 'manager'))::int as n_manager,
      sum(a.rating) filter (where e.party = 'coworker')::float8 as s_coworker, (count(*) filter (where e.party = 'coworker'))::int as n_coworker,
      sum(a.rating) filter (where e.party = 'subworker')::float8 as s_subworker, (count(*) filter (where e.party = 'subworker'))::int as n_subworker,
      sum(a.rating) filter (where e.party = 'self')::float8 as s_self, (count(*) filter (where e.party = 'self'))::int as n_self
    from evaluations e join skill_answers a on a.evaluation_id = e.id
    where e.project_id = ${projectId} and e.kind = 'skill' and e.terminated_at is null and e.completed_at is not null
      and a.rating is not null and not a.not_applicable
    group by e.frequency_id, e.evaluatee_id, a.skill_id`;
  const stored = sql`
    select frequency_id, employee_id, skill_id, s_manager, n_manager, s_coworker, n_coworker, s_subworker, n_subworker, s_self, n_self
    from skill_party_sums where project_id = ${projectId}`;
  return rowsOf(t.deps.db, sql`(${counted} except ${stored}) union all (${stored} except ${counted})`);
}
