import type { Language } from '@performa/contracts/i18n/languages';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in through the login page and waits for the signed-in shell. */
export async function signInThroughUi(page: Page, username: string, password: string) {
  await page.goto('/auth/login');
  await page.getByTestId('login-username').fill(username);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
  await page.getByTestId('sidebar').waitFor({ state: 'attached' });
  await page.getByTestId('page-title').waitFor();
}

/** The sidebar items on screen, by their test ids, after opening every submenu. */
export async function visibleMenu(page: Page): Promise<string[]> {
  for (let round = 0; round < 3; round++) {
    const closed = page.locator('[data-testid^="menu-"][aria-expanded="false"]');
    const count = await closed.count();
    if (count === 0) break;
    for (let i = 0; i < count; i++) await closed.first().click();
  }
  const ids = await page
    .locator('[data-testid="sidebar"] [data-testid^="menu-"]')
    .evaluateAll((els) => els.filter((el) => (el as HTMLElement).offsetParent !== null).map((el) => el.getAttribute('data-testid')!));
  return ids.sort();
}

/** Switches the UI language with the top bar's selector and waits until the page says it. */
export async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-selector').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}
