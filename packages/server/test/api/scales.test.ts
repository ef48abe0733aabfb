import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { positionalGoals, projectSettings, responseScales, subGoals, goals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, addProject, signIn } from '../helpers/factories.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** Response scale templates and their ranges, the ready-made templates and the project's scale choices. */

let t: TestApp;
let acme: Tenant;
let globex: Tenant;

type Body = Record<string, unknown>;

const FIVE = [
  { min: 3, max: 3, response: 'Good' },
  { min: 1, max: 1, response: 'Poor' },
  { min: 5, max: 5, response: 'Excellent' },
  { min: 2, max: 2, response: 'Fair' },
  { min: 4, max: 4, response: 'Very good' },
];

async function newTemplate(name: string, scales: Body[] = FIVE, who = acme.call) {
  const res = await who.post('/api/wizard/response-scale-template/', {
    name,
    scales,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    name: string;
    scales: Array<{ id: number; min: number; max: number; response: string }>;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await tenant(t, { company: 'Acme' });
  globex = await tenant(t, { company: 'Globex' });
});
afterAll(() => t.close());

describe('response scale templates', () => {
  it('creates a template with its ranges ordered by min, its largest max and the project’s flags', async () => {
    const created = await newTemplate('Stars');
    expect(created).toMatchObject({
      name: 'Stars',
      max: 5,
      is_rating_default: false,
      is_final_score_scale: false,
    });
    expect(created.scales.map((s) => [s.min, s.max, s.response])).toEqual([
      [1, 1, 'Poor'],
      [2, 2, 'Fair'],
      [3, 3, 'Good'],
      [4, 4, 'Very good'],
      [5, 5, 'Excellent'],
    ]);
    const empty = await newTemplate('Empty', []);
    expect(empty).toMatchObject({ scales: [], max: null });
    const list = (await acme.call.get('/api/wizard/response-scale-template/')).json();
    expect(list.map((l: Body) => l.name)).toEqual(expect.arrayContaining(['Empty', 'Stars']));
  });

  it('refuses overlapping ranges, min above max, negative bounds, a blank response and a name in use', async () => {
    await newTemplate('Taken');
    const overlap = await acme.call.post('/api/wizard/response-scale-template/', {
      name: 'Grades',
      scales: [
        { min: 0, max: 49, response: 'Low' },
        { min: 49, max: 79, response: 'Mid' },
        { min: 90, max: 80, response: 'High' },
      ],
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({
      'scales.1.min': ['The ranges of a scale must not overlap.'],
      'scales.2.min': ['The minimum must not be greater than the maximum.'],
    });
    const ru = await acme.call.post(
      '/api/wizard/response-scale-template/',
      {
        name: 'Grades',
        scales: [
          { min: 0, max: 10, response: 'A' },
          { min: 5, max: 6, response: 'B' },
        ],
      },
      'ru',
    );
    expect(ru.json()).toEqual({
      'scales.1.min': ['Диапазоны шкалы не должны пересекаться.'],
    });
    const negative = await acme.call.post('/api/wizard/response-scale-template/', {
      name: 'Negative',
      scales: [
        { min: -1, max: 1, response: 'A' },
        { min: 2, max: 3, response: ' ' },
      ],
    });
    expect(negative.json()).toEqual({
      scales: ['Enter a valid value.', 'This field is required'],
    });
    const taken = await acme.call.post('/api/wizard/response-scale-template/', {
      name: 'TAKEN',
      scales: [],
    });
    expect(taken.json()).toEqual({
      name: ['This name is already in use here.'],
    });
    const blank = await acme.call.post('/api/wizard/response-scale-template/', { name: '', scales: [] }, 'az');
    expect(blank.json()).toEqual({ name: ['Bu sahə mütləqdir'] });
  });

  it('replaces a template’s name and ranges', async () => {
    const template = await newTemplate('Three');
    const res = await acme.call.put(`/api/wizard/response-scale-template/${template.id}/`, {
      name: 'Three levels',
      scales: [
        { min: 0, max: 0.5, response: 'Low' },
        { min: 0.6, max: 1, response: 'High' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: template.id,
      name: 'Three levels',
      max: 1,
    });
    expect(res.json().scales.map((s: Body) => s.response)).toEqual(['Low', 'High']);
    expect(await t.deps.db.select().from(responseScales).where(eq(responseScales.templateId, template.id))).toHaveLength(2);
    const bad = await acme.call.put(`/api/wizard/response-scale-template/${template.id}/`, {
      name: 'Three levels',
      scales: [{ min: 2, max: 1, response: 'X' }],
    });
    expect(bad.json()).toEqual({
      'scales.0.min': ['The minimum must not be greater than the maximum.'],
    });
  });

  it('refuses to delete a template goals are rated on', async () => {
    const used = await newTemplate('Used by a positional goal');
    await t.deps.db.insert(positionalGoals).values({
      companyId: acme.companyId,
      projectId: acme.projectId,
      name: 'Quality',
      weight: 1,
      isNumerical: false,
      scaleTemplateId: used.id,
    });
    const refused = await acme.call.delete(`/api/wizard/response-scale-template/${used.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({
      detail: 'Goals still use this response scale. Change their scale first.',
      code: 'template_in_use',
    });

    const bySub = await newTemplate('Used by a sub goal');
    const employee = await addEmployee(t.deps, acme);
    const period = (
      await acme.call.post('/api/wizard/period/', {
        name: 'P',
        start_date: '2025-01-01',
        end_date: '2025-12-31',
      })
    ).json();
    const [goal] = await t.deps.db
      .insert(goals)
      .values({
        companyId: acme.companyId,
        projectId: acme.projectId,
        employeeId: employee.id,
        periodId: period.id,
        name: 'Goal',
        weight: 1,
      })
      .returning();
    await t.deps.db.insert(subGoals).values({
      companyId: acme.companyId,
      projectId: acme.projectId,
      goalId: goal!.id,
      name: 'Part',
      weight: 1,
      isNumerical: false,
      scaleTemplateId: bySub.id,
    });
    expect((await acme.call.delete(`/api/wizard/response-scale-template/${bySub.id}/`)).statusCode).toBe(409);
  });

  it('refuses to delete the project’s final score scale or rating template, saying so; once unset it can go (docs/product.md §3.3)', async () => {
    const here = acme.inProject((await acme.addProject()).id);
    const make = async (name: string) =>
      (await here.post('/api/wizard/response-scale-template/', { name, scales: [{ min: 1, max: 5, response: 'Any' }] })).json();
    const grades = await make('Grades');
    const rating = await make('Rating');
    await here.put('/api/wizard/final-score-scale/', { rating_template_id: rating.id, final_score_template_id: grades.id });

    const final = await here.delete(`/api/wizard/response-scale-template/${grades.id}/`);
    expect(final.statusCode).toBe(409);
    expect(final.json()).toEqual({
      detail: 'This is the project’s final score scale. Choose another final score scale first.',
      code: 'template_is_final_score_scale',
    });
    const ratingRefused = await here.delete(`/api/wizard/response-scale-template/${rating.id}/`, 'ru');
    expect(ratingRefused.statusCode).toBe(409);
    expect(ratingRefused.json()).toEqual({
      detail: 'Это шкала оценки проекта. Сначала выберите другую шкалу оценки.',
      code: 'template_is_rating_scale',
    });
    expect((await here.delete(`/api/wizard/response-scale-template/${grades.id}/`, 'az')).json().detail).toBe(
      'Bu, layihənin yekun bal şkalasıdır. Əvvəlcə başqa yekun bal şkalası seçin.',
    );
    // Nothing changed: both are still chosen.
    expect((await here.get('/api/wizard/final-score-scale/')).json()).toEqual({ rating_template_id: rating.id, final_score_template_id: grades.id });

    await here.put('/api/wizard/final-score-scale/', { rating_template_id: null, final_score_template_id: null });
    expect((await here.delete(`/api/wizard/response-scale-template/${grades.id}/`)).statusCode).toBe(204);
    expect((await here.delete(`/api/wizard/response-scale-template/${rating.id}/`)).statusCode).toBe(204);
    expect((await here.delete(`/api/wizard/response-scale-template/${rating.id}/`)).statusCode).toBe(404);
  });

  it('another company finds none of the templates', async () => {
    const template = await newTemplate('Private');
    // A company of its own, which has made no templates (globex makes one in a test below).
    const foreign = (await tenant(t, { company: 'Initech' })).call;
    expect((await foreign.get('/api/wizard/response-scale-template/')).json()).toEqual([]);
    expect((await foreign.put(`/api/wizard/response-scale-template/${template.id}/`, { name: 'Mine', scales: [] })).statusCode).toBe(404);
    expect((await foreign.delete(`/api/wizard/response-scale-template/${template.id}/`)).statusCode).toBe(404);
    expect((await foreign.get(`/api/wizard/response-scale/?template_id=${template.id}`)).statusCode).toBe(404);
  });
});

describe('single ranges', () => {
  let template: { id: number; scales: Array<{ id: number }> };
  beforeAll(async () => {
    template = await newTemplate('Grades', [
      { min: 0, max: 49, response: 'Below' },
      { min: 80, max: 100, response: 'Above' },
    ]);
  });

  it('adds, lists, changes and removes a range', async () => {
    const added = await acme.call.post('/api/wizard/response-scale/', {
      template_id: template.id,
      min: 50,
      max: 79,
      response: 'Meets',
    });
    expect(added.statusCode, added.body).toBe(201);
    expect(added.json()).toMatchObject({
      template_id: template.id,
      min: 50,
      max: 79,
      response: 'Meets',
    });
    const list = (await acme.call.get(`/api/wizard/response-scale/?template_id=${template.id}`)).json();
    expect(list.map((s: Body) => s.response)).toEqual(['Below', 'Meets', 'Above']);

    const changed = await acme.call.put(`/api/wizard/response-scale/${added.json().id}/`, {
      template_id: template.id,
      min: 50,
      max: 79.99,
      response: 'Meets expectations',
    });
    expect(changed.json()).toMatchObject({
      max: 79.99,
      response: 'Meets expectations',
    });
    expect((await acme.call.delete(`/api/wizard/response-scale/${added.json().id}/`)).statusCode).toBe(204);
    expect((await acme.call.get(`/api/wizard/response-scale/?template_id=${template.id}`)).json()).toHaveLength(2);
    expect((await acme.call.delete(`/api/wizard/response-scale/${added.json().id}/`)).statusCode).toBe(404);
  });

  it('checks a range against the template’s other ranges, and its template', async () => {
    const overlap = await acme.call.post('/api/wizard/response-scale/', {
      template_id: template.id,
      min: 40,
      max: 60,
      response: 'Overlaps',
    });
    expect(overlap.statusCode).toBe(400);
    expect(overlap.json()).toEqual({
      min: ['The ranges of a scale must not overlap.'],
    });
    const upside = await acme.call.post('/api/wizard/response-scale/', { template_id: template.id, min: 70, max: 60, response: 'Upside down' }, 'az');
    expect(upside.json()).toEqual({
      min: ['Minimum maksimumdan böyük olmamalıdır.'],
    });
    // A range may keep its own bounds when it changes.
    const own = template.scales[0]!.id;
    expect(
      (
        await acme.call.put(`/api/wizard/response-scale/${own}/`, {
          template_id: template.id,
          min: 0,
          max: 49,
          response: 'Below expectations',
        })
      ).statusCode,
    ).toBe(200);

    const theirs = await newTemplate('Theirs', [], globex.call);
    const elsewhere = await acme.call.post('/api/wizard/response-scale/', {
      template_id: theirs.id,
      min: 1,
      max: 2,
      response: 'X',
    });
    expect(elsewhere.json()).toEqual({
      template_id: ['No such entry in this project.'],
    });
    const foreign = globex.call;
    expect(
      (
        await foreign.put(`/api/wizard/response-scale/${own}/`, {
          template_id: theirs.id,
          min: 1,
          max: 2,
          response: 'X',
        })
      ).statusCode,
    ).toBe(404);
    expect((await foreign.delete(`/api/wizard/response-scale/${own}/`)).statusCode).toBe(404);
  });

  it('lists ranges on the goals screens for users with goal codes', async () => {
    const viewer = (await addEmployee(t.deps, acme, { permissions: ['dgv'] })).account;
    const viewerToken = (await signIn(t, viewer.username)).access;
    // A template of its own (the tests above change the shared one's ranges).
    const template = await newTemplate('Listed', [
      { min: 80, max: 100, response: 'Above' },
      { min: 0, max: 49, response: 'Below' },
    ]);
    const res = await acme.as(viewerToken).get(`/api/goals/response-scale/?template_id=${template.id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().map((s: Body) => s.response)).toEqual(['Below', 'Above']);
    const templates = await acme.as(viewerToken).get('/api/goals/response-scale-template/');
    expect(templates.json().map((l: Body) => l.id)).toContain(template.id);
    expect((await acme.as(viewerToken).get('/api/wizard/response-scale/')).json()).toEqual({ template_id: ['This field is required'] });
  });
});

describe('ready-made templates and the project’s choices', () => {
  it('creates the two templates in the caller’s language once, and makes them the project’s choices', async () => {
    const project = await addProject(t.deps, acme.companyId, 'Ready-made');
    const here = acme.inProject(project.id);
    const res = await here.post('/api/wizard/create-templates/', {});
    expect(res.statusCode, res.body).toBe(200);
    const byName = Object.fromEntries(res.json().map((l: { name: string }) => [l.name, l]));
    expect(Object.keys(byName).sort()).toEqual(['0–100 final score', '1–5 rating']);
    expect(byName['1–5 rating']).toMatchObject({
      max: 5,
      is_rating_default: true,
      is_final_score_scale: false,
    });
    expect(byName['1–5 rating'].scales.map((s: Body) => `${s.min}-${s.max} ${s.response}`)).toEqual([
      '1-1 Poor',
      '2-2 Fair',
      '3-3 Good',
      '4-4 Very good',
      '5-5 Excellent',
    ]);
    expect(byName['0–100 final score'].scales.map((s: Body) => `${s.min}-${s.max} ${s.response}`)).toEqual([
      '0-49 Below expectations',
      '50-79 Meets expectations',
      '80-100 Exceeds expectations',
    ]);
    expect((await here.get('/api/wizard/final-score-scale/')).json()).toEqual({
      rating_template_id: byName['1–5 rating'].id,
      final_score_template_id: byName['0–100 final score'].id,
    });

    const again = await here.post('/api/wizard/create-templates/', {});
    expect(again.json()).toEqual(res.json());
  });

  it('speaks Russian and Azerbaijani, and leaves choices already made alone', async () => {
    const project = await addProject(t.deps, acme.companyId, 'Russian');
    const here = acme.inProject(project.id);
    const own = await newTemplate('Own', FIVE, here);
    await here.put('/api/wizard/final-score-scale/', {
      rating_template_id: own.id,
      final_score_template_id: null,
    });
    const ru = (await here.post('/api/wizard/create-templates/', {}, 'ru')).json();
    const names = ru.map((l: Body) => l.name);
    expect(names).toEqual(expect.arrayContaining(['Оценка 1–5', 'Итоговый балл 0–100']));
    expect(ru.find((l: Body) => l.name === 'Оценка 1–5').scales.map((s: Body) => s.response)).toEqual([
      'Плохо',
      'Удовлетворительно',
      'Хорошо',
      'Очень хорошо',
      'Отлично',
    ]);
    const settings = (await here.get('/api/wizard/final-score-scale/')).json();
    expect(settings).toEqual({
      rating_template_id: own.id,
      final_score_template_id: ru.find((l: Body) => l.name === 'Итоговый балл 0–100').id,
    });
    // They carry every language (ADR 29): a click in Azerbaijani finds them and makes nothing new.
    const az = (await here.post('/api/wizard/create-templates/', {}, 'az')).json();
    expect(az.map((l: Body) => l.id)).toEqual(ru.map((l: Body) => l.id));
    expect(az.find((l: Body) => l.name === 'Итоговый балл 0–100').scales.map((s: { response_translations: Body }) => s.response_translations.az)).toEqual([
      'Gözləntilərdən aşağı',
      'Gözləntilərə uyğun',
      'Gözləntiləri aşır',
    ]);
  });

  it('chooses and unsets the rating template and final score scale; refuses a template of another project', async () => {
    const rating = await newTemplate('Rating');
    const res = await acme.call.put('/api/wizard/final-score-scale/', {
      rating_template_id: rating.id,
      final_score_template_id: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      rating_template_id: rating.id,
      final_score_template_id: null,
    });
    const listed = (await acme.call.get('/api/wizard/response-scale-template/')).json().find((l: Body) => l.id === rating.id);
    expect(listed).toMatchObject({
      is_rating_default: true,
      is_final_score_scale: false,
    });

    const theirs = await newTemplate('Foreign', [], globex.call);
    const other = await addProject(t.deps, acme.companyId, 'Sibling');
    const sibling = await newTemplate('Sibling', [], acme.inProject(other.id));
    const refused = await acme.call.put('/api/wizard/final-score-scale/', {
      rating_template_id: sibling.id,
      final_score_template_id: theirs.id,
    });
    expect(refused.json()).toEqual({
      rating_template_id: ['No such entry in this project.'],
      final_score_template_id: ['No such entry in this project.'],
    });
    const [row] = await t.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, acme.projectId));
    expect(row!.ratingTemplateId).toBe(rating.id);
    const foreignView = (await globex.call.get('/api/wizard/final-score-scale/')).json();
    expect(foreignView.rating_template_id).not.toBe(rating.id);
  });
});
