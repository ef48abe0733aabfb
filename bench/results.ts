/**
 * Issue "Results and calibration" figures (docs/product.md §4, §5.8, §7.6, §8.8.1), on generated data
 * (N employees, default 10,000, with the generator's evaluation setup and 25 competencies a position, as
 * bench/evaluations.ts uses it: bench/lib/evaluation-data.ts):
 *  - the round's skill and goal evaluations created in bulk and activated through the API, then answered
 *    and completed straight in the database (every skill evaluation, about one answer in 17 "not
 *    applicable"; every goal evaluation, with actuals and memos);
 *  - the results engine (services/engine/recompute.ts): a full recompute of the round (first pass
 *    inserting every row, then passes after a project-wide setting, which read the stored party sums, and
 *    one summing them again from the answers), of the whole project, and of one evaluatee;
 *    with BENCH_EXPLAIN=1 (or when the round misses 2 s on PostgreSQL) the plan of its statement;
 *  - one evaluatee's recompute through the API: an admin reopens a completed skill evaluation, its
 *    evaluator submits it again (PUT wizard/skill-evaluation-result/{id}/, which recomputes in its transaction);
 *  - the performance panel (GET wizard/final-performance-result/, by score descending: page 1 and a
 *    filtered page) at 1, 10 and 50 clients (p50, p95);
 *  - the performance card (GET wizard/performance-card/) of 40 evaluatees at 1, 10 and 50 clients, as an
 *    admin and as the employee themselves, and the PDF of one card (GET wizard/performance-card/pdf/);
 *  - the export of the whole panel (GET wizard/export-final-results/, XLSX and CSV).
 * The load average of the machine is printed before each measurement: figures taken on a busy machine say little.
 * Usage: npm run bench:results [-- employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:results
 *        READ_CACHE_SECONDS=0 (every panel page and card computed anew; by default the server keeps them, ADR 43),
 *        BENCH_SECONDS=10 (each latency measurement), BENCH_EXPLAIN=1 (print the recompute's plan),
 *        BENCH_KEEP=1 (PostgreSQL: keep the generated database, to study a plan afterwards),
 *        BENCH_MAX_LOAD=3 (before measuring, wait until the load average is below it: checked each minute, up to 30 minutes)
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { BROAD_PASS, recomputeResults, settingsSql, upsertStatement, type RecomputeTarget } from '@performa/server/src/services/engine/recompute.ts';
import { completedRound } from './lib/completed-round.ts';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, median, percentile, startServer, type RunningServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);
// READ_CACHE_SECONDS=0 measures every panel page and card computed anew; by default the server keeps them (ADR 43).
const serverEnv = {
  RATE_LIMIT_PER_MINUTE: '0',
  ...(process.env.READ_CACHE_SECONDS ? { READ_CACHE_SECONDS: process.env.READ_CACHE_SECONDS } : {}),
  ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}),
};
console.log(`panel pages and cards: ${process.env.READ_CACHE_SECONDS === '0' ? 'computed anew each time' : 'kept (ADR 43)'}`);
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const spread = (xs: number[]) => `p50 ${percentile(xs, 50).toFixed(1)} ms, p95 ${percentile(xs, 95).toFixed(1)} ms`;
const load = () => `(load ${loadavg()[0]!.toFixed(2)})`;
/** On a shared machine: wait (up to 30 minutes) until the load average is below BENCH_MAX_LOAD. */
const quiet = async () => {
  const max = Number(process.env.BENCH_MAX_LOAD ?? 0);
  for (let minute = 0; max > 0 && minute < 30 && loadavg()[0]! >= max; minute++) {
    console.log(`load ${loadavg()[0]!.toFixed(2)}: waiting a minute`);
    await new Promise((resolve) => setTimeout(resolve, 60_000));
  }
};
const timed = async (run: () => Promise<unknown>) => {
  const started = performance.now();
  await run();
  return performance.now() - started;
};

const { company, setup, round, database } = await completedRound({ n: N, target, dataDir, port: 3974, env: serverEnv });
const { projectId } = company;
const db = database.db;
let server: RunningServer | undefined;
try {
  // (a) The engine: the round (first pass inserts, the next ones update), the whole project, one evaluatee.
  const ofRound: RecomputeTarget = { projectId, frequencyIds: [round] };
  await quiet();
  console.log(`recompute of the round, first pass (inserts): ${seconds(await timed(() => recomputeResults(db, ofRound)))} ${load()}`);
  // The statistics a database has by the time anyone changes a setting: PostgreSQL's autovacuum analyzes the new party
  // sums and results within a minute; PGlite (no autovacuum) analyzes at every start (db/client.ts).
  await db.execute(sql`analyze skill_party_sums, evaluation_results`);
  const [stored] = await rowsOf<{ rows: number; finals: number }>(
    db,
    sql`select count(*)::int as rows, count(final_score)::int as finals from evaluation_results where project_id = ${projectId}`,
  );
  // After a project-wide setting (weights, cap, template, lists) no rating changed: the stored party sums are read as they are.
  const afterSetting: RecomputeTarget = { ...ofRound, ratingsUnchanged: true };
  const roundPasses: number[] = [];
  for (let i = 0; i < 3; i++) roundPasses.push(await timed(() => recomputeResults(db, afterSetting)));
  console.log(
    `recompute of the round after a setting (${stored!.rows} results, ${stored!.finals} final scores), 3 passes: median ${seconds(median(roundPasses))}, ` +
      `each ${roundPasses.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s ${load()}`,
  );
  console.log(
    `recompute of the round with every party sum summed again from the answers: ${seconds(await timed(() => recomputeResults(db, ofRound)))} ${load()}`,
  );
  const projectPasses: number[] = [];
  for (let i = 0; i < 2; i++) projectPasses.push(await timed(() => recomputeResults(db, { projectId, ratingsUnchanged: true })));
  console.log(
    `recompute of the whole project after a setting (${setup.frequencyIds.length} rounds), 2 passes: ${projectPasses.map((ms) => (ms / 1000).toFixed(2)).join(' / ')} s ${load()}`,
  );
  const evaluatees = await rowsOf<{ id: number }>(
    db,
    sql`select employee_id as id from evaluation_results where project_id = ${projectId} and frequency_id = ${round} order by employee_id`,
  );
  const sample = Array.from({ length: 40 }, (_, i) => Number(evaluatees[Math.floor((i * evaluatees.length) / 40)]!.id));
  const narrow: number[] = [];
  const narrowAllRounds: number[] = [];
  for (const id of sample) narrow.push(await timed(() => recomputeResults(db, { projectId, frequencyIds: [round], employeeIds: [id] })));
  for (const id of sample) narrowAllRounds.push(await timed(() => recomputeResults(db, { projectId, employeeIds: [id] })));
  console.log(
    `recompute of one evaluatee in the round (40 evaluatees): ${spread(narrow)}; in every round of the project: ${spread(narrowAllRounds)} ${load()}`,
  );
  if (process.env.BENCH_EXPLAIN || (pgDatabase && median(roundPasses) > 2000)) {
    // The plan of the round's statement, as recomputeResults runs it (a broad pass: no nested loops, no JIT, more work_mem).
    await db.transaction(async (tx) => {
      await tx.execute(settingsSql(BROAD_PASS));
      const plan = await rowsOf<Record<string, string>>(tx, sql`explain (analyze, buffers) ${upsertStatement(afterSetting)}`);
      console.log(plan.map((row) => Object.values(row)[0]).join('\n'));
    });
  }

  // Cards to read: evaluatees with a final score and their own accounts; the round released so that they see it.
  const people = await rowsOf<{ id: number; username: string; department_id: number | null }>(
    db,
    sql`select r.employee_id as id, a.username, e.department_id from evaluation_results r join employees e on e.id = r.employee_id join accounts a on a.id = e.account_id
      where r.project_id = ${projectId} and r.frequency_id = ${round} and r.final_score is not null order by r.employee_id limit 40`,
  );
  // The busiest evaluator and their (completed) skill evaluations: reopened and submitted again through the API.
  const [busiest] = await rowsOf<{ username: string }>(
    db,
    sql`select a.username from evaluations e join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id
      where e.project_id = ${projectId} and e.kind = 'skill' group by a.username order by count(*) desc, a.username limit 1`,
  );
  const theirs = await rowsOf<{ id: number }>(
    db,
    sql`select e.id from evaluations e join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id
      where a.username = ${busiest!.username} and e.kind = 'skill' and e.project_id = ${projectId} order by e.id limit 20`,
  );
  await db.execute(sql`update frequencies set released_at = now() where id = ${round}`);
  await database.close();

  await quiet(); // before signing in: a long wait would outlive the access tokens
  const live = await startServer({ dataDir, port: 3974, env: serverEnv });
  server = live;
  const token = await signInToken(live.url, company.username, company.password);
  const asAdmin = { authorization: `Bearer ${token}`, 'x-project-id': String(projectId) };
  const evaluatorToken = await signInToken(live.url, busiest!.username, company.password);
  const asEvaluator = { authorization: `Bearer ${evaluatorToken}`, 'x-project-id': String(projectId) };
  const send = async (method: string, url: string, as: Record<string, string>, body?: unknown) => {
    const started = performance.now();
    const res = await fetch(`${live.url}${url}`, {
      method,
      headers: body === undefined ? as : { ...as, 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const bytes = await res.arrayBuffer();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${Buffer.from(bytes).toString().slice(0, 300)}`);
    return { ms: performance.now() - started, bytes };
  };

  // (b) One evaluatee's recompute after a submission, through the API.
  const reopens: number[] = [];
  const submits: number[] = [];
  for (const e of theirs) {
    const url = `/api/wizard/skill-evaluation-result/${e.id}/`;
    reopens.push((await send('POST', `/api/wizard/evaluation/${e.id}/reopen/`, asAdmin)).ms);
    const form = JSON.parse(Buffer.from((await send('GET', url, asEvaluator)).bytes).toString()) as {
      scale: Array<{ value: number }>;
      skills: Array<{ id: number }>;
    };
    const answers = form.skills.map((s, k) => ({
      skill_id: s.id,
      rating: form.scale[(k + e.id) % form.scale.length]!.value,
      not_applicable: false,
      comment: '',
    }));
    submits.push((await send('PUT', url, asEvaluator, { answers, submit: true })).ms);
  }
  console.log(`reopen a completed skill evaluation (admin, ${theirs.length} times): ${spread(reopens)} ${load()}`);
  console.log(`submit it again (evaluator; recomputes the evaluatee): ${spread(submits)} ${load()}`);

  // (c) The panel: page 1 by score, and a filtered page (a department with its sub-departments, score at least 50).
  const panel = `/api/wizard/final-performance-result/?frequency_id=${round}&ordering=-score`;
  const department = people.find((p) => p.department_id !== null)?.department_id;
  const filtered = `${panel}&score_min=50${department ? `&department=${department}` : ''}`;
  const [whole, some] = [
    JSON.parse(Buffer.from((await send('GET', panel, asAdmin)).bytes).toString()),
    JSON.parse(Buffer.from((await send('GET', filtered, asAdmin)).bytes).toString()),
  ] as Array<{ count: number }>;
  for (const clients of [1, 10, 50]) {
    console.log(
      `panel page 1 by score (${whole!.count} people), ${clients} client(s), ${formatLatency(await measureLatency(live.url, asAdmin, [panel], clients, SECONDS))} ${load()}`,
    );
  }
  for (const clients of [1, 10, 50]) {
    console.log(
      `panel filtered page (${some!.count} people), ${clients} client(s), ${formatLatency(await measureLatency(live.url, asAdmin, [filtered], clients, SECONDS))} ${load()}`,
    );
  }

  // (d) The card, as an admin and as the employee themselves; the PDF of one card.
  const cards = people.map((p) => `/api/wizard/performance-card/?employee=${p.id}&period=${setup.periodId}`);
  for (const clients of [1, 10, 50]) {
    console.log(
      `performance card (admin, 40 people), ${clients} client(s), ${formatLatency(await measureLatency(live.url, asAdmin, cards, clients, SECONDS))} ${load()}`,
    );
  }
  const own = people[0]!;
  const asSelf = { authorization: `Bearer ${await signInToken(live.url, own.username, company.password)}`, 'x-project-id': String(projectId) };
  for (const clients of [1, 10, 50]) {
    console.log(
      `performance card (the employee's own), ${clients} client(s), ${formatLatency(await measureLatency(live.url, asSelf, [cards[0]!], clients, SECONDS))} ${load()}`,
    );
  }
  const pdfs: number[] = [];
  let size = 0;
  for (let i = 0; i < 20; i++) {
    const pdf = await send('GET', `/api/wizard/performance-card/pdf/?employee=${people[i % people.length]!.id}&period=${setup.periodId}`, {
      ...asAdmin,
      'accept-language': ['en', 'az', 'ru'][i % 3]!,
    });
    size = pdf.bytes.byteLength;
    pdfs.push(pdf.ms);
  }
  console.log(`PDF of one card (${Math.round(size / 1024)} KB, 20 times): ${spread(pdfs)} ${load()}`);

  // (e) The export of the whole panel.
  for (const format of ['xlsx', 'csv']) {
    const runs: number[] = [];
    let bytes = 0;
    for (let i = 0; i < 3; i++) {
      const file = await send('GET', `/api/wizard/export-final-results/?frequency_id=${round}&ordering=-score&format=${format}`, asAdmin);
      runs.push(file.ms);
      bytes = file.bytes.byteLength;
    }
    console.log(
      `export of the whole panel as ${format} (${whole!.count} rows, ${Math.round(bytes / 1024)} KB), 3 runs: median ${seconds(median(runs))} ${load()}`,
    );
  }
} finally {
  await server?.stop();
  if (process.env.BENCH_KEEP && pgDatabase) console.log(`kept the database: ${pgDatabase.url}`);
  else await pgDatabase?.drop();
}
