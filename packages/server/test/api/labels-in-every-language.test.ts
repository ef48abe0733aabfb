import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { evaluations, goals, responseScales, skills } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { pdfText } from '../helpers/pdf.ts';
import { IN_ROUND, workedExample, type WorkedExample } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * Labels an admin types, in every reader's language (docs/product.md §3.3, §3.4, §4.11, §9.1; ADR 29):
 * the grades (the final score scale's responses), the rating scale's responses and the categories carry a
 * translation per language; a reader gets the one of their language (Accept-Language), else the label as given.
 */

type Body = Record<string, unknown>;
type Option = { id: number; name: string } | null;

describe('labels in every reader’s language (ADR 29)', () => {
  let t: TestApp;
  let w: WorkedExample;
  let gradesId: number;
  const card = (lang: string) => w.company.call.get(`/api/wizard/performance-card/?employee=${w.evaluatee.id}&period=${w.period.id}`, lang);

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
    const admin = w.company.call;
    // The grades through their editor: Good in Azerbaijani and Russian, Excellent in Russian only, Low in none.
    const templates = (await admin.get('/api/wizard/response-scale-template/')).json() as Array<{ id: number; name: string }>;
    gradesId = templates.find((l) => l.name === 'Grades')!.id;
    const saved = await admin.put(`/api/wizard/response-scale-template/${gradesId}/`, {
      name: 'Grades',
      name_translations: { az: 'Dərəcələr', ru: 'Оценки' },
      scales: [
        { min: 0, max: 59, response: 'Low' },
        { min: 60, max: 74, response: 'Good', response_translations: { az: ' Yaxşı ', ru: 'Хорошо', en: '  ' } },
        { min: 75, max: 100, response: 'Excellent', response_translations: { ru: 'Отлично', az: null } },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // A response of the rating template, one range at a time.
    const [four] = await t.deps.db
      .select()
      .from(responseScales)
      .where(and(eq(responseScales.templateId, w.template), eq(responseScales.max, 4)));
    const range = await admin.put(`/api/wizard/response-scale/${four!.id}/`, {
      template_id: w.template,
      min: 4,
      max: 4,
      response: 'Level 4',
      response_translations: { ru: 'Уровень 4' },
    });
    expect(range.statusCode, range.body).toBe(200);
    // A goal category (Russian only) on G1, a competency category (both) on Accuracy.
    const goalCategory = await admin.post('/api/goals/goal-category/', { name: 'Sales', name_translations: { ru: 'Продажи' } });
    expect(goalCategory.statusCode, goalCategory.body).toBe(201);
    const skillCategory = await admin.post('/api/wizard/skill-category/', { name: 'Craft', name_translations: { az: 'Peşə', ru: 'Мастерство' } });
    expect(skillCategory.statusCode, skillCategory.body).toBe(201);
    await t.deps.db.update(goals).set({ categoryId: goalCategory.json().id }).where(eq(goals.id, w.goals.g1));
    await t.deps.db.update(skills).set({ categoryId: skillCategory.json().id }).where(eq(skills.id, w.skills.a));
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  it('the editors read each label as given with its translations (trimmed, blanks left out), in whatever language', async () => {
    const templates = (await w.company.call.get('/api/wizard/response-scale-template/', 'ru')).json() as Array<Body & { id: number; scales: Body[] }>;
    const grades = templates.find((l) => l.id === gradesId)!;
    expect(grades).toMatchObject({ name: 'Grades', name_translations: { az: 'Dərəcələr', ru: 'Оценки' } });
    expect(grades.scales.map((s) => [s.response, s.response_translations])).toEqual([
      ['Low', {}],
      ['Good', { az: 'Yaxşı', ru: 'Хорошо' }],
      ['Excellent', { ru: 'Отлично' }],
    ]);
    const categories = (await w.company.call.get('/api/wizard/skill-category/', 'az')).json();
    expect(categories).toEqual([expect.objectContaining({ name: 'Craft', name_translations: { az: 'Peşə', ru: 'Мастерство' } })]);
    // A rename without translations leaves none.
    const renamed = await w.company.call.post('/api/goals/goal-category/', { name: 'Spare', name_translations: { ru: 'Запас' } });
    const again = await w.company.call.put(`/api/goals/goal-category/${renamed.json().id}/`, { name: 'Spare' });
    expect(again.json()).toMatchObject({ name: 'Spare', name_translations: {} });
    await w.company.call.delete(`/api/goals/goal-category/${renamed.json().id}/`);
  });

  it('refuses a translation longer than its label may be, on its field', async () => {
    const res = await w.company.call.post('/api/wizard/skill-category/', { name: 'Long', name_translations: { ru: 'я'.repeat(201) } });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name_translations: ['Ensure this field has no more than 200 characters.'] });
  });

  it('the card (JSON) gives the grade, the categories and the scale’s name in the reader’s language, else as given', async () => {
    const read = async (lang: string) => {
      const res = await card(lang);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json();
      return {
        grade: body.rounds[0].grade,
        period: body.period_grade,
        goal: body.goals.find((g: { id: number }) => g.id === w.goals.g1).category as Option,
        skill: body.skills.find((s: { id: number }) => s.id === w.skills.a).category as Option,
      };
    };
    expect(await read('ru')).toMatchObject({ grade: 'Хорошо', period: 'Хорошо', goal: { name: 'Продажи' }, skill: { name: 'Мастерство' } });
    // No Azerbaijani name of the goal category: the name as given.
    expect(await read('az')).toMatchObject({ grade: 'Yaxşı', period: 'Yaxşı', goal: { name: 'Sales' }, skill: { name: 'Peşə' } });
    expect(await read('en')).toMatchObject({ grade: 'Good', period: 'Good', goal: { name: 'Sales' }, skill: { name: 'Craft' } });
  });

  it('the card’s PDF names the grade in the reader’s language', async () => {
    const res = await w.company.call.get(`/api/wizard/performance-card/pdf/?employee=${w.evaluatee.id}&period=${w.period.id}`, 'ru');
    expect(res.statusCode).toBe(200);
    const text = await pdfText(res.rawPayload);
    expect(text).toContain('Хорошо');
    expect(text).not.toContain('Good');
  });

  it('the performance panel, its export and the calibration’s distribution give the grades in the reader’s language', async () => {
    const panel = (await w.company.call.get(`/api/wizard/final-performance-result/?frequency_id=${w.round}`, 'ru')).json();
    expect(panel.grades.map((g: { response: string }) => g.response)).toEqual(['Low', 'Хорошо', 'Отлично']);
    expect(panel.results.find((r: { employee: { id: number } }) => r.employee.id === w.evaluatee.id).grade).toBe('Хорошо');
    const csv = await w.company.call.get(`/api/wizard/export-final-results/?frequency_id=${w.round}&format=csv&evaluated=with_results`, 'az');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Yaxşı');
    const calibration = (await w.company.call.get(`/api/wizard/calibrate-final-score-scale/?frequency_id=${w.round}`, 'ru')).json();
    expect(calibration.distribution.map((d: { response: string }) => d.response)).toEqual(['Low', 'Хорошо', 'Отлично']);
  });

  it('the evaluation form gives the rating scale’s responses and the categories in the reader’s language', async () => {
    const [evaluation] = await t.deps.db
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(and(eq(evaluations.evaluatorId, w.manager.id), eq(evaluations.kind, 'skill')));
    const form = (await w.manager.call.get(`/api/wizard/skill-evaluation-result/${evaluation!.id}/`, 'ru')).json();
    expect(form.scale.map((c: { response: string }) => c.response)).toEqual(['Level 1', 'Level 2', 'Level 3', 'Уровень 4', 'Level 5']);
    expect(form.skills.find((s: { id: number }) => s.id === w.skills.a).category).toMatchObject({ name: 'Мастерство' });
  });

  it('the employee’s goals give the category in the reader’s language', async () => {
    const res = await w.company.call.get(`/api/goals/personal-goals/?employee=${w.evaluatee.id}&period=${w.period.id}`, 'ru');
    expect(res.statusCode, res.body).toBe(200);
    const goal = JSON.stringify(res.json());
    expect(goal).toContain('Продажи');
    expect(goal).not.toContain('"Sales"');
  });
});

describe('the ready-made templates come in all three languages (docs/product.md §3.3, ADR 29)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
  });
  afterAll(() => t.close());

  it('each name and response carries en, az and ru; a click in another language makes nothing new; readers get their own', async () => {
    const project = await acme.addProject('Ready-made');
    const here = acme.inProject(project.id);
    const made = (await here.post('/api/wizard/create-templates/', {})).json() as Array<Body & { id: number; scales: Body[] }>;
    const final = made.find((l) => l.name === '0–100 final score')!;
    expect(final.name_translations).toEqual({ en: '0–100 final score', az: '0–100 yekun bal', ru: 'Итоговый балл 0–100' });
    expect(final.scales.map((s) => s.response_translations)).toEqual([
      { en: 'Below expectations', az: 'Gözləntilərdən aşağı', ru: 'Ниже ожиданий' },
      { en: 'Meets expectations', az: 'Gözləntilərə uyğun', ru: 'Соответствует ожиданиям' },
      { en: 'Exceeds expectations', az: 'Gözləntiləri aşır', ru: 'Превосходит ожидания' },
    ]);
    const rating = made.find((l) => l.name === '1–5 rating')!;
    expect(rating.scales.map((s) => (s.response_translations as Body).az)).toEqual(['Zəif', 'Kafi', 'Yaxşı', 'Çox yaxşı', 'Əla']);
    expect(rating.scales.map((s) => (s.response_translations as Body).ru)).toEqual(['Плохо', 'Удовлетворительно', 'Хорошо', 'Очень хорошо', 'Отлично']);

    const again = (await here.post('/api/wizard/create-templates/', {}, 'ru')).json() as Array<{ id: number }>;
    expect(again.map((l) => l.id).sort()).toEqual(made.map((l) => l.id).sort());

    const period = await addPeriod(t.deps, project.scope, ['H1']);
    const grades = async (lang: string) =>
      ((await here.get(`/api/wizard/final-performance-result/?frequency_id=${period.rounds[0]!.id}`, lang)).json().grades as Array<{ response: string }>).map(
        (g) => g.response,
      );
    expect(await grades('az')).toEqual(['Gözləntilərdən aşağı', 'Gözləntilərə uyğun', 'Gözləntiləri aşır']);
    expect(await grades('ru')).toEqual(['Ниже ожиданий', 'Соответствует ожиданиям', 'Превосходит ожидания']);
    expect(await grades('en')).toEqual(['Below expectations', 'Meets expectations', 'Exceeds expectations']);
  });
});
