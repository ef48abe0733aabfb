/**
 * Every screen of docs/product.md §7 passes axe-core without a serious or critical violation, in
 * English, Azerbaijani and Russian, on a wide screen and at phone width (the developers' standard for
 * every screen). The company has a department tree, positions, people, a period with rounds, a scale,
 * competencies and goals, so that the screens show their tables, not only their empty states.
 */
import type { Language } from '@performa/contracts/i18n/languages';
import type { Page } from 'playwright-core';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { employees, projectSettings, responseScales, responseScaleTemplates, skillAnswers, surveyQuestions } from '@performa/server/src/db/schema.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import {
  createEvaluations,
  giveGoals,
  addDepartment,
  addEmployee,
  addPosition,
  createCompany,
  PASSWORD,
  addCategory,
  addPeriod,
  addTemplate,
  setRatingTemplate,
  addPositionSkill,
  addSkill,
} from '@performa/server/testing';
import { describeViolations, seriousViolations, type AxeViolation } from './axe.ts';
import { cutText, describeCutText } from './cut-text.ts';
import { screenshot } from './browser.ts';
import { liveApp } from './live.ts';
import { chooseLanguage, openInApp, requestsOf, signInThroughUi, type PageRequests } from './session.ts';

/**
 * The sweep in one language at one width (one test file each: accessibility-en/az/ru.e2e.ts, so that
 * the test runner's workers sweep side by side): its own app, company and browser.
 */
const PHONE = 390;
const WIDE = 1280;

export function accessibilitySweep(title: string, width: number, language: Language) {
  describe(`accessibility of every screen (browser, axe-core): ${title}`, () => {
    const live = liveApp();

    const seed = async () => {
      const acme = await createCompany(live.deps, { company: 'Caspian Accessibility' });
      // Names as long as a real company's (the cut-text check needs them): "Commercial", "Management", "Rashad Aliyev".
      const tech = await addDepartment(live.deps, acme, 'Commercial');
      const backend = await addDepartment(live.deps, acme, 'Management', tech.id);
      const cto = await addPosition(live.deps, acme, tech.id, 'CTO');
      const dev = await addPosition(live.deps, acme, backend.id, 'Developer', cto.id);
      const boss = await addEmployee(live.deps, acme, { firstName: 'Rashad', lastName: 'Aliyev', departmentId: tech.id, positionId: cto.id });
      const worker = await addEmployee(live.deps, acme, {
        firstName: 'Murad',
        lastName: 'Hasanov',
        departmentId: tech.id,
        subDepartmentId: backend.id,
        positionId: dev.id,
        reportToId: boss.id,
      });
      const period = await addPeriod(live.deps, acme, ['Q1', 'Q2']);
      const template = await addTemplate(live.deps, acme);
      await setRatingTemplate(live.deps, acme, template.id);
      await addCategory(live.deps, acme, 'goal', 'Sales results');
      await addCategory(live.deps, acme, 'skill', 'Leadership');
      const skill = await addSkill(live.deps, acme, 'Teamwork');
      await addPositionSkill(live.deps, acme.companyId, dev.id, skill.id, 0.5, 3);
      const round = period.rounds[0]!;
      // The signed-in super admin is the boss's employee too, so that the evaluation forms are theirs to fill in.
      await live.deps.db.update(employees).set({ accountId: acme.owner.id }).where(eq(employees.id, boss.id));
      await giveGoals(live.deps, acme, worker.id, period.id, [100]);
      await live.deps.db.insert(surveyQuestions).values({ ...acme, question: 'Would you work with them again?', options: ['Yes', 'No'] });
      const [skillEvaluation, goalEvaluation] = await createEvaluations(live.deps, acme, round.id, [
        { evaluateeId: worker.id, evaluatorId: boss.id, party: 'manager', activated: true },
        { evaluateeId: worker.id, evaluatorId: boss.id, party: 'manager', kind: 'goal', activated: true },
      ]);
      // A result for the results screens (docs/product.md §4): the worker's completed self evaluation, party weights, a final score scale.
      const [selfEvaluation] = await createEvaluations(live.deps, acme, round.id, [
        { evaluateeId: worker.id, evaluatorId: worker.id, party: 'self', activated: true, completed: true },
      ]);
      await live.deps.db.insert(skillAnswers).values({ evaluationId: selfEvaluation!.id, skillId: skill.id, projectId: acme.projectId, rating: 4 });
      const [grades] = await live.deps.db
        .insert(responseScaleTemplates)
        .values({ ...acme, name: 'Grades' })
        .returning();
      await live.deps.db.insert(responseScales).values([
        { ...acme, templateId: grades!.id, min: 0, max: 49, response: 'Below expectations' },
        { ...acme, templateId: grades!.id, min: 50, max: 79, response: 'Meets expectations' },
        { ...acme, templateId: grades!.id, min: 80, max: 100, response: 'Exceeds expectations' },
      ]);
      await live.deps.db
        .update(projectSettings)
        .set({ managerWeight: 0.7, selfWeight: 0.3, finalScoreTemplateId: grades!.id })
        .where(eq(projectSettings.projectId, acme.projectId));
      await recomputeResults(live.deps.db, { projectId: acme.projectId });
      const paths = [
        '/',
        '/wizard',
        '/wizard?step=positions',
        '/wizard?step=goals',
        '/wizard?step=weights',
        '/company-settings',
        '/admin-settings',
        '/projects',
        '/payment',
        '/departments',
        '/positional-chart',
        '/users',
        '/users/terminated-users',
        `/user-panel/${worker.account.id}`,
        '/periods',
        '/goals',
        '/competencies',
        '/evaluations',
        '/evaluate',
        '/reporting',
        '/performance-panel',
        '/performance-panel?tab=goals',
        '/performance-panel?tab=skills',
        '/performance-panel?tab=calibration',
        `/user-skill-performance/${worker.id}`,
        `/user-goal-performance/${worker.id}`,
        `/performance-card/${worker.id}/${period.id}`,
        `/goal-evaluation/${worker.id}/${round.id}`,
        `/user-evaluations/${worker.id}/${round.id}`,
        `/evaluations/evaluation-details/${skillEvaluation!.id}`,
        '/periods?tab=evaluation',
        `/evaluate/skill/${skillEvaluation!.id}`,
        `/evaluate/goal/${goalEvaluation!.id}`,
      ];
      return { acme, worker, paths };
    };

    /**
     * Opens a screen, waits for its title and for the data to settle, and returns its violations. A screen
     * opens as the app's links open it (openInApp, no reload); another tab of the screen before, by address.
     */
    const check = async (page: Page, requests: PageRequests, path: string, previous: string | null): Promise<AxeViolation[]> => {
      if (previous !== null && previous.split('?')[0] !== path.split('?')[0]) await openInApp(page, path);
      else {
        await page.goto(path);
        await page.getByTestId('page-title').first().waitFor();
      }
      await requests.quiet();
      return seriousViolations(page);
    };

    /** The screen's cut text at the sweep's width and at the other one (a phone, 390 px, and a wide screen, 1280 px); back at its own after. */
    const cutAtBothWidths = async (page: Page, requests: PageRequests, path: string, width: number): Promise<string[]> => {
      const found: string[] = [];
      for (const at of [width, width === PHONE ? WIDE : PHONE]) {
        if (at !== width) {
          await page.setViewportSize({ width: at, height: 900 });
          await requests.quiet();
        }
        const cut = await cutText(page);
        if (cut.length) found.push(`${path} (${language}, ${at}px)\n${describeCutText(cut)}`);
      }
      await page.setViewportSize({ width, height: 900 });
      return found;
    };

    const sweep = async (width: number, language: Language) => {
      const { acme, paths } = await seed();
      const { page } = await live.open(width);
      await signInThroughUi(page, acme.owner.username, PASSWORD);
      await chooseLanguage(page, language);
      const found: string[] = [];
      const cut: string[] = [];
      const requests = requestsOf(page);
      for (const [index, path] of paths.entries()) {
        const violations = await check(page, requests, path, paths[index - 1] ?? null);
        // The evaluation forms are the signed-in admin's own (not the not-found page, which would pass trivially).
        if (path.startsWith('/evaluate/')) expect(await page.getByTestId(/^(skill|goal)-form$/).count(), path).toBe(1);
        if (violations.length) found.push(`${path} (${language}, ${width}px)\n${describeViolations(violations)}`);
        // SWEEP_SCREENSHOTS=1 keeps a picture of every screen (test-results/screenshots) to look at.
        if (process.env.SWEEP_SCREENSHOTS) await screenshot(page, `sweep-${language}-${width}-${index}-${path.replace(/[^a-z0-9]+/gi, '-')}`);
        cut.push(...(await cutAtBothWidths(page, requests, path, width)));
      }
      expect(found.join('\n\n')).toBe('');
      expect(cut.join('\n\n')).toBe('');
    };

    it(title, () => sweep(width, language), 360_000);
  });
}
