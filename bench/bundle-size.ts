/**
 * Gzipped JavaScript the app loads: opens /auth/login of the built app in Chromium, records every script
 * it fetches and gzips each file of packages/web/dist. Then, on a small scored company, the JavaScript
 * each screen of the dashboards and reports adds when it is opened (docs/product.md §7.9, §7.10): the
 * admin's home screen after sign-in (the app shell with the admin dashboard and its charts), /reporting
 * opened from the sidebar, and a user's home screen after sign-in (the user dashboard).
 * Usage: npm run build && npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { PASSWORD } from '@performa/server/testing';
import { launchBrowser } from '../packages/e2e/src/support/browser.ts';
import { signInThroughUi } from '../packages/e2e/src/support/session.ts';
import { seedScoredCompany } from './lib/scored-company.ts';
import { freshDataDir, ROOT, startServer } from './lib/server.ts';

const dist = path.join(ROOT, 'packages/web/dist');
const dataDir = freshDataDir();

/** The scripts a page fetches, by path, as it fetches them. */
function recordScripts(page: Page): Set<string> {
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  return scripts;
}

/** Raw and gzipped size of these files of the build, with a line per file when `detail`. */
function sizeOf(files: Iterable<string>, detail: boolean) {
  let raw = 0;
  let gzipped = 0;
  for (const file of [...files].sort()) {
    const bytes = readFileSync(path.join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    if (detail) console.log(`  ${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB   gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
  }
  return { count: [...files].length, raw, gzipped };
}
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

const people = await seedScoredCompany(dataDir);
const server = await startServer({ dataDir, port: 3980 });
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const scripts = recordScripts(page);
  await page.goto('/auth/login', { waitUntil: 'networkidle' });
  const login = sizeOf(scripts, true);
  console.log(`Login page JavaScript: ${login.count} files, ${kb(login.raw)} raw, ${kb(login.gzipped)} gzipped (goal < 200 KB)`);

  /** The scripts `open` makes the page fetch beyond those it had. */
  const added = async (label: string, target: Page, seen: Set<string>, open: () => Promise<void>) => {
    const before = new Set(seen);
    await open();
    await target.waitForLoadState('networkidle');
    const fresh = [...seen].filter((file) => !before.has(file));
    const size = sizeOf(fresh, false);
    console.log(`${label}: ${size.count} more files, ${kb(size.raw)} raw, ${kb(size.gzipped)} gzipped`);
  };
  await added('Admin home after sign-in (app shell, admin dashboard, charts)', page, scripts, async () => {
    await signInThroughUi(page, people.admin, PASSWORD);
    await page.getByTestId('admin-dashboard').waitFor();
    await page.locator('[data-testid="dashboard-grades-chart"] svg').first().waitFor();
  });
  await added('/reporting from the sidebar (the reports, distribution drawn)', page, scripts, async () => {
    await page.getByTestId('menu-reporting').click();
    await page.locator('[data-testid="report-distribution-chart"] svg').first().waitFor();
  });
  await added('/reporting, every other tab', page, scripts, async () => {
    for (const tab of ['competencies', 'goals', 'completion', 'raters', 'periods', 'exports']) await page.getByTestId(`reporting-tab-${tab}`).click();
    await page.getByTestId('data-export-start-button').waitFor();
  });

  const userContext = await browser.newContext({ baseURL: server.url, viewport: { width: 1280, height: 900 } });
  const userPage = await userContext.newPage();
  const userScripts = recordScripts(userPage);
  await userPage.goto('/auth/login', { waitUntil: 'networkidle' });
  await added('User home after sign-in (app shell, user dashboard)', userPage, userScripts, async () => {
    await signInThroughUi(userPage, people.user, PASSWORD);
    await userPage.getByTestId('user-dashboard').waitFor();
  });
} finally {
  await browser.close();
  await server.stop();
}
