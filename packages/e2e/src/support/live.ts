import type { AppDeps } from '@performa/server/src/services/deps.ts';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { startApp, type RunningApp } from './app.ts';
import { launchBrowser, openPage, type OpenPage } from './browser.ts';

export interface Live {
  /** The running app's services (its database among them). */
  readonly deps: AppDeps;
  /**
   * A fresh browser profile on the app, at a given window width. An uncaught error in any of its
   * pages fails the test; profiles still open when the test ends are closed.
   */
  open(width?: number): Promise<OpenPage>;
}

/**
 * Starts the real app (on a fresh database) and a headless browser before a suite's tests, and closes
 * both after them. Call it at the top of a `describe`; use what it returns inside the tests. A test
 * during which a page it opened threw an uncaught error (or showed the error screen) fails.
 */
export function liveApp(env: Record<string, string> = {}): Live {
  let app: RunningApp | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    [app, browser] = await Promise.all([startApp(env), launchBrowser()]);
  });
  afterAll(async () => {
    await browser?.close();
    await app?.close();
  });
  // The browser's uncaught errors during the current test, and the profiles it opened.
  let errors: string[] = [];
  const contexts: BrowserContext[] = [];
  beforeEach(() => {
    errors = [];
  });
  afterEach(async () => {
    for (const context of contexts.splice(0)) await context.close().catch(() => {});
    expect(errors, 'uncaught errors in the browser').toEqual([]);
  });
  const started = () => {
    if (!app || !browser) throw new Error('The app and the browser start in beforeAll: use them inside tests.');
    return { app, browser };
  };
  return {
    get deps() {
      return started().app.deps;
    },
    open: async (width?: number) => {
      const { app, browser } = started();
      const opened = await openPage(browser, app.url, width, (error) => errors.push(error));
      contexts.push(opened.context);
      return opened;
    },
  };
}
