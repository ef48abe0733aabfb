/**
 * The evaluation cycle in a real browser (docs/product.md §5.4, §5.5, §2.9): an admin
 * launches a round for a department (bulk creation with a preview and one change) and activates it;
 * a manager follows the bell's notification to /evaluate, fills a competency evaluation partly,
 * leaves, comes back to find the ratings kept, finishes and submits it; the manager enters the
 * actuals of the goal evaluation and reads the scores of the shared scoring core; a coworker
 * evaluates in Azerbaijani on a phone-width screen; a self evaluation in Russian. axe-core finds no
 * serious or critical violation on the forms (the admin's pages: accessibility-evaluations.e2e.ts).
 */
import type { Language } from '@performa/contracts/i18n/languages';
import { messages } from '@performa/contracts/i18n/messages';
import { asc, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { evaluations, goals, notifications, skillAnswers, surveyAnswers } from '@performa/server/src/db/schema.ts';
import { createEvaluations, PASSWORD } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot as keep } from './support/browser.ts';
import { seedEvaluationWorld, type EvaluationWorld } from './support/evaluation-world.ts';
import { liveApp } from './support/live.ts';
import { chooseLanguage, signInThroughUi } from './support/session.ts';

describe('the evaluation cycle (browser)', () => {
  const live = liveApp();

  const seed = () => seedEvaluationWorld(live.deps);
  type World = EvaluationWorld;

  /** Activates evaluations through the API as the super admin (the activation notifies each evaluator once). */
  const activate = async (page: Page, world: World, ids: number[]) => {
    const token = await page.request.post('/api/token/', { data: { username: world.acme.owner.username, password: PASSWORD } });
    const headers = { authorization: `Bearer ${(await token.json()).access}`, 'x-project-id': String(world.acme.projectId) };
    const res = await page.request.post('/api/wizard/activate-evaluation-card/', { headers, data: { frequency_id: world.round.id, action: 'activate', ids } });
    expect(res.status(), await res.text()).toBe(200);
  };

  const evaluationOf = async (id: number) => (await live.deps.db.select().from(evaluations).where(eq(evaluations.id, id)))[0]!;
  const answersOf = async (id: number) =>
    (await live.deps.db.select().from(skillAnswers).where(eq(skillAnswers.evaluationId, id)).orderBy(asc(skillAnswers.skillId))).map((a) => [
      a.skillId,
      a.rating,
      a.notApplicable,
      a.comment,
    ]);

  const screenshot = (page: Page, name: string) => keep(page, name, { fromTop: true });

  /** Waits until the form's autosave (or "Save draft") has stored everything. */
  const saved = (page: Page) => page.locator('[data-testid="draft-status"][data-status="saved"]').waitFor();

  /** Confirms the submission and waits until the form is locked. */
  const submit = async (page: Page) => {
    await page.getByTestId('submit-evaluation').click();
    await page.getByTestId('submit-confirm').getByTestId('confirm-button').click();
  };

  /**
   * Rates every competency of a skill form (the first by keyboard alone), answers the survey and
   * submits; checks the answers stored and the locked form.
   */
  const fillAndSubmitSkillForm = async (page: Page, world: World, evaluationId: number, language: Language, shot: string) => {
    const [accuracy, teamwork, listening] = world.skills;
    await page.getByTestId('skill-form').waitFor();
    await expectAccessible(page, `the competency form (${language})`);
    // The keyboard alone: focus the first choice of Accuracy and move to the fourth with the arrow keys.
    await page.getByTestId(`rating-${accuracy!.id}-1`).focus();
    await page.keyboard.press('Space');
    for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId(`rating-${accuracy!.id}-4`).isChecked()).toBe(true);
    await page.getByTestId(`rating-${teamwork!.id}-5`).check();
    await page.getByTestId(`rating-${listening!.id}-na`).check();
    await page.getByTestId(`comment-${teamwork!.id}`).fill(language === 'ru' ? 'Всегда помогает' : 'Həmişə kömək edir');
    await page.getByTestId(`survey-${world.question.id}-0`).check();
    await expect.poll(() => page.getByTestId('skill-progress').textContent()).toContain('3');
    await saved(page);
    await screenshot(page, `${shot}-filled`);
    await submit(page);
    await page.getByTestId('form-locked').waitFor();
    expect(await page.getByTestId('submit-evaluation').count()).toBe(0);
    expect(await page.getByTestId(`rating-${teamwork!.id}-5`).isDisabled()).toBe(true);
    expect((await evaluationOf(evaluationId)).completedAt).not.toBeNull();
    expect(await answersOf(evaluationId)).toEqual([
      [accuracy!.id, 4, false, ''],
      [teamwork!.id, 5, false, language === 'ru' ? 'Всегда помогает' : 'Həmişə kömək edir'],
      [listening!.id, null, true, ''],
    ]);
    const survey = await live.deps.db.select().from(surveyAnswers).where(eq(surveyAnswers.evaluationId, evaluationId));
    expect(survey.map((s) => s.answer)).toEqual(['Yes']);
    await expectAccessible(page, `the submitted competency form (${language})`);
    await screenshot(page, `${shot}-submitted`);
  };

  it('an admin launches a round for a department with one change to the proposal, and activates all of it', async () => {
    const world = await seed();
    const { maria, ali, aysel, bahruz, celal, dilara } = world.people;
    const { page } = await live.open(1440);
    await signInThroughUi(page, world.acme.owner.username, PASSWORD);
    await page.goto('/evaluations');
    await page.getByTestId('evaluations-actions').waitFor();
    // The current round is chosen by itself; it has no evaluations yet.
    await expect.poll(() => page.getByTestId('evaluations-round').textContent()).toContain('Q4');
    await page.getByTestId('evaluations-progress').waitFor();
    await expectAccessible(page, '/evaluations (empty round)');

    await page.getByTestId('evaluations-bulk').click();
    await page.getByTestId('bulk-dialog').waitFor();
    await page.getByTestId('bulk-scope-department').check();
    await page.getByTestId('bulk-preview').click();
    await page.getByTestId('bulk-dialog').getByText(messages.en.validation.required).waitFor();
    await page.getByTestId('bulk-department').fill('Sales');
    await page.getByTestId(`bulk-department-option-${world.departments.sales.id}`).click();
    await page.getByTestId('bulk-dialog').getByText(messages.en.validation.required).waitFor({ state: 'detached' });
    await expectAccessible(page, 'the bulk dialog (scope)');
    await screenshot(page, 'cycle-bulk-scope');
    await page.getByTestId('bulk-preview').click();

    // The proposal follows the reporting lines of Sales and its sub-department Field (Dilara in Support is left out):
    // a table with one row per proposed evaluation, grouped by evaluatee.
    await page.getByTestId('bulk-summary').waitFor();
    await page.getByTestId(`bulk-row-${ali.id}`).waitFor();
    expect(await page.getByTestId('bulk-summary-evaluatees').textContent()).toContain('5');
    expect(await page.getByTestId(`bulk-row-${dilara.id}`).count()).toBe(0);
    const proposed = async (party: string) =>
      (
        await page
          .getByTestId(`bulk-row-${ali.id}`)
          .locator(`[data-testid^="bulk-line-${ali.id}-skill-${party}-"]`)
          .evaluateAll((els) => els.map((e) => e.getAttribute('data-testid')))
      )
        .map((id) => Number(id!.split('-').pop()))
        .sort((a, b) => a - b);
    expect(await proposed('manager')).toEqual([maria.id]);
    expect(await proposed('subworker')).toEqual([celal.id]);
    expect(await proposed('coworker')).toEqual([aysel.id, bahruz.id].sort((a, b) => a - b));
    expect(await proposed('self')).toEqual([ali.id]);
    expect(await page.getByTestId(`bulk-evaluator-${ali.id}-goal`).textContent()).toContain('Maria Mammadova');
    // Aysel's goal weights reach only 60: no goal evaluation, with the message of docs/product.md §3.10.
    expect(await page.getByTestId(`bulk-status-${aysel.id}-goal`).textContent()).toContain(messages.en.errors.firstSetGoals);
    await expectAccessible(page, 'the bulk dialog (preview)');
    // The row edit dialog and the bulk replacement, opened and left without a change; the table on a phone.
    await page.getByTestId(`bulk-add-${ali.id}`).click();
    await page.getByTestId('bulk-edit').waitFor();
    await expectAccessible(page, 'the bulk dialog (add an evaluator)');
    await page.getByTestId('bulk-edit').getByRole('button', { name: 'Cancel' }).click();
    await page.getByTestId('bulk-edit').waitFor({ state: 'detached' });
    await page.getByTestId('bulk-replace-toggle').click();
    await page.getByTestId('bulk-replace').waitFor();
    await expectAccessible(page, 'the bulk dialog (replace an evaluator)');
    await page.getByTestId('bulk-replace-toggle').click();
    await page.setViewportSize({ width: 390, height: 844 });
    await expectAccessible(page, 'the bulk dialog (preview, 390 px)');
    await screenshot(page, 'cycle-bulk-preview-phone');
    await page.setViewportSize({ width: 1440, height: 900 });

    // One change: Bahruz does not evaluate Ali as a coworker.
    await page.getByTestId(`bulk-remove-${ali.id}-skill-coworker-${bahruz.id}`).click();
    await page.getByTestId(`bulk-line-${ali.id}-skill-coworker-${bahruz.id}`).waitFor({ state: 'detached' });
    expect(await page.getByTestId('bulk-changes').textContent()).toContain('1');
    await screenshot(page, 'cycle-bulk-preview');
    const toCreate = await page.getByTestId('bulk-summary-create').textContent();
    await page.getByTestId('bulk-confirm').click();
    await page.getByTestId('bulk-result').waitFor();
    await expectAccessible(page, 'the bulk dialog (result)');
    await page.getByTestId('bulk-close').click();
    await page.getByTestId('bulk-dialog').waitFor({ state: 'detached' });

    const made = await live.deps.db.select().from(evaluations).where(eq(evaluations.frequencyId, world.round.id));
    const has = (evaluatee: number, evaluator: number, kind: 'skill' | 'goal', party?: string) =>
      made.some((e) => e.evaluateeId === evaluatee && e.evaluatorId === evaluator && e.kind === kind && (party === undefined || e.party === party));
    expect(toCreate).toContain(String(made.filter((e) => e.kind === 'skill').length));
    expect(has(ali.id, maria.id, 'skill', 'manager')).toBe(true);
    expect(has(ali.id, celal.id, 'skill', 'subworker')).toBe(true);
    expect(has(ali.id, aysel.id, 'skill', 'coworker')).toBe(true);
    expect(has(ali.id, bahruz.id, 'skill')).toBe(false);
    expect(has(ali.id, ali.id, 'skill', 'self')).toBe(true);
    expect(has(ali.id, maria.id, 'goal', 'manager')).toBe(true);
    expect(made.filter((e) => e.kind === 'goal').map((e) => e.evaluateeId)).toEqual([ali.id]);
    expect(made.some((e) => e.evaluateeId === dilara.id)).toBe(false);
    expect(made.every((e) => e.activatedAt === null)).toBe(true);

    // The list shows them; activate all of the round (asked first): every card active, each evaluator noticed once.
    await expect.poll(() => page.getByTestId('evaluations-count').textContent()).toBe(String(made.length));
    await expectAccessible(page, '/evaluations (the round’s evaluations)');
    await screenshot(page, 'cycle-evaluations');
    await page.getByTestId('evaluations-all-menu').click();
    await page.getByTestId('evaluations-activate-all').click();
    await page.getByTestId('evaluations-all-confirm').waitFor();
    await expectAccessible(page, 'the activate-all confirmation');
    await page.getByTestId('evaluations-all-confirm').getByTestId('confirm-button').click();
    await page.getByTestId('evaluations-all-confirm').waitFor({ state: 'detached' });
    await expect
      .poll(async () => (await live.deps.db.select().from(evaluations).where(eq(evaluations.frequencyId, world.round.id))).every((e) => e.activatedAt))
      .toBe(true);
    const evaluators = new Set(made.map((e) => e.evaluatorId));
    const noticed = await live.deps.db.select().from(notifications).where(eq(notifications.kind, 'cards_activated'));
    const accountOf = new Map(Object.values(world.people).map((p) => [p.account.id, p.id]));
    expect(noticed.map((n) => accountOf.get(n.accountId)).sort((a, b) => a! - b!)).toEqual([...evaluators].sort((a, b) => a - b));
    expect(noticed.find((n) => n.accountId === maria.account.id)).toMatchObject({ link: '/evaluate', isRead: false });
  });

  it('a manager follows the bell to /evaluate, rates part of a competency evaluation, leaves, comes back, finishes and submits', async () => {
    const world = await seed();
    const { maria, ali } = world.people;
    const [accuracy, teamwork, listening] = world.skills;
    const [evaluation] = await createEvaluations(live.deps, world.acme, world.round.id, [{ evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager' }]);
    const { page } = await live.open(1280);
    await activate(page, world, [evaluation!.id]);

    await signInThroughUi(page, maria.account.username, PASSWORD);
    const bell = page.getByTestId('notification-bell');
    await expect.poll(() => bell.getAttribute('data-highlighted')).toBe('true');
    expect(await bell.getAttribute('aria-label')).toContain('1');
    await bell.click();
    await page.getByTestId('notification-list').waitFor();
    const [notice] = await live.deps.db.select().from(notifications).where(eq(notifications.accountId, maria.account.id));
    const item = page.getByTestId(`notification-${notice!.id}`);
    expect(await item.textContent()).toContain('Q4');
    await expectAccessible(page, 'the bell, open');
    await screenshot(page, 'cycle-bell');
    await item.click();
    await page.waitForURL('**/evaluate');
    await expect.poll(async () => (await live.deps.db.select().from(notifications).where(eq(notifications.id, notice!.id)))[0]!.isRead).toBe(true);
    await expect.poll(() => bell.getAttribute('data-highlighted')).toBe('false');

    // /evaluate: the round with its countdown and the evaluation to start.
    const row = page.getByTestId(`my-evaluation-${evaluation!.id}`);
    await row.waitFor();
    expect(await row.getAttribute('data-status')).toBe('notStarted');
    expect(await row.textContent()).toContain('Ali Aliyev');
    await page.getByTestId(`round-countdown-${world.round.id}`).waitFor();
    await expectAccessible(page, '/evaluate');
    await screenshot(page, 'cycle-evaluate-en');

    // Part of it: two of three competencies; the draft saves by itself.
    await page.getByTestId(`my-evaluation-open-${evaluation!.id}`).click();
    await page.getByTestId('skill-form').waitFor();
    expect(await page.getByTestId('evaluatee-name').textContent()).toBe('Ali Aliyev');
    await page.getByTestId(`rating-${accuracy!.id}-3`).check();
    await page.getByTestId(`rating-${teamwork!.id}-na`).check();
    await page.getByTestId(`comment-${accuracy!.id}`).fill('Careful with the numbers');
    await saved(page);
    expect(await answersOf(evaluation!.id)).toEqual([
      [accuracy!.id, 3, false, 'Careful with the numbers'],
      [teamwork!.id, null, true, ''],
    ]);
    // An empty "Save draft" is answered with the message of the seed, as information.
    await page.getByTestId('save-draft').click();
    await page.getByText(messages.en.errors.noChanges).waitFor();

    // Submitting too early: the form checks first, marks the unrated competency with the server's message and
    // asks nothing; nothing is completed.
    await page.getByTestId('submit-evaluation').click();
    await page.getByTestId(`competency-error-${listening!.id}`).getByText(messages.en.validation.ratingRequired).waitFor();
    expect(await page.getByTestId('submit-confirm').count()).toBe(0);
    expect((await evaluationOf(evaluation!.id)).completedAt).toBeNull();
    // Nothing was sent: the status still says what the empty "Save draft" left ("No changes"), not "Not saved".
    expect(await page.getByTestId('draft-status').getAttribute('data-status')).toBe('clean');
    await expectAccessible(page, 'the competency form with a refused submission');
    await screenshot(page, 'cycle-skill-refused-en');

    // Leave, and come back by the list and by a fresh load of the page: the ratings are still there.
    await page.getByTestId('evaluate-back').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('started');
    await page.getByTestId(`my-evaluation-open-${evaluation!.id}`).click();
    await page.getByTestId('skill-form').waitFor();
    expect(await page.getByTestId(`rating-${accuracy!.id}-3`).isChecked()).toBe(true);
    expect(await page.getByTestId(`rating-${teamwork!.id}-na`).isChecked()).toBe(true);
    await page.goto('/');
    await page.goto(`/evaluate/skill/${evaluation!.id}`);
    await page.getByTestId('skill-form').waitFor();
    expect(await page.getByTestId(`rating-${accuracy!.id}-3`).isChecked()).toBe(true);
    expect(await page.getByTestId(`comment-${accuracy!.id}`).inputValue()).toBe('Careful with the numbers');
    expect(await page.getByTestId(`rating-${listening!.id}-1`).isChecked()).toBe(false);

    // Finish and submit (asked first): completed and read-only.
    await page.getByTestId(`rating-${listening!.id}-2`).check();
    await page.getByTestId('evaluation-memo').fill('A good quarter.');
    await submit(page);
    await page.getByTestId('form-locked').waitFor();
    expect(await page.getByTestId('submit-evaluation').count()).toBe(0);
    expect(await page.getByTestId(`rating-${listening!.id}-2`).isDisabled()).toBe(true);
    const done = await evaluationOf(evaluation!.id);
    expect(done.completedAt).not.toBeNull();
    expect(done.memo).toBe('A good quarter.');
    expect(await answersOf(evaluation!.id)).toEqual([
      [accuracy!.id, 3, false, 'Careful with the numbers'],
      [teamwork!.id, null, true, ''],
      [listening!.id, 2, false, ''],
    ]);
    await screenshot(page, 'cycle-skill-submitted-en');
    await page.getByTestId('evaluate-back').click();
    await expect.poll(() => row.getAttribute('data-status')).toBe('completed');
    expect(await page.getByTestId(`round-progress-${world.round.id}`).textContent()).toContain('1');
  });

  it('the manager enters the actuals of the goal evaluation, sees the scores of the scoring core, and submits', async () => {
    const world = await seed();
    const { maria, ali } = world.people;
    const [revenue, complaints] = world.aliGoals;
    const [evaluation] = await createEvaluations(live.deps, world.acme, world.round.id, [
      { evaluateeId: ali.id, evaluatorId: maria.id, party: 'manager', kind: 'goal', activated: true },
    ]);
    const { page } = await live.open(1280);
    await signInThroughUi(page, maria.account.username, PASSWORD);
    await page.goto('/evaluate');
    await page.getByTestId(`my-evaluation-open-${evaluation!.id}`).click();
    await page.getByTestId('goal-form').waitFor();
    expect(await page.getByTestId('goal-overall').textContent()).toBe('no score yet');

    // Goal 1 (weight 60, target 100, higher is better): 80 → 80.00; goal 2 (weight 40): 50 → 50.00; G = 68.00 (§4.2, §4.5).
    await page.getByTestId(`actual-goals.${revenue!.id}`).fill('80');
    await expect.poll(() => page.getByTestId(`score-goals.${revenue!.id}`).textContent()).toBe('80.00');
    expect(await page.getByTestId('goal-overall').textContent()).toBe('80.00');
    // Not a number: said at the field, nothing scored.
    await page.getByTestId(`actual-goals.${complaints!.id}`).fill('5o');
    await page.getByTestId(`line-goals.${complaints!.id}`).getByText('Enter a number, e.g. 12.5').waitFor();
    expect(await page.getByTestId(`score-goals.${complaints!.id}`).textContent()).toBe('no score yet');
    await page.getByTestId(`actual-goals.${complaints!.id}`).fill('50');
    await expect.poll(() => page.getByTestId(`score-goals.${complaints!.id}`).textContent()).toBe('50.00');
    expect(await page.getByTestId('goal-overall').textContent()).toBe('68.00');
    await saved(page);
    await expectAccessible(page, 'the goal form');
    await screenshot(page, 'cycle-goal-en');

    await submit(page);
    await page.getByTestId('form-locked').waitFor();
    expect(await page.getByTestId(`actual-goals.${revenue!.id}`).getAttribute('readonly')).not.toBeNull();
    const stored = await live.deps.db.select().from(goals).where(eq(goals.employeeId, ali.id)).orderBy(asc(goals.id));
    expect(stored.map((g) => g.actual)).toEqual([80, 50]);
    expect((await evaluationOf(evaluation!.id)).completedAt).not.toBeNull();
    expect(await page.getByTestId('goal-overall').textContent()).toBe('68.00');
    await expectAccessible(page, 'the submitted goal form');
    await screenshot(page, 'cycle-goal-submitted-en');
  });

  it('a coworker evaluates in Azerbaijani on a phone-width screen', async () => {
    const world = await seed();
    const { ali, aysel } = world.people;
    const [evaluation] = await createEvaluations(live.deps, world.acme, world.round.id, [
      { evaluateeId: ali.id, evaluatorId: aysel.id, party: 'coworker', activated: true },
    ]);
    const { page } = await live.open(390);
    await signInThroughUi(page, aysel.account.username, PASSWORD);
    await chooseLanguage(page, 'az');
    await page.goto('/evaluate');
    const row = page.getByTestId(`my-evaluation-${evaluation!.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Rolunuz: Həmkar');
    expect(await page.getByTestId(`my-evaluation-status-${evaluation!.id}`).textContent()).toBe('Başlanmayıb');
    await expectAccessible(page, '/evaluate (az, 390 px)');
    await screenshot(page, 'cycle-evaluate-az-390');
    // Nothing is wider than the screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.getByTestId(`my-evaluation-open-${evaluation!.id}`).click();
    await page.getByTestId('skill-form').waitFor();
    expect(await page.getByTestId('submit-evaluation').textContent()).toBe('Təqdim et');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'cycle-skill-az-390');
    // Submitting with nothing rated: no question, the server's message in Azerbaijani at each competency.
    await page.getByTestId('submit-evaluation').click();
    await page.getByTestId(`competency-error-${world.skills[0]!.id}`).getByText(messages.az.validation.ratingRequired).waitFor();
    expect(await page.getByTestId('submit-confirm').count()).toBe(0);
    await screenshot(page, 'cycle-skill-refused-az-390');
    await fillAndSubmitSkillForm(page, world, evaluation!.id, 'az', 'cycle-skill-az-390');
    expect(await page.getByTestId('form-locked').textContent()).toContain('təqdim edilib');
  });

  it('a self evaluation in Russian', async () => {
    const world = await seed();
    const { ali } = world.people;
    const [evaluation] = await createEvaluations(live.deps, world.acme, world.round.id, [
      { evaluateeId: ali.id, evaluatorId: ali.id, party: 'self', activated: true },
    ]);
    const { page } = await live.open(1280);
    await signInThroughUi(page, ali.account.username, PASSWORD);
    await chooseLanguage(page, 'ru');
    await page.goto('/evaluate');
    const row = page.getByTestId(`my-evaluation-${evaluation!.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('Ваша роль: Самооценка');
    await expectAccessible(page, '/evaluate (ru)');
    await screenshot(page, 'cycle-evaluate-ru');
    await page.getByTestId(`my-evaluation-open-${evaluation!.id}`).click();
    await page.getByTestId('skill-form').waitFor();
    expect(await page.getByTestId('evaluatee-name').textContent()).toBe('Ali Aliyev');
    expect(await page.getByTestId('submit-evaluation').textContent()).toBe('Отправить');
    await screenshot(page, 'cycle-skill-ru');
    await fillAndSubmitSkillForm(page, world, evaluation!.id, 'ru', 'cycle-skill-ru');
    expect(await page.getByTestId('form-locked').textContent()).toContain('Отправлена');
    await page.getByTestId('evaluate-back').click();
    await expect.poll(() => page.getByTestId(`my-evaluation-status-${evaluation!.id}`).textContent()).toBe('Завершена');
  });
});
