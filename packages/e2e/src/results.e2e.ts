/**
 * Results and calibration in a real browser (docs/product.md §4, §5.6–§5.9, §7.6): an admin sorts
 * and filters the performance panel of a round and follows its links to one person's competency and goal
 * pages; opens a performance card from the panel and downloads its PDF (its text checked); adjusts a score
 * on the Calibration tab with a reason (refused without one), finds it in the trail and releases the round;
 * the employee sees "results are published after calibration" before the release and their released card
 * after it, in Azerbaijani on a phone-width screen and in Russian. axe-core finds no serious or critical
 * violation on any of these screens.
 *
 * The world is seeded once (beforeAll) with the server's test helpers, the evaluations completed directly
 * in the database and the results recomputed with the engine. Tests never depend on each other (scripts/
 * isolation.sh): the panel and card tests read round H1, which nothing changes; only the calibration test
 * writes, and only in round H2.
 */
import { messages } from '@performa/contracts/i18n/messages';
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { calibrationChanges, evaluationResults, frequencies, notifications, periods } from '@performa/server/src/db/schema.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { addDepartment, addEmployee, addPosition, createCompany, PASSWORD, pdfText } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot as keep } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { scoringSetup } from './support/scored-world.ts';
import { chooseLanguage } from './support/session.ts';

/** Per person and round: the manager's ratings of Accuracy and Teamwork (1–5) and the actual of the round's one goal (target 100). */
type Marks = [accuracy: number, teamwork: number, actual: number];

describe('results and calibration (browser)', () => {
  const live = liveApp();

  /**
   * Sales (Maria heads it; Ali, Aysel and Bahruz report to her) and Support (Farid; Dilara and Elvin).
   * Period 2026 with rounds H1 and H2. Sellers and agents are rated by their manager on Accuracy and
   * Teamwork (weights 0.5 / 0.5, norm 4 on the 1–5 template); each has one goal per round (weight 100,
   * target 100, higher is better). Party weights: the manager alone; split 0.5 / 0.5. Final score scale:
   * Low 0–59, Good 60–74, Excellent 75–100. So final = (G + S) / 2 with S = mean of the two ratings × 20:
   *   H1: Ali 85 (Excellent), Dilara 80 (Excellent), Elvin 70 (Good), Aysel 65 (Good), Bahruz 50 (Low);
   *   H2: Ali 85, Dilara 80, Bahruz 55 (Low). Maria and Farid are not evaluated (no results).
   */
  const seed = async () => {
    const { deps } = live;
    const acme = await createCompany(deps, { company: 'Caspian Results' });
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const sales = await addDepartment(deps, acme, 'Sales');
    const support = await addDepartment(deps, acme, 'Support');
    const head = await addPosition(deps, acme, sales.id, 'Head of sales');
    const seller = await addPosition(deps, acme, sales.id, 'Seller', head.id);
    const lead = await addPosition(deps, acme, support.id, 'Support lead');
    const agent = await addPosition(deps, acme, support.id, 'Agent', lead.id);
    const person = (firstName: string, lastName: string, o: Parameters<typeof addEmployee>[2]) => addEmployee(deps, acme, { firstName, lastName, ...o });
    const maria = await person('Maria', 'Mammadova', { departmentId: sales.id, positionId: head.id });
    const ali = await person('Ali', 'Aliyev', { departmentId: sales.id, positionId: seller.id, reportToId: maria.id });
    const aysel = await person('Aysel', 'Karimova', { departmentId: sales.id, positionId: seller.id, reportToId: maria.id });
    const bahruz = await person('Bahruz', 'Huseynov', { departmentId: sales.id, positionId: seller.id, reportToId: maria.id });
    const farid = await person('Farid', 'Nasirov', { departmentId: support.id, positionId: lead.id });
    const dilara = await person('Dilara', 'Quliyeva', { departmentId: support.id, positionId: agent.id, reportToId: farid.id });
    const elvin = await person('Elvin', 'Rahimov', { departmentId: support.id, positionId: agent.id, reportToId: farid.id });

    const [period] = await deps.db
      .insert(periods)
      .values({ ...scope, number: 1, name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    const [h1, h2] = await deps.db
      .insert(frequencies)
      .values([
        { ...scope, periodId: period!.id, name: 'H1', startDate: '2026-01-01', endDate: '2026-06-30' },
        { ...scope, periodId: period!.id, name: 'H2', startDate: '2026-07-01', endDate: '2026-12-31' },
      ])
      .returning();

    const { grades, rated } = await scoringSetup(deps, acme, {
      positions: [seller, agent],
      grades: [
        { min: 0, max: 59, response: 'Low' },
        { min: 60, max: 74, response: 'Good' },
        { min: 75, max: 100, response: 'Excellent' },
      ],
    });
    const plan: Array<[typeof ali, typeof maria, Record<number, Marks>]> = [
      [ali, maria, { [h1!.id]: [5, 4, 80], [h2!.id]: [4, 4, 90] }],
      [aysel, maria, { [h1!.id]: [3, 3, 70] }],
      [bahruz, maria, { [h1!.id]: [2, 3, 50], [h2!.id]: [3, 2, 60] }],
      [dilara, farid, { [h1!.id]: [4, 5, 70], [h2!.id]: [5, 5, 60] }],
      [elvin, farid, { [h1!.id]: [3, 3, 80] }],
    ];
    const goalNames: Record<number, string> = { [ali.id]: 'Satış planı', [aysel.id]: 'New accounts', [bahruz.id]: 'Repeat orders' };
    for (const [evaluatee, manager, rounds] of plan)
      for (const round of [h1!, h2!])
        if (rounds[round.id]) await rated(round, evaluatee, manager, rounds[round.id]!, `${goalNames[evaluatee.id] ?? 'Tickets solved'} ${round.name}`);
    // The evaluations were completed behind the services' back: the engine computes what they would have.
    await recomputeResults(deps.db, { projectId: acme.projectId });
    return {
      acme,
      departments: { sales, support },
      people: { maria, ali, aysel, bahruz, farid, dilara, elvin },
      period: period!,
      h1: h1!,
      h2: h2!,
      good: grades.find((g) => g.response === 'Good')!,
    };
  };
  type World = Awaited<ReturnType<typeof seed>>;
  let world: World;
  beforeAll(async () => {
    world = await seed();
  });

  /** Keeps a screenshot of the whole page from its top (a page scrolled down shows the fixed top bar mid-page). */
  const screenshot = async (page: Page, name: string) => {
    await page.evaluate(() => window.scrollTo(0, 0));
    await keep(page, name);
  };

  /**
   * Opens `path` signed out, signs in on the login page it leads to and lands back on it (one page load
   * fewer than signing in first and then going there).
   */
  const signInAt = async (page: Page, path: string, username: string) => {
    await page.goto(path);
    await page.getByTestId('login-username').fill(username);
    await page.getByTestId('login-password').fill(PASSWORD);
    await page.getByTestId('login-submit').click();
    await page.waitForURL((url) => `${url.pathname}${url.search}` === path);
    await page.getByTestId('page-title').waitFor();
  };

  const panelPath = (round: number, tab?: string) => `/performance-panel?${tab ? `tab=${tab}&` : ''}period=${world.period.id}&round=${round}`;

  /** The panel's results grid (MUI's DataGrid does not pass a test id on to its element). */
  const grid = (page: Page) => page.locator('.MuiDataGrid-root');

  /** The employees of the panel's results, top to bottom (names link to their cards). */
  const panelOrder = (page: Page) =>
    grid(page)
      .locator('[data-testid^="performance-employee-"]')
      .evaluateAll((els) => els.map((el) => Number(el.getAttribute('data-testid')!.split('-').pop())));

  /** Waits until the panel shows exactly `ids`, in that order. */
  const expectPanel = (page: Page, ids: number[]) => expect.poll(() => panelOrder(page)).toEqual(ids);

  const text = (page: Page, testId: string) => page.getByTestId(testId).textContent();

  /** Nothing is wider than the screen. */
  const fitsWidth = async (page: Page, width: number) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

  it('an admin sorts and filters the performance panel of a round and opens one person’s competency and goal pages (docs/product.md §5.8, §7)', async () => {
    const { ali, aysel, bahruz, dilara, elvin, farid, maria } = world.people;
    const { page } = await live.open(1440);
    await signInAt(page, panelPath(world.h1.id), world.acme.owner.username);
    // Everyone in the project, by name; the people without evaluations in the round are listed without scores.
    await expectPanel(page, [ali.id, aysel.id, bahruz.id, dilara.id, elvin.id, farid.id, maria.id]);
    expect(await text(page, 'performance-release')).toContain('Calibration pending');
    expect(await text(page, `performance-goal_overall-${ali.id}`)).toBe('80.00');
    expect(await text(page, `performance-skill_overall-${ali.id}`)).toBe('90.00');
    expect(await text(page, `performance-final_score-${ali.id}`)).toBe('85.00');
    expect(await text(page, `performance-after_calibration_score-${ali.id}`)).toBe('—');
    expect(await text(page, `performance-grade-${ali.id}`)).toBe('Excellent');
    expect(await text(page, `performance-completeness-${ali.id}`)).toContain('1/1');
    expect(await text(page, `performance-final_score-${maria.id}`)).toBe('—');

    // Sorted by the score that counts (the grade column's order), lowest and then highest first (a second click on the header): the
    // server's order, the people without a score last either way (in the order of their ids).
    const scoreHeader = grid(page).locator('.MuiDataGrid-columnHeader[data-field="grade"]');
    await scoreHeader.click();
    await expectPanel(page, [bahruz.id, aysel.id, elvin.id, dilara.id, ali.id, maria.id, farid.id]);
    await scoreHeader.click();
    await expectPanel(page, [ali.id, dilara.id, elvin.id, aysel.id, bahruz.id, maria.id, farid.id]);
    expect(new URL(page.url()).searchParams.get('sort')).toBe('-score');

    // Filtered by department (Support), then by grade (Good) instead; the order stays.
    await page.getByTestId('performance-filter-department').fill('Support');
    await page.getByTestId(`performance-filter-department-option-${world.departments.support.id}`).click();
    await expectPanel(page, [dilara.id, elvin.id, farid.id]);
    expect(await text(page, 'performance-count')).toBe('3');
    await page.getByTestId('performance-clear-filters').click();
    await expectPanel(page, [ali.id, dilara.id, elvin.id, aysel.id, bahruz.id, maria.id, farid.id]);
    await page.getByTestId('performance-filter-grade').click();
    await page.getByTestId(`performance-filter-grade-option-${world.good.id}`).click();
    await expectPanel(page, [elvin.id, aysel.id]);
    expect(new URL(page.url()).searchParams.get('grade')).toBe(String(world.good.id));
    await expectAccessible(page, '/performance-panel (results, filtered)');
    await screenshot(page, 'results-panel');

    // The same people on the goals and competencies tabs; the Calibration tab of the round.
    await page.getByTestId('performance-tab-goals').click();
    await page.getByTestId(`performance-goal-row-${elvin.id}`).waitFor();
    expect(await text(page, `performance-goal-overall-${aysel.id}`)).toBe('70.00');
    await expectAccessible(page, '/performance-panel?tab=goals');
    await screenshot(page, 'results-panel-goals');
    await page.getByTestId('performance-tab-skills').click();
    await page.getByTestId(`performance-skill-row-${elvin.id}`).waitFor();
    expect(await text(page, `performance-skill-overall-${elvin.id}`)).toBe('60.00');
    await expectAccessible(page, '/performance-panel?tab=skills');
    await screenshot(page, 'results-panel-skills');
    await page.getByTestId('performance-tab-calibration').click();
    await page.getByTestId('calibration-tab').waitFor();
    await page.getByTestId(`calibration-person-${ali.id}`).waitFor();
    await expectAccessible(page, '/performance-panel?tab=calibration');

    // From the results to Ali's competencies (per party, against the norm) and on to his goals.
    await page.getByTestId('performance-tab-results').click();
    await page.getByTestId('performance-clear-filters').click();
    await page.getByTestId(`performance-skills-link-${ali.id}`).click();
    await page.waitForURL(`**/user-skill-performance/${ali.id}?period=${world.period.id}`);
    await page.getByTestId(`skill-round-${world.h1.id}`).waitFor();
    expect(await text(page, `skill-overall-${world.h1.id}`)).toBe('90.00');
    expect(await text(page, `skill-overall-${world.h2.id}`)).toBe('80.00');
    await expectAccessible(page, '/user-skill-performance');
    await screenshot(page, 'results-skill-performance');
    await page.getByTestId('skill-goals-link').click();
    await page.waitForURL(`**/user-goal-performance/${ali.id}?period=${world.period.id}`);
    await page.getByTestId(`goal-round-${world.h1.id}`).waitFor();
    expect(await text(page, `goal-overall-${world.h1.id}`)).toBe('80.00');
    expect(await page.getByTestId('goal-table').textContent()).toContain('Satış planı H1');
    await expectAccessible(page, '/user-goal-performance');
    await screenshot(page, 'results-goal-performance');
  });

  it('an admin opens a performance card from the panel and downloads it as a PDF (docs/product.md §7.6)', async () => {
    const { ali } = world.people;
    const { page } = await live.open(1280);
    await signInAt(page, panelPath(world.h1.id), world.acme.owner.username);
    await page.getByTestId(`performance-card-link-${ali.id}`).click();
    await page.waitForURL(`**/performance-card/${ali.id}/${world.period.id}`);
    await page.getByTestId('card-header').waitFor();
    expect(await text(page, 'card-name')).toBe('Ali Aliyev');
    expect(await text(page, 'card-manager')).toBe('Maria Mammadova');
    expect(await text(page, `card-round-${world.h1.id}-final`)).toBe('85.00');
    expect(await text(page, `card-round-${world.h1.id}-grade`)).toBe('Excellent');
    await expectAccessible(page, '/performance-card (admin)');
    await screenshot(page, 'results-card-en');

    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('card-pdf').click()]);
    expect(download.suggestedFilename()).toMatch(/^performance-card-.+\.pdf$/);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const bytes = Buffer.concat(chunks);
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    // The same card in words (pdfjs-dist): company, person, rounds with their scores, the goal, the competencies.
    const words = (await pdfText(bytes)).replace(/\s+/g, ' ');
    for (const expected of [
      'Caspian Results',
      'Performance card',
      'Ali Aliyev',
      'Maria Mammadova',
      'H1',
      '85.00',
      'Excellent',
      'Satış planı',
      'Accuracy',
      'Teamwork',
    ])
      expect(words, expected).toContain(expected);
  });

  it('an admin calibrates a score with a reason and releases the round; the employee sees their card only after it, in Azerbaijani at 390 px and in Russian (docs/product.md §5.6, §5.7)', async () => {
    const { bahruz, dilara, farid } = world.people;
    const h2 = world.h2.id;
    const cardPath = `/performance-card/${bahruz.id}/${world.period.id}`;

    // Before the release the employee's card says when results come, and shows no number.
    const employee = await live.open(390);
    await signInAt(employee.page, cardPath, bahruz.account.username);
    await chooseLanguage(employee.page, 'az');
    await expect.poll(() => text(employee.page, `card-round-${h2}-hidden`)).toBe('Nəticələr kalibrləmədən sonra dərc olunur');
    expect(await employee.page.getByTestId(`card-round-${world.h1.id}-hidden`).count()).toBe(1);
    expect(await employee.page.getByTestId(`card-round-${h2}-final`).count()).toBe(0);
    expect(await text(employee.page, 'card-period-score')).toBe('—');
    await expectAccessible(employee.page, '/performance-card (employee, before the release, az, 390 px)');
    await fitsWidth(employee.page, 390);
    await screenshot(employee.page, 'results-card-az-390-pending');

    // The admin on the Calibration tab of H2: Bahruz's 55 becomes 62, first without a reason (refused).
    const { page } = await live.open(1440);
    await signInAt(page, panelPath(h2, 'calibration'), world.acme.owner.username);
    await page.getByTestId('calibration-tab').waitFor();
    expect(await page.getByTestId('calibration-state').getAttribute('data-released')).toBe('false');
    const row = page.getByTestId(`calibration-person-${bahruz.id}`);
    await row.waitFor();
    expect(await row.textContent()).toContain('55.00');
    await page.getByTestId(`calibration-person-${bahruz.id}-adjust`).click();
    const dialog = page.getByTestId('adjust-dialog');
    await dialog.waitFor();
    await page.getByTestId('adjust-dialog-score').fill('62');
    await page.getByTestId('adjust-dialog-submit').click();
    await dialog.getByText(messages.en.validation.required).waitFor();
    await expectAccessible(page, 'the adjust dialog with a refused reason');
    // The server refuses it too, at the reason.
    const token = await page.request.post('/api/token/', { data: { username: world.acme.owner.username, password: PASSWORD } });
    const refused = await page.request.post('/api/wizard/calibrate-final-score-scale/', {
      headers: { authorization: `Bearer ${(await token.json()).access}`, 'x-project-id': String(world.acme.projectId) },
      data: { frequency_id: h2, employee_id: bahruz.id, after_calibration_score: 62, reason: '' },
    });
    expect(refused.status()).toBe(400);
    expect(JSON.stringify(await refused.json())).toContain('reason');
    expect(await live.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, h2))).toEqual([]);

    await page.getByTestId('adjust-dialog-reason').fill('Took over the northern territory mid-round');
    await page.getByTestId('adjust-dialog-submit').click();
    await dialog.waitFor({ state: 'detached' });
    await expect.poll(() => row.textContent()).toContain('62.00');
    const [stored] = await live.deps.db
      .select()
      .from(evaluationResults)
      .where(and(eq(evaluationResults.frequencyId, h2), eq(evaluationResults.employeeId, bahruz.id)));
    expect([stored!.finalScore, stored!.calibratedScore]).toEqual([55, 62]);
    // The trail: who, whom, before → after, the original score and the reason.
    const [change] = await live.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, h2));
    const entry = page.getByTestId(`calibration-entry-${change!.id}`);
    await entry.waitFor();
    const trail = await entry.textContent();
    for (const expected of ['Bahruz Huseynov', 'Took over the northern territory mid-round', '62.00', '55.00']) expect(trail, expected).toContain(expected);
    expect(await text(page, `calibration-entry-${change!.id}-change`)).toContain('→ 62.00');
    await expectAccessible(page, '/performance-panel?tab=calibration (adjusted)');
    await screenshot(page, 'results-calibration');

    // Narrowed to Farid Nasirov's direct reports: of them only Dilara has a score in H2; clearing shows the whole round again.
    const manager = page.getByTestId('performance-filter-manager');
    await manager.click();
    await manager.fill('Farid');
    await page.getByTestId(`performance-filter-manager-option-${farid.id}`).click();
    await expect.poll(() => text(page, 'calibration-total')).toBe('People with a score: 1');
    expect(new URL(page.url()).searchParams.get('manager')).toBe(String(farid.id));
    await page.getByTestId(`calibration-person-${dilara.id}-adjust`).waitFor();
    expect(await page.getByTestId(`calibration-person-${bahruz.id}-adjust`).count()).toBe(0);
    await page.getByTestId('performance-clear-filters').click();
    await expect.poll(() => text(page, 'calibration-total')).toBe('People with a score: 3');

    // Close calibration: the round is released and every evaluatee with a score is notified.
    await page.getByTestId('calibration-release').click();
    await page.getByTestId('release-dialog').waitFor();
    await expectAccessible(page, 'the release confirmation');
    await page.getByTestId('release-dialog').getByTestId('confirm-button').click();
    await expect.poll(() => page.getByTestId('calibration-state').getAttribute('data-released')).toBe('true');
    expect((await live.deps.db.select().from(frequencies).where(eq(frequencies.id, h2)))[0]!.releasedAt).not.toBeNull();
    const noticed = await live.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, bahruz.account.id), eq(notifications.kind, 'results_released')));
    expect(noticed.map((n) => n.link)).toEqual([cardPath]);
    expect(await page.getByTestId(`calibration-person-${bahruz.id}-adjust`).isDisabled()).toBe(true);
    await screenshot(page, 'results-calibration-released');

    // The employee finds their results from the sidebar: My results lists the period with H2's score, and leads to the card.
    await employee.page.goto('/');
    await employee.page.getByTestId('page-title').waitFor();
    await employee.page.getByTestId('sidebar-toggle').click();
    const board = employee.page.getByTestId('menu-user-board');
    if ((await board.getAttribute('aria-expanded')) !== 'true') await board.click();
    await employee.page.getByTestId('menu-my-results').click();
    const periodResult = employee.page.getByTestId(`panel-result-${world.period.id}`);
    await periodResult.waitFor();
    expect(employee.page.url()).toMatch(/\/user-panel\/\d+\?tab=results$/);
    await expect.poll(() => text(employee.page, `panel-result-round-${h2}`)).toContain('62,00');
    expect(await text(employee.page, `panel-result-round-${world.h1.id}`)).toContain('Kalibrləmə gözlənilir');
    await expectAccessible(employee.page, '/user-panel?tab=results (employee, az, 390 px)');
    await fitsWidth(employee.page, 390);
    await screenshot(employee.page, 'results-my-results-az-390');
    await periodResult.getByTestId(`panel-result-${world.period.id}-card`).click();
    await employee.page.waitForURL(`**${cardPath}`);

    // The employee's card now: H2 with the after-calibration score as their score, H1 still pending (az, 390 px; a decimal comma).
    await employee.page.getByTestId(`card-round-${h2}-final`).waitFor();
    expect(await text(employee.page, `card-round-${h2}-final`)).toBe('62,00');
    expect(await text(employee.page, `card-round-${h2}-grade`)).toBe('Good');
    expect(await text(employee.page, `card-round-${h2}-goal`)).toBe('60,00');
    expect(await text(employee.page, `card-round-${h2}-skill`)).toBe('50,00');
    expect(await employee.page.getByTestId(`card-round-${h2}-calibrated`).count()).toBe(0);
    expect(await employee.page.getByTestId('card-calibration').count()).toBe(0);
    expect(await text(employee.page, `card-round-${world.h1.id}-hidden`)).toBe('Nəticələr kalibrləmədən sonra dərc olunur');
    expect(await text(employee.page, 'card-period-score')).toBe('62,00');
    expect(await text(employee.page, `card-round-${h2}-state`)).toContain('dərc olunub');
    await expectAccessible(employee.page, '/performance-card (employee, released, az, 390 px)');
    await fitsWidth(employee.page, 390);
    await screenshot(employee.page, 'results-card-az-390');

    // And in Russian on a wide screen (the same profile: the language is the account's choice).
    await employee.page.setViewportSize({ width: 1280, height: 900 });
    await chooseLanguage(employee.page, 'ru');
    expect(await text(employee.page, 'page-title')).toBe('Карта эффективности');
    expect(await text(employee.page, `card-round-${h2}-final`)).toBe('62,00');
    expect(await text(employee.page, `card-round-${h2}-state`)).toContain('Опубликовано');
    expect(await text(employee.page, `card-round-${world.h1.id}-hidden`)).toBe('Результаты публикуются после калибровки');
    await expectAccessible(employee.page, '/performance-card (employee, released, ru)');
    await screenshot(employee.page, 'results-card-ru');
  });
});
