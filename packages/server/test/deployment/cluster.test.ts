import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DATA_EXPORT_CLEANUP_QUEUE } from '../../src/jobs/data-export.ts';
import { PACKAGE_REMINDER_QUEUE } from '../../src/jobs/package-reminders.ts';
import { REMINDER_QUEUE } from '../../src/jobs/reminders.ts';
import { MIGRATIONS_DIR } from '../../src/paths.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { keepAliveTraffic } from './traffic.ts';

/**
 * WEB_CONCURRENCY processes on one port (ADR 36), on a fresh PostgreSQL database: what must happen once
 * happens once, the processes share the work, SIGTERM loses no request in flight, and a rolling restart
 * (SIGHUP) under load loses none.
 */
const WORKERS = 3;
const SCHEDULED = [REMINDER_QUEUE, PACKAGE_REMINDER_QUEUE, DATA_EXPORT_CLEANUP_QUEUE];

let database: { url: string; drop: () => Promise<void> };
let server: ServerProcess;

async function query<R extends pg.QueryResultRow>(statement: string, params: unknown[] = []): Promise<R[]> {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    return (await client.query<R>(statement, params)).rows;
  } finally {
    await client.end();
  }
}

/** The pids of the server processes that have said they listen. */
const listeningPids = (output: string) => new Set([...output.matchAll(/"pid":(\d+)[^\n]*Performa is listening/g)].map((m) => Number(m[1])));

/** Health checks (a GET) and incomplete sign-ins (a POST answered 400): cheap, so that the processes restart in a machine's time. */
const mixed = (_client: number, i: number) =>
  i % 2 === 0 ? { path: '/api/health' } : { path: '/api/token/', method: 'POST', body: JSON.stringify({ username: 'someone' }) };

beforeAll(async () => {
  database = await scratchDatabase(LOCAL_POSTGRES, 'performa_cluster');
  server = await startServerProcess({
    env: {
      DATABASE_URL: database.url,
      WEB_CONCURRENCY: String(WORKERS),
      LOG_LEVEL: 'info',
      RATE_LIMIT_PER_MINUTE: '0',
      LOGIN_MAX_FAILURES_PER_ADDRESS: '1000000',
      SHUTDOWN_TIMEOUT_SECONDS: '20',
    },
  });
  await vi.waitFor(() => expect(listeningPids(server.output()).size).toBe(WORKERS), { timeout: 60_000, interval: 200 });
});

afterAll(async () => {
  if (server) await server.stop('SIGKILL');
  await database?.drop();
});

describe('several server processes on one port (ADR 36)', () => {
  it('migrate once, add each scheduled job once at start-up, and share the requests', async () => {
    const journal = JSON.parse(readFileSync(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as { entries: unknown[] };
    const applied = await query<{ n: number }>('select count(*)::int as n from drizzle.__drizzle_migrations');
    expect(applied[0]!.n).toBe(journal.entries.length);
    expect(server.output()).not.toMatch(/"level":(50|60)/);

    // Every process started the job queue's workers and schedule; each scheduled queue got one start-up job.
    const startup = await query<{ name: string; n: number }>(
      `select name, count(*)::int as n from pgboss.job where singleton_key = 'startup' group by name order by name`,
    );
    expect(startup).toEqual(SCHEDULED.map((name) => ({ name, n: 1 })).sort((a, b) => a.name.localeCompare(b.name)));
    const schedules = await query<{ name: string }>('select name from pgboss.schedule order by name');
    expect(schedules.map((s) => s.name)).toEqual([...SCHEDULED].sort());

    // New connections go round the processes.
    const before = server.output().length;
    for (let i = 0; i < 30; i += 1) {
      await new Promise<void>((resolve, reject) =>
        http.get(`${server.url}/api/health`, { agent: false }, (res) => res.resume().on('end', resolve)).on('error', reject),
      );
    }
    const served = new Set(
      [
        ...server
          .output()
          .slice(before)
          .matchAll(/"pid":(\d+)[^\n]*"request completed"/g),
      ].map((m) => m[1]),
    );
    expect(served.size).toBeGreaterThanOrEqual(2);
  });

  it('restart one process at a time on SIGHUP, losing no request of kept-alive clients', async () => {
    const old = listeningPids(server.output());
    const mark = server.output().length;
    const restarted = vi.waitFor(() => expect(server.output().slice(mark)).toContain('rolling restart done'), { timeout: 90_000, interval: 100 });
    setTimeout(() => server.child.kill('SIGHUP'), 500);
    const traffic = await keepAliveTraffic(
      server.url,
      16,
      mixed,
      restarted.then(() => new Promise((resolve) => setTimeout(resolve, 500))),
    );
    expect(traffic.failures).toEqual({});
    expect(traffic.answered).toBeGreaterThan(100);
    const fresh = listeningPids(server.output().slice(mark));
    expect(fresh.size).toBe(WORKERS);
    for (const pid of fresh) expect(old.has(pid)).toBe(false);
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
  });

  it('stop on SIGTERM after answering the request in flight', async () => {
    // A sign-in whose body is still on its way when the signal comes: it is in flight, and is answered.
    const body = JSON.stringify({ username: 'someone', password: 'not the password' });
    const answer = new Promise<number>((resolve, reject) => {
      const req = http.request(
        `${server.url}/api/token/`,
        { method: 'POST', agent: false, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.write(body.slice(0, 10));
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end(body.slice(10)), 600);
      }, 300);
    });
    expect(await answer).toBe(401);
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('stopping every server process');
    expect(server.output().match(/"msg":"stopped"/g)?.length).toBeGreaterThanOrEqual(WORKERS);
    await expect(fetch(`${server.url}/api/health`)).rejects.toThrow();
  });
});
