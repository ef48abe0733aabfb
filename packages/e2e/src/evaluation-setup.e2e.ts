/**
 * Evaluation setup in a real browser (ADR 10): a super admin creates a period with quarterly
 * rounds, the ready-made 1–5 scale, two competencies on a position with weights and norms, and two
 * personal goals for an employee; a goal weight that brings the total over 100 is refused with the
 * message of docs/product.md §3.10 in English, Azerbaijani and Russian, and nothing changes.
 */
import { and, asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  frequencies,
  goals,
  periods,
  positionSkills,
  projectSettings,
  responseScales,
  responseScaleTemplates,
  skills,
} from '@performa/server/src/db/schema.ts';
import { addDepartment, addEmployee, addPosition, createCompany, PASSWORD } from '@performa/server/testing';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi } from './support/session.ts';

const YEAR = new Date().getUTCFullYear();

describe('evaluation setup (browser)', () => {
  const live = liveApp();

  /** Picks an option of an MUI select whose display element has the test id. */
  const choose = async (page: Page, select: string, option: string) => {
    await page.getByTestId(select).click();
    await page.getByTestId(option).click();
  };

  const addCompetency = async (page: Page, name: string, type: 'hard' | 'soft') => {
    await page.getByTestId('skills-add').click();
    await page.getByTestId('skill-dialog').waitFor();
    await page.getByTestId('skill-name').fill(name);
    await page.getByTestId(`skill-type-${type}`).check();
    await page.getByTestId('skill-submit').click();
    await page.getByTestId('skill-dialog').waitFor({ state: 'detached' });
  };

  const setWeightAndNorm = async (page: Page, name: string, skillId: number, weight: string, norm: string) => {
    await page.getByTestId('skill-add').fill(name);
    await page.getByRole('option', { name }).click();
    await page.getByTestId(`skill-weight-${skillId}`).fill(weight);
    await page.getByTestId(`skill-norm-${skillId}`).fill(norm);
  };

  const addGoal = async (page: Page, name: string, weight: string, target: string) => {
    await page.getByTestId('goal-add').click();
    await page.getByTestId('goal-dialog').waitFor();
    await page.getByTestId('goal-name').fill(name);
    await page.getByTestId('goal-weight').fill(weight);
    await page.getByTestId('goal-target').fill(target);
    await page.getByTestId('goal-dialog-submit').click();
    await page.getByTestId('goal-dialog').waitFor({ state: 'detached' });
  };

  it('sets up a period, a scale, competencies and goals, and refuses goal weights over 100 in three languages', async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Logistics' });
    const sales = await addDepartment(live.deps, acme, 'Sales');
    const manager = await addPosition(live.deps, acme, sales.id, 'Sales manager');
    const employee = await addEmployee(live.deps, acme, {
      number: 'E-100',
      firstName: 'Leyla',
      lastName: 'Hasanova',
      departmentId: sales.id,
      positionId: manager.id,
    });
    const { page } = await live.open(1440);
    await signInThroughUi(page, acme.owner.username, PASSWORD);

    // A period of this year with quarterly rounds.
    await page.getByTestId('menu-periods').click();
    await page.getByTestId('periods-screen').waitFor();
    await page.getByTestId('periods-add').click();
    await page.getByTestId('period-dialog').waitFor();
    await page.getByTestId('period-name').fill(`${YEAR}`);
    await page.getByTestId('period-start').fill(`${YEAR}-12-31`);
    await page.getByTestId('period-end').fill(`${YEAR}-01-01`);
    await page.getByTestId('period-dialog-submit').click();
    await page.getByText('Start date must be before end date.').waitFor();
    await page.getByText('End date must be after start date.').waitFor();
    await page.getByTestId('period-start').fill(`${YEAR}-01-01`);
    await page.getByTestId('period-end').fill(`${YEAR}-12-31`);
    await page.getByTestId('period-dialog-submit').click();
    await page.getByTestId('period-dialog').waitFor({ state: 'detached' });
    const [period] = await live.deps.db.select().from(periods).where(eq(periods.projectId, acme.projectId));
    expect(period).toMatchObject({ number: 1, name: `${YEAR}`, startDate: `${YEAR}-01-01`, endDate: `${YEAR}-12-31` });
    await page.getByTestId(`period-state-${period!.id}`).getByText('Current').waitFor();

    if (!(await page.getByTestId(`rounds-generate-${period!.id}`).isVisible())) await page.getByTestId(`period-toggle-${period!.id}`).click();
    await page.getByTestId(`rounds-generate-${period!.id}`).click();
    await page.getByTestId('generate-dialog').waitFor();
    await page.getByTestId('generate-cadence-quarterly').check();
    await page.getByTestId('generate-dialog-submit').click();
    await page.getByTestId('generate-dialog').waitFor({ state: 'detached' });
    const rounds = await live.deps.db.select().from(frequencies).where(eq(frequencies.periodId, period!.id)).orderBy(asc(frequencies.startDate));
    expect(rounds.map((r) => [r.name, r.startDate, r.endDate])).toEqual([
      ['Q1', `${YEAR}-01-01`, `${YEAR}-03-31`],
      ['Q2', `${YEAR}-04-01`, `${YEAR}-06-30`],
      ['Q3', `${YEAR}-07-01`, `${YEAR}-09-30`],
      ['Q4', `${YEAR}-10-01`, `${YEAR}-12-31`],
    ]);
    for (const round of rounds) await page.getByTestId(`round-row-${round.id}`).waitFor();

    // The ready-made 1–5 rating scale, chosen as the project's rating template.
    await page.getByTestId('periods-tab-scales').click();
    await page.getByTestId('templates-ready-made').click();
    // The click's request may still be on its way: wait for its row before looking for it on the screen.
    const readyMade = () =>
      live.deps.db
        .select()
        .from(responseScaleTemplates)
        .where(and(eq(responseScaleTemplates.projectId, acme.projectId), eq(responseScaleTemplates.name, '1–5 rating')));
    await expect.poll(async () => (await readyMade()).length).toBe(1);
    const [rating] = await readyMade();
    await page.getByTestId(`template-${rating!.id}`).waitFor();
    const ranges = await live.deps.db.select().from(responseScales).where(eq(responseScales.templateId, rating!.id)).orderBy(asc(responseScales.min));
    expect(ranges.map((r) => [r.min, r.max, r.response])).toEqual([
      [1, 1, 'Poor'],
      [2, 2, 'Fair'],
      [3, 3, 'Good'],
      [4, 4, 'Very good'],
      [5, 5, 'Excellent'],
    ]);
    const [settings] = await live.deps.db.select().from(projectSettings).where(eq(projectSettings.projectId, acme.projectId));
    expect(settings!.ratingTemplateId).toBe(rating!.id);
    await screenshot(page, 'setup-scales');

    // Two competencies on the position, with weights and norms.
    await page.goto('/competencies');
    await page.getByTestId('skills-table').waitFor();
    await addCompetency(page, 'Teamwork', 'soft');
    await addCompetency(page, 'Negotiation', 'hard');
    const made = await live.deps.db.select().from(skills).where(eq(skills.projectId, acme.projectId)).orderBy(asc(skills.name));
    expect(made.map((s) => [s.name, s.skillType, s.isPeriodic])).toEqual([
      ['Negotiation', 'hard', false],
      ['Teamwork', 'soft', false],
    ]);
    const [negotiation, teamwork] = made;
    await page.getByTestId('competencies-tab-positions').click();
    await page.getByTestId(`positions-item-${manager.id}`).click();
    await page.getByTestId('skill-list-editor').waitFor();
    await setWeightAndNorm(page, 'Teamwork', teamwork!.id, '60', '4');
    await setWeightAndNorm(page, 'Negotiation', negotiation!.id, '40', '3');
    await page.getByTestId('skill-list-save').click();
    await expect.poll(async () => (await live.deps.db.select().from(positionSkills).where(eq(positionSkills.positionId, manager.id))).length).toBe(2);
    const links = await live.deps.db.select().from(positionSkills).where(eq(positionSkills.positionId, manager.id));
    expect(Object.fromEntries(links.map((l) => [l.skillId, [l.weight, l.norm]]))).toEqual({ [teamwork!.id]: [0.6, 4], [negotiation!.id]: [0.4, 3] });
    await screenshot(page, 'setup-competencies');

    // Two personal goals for the employee: 60 + 40 = 100.
    await page.goto('/goals');
    await choose(page, 'goals-period', `goals-period-option-${period!.id}`);
    await page.getByTestId(`goal-employee-${employee.id}`).click();
    await addGoal(page, 'Meet the revenue plan', '60', '100');
    await page.getByTestId('goals-incomplete').waitFor();
    await addGoal(page, 'Reduce complaints', '40', '10');
    await page.getByTestId('goals-incomplete').waitFor({ state: 'detached' });
    const saved = await live.deps.db.select().from(goals).where(eq(goals.employeeId, employee.id)).orderBy(asc(goals.name));
    expect(saved.map((g) => [g.name, g.weight, g.periodId, g.frequencyId])).toEqual([
      ['Meet the revenue plan', 60, period!.id, null],
      ['Reduce complaints', 40, period!.id, null],
    ]);

    // 70 + 40 > 100: refused with the message of docs/product.md §3.10, in each language, and nothing changes.
    const revenue = saved[0]!;
    const refused = {
      en: 'Sum of weights must be less or equal to 100.',
      az: 'Çəkilərin cəmi 100-dən az və ya ona bərabər olmalıdır.',
      ru: 'Сумма весов должна быть меньше или равна 100.',
    };
    for (const [lang, message] of Object.entries(refused)) {
      if (lang !== 'en') {
        await page.getByTestId('language-selector').click();
        await page.getByTestId(`language-option-${lang}`).click();
      }
      await page.getByTestId(`goal-edit-${revenue.id}`).click();
      await page.getByTestId('goal-dialog').waitFor();
      await page.getByTestId('goal-weight').fill('70');
      await page.getByTestId('goal-dialog-submit').click();
      await page.getByTestId('goal-dialog').getByText(message).waitFor();
      await screenshot(page, `setup-goals-refused-${lang}`);
      await page.keyboard.press('Escape');
      await page.getByTestId('goal-dialog').waitFor({ state: 'detached' });
    }
    const after = await live.deps.db.select().from(goals).where(eq(goals.employeeId, employee.id)).orderBy(asc(goals.name));
    expect(after).toEqual(saved);
  });
});
