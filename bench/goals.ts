/**
 * Issue "Evaluation setup" figures, on generated data (N employees, default 10,000, with the
 * generator's evaluation setup: five positional goals on every position):
 *  - the time to generate the personal goals of every employee for the current period through
 *    POST /api/goals/personal-goals/generate/ (and of running it again: nothing left to copy);
 *  - the goals page latency: its employee list (with weight totals per round) and one employee's
 *    goals, with 1 and 10 clients;
 *  - the goal and skill category lists (each category with how many goals or skills use it).
 * Usage: npm run bench:goals [-- employees]      (embedded PGlite)
 *        BENCH_DATABASE_URL=postgres://root@127.0.0.1:5432/test npm run bench:goals
 */
import path from 'node:path';
import { asc, eq } from 'drizzle-orm';
import { openDatabase } from '@performa/server/src/db/client.ts';
import { employees } from '@performa/server/src/db/schema.ts';
import { generateCompany, generateSetup } from '@performa/server/testing';
import { formatLatency, measureLatency, signInToken } from './lib/load.ts';
import { createScratchDatabase, freshDataDir, startServer } from './lib/server.ts';

const N = Number(process.argv[2] ?? 10_000);
const dataDir = freshDataDir();
const pgDatabase = process.env.BENCH_DATABASE_URL ? await createScratchDatabase(process.env.BENCH_DATABASE_URL) : null;
console.log(`database: ${pgDatabase ? 'PostgreSQL' : 'embedded PGlite'}`);
const database = await openDatabase(pgDatabase ? { kind: 'postgres', url: pgDatabase.url } : { kind: 'pglite', dir: path.join(dataDir, 'pglite') });
const t0 = performance.now();
const company = await generateCompany(database.db, { employees: N });
const setup = await generateSetup(database.db, company);
console.log(
  `generated ${company.employees} employees, ${company.positions} positions, ${setup.positionalGoals} positional goals in ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
const sample = await database.db.select({ id: employees.id }).from(employees).where(eq(employees.projectId, company.projectId)).orderBy(asc(employees.id));
await database.close();

const server = await startServer({ dataDir, port: 3971, env: { RATE_LIMIT_PER_MINUTE: '0', ...(pgDatabase ? { DATABASE_URL: pgDatabase.url } : {}) } });
try {
  const access = await signInToken(server.url, company.username, company.password);
  const headers = { authorization: `Bearer ${access}`, 'x-project-id': String(company.projectId), 'content-type': 'application/json' };
  const generate = async () => {
    const started = performance.now();
    const res = await fetch(`${server.url}/api/goals/personal-goals/generate/`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ period_id: setup.periodId }),
    });
    const body = await res.text();
    if (!res.ok) throw new Error(`generate: ${res.status} ${body.slice(0, 300)}`);
    return { seconds: (performance.now() - started) / 1000, body };
  };
  const first = await generate();
  console.log(`generate personal goals for ${N} employees: ${first.seconds.toFixed(1)} s ${first.body}`);
  const again = await generate();
  console.log(`generate again (everything already copied): ${again.seconds.toFixed(1)} s ${again.body}`);

  const { 'content-type': _json, ...readHeaders } = headers;
  const pick = (i: number) => sample[Math.floor((i * 7919) % sample.length)]!.id;
  const lists = [
    `/api/goals/employee-goals-list/?period=${setup.periodId}&page=1&page_size=25`,
    `/api/goals/employee-goals-list/?period=${setup.periodId}&page=57&page_size=25`,
    `/api/goals/employee-goals-list/?period=${setup.periodId}&page=1&page_size=50&search=aliyeva`,
  ];
  const goalsOf = Array.from({ length: 20 }, (_, i) => `/api/goals/personal-goals/?employee=${pick(i)}&period=${setup.periodId}`);
  const categoryLists = ['/api/goals/goal-category/', '/api/wizard/skill-category/'];
  for (const clients of [1, 10]) {
    console.log(`goals page employee list, ${clients} client(s), ${formatLatency(await measureLatency(server.url, readHeaders, lists, clients))}`);
    console.log(`one employee's goals, ${clients} client(s), ${formatLatency(await measureLatency(server.url, readHeaders, goalsOf, clients))}`);
    console.log(`goal and skill category lists, ${clients} client(s), ${formatLatency(await measureLatency(server.url, readHeaders, categoryLists, clients))}`);
  }
} finally {
  await server.stop();
  await pgDatabase?.drop();
}
