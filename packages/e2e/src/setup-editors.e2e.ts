/**
 * The setup editors in a real browser (ADR 20): unsaved competency weights on a position are not lost
 * without a word when another position is clicked or the page is left (docs/product.md §9.2), weights are
 * typed in percent (§3.13), and one competency goes onto several positions at once (§3.5). At 1280 px in
 * English and at 390 px in Russian, with no serious accessibility violation on the dialogs.
 */
import { and, eq } from 'drizzle-orm';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { positionSkills } from '@performa/server/src/db/schema.ts';
import { addPositionSkill, addSkill, addDepartment, addPosition, createCompany, PASSWORD } from '@performa/server/testing';
import { expectAccessible } from './support/axe.ts';
import { screenshot } from './support/browser.ts';
import { liveApp } from './support/live.ts';
import { chooseLanguage, signInThroughUi } from './support/session.ts';

const TEXTS = {
  en: { question: 'You have unsaved changes. Leave without saving?', stay: 'Stay' },
  ru: { question: 'У вас есть несохранённые изменения. Уйти без сохранения?', stay: 'Остаться' },
} as const;

describe('setup editors (browser)', () => {
  const live = liveApp();

  const seed = async () => {
    const acme = await createCompany(live.deps, { company: 'Caspian Logistics' });
    const sales = await addDepartment(live.deps, acme, 'Sales');
    const manager = await addPosition(live.deps, acme, sales.id, 'Sales manager');
    const clerk = await addPosition(live.deps, acme, sales.id, 'Sales clerk');
    const teamwork = await addSkill(live.deps, acme, 'Teamwork');
    const negotiation = await addSkill(live.deps, acme, 'Negotiation');
    await addPositionSkill(live.deps, acme.companyId, manager.id, teamwork.id, 0.6, null);
    // Enough positions that, on a phone, the list pushes the details below the first screen.
    for (let n = 1; n <= 14; n++) await addPosition(live.deps, acme, sales.id, `Sales trainee ${String(n).padStart(2, '0')}`);
    return { acme, manager, clerk, teamwork, negotiation };
  };

  /** Opens the sidebar (a drawer on phones) and follows one of its items. */
  const followMenu = async (page: Page, item: string, width: number) => {
    if (width < 900) await page.getByTestId('sidebar-toggle').click();
    await page.getByTestId(item).click();
  };

  const run = async (width: number, language: 'en' | 'ru') => {
    const { acme, manager, clerk, teamwork, negotiation } = await seed();
    const { page } = await live.open(width);
    await signInThroughUi(page, acme.owner.username, PASSWORD);
    if (language !== 'en') await chooseLanguage(page, language);
    await page.goto('/competencies?tab=positions');
    await page.getByTestId(`positions-item-${manager.id}`).click();
    // On a phone the details sit below the list: picking a position scrolls them up under the top bar.
    if (width < 900) {
      // Scrolled towards the details: as far as they need, or to the end of a page too short to bring them up to the top.
      const where = () =>
        page.evaluate(() => ({
          top: document.querySelector('[data-testid="master-detail-details"]')!.getBoundingClientRect().top,
          y: window.scrollY,
          bottom: document.scrollingElement!.scrollHeight - window.innerHeight,
        }));
      await expect.poll(async () => ((w) => w.y > 0 && (w.top < 100 || w.y >= w.bottom - 1))(await where())).toBe(true);
    }
    // The stored 0.6 reads as 60 %.
    const weight = page.getByTestId(`skill-weight-${teamwork.id}`);
    expect(await weight.inputValue()).toBe('60');
    await weight.fill('45');

    // Another position: the question, in the page's language; Stay keeps the typed weight.
    await page.getByTestId(`positions-item-${clerk.id}`).click();
    const dialog = page.getByTestId('unsaved-changes-dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(TEXTS[language].question);
    await expectAccessible(page, `the unsaved-changes dialog (${language}, ${width}px)`);
    await screenshot(page, `setup-editors-unsaved-${language}-${width}`);
    await dialog.getByText(TEXTS[language].stay).click();
    await dialog.waitFor({ state: 'detached' });
    expect(await weight.inputValue()).toBe('45');

    // Leaving the page through the menu asks too; leaving without saving goes, and nothing was saved.
    await followMenu(page, 'menu-periods', width);
    await dialog.waitFor();
    expect(page.url()).toContain('/competencies');
    await dialog.getByTestId('confirm-button').click();
    await page.waitForURL('**/periods');
    const kept = await live.deps.db.select({ weight: positionSkills.weight }).from(positionSkills).where(eq(positionSkills.positionId, manager.id));
    expect(kept).toEqual([{ weight: 0.6 }]);

    // One competency onto both positions at once, with the weight in percent.
    await page.goto('/competencies?tab=positions');
    await page.getByTestId('positions-assign-skill').click();
    const assign = page.getByTestId('assign-skill-dialog');
    await assign.waitFor();
    await page.getByTestId('assign-skill-skill').fill('Negotiation');
    await page.getByRole('option', { name: 'Negotiation' }).click();
    await page.getByTestId('assign-skill-weight').fill('40');
    await page.getByTestId('assign-skill-positions').click();
    await page.getByTestId(`assign-skill-positions-option-${manager.id}`).click();
    await page.getByTestId(`assign-skill-positions-option-${clerk.id}`).click();
    await page.keyboard.press('Escape');
    await expectAccessible(page, `the assign dialog (${language}, ${width}px)`);
    await screenshot(page, `setup-editors-assign-${language}-${width}`);
    await page.getByTestId('assign-skill-dialog-submit').click();
    await assign.waitFor({ state: 'detached' });
    const stored = await live.deps.db
      .select({ positionId: positionSkills.positionId, weight: positionSkills.weight })
      .from(positionSkills)
      .where(and(eq(positionSkills.skillId, negotiation.id), eq(positionSkills.projectId, acme.projectId)));
    expect(Object.fromEntries(stored.map((s) => [s.positionId, s.weight]))).toEqual({ [manager.id]: 0.4, [clerk.id]: 0.4 });
    await page.getByTestId(`positions-item-${manager.id}`).click();
    await page.getByTestId('skill-list-total').waitFor();
    await screenshot(page, `setup-editors-list-${language}-${width}`);

    // The copy dialog says what merge and replace do.
    await page.getByTestId('position-copy-skills').click();
    const copy = page.getByTestId('copy-skills-dialog');
    await copy.waitFor();
    await expectAccessible(page, `the copy dialog (${language}, ${width}px)`);
    await screenshot(page, `setup-editors-copy-${language}-${width}`);
    await copy.getByRole('button', { name: language === 'en' ? 'Cancel' : 'Отмена' }).click();
    await copy.waitFor({ state: 'detached' });

    // The weights screen in percent too.
    await page.goto('/periods?tab=weights');
    await page.getByTestId('weights-parties-card').waitFor();
    await screenshot(page, `setup-editors-weights-${language}-${width}`);
  };

  it('asks before dropping unsaved weights, and assigns a competency to two positions, on a wide screen in English', () => run(1280, 'en'), 300_000);
  it('does the same on a phone in Russian', () => run(390, 'ru'), 300_000);
});
