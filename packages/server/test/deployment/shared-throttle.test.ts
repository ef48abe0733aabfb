import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import pg from 'pg';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { registerBody } from '../helpers/factories.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';

/**
 * Two real server processes on one PostgreSQL database, as behind a load balancer: the login
 * throttle and the rate limit count in one place (the database, or Redis with REDIS_URL).
 * This file always uses the machine's PostgreSQL (CI has it), also in the PGlite pass.
 */
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

/** The rate limit's count of `address` in the database's counter table. */
async function rateCountIn(url: string, address: string): Promise<number | null> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<{ count: number }>('select count from throttle_counters where key = $1', [`rate:${address}`])).rows[0]?.count ?? null;
  } finally {
    await client.end();
  }
}

/** A server process of this file: one database secret for both, behind a trusted proxy. */
const startServer = (env: Record<string, string>) => startServerProcess({ env: { TOKEN_SECRET: SECRET, TRUST_PROXY: 'true', ...env } });

/** A request to one process, as the client at `address` (behind the trusted proxy). */
async function send(server: ServerProcess, address: string, method: 'GET' | 'POST', url: string, body?: unknown) {
  const res = await fetch(`${server.url}${url}`, {
    method,
    headers: { 'x-forwarded-for': address, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, retryAfter: res.headers.get('retry-after'), body: (await res.json()) as Record<string, unknown> };
}

const LIMITS = { LOGIN_MAX_FAILURES_PER_ADDRESS: '3', LOGIN_MAX_FAILURES_PER_ACCOUNT: '10', RATE_LIMIT_PER_MINUTE: '6', RATE_LIMIT_FLUSH_MS: '200' };

/** The rate limit's count of an address in the shared store (null: none yet). */
type RateCount = (address: string) => Promise<number | null>;

/** Waits until the shared store holds `count` hits of `address`: every process has sent what it counted. */
const untilShared = (rateCount: RateCount, address: string, count: number) =>
  vi.waitFor(async () => expect(await rateCount(address)).toBe(count), { timeout: 15_000, interval: 50 });

/** What both variants show, through processes `one` and `two`. */
async function showSharedState(one: ServerProcess, two: ServerProcess, rateCount: RateCount) {
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

  // Rate limit: six requests a minute per address, counted across both processes. Each answers from the count the
  // shared store gave it last plus its own hits not sent yet, and sends them every RATE_LIMIT_FLUSH_MS (ADR 39).
  const client = `10.4.0.1`;
  for (let i = 0; i < 3; i++) expect((await send(one, client, 'GET', '/api/health')).status).toBe(200);
  await untilShared(rateCount, client, 3);
  for (let i = 0; i < 3; i++) expect((await send(two, client, 'GET', '/api/health')).status).toBe(200);
  await untilShared(rateCount, client, 6);
  // Two has had three requests of its own and refuses the next: it has heard of one's three. It hears with the
  // answer to its own send, a moment after the store holds them, so one request may still pass in between.
  let passed = 0;
  let refused = await send(two, client, 'GET', '/api/health');
  while (refused.status === 200 && passed < 2) {
    passed += 1;
    refused = await send(two, client, 'GET', '/api/health');
  }
  expect(passed).toBeLessThanOrEqual(1);
  expect(refused.status).toBe(429);
  expect(refused.body.code).toBe('throttled');
  expect(Number(refused.retryAfter)).toBeGreaterThan(0);
  // One has not heard of two's yet: its next request passes (what a process may let through over the limit in one
  // interval); once both have sent their hits (a refused request counts too), it refuses as well.
  expect((await send(one, client, 'GET', '/api/health')).status).toBe(200);
  await untilShared(rateCount, client, 8 + passed);
  expect((await send(one, client, 'GET', '/api/health')).status).toBe(429);
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

    await showSharedState(one, two, (address) => rateCountIn(database.url, address));
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

    await showSharedState(one, two, async (address) => {
      const count = await redis.hget(`${prefix}rate:${address}`, 'count');
      return count === null ? null : Number(count);
    });
    expect((await redis.keys(`${prefix}login:*`)).length).toBeGreaterThan(0);
    expect((await redis.keys(`${prefix}rate:*`)).length).toBeGreaterThan(0);

    expect(await countersIn(database.url)).toBe(0);

    expect(await one.stop(), one.output()).toBe(0);
    expect(await two.stop(), two.output()).toBe(0);
  }, 120_000);
});
