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

/** A fresh browser profile (empty localStorage) with one page, at a given window width. */
export async function openPage(browser: Browser, baseURL: string, width = 1280): Promise<OpenPage> {
  const context = await browser.newContext({ baseURL, viewport: { width, height: 900 } });
  context.setDefaultTimeout(15_000);
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('[page error]', error.message));
  return { page, context };
}

const SHOTS = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../../test-results/screenshots');

/** Keeps a screenshot of what the test saw (test-results/screenshots, not committed). */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`), fullPage: true });
}
