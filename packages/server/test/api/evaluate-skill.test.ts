import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employeeSkills, evaluationEvents, evaluations, skillAnswers, surveyAnswers, surveyQuestions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee } from '../helpers/factories.ts';
import { addEmployeeSkill, addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addEvaluation, setEvaluation, team, type Team } from '../helpers/evaluate.ts';
import { createEvaluations } from '../helpers/evaluations.ts';
import { addPeriod, setRatingTemplate } from '../helpers/setup.ts';
import { COUNTED_APP_ENV, countStatements } from '../helpers/statement-count.ts';
import { tenant } from '../helpers/tenant.ts';

const LIST = '/api/wizard/skill-evaluations/';
const form = (id: number) => `/api/wizard/skill-evaluation-result/${id}/`;
const IN_ROUND = new Date('2026-03-15T10:00:00Z');

describe('the skill evaluation form (docs/product.md §5.5)', () => {
  let t: TestApp;
  let w: Team;

  beforeAll(async () => {
    t = await createTestApp();
    w = await team(t);
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  const evaluate = (evaluatorId: number, options: Partial<Parameters<typeof addEvaluation>[2]> = {}) =>
    addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: w.evaluatee.id, evaluatorId, ...options });
  const answersOf = (id: number) => t.deps.db.select().from(skillAnswers).where(eq(skillAnswers.evaluationId, id));

  it('shows every competency of the evaluatee with its description, the rating choices and the survey; nothing answered yet', async () => {
    const [question] = await t.deps.db
      .insert(surveyQuestions)
      .values({ ...w.scope, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 1 })
      .returning();
    const evaluation = await evaluate(w.manager.id);
    const res = await w.manager.call.get(form(evaluation.id));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.evaluation).toMatchObject({ id: evaluation.id, kind: 'skill', party: 'manager', active: true, completed: false, started: false });
    expect(body.evaluation.evaluatee).toMatchObject({ id: w.evaluatee.id, full_name: 'Elvin Evaluatee', position: { id: w.position, name: 'Seller' } });
    expect(body.skills.map((s: { id: number; name: string; description: string; answer: null }) => [s.name, s.description, s.answer])).toEqual([
      ['Accuracy', 'Gets the numbers right', null],
      ['Bargaining', '', null],
    ]);
    expect(body.scale).toEqual([1, 2, 3, 4, 5].map((n) => ({ value: n, min: n, max: n, response: `Level ${n}` })));
    expect(body.survey).toEqual([{ id: question!.id, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 1, answer: null }]);
    expect(body).toMatchObject({ editable: true, locked_reason: null, memo: '', goals: [], goal_overall: null, history: [] });
    await t.deps.db.delete(surveyQuestions).where(eq(surveyQuestions.id, question!.id));
  });

  it('keeps a draft across visits: leaving and coming back loses nothing', async () => {
    const [question] = await t.deps.db
      .insert(surveyQuestions)
      .values({ ...w.scope, question: 'Recommend?', options: ['Yes', 'No'] })
      .returning();
    const evaluation = await evaluate(w.coworker.id, { party: 'coworker' });
    const first = await w.coworker.call.put(form(evaluation.id), {
      answers: [{ skill_id: w.skills.a, rating: '4', comment: 'Careful with figures' }],
      survey: [{ question_id: question!.id, answer: 'Yes' }],
      memo: 'Half done',
    });
    expect(first.statusCode, first.body).toBe(200);
    const again = (await w.coworker.call.get(form(evaluation.id))).json();
    expect(again.skills.find((s: { id: number }) => s.id === w.skills.a).answer).toEqual({
      skill_id: w.skills.a,
      rating: 4,
      not_applicable: false,
      comment: 'Careful with figures',
    });
    expect(again.skills.find((s: { id: number }) => s.id === w.skills.b).answer).toBeNull();
    expect(again.survey[0].answer).toBe('Yes');
    expect(again.memo).toBe('Half done');
    expect(again.evaluation).toMatchObject({ started: true, completed: false, evaluation_date: '2026-03-15' });

    // A second draft changes only what it sends; an empty row takes an answer back.
    const second = await w.coworker.call.put(form(evaluation.id), {
      answers: [
        { skill_id: w.skills.b, not_applicable: true },
        { skill_id: w.skills.a, rating: null, comment: '' },
      ],
      survey: [{ question_id: question!.id, answer: '' }],
    });
    expect(second.statusCode, second.body).toBe(200);
    expect((await answersOf(evaluation.id)).map((a) => [a.skillId, a.rating, a.notApplicable])).toEqual([[w.skills.b, null, true]]);
    expect(await t.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.evaluationId, evaluation.id))).toEqual([]);
    expect(second.json().memo).toBe('Half done');
    await t.deps.db.delete(surveyQuestions).where(eq(surveyQuestions.id, question!.id));
  });

  it("answers 'Do not have any changes to save.' for an empty save and for one that repeats what is stored", async () => {
    const evaluation = await evaluate(w.bystander.id, { party: 'coworker' });
    const empty = await w.bystander.call.put(form(evaluation.id), {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ non_field_errors: ['Do not have any changes to save.'] });
    expect((await w.bystander.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 3 }], memo: 'x' })).statusCode).toBe(200);
    const same = await w.bystander.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 3 }], memo: 'x' }, 'ru');
    expect(same.json()).toEqual({ non_field_errors: ['Нет изменений для сохранения.'] });
    const [row] = await t.deps.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row!.completedAt).toBeNull();
  });

  it('refuses a rating that is no choice, a rating with "not applicable", a competency or question not on the form, and changes nothing', async () => {
    const [question] = await t.deps.db
      .insert(surveyQuestions)
      .values({ ...w.scope, question: 'Team player?', options: ['Yes', 'No'] })
      .returning();
    const other = await addSkill(t.deps, w.scope, 'Not on the list');
    const evaluation = await evaluate(w.manager.id, { frequencyId: (await addPeriod(t.deps, w.scope, ['Extra'])).rounds[0]!.id });
    const res = await w.manager.call.put(
      form(evaluation.id),
      {
        answers: [
          { skill_id: w.skills.a, rating: 7 },
          { skill_id: w.skills.b, rating: 2, not_applicable: true },
          { skill_id: other.id, rating: 3 },
        ],
        survey: [{ question_id: question!.id, answer: 'Maybe' }],
        memo: 'Should not be kept',
      },
      'az',
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      [`answers.${w.skills.a}`]: [translate('az', 'validation.ratingInvalid')],
      [`answers.${w.skills.b}`]: [translate('az', 'validation.ratingOrNotApplicable')],
      [`answers.${other.id}`]: [translate('az', 'validation.notOnEvaluation')],
      [`survey.${question!.id}`]: [translate('az', 'validation.surveyAnswerInvalid')],
    });
    expect(await answersOf(evaluation.id)).toEqual([]);
    const [row] = await t.deps.db.select().from(evaluations).where(eq(evaluations.id, evaluation.id));
    expect(row).toMatchObject({ memo: '', savedAt: null, evaluationDate: null });
    await t.deps.db.delete(surveyQuestions).where(eq(surveyQuestions.id, question!.id));
  });

  it('submitting checks every competency, then completes and locks the evaluation (409 afterwards)', async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Submit'])).rounds[0]!.id;
    const evaluation = await evaluate(w.manager.id, { frequencyId: round });
    const partial = await w.manager.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 5 }], submit: true });
    expect(partial.statusCode).toBe(400);
    expect(partial.json()).toEqual({ [`answers.${w.skills.b}`]: ['Rate this competency or mark it not applicable.'] });
    expect(await answersOf(evaluation.id)).toEqual([]);

    const none = await w.manager.call.put(form(evaluation.id), { submit: true });
    expect(Object.keys(none.json()).sort()).toEqual([`answers.${w.skills.a}`, `answers.${w.skills.b}`].sort());

    const done = await w.manager.call.put(form(evaluation.id), {
      answers: [
        { skill_id: w.skills.a, rating: 5 },
        { skill_id: w.skills.b, not_applicable: true },
      ],
      submit: true,
    });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ editable: false, locked_reason: 'This evaluation is completed. Only an admin can reopen it.' });
    expect(done.json().evaluation).toMatchObject({ completed: true, completed_at: IN_ROUND.toISOString() });
    const events = await t.deps.db.select().from(evaluationEvents).where(eq(evaluationEvents.evaluationId, evaluation.id));
    expect(events.map((e) => [e.action, e.accountId])).toEqual([['submitted', w.manager.accountId]]);

    const after = await w.manager.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 1 }] });
    expect(after.statusCode).toBe(409);
    expect(after.json()).toMatchObject({ code: 'evaluation_completed', detail: 'This evaluation is completed. Only an admin can reopen it.' });
    expect((await answersOf(evaluation.id)).find((a) => a.skillId === w.skills.a)!.rating).toBe(5);
  });

  it("outside the round's dates the form is read-only with the seed's message, and a save is refused", async () => {
    const evaluation = await evaluate(w.coworker.id, { party: 'coworker', frequencyId: (await addPeriod(t.deps, w.scope, ['Dates'])).rounds[0]!.id });
    for (const now of ['2025-12-31T23:00:00Z', '2027-01-01T08:00:00Z']) {
      t.deps.clock.now = () => new Date(now);
      const res = await w.coworker.call.get(form(evaluation.id));
      expect(res.json()).toMatchObject({ editable: false, locked_reason: 'The evaluation date must lie between the start and end dates.' });
      const save = await w.coworker.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 2 }] }, 'ru');
      expect(save.statusCode).toBe(400);
      expect(save.json()).toEqual({ non_field_errors: [translate('ru', 'validation.dateInRange')] });
    }
    expect(await answersOf(evaluation.id)).toEqual([]);
    // The last day of the round is still inside it.
    t.deps.clock.now = () => new Date('2026-12-31T22:00:00Z');
    expect((await w.coworker.call.get(form(evaluation.id))).json().editable).toBe(true);
  });

  it('a self evaluation is the evaluatee’s own; an evaluatee never reaches the others about them', async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Self'])).rounds[0]!.id;
    const self = await evaluate(w.evaluatee.id, { frequencyId: round, party: 'self' });
    const byManager = await evaluate(w.manager.id, { frequencyId: round });
    const selfForm = await w.evaluatee.call.get(form(self.id));
    expect(selfForm.statusCode).toBe(200);
    expect(selfForm.json().evaluation).toMatchObject({ party: 'self', evaluatee: { id: w.evaluatee.id }, evaluator: { id: w.evaluatee.id } });
    expect((await w.evaluatee.call.get(form(byManager.id))).statusCode).toBe(404);
    expect((await w.evaluatee.call.put(form(byManager.id), { answers: [{ skill_id: w.skills.a, rating: 5 }] })).statusCode).toBe(404);
    const mine = (await w.evaluatee.call.get(`${LIST}?status=all`)).json();
    expect(mine.results.map((r: { id: number }) => r.id)).toEqual([self.id]);
  });

  it("another person's evaluation is 404 to the evaluatee, another evaluator, a bystander and another company; so are inactive and terminated cards", async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Reach'])).rounds[0]!.id;
    const evaluation = await evaluate(w.manager.id, { frequencyId: round });
    const other = await tenant(t);
    const strangers = [w.evaluatee.call, w.coworker.call, w.bystander.call, w.company.call, other.call];
    for (const who of strangers) {
      const read = await who.get(form(evaluation.id));
      expect(read.statusCode).toBe(404);
      expect(read.json()).toMatchObject({ code: 'not_found' });
      expect((await who.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 5 }] })).statusCode).toBe(404);
    }
    expect(await answersOf(evaluation.id)).toEqual([]);
    // Company A's id sent with another company's token in company A's project: the project is not theirs.
    expect((await other.as(other.token, w.scope.projectId).get(form(evaluation.id))).statusCode).toBe(404);
    // The manager in another project of the company (not an employee there) reaches nothing either.
    const project = await w.company.addProject();
    expect((await w.company.as(w.manager.token, project.id).get(form(evaluation.id))).statusCode).toBe(404);

    await setEvaluation(t.deps, evaluation.id, { activatedAt: null });
    expect((await w.manager.call.get(form(evaluation.id))).statusCode).toBe(404);
    await setEvaluation(t.deps, evaluation.id, { activatedAt: new Date(), terminatedAt: new Date() });
    expect((await w.manager.call.get(form(evaluation.id))).statusCode).toBe(404);
    expect((await w.manager.call.put(form(evaluation.id), { memo: 'x' })).statusCode).toBe(404);
  });

  it("an evaluator never sees another evaluator's answers", async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Private'])).rounds[0]!.id;
    const mine = await evaluate(w.manager.id, { frequencyId: round });
    const theirs = await evaluate(w.coworker.id, { frequencyId: round, party: 'coworker' });
    await w.manager.call.put(form(mine.id), { answers: [{ skill_id: w.skills.a, rating: 1, comment: 'Manager only' }], memo: 'Private memo' });
    const coworkerView = (await w.coworker.call.get(form(theirs.id))).json();
    expect(coworkerView.skills.every((s: { answer: unknown }) => s.answer === null)).toBe(true);
    expect(coworkerView.memo).toBe('');
    expect(JSON.stringify(coworkerView)).not.toContain('Manager only');
  });

  it('lists only periodic competencies of the round’s period, and an own list replaces the position’s', async () => {
    const period = await addPeriod(t.deps, w.scope, ['Periodic']);
    const elsewhere = await addPeriod(t.deps, w.scope, ['Elsewhere']);
    const now = await addSkill(t.deps, w.scope, 'Closing (this period)', { periodIds: [period.id] });
    const later = await addSkill(t.deps, w.scope, 'Forecasting (other period)', { periodIds: [elsewhere.id] });
    await addPositionSkill(t.deps, w.scope.companyId, w.position, now.id, 0, null);
    await addPositionSkill(t.deps, w.scope.companyId, w.position, later.id, 0, null);
    const evaluation = await evaluate(w.manager.id, { frequencyId: period.rounds[0]!.id });
    const names = async () => (await w.manager.call.get(form(evaluation.id))).json().skills.map((s: { name: string }) => s.name);
    expect(await names()).toEqual(['Accuracy', 'Bargaining', 'Closing (this period)']);

    const own = await addSkill(t.deps, w.scope, 'Own competency');
    await addEmployeeSkill(t.deps, w.scope.companyId, w.evaluatee.id, own.id, 1);
    expect(await names()).toEqual(['Own competency']);
    // A competency of the position is no longer on the form.
    const refused = await w.manager.call.put(form(evaluation.id), { answers: [{ skill_id: w.skills.a, rating: 3 }] });
    expect(refused.json()).toEqual({ [`answers.${w.skills.a}`]: ['This item is not part of this evaluation.'] });
    await t.deps.db.delete(employeeSkills).where(eq(employeeSkills.employeeId, w.evaluatee.id));
  });

  it('without a rating template the form is locked and a save answers 409', async () => {
    const round = (await addPeriod(t.deps, w.scope, ['No template'])).rounds[0]!.id;
    const evaluation = await evaluate(w.manager.id, { frequencyId: round });
    await setRatingTemplate(t.deps, w.scope, null);
    try {
      const res = (await w.manager.call.get(form(evaluation.id))).json();
      expect(res).toMatchObject({ editable: false, scale: [], locked_reason: translate('en', 'errors.noRatingTemplate') });
      const save = await w.manager.call.put(form(evaluation.id), { memo: 'Later' });
      expect(save.statusCode).toBe(409);
      expect(save.json().code).toBe('no_rating_template');
      const list = (await w.manager.call.get(LIST)).json();
      expect(list.results.find((r: { id: number }) => r.id === evaluation.id).editable).toBe(false);
    } finally {
      await setRatingTemplate(t.deps, w.scope, w.template);
    }
  });

  it('a goal evaluation is not a skill form (404)', async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Kinds'])).rounds[0]!.id;
    const goal = await evaluate(w.manager.id, { frequencyId: round, kind: 'goal' });
    expect((await w.manager.call.get(form(goal.id))).statusCode).toBe(404);
    expect((await w.manager.call.put(form(goal.id), { memo: 'x' })).statusCode).toBe(404);
  });
});

describe('/evaluate: my skill evaluations (docs/product.md §5.5)', () => {
  let t: TestApp;
  let w: Team;

  beforeAll(async () => {
    t = await createTestApp();
    w = await team(t);
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  it('lists the caller’s activated, not terminated evaluations of the project by round end and evaluatee, to do, done or all', async () => {
    const late = await addPeriod(t.deps, w.scope, ['Late'], { start: '2026-01-01', end: '2026-12-31' });
    const early = await addPeriod(t.deps, w.scope, ['Early'], { start: '2026-01-01', end: '2026-06-30' });
    const add = (frequencyId: number, evaluateeId: number, options: Partial<Parameters<typeof addEvaluation>[2]> = {}) =>
      addEvaluation(t.deps, w.scope, { frequencyId, evaluateeId, evaluatorId: w.manager.id, ...options });
    const lateElvin = await add(late.rounds[0]!.id, w.evaluatee.id);
    const lateCavid = await add(late.rounds[0]!.id, w.coworker.id);
    const earlyElvin = await add(early.rounds[0]!.id, w.evaluatee.id, { completed: true });
    await add(early.rounds[0]!.id, w.coworker.id, { active: false });
    await add(early.rounds[0]!.id, w.bystander.id, { terminated: true });
    await add(late.rounds[0]!.id, w.bystander.id, { kind: 'goal' });
    await addEvaluation(t.deps, w.scope, { frequencyId: late.rounds[0]!.id, evaluateeId: w.evaluatee.id, evaluatorId: w.coworker.id, party: 'coworker' });

    const all = (await w.manager.call.get(LIST)).json();
    expect(all.results.map((r: { id: number }) => r.id)).toEqual([earlyElvin.id, lateCavid.id, lateElvin.id]);
    expect(all.results.map((r: { editable: boolean }) => r.editable)).toEqual([false, true, true]);
    expect(all.results[1]).toMatchObject({
      kind: 'skill',
      round: { end_date: '2026-12-31' },
      evaluatee: { full_name: 'Cavid Coworker', position: { name: 'Seller' } },
    });
    expect((await w.manager.call.get(`${LIST}?status=todo`)).json().results.map((r: { id: number }) => r.id)).toEqual([lateCavid.id, lateElvin.id]);
    expect((await w.manager.call.get(`${LIST}?status=done`)).json().results.map((r: { id: number }) => r.id)).toEqual([earlyElvin.id]);
    expect((await w.bystander.call.get(LIST)).json().results).toEqual([]);

    // After the round's end, the row is still listed but no longer editable.
    t.deps.clock.now = () => new Date('2026-07-02T00:00:00Z');
    const summer = (await w.manager.call.get(LIST)).json().results;
    expect(summer.map((r: { editable: boolean }) => r.editable)).toEqual([false, true, true]);
    t.deps.clock.now = () => IN_ROUND;
  });

  it('a company admin who is nobody’s evaluator has an empty list, and the list needs a project', async () => {
    expect((await w.company.call.get(LIST)).json()).toEqual({ results: [] });
    const none = await w.company.as(w.company.token, null).get(LIST);
    expect(none.statusCode).toBe(400);
  });

  it('terminated evaluations drop out even when completed', async () => {
    const round = (await addPeriod(t.deps, w.scope, ['Dropped'])).rounds[0]!.id;
    const gone = await addEvaluation(t.deps, w.scope, { frequencyId: round, evaluateeId: w.evaluatee.id, evaluatorId: w.bystander.id, completed: true });
    expect((await w.bystander.call.get(LIST)).json().results.map((r: { id: number }) => r.id)).toEqual([gone.id]);
    await setEvaluation(t.deps, gone.id, { terminatedAt: new Date() });
    expect((await w.bystander.call.get(LIST)).json().results).toEqual([]);
  });
});

describe('the list and the form load in a few statements, whatever their size (no N+1)', () => {
  let t: TestApp;
  let w: Team;

  beforeAll(async () => {
    t = await createTestApp(COUNTED_APP_ENV);
    w = await team(t);
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  /** The statements sent while answering one request, every one counted at the driver (the caller's included). */
  async function statements(request: () => Promise<{ statusCode: number }>) {
    const counter = countStatements(t.database);
    try {
      const { result, statements } = await counter.during(request);
      expect(result.statusCode).toBe(200);
      return statements.length;
    } finally {
      counter.stop();
    }
  }

  it('a manager with 50 evaluations and a form with 30 competencies take as many statements as one with one each', async () => {
    const small = await addPeriod(t.deps, w.scope, ['Small']);
    const one = await addEvaluation(t.deps, w.scope, {
      frequencyId: small.rounds[0]!.id,
      evaluateeId: w.evaluatee.id,
      evaluatorId: w.bystander.id,
      party: 'coworker',
    });
    const smallList = await statements(() => w.bystander.call.get(LIST));
    const smallForm = await statements(() => w.bystander.call.get(form(one.id)));

    const big = await addPeriod(t.deps, w.scope, ['Big']);
    const person = await addEmployee(t.deps, w.scope, { departmentId: w.department });
    for (let i = 0; i < 30; i++) await addEmployeeSkill(t.deps, w.scope.companyId, person.id, (await addSkill(t.deps, w.scope, `Skill ${i}`)).id, 0.01);
    const evaluatees = [person.id];
    for (let i = 0; i < 49; i++) evaluatees.push((await addEmployee(t.deps, w.scope, { departmentId: w.department })).id);
    const made = await createEvaluations(
      t.deps,
      w.scope,
      big.rounds[0]!.id,
      evaluatees.map((evaluateeId) => ({ evaluateeId, evaluatorId: w.manager.id, activated: true })),
    );
    await w.manager.call.put(form(made[0]!.id), { answers: [{ skill_id: (await w.manager.call.get(form(made[0]!.id))).json().skills[3].id, rating: 2 }] });

    const bigList = await statements(() => w.manager.call.get(LIST));
    const bigForm = await statements(() => w.manager.call.get(form(made[0]!.id)));
    expect((await w.manager.call.get(LIST)).json().results.length).toBeGreaterThanOrEqual(50);
    expect((await w.manager.call.get(form(made[0]!.id))).json().skills).toHaveLength(30);
    expect(bigList).toBe(smallList);
    expect(bigForm).toBe(smallForm);
    expect(smallList).toBeGreaterThan(0);
    expect(bigForm).toBeGreaterThan(0);
    // The caller, and the form with its content (details.ts evaluatorForm).
    expect(bigForm).toBeLessThanOrEqual(2);
  });
});
