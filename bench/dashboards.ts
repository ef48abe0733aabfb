/**
 * Issue "Dashboards and reporting" figures (docs/product.md §7.9, §7.10), on generated data (N employees, default
 * 10,000, a round launched through the API and completed, bench/lib/completed-round.ts; its results
 * computed by the engine and the round released):
 *  - the admin dashboard (GET main/dashboard/), the top 10 and bottom 10 (main/topten/, wizard/topten/,
 *    goals/topten/) and the project's counts (wizard/project-details/) at 1, 10 and 50 clients (p50, p95);
 *  - the user dashboard (GET main/my-dashboard/) of 40 people (a manager among them) at 1, 10 and 50 clients;
 *  - each report of /reporting (GET reports/<name>/, §7.10) over the round at 1, 10 and 50 clients (computed
 *    anew: at 1 client), and the time of one export of each (XLSX, every row).
 * The load average is printed with each figure: figures taken on a busy machine say little.
 * Usage: npm run bench:dashboards [-- employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:dashboards
 *        BENCH_SECONDS=10 (each latency measurement)
 *        READ_CACHE_SECONDS=0 (every answer computed anew; by default the server keeps them, ADR 33)
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { completedRound } from './lib/completed-round.ts';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, startServer, type RunningServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(
  `database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}; answers ${process.env.READ_CACHE_SECONDS === '0' ? 'computed anew each time' : 'kept (ADR 33)'}`,
);
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);
const serverEnv = {
  RATE_LIMIT_PER_MINUTE: '0',
  ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
  // READ_CACHE_SECONDS=0 measures every answer computed anew; by default the server keeps them briefly (ADR 33).
  ...(process.env.READ_CACHE_SECONDS ? { READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS } : {}),
};
/** The reports of /reporting (docs/product.md §7.10). */
const REPORTS = ['distribution', 'competencies', 'goals', 'completion', 'rater-patterns', 'periods'] as const;
/** Every answer computed anew (READ_CACHE_SECONDS=0), not kept. */
const COMPUTED = process.env.READ_CACHE_SECONDS === '0';
const load = () => `(load ${loadavg()[0]!.toFixed(2)})`;

const { company, round, database } = await completedRound({ n: N, target, dataDir, port: 3975, env: serverEnv });
const { projectId } = company;
let server: RunningServer | undefined;
try {
  await recomputeResults(database.db, { projectId, frequencyIds: [round] });
  await database.db.execute(sql`update frequencies set released_at = now() where id = ${round}`);
  await database.db.execute(sql`analyze`);
  // People to read their own dashboard: 39 evaluatees and the manager with most direct reports.
  const people = await rowsOf<{ username: string }>(
    database.db,
    sql`(select a.username from employees e join accounts a on a.id = e.account_id
         where e.project_id = ${projectId} and e.status = 'active' order by e.id limit 39)
        union all
        (select a.username from employees m join accounts a on a.id = m.account_id
         where m.project_id = ${projectId} order by (select count(*) from employees r where r.report_to_id = m.id) desc, m.id limit 1)`,
  );
  await database.close();

  const live = await startServer({ dataDir, port: 3975, env: serverEnv });
  server = live;
  // Signed in anew for each figure: an access token lives 5 minutes, a whole run longer.
  const admin = async () => ({ authorization: `Bearer ${await signInToken(live.url, company.username, company.password)}`, 'x-project-id': String(projectId) });
  const measure = async (
    label: string,
    headers: () => Promise<Record<string, string> | Array<Record<string, string>>>,
    paths: string[],
    clientCounts: readonly number[] = [1, 10, 50],
  ) => {
    if (!COMPUTED) {
      // Kept answers: the first read computes (as after any change of the company), the ones after it are kept.
      const first = await headers();
      const started = performance.now();
      for (const path of paths) await fetch(`${live.url}${path}`, { headers: Array.isArray(first) ? first[0] : first }).then((res) => res.arrayBuffer());
      console.log(`${label}, first read (computed): ${(performance.now() - started).toFixed(0)} ms ${load()}`);
    }
    for (const clients of clientCounts)
      console.log(`${label}, ${clients} client(s): ${formatLatency(await measureLatency(live.url, await headers(), paths, clients, SECONDS))} ${load()}`);
  };
  await measure('admin dashboard (main/dashboard/)', admin, [`/api/main/dashboard/?frequency_id=${round}`]);
  await measure('top 10 and bottom 10 (main/topten/)', admin, [`/api/main/topten/?frequency_id=${round}`]);
  await measure('top 10 by skill overall (wizard/topten/)', admin, [`/api/wizard/topten/?frequency_id=${round}`]);
  await measure('top 10 by goal overall (goals/topten/)', admin, [`/api/goals/topten/?frequency_id=${round}`]);
  await measure('project details (wizard/project-details/)', admin, ['/api/wizard/project-details/']);
  const asPeople = async () => {
    const headers = [];
    for (const p of people)
      headers.push({ authorization: `Bearer ${await signInToken(live.url, p.username, company.password)}`, 'x-project-id': String(projectId) });
    return headers;
  };
  await measure('user dashboard (main/my-dashboard/), 40 people', asPeople, ['/api/main/my-dashboard/']);
  // Computed anew each time, a report of 10,000 people takes up to seconds: one client shows its cost, more only queue.
  const reportClients = COMPUTED ? [1] : [1, 10, 50];
  for (const report of REPORTS) await measure(`report ${report} (reports/${report}/)`, admin, [`/api/reports/${report}/?frequency_id=${round}`], reportClients);
  for (const report of REPORTS) {
    const started = performance.now();
    const res = await fetch(`${live.url}/api/reports/${report}/export/?frequency_id=${round}&format=xlsx`, { headers: await admin() });
    const bytes = (await res.arrayBuffer()).byteLength;
    console.log(
      `export of report ${report}: ${res.status}, ${(bytes / 1024).toFixed(0)} KiB in ${((performance.now() - started) / 1000).toFixed(2)} s ${load()}`,
    );
  }
} finally {
  await server?.stop();
  await pgDatabase?.drop();
}
