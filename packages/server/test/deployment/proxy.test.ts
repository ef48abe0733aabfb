import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDeps } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { openDatabase } from '../../src/db/client.ts';
import { addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addEvaluation } from '../helpers/evaluate.ts';
import { addDepartment, addEmployee, addPosition, createCompany, PASSWORD } from '../helpers/factories.ts';
import { LOCAL_POSTGRES, scratchDatabase } from '../helpers/postgres.ts';
import { startServerProcess, type ServerProcess } from '../helpers/server-process.ts';
import { addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { startNginx, startPgbouncer, type Daemon, type Nginx } from './proxies.ts';
import { request } from './traffic.ts';

/**
 * Two separate instances of the app behind nginx, on one PostgreSQL reached through pgbouncer in
 * transaction mode (docs/deployment.md): an evaluator signs in, saves drafts and submits, an admin reads
 * the performance card, through the proxy, while one instance after the other is taken out of the proxy,
 * stopped, started again and put back. No request is lost, and each lands on whichever instance is up.
 */
const SECRET = 'one-secret-for-every-instance-0123456789abcdef';
const EVALUATIONS = 40;

let database: { url: string; drop: () => Promise<void> };
let pgbouncer: Daemon;
let nginx: Nginx;
const instances: ServerProcess[] = [];
let appEnv: Record<string, string>;
let seed: { evaluations: number[]; manager: string; owner: string; evaluatee: number; period: number; skills: number[]; projectId: number };

/** The database's URL through pgbouncer. */
const throughPooler = (url: string, port: number) => {
  const pooled = new URL(url);
  pooled.port = String(port);
  return pooled.toString();
};

async function startInstance(port?: number) {
  return startServerProcess({ port, env: appEnv });
}

beforeAll(async () => {
  database = await scratchDatabase(LOCAL_POSTGRES, 'performa_proxy');
  pgbouncer = await startPgbouncer();
  // The data the round needs, written through the pooler too (migrations under its lock included).
  const pooled = throughPooler(database.url, pgbouncer.port);
  const config = loadConfig({ DATABASE_URL: pooled, DATABASE_PREPARED_STATEMENTS: 'off', TOKEN_SECRET: SECRET, LOG_LEVEL: 'silent', JOBS: 'off' });
  const opened = await openDatabase(config.database);
  const deps = createDeps(config, opened, pino({ level: 'silent' }));
  const company = await createCompany(deps);
  const scope = { companyId: company.companyId, projectId: company.projectId };
  const department = await addDepartment(deps, scope, 'Brewing');
  const position = await addPosition(deps, scope, department.id, 'Brewer');
  const period = await addPeriod(deps, scope, ['Year']);
  const template = await addTemplate(deps, scope);
  await setRatingTemplate(deps, scope, template.id);
  const skills = [await addSkill(deps, scope, 'Accuracy'), await addSkill(deps, scope, 'Care')];
  for (const skill of skills) await addPositionSkill(deps, scope.companyId, position.id, skill.id, 0.5, 3);
  const manager = await addEmployee(deps, scope, { firstName: 'Maryam', departmentId: department.id });
  const evaluatee = await addEmployee(deps, scope, { firstName: 'Elvin', departmentId: department.id, positionId: position.id, reportToId: manager.id });
  const evaluations: number[] = [];
  for (let i = 0; i < EVALUATIONS; i += 1) {
    // The manager evaluates the evaluatee and the colleagues of their position, one form after the other.
    const colleague =
      i === 0
        ? evaluatee
        : await addEmployee(deps, scope, { firstName: `Colleague ${i}`, departmentId: department.id, positionId: position.id, reportToId: manager.id });
    const evaluation = await addEvaluation(deps, scope, {
      frequencyId: period.rounds[0]!.id,
      evaluateeId: colleague.id,
      evaluatorId: manager.id,
      party: 'manager',
    });
    evaluations.push(evaluation.id);
  }
  await deps.counters.close();
  await opened.close();
  seed = {
    evaluations,
    manager: manager.account.username,
    owner: company.owner.username,
    evaluatee: evaluatee.id,
    period: period.id,
    skills: skills.map((s) => s.id),
    projectId: company.projectId,
  };

  appEnv = {
    DATABASE_URL: pooled,
    // Each instance listens for the others' writes on a session of its own: straight to PostgreSQL (ADR 43).
    DATABASE_LISTEN_URL: database.url,
    // pgbouncer 1.18 in transaction mode keeps no named statement: none is sent (ADR 45).
    DATABASE_PREPARED_STATEMENTS: 'off',
    TOKEN_SECRET: SECRET,
    TRUST_PROXY: 'true',
    WEB_CONCURRENCY: '1',
    RATE_LIMIT_PER_MINUTE: '0',
    SHUTDOWN_TIMEOUT_SECONDS: '20',
  };
  instances.push(await startInstance(), await startInstance());
  nginx = await startNginx(instances.map((i) => i.port));
});

afterAll(async () => {
  await nginx?.stop();
  for (const instance of instances) await instance.stop('SIGKILL');
  await pgbouncer?.stop();
  await database?.drop();
});

describe('two instances behind nginx, through pgbouncer in transaction mode (docs/deployment.md)', () => {
  it('sign in, save drafts, submit and read the card while each instance in turn restarts, losing no request', async () => {
    const base = `http://127.0.0.1:${nginx.port}`;
    const statuses: Array<{ what: string; status: number | string }> = [];
    const send = async (what: string, path: string, options: { method?: string; token?: string; body?: unknown } = {}) => {
      try {
        const res = await request(`${base}${path}`, {
          method: options.method,
          headers: { 'x-project-id': String(seed.projectId), ...(options.token ? { authorization: `Bearer ${options.token}` } : {}) },
          body: options.body === undefined ? undefined : JSON.stringify(options.body),
        });
        statuses.push({ what, status: res.status });
        return res;
      } catch (error) {
        statuses.push({ what, status: (error as NodeJS.ErrnoException).code ?? String(error) });
        return null;
      }
    };

    // Restarts, one instance after the other, while the round goes on, as docs/deployment.md §3 says: out of
    // nginx's upstream first, then stopped (SIGTERM), started again, and back in.
    let restarting = true;
    const restarts = (async () => {
      for (const index of [0, 1, 0]) {
        await new Promise((resolve) => setTimeout(resolve, 700));
        const old = instances[index]!;
        await nginx.takeOut(old.port);
        expect(await old.stop('SIGTERM'), old.output()).toBe(0);
        instances[index] = await startInstance(old.port);
        await nginx.takeOut(null);
      }
      restarting = false;
    })();

    let round = 0;
    let submitted = 0;
    while (restarting || round < 2) {
      round += 1;
      const signIn = await send('sign-in', '/api/token/', { method: 'POST', body: { username: seed.manager, password: PASSWORD } });
      const manager = signIn?.status === 200 ? (JSON.parse(signIn.body) as { access: string }).access : undefined;
      const admin = await send('sign-in', '/api/token/', { method: 'POST', body: { username: seed.owner, password: PASSWORD } });
      const owner = admin?.status === 200 ? (JSON.parse(admin.body) as { access: string }).access : undefined;
      const id = seed.evaluations[submitted];
      if (id !== undefined) {
        const form = `/api/wizard/skill-evaluation-result/${id}/`;
        await send('form', form, { token: manager });
        await send('draft', form, { method: 'PUT', token: manager, body: { answers: [{ skill_id: seed.skills[0], rating: 1 + (round % 5) }] } });
        const done = await send('submit', form, {
          method: 'PUT',
          token: manager,
          body: { submit: true, answers: seed.skills.map((skill) => ({ skill_id: skill, rating: 4 })) },
        });
        if (done?.status === 200) submitted += 1;
      }
      await send('card', `/api/wizard/performance-card/?employee=${seed.evaluatee}&period=${seed.period}`, { token: owner });
    }
    await restarts;

    const lost = statuses.filter((s) => typeof s.status !== 'number' || s.status >= 500);
    expect(lost, `${JSON.stringify(lost.slice(0, 5))}\n${nginx.output().slice(-3000)}`).toEqual([]);
    // Every step was answered as it is without any restart: drafts and submissions saved, cards read.
    const unexpected = statuses.filter((s) => s.status !== 200);
    expect(unexpected, JSON.stringify(unexpected)).toEqual([]);
    // nginx never met a stopped instance: taken out first, none was tried while it stopped.
    expect(nginx.output()).not.toMatch(/connect\(\) failed|reset by peer|no live upstreams/);
    expect(submitted).toBeGreaterThan(0);
    expect(statuses.filter((s) => s.what === 'card').length).toBeGreaterThanOrEqual(3);
  });
});
