import { sql } from 'drizzle-orm';
import { openDatabase, type DatabaseTarget } from '@performa/server/src/db/client.ts';
import { rowsOf } from '@performa/server/src/db/raw.ts';
import { EXTRA_SKILLS, generateEvaluationData } from './evaluation-data.ts';
import { signInToken } from './load.ts';
import { startServer } from './server.ts';

/**
 * A generated company (N employees, bench/lib/evaluation-data.ts) with one round launched through the API
 * (personal goals generated, every skill and goal evaluation created in bulk and activated) and then
 * answered and completed straight in the database: every skill evaluation (about one answer in 17 "not
 * applicable"), every goal evaluation with actuals and memos. The results are not computed yet: the
 * caller runs the engine (bench/results.ts times it). Returns the open database.
 */
export async function completedRound(options: { n: number; target: DatabaseTarget; dataDir: string; port: number; env: Record<string, string> }) {
  const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
  let database = await openDatabase(options.target);
  const t0 = performance.now();
  const generated = await generateEvaluationData(database.db, options.n);
  const { company, setup, round } = generated;
  const { projectId } = company;
  console.log(`generated ${company.employees} employees with ${5 + EXTRA_SKILLS} competencies a position in ${seconds(performance.now() - t0)}`);
  await database.close();

  const server = await startServer({ dataDir: options.dataDir, port: options.port, env: options.env });
  try {
    const admin = await signInToken(server.url, company.username, company.password);
    const headers = { authorization: `Bearer ${admin}`, 'x-project-id': String(projectId), 'content-type': 'application/json' };
    const call = async (method: string, url: string, body?: unknown) => {
      const res = await fetch(`${server.url}${url}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
      const text = await res.text();
      if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text.slice(0, 300)}`);
    };
    await call('POST', '/api/goals/personal-goals/generate/', { period_id: setup.periodId });
    await call('POST', '/api/wizard/create-evaluation/bulk/', { frequency_id: round, kinds: ['skill', 'goal'] });
    await call('POST', '/api/wizard/activate-evaluation-card/', { frequency_id: round, action: 'activate', all: true });
  } finally {
    await server.stop();
  }

  database = await openDatabase(options.target);
  const db = database.db;
  const a0 = performance.now();
  await db.execute(sql`
    insert into skill_answers (evaluation_id, skill_id, project_id, rating, not_applicable, comment)
    select e.id, s.skill_id, e.project_id, case when (e.id + s.skill_id) % 17 = 0 then null else 1 + (e.id + s.skill_id) % 5 end,
      (e.id + s.skill_id) % 17 = 0, ''
    from evaluations e
    join employees ee on ee.id = e.evaluatee_id
    join position_skills s on s.position_id = ee.position_id
    where e.project_id = ${projectId} and e.kind = 'skill'`);
  await db.execute(sql`
    update goals g set actual = round((g.target * (0.4 + ((g.id % 9) / 10.0)))::numeric, 2)
    where g.project_id = ${projectId} and g.is_numerical and g.target is not null`);
  await db.execute(sql`
    update evaluations set saved_at = now(), completed_at = now(), memo = case when id % 3 = 0 then 'Steady work this quarter; keep the pace.' else '' end
    where project_id = ${projectId} and frequency_id = ${round}`);
  await db.execute(sql`analyze`);
  const [counts] = await rowsOf<{ skill: number; goal: number; answers: number }>(
    db,
    sql`select (select count(*) from evaluations where project_id = ${projectId} and kind = 'skill')::int as skill,
      (select count(*) from evaluations where project_id = ${projectId} and kind = 'goal')::int as goal,
      (select count(*) from skill_answers where project_id = ${projectId})::int as answers`,
  );
  console.log(
    `${counts!.skill} skill evaluations with ${counts!.answers} answers and ${counts!.goal} goal evaluations, completed in ${seconds(performance.now() - a0)}`,
  );
  return { ...generated, database };
}
