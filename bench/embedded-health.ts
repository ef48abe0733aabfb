/**
 * The embedded database off the event loop (ADR 38), on generated data (N employees, default 10,000,
 * bench/lib/completed-round.ts) in PGlite:
 *  - the health check's latency while whole-project recomputes run (each started by an admin changing
 *    the project's maximum achievement: PUT wizard/project-weight/, which recomputes every result of the
 *    project in its transaction), one check every 10 ms;
 *  - the performance card read by 10 (and 50) clients at once.
 * Usage: npm run bench:embedded [-- employees]; BENCH_SECONDS (default 10) for each card measurement.
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { completedRound } from './lib/completed-round.ts';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { freshDataDir, percentile, startServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();
const target = { kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const;
const serverEnv = { RATE_LIMIT_PER_MINUTE: '0' };
const load = () => `(load ${loadavg()[0]!.toFixed(2)})`;

const { company, setup, round, database } = await completedRound({ n: N, target, dataDir, port: 3978, env: serverEnv });
const { projectId } = company;
await recomputeResults(database.db, { projectId, frequencyIds: [round] });
await database.db.execute(sql`update frequencies set released_at = now() where id = ${round}`);
const people = await rowsOf<{ id: number }>(
  database.db,
  sql`select employee_id as id from evaluation_results where project_id = ${projectId} and frequency_id = ${round} and final_score is not null order by employee_id limit 40`,
);
await database.close();

const server = await startServer({ dataDir, port: 3978, env: serverEnv });
try {
  const token = await signInToken(server.url, company.username, company.password);
  const asAdmin = { authorization: `Bearer ${token}`, 'x-project-id': String(projectId) };

  // Health checks every 10 ms while five whole-project recomputes run one after the other.
  const health: number[] = [];
  let recomputing = true;
  const checks = (async () => {
    while (recomputing) {
      const started = performance.now();
      const res = await fetch(`${server.url}/api/health`);
      await res.arrayBuffer();
      health.push(performance.now() - started);
      if (!res.ok) console.log(`health answered ${res.status}`);
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  })();
  const recomputes: number[] = [];
  for (let i = 0; i < 5; i += 1) {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/wizard/project-weight/`, {
      method: 'PUT',
      headers: { ...asAdmin, 'content-type': 'application/json' },
      body: JSON.stringify({ goal_weight: 0.5, skill_weight: 0.5, max_achievement: i % 2 ? 1.2 : 1.1 }),
    });
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`project-weight: ${res.status}`);
    recomputes.push(performance.now() - started);
  }
  recomputing = false;
  await checks;
  console.log(`whole-project recompute through the API (${N} employees), 5 times: ${recomputes.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s ${load()}`);
  console.log(
    `health check meanwhile (${health.length} checks): p50 ${percentile(health, 50).toFixed(1)} ms, p95 ${percentile(health, 95).toFixed(1)} ms, max ${Math.max(...health).toFixed(1)} ms ${load()}`,
  );

  const cards = people.map((p) => `/api/wizard/performance-card/?employee=${p.id}&period=${setup.periodId}`);
  for (const clients of [10, 50]) {
    console.log(
      `performance card (admin, 40 people), ${clients} clients: ${formatLatency(await measureLatency(server.url, asAdmin, cards, clients, SECONDS))} ${load()}`,
    );
  }
} finally {
  await server.stop();
}
