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

/**
 * Switches the language of a signed-out page (sign-in, registration, the operator's sign-in) and waits until
 * the page says it: its texts load first (ADR 40), and a navigation before then would leave the choice unmade.
 */
export async function switchLanguageSignedOut(page: Page, language: Language) {
  await page.getByTestId(`language-switch-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/** Switches the UI language with the top bar's selector and waits until the page says it. */
export async function chooseLanguage(page: Page, language: Language) {
  await page.getByTestId('language-selector').click();
  await page.getByTestId(`language-option-${language}`).click();
  await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
}

/**
 * Opens a path of the signed-in app as its own links do, without loading the page again (a reload costs
 * the browser about a second of one core): the router is told of the new address, and the wait ends when
 * a screen title shows that was not on the page before. Not for another tab of the same screen (its title
 * stays): open those with page.goto.
 */
export async function openInApp(page: Page, path: string) {
  await page.evaluate((to) => {
    for (const title of document.querySelectorAll('[data-testid="page-title"]')) title.setAttribute('data-left', '');
    const state = { usr: null, key: Math.random().toString(36).slice(2, 10), idx: ((window.history.state as { idx?: number } | null)?.idx ?? 0) + 1 };
    window.history.pushState(state, '', to);
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
  }, path);
  await page.waitForFunction(() => document.querySelector('[data-testid="page-title"]:not([data-left])') !== null, undefined, { polling: 'raf' });
}

/**
 * Waits until the page has had no request under way for `quietMs` (Playwright's networkidle, which
 * only follows loads of the whole page, also after openInApp). Call `quiet` once per page, before use.
 */
export interface PageRequests {
  /** Resolves once no request has been under way for `quietMs` (or after `timeoutMs` all the same). */
  quiet(quietMs?: number, timeoutMs?: number): Promise<void>;
}

export function requestsOf(page: Page): PageRequests {
  let pending = 0;
  let lastEnd = Date.now();
  page.on('request', () => {
    pending += 1;
  });
  const ended = () => {
    pending -= 1;
    lastEnd = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return {
    async quiet(quietMs = 300, timeoutMs = 10_000) {
      const until = Date.now() + timeoutMs;
      while (Date.now() < until && (pending > 0 || Date.now() - lastEnd < quietMs)) await page.waitForTimeout(50);
    },
  };
}
