/**
 * Issue "The evaluation cycle" figures, on generated data (N employees, default 10,000, with the
 * generator's evaluation setup and 25 competencies on every position):
 *  - bulk creation of the whole project's skill and goal evaluations for the current round
 *    (POST /api/wizard/create-evaluation/bulk/), and running it again (nothing left to create);
 *  - activating every card of the round (each evaluator noticed once);
 *  - with answers written for most skill evaluations (about 1.5 million for 10,000 people):
 *    the /evaluate lists and the skill form at 1 and 10 clients, saving a draft and submitting (p95);
 *  - "remind everyone pending" over the whole round.
 * Usage: npm run bench:evaluations [-- employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:evaluations
 */
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { EXTRA_SKILLS, generateEvaluationData } from './lib/evaluation-data.ts';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, percentile, startServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);

let database = await openDatabase(target);
const t0 = performance.now();
const { company, setup, round } = await generateEvaluationData(database.db, N);
const { projectId } = company;
console.log(`generated ${company.employees} employees with ${5 + EXTRA_SKILLS} competencies a position in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await database.close();

let server = await startServer({ dataDir, port: 3972, env: { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) } });
try {
  const access = await signInToken(server.url, company.username, company.password);
  const headers = { authorization: `Bearer ${access}`, 'x-project-id': String(projectId), 'content-type': 'application/json' };
  const call = async (method: string, url: string, body?: unknown, as: Record<string, string> = headers) => {
    const started = performance.now();
    const res = await fetch(`${server.url}${url}`, { method, headers: as, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    return { ms: performance.now() - started, text };
  };
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;

  const generated = await call('POST', '/api/goals/personal-goals/generate/', { period_id: setup.periodId });
  console.log(`personal goals generated in ${seconds(generated.ms)}`);

  const bulk = { frequency_id: round, kinds: ['skill', 'goal'] };
  const preview = await call('POST', '/api/wizard/create-evaluation/preview/', { ...bulk, page_size: 25 });
  console.log(`bulk preview of the whole project (first page): ${seconds(preview.ms)}`);
  const created = await call('POST', '/api/wizard/create-evaluation/bulk/', bulk);
  const result = JSON.parse(created.text) as { created: { skill: number; goal: number }; skipped_existing: number; not_ready: unknown[] };
  console.log(
    `bulk creation for the whole project: ${seconds(created.ms)} (${result.created.skill} skill and ${result.created.goal} goal evaluations, ${result.not_ready.length} without a goal evaluation)`,
  );
  const again = await call('POST', '/api/wizard/create-evaluation/bulk/', bulk);
  console.log(`bulk creation again: ${seconds(again.ms)} (${(JSON.parse(again.text) as { skipped_existing: number }).skipped_existing} skipped as existing)`);
  const activated = await call('POST', '/api/wizard/activate-evaluation-card/', { frequency_id: round, action: 'activate', all: true });
  console.log(`activate every card of the round: ${seconds(activated.ms)} ${activated.text}`);
  await server.stop();

  // Answers for four skill evaluations in five (the fifth stays untouched), straight into the database.
  database = await openDatabase(target);
  const a0 = performance.now();
  await database.db.execute(sql`
    insert into skill_answers (evaluation_id, skill_id, project_id, rating, not_applicable, comment)
    select e.id, s.skill_id, e.project_id, 1 + (e.id + s.skill_id) % 5, false, ''
    from evaluations e
    join employees ee on ee.id = e.evaluatee_id
    join position_skills s on s.position_id = ee.position_id
    where e.project_id = ${projectId} and e.kind = 'skill' and e.id % 5 <> 0`);
  await database.db.execute(sql`update evaluations set saved_at = now() where project_id = ${projectId} and kind = 'skill' and id % 5 <> 0`);
  const [counts] = await rowsOf<{ evaluations: number; answers: number }>(
    database.db,
    sql`select (select count(*) from evaluations where project_id = ${projectId})::int as evaluations,
      (select count(*) from skill_answers where project_id = ${projectId})::int as answers`,
  );
  console.log(`${counts!.evaluations} evaluations, ${counts!.answers} answers written in ${seconds(performance.now() - a0)}`);
  // The busiest evaluator (a manager with many reports and coworker requests) and their open skill evaluations.
  const [busiest] = await rowsOf<{ username: string; n: number }>(
    database.db,
    sql`select a.username, count(*)::int as n from evaluations e join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id
      where e.project_id = ${projectId} group by a.username order by n desc limit 1`,
  );
  const open = await rowsOf<{ id: number }>(
    database.db,
    sql`select e.id from evaluations e join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id
      where a.username = ${busiest!.username} and e.kind = 'skill' and e.project_id = ${projectId} order by e.id`,
  );
  if (pgDatabase === null) await database.db.execute(sql`analyze`);
  await database.close();

  server = await startServer({ dataDir, port: 3972, env: { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) } });
  const evaluatorToken = await signInToken(server.url, busiest!.username, company.password);
  const asEvaluator = { authorization: `Bearer ${evaluatorToken}`, 'x-project-id': String(projectId), 'content-type': 'application/json' };
  const { 'content-type': _json, ...readAsEvaluator } = asEvaluator;
  console.log(`evaluator: ${busiest!.n} evaluations, ${open.length} of them skill evaluations`);
  const lists = ['/api/wizard/skill-evaluations/', '/api/goals/goals-evaluation-list/'];
  const forms = open.slice(0, 20).map((e) => `/api/wizard/skill-evaluation-result/${e.id}/`);
  for (const clients of [1, 10]) {
    console.log(`/evaluate lists, ${clients} client(s), ${formatLatency(await measureLatency(server.url, readAsEvaluator, lists, clients))}`);
    console.log(`skill form load, ${clients} client(s), ${formatLatency(await measureLatency(server.url, readAsEvaluator, forms, clients))}`);
  }

  // Drafts: one answer changed at a time; then submissions of complete forms.
  const form = JSON.parse((await call('GET', forms[0]!, undefined, readAsEvaluator)).text) as {
    scale: Array<{ value: number }>;
    skills: Array<{ id: number }>;
  };
  const drafts: number[] = [];
  for (let i = 0; i < 60; i++) {
    const skill = form.skills[i % form.skills.length]!;
    const rating = form.scale[i % form.scale.length]!.value;
    drafts.push((await call('PUT', forms[0]!, { answers: [{ skill_id: skill.id, rating, not_applicable: false, comment: `draft ${i}` }] }, asEvaluator)).ms);
  }
  console.log(`save a draft (one answer changed): p50 ${percentile(drafts, 50).toFixed(1)} ms, p95 ${percentile(drafts, 95).toFixed(1)} ms`);
  const submits: number[] = [];
  for (const e of open.slice(1, 31)) {
    const url = `/api/wizard/skill-evaluation-result/${e.id}/`;
    const current = JSON.parse((await call('GET', url, undefined, readAsEvaluator)).text) as typeof form;
    const answers = current.skills.map((s, k) => ({
      skill_id: s.id,
      rating: current.scale[k % current.scale.length]!.value,
      not_applicable: false,
      comment: '',
    }));
    submits.push((await call('PUT', url, { answers, submit: true }, asEvaluator)).ms);
  }
  console.log(
    `submit a complete form of ${form.skills.length} competencies: p50 ${percentile(submits, 50).toFixed(1)} ms, p95 ${percentile(submits, 95).toFixed(1)} ms`,
  );

  const adminAccess = await signInToken(server.url, company.username, company.password);
  const reminded = await call('POST', '/api/wizard/remind-pending/', { frequency_id: round }, { ...headers, authorization: `Bearer ${adminAccess}` });
  console.log(`remind everyone pending: ${seconds(reminded.ms)} ${reminded.text}`);
} finally {
  await server.stop();
  await pgDatabase?.drop();
}
