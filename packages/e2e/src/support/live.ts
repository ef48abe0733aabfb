import type { AppDeps } from '@performa/server/src/services/deps.ts';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { startApp, type RunningApp } from './app.ts';
import { launchBrowser, openPage, type OpenPage } from './browser.ts';

export interface Live {
  /** The running app's services (its database among them). */
  readonly deps: AppDeps;
  /** A fresh browser profile on the app, at a given window width. */
  open(width?: number): Promise<OpenPage>;
}

/**
 * Starts the real app (on a fresh database) and a headless browser before a suite's tests, and closes
 * both after them. Call it at the top of a `describe`; use what it returns inside the tests.
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
  const started = () => {
    if (!app || !browser) throw new Error('The app and the browser start in beforeAll: use them inside tests.');
    return { app, browser };
  };
  return {
    get deps() {
      return started().app.deps;
    },
    open: (width?: number) => {
      const { app, browser } = started();
      return openPage(browser, app.url, width);
    },
  };
}
