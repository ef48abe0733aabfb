/**
 * Mixed load (issue "Production and load"): evaluators saving drafts and submitting while admins read
 * the performance panel and cards and everyone's screens ask `account/me/`, on generated data (N
 * employees, default 3,000: bench/lib/completed-round.ts, the round answered and then partly reopened so
 * that there are forms to fill).
 * Clients (CLIENTS, default 50): 60 % evaluators (each client fills the forms of ACCOUNTS_EACH evaluators in turn,
 * enough for the whole run: a form read, a draft save, then the submission, then the next form), 20 % admins (panel
 * page 1 by score, then a card), 20 % `account/me/`.
 * Before the mix, a card read by one client alone (computed, then kept); after it, `account/me/` alone from every
 * client. Prints, per kind of request, count, p50, p95 and errors, the throughput, and the machine's load. The mix
 * first runs 3 s unrecorded (each connection's hot statements planned once, ADR 45, as on a server that has been up a
 * while).
 * Usage: npm run bench:mixed [-- employees]       (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:mixed
 *        BENCH_SECONDS (default 20), CLIENTS (default 50), WEB_CONCURRENCY (server processes; PostgreSQL only),
 *        READ_CACHE_GRACE_MS (the server's; default its own, ADR 48)
 */
import { loadavg } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { recomputeResults } from '@performa/server/src/services/engine/recompute.ts';
import { completedRound } from './lib/completed-round.ts';
import { send as request, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, percentile, startServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 3_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 20);
const CLIENTS = Number(process.env.CLIENTS ?? 50);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
const target = pgDatabase ? ({ kind: 'postgres', url: pgDatabase.url } as const) : ({ kind: 'pglite', dir: path.join(dataDir, 'pglite') } as const);
const serverEnv: Record<string, string> = {
  RATE_LIMIT_PER_MINUTE: '0',
  READ_CACHE_SECONDS: '15',
  // 0: every save drops the kept answers it makes stale at once, for everyone (as before ADR 48).
  ...(process.env.READ_CACHE_GRACE_MS ? { READ_CACHE_GRACE_MS: process.env.READ_CACHE_GRACE_MS } : {}),
  ...(pgDatabase ? { DATABASE_URL: pgDatabase.url, WEB_CONCURRENCY: process.env.WEB_CONCURRENCY ?? '1' } : {}),
};
const load = () => `load ${loadavg()[0]!.toFixed(2)}`;

const evaluators = Math.round(CLIENTS * 0.6);
const admins = Math.round(CLIENTS * 0.2);
const readers = CLIENTS - evaluators - admins;
const FORMS_EACH = 30;
/**
 * Evaluator accounts per evaluating client: the busiest have about 25 forms each, which one client fills in 4–7 s, so
 * that forms are saved for the whole run (the summary says for how long they were).
 */
const ACCOUNTS_EACH = 6;

const { company, setup, round, database } = await completedRound({ n: N, target, dataDir, port: 3977, env: serverEnv });
const { projectId } = company;
const db = database.db;
await recomputeResults(db, { projectId, frequencyIds: [round] });
// The evaluators with the most skill evaluations, ACCOUNTS_EACH per evaluating client; FORMS_EACH of each reopened (a form to fill again).
const busiest = await rowsOf<{ username: string; evaluator_id: number }>(
  db,
  sql`select a.username, e.evaluator_id from evaluations e join employees er on er.id = e.evaluator_id join accounts a on a.id = er.account_id
    where e.project_id = ${projectId} and e.kind = 'skill' and e.frequency_id = ${round}
    group by a.username, e.evaluator_id order by count(*) desc, a.username limit ${evaluators * ACCOUNTS_EACH}`,
);
const forms = new Map<string, number[]>();
for (const { username, evaluator_id } of busiest) {
  const ids = await rowsOf<{ id: number }>(
    db,
    sql`select id from evaluations where project_id = ${projectId} and frequency_id = ${round} and kind = 'skill' and evaluator_id = ${evaluator_id} order by id limit ${FORMS_EACH}`,
  );
  forms.set(
    username,
    ids.map((r) => r.id),
  );
  await db.execute(sql`update evaluations set completed_at = null where id in ${sql.raw(`(${ids.map((r) => r.id).join(',')})`)}`);
}
/** People whose cards only the measure of one client alone reads (below). */
const ALONE = 30;
const people = await rowsOf<{ id: number }>(
  db,
  sql`select employee_id as id from evaluation_results where project_id = ${projectId} and frequency_id = ${round} and final_score is not null order by employee_id limit ${200 + ALONE}`,
);
const loners = people.splice(200);
await db.execute(sql`analyze`);
await database.close();

const server = await startServer({ dataDir, port: 3977, env: serverEnv });
const adminToken = await signInToken(server.url, company.username, company.password);
const asAdmin = { authorization: `Bearer ${adminToken}`, 'x-project-id': String(projectId) };
const evaluatorTokens = new Map<string, string>();
for (const username of forms.keys()) evaluatorTokens.set(username, await signInToken(server.url, username, company.password));

const stats = new Map<string, { ms: number[]; errors: number }>();
const record = (kind: string, ms: number, ok: boolean) => {
  const entry = stats.get(kind) ?? { ms: [], errors: 0 };
  if (ok) entry.ms.push(ms);
  else entry.errors += 1;
  stats.set(kind, entry);
};
/**
 * One request of the mix, timed; its answer parsed only when `parsed` (the form an evaluator fills): the load generator
 * shares the machine's two cores with the server and PostgreSQL, and parsing every panel page and card it reads was
 * the largest part of its own work (perf), taken from what is measured.
 */
async function send(kind: string, method: string, url: string, headers: Record<string, string>, body?: unknown, parsed = false) {
  const started = performance.now();
  try {
    const res = await request(server.url, method, url, headers, body);
    record(kind, performance.now() - started, res.ok);
    return res.ok && parsed ? (JSON.parse(res.text) as unknown) : null;
  } catch {
    record(kind, performance.now() - started, false);
    return null;
  }
}

const panel = `/api/wizard/final-performance-result/?frequency_id=${round}&ordering=-score`;
const cardUrl = (id: number) => `/api/wizard/performance-card/?employee=${id}&period=${setup.periodId}`;
const usernames = [...forms.keys()];
/** The accounts each evaluating client fills the forms of, one after the other. */
const clientAccounts = Array.from({ length: evaluators }, (_, k) => usernames.filter((_, i) => i % evaluators === k));

/**
 * The mix for `seconds`, the evaluators going through `formsOf` of their forms. A process plans its hot statements once
 * per connection (ADR 45), as a server that has been up a while has: the mix first runs WARM_SECONDS on the first
 * WARM_FORMS forms of each evaluator, unrecorded. Answers how many seconds forms were being saved (until the last
 * evaluating client ran out of forms, or the end).
 */
async function mix(seconds: number, formsOf: (ids: number[]) => number[]): Promise<number> {
  const started = performance.now();
  const until = started + seconds * 1000;
  const going = () => performance.now() < until;
  let saving = 0;
  await Promise.all([
    ...clientAccounts.map(async (accounts) => {
      const work = accounts.flatMap((username) => formsOf(forms.get(username)!).map((id) => ({ username, id })));
      const fill = async () => {
        for (const { username, id } of work) {
          const as = { authorization: `Bearer ${evaluatorTokens.get(username)}`, 'x-project-id': String(projectId) };
          if (!going()) return;
          const url = `/api/wizard/skill-evaluation-result/${id}/`;
          const form = (await send('form read', 'GET', url, as, undefined, true)) as { skills: Array<{ id: number }>; scale: Array<{ value: number }> } | null;
          if (!form || !going()) continue;
          const answers = form.skills.map((s, k) => ({ skill_id: s.id, rating: form.scale[(k + id) % form.scale.length]!.value }));
          await send('draft save', 'PUT', url, as, { answers: answers.slice(0, Math.max(1, answers.length >> 1)) });
          if (!going()) return;
          await send('submission', 'PUT', url, as, { answers, submit: true });
        }
      };
      await fill();
      saving = Math.max(saving, Math.min(performance.now(), until) - started);
    }),
    ...Array.from({ length: admins }, async (_, client) => {
      for (let i = client; going(); i += 1) {
        await send('panel page', 'GET', panel, asAdmin);
        const person = people[i % people.length]!;
        await send('card read', 'GET', cardUrl(person.id), asAdmin);
      }
    }),
    ...Array.from({ length: readers }, async () => {
      while (going()) await send('account/me', 'GET', '/api/account/me/', asAdmin);
    }),
  ]);
  return saving / 1000;
}

/**
 * A card read by one client on the idle server: first reads (computed) of ALONE people the mix does not read, then the
 * same cards again (kept): what a card costs without waiting for anything else.
 */
for (const kind of ['first', 'again'] as const) {
  const ms: number[] = [];
  for (const { id } of loners) {
    const t0 = performance.now();
    const res = await request(server.url, 'GET', cardUrl(id), asAdmin);
    if (!res.ok) throw new Error(`card of ${id}: ${res.status}`);
    ms.push(performance.now() - t0);
  }
  console.log(
    `card read, one client on the idle server, ${kind === 'first' ? 'computed' : 'kept'}: p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms (${ms.length} people)`,
  );
}

const WARM_SECONDS = 3;
const WARM_FORMS = 2;
await mix(WARM_SECONDS, (ids) => ids.slice(0, WARM_FORMS));
stats.clear();
console.log(
  `database: ${pgDatabase ? `PostgreSQL, ${serverEnv.WEB_CONCURRENCY} server process(es)` : 'embedded PGlite'}; ${N} employees; ${CLIENTS} clients ` +
    `(${evaluators} evaluators, ${admins} admins, ${readers} on account/me) for ${SECONDS} s after ${WARM_SECONDS} s of warming up; ${load()}`,
);
const started = performance.now();
const saving = await mix(SECONDS, (ids) => ids.slice(WARM_FORMS));
const elapsed = (performance.now() - started) / 1000;
let total = 0;
for (const [kind, { ms, errors }] of stats) {
  total += ms.length;
  console.log(
    `  ${kind.padEnd(11)} ${String(ms.length).padStart(6)} answered, p50 ${percentile(ms, 50).toFixed(1)} ms, p95 ${percentile(ms, 95).toFixed(1)} ms, ${errors} errors`,
  );
}
console.log(`  in all: ${(total / elapsed).toFixed(0)} requests/s; forms saved for ${saving.toFixed(1)} s of the ${SECONDS}; ${load()}`);

// account/me alone, every client.
const meStarted = performance.now();
const me: number[] = [];
let meErrors = 0;
const meUntil = performance.now() + 10_000;
await Promise.all(
  Array.from({ length: CLIENTS }, async () => {
    while (performance.now() < meUntil) {
      const t0 = performance.now();
      const res = await request(server.url, 'GET', '/api/account/me/', asAdmin).catch(() => null);
      if (res?.ok) me.push(performance.now() - t0);
      else meErrors += 1;
    }
  }),
);
console.log(
  `account/me alone, ${CLIENTS} clients: ${(me.length / ((performance.now() - meStarted) / 1000)).toFixed(0)} requests/s, p95 ${percentile(me, 95).toFixed(1)} ms, ${meErrors} errors; ${load()}`,
);
await server.stop();
if (pgDatabase) await pgDatabase.drop();
