/**
 * The whole project's data export (docs/product.md §6.7) on generated data: N employees (default 10,000)
 * with one round launched and answered (bench/lib/completed-round.ts: about 1.5 million answers at 10,000)
 * and their results computed. A server (one node process, JOBS on, so that its own worker builds the
 * export) is started; an admin starts the export of the period and follows its progress until it is ready,
 * then downloads it. Printed: the build's time, the progress seen, the file's size and chunks, the
 * download's time, and the server's memory: its RSS when idle, and its peak (VmHWM, reset before the build
 * through /proc/<pid>/clear_refs, Linux) during the build and during the download.
 * Usage: npx tsx bench/data-export.ts [employees]                        (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/data-export.ts
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { completedRound } from './lib/completed-round.ts';
import { signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, startServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const MB = 1024 * 1024;
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);
const serverEnv = { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) };

const { company, setup, database } = await completedRound({ n: N, target, dataDir, port: 3975, env: serverEnv });
const t0 = performance.now();
await recomputeResults(database.db, { projectId: company.projectId });
const [answers] = await rowsOf<{ n: number }>(database.db, sql`select count(*)::int as n from skill_answers where project_id = ${company.projectId}`);
console.log(`results computed in ${((performance.now() - t0) / 1000).toFixed(1)} s; ${answers!.n} answers`);
await database.close();

const kb = (pid: number, field: string) => Number(new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0) * 1024;
const mb = (bytes: number) => `${(bytes / MB).toFixed(0)} MB`;

const server = await startServer({ dataDir, port: 3976, env: { ...serverEnv, JOBS: 'on' } });
const pid = server.process.pid!;
try {
  const token = await signInToken(server.url, company.username, company.password);
  const headers = { authorization: `Bearer ${token}`, 'x-project-id': String(company.projectId), 'content-type': 'application/json' };
  const api = async (method: string, url: string, body?: unknown) => {
    const res = await fetch(`${server.url}/api${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`);
    return res.json() as Promise<{ id: number; state: string; progress: number; size: number | null }>;
  };
  // Warm up, then the idle RSS.
  await api('GET', '/wizard/export-data/');
  await new Promise((resolve) => setTimeout(resolve, 2000));
  const idle = kb(pid, 'VmRSS');
  writeFileSync(`/proc/${pid}/clear_refs`, '5');

  const started = performance.now();
  const made = await api('POST', '/wizard/export-data/', { period: setup.periodId });
  // The server's RSS at each progress seen: flat while the rows go (bounded), not growing with them.
  const rssAt = new Map<number, number>();
  let done = made;
  while (done.state === 'queued' || done.state === 'running') {
    await new Promise((resolve) => setTimeout(resolve, 250));
    done = await api('GET', `/wizard/export-data/${made.id}/`);
    rssAt.set(done.progress, Math.max(rssAt.get(done.progress) ?? 0, kb(pid, 'VmRSS')));
  }
  const buildMs = performance.now() - started;
  const buildPeak = kb(pid, 'VmHWM');
  if (done.state !== 'ready') throw new Error(`the export ended ${done.state}`);
  console.log(`build: ${(buildMs / 1000).toFixed(1)} s, ${mb(done.size!)} (${Math.ceil(done.size! / MB)} chunks), progress seen ${rssAt.size} times`);
  const steps = [...rssAt.entries()].sort((a, b) => a[0] - b[0]);
  const at = (percent: number) => steps.find(([p]) => p >= percent) ?? steps[steps.length - 1]!;
  console.log(`server RSS by progress: ${[10, 25, 50, 75, 90, 100].map((p) => `${at(p)[0]} %: ${mb(at(p)[1])}`).join(', ')}`);

  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  const d0 = performance.now();
  const res = await fetch(`${server.url}/api/wizard/export-data/${made.id}/file/`, { headers });
  let bytes = 0;
  for await (const chunk of res.body!) bytes += (chunk as Uint8Array).length;
  console.log(`download: ${((performance.now() - d0) / 1000).toFixed(1)} s, ${mb(bytes)}`);
  console.log(`server memory: idle RSS ${mb(idle)}, peak during the build ${mb(buildPeak)}, peak during the download ${mb(kb(pid, 'VmHWM'))}`);
} finally {
  await server.stop();
  await pgDatabase?.drop();
}
