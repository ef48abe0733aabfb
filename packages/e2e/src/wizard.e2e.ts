/**
 * The setup wizard in a real browser (docs/product.md §2): a super admin's first sign-in on an empty project
 * lands on the wizard; the wizard ends with Finish (what is set up, what is next: /evaluations); at
 * phone width (390 px, in Russian) the stepper is one line with a progress bar, and the periods,
 * rounds, scales and projects tables keep their actions on screen (docs/product.md §5.2, ADR 16).
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDepartment, createCompany, PASSWORD, addPeriod, addTemplate } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { signInThroughUi } from './support/session.ts';

/** Asserts that an element lies inside the window's width (not cut off, not scrolled away). */
async function onScreen(page: Page, testId: string, width: number) {
  const box = await page.getByTestId(testId).first().boundingBox();
  expect(box, testId).not.toBeNull();
  expect(box!.x, testId).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, testId).toBeLessThanOrEqual(width);
}

describe('setup wizard (browser)', () => {
  const live = liveApp();

  it('a first sign-in on an empty project lands on the wizard, which ends with Finish and leads to the evaluations', async () => {
    const acme = await createCompany(live.deps, { company: 'Absheron Foods' });
    const { page } = await live.open(1280);
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    await page.waitForURL(/\/wizard\?step=company$/);
    await page.getByTestId('wizard-content-company').waitFor();
    await screenshot(page, 'wizard-landing-1280');
    await expectAccessible(page, 'the wizard (first step)');

    // Walk from the weights step to Finish.
    await page.goto('/wizard?step=weights');
    await page.getByTestId('wizard-content-weights').waitFor();
    expect(await page.getByTestId('wizard-next').textContent()).toBe('Finish');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-finish').waitFor();
    expect(page.url()).toMatch(/step=finish$/);
    expect(await page.getByTestId('wizard-finish-departments').textContent()).toBe('Departments: 0');
    expect(await page.getByTestId('wizard-finish-weights').textContent()).toBe('The final score split and the party weights are not set yet.');
    await page.getByTestId('wizard-finish-missing').waitFor();
    await screenshot(page, 'wizard-finish-1280');
    await expectAccessible(page, 'the wizard’s Finish step');

    await page.getByTestId('wizard-finish-next').click();
    await page.waitForURL(/\/evaluations$/);
  });

  it('a project with data stays on the dashboard', async () => {
    const acme = await createCompany(live.deps, { company: 'Ganja Textiles' });
    await addDepartment(live.deps, acme, 'Sales');
    const { page } = await live.open(1280);
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    await page.getByTestId('page-title').waitFor();
    expect(new URL(page.url()).pathname).toBe('/');
  });

  it('at 390 px in Russian: a one-line stepper, Finish, and the setup tables keep their actions on screen', async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Partners' });
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const { page } = await live.open(390);
    await page.goto('/auth/login');
    await page.evaluate(() => window.localStorage.setItem('lang', 'ru'));
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    await page.waitForURL(/\/wizard\?step=company$/);
    await page.getByTestId('wizard-compact-stepper').waitFor();
    expect(await page.getByTestId('wizard-step-of').textContent()).toBe('Шаг 1 из 12: Компания');
    // The step's own screen starts on the first screen of the phone.
    const content = await page.getByTestId('wizard-content-company').boundingBox();
    expect(content!.y).toBeLessThan(700);
    await screenshot(page, 'wizard-landing-390-ru');
    await expectAccessible(page, 'the wizard at 390 px');

    await page.goto('/wizard?step=weights');
    await page.getByTestId('wizard-content-weights').waitFor();
    expect(await page.getByTestId('wizard-step-of').textContent()).toBe('Шаг 11 из 12: Веса');
    await page.getByTestId('wizard-next').click();
    await page.getByTestId('wizard-finish').waitFor();
    expect(await page.getByTestId('wizard-step-of').textContent()).toBe('Шаг 12 из 12: Итоги');
    expect(await page.getByTestId('wizard-finish-departments').textContent()).toBe('Отделы: 0');
    await screenshot(page, 'wizard-finish-390-ru');
    await expectAccessible(page, 'the Finish step at 390 px');
    await onScreen(page, 'wizard-finish-next', 390);

    // The setup tables at 390 px: their row actions stay visible.
    const period = await addPeriod(live.deps, scope, [], { start: '2026-01-01', end: '2026-12-31' });
    const template = await addTemplate(live.deps, scope, 'Пятибалльная шкала');
    await page.goto('/wizard?step=periods');
    await page.getByTestId(`period-row-${period.id}`).waitFor();
    await onScreen(page, `period-${period.id}-delete`, 390);
    await page.getByTestId(`period-toggle-${period.id}`).click();
    await page.getByTestId(`rounds-generate-${period.id}`).click();
    await page.getByTestId('generate-cadence-quarterly').click();
    await page.getByTestId('generate-dialog-submit').click();
    await page.getByTestId('generate-dialog').waitFor({ state: 'detached' });
    await page.locator('[data-testid^="round-row-"]').first().waitFor();
    const roundDelete = await page.locator('[data-testid^="round-"][data-testid$="-delete"]').first().getAttribute('data-testid');
    await onScreen(page, roundDelete!, 390);
    await screenshot(page, 'wizard-periods-390-ru');
    await expectAccessible(page, 'periods and rounds at 390 px');

    // The period's delete names what goes with it.
    await page.getByTestId(`period-${period.id}-delete`).click();
    await page.getByTestId('period-delete-impact').waitFor();
    expect(await page.getByTestId('period-delete-impact').textContent()).toContain('Этапы: 4 (Q1 (2026-01-01 – 2026-03-31)');
    await screenshot(page, 'period-delete-390-ru');
    await expectAccessible(page, 'the period delete confirmation');
    await page.getByRole('button', { name: 'Отмена' }).click();

    await page.goto('/wizard?step=scales');
    await page.getByTestId(`template-${template.id}`).waitFor();
    await onScreen(page, `template-${template.id}-delete`, 390);

    // The only project: its delete is off and says why.
    await page.goto('/wizard?step=project');
    await page.getByTestId(`project-row-${acme.projectId}`).waitFor();
    await onScreen(page, `project-delete-${acme.projectId}`, 390);
    expect(await page.getByTestId(`project-delete-${acme.projectId}`).isDisabled()).toBe(true);
    await page.getByTestId('project-only-one').waitFor();
    await screenshot(page, 'wizard-projects-390-ru');
    await expectAccessible(page, 'projects at 390 px');
  });
});
