/**
 * The dashboards and reports in a real browser (docs/product.md §7.9, §7.10): the admin reads a released round at a glance,
 * its top 10 with a tie shown as a tie, the distribution and the project's counts, and opens a card from
 * the list, in English on a wide screen and in Russian at phone width; a manager (a user) follows her
 * evaluation to do from her dashboard, reads her team's released scores and her department's top 10 in
 * Azerbaijani at phone width; an employee reads their released results and competencies in Russian. On
 * /reporting the admin filters the distribution by position, exports it as CSV and its chart as PNG, and
 * opens every report; one report in Azerbaijani at phone width and one in Russian.
 * axe-core finds no serious or critical violation and no text is cut (support/cut-text.ts) on any of them.
 *
 * The world is seeded once: the evaluations completed in the database and the results computed by the
 * engine, the round released. Nothing here writes, so the tests do not depend on each other.
 */
import { eq } from 'drizzle-orm';
import type { Download, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import { frequencies } from '@performa/server/src/db/schema.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { addDepartment, addEmployee, addPeriod, addPosition, createCompany, createEvaluations, PASSWORD } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { cutText, describeCutText } from './support/cut-text.ts';
import { dayFromToday } from './support/evaluation-world.ts';
import { liveApp } from './support/live.ts';
import { scoringSetup } from './support/scored-world.ts';
import { chooseLanguage, signInThroughUi } from './support/session.ts';

/** A seller's or agent's marks: the manager's ratings of Accuracy and Teamwork (1–5) and their goal's actual (target 100). */
type Marks = [accuracy: number, teamwork: number, actual: number];

describe('dashboards (browser)', () => {
  const live = liveApp();

  /**
   * Sales (Maria heads it, six sellers report to her) and Support (Farid, four agents). One period whose
   * one round holds today and ends in 10 days, released. Final = (G + S) / 2 with G = the goal's actual
   * and S = the mean of the two ratings × 20 (manager weight 1, split 0.5 / 0.5), so:
   *   Orkhan 100, Sevda 90, Ali 85, Dilara 80, Aysel 75, Bahruz 75 (a tie: both 5th), Elvin 70, Leyla 60,
   *   Nigar 50, Kamran 40. Maria and Farid are not evaluated. Maria still has a coworker evaluation of
   *   Farid to do. The project shows each department's top 10 to its users.
   */
  const seed = async () => {
    const { deps } = live;
    const acme = await createCompany(deps, { company: 'Caspian Dashboards' });
    const sales = await addDepartment(deps, acme, 'Sales');
    const support = await addDepartment(deps, acme, 'Support');
    const head = await addPosition(deps, acme, sales.id, 'Head of sales');
    const seller = await addPosition(deps, acme, sales.id, 'Seller', head.id);
    const lead = await addPosition(deps, acme, support.id, 'Support lead');
    const agent = await addPosition(deps, acme, support.id, 'Agent', lead.id);
    const person = (firstName: string, lastName: string, o: Parameters<typeof addEmployee>[2]) => addEmployee(deps, acme, { firstName, lastName, ...o });
    const maria = await person('Maria', 'Mammadova', { departmentId: sales.id, positionId: head.id });
    const farid = await person('Farid', 'Nasirov', { departmentId: support.id, positionId: lead.id });
    const inSales = { departmentId: sales.id, positionId: seller.id, reportToId: maria.id };
    const inSupport = { departmentId: support.id, positionId: agent.id, reportToId: farid.id };
    const plan: Array<[Awaited<ReturnType<typeof person>>, typeof maria, Marks]> = [
      [await person('Orkhan', 'Babayev', inSales), maria, [5, 5, 100]],
      [await person('Ali', 'Aliyev', inSales), maria, [5, 4, 80]],
      [await person('Aysel', 'Karimova', inSales), maria, [4, 4, 70]],
      [await person('Bahruz', 'Huseynov', inSales), maria, [4, 4, 70]],
      [await person('Leyla', 'Mammadli', inSales), maria, [3, 3, 60]],
      [await person('Nigar', 'Safarova', inSales), maria, [2, 3, 50]],
      [await person('Sevda', 'Ismayilova', inSupport), farid, [5, 4, 90]],
      [await person('Dilara', 'Quliyeva', inSupport), farid, [4, 5, 70]],
      [await person('Elvin', 'Rahimov', inSupport), farid, [3, 3, 80]],
      [await person('Kamran', 'Aliyev', inSupport), farid, [2, 2, 40]],
    ];
    const period = await addPeriod(deps, acme, ['Q4'], { start: dayFromToday(-60), end: dayFromToday(10) });
    const round = period.rounds[0]!;
    const { rated } = await scoringSetup(deps, acme, {
      positions: [seller, agent],
      grades: [
        { min: 0, max: 59, response: 'Below expectations' },
        { min: 60, max: 79, response: 'Meets expectations' },
        { min: 80, max: 100, response: 'Exceeds expectations' },
      ],
      settings: { showDepartmentTopTen: true },
    });
    for (const [evaluatee, manager, marks] of plan) await rated(round, evaluatee, manager, marks);
    const [toDo] = await createEvaluations(deps, acme, round.id, [{ evaluateeId: farid.id, evaluatorId: maria.id, party: 'coworker', activated: true }]);
    await recomputeResults(deps.db, { projectId: acme.projectId });
    await deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.id, round.id));
    const byName = Object.fromEntries(plan.map(([p]) => [p.firstName, p]));
    return { acme, period, round, maria, toDo: toDo!, people: byName };
  };
  type World = Awaited<ReturnType<typeof seed>>;
  let world: World;
  beforeAll(async () => {
    world = await seed();
  });

  /** No text cut on the screen as it is (support/cut-text.ts). */
  const expectNothingCut = async (page: Page, where: string) => {
    const cut = await cutText(page);
    expect(cut.length, `${where}\n${describeCutText(cut)}`).toBe(0);
  };

  it('an admin reads the round at a glance, the top 10 with its tie, the distribution, and opens a card from the list', async () => {
    const { page } = await live.open(1280);
    await signInThroughUi(page, world.acme.owner.username, PASSWORD);
    await page.getByTestId('admin-dashboard').waitFor();
    const { Orkhan, Aysel, Bahruz, Kamran, Elvin } = world.people;
    const top = page.getByTestId('dashboard-top');
    await top.getByTestId(`dashboard-top-${Orkhan!.id}`).waitFor();
    expect(await top.getByTestId(`dashboard-top-rank-${Orkhan!.id}`).innerText()).toMatch(/^1\b/);
    // Aysel and Bahruz have the same score: the same rank, and the next one is 7th, not 6th.
    const ayselRank = await top.getByTestId(`dashboard-top-rank-${Aysel!.id}`).innerText();
    expect(ayselRank).toMatch(/5/);
    expect(await top.getByTestId(`dashboard-top-rank-${Bahruz!.id}`).innerText()).toBe(ayselRank);
    expect(await top.getByTestId(`dashboard-top-rank-${Elvin!.id}`).innerText()).toMatch(/7/);
    expect(await top.getByTestId(`dashboard-top-score-${Orkhan!.id}`).innerText()).toBe('100.00');
    expect(await top.getByTestId(`dashboard-top-grade-${Orkhan!.id}`).innerText()).toBe('Exceeds expectations');
    // The bottom list starts from the lowest score.
    const bottom = page.getByTestId('dashboard-bottom');
    expect(await bottom.getByTestId(`dashboard-bottom-rank-${Kamran!.id}`).innerText()).toMatch(/^1\b/);
    // Ten people with a score: 3 below 60 … the distribution counts them per grade.
    await page.getByTestId('dashboard-distribution-total').waitFor();
    expect(await page.getByTestId('dashboard-distribution-total').innerText()).toContain('10');
    await screenshot(page, 'dashboard-admin-en-1280');
    await expectAccessible(page, 'admin dashboard, 1280 px, en');
    await expectNothingCut(page, 'admin dashboard, 1280 px, en');
    await top.getByTestId(`dashboard-top-link-${Orkhan!.id}`).click();
    await page.waitForURL(`**/performance-card/${Orkhan!.id}/${world.period.id}`);
  });

  it('the admin dashboard in Russian at 390 px: numbers with a decimal comma, nothing cut', async () => {
    const { page } = await live.open(390);
    await signInThroughUi(page, world.acme.owner.username, PASSWORD);
    await chooseLanguage(page, 'ru');
    await page.getByTestId('admin-dashboard').waitFor();
    const { Orkhan } = world.people;
    await page.getByTestId('dashboard-top').getByTestId(`dashboard-top-score-${Orkhan!.id}`).waitFor();
    expect(await page.getByTestId('dashboard-top').getByTestId(`dashboard-top-score-${Orkhan!.id}`).innerText()).toBe('100,00');
    await screenshot(page, 'dashboard-admin-ru-390');
    await expectAccessible(page, 'admin dashboard, 390 px, ru');
    await expectNothingCut(page, 'admin dashboard, 390 px, ru');
  });

  it('a manager in Azerbaijani at 390 px: her evaluation to do leads to its form; her team’s released scores; her department’s top 10', async () => {
    const { page } = await live.open(390);
    await signInThroughUi(page, world.maria.account.username, PASSWORD);
    await chooseLanguage(page, 'az');
    await page.getByTestId('user-dashboard').waitFor();
    const { Orkhan, Ali, Sevda } = world.people;
    await page.getByTestId(`dashboard-team-${Ali!.id}-score`).waitFor();
    expect(await page.getByTestId(`dashboard-team-${Ali!.id}-score`).innerText()).toBe('85,00');
    // Her department's top 10: Sales only (Sevda is in Support).
    expect(await page.getByTestId(`dashboard-top-${Orkhan!.id}-rank`).innerText()).toMatch(/1/);
    expect(await page.getByTestId(`dashboard-top-${Sevda!.id}`).count()).toBe(0);
    await screenshot(page, 'dashboard-user-manager-az-390');
    await expectAccessible(page, 'user dashboard (manager), 390 px, az');
    await expectNothingCut(page, 'user dashboard (manager), 390 px, az');
    await page.getByTestId(`dashboard-to-do-${world.toDo.id}`).click();
    await page.waitForURL(`**/evaluate/skill/${world.toDo.id}`);
  });

  it('an employee in Russian reads their released result and competencies against the norms', async () => {
    const { page } = await live.open(1280);
    const { Ali } = world.people;
    await signInThroughUi(page, Ali!.account.username, PASSWORD);
    await chooseLanguage(page, 'ru');
    await page.getByTestId('user-dashboard').waitFor();
    await page.getByTestId('dashboard-competencies-table').waitFor();
    await page.getByTestId(`dashboard-result-round-${world.round.id}`).waitFor();
    expect(await page.getByTestId(`dashboard-result-round-${world.round.id}`).innerText()).toContain('85,00');
    expect(await page.getByTestId('dashboard-to-do-empty').count()).toBe(1);
    await screenshot(page, 'dashboard-user-employee-ru-1280');
    await expectAccessible(page, 'user dashboard (employee), 1280 px, ru');
    await expectNothingCut(page, 'user dashboard (employee), 1280 px, ru');
  });

  /** A download's bytes. */
  const bytesOf = async (download: Download) => {
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    return Buffer.concat(chunks);
  };

  it('reporting: the admin filters the distribution by position, exports its table and chart, and opens every report', async () => {
    const { page } = await live.open(1280);
    await signInThroughUi(page, world.acme.owner.username, PASSWORD);
    // The account keeps its language: another test of this file left it in Russian.
    await chooseLanguage(page, 'en');
    await page.goto('/reporting');
    const report = page.getByTestId('report-distribution');
    await report.getByTestId('report-distribution-table').waitFor();
    await report.getByTestId('report-distribution-chart').locator('svg').first().waitFor();
    // Sales: Nigar below, Aysel, Bahruz and Leyla meet, Orkhan and Ali exceed; Support: Kamran, Elvin, Sevda and Dilara.
    const row = (name: string) => report.getByTestId('report-distribution-table').locator('tr', { hasText: name });
    expect(await row('Sales').innerText()).toMatch(/Sales\s+6\s+74[.,]17\s+1 \(16[.,]67 %\)\s+3 \(50 %\)\s+2 \(33[.,]33 %\)/);
    expect(await row('All departments').innerText()).toMatch(/All departments\s+10\s+72[.,]50/);
    await expectAccessible(page, 'reporting, distribution, 1280 px, en');
    await expectNothingCut(page, 'reporting, distribution, 1280 px, en');

    // Filtered to the sellers: the URL keeps the position, the table counts Sales only.
    await page.getByTestId('report-filter-position').click();
    await page.getByRole('option', { name: 'Seller' }).click();
    await page.waitForURL(/position=\d+/);
    await page.waitForFunction(() => document.querySelector('[data-testid="report-distribution-table"]')?.textContent?.includes('Support') === false);
    expect(await row('All departments').innerText()).toMatch(/All departments\s+6\s+74[.,]17/);
    await screenshot(page, 'reporting-distribution-en-1280');

    // The table as CSV, with the same filter: the same figures.
    await page.getByTestId('report-distribution-export').click();
    const [sheet] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-distribution-export-csv').click()]);
    expect(sheet.suggestedFilename()).toBe('report-distribution.csv');
    const rows = (await bytesOf(sheet))
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .map((line) => line.split(','));
    expect(rows[0]!.slice(0, 3)).toEqual(['Department', 'People', 'Mean score']);
    expect(rows.slice(1, 3).map((r) => r.slice(0, 3))).toEqual([
      ['Sales', '6', '74.17'],
      ['All departments', '6', '74.17'],
    ]);
    // The chart as PNG.
    const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('report-distribution-png').click()]);
    expect(png.suggestedFilename()).toBe('report-distribution.png');
    expect((await bytesOf(png)).subarray(1, 4).toString()).toBe('PNG');

    // Every other report opens with its chart and table, accessible and with nothing cut.
    for (const [tab, name] of [
      ['competencies', 'competencies'],
      ['goals', 'goals'],
      ['completion', 'completion'],
      ['raters', 'rater-patterns'],
      ['periods', 'periods'],
    ] as const) {
      await page.getByTestId(`reporting-tab-${tab}`).click();
      // Drawn: a chart's picture (the heat map is a grid of its own).
      await page
        .getByTestId(`report-${name}-chart`)
        .locator(tab === 'competencies' ? 'table' : 'svg')
        .first()
        .waitFor();
      await screenshot(page, `reporting-${tab}-en-1280`);
      await expectAccessible(page, `reporting, ${tab}, 1280 px, en`);
      await expectNothingCut(page, `reporting, ${tab}, 1280 px, en`);
    }
    // Completion, still filtered to the sellers: Maria completed her 12 evaluations of them; unfiltered, her
    // coworker evaluation of Farid (a support lead) is the one still to do.
    await page.getByTestId('reporting-tab-completion').click();
    const maria = `report-completion-evaluator-${world.maria.id}`;
    expect(await page.getByTestId(maria).innerText()).toMatch(/\s12\s+12\s+0$/);
    await page.goto('/reporting?tab=completion');
    await page.getByTestId(maria).waitFor();
    expect(await page.getByTestId(maria).innerText()).toMatch(/\s13\s+12\s+1$/);
  });

  it('reporting in Azerbaijani at 390 px and in Russian: translated, accessible, nothing cut', async () => {
    const { page } = await live.open(390);
    await signInThroughUi(page, world.acme.owner.username, PASSWORD);
    await chooseLanguage(page, 'az');
    await page.goto('/reporting');
    await page.getByTestId('report-distribution-table').waitFor();
    expect(await page.getByTestId('report-distribution').locator('h2').innerText()).toBe('Yekun balların paylanması');
    await screenshot(page, 'reporting-distribution-az-390');
    await expectAccessible(page, 'reporting, distribution, 390 px, az');
    await expectNothingCut(page, 'reporting, distribution, 390 px, az');
    await page.getByTestId('reporting-tab-competencies').click();
    await page.getByTestId('report-competencies-table').waitFor();
    await screenshot(page, 'reporting-competencies-az-390');
    await expectAccessible(page, 'reporting, competencies, 390 px, az');
    await expectNothingCut(page, 'reporting, competencies, 390 px, az');

    const wide = (await live.open(1280)).page;
    await signInThroughUi(wide, world.acme.owner.username, PASSWORD);
    await chooseLanguage(wide, 'ru');
    await wide.goto('/reporting?tab=periods');
    await wide.getByTestId('report-periods-table').waitFor();
    expect(await wide.getByTestId('report-periods').locator('h2').innerText()).toBe('Сравнение периодов');
    await screenshot(wide, 'reporting-periods-ru-1280');
    await expectAccessible(wide, 'reporting, periods, 1280 px, ru');
    await expectNothingCut(wide, 'reporting, periods, 1280 px, ru');
  });
});
