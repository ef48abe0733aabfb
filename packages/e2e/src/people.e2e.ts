/**
 * People in a real browser (docs/product.md §2.7, §6.3): an employee placed in a third-level
 * department by hand (with the manager proposed by the positions chart) and by import (the department
 * named by its path); a manager terminated with their reports moved to the chosen new manager; and, at
 * phone width in Russian, the users list as cards whose actions stay on screen, a termination from a
 * card with the default new manager, a manager terminated before shown as such, and an employee's
 * details opened from a card.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { employees } from '@performa/server/src/db/schema.ts';
import { addDepartment, addEmployee, addPosition, createCompany, PASSWORD } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi } from './support/session.ts';

describe('people (browser)', () => {
  const live = liveApp();

  /** A company whose project has Engineering / Backend / Platform, a chart Platform Lead → Platform Engineer, and the lead. */
  async function company(name: string) {
    const acme = await createCompany(live.deps, { company: name });
    const where = { companyId: acme.companyId, projectId: acme.projectId };
    const engineering = await addDepartment(live.deps, where, 'Engineering');
    const backend = await addDepartment(live.deps, where, 'Backend', engineering.id);
    const platform = await addDepartment(live.deps, where, 'Platform', backend.id);
    const lead = await addPosition(live.deps, where, backend.id, 'Platform Lead');
    const engineer = await addPosition(live.deps, where, platform.id, 'Platform Engineer', lead.id);
    const leader = await addEmployee(live.deps, where, {
      firstName: 'Leyla',
      lastName: 'Lead',
      number: 'L-1',
      departmentId: engineering.id,
      subDepartmentId: backend.id,
      positionId: lead.id,
    });
    return { acme, where, engineering, backend, platform, lead, engineer, leader };
  }

  const employeeByNumber = async (projectId: number, number: string) =>
    (
      await live.deps.db
        .select()
        .from(employees)
        .where(and(eq(employees.projectId, projectId), eq(employees.employeeNumber, number)))
    )[0];

  const openUsers = async (page: Page) => {
    await page.goto('/users');
    await page.getByTestId('users-add').waitFor();
  };

  it('places an employee in a third-level department by hand (manager from the chart) and by import (department by path)', async () => {
    const c = await company('Deep Trees');
    const { page } = await live.open(1280);
    await signInThroughUi(page, c.acme.owner.username, PASSWORD);
    await openUsers(page);

    await page.getByTestId('users-add').click();
    await page.getByTestId('employee-dialog').waitFor();
    await page.getByTestId('employee-employee_number').fill('P-1');
    await page.getByTestId('employee-first_name').fill('Pərvin');
    await page.getByTestId('employee-last_name').fill('Platformova');
    await page.getByTestId('employee-username').fill('pervin.p');
    await page.getByTestId('employee-email').fill('pervin@deep.test');
    await page.getByTestId('employee-password').fill('employee-password-1');
    // The department picker offers the whole tree with paths; typing filters by the path.
    await page.getByTestId('employee-department').fill('backend / plat');
    await page.getByTestId(`employee-department-option-${c.platform.id}`).click();
    expect(await page.getByTestId('employee-department').inputValue()).toBe('Engineering / Backend / Platform');
    await page.getByTestId('employee-position').click();
    await page.getByTestId(`employee-position-option-${c.engineer.id}`).click();
    // The position reports to Platform Lead, held by Leyla Lead: she is proposed as the manager.
    await expect.poll(() => page.getByTestId('employee-report_to').inputValue()).toBe('Leyla Lead (L-1)');
    await screenshot(page, 'people-form-third-level-1280');
    await expectAccessible(page, 'the employee form');
    await page.getByTestId('employee-submit').click();
    await page.getByTestId('employee-dialog').waitFor({ state: 'detached' });
    const byHand = await employeeByNumber(c.acme.projectId, 'P-1');
    expect(byHand).toMatchObject({ departmentId: c.backend.id, subDepartmentId: c.platform.id, positionId: c.engineer.id, reportToId: c.leader.id });
    // The list shows where they sit: the department, with the path above it.
    await page.getByTestId(`employee-link-${byHand!.id}`).waitFor();
    await page.getByText('Engineering / Backend').first().waitFor();

    // The import: the department by its path, the manager left blank for the chart to fill.
    const csv = [
      'employee_number,first_name,last_name,email,username,password,role,department,sub_department,position,report_to',
      'P-2,Nərgiz,Importova,nargiz@deep.test,nargiz.i,,user,Engineering/Backend/Platform,,Platform Engineer,',
    ].join('\r\n');
    await page.getByTestId('users-import').click();
    await page.getByTestId('import-dialog').waitFor();
    await page.getByTestId('import-file-input').setInputFiles({ name: 'people.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
    await page.getByTestId('import-submit').click();
    await page.getByText('Import complete: 1 created, 0 updated.').waitFor();
    const imported = await employeeByNumber(c.acme.projectId, 'P-2');
    expect(imported).toMatchObject({ departmentId: c.backend.id, subDepartmentId: c.platform.id, positionId: c.engineer.id, reportToId: c.leader.id });
  });

  it('terminates a manager and moves their reports to the manager chosen in the confirmation', async () => {
    const c = await company('Moving Teams');
    const boss = await addEmployee(live.deps, c.where, { firstName: 'Bahadur', lastName: 'Boss', number: 'B-1', reportToId: c.leader.id });
    const one = await addEmployee(live.deps, c.where, { firstName: 'Aysel', lastName: 'One', number: 'R-1', reportToId: boss.id });
    const two = await addEmployee(live.deps, c.where, { firstName: 'Cavid', lastName: 'Two', number: 'R-2', reportToId: boss.id });
    const other = await addEmployee(live.deps, c.where, { firstName: 'Orxan', lastName: 'Other', number: 'O-1' });
    const { page } = await live.open(1280);
    await signInThroughUi(page, c.acme.owner.username, PASSWORD);
    await openUsers(page);

    await page.getByTestId(`employee-link-${boss.id}`).waitFor();
    await screenshot(page, 'people-users-1280');
    // The grid is wider than the space beside the sidebar: its action column stays in view all the same.
    const action = (await page.getByTestId(`employee-terminate-${boss.id}`).boundingBox())!;
    expect(action.x + action.width).toBeLessThanOrEqual(1280);
    await page.getByTestId(`employee-terminate-${boss.id}`).click();
    const dialog = page.getByTestId('terminate-dialog');
    await dialog.getByTestId(`terminate-report-${one.id}`).waitFor();
    await dialog.getByTestId(`terminate-report-${two.id}`).waitFor();
    expect(await dialog.textContent()).not.toContain('can not be reversed');
    // Proposed: the terminated person's own manager; the admin picks another.
    await expect.poll(() => dialog.getByTestId('terminate-new-manager').inputValue()).toBe('Leyla Lead (L-1)');
    await dialog.getByTestId('terminate-new-manager').fill('Orxan');
    await page.getByTestId(`terminate-new-manager-option-${other.id}`).click();
    await screenshot(page, 'people-terminate-1280');
    await expectAccessible(page, 'the terminate confirmation');
    await dialog.getByTestId('confirm-button').click();
    await page.getByText('Bahadur Boss has been terminated').waitFor();
    for (const report of [one, two]) expect((await employeeByNumber(c.acme.projectId, report.employeeNumber))!.reportToId).toBe(other.id);
    expect((await employeeByNumber(c.acme.projectId, 'B-1'))!.status).toBe('terminated');
  });

  it('at 390 px in Russian: cards with their actions on screen, a termination with the default new manager, a terminated manager shown as such', async () => {
    const c = await company('Phone Teams');
    const boss = await addEmployee(live.deps, c.where, { firstName: 'Bahadur', lastName: 'Boss', number: 'B-1', reportToId: c.leader.id });
    const report = await addEmployee(live.deps, c.where, { firstName: 'Aysel', lastName: 'Report', number: 'R-1', reportToId: boss.id });
    // A row from before the fix: its manager was terminated without moving it.
    const gone = await addEmployee(live.deps, c.where, { firstName: 'Gülnar', lastName: 'Gone', number: 'G-1' });
    const orphan = await addEmployee(live.deps, c.where, { firstName: 'Orxan', lastName: 'Orphan', number: 'O-1', reportToId: gone.id });
    await live.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, gone.id));

    const { page } = await live.open(390);
    await signInThroughUi(page, c.acme.owner.username, PASSWORD);
    await page.getByTestId('language-selector').click();
    await page.getByTestId('language-option-ru').click();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('ru');
    await openUsers(page);

    const card = page.getByTestId(`employee-card-${orphan.id}`);
    await card.waitFor();
    expect(await card.textContent()).toContain('Gülnar Gone (уволен)');
    // Every card's actions lie inside the screen's width.
    const terminate = page.getByTestId(`employee-terminate-${boss.id}`);
    const box = await terminate.boundingBox();
    expect(box).not.toBeNull();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'people-cards-390-ru');
    await expectAccessible(page, 'the users list at 390 px');

    // The employee form takes the screen's height and fits its width, its fields in view from the top.
    await page.getByTestId(`employee-edit-${orphan.id}`).click();
    await page.getByTestId('employee-dialog').waitFor();
    const form = (await page.getByTestId('employee-form').boundingBox())!;
    expect(form.y).toBe(0);
    expect(form.x).toBeGreaterThanOrEqual(0);
    expect(form.x + form.width).toBeLessThanOrEqual(390);
    // Axe measures colours: wait until the dialog has faded in.
    await expect.poll(() => page.locator('.MuiDialog-container').evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
    await screenshot(page, 'people-form-390-ru');
    await expectAccessible(page, 'the employee form at 390 px');
    await page.getByTestId('employee-cancel').click();
    await page.getByTestId('employee-dialog').waitFor({ state: 'detached' });

    await terminate.click();
    const dialog = page.getByTestId('terminate-dialog');
    await dialog.getByTestId(`terminate-report-${report.id}`).waitFor();
    await expect.poll(() => dialog.getByTestId('terminate-new-manager').inputValue()).toBe('Leyla Lead (L-1)');
    await screenshot(page, 'people-terminate-390-ru');
    await expectAccessible(page, 'the terminate confirmation at 390 px');
    await dialog.getByTestId('confirm-button').click();
    await page.getByText('Сотрудник Bahadur Boss уволен').waitFor();
    expect((await employeeByNumber(c.acme.projectId, 'R-1'))!.reportToId).toBe(c.leader.id);

    // Opening someone's details from a card shows them from the top.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.getByTestId(`employee-link-${orphan.id}`).click();
    await page.waitForURL(/\/user-panel\/\d+/);
    await page.getByTestId('panel-tab-profile').click();
    await page.getByTestId('panel-manager').getByText('Gülnar Gone (уволен)').waitFor();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await screenshot(page, 'people-details-390-ru');
  });
});
