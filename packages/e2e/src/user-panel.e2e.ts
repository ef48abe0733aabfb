/**
 * The user panel's goals and competencies in a real browser (ADR 17): an employee signs in, opens
 * their own panel from the sidebar and reads their goals by round and their competencies with weight
 * and norm (read-only); at phone width in Azerbaijani; their manager opens the report's panel; a
 * coworker's panel is not found (docs/product.md §1.6, §7.4).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addPositionSkill, addSkill, addDepartment, addEmployee, addPosition, createCompany, PASSWORD, addCategory, addPeriod } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { chooseLanguage, signInThroughUi } from './support/session.ts';

const YEAR = new Date().getUTCFullYear();

describe('user panel: goals and competencies (browser)', () => {
  const live = liveApp();

  const seed = async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Logistics' });
    const sales = await addDepartment(live.deps, acme, 'Sales');
    const seller = await addPosition(live.deps, acme, sales.id, 'Seller');
    const boss = await addEmployee(live.deps, acme, { firstName: 'Rashad', lastName: 'Aliyev', departmentId: sales.id });
    const worker = await addEmployee(live.deps, acme, {
      firstName: 'Leyla',
      lastName: 'Hasanova',
      departmentId: sales.id,
      positionId: seller.id,
      reportToId: boss.id,
    });
    const coworker = await addEmployee(live.deps, acme, { firstName: 'Kamran', lastName: 'Huseynov', departmentId: sales.id, reportToId: boss.id });
    const period = await addPeriod(live.deps, acme, ['H1', 'H2'], { start: `${YEAR}-01-01`, end: `${YEAR}-12-31` });
    const category = await addCategory(live.deps, acme, 'goal', 'Sales targets');
    const negotiation = await addSkill(live.deps, acme, 'Negotiation');
    await addPositionSkill(live.deps, acme.companyId, seller.id, negotiation.id, 0.6, 4);
    return { acme, boss, worker, coworker, period, category };
  };

  /** Gives the worker goals through the API, as the super admin. */
  const giveGoals = async (page: Page, world: Awaited<ReturnType<typeof seed>>) => {
    const token = await page.request.post('/api/token/', { data: { username: world.acme.owner.username, password: PASSWORD } });
    const headers = { authorization: `Bearer ${(await token.json()).access}`, 'x-project-id': String(world.acme.projectId) };
    const post = async (url: string, data: Record<string, unknown>) => {
      const res = await page.request.post(url, { headers, data });
      expect(res.status(), await res.text()).toBe(201);
      return (await res.json()) as { id: number };
    };
    const base = { employee_id: world.worker.id, period_id: world.period.id, is_numerical: true, is_positive: true };
    const revenue = await post('/api/goals/personal-goals/', { ...base, name: 'Revenue', weight: 60, target: 500000, category_id: world.category.id });
    await post('/api/goals/subgoal/', { goal_id: revenue.id, name: 'New clients', weight: 50, is_numerical: true, target: 20, is_positive: true });
    await post('/api/goals/personal-goals/', { ...base, name: 'Launch the north route', weight: 40, target: 1, frequency_id: world.period.rounds[0]!.id });
  };

  it('an employee reads their own goals and competencies from the sidebar; a coworker’s panel is not found', async () => {
    const world = await seed();
    const { page } = await live.open(1280);
    await giveGoals(page, world);
    await signInThroughUi(page, world.worker.account.username, PASSWORD);
    await page.getByTestId('menu-user-board').click();
    await page.getByTestId('menu-user-panel').click();
    await page.getByTestId('user-panel-header').waitFor();

    await page.getByTestId('panel-tab-goals').click();
    await page.getByTestId('panel-goals-read-only').waitFor();
    const goalNames = await page.getByTestId('panel-goal-name').allTextContents();
    expect(goalNames).toEqual(['Revenue', 'Launch the north route']);
    expect(await page.getByTestId('panel-sub-goal').textContent()).toContain('New clients');
    expect(await page.getByTestId('panel-round-totals').textContent()).toBe('H1: 100%H2: 60%');
    expect(await page.getByRole('button', { name: /add|delete/i }).count()).toBe(0);
    await expectAccessible(page, 'own goals, 1280 px, en');
    await screenshot(page, 'user-panel-goals-1280-en');

    await page.getByTestId('panel-tab-competencies').click();
    await page.getByTestId('panel-skills-table').waitFor();
    expect(await page.getByTestId('panel-skill').textContent()).toContain('Negotiation');
    expect(await page.getByTestId('panel-skill-weight').textContent()).toBe('60');
    expect(await page.getByTestId('panel-skill-norm').textContent()).toBe('4');
    expect(await page.getByTestId('panel-skills-edit').count()).toBe(0);
    await expectAccessible(page, 'own competencies, 1280 px, en');
    await screenshot(page, 'user-panel-skills-1280-en');

    await page.goto(`/user-panel/${world.coworker.account.id}?tab=goals`);
    await page.getByTestId('user-panel-not-found').waitFor();
  });

  it('at phone width in Azerbaijani', async () => {
    const world = await seed();
    const { page } = await live.open(390);
    await giveGoals(page, world);
    await signInThroughUi(page, world.worker.account.username, PASSWORD);
    await chooseLanguage(page, 'az');
    await page.goto(`/user-panel/${world.worker.account.id}?tab=goals`);
    await page.getByTestId('panel-goals-read-only').waitFor();
    expect(await page.getByTestId('panel-goal-group-all').locator('h3').textContent()).toBe('Dövrün bütün mərhələləri');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'own goals, 390 px, az');
    await screenshot(page, 'user-panel-goals-390-az');
    await page.goto(`/user-panel/${world.worker.account.id}?tab=competencies`);
    await page.getByTestId('panel-skills-table').waitFor();
    expect(await page.getByTestId('panel-skill-weight').textContent()).toBe('60');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'own competencies, 390 px, az');
    await screenshot(page, 'user-panel-skills-390-az');
  });

  it('a manager opens a report’s panel and reads their goals, without editing', async () => {
    const world = await seed();
    const { page } = await live.open(1280);
    await giveGoals(page, world);
    await signInThroughUi(page, world.boss.account.username, PASSWORD);
    // From their own panel's profile, through the list of direct reports.
    await page.goto(`/user-panel/${world.boss.account.id}`);
    const team = page.getByTestId('panel-team');
    await team.waitFor();
    expect(await team.locator('a').allTextContents()).toEqual(['LHLeyla HasanovaSeller', 'KHKamran HuseynovNo position']);
    await expectAccessible(page, 'own profile with the team, 1280 px, en');
    await page.getByTestId(`panel-team-${world.worker.account.id}`).click();
    await page.getByTestId('panel-goals-read-only').waitFor();
    expect(await page.getByTestId('panel-header-name').textContent()).toBe('Leyla Hasanova');
    expect(await page.getByRole('tab').allTextContents()).toEqual(['Profile', 'Results', 'Goals', 'Competencies']);
    expect(await page.getByTestId('panel-goal-name').allTextContents()).toEqual(['Revenue', 'Launch the north route']);
    await screenshot(page, 'user-panel-manager-1280-en');
    await page.getByTestId('panel-tab-profile').click();
    await page.getByTestId('panel-employee').waitFor();
    expect(await page.getByTestId('panel-team').count()).toBe(0);
  });

  it('an admin gets the goals screen’s editor on the panel and a way to the competencies screen; a manager’s team in Russian at phone width', async () => {
    const world = await seed();
    const admin = (await live.open(1280)).page;
    await giveGoals(admin, world);
    await signInThroughUi(admin, world.acme.owner.username, PASSWORD);
    await admin.goto(`/user-panel/${world.worker.account.id}?tab=goals`);
    await admin.getByTestId('goal-add').waitFor();
    expect(await admin.getByTestId('panel-goals-read-only').count()).toBe(0);
    await admin.getByText('Launch the north route').first().waitFor();
    // The editor is the goals screen's own component (features/goals), checked with that screen.
    await screenshot(admin, 'user-panel-editor-1280-en');
    await admin.getByTestId('panel-tab-competencies').click();
    await admin.getByTestId('panel-skills-edit').click();
    await admin.waitForURL(/\/competencies\?tab=employees$/);

    const { page } = await live.open(390);
    await signInThroughUi(page, world.boss.account.username, PASSWORD);
    await chooseLanguage(page, 'ru');
    await page.goto(`/user-panel/${world.boss.account.id}`);
    await page.getByTestId('panel-team').waitFor();
    expect(await page.getByTestId('panel-team').locator('a').first().textContent()).toBe('LHLeyla HasanovaSeller');
    expect(await page.getByTestId('panel-team').locator('a').last().textContent()).toBe('KHKamran HuseynovБез должности');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'own profile with the team, 390 px, ru');
    await screenshot(page, 'user-panel-team-390-ru');
  });
});
