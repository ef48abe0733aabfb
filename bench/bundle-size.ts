/**
 * Gzipped JavaScript that the login page loads: opens /auth/login of the built app in Chromium,
 * records every script it fetches and gzips each file of packages/web/dist.
 * Usage: npm run build && npm run bench:bundle
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { launchBrowser } from '../packages/e2e/src/support/browser.ts';
import { freshDataDir, ROOT, startServer } from './lib/server.ts';

const dist = path.join(ROOT, 'packages/web/dist');
const server = await startServer({ dataDir: freshDataDir(), port: 3980 });
const browser = await launchBrowser();
try {
  const page = await browser.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(new URL(request.url()).pathname);
  });
  await page.goto(`${server.url}/auth/login`, { waitUntil: 'networkidle' });
  let raw = 0;
  let gzipped = 0;
  for (const file of [...scripts].sort()) {
    const bytes = readFileSync(path.join(dist, file));
    const gz = gzipSync(bytes, { level: 9 }).length;
    raw += bytes.length;
    gzipped += gz;
    console.log(`  ${file.padEnd(48)} ${(bytes.length / 1024).toFixed(1).padStart(8)} KB   gzip ${(gz / 1024).toFixed(1).padStart(7)} KB`);
  }
  console.log(`Login page JavaScript: ${scripts.size} files, ${(raw / 1024).toFixed(1)} KB raw, ${(gzipped / 1024).toFixed(1)} KB gzipped (goal < 200 KB)`);
} finally {
  await browser.close();
  await server.stop();
}
