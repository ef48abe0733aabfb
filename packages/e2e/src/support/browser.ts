import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

/** Debian's Chromium, headless, with nothing reaching out to the network. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
}

export interface OpenPage {
  page: Page;
  context: BrowserContext;
}

/** The console errors of a screen that did not render (see reportPageErrors). */
const RENDER_ERRORS = ['Uncaught render error', 'React Router caught the following error during render'];

/**
 * Reports what must fail a browser test, from every page of the context (popups included): an
 * uncaught exception (`pageerror`), and a render error that the app's error boundary caught (it logs
 * "Uncaught render error" to the console), or that React Router's own boundary caught (a route that did
 * not render at all, "React Router caught the following error during render"). Other console errors
 * (a refused request, say) are not reported: tests provoke those on purpose.
 */
export function reportPageErrors(context: BrowserContext, report: (error: string) => void): (page: Page) => void {
  const watched = new WeakSet<Page>();
  const watch = (page: Page) => {
    if (watched.has(page)) return;
    watched.add(page);
    page.on('pageerror', (error) => report(`uncaught exception at ${page.url()}: ${error.stack ?? error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error' && RENDER_ERRORS.some((start) => message.text().startsWith(start)))
        report(`render error at ${page.url()}: ${message.text()}`);
    });
  };
  context.on('page', watch);
  context.pages().forEach(watch);
  return watch;
}

/**
 * A fresh browser profile (empty localStorage) with one page, at a given window width. Uncaught
 * errors of its pages go to `report` (liveApp fails the test with them); without one, they are logged.
 */
export async function openPage(
  browser: Browser,
  baseURL: string,
  width = 1280,
  report: (error: string) => void = (error) => console.error('[page error]', error),
): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  context.setDefaultTimeout(15_000);
  const watch = reportPageErrors(context, report);
  const page = await context.newPage();
  watch(page);
  return { page, context };
}

const SHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../test-results/screenshots');

/**
 * Keeps a screenshot of what the test saw (test-results/screenshots, not committed). `fromTop` scrolls
 * to the top first: a page scrolled down shows the fixed top bar mid-page.
 */
export async function screenshot(page: Page, name: string, options: { fromTop?: boolean } = {}) {
  if (options.fromTop) await page.evaluate(() => window.scrollTo(0, 0));
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
