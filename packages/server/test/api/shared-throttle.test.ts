import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerBody } from '../helpers/factories.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: the login
 * throttle and the rate limit count in one place (the database, or Redis with REDIS_URL).
 * This file always uses the machine's PostgreSQL (CI has it), also in the PGlite pass.
 */
const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '../../../..');
const SERVER_URL = LOCAL_POSTGRES;
const REDIS_URL = 'redis://127.0.0.1:6379';
const SECRET = 'shared-secret-of-both-processes-0123456789abcdef';

/** A fresh database on the local server; the returned URL points at it. */
const freshDatabase = () => scratchDatabase(SERVER_URL, 'performa_shared');

/** How many rows the database's counter table holds. */
async function countersIn(url: string): Promise<number> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ n: number }>('select count(*)::int as n from throttle_counters')).rows[0]!.n;
  } finally {
    await client.end();
  }
}

interface ServerProcess {
  url: string;
  stop(): Promise<number | null>;
  output(): string;
}

/** A port nothing listens on now (the system's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

/** Runs the real server entry point (as `npm start` does) and waits until it answers. */
async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  const { DATABASE_URL: _ignored, REDIS_URL: _none, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(ROOT, 'packages/server/src/main.ts')], {
    cwd: ROOT,
    env: {
      ...inherited,
      LOG_LEVEL: 'warn',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'performa-shared-')),
      TOKEN_SECRET: SECRET,
      TRUST_PROXY: 'true',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  // Any answer means it listens (a status is not asked for: these polls count against the rate limit);
  // a refused connection is retried, a process that has exited is not waited for.
  const listening = await vi
    .waitFor(
      async () => {
        if (child.exitCode !== null) return false;
        await fetch(`${url}/api/health`, { headers: { 'x-forwarded-for': '10.255.255.255' } });
        return true;
      },
      { timeout: 60_000, interval: 100 },
    )
    .catch(() => false);
  if (!listening) {
    child.kill('SIGKILL');
    throw new Error(`the server did not start:\n${output}`);
  }
  return {
    url,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      return exited;
    },
  };
}

/** A request to one process, as the client at `address` (behind the trusted proxy). */
async function send(server: ServerProcess, address: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'x-forwarded-for': address, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

const LIMITS = { LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', RATE_LIMIT_PER_MINUTE: '6' };

/** What both variants show, through processes `one` and `two`. */
async function showSharedState(one: ServerProcess, two: ServerProcess) {
  const run = randomBytes(3).toString('hex');
  const owner = registerBody();
  expect((await send(one, `10.1.0.1`, 'POST', '/api/account/register/', owner)).status).toBe(201);

  // Login throttle: three failures of one address through alternating processes…
  const attacker = `10.2.0.1`;
  expect((await send(one, attacker, 'POST', '/api/token/', { username: `ghost1_${run}`, password: 'x' })).status).toBe(401);
  expect((await send(two, attacker, 'POST', '/api/token/', { username: `ghost2_${run}`, password: 'x' })).status).toBe(401);
  expect((await send(one, attacker, 'POST', '/api/token/', { username: owner.username, password: 'wrong-password' })).status).toBe(401);
  // …hold back its next attempt through the other process, even with the right password.
  const held = await send(two, attacker, 'POST', '/api/token/', { username: owner.username, password: owner.password });
  expect(held.status).toBe(429);
  expect(held.body.code).toBe('too_many_attempts');
  expect(Number(held.retryAfter)).toBeGreaterThan(14 * 60);
  expect((await send(one, attacker, 'POST', '/api/token/', { username: owner.username, password: owner.password })).status).toBe(429);
  // The owner, from an address that has not failed, signs in through either.
  expect((await send(two, `10.3.0.1`, 'POST', '/api/token/', { username: owner.username, password: owner.password })).status).toBe(200);
  expect((await send(one, `10.3.0.1`, 'POST', '/api/token/', { username: owner.username, password: owner.password })).status).toBe(200);

  // Rate limit: six requests a minute per address, counted across both processes.
  const client = `10.4.0.1`;
  for (const server of [one, two, one, two, one, two]) expect((await send(server, client, 'GET', '/api/health')).status).toBe(200);
  for (const server of [one, two]) {
    const refused = await send(server, client, 'GET', '/api/health');
    expect(refused.status).toBe(429);
    expect(refused.body.code).toBe('throttled');
    expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  }
  expect((await send(two, `10.4.0.2`, 'GET', '/api/health')).status).toBe(200);
}

describe('two server processes on one database', () => {
  const cleanups: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  }, 60_000);

  it('share the login throttle and the rate limit through the database', async () => {
    const database = await freshDatabase();
    cleanups.push(database.drop);
    // The first process migrates the new database; the second starts on it once it is ready.
    const one = await startServer({ DATABASE_URL: database.url, ...LIMITS });
    cleanups.push(one.stop);
    const two = await startServer({ DATABASE_URL: database.url, ...LIMITS });
    cleanups.push(two.stop);

    await showSharedState(one, two);
    expect(await countersIn(database.url)).toBeGreaterThan(0);

    expect(await one.stop(), one.output()).toBe(0);
    expect(await two.stop(), two.output()).toBe(0);
  }, 120_000);

  it('share them through Redis with REDIS_URL (and leave the database table alone)', async () => {
    const database = await freshDatabase();
    cleanups.push(database.drop);
    const prefix = `performa-test-${randomBytes(6).toString('hex')}:`;
    const redis = new Redis(REDIS_URL);
    cleanups.push(async () => {
      const keys = await redis.keys(`${prefix}*`);
      if (keys.length) await redis.del(...keys);
      await redis.quit();
    });
    const env = { DATABASE_URL: database.url, REDIS_URL, REDIS_KEY_PREFIX: prefix, ...LIMITS };
    const one = await startServer(env);
    cleanups.push(one.stop);
    const two = await startServer(env);
    cleanups.push(two.stop);

    await showSharedState(one, two);
    expect((await redis.keys(`${prefix}login:*`)).length).toBeGreaterThan(0);
    expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);

    expect(await countersIn(database.url)).toBe(0);

    expect(await one.stop(), one.output()).toBe(0);
    expect(await two.stop(), two.output()).toBe(0);
  }, 120_000);
});
