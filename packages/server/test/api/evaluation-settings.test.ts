import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { projectSettings, surveyAnswers, surveyQuestions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createEvaluations, seedRound, type SeededRound } from '../helpers/evaluations.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** The project's evaluation settings (docs/product.md §5.4, §5.5, §5.6, §5.9, §7.9) and the survey of its forms (§5.10). */

const SETTINGS = '/api/wizard/evaluation-settings/';
const SURVEY = '/api/wizard/survey/';

/** The dashboards' two settings (§7.9): ranked with a goal overall and a skill overall; users see no department top 10. */
const DASHBOARD_DEFAULTS = { ranking_rule: 'goal_and_skill', show_department_top_ten: false };
const DEFAULTS = {
  coworker_count: 3,
  reminder_days: [7, 1],
  remind_after_end: true,
  show_result_before_calibration: false,
  min_evaluators: 2,
  ...DASHBOARD_DEFAULTS,
};

describe('evaluation settings (docs/product.md §5.4, §5.5, §5.6, §5.9)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('has the defaults until saved: 3 coworkers, reminders 7 and 1 days before the end and once after, results hidden until calibration, 2 evaluators', async () => {
    const res = await acme.call.get(SETTINGS);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual(DEFAULTS);
  });

  it('saves them for the selected project only', async () => {
    const res = await acme.call.put(SETTINGS, {
      coworker_count: '5',
      reminder_days: [1, 14, 3],
      remind_after_end: false,
      show_result_before_calibration: true,
      min_evaluators: '3',
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = {
      coworker_count: 5,
      reminder_days: [14, 3, 1],
      remind_after_end: false,
      show_result_before_calibration: true,
      min_evaluators: 3,
      ...DASHBOARD_DEFAULTS,
    };
    expect(res.json()).toEqual(saved);
    expect((await acme.call.get(SETTINGS)).json()).toEqual(saved);
    const [row] = await t.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, acme.projectId));
    expect([row!.showResultBeforeCalibration, row!.minEvaluators]).toEqual([true, 3]);
    const other = await acme.addProject();
    expect((await acme.inProject(other.id).get(SETTINGS)).json()).toEqual(DEFAULTS);
    // No reminders at all, and no coworkers proposed, are settings too; left out, the result and dashboard settings take their defaults.
    expect((await acme.call.put(SETTINGS, { coworker_count: 0, reminder_days: [], remind_after_end: false })).json()).toEqual({
      coworker_count: 0,
      reminder_days: [],
      remind_after_end: false,
      show_result_before_calibration: false,
      min_evaluators: 2,
      ...DASHBOARD_DEFAULTS,
    });
  });

  it('saves the ranking rule and whether users see their department’s top 10, and reads them back (docs/product.md §7.9)', async () => {
    const project = await acme.addProject();
    const as = acme.inProject(project.id);
    const body = { coworker_count: 3, reminder_days: [7, 1], remind_after_end: true };
    for (const [ranking_rule, show_department_top_ten] of [
      ['final_score', true],
      ['all_completed', false],
      ['goal_and_skill', true],
    ] as const) {
      const res = await as.put(SETTINGS, { ...body, ranking_rule, show_department_top_ten });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ ranking_rule, show_department_top_ten });
      expect((await as.get(SETTINGS)).json()).toEqual({ ...DEFAULTS, ranking_rule, show_department_top_ten });
      const [row] = await t.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, project.id));
      expect([row!.rankingRule, row!.showDepartmentTopTen]).toEqual([ranking_rule, show_department_top_ten]);
    }
    // Left out, both take their defaults again; the first project never had them changed.
    expect((await as.put(SETTINGS, body)).json()).toEqual(DEFAULTS);
    expect((await acme.call.get(SETTINGS)).json()).toMatchObject(DASHBOARD_DEFAULTS);
  });

  it('refuses bad values field by field, translated, and changes nothing', async () => {
    await acme.call.put(SETTINGS, { coworker_count: 2, reminder_days: [7], remind_after_end: true });
    const [before] = await t.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, acme.projectId));
    const cases: Array<[unknown, string]> = [
      [{ coworker_count: 11, reminder_days: [7], remind_after_end: true }, 'coworker_count'],
      [{ coworker_count: 1.5, reminder_days: [7], remind_after_end: true }, 'coworker_count'],
      [{ coworker_count: 'many', reminder_days: [7], remind_after_end: true }, 'coworker_count'],
      [{ coworker_count: 2, reminder_days: [0], remind_after_end: true }, 'reminder_days'],
      [{ coworker_count: 2, reminder_days: [7, 61], remind_after_end: true }, 'reminder_days'],
      [{ coworker_count: 2, reminder_days: [7, 7], remind_after_end: true }, 'reminder_days'],
      [{ coworker_count: 2, reminder_days: [1, 2, 3, 4, 5, 6], remind_after_end: true }, 'reminder_days'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: 'yes' }, 'remind_after_end'],
      [{ coworker_count: 2, reminder_days: [7] }, 'remind_after_end'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, show_result_before_calibration: 'yes' }, 'show_result_before_calibration'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, min_evaluators: 0 }, 'min_evaluators'],
      // One evaluator on their own would be identified (docs/product.md §5.9).
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, min_evaluators: 1 }, 'min_evaluators'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, min_evaluators: 11 }, 'min_evaluators'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, min_evaluators: 2.5 }, 'min_evaluators'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, ranking_rule: 'best_guess' }, 'ranking_rule'],
      [{ coworker_count: 2, reminder_days: [7], remind_after_end: true, show_department_top_ten: 'yes' }, 'show_department_top_ten'],
    ];
    for (const [body, field] of cases) {
      const res = await acme.call.put(SETTINGS, body, 'ru');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toHaveProperty([field]);
    }
    expect((await acme.call.put(SETTINGS, { coworker_count: 2, reminder_days: [7, 7], remind_after_end: true }, 'az')).json().reminder_days).toEqual([
      translate('az', 'validation.duplicateEntry'),
    ]);
    const [after] = await t.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, acme.projectId));
    expect(after).toEqual(before);
  });

  it('needs a selected project', async () => {
    const res = await acme.as(acme.token, null).get(SETTINGS);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty(['x-project-id']);
  });
});

describe('the survey of the evaluation forms (docs/product.md §5.10)', () => {
  let t: TestApp;
  let acme: Tenant;
  let w: SeededRound;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    w = await seedRound(t, acme);
  });
  afterAll(() => t.close());

  const create = (body: unknown, lang?: string) => acme.call.post(SURVEY, body, lang);

  it('adds questions with their options and lists them in order', async () => {
    const second = await create({ question: 'Would you work with them again?', options: ['Yes', 'No', 'Maybe'], position: 2 });
    expect(second.statusCode, second.body).toBe(201);
    expect(second.json()).toMatchObject({ question: 'Would you work with them again?', options: ['Yes', 'No', 'Maybe'], position: 2 });
    const first = await create({ question: 'Is the workload fair?', options: ['Yes', 'No'], position: 1 });
    const listed = await acme.call.get(SURVEY);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((q: { id: number }) => q.id)).toEqual([first.json().id, second.json().id]);
    // Another project has a survey of its own.
    const other = await acme.addProject();
    expect((await acme.inProject(other.id).get(SURVEY)).json()).toEqual([]);
  });

  it('a change of options removes only the answers to options no longer offered', async () => {
    const question = (await create({ question: 'Team spirit?', options: ['High', 'Medium', 'Low'] })).json();
    const people = w.people;
    const rows = await createEvaluations(t.deps, acme, w.round.id, [
      { evaluateeId: people.ali.id, evaluatorId: people.maria.id, party: 'manager', activated: true },
      { evaluateeId: people.aysel.id, evaluatorId: people.maria.id, party: 'manager', activated: true },
      { evaluateeId: people.bahruz.id, evaluatorId: people.maria.id, party: 'manager', activated: true },
    ]);
    await t.deps.db
      .insert(surveyAnswers)
      .values(rows.map((r, i) => ({ evaluationId: r.id, questionId: question.id, projectId: acme.projectId, answer: ['High', 'Medium', 'Low'][i]! })));
    const res = await acme.call.put(`${SURVEY}${question.id}/`, { question: 'Team spirit', options: ['High', 'Low', 'None'], position: 3 });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ id: question.id, question: 'Team spirit', options: ['High', 'Low', 'None'], position: 3 });
    const kept = await t.deps.db.select({ answer: surveyAnswers.answer }).from(surveyAnswers).where(eq(surveyAnswers.questionId, question.id));
    expect(kept.map((a) => a.answer).sort()).toEqual(['High', 'Low']);

    const removed = await acme.call.delete(`${SURVEY}${question.id}/`);
    expect(removed.statusCode).toBe(204);
    expect(await t.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.questionId, question.id))).toEqual([]);
    expect((await acme.call.delete(`${SURVEY}${question.id}/`)).statusCode).toBe(404);
  });

  it('refuses bad questions field by field, translated, and changes nothing', async () => {
    const count = async () => (await t.deps.db.select().from(surveyQuestions)).length;
    const before = await count();
    const one = await create({ question: 'Only one?', options: ['Yes'] }, 'az');
    expect(one.statusCode).toBe(400);
    expect(one.json().options).toEqual([translate('az', 'validation.surveyOptions')]);
    const cases: Array<[unknown, string]> = [
      [{ question: '', options: ['Yes', 'No'] }, 'question'],
      [{ question: '   ', options: ['Yes', 'No'] }, 'question'],
      [{ question: 'Q', options: ['Yes', 'yes'] }, 'options'],
      [{ question: 'Q', options: ['Yes', ''] }, 'options'],
      [{ question: 'Q', options: Array.from({ length: 11 }, (_, i) => `O${i}`) }, 'options'],
      [{ question: 'Q', options: ['Yes', 'No'], position: -1 }, 'position'],
      [{ question: 'Q' }, 'options'],
    ];
    for (const [body, field] of cases) {
      const res = await create(body, 'ru');
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json(), JSON.stringify(body)).toHaveProperty([field]);
    }
    expect(await count()).toBe(before);
  });

  it('another project’s or company’s question is not found', async () => {
    const other = await acme.addProject();
    const theirs = (await acme.inProject(other.id).post(SURVEY, { question: 'Elsewhere?', options: ['Yes', 'No'] })).json();
    const body = { question: 'Taken over?', options: ['Yes', 'No'] };
    expect((await acme.call.put(`${SURVEY}${theirs.id}/`, body)).statusCode).toBe(404);
    expect((await acme.call.delete(`${SURVEY}${theirs.id}/`)).statusCode).toBe(404);
    const globex = await tenant(t);
    expect((await globex.call.put(`${SURVEY}${theirs.id}/`, body)).statusCode).toBe(404);
    expect((await globex.call.delete(`${SURVEY}${theirs.id}/`)).statusCode).toBe(404);
    const [row] = await t.deps.db.select().from(surveyQuestions).where(eq(surveyQuestions.id, theirs.id));
    expect(row!.question).toBe('Elsewhere?');
  });
});
