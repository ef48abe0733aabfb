/**
 * Issue "Dashboards and reporting" figures (docs/product.md §7.9), on generated data (N employees, default
 * 10,000, a round launched through the API and completed, bench/lib/completed-round.ts; its results
 * computed by the engine and the round released):
 *  - the admin dashboard (GET main/dashboard/), the top 10 and bottom 10 (main/topten/, wizard/topten/,
 *    goals/topten/) and the project's counts (wizard/project-details/) at 1, 10 and 50 clients (p50, p95);
 *  - the user dashboard (GET main/my-dashboard/) of 40 people (a manager among them) at 1, 10 and 50 clients.
 * The load average is printed with each figure: figures taken on a busy machine say little.
 * Usage: npm run bench:dashboards [-- employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:dashboards
 *        BENCH_SECONDS=10 (each latency measurement)
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
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);
const serverEnv = { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) };
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
  const asAdmin = { authorization: `Bearer ${await signInToken(live.url, company.username, company.password)}`, 'x-project-id': String(projectId) };
  const measure = async (label: string, headers: Record<string, string> | Array<Record<string, string>>, paths: string[]) => {
    for (const clients of [1, 10, 50])
      console.log(`${label}, ${clients} client(s): ${formatLatency(await measureLatency(live.url, headers, paths, clients, SECONDS))} ${load()}`);
  };
  await measure('admin dashboard (main/dashboard/)', asAdmin, [`/api/main/dashboard/?frequency_id=${round}`]);
  await measure('top 10 and bottom 10 (main/topten/)', asAdmin, [`/api/main/topten/?frequency_id=${round}`]);
  await measure('top 10 by skill overall (wizard/topten/)', asAdmin, [`/api/wizard/topten/?frequency_id=${round}`]);
  await measure('top 10 by goal overall (goals/topten/)', asAdmin, [`/api/goals/topten/?frequency_id=${round}`]);
  await measure('project details (wizard/project-details/)', asAdmin, ['/api/wizard/project-details/']);
  const asPeople = [];
  for (const p of people)
    asPeople.push({ authorization: `Bearer ${await signInToken(live.url, p.username, company.password)}`, 'x-project-id': String(projectId) });
  await measure('user dashboard (main/my-dashboard/), 40 people', asPeople, ['/api/main/my-dashboard/']);
} finally {
  await server?.stop();
  await pgDatabase?.drop();
}
