/**
 * The admin's evaluation pages of the cycle (docs/product.md §5.4, §5.5) pass axe-core without a serious
 * or critical violation, in English and Russian on a wide screen and in Azerbaijani at phone width:
 * the evaluations list, an evaluatee's round, a goal evaluation, an evaluation's details and the
 * evaluation settings, with a completed, a started and a goal evaluation to show.
 */
import { and, eq } from 'drizzle-orm';
import { describe, it } from 'vitest';
import { goals, skillAnswers, surveyAnswers } from '@performa/server/src/db/schema.ts';
import { createEvaluations, PASSWORD } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { seedEvaluationWorld } from './support/evaluation-world.ts';
import { liveApp } from './support/live.ts';
import { chooseLanguage, openInApp, signInThroughUi } from './support/session.ts';

describe('accessibility of the evaluation pages (browser, axe-core)', () => {
  const live = liveApp();

  it('the admin’s evaluation pages pass axe-core in three languages, wide and at phone width', async () => {
    const world = await seedEvaluationWorld(live.deps);
    const { maria, ali, aysel } = world.people;
    const [accuracy, teamwork] = world.skills;
    const made = await createEvaluations(live.deps, world.acme, world.round.id, [
      { evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager', activated: true, completed: true },
      { evaluateeId: ali.id, evaluatorId: aysel.id, party: 'coworker', activated: true },
      { evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager', kind: 'goal', activated: true },
    ]);
    const done = made[0]!;
    await live.deps.db.insert(skillAnswers).values([
      { evaluationId: done.id, skillId: accuracy!.id, projectId: world.acme.projectId, rating: 4, comment: 'Precise' },
      { evaluationId: done.id, skillId: teamwork!.id, projectId: world.acme.projectId, notApplicable: true },
    ]);
    await live.deps.db.insert(surveyAnswers).values({ evaluationId: done.id, questionId: world.question.id, projectId: world.acme.projectId, answer: 'Maybe' });
    await live.deps.db
      .update(goals)
      .set({ actual: 90 })
      .where(and(eq(goals.employeeId, ali.id), eq(goals.id, world.aliGoals[0]!.id)));

    const screens: Array<[string, string, string]> = [
      ['/evaluations', 'evaluations-progress', 'evaluations'],
      [`/user-evaluations/${ali.id}/${world.round.id}`, 'evaluatee-header', 'user-evaluations'],
      [`/goal-evaluation/${ali.id}/${world.round.id}`, 'goal-details-link', 'goal-evaluation'],
      [`/evaluations/evaluation-details/${done.id}`, 'details-reopen', 'evaluation-details'],
      ['/periods?tab=evaluation', 'evaluation-settings-form', 'periods-evaluation'],
    ];
    for (const [language, width] of [
      ['en', 1280],
      ['az', 390],
      ['ru', 1280],
    ] as const) {
      const { page, context } = await live.open(width);
      await signInThroughUi(page, world.acme.owner.username, PASSWORD);
      if (language !== 'en') await chooseLanguage(page, language);
      for (const [path, ready, name] of screens) {
        await openInApp(page, path);
        await page.getByTestId(ready).first().waitFor();
        if (name === 'user-evaluations') await page.getByTestId(`evaluatee-expand-${done.id}`).click();
        await expectAccessible(page, `${path} (${language}, ${width} px)`);
        await screenshot(page, `cycle-${name}-${language}-${width}`, { fromTop: true });
      }
      await context.close();
    }
  }, 300_000);
});
