import { existsSync } from 'node:fs';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { createTestApp, type TestApp } from '@performa/server/testing';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
/** The built web app; E2E_WEB_DIST points elsewhere (e.g. a build of one's own while others build too). */
export const WEB_DIST = process.env.E2E_WEB_DIST ? path.resolve(process.env.E2E_WEB_DIST) : path.join(ROOT, 'packages/web/dist');

export interface RunningApp extends TestApp {
  url: string;
}

/** The real app (API + built web app) on a fresh database, listening on a free local port. */
export async function startApp(env: Record<string, string> = {}): Promise<RunningApp> {
  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('The web app is not built: run `npm run build` first (npm test does).');
  }
  const t = await createTestApp({ WEB_DIST_DIR: WEB_DIST, ...env });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = t.app.server.address() as AddressInfo;
  return { ...t, url: `http://127.0.0.1:${port}` };
}
