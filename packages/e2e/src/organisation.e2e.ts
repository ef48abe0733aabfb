/**
 * Organisation and people in a real browser: a super admin builds a small company through the
 * wizard (a department, a position, two employees, one reporting to the other); the new employee
 * signs in and sees the user's sidebar.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { departments, employees, positions } from '@performa/server/src/db/schema.ts';
import { createCompany, PASSWORD } from '@performa/server/testing';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi, visibleMenu } from './support/session.ts';

describe('organisation through the wizard (browser)', () => {
  const live = liveApp();

  const goToStep = async (page: Page, step: string) => {
    await page.getByTestId(`wizard-step-${step}`).click();
    await page.getByTestId(`wizard-content-${step}`).waitFor();
  };

  const addEmployee = async (
    page: Page,
    person: { number: string; first: string; last: string; username: string; departmentId: number; positionId: number; manager?: string },
  ) => {
    await page.getByTestId('users-add').click();
    await page.getByTestId('employee-dialog').waitFor();
    await page.getByTestId('employee-employee_number').fill(person.number);
    await page.getByTestId('employee-first_name').fill(person.first);
    await page.getByTestId('employee-last_name').fill(person.last);
    await page.getByTestId('employee-username').fill(person.username);
    await page.getByTestId('employee-email').fill(`${person.username}@caspian.test`);
    await page.getByTestId('employee-password').fill('employee-password-1');
    await page.getByTestId('employee-department').click();
    await page.getByTestId(`employee-department-option-${person.departmentId}`).click();
    await page.getByTestId('employee-position').click();
    await page.getByTestId(`employee-position-option-${person.positionId}`).click();
    if (person.manager) {
      await page.getByTestId('employee-report_to').fill(person.manager);
      await page.locator('[data-testid^="employee-report_to-option-"]').first().click();
    }
    await page.getByTestId('employee-submit').click();
    await page.getByTestId('employee-dialog').waitFor({ state: 'detached' });
  };

  it('builds a department, a position and two employees, and the new employee signs in', async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Trading' });
    const { page, context } = await live.open(1440);
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    await page.getByTestId('menu-wizard').click();
    await page.getByTestId('wizard-content-company').waitFor();
    expect(await page.getByTestId('wizard-step-company').getAttribute('data-done')).toBe('false');

    // Company
    await page.getByTestId('company-address').fill('Neftchilar avenue 1, Baku');
    await page.getByTestId('company-save').click();
    await page.getByText('Saved').first().waitFor();
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-content-project').waitFor();
    await page.getByTestId('wizard-step-company').and(page.locator('[data-done="true"]')).waitFor();

    // Departments
    await goToStep(page, 'departments');
    await page.getByTestId('departments-add').click();
    await page.getByTestId('department-name-input').fill('Sales');
    await page.getByTestId('department-dialog-submit').click();
    await page.getByTestId('departments-tree').getByText('Sales').waitFor();
    const [sales] = await live.deps.db
      .select()
      .from(departments)
      .where(and(eq(departments.projectId, acme.projectId), eq(departments.name, 'Sales')));
    expect(sales).toBeDefined();

    // Positions
    await goToStep(page, 'positions');
    await page.getByTestId('chart-add-position').click();
    await page.getByTestId('position-name-input').fill('Sales manager');
    await page.getByTestId('position-department-input').click();
    await page.getByTestId(`position-department-option-${sales!.id}`).click();
    await page.getByTestId('position-dialog-submit').click();
    await page.getByTestId('position-dialog').waitFor({ state: 'detached' });
    const [manager] = await live.deps.db.select().from(positions).where(eq(positions.departmentId, sales!.id));
    expect(manager).toMatchObject({ name: 'Sales manager' });
    await page.getByTestId(`position-node-${manager!.id}`).waitFor();
    await screenshot(page, 'organisation-wizard-chart');

    // Employees: a manager and someone reporting to them
    await goToStep(page, 'employees');
    await addEmployee(page, { number: 'CT-1', first: 'Rauf', last: 'Aliyev', username: 'rauf.aliyev', departmentId: sales!.id, positionId: manager!.id });
    await addEmployee(page, {
      number: 'CT-2',
      first: 'Gunay',
      last: 'Safarova',
      username: 'gunay.safarova',
      departmentId: sales!.id,
      positionId: manager!.id,
      manager: 'Rauf',
    });
    await page.getByRole('link', { name: 'Gunay Safarova' }).waitFor();
    await page.getByTestId('wizard-step-employees').and(page.locator('[data-done="true"]')).waitFor();
    await screenshot(page, 'organisation-wizard-employees');

    const rows = await live.deps.db.select().from(employees).where(eq(employees.projectId, acme.projectId));
    const rauf = rows.find((e) => e.employeeNumber === 'CT-1')!;
    const gunay = rows.find((e) => e.employeeNumber === 'CT-2')!;
    expect(gunay.reportToId).toBe(rauf.id);
    expect(gunay.departmentId).toBe(sales!.id);
    await context.close();

    // The new employee signs in and sees the user's side only.
    const second = await live.open(1440);
    await signInThroughUi(second.page, 'gunay.safarova', 'employee-password-1');
    expect(await visibleMenu(second.page)).toEqual(['menu-dashboard', 'menu-evaluate', 'menu-logout', 'menu-my-results', 'menu-user-board', 'menu-user-panel']);
    await second.page.getByTestId('menu-user-panel').click();
    await second.page.waitForURL(/\/user-panel\/\d+\?tab=edit-user/);
    await second.page.getByTestId('panel-tab-profile').click();
    await second.page.getByTestId('panel-manager').getByText('Rauf Aliyev').waitFor();
    await screenshot(second.page, 'organisation-user-panel');
    await second.context.close();
  });
});
