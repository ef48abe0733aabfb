import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluationEvents, goals, skillAnswers, surveyAnswers, surveyQuestions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEvaluation, team, type Team } from '../helpers/evaluate.ts';
import { addDepartment, addEmployee, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant } from '../helpers/tenant.ts';

const details = (id: number) => `/api/wizard/assessment-details/${id}/`;
const goalDetails = (id: number) => `/api/goals/assessment-details/${id}/`;
const ofEvaluatee = (employee: number, round: number) => `/api/wizard/evaluation-list-for-unique-user/?employee_id=${employee}&frequency_id=${round}`;
const goalOf = (employee: number, round: number) => `/api/goals/evaluations/?employee_id=${employee}&frequency_id=${round}`;

describe("an admin's view of evaluations (docs/product.md §5.1, §7.6)", () => {
  let t: TestApp;
  let w: Team;
  let round: number;
  let skill: { id: number };
  let coworkerSkill: { id: number };
  let goal: { id: number };
  let question: { id: number };

  beforeAll(async () => {
    t = await createTestApp();
    w = await team(t);
    round = w.round;
    t.deps.clock.now = () => new Date('2026-02-10T08:00:00Z');
    const [made] = await t.deps.db
      .insert(surveyQuestions)
      .values({ ...w.scope, question: 'Recommend?', options: ['Yes', 'No'] })
      .returning();
    question = made!;
    skill = await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.manager.id });
    coworkerSkill = await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.coworker.id, party: 'coworker' });
    await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.bystander.id, party: 'coworker', terminated: true });
    await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.evaluatee.id, party: 'self', active: false });
    goal = await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.manager.id, kind: 'goal' });
    await t.deps.db.insert(goals).values([
      { ...w.scope, employeeId: w.evaluatee.id, periodId: w.period.id, frequencyId: round, name: 'G1', weight: 60, target: 100, isPositive: true },
      { ...w.scope, employeeId: w.evaluatee.id, periodId: w.period.id, frequencyId: null, name: 'G2', weight: 40, target: 10, isPositive: false },
    ]);
    await t.deps.db.insert(evaluationEvents).values([
      { ...w.scope, evaluationId: skill.id, action: 'created', accountId: w.company.owner.id, createdAt: new Date('2026-01-05T10:00:00Z') },
      { ...w.scope, evaluationId: skill.id, action: 'activated', accountId: null, createdAt: new Date('2026-01-06T10:00:00Z') },
    ]);
    const saved = await w.manager.call.put(`/api/wizard/skill-evaluation-result/${skill.id}/`, {
      answers: [
        { skill_id: w.skills.a, rating: 4, comment: 'Solid' },
        { skill_id: w.skills.b, not_applicable: true },
      ],
      survey: [{ question_id: question.id, answer: 'Yes' }],
      memo: 'Good quarter',
      submit: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    await w.coworker.call.put(`/api/wizard/skill-evaluation-result/${coworkerSkill.id}/`, { answers: [{ skill_id: w.skills.a, rating: 2 }] });
    const goalSave = await w.manager.call.put(`/api/goals/goals-evaluation/${goal.id}/`, {
      goals: (await w.manager.call.get(`/api/goals/goals-evaluation/${goal.id}/`))
        .json()
        .goals.map((g: { id: number; name: string }) => ({ goal_id: g.id, actual: g.name === 'G1' ? 80 : 20 })),
    });
    expect(goalSave.statusCode, goalSave.body).toBe(200);
  });
  beforeEach(() => {
    t.deps.clock.now = () => new Date('2026-02-10T08:00:00Z');
  });
  afterAll(() => t.close());

  it('assessment-details: the answers, memo, survey and history (oldest first, who did it), never editable', async () => {
    const res = await w.company.call.get(details(skill.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ editable: false, memo: 'Good quarter', evaluation: { id: skill.id, completed: true, evaluation_date: '2026-02-10' } });
    expect(body.skills.map((s: { answer: unknown }) => s.answer)).toEqual([
      { skill_id: w.skills.a, rating: 4, not_applicable: false, comment: 'Solid' },
      { skill_id: w.skills.b, rating: null, not_applicable: true, comment: '' },
    ]);
    expect(body.survey).toEqual([{ id: question.id, question: 'Recommend?', options: ['Yes', 'No'], position: 0, answer: 'Yes' }]);
    expect(body.history).toEqual([
      { action: 'created', by: 'Aysel Mammadova', at: '2026-01-05T10:00:00.000Z' },
      { action: 'activated', by: null, at: '2026-01-06T10:00:00.000Z' },
      { action: 'submitted', by: 'Maryam Manager', at: '2026-02-10T08:00:00.000Z' },
    ]);
    // Goal kind through the same endpoint.
    const goalBody = (await w.company.call.get(details(goal.id))).json();
    expect(goalBody).toMatchObject({ editable: false, goal_overall: 68, skills: [], survey: [] });
  });

  it('goals/assessment-details: a goal evaluation with scores; a skill evaluation is 404 there', async () => {
    const res = await w.company.call.get(goalDetails(goal.id));
    expect(res.statusCode).toBe(200);
    expect(res.json().goals.map((g: { name: string; score: number }) => [g.name, g.score])).toEqual([
      ['G2', 50],
      ['G1', 80],
    ]);
    expect(res.json().goal_overall).toBe(68);
    expect((await w.company.call.get(goalDetails(skill.id))).statusCode).toBe(404);
  });

  it('goals/evaluations: the goal evaluation of an evaluatee in a round, or details null when none exists', async () => {
    const res = (await w.company.call.get(goalOf(w.evaluatee.id, round))).json();
    expect(res.evaluatee).toMatchObject({ id: w.evaluatee.id, full_name: 'Elvin Evaluatee', department: { name: 'Sales' }, status: 'active' });
    expect(res.round).toMatchObject({ id: round, name: 'Q1', period: { id: w.period.id } });
    expect(res.details).toMatchObject({ evaluation: { id: goal.id, kind: 'goal' }, goal_overall: 68, editable: false });
    const none = (await w.company.call.get(goalOf(w.coworker.id, round))).json();
    expect(none).toMatchObject({ evaluatee: { id: w.coworker.id }, details: null });
    expect((await w.company.call.get(goalOf(w.evaluatee.id, 2_000_000_000))).statusCode).toBe(404);
  });

  it('evaluation-list-for-unique-user: every evaluation about the evaluatee with its state and each evaluator’s own answers', async () => {
    const res = await w.company.call.get(ofEvaluatee(w.evaluatee.id, round));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.scale.map((c: { value: number }) => c.value)).toEqual([1, 2, 3, 4, 5]);
    expect(body.skills).toEqual([
      { id: w.skills.a, name: 'Accuracy' },
      { id: w.skills.b, name: 'Bargaining' },
    ]);
    const rows = body.evaluations.map(
      (e: { kind: string; party: string; evaluator: { full_name: string }; active: boolean; terminated: boolean; completed: boolean }) => [
        e.kind,
        e.party,
        e.evaluator.full_name,
        e.active,
        e.terminated,
        e.completed,
      ],
    );
    expect(rows).toEqual([
      ['skill', 'manager', 'Maryam Manager', true, false, true],
      ['skill', 'coworker', 'Bahar Bystander', true, true, false],
      ['skill', 'coworker', 'Cavid Coworker', true, false, false],
      ['skill', 'self', 'Elvin Evaluatee', false, false, false],
      ['goal', 'manager', 'Maryam Manager', true, false, false],
    ]);
    const byId = new Map(body.evaluations.map((e: { id: number }) => [e.id, e]));
    expect(byId.get(skill.id)).toMatchObject({ memo: 'Good quarter', survey: [{ question_id: question.id, answer: 'Yes' }] });
    expect((byId.get(skill.id) as { answers: unknown[] }).answers).toHaveLength(2);
    expect(byId.get(coworkerSkill.id)).toMatchObject({ answers: [{ skill_id: w.skills.a, rating: 2, not_applicable: false, comment: '' }], survey: [] });
  });

  it('a scoped admin reaches only evaluatees inside the scope; another company and a plain user reach nothing', async () => {
    const outside = await addDepartment(t.deps, w.scope, 'Outside');
    const scoped = await createAccount(t.deps, w.scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, scoped.id, [outside.id]);
    const scopedCall = w.company.as((await signIn(t, scoped.username)).access);
    expect((await scopedCall.get(details(skill.id))).statusCode).toBe(404);
    expect((await scopedCall.get(goalDetails(goal.id))).statusCode).toBe(404);
    expect((await scopedCall.get(goalOf(w.evaluatee.id, round))).statusCode).toBe(404);
    expect((await scopedCall.get(ofEvaluatee(w.evaluatee.id, round))).statusCode).toBe(404);
    // Inside the scope: an evaluatee of the department.
    const insider = await addEmployee(t.deps, w.scope, { departmentId: outside.id });
    const theirs = await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: insider.id, evaluatorId: w.manager.id });
    expect((await scopedCall.get(details(theirs.id))).statusCode).toBe(200);
    expect((await scopedCall.get(ofEvaluatee(insider.id, round))).json().evaluations.map((e: { id: number }) => e.id)).toEqual([theirs.id]);

    const other = await tenant(t);
    for (const url of [details(skill.id), goalDetails(goal.id), goalOf(w.evaluatee.id, round), ofEvaluatee(w.evaluatee.id, round)]) {
      expect((await other.call.get(url)).statusCode).toBe(404);
      expect((await w.manager.call.get(url)).statusCode).toBe(403);
    }
    // A round of another project of the company is not found in this one.
    const project = await w.company.addProject();
    const elsewhere = await addPeriod(t.deps, project.scope, ['Elsewhere']);
    expect((await w.company.call.get(goalOf(w.evaluatee.id, elsewhere.rounds[0]!.id))).statusCode).toBe(404);
  });

  it('the answers stay the evaluator’s: rows are keyed to each evaluation', async () => {
    const rows = await t.deps.db.select().from(skillAnswers);
    expect(new Set(rows.map((r) => r.evaluationId))).toEqual(new Set([skill.id, coworkerSkill.id]));
    expect((await t.deps.db.select().from(surveyAnswers)).map((r) => r.evaluationId)).toEqual([skill.id]);
  });
});
