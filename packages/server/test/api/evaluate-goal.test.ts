import { randomUUID } from 'node:crypto';
import { goalOverall, numericalGoalScore, ratingScore, roundScore } from '@performa/contracts/scoring';
import { translate } from '@performa/contracts/i18n/translate';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluations, goals, projectSettings, subGoals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEvaluation, team, type Team } from '../helpers/evaluate.ts';
import { addEmployee } from '../helpers/factories.ts';
import { addTemplate } from '../helpers/setup.ts';

const LIST = '/api/goals/goals-evaluation-list/';
const form = (id: number) => `/api/goals/goals-evaluation/${id}/`;

type GoalValues = Partial<typeof goals.$inferInsert>;
interface FormLine {
  id: number;
  score: number | null;
  actual: number | null;
  rating: number | null;
  sub_goals: FormLine[];
  shared_with: Array<{ id: number; name: string }>;
}

describe('the goal evaluation form (docs/product.md §5.5, §4.2–§4.5)', () => {
  let t: TestApp;
  let w: Team;

  beforeAll(async () => {
    t = await createTestApp();
    w = await team(t);
  });
  beforeEach(() => {
    t.deps.clock.now = () => new Date('2026-05-20T12:00:00Z');
  });
  afterAll(() => t.close());

  /** A new report of the manager, with goals of the round (or of every round) and the manager's active goal evaluation of them. */
  async function evaluatee(goalList: GoalValues[], name = 'Goal') {
    const person = await addEmployee(t.deps, w.scope, { firstName: name, lastName: 'Holder', departmentId: w.department, reportToId: w.manager.id });
    const made = [];
    for (const [i, g] of goalList.entries()) {
      const [row] = await t.deps.db
        .insert(goals)
        .values({ ...w.scope, employeeId: person.id, periodId: w.period.id, frequencyId: w.round, name: `Goal ${i + 1}`, weight: 0, ...g })
        .returning();
      made.push(row!);
    }
    const evaluation = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: person.id, evaluatorId: w.manager.id, kind: 'goal' });
    return { person, goals: made, evaluation };
  }
  const lineOf = (body: { goals: FormLine[] }, id: number) => body.goals.find((g) => g.id === id)!;

  it('the worked example: actuals give G1 = 80, G2 = 50 and G = 68, as the scoring core computes them', async () => {
    const { goals: made, evaluation } = await evaluatee([
      { name: 'G1', target: 100, isPositive: true, weight: 60 },
      { name: 'G2', target: 10, isPositive: false, weight: 40, frequencyId: null },
    ]);
    const before = await w.manager.call.get(form(evaluation.id));
    expect(before.statusCode, before.body).toBe(200);
    const empty = before.json();
    expect(empty).toMatchObject({ editable: true, locked_reason: null, cap: 1, goal_overall: null, skills: [], scale: [] });
    // The period-wide goal (every round) comes first.
    expect(empty.goals.map((g: { name: string; every_round: boolean; score: null }) => [g.name, g.every_round, g.score])).toEqual([
      ['G2', true, null],
      ['G1', false, null],
    ]);
    expect(lineOf(empty, made[1]!.id)).toMatchObject({ target: 10, is_positive: false, is_numerical: true, weight: 40, scale: [], sub_goals: [] });

    const saved = await w.manager.call.put(form(evaluation.id), {
      goals: [
        { goal_id: made[0]!.id, actual: '80' },
        { goal_id: made[1]!.id, actual: 20 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const body = saved.json();
    const g1 = numericalGoalScore({ target: 100, actual: 80, higherIsBetter: true }, 1);
    const g2 = numericalGoalScore({ target: 10, actual: 20, higherIsBetter: false }, 1);
    expect(lineOf(body, made[0]!.id).score).toBe(roundScore(g1));
    expect(lineOf(body, made[1]!.id).score).toBe(roundScore(g2));
    expect([lineOf(body, made[0]!.id).score, lineOf(body, made[1]!.id).score]).toEqual([80, 50]);
    expect(body.goal_overall).toBe(
      roundScore(
        goalOverall([
          { weight: 60, score: g1 },
          { weight: 40, score: g2 },
        ])!,
      ),
    );
    expect(body.goal_overall).toBe(68);
    const stored = await t.deps.db
      .select({ id: goals.id, actual: goals.actual })
      .from(goals)
      .where(inArray(goals.id, [made[0]!.id, made[1]!.id]));
    expect(stored.sort((a, b) => a.id - b.id).map((g) => g.actual)).toEqual([80, 20]);
    expect(body.evaluation).toMatchObject({ started: true, evaluation_date: '2026-05-20', completed: false });
  });

  it("numerical goals count up to the project's cap", async () => {
    await t.deps.db.update(projectSettings).set({ maxAchievement: 1.2 }).where(eq(projectSettings.projectId, w.scope.projectId));
    try {
      const { goals: made, evaluation } = await evaluatee([{ target: 100, weight: 100 }]);
      const body = (await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 150 }] })).json();
      expect(body.cap).toBe(1.2);
      expect(lineOf(body, made[0]!.id).score).toBe(120);
      expect(body.goal_overall).toBe(120);
    } finally {
      await t.deps.db.update(projectSettings).set({ maxAchievement: 1 }).where(eq(projectSettings.projectId, w.scope.projectId));
    }
  });

  it('a scale goal takes a rating of its own template; a numerical one an actual; anything else is refused and nothing changes', async () => {
    const template = await addTemplate(t.deps, w.scope, 'Goal scale');
    const { goals: made, evaluation } = await evaluatee([
      { name: 'Numbers', target: 50, weight: 50 },
      { name: 'Care', isNumerical: false, target: null, scaleTemplateId: template.id, weight: 50 },
    ]);
    const view = (await w.manager.call.get(form(evaluation.id))).json();
    expect(lineOf(view, made[1]!.id)).toMatchObject({
      is_numerical: false,
      scale: [1, 2, 3, 4, 5].map((n) => ({ value: n, min: n, max: n, response: `Level ${n}` })),
    });

    const refused = await w.manager.call.put(
      form(evaluation.id),
      {
        goals: [
          { goal_id: made[0]!.id, rating: 3 },
          { goal_id: made[1]!.id, rating: 9 },
        ],
      },
      'az',
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      [`goals.${made[0]!.id}`]: [translate('az', 'validation.invalid')],
      [`goals.${made[1]!.id}`]: [translate('az', 'validation.ratingInvalid')],
    });
    const wrongField = await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[1]!.id, actual: 3 }] });
    expect(wrongField.json()).toEqual({ [`goals.${made[1]!.id}`]: [translate('en', 'validation.invalid')] });
    const [row] = await t.deps.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row!.savedAt).toBeNull();

    const body = (
      await w.manager.call.put(form(evaluation.id), {
        goals: [
          { goal_id: made[0]!.id, actual: 25 },
          { goal_id: made[1]!.id, rating: 4 },
        ],
      })
    ).json();
    const care = ratingScore(
      4,
      [1, 2, 3, 4, 5].map((n) => ({ min: n, max: n, response: '' })),
    );
    expect(lineOf(body, made[1]!.id)).toMatchObject({ rating: 4, score: care });
    expect(body.goal_overall).toBe(
      roundScore(
        goalOverall([
          { weight: 50, score: 50 },
          { weight: 50, score: care },
        ])!,
      ),
    );
    expect(body.goal_overall).toBe(65);
  });

  it('a goal with sub goals takes its values on the sub goals and is scored from them (rule 4)', async () => {
    const template = await addTemplate(t.deps, w.scope, 'Sub scale');
    const { goals: made, evaluation } = await evaluatee([{ name: 'Parent', target: 100, weight: 100 }]);
    const [first, second] = await t.deps.db
      .insert(subGoals)
      .values([
        { ...w.scope, goalId: made[0]!.id, name: 'Response time', weight: 60, target: 10, isPositive: false },
        { ...w.scope, goalId: made[0]!.id, name: 'Politeness', weight: 40, isNumerical: false, target: null, scaleTemplateId: template.id },
      ])
      .returning();
    const onGoal = await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 50 }] });
    expect(onGoal.json()).toEqual({ [`goals.${made[0]!.id}`]: ['This item is not part of this evaluation.'] });

    const body = (
      await w.manager.call.put(form(evaluation.id), {
        sub_goals: [
          { sub_goal_id: first!.id, actual: 20 },
          { sub_goal_id: second!.id, rating: 5 },
        ],
      })
    ).json();
    const parent = lineOf(body, made[0]!.id);
    expect(parent.sub_goals.map((s) => [s.actual, s.rating, s.score])).toEqual([
      [20, null, 50],
      [null, 5, 100],
    ]);
    expect(parent.score).toBe(70);
    expect(body.goal_overall).toBe(70);
    const stored = await t.deps.db.select().from(subGoals).where(eq(subGoals.goalId, made[0]!.id));
    expect(stored.map((s) => [s.name, s.actual, s.rating]).sort()).toEqual([
      ['Politeness', null, 5],
      ['Response time', 20, null],
    ]);
  });

  it("a shared goal's actual is written for everyone who shares it", async () => {
    const group = randomUUID();
    const { person, goals: made, evaluation } = await evaluatee([{ name: 'Team revenue', target: 1000, weight: 100, shareGroup: group }], 'Sharer');
    const [other] = await t.deps.db
      .insert(goals)
      .values({
        ...w.scope,
        employeeId: w.coworker.id,
        periodId: w.period.id,
        frequencyId: w.round,
        name: 'Team revenue',
        weight: 10,
        target: 1000,
        shareGroup: group,
      })
      .returning();
    const view = (await w.manager.call.get(form(evaluation.id))).json();
    expect(lineOf(view, made[0]!.id).shared_with).toEqual([{ id: w.coworker.id, name: 'Cavid Coworker' }]);
    await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 900 }] });
    const rows = await t.deps.db.select({ id: goals.id, actual: goals.actual }).from(goals).where(eq(goals.shareGroup, group));
    expect(rows.map((r) => r.actual)).toEqual([900, 900]);
    expect(rows.map((r) => r.id).sort()).toEqual([made[0]!.id, other!.id].sort());
    expect(person.id).not.toBe(w.coworker.id);
  });

  it('submitting needs every goal and sub goal filled, then completes and locks the evaluation', async () => {
    const template = await addTemplate(t.deps, w.scope, 'Submit scale');
    const { goals: made, evaluation } = await evaluatee([
      { name: 'Count', target: 10, weight: 50 },
      { name: 'Style', isNumerical: false, target: null, scaleTemplateId: template.id, weight: 25 },
      { name: 'Parts', target: 10, weight: 25 },
    ]);
    const [part] = await t.deps.db
      .insert(subGoals)
      .values({ ...w.scope, goalId: made[2]!.id, name: 'Part', weight: 100, target: 5 })
      .returning();
    const missing = await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 10 }], submit: true });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({
      [`goals.${made[1]!.id}`]: ['Choose a rating.'],
      [`sub_goals.${part!.id}`]: ['Enter the actual value.'],
    });
    const [untouched] = await t.deps.db.select().from(goals).where(eq(goals.id, made[0]!.id));
    expect(untouched!.actual).toBeNull();

    const done = await w.manager.call.put(form(evaluation.id), {
      goals: [
        { goal_id: made[0]!.id, actual: 10 },
        { goal_id: made[1]!.id, rating: 5 },
      ],
      sub_goals: [{ sub_goal_id: part!.id, actual: 5 }],
      memo: 'All met',
      submit: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ editable: false, memo: 'All met', goal_overall: 100, evaluation: { completed: true } });
    const again = await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 1 }] });
    expect(again.statusCode).toBe(409);
    expect((await w.manager.call.get(`${LIST}?status=done`)).json().results.map((r: { id: number }) => r.id)).toContain(evaluation.id);
  });

  it("'No personal goal found for this employee.' when the evaluatee has no goal in the round; 'First set all personal goals!' below 100", async () => {
    const { evaluation } = await evaluatee([]);
    const view = (await w.manager.call.get(form(evaluation.id))).json();
    expect(view).toMatchObject({ goals: [], editable: false, locked_reason: 'No personal goal found for this employee.', goal_overall: null });
    const save = await w.manager.call.put(form(evaluation.id), { memo: 'Nothing to rate' });
    expect(save.statusCode).toBe(400);
    expect(save.json()).toEqual({ non_field_errors: ['No personal goal found for this employee.'] });

    const partial = await evaluatee([{ target: 10, weight: 70 }]);
    expect((await w.manager.call.get(form(partial.evaluation.id))).json()).toMatchObject({
      editable: false,
      locked_reason: 'First set all personal goals! The goal weights of Q1 add up to 70, not 100.',
    });
    const refused = await w.manager.call.put(form(partial.evaluation.id), { goals: [{ goal_id: partial.goals[0]!.id, actual: 5 }] }, 'ru');
    expect(refused.json()).toEqual({ non_field_errors: ['Сначала задайте все личные цели! Сумма весов целей этапа Q1 — 70, а не 100.'] });
    // A goal of another round of the period is not part of this round's evaluation.
    const otherRound = await t.deps.db
      .insert(goals)
      .values({ ...w.scope, employeeId: partial.person.id, periodId: w.period.id, frequencyId: null, name: 'Rest', weight: 30, target: 1 })
      .returning();
    expect((await w.manager.call.get(form(partial.evaluation.id))).json()).toMatchObject({ editable: true });
    expect(otherRound).toHaveLength(1);
  });

  it("'Do not have any changes to save.' when nothing differs", async () => {
    const { goals: made, evaluation } = await evaluatee([{ target: 10, weight: 100, actual: 4 }]);
    const res = await w.manager.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 4 }] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ non_field_errors: ['Do not have any changes to save.'] });
  });

  it('only the evaluator reaches the goal evaluation: the evaluatee, a coworker and a bystander get 404; a skill evaluation is no goal form', async () => {
    const { goals: made, evaluation } = await evaluatee([{ target: 10, weight: 100 }]);
    for (const who of [w.evaluatee, w.coworker, w.bystander]) {
      expect((await who.call.get(form(evaluation.id))).statusCode).toBe(404);
      expect((await who.call.put(form(evaluation.id), { goals: [{ goal_id: made[0]!.id, actual: 1 }] })).statusCode).toBe(404);
    }
    expect((await w.company.call.get(form(evaluation.id))).statusCode).toBe(404);
    const skill = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: w.bystander.id, evaluatorId: w.manager.id });
    expect((await w.manager.call.get(form(skill.id))).statusCode).toBe(404);
    const [goal] = await t.deps.db.select().from(goals).where(eq(goals.id, made[0]!.id));
    expect(goal!.actual).toBeNull();
  });

  it('lists the manager’s goal evaluations only', async () => {
    const { evaluation } = await evaluatee([{ target: 10, weight: 100 }], 'Listed');
    const list = (await w.manager.call.get(LIST)).json().results;
    expect(list.every((r: { kind: string }) => r.kind === 'goal')).toBe(true);
    expect(list.find((r: { id: number }) => r.id === evaluation.id)).toMatchObject({ editable: true, evaluatee: { full_name: 'Listed Holder' } });
    expect((await w.evaluatee.call.get(LIST)).json().results).toEqual([]);
  });
});
