/**
 * The reminder run over N people (default 10,000) — docs/product.md §5.5, ADR 21.
 * Every employee gets an activated, uncompleted skill evaluation by their manager and one by
 * themselves (about 2N evaluations, N evaluators), then the scheduled check runs 7 days before the
 * round's end: one transaction writes the run, N reminder_sends, a 'reminded' event per evaluation,
 * N notifications and N queued emails. Then the queued emails are sent to the outbox (no SMTP).
 * Usage: npx tsx bench/reminders.ts [employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npx tsx bench/reminders.ts
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { createDeps, createLogger } from '@performa/server/src/app.ts';
import { loadConfig } from '@performa/server/src/config.ts';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { registerJobs } from '@performa/server/src/jobs/index.ts';
import { runScheduledReminders } from '@performa/server/src/services/reminders/schedule.ts';
import { generateCompany } from '@performa/server/testing';
import { createScratchDatabase, freshDataDir } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const database = await openDatabase(pgDatabase ? { kind: 'postgres', url: pgDatabase.url } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') });
const company = await generateCompany(database.db, { employees: N });
const scope = sql`${company.companyId}, ${company.projectId}`;
await database.db.execute(
  sql`insert into periods (company_id, project_id, number, name, start_date, end_date) values (${scope}, 1, 'Bench period', '2026-01-01', '2026-12-31')`,
);
await database.db.execute(
  sql`insert into frequencies (company_id, project_id, period_id, name, start_date, end_date)
    select ${scope}, id, 'Bench round', '2026-01-01', '2026-12-31' from periods where project_id = ${company.projectId}`,
);
await database.db.execute(
  sql`insert into evaluations (company_id, project_id, frequency_id, evaluatee_id, evaluator_id, party, kind, activated_at)
    select em.company_id, em.project_id, f.id, em.id, coalesce(em.report_to_id, em.id), case when em.report_to_id is null then 'self' else 'manager' end, 'skill', now()
    from employees em join frequencies f on f.project_id = em.project_id where em.project_id = ${company.projectId} and em.status = 'active'
    union all
    select em.company_id, em.project_id, f.id, em.id, em.id, 'self', 'skill', now()
    from employees em join frequencies f on f.project_id = em.project_id where em.project_id = ${company.projectId} and em.status = 'active' and em.report_to_id is not null`,
);
const [counted] = await rowsOf<{ n: number; evaluators: number }>(
  database.db,
  sql`select count(*)::int as n, count(distinct evaluator_id)::int as evaluators from evaluations`,
);
console.log(`generated ${company.employees} employees, ${counted!.n} pending evaluations of ${counted!.evaluators} evaluators`);

const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', DATA_DIR: dataDir, JOBS: 'off' });
const deps = createDeps(config, database, createLogger(config));
registerJobs(deps);
await deps.jobs.start({ work: false });
deps.clock.now = () => new Date('2026-12-24T10:00:00Z');

let started = performance.now();
const runs = await runScheduledReminders(deps);
console.log(
  `reminder run (one transaction): ${runs.map((r) => `${r.key} → ${r.recipients} recipients`).join(', ')} in ${((performance.now() - started) / 1000).toFixed(2)} s`,
);
started = performance.now();
const again = await runScheduledReminders(deps);
console.log(`second check the same day: ${again.length} runs in ${((performance.now() - started) / 1000).toFixed(2)} s`);
started = performance.now();
const sent = await deps.jobs.runReady();
console.log(`queued emails written to the outbox by one worker: ${sent} in ${((performance.now() - started) / 1000).toFixed(2)} s`);
await deps.jobs.stop();
await database.close();
await pgDatabase?.drop();
