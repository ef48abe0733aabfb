import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../../src/paths.ts';
import { registerBody } from '../helpers/factories.ts';
import { freePort } from '../helpers/server-process.ts';
import { buildImages, IMAGES, podmanEnv, run } from './container/images.ts';

/**
 * The Dockerfile and compose.yaml as an HR IT team runs them (docs/deployment.md §10, ADR 41): podman builds the
 * image, podman-compose starts it beside PostgreSQL, the app waits for the database, migrates it and serves the
 * web app and the API; brought down and up again, it finds its data in the database's volume.
 */
const project = `performa-test-${process.pid}`;
const compose = (...args: string[]) => run('podman-compose', ['-f', path.join(REPO_ROOT, 'compose.yaml'), '-p', project, ...args], { env: composeEnv });
let composeEnv: NodeJS.ProcessEnv;
let base: string;

async function waitForHealth(timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) return;
      last = `status ${res.status}`;
    } catch (error) {
      last = String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  const logs = await compose('logs').catch((error: Error) => error.message);
  throw new Error(`the app did not answer in time (${last}):\n${logs.slice(-6000)}`);
}

const signIn = (username: string, password: string) =>
  fetch(`${base}/api/token/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username, password }) });

describe('the container image and the compose file (podman)', () => {
  beforeAll(async () => {
    await buildImages();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    composeEnv = {
      ...podmanEnv(),
      POSTGRES_PASSWORD: randomBytes(12).toString('hex'),
      TOKEN_SECRET: randomBytes(32).toString('hex'),
      PERFORMA_PORT: String(port),
      APP_URL: base,
      NODE_IMAGE: IMAGES.node,
      POSTGRES_IMAGE: IMAGES.postgres,
      PERFORMA_IMAGE: IMAGES.app,
    };
    await compose('up', '-d');
  }, 1_500_000);

  afterAll(async () => {
    await compose('down', '-v').catch(() => undefined);
  }, 120_000);

  it('starts beside its database, serves the web app and the API, and keeps the data across down and up', async () => {
    await waitForHealth(180_000);
    // The web app's page, compressed as the build wrote it (ADR 37).
    const index = await fetch(`${base}/`, { headers: { 'accept-encoding': 'br' } });
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toContain('text/html');
    expect(await index.text()).toContain('<div id="root">');

    // A company registers (self-hosted: active at once) and its super admin signs in.
    const body = registerBody();
    const registered = await fetch(`${base}/api/account/register/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    expect(registered.status).toBe(201);
    const token = await signIn(body.username, body.password);
    expect(token.status).toBe(200);
    const { access } = (await token.json()) as { access: string };
    const me = await fetch(`${base}/api/account/me/`, { headers: { authorization: `Bearer ${access}` } });
    expect((await me.json()) as { user: { email: string }; company: { company_name: string } }).toMatchObject({
      user: { email: body.email },
      company: { company_name: body.company },
    });

    // The image runs the compiled server as the unprivileged node user, without the build's tools.
    const appContainer = (
      await run('podman', ['ps', '-q', '--filter', `label=io.podman.compose.project=${project}`, '--filter', 'label=com.docker.compose.service=app'])
    ).trim();
    expect(appContainer).toMatch(/^[0-9a-f]{12}$/);
    expect((await run('podman', ['exec', appContainer, 'id', '-u'])).trim()).toBe('1000');
    expect((await run('podman', ['exec', appContainer, 'node', '-v'])).trim()).toMatch(/^v24\./);
    const installed = await run('podman', ['exec', appContainer, 'sh', '-c', 'ls /app/node_modules /app/node_modules/.bin']);
    for (const tool of ['vite', 'typescript', 'esbuild', 'vitest', 'drizzle-kit']) expect(installed.split('\n')).not.toContain(tool);
    expect((await run('podman', ['exec', appContainer, 'sh', '-c', 'ls /app/packages/server/dist'])).split('\n')).toContain('main.js');

    // Down (the volume kept) and up again: the same account signs in on the same data, migrated once.
    await compose('down');
    await compose('up', '-d');
    await waitForHealth(180_000);
    expect((await signIn(body.username, body.password)).status).toBe(200);
    const logs = await compose('logs', 'app');
    expect(logs).toMatch(/Performa is listening/);
  }, 600_000);
});
