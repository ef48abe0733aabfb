import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees } from '../../src/db/schema.ts';
import { CHANNEL } from '../../src/db/write-notices.ts';
import { appOnDatabase, type TestApp } from '../helpers/app.ts';
import { migratedScratchDatabase } from '../helpers/migrated.ts';
import { adminQuery, LOCAL_POSTGRES } from '../helpers/postgres.ts';
import { addEvaluation, team } from '../helpers/evaluate.ts';
import { IN_ROUND, resultAdder } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { countStatements } from '../helpers/statement-count.ts';
import { caller, tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * Writes told to every process (ADR 43): two processes of one deployment (two apps on one PostgreSQL database, each
 * with its pool and its listening connection) keep panel pages and cards; a write through one drops what the other
 * keeps, and a process whose listening connection was lost drops everything it keeps once it listens again, since the
 * notices of the meantime were missed. Rows are written straight into the database here, which neither app sees, to
 * tell a kept answer from a fresh one.
 */
let database: { url: string; drop: () => Promise<void> };
let one: TestApp;
let two: TestApp;
let acme: Tenant;
/** The same super admin, through the second process. */
let throughTwo: Caller;
let round: number;
let period: number;
let addResult: () => Promise<number>;

beforeAll(async () => {
  database = await migratedScratchDatabase(LOCAL_POSTGRES);
  const target = { kind: 'postgres', url: database.url } as const;
  [one, two] = await Promise.all([appOnDatabase(target, { READ_CACHE_SECONDS: '600' }), appOnDatabase(target, { READ_CACHE_SECONDS: '600' })]);
  for (const t of [one, two]) t.deps.clock.now = () => IN_ROUND;
  acme = await tenant(one);
  throughTwo = caller(two, acme.token, acme.projectId);
  const scope = { companyId: acme.companyId, projectId: acme.projectId };
  const made = await addPeriod(one.deps, scope, ['R1']);
  round = made.rounds[0]!.id;
  period = made.id;
  addResult = resultAdder(one, scope, round);
});

afterAll(async () => {
  await Promise.all([one?.close(), two?.close()]);
  await database?.drop();
});

const read = async <T>(c: Caller, url: string): Promise<T> => {
  const res = await c.get(url);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as T;
};
const panelCount = async (c: Caller) => (await read<{ count: number }>(c, `/api/wizard/final-performance-result/?frequency_id=${round}`)).count;
const cardName = async (c: Caller, employee: number) =>
  (await read<{ employee: { full_name: string } }>(c, `/api/wizard/performance-card/?employee=${employee}&period=${period}`)).employee.full_name;
const rename = (employee: number, firstName: string) => one.deps.db.update(employees).set({ firstName }).where(eq(employees.id, employee));
const aWrite = async (c: Caller, name: string) => expect((await c.post('/api/wizard/departments/', { name })).statusCode).toBe(201);

describe('writes told to every process (ADR 43)', () => {
  it('a write through one process drops the panel page and the card the other keeps', async () => {
    const first = await addResult();
    expect(await panelCount(acme.call)).toBe(1);
    expect(await cardName(acme.call, first)).toBe('Person1 Test');
    await addResult();
    await rename(first, 'Renamed');
    // Kept by the first process: the rows written behind its back are not seen yet.
    expect(await panelCount(acme.call)).toBe(1);
    expect(await cardName(acme.call, first)).toBe('Person1 Test');
    // A write of the company through the second process: the first hears of it and reads anew.
    await aWrite(throughTwo, 'Sales');
    await vi.waitFor(async () => expect(await panelCount(acme.call)).toBe(2), { timeout: 5_000, interval: 20 });
    expect(await cardName(acme.call, first)).toBe('Renamed Test');
    // And the other way round.
    expect(await panelCount(throughTwo)).toBe(2);
    await addResult();
    expect(await panelCount(throughTwo)).toBe(2);
    await aWrite(acme.call, 'Finance');
    await vi.waitFor(async () => expect(await panelCount(throughTwo)).toBe(3), { timeout: 5_000, interval: 20 });
  });

  it("a form saved through one process drops the evaluatee's card the other keeps, and keeps another person's (ADR 46), told with the save (ADR 47) by its writer (ADR 48)", async () => {
    const w = await team(one);
    const evaluation = await addEvaluation(one.deps, w.scope, { frequencyId: w.round, evaluateeId: w.evaluatee.id, evaluatorId: w.manager.id });
    const nameAs = async (c: Caller, employee: number) =>
      (await read<{ employee: { full_name: string } }>(c, `/api/wizard/performance-card/?employee=${employee}&period=${w.period.id}`)).employee.full_name;
    const name = (employee: number) => nameAs(w.company.call, employee);
    // The manager, who saves the form through the second process, reads the evaluatee's card through the first.
    const managerThroughOne = caller(one, w.manager.token, w.scope.projectId);
    expect([await name(w.evaluatee.id), await name(w.coworker.id), await nameAs(managerThroughOne, w.evaluatee.id)]).toEqual([
      'Elvin Evaluatee',
      'Cavid Coworker',
      'Elvin Evaluatee',
    ]);
    await rename(w.evaluatee.id, 'Renamed');
    await rename(w.coworker.id, 'Renamed');
    const counter = countStatements(two.database);
    const form = caller(two, w.manager.token, w.scope.projectId);
    const url = `/api/wizard/skill-evaluation-result/${evaluation.id}/`;
    // A draft counts in no one's results (ADR 47): its notice names no one.
    const { result: saved, statements } = await counter.during(() => form.put(url, { answers: [{ skill_id: w.skills.a, rating: 4 }] }));
    expect(saved.statusCode, saved.body).toBe(200);
    // The notice went with the save's own statement (ADR 47), not in one of its own after it.
    expect(statements.filter((text) => text.includes('pg_notify'))).toEqual([expect.stringMatching(/^with stamped as/)]);

    // A submission: its notice too is sent at the commit of its transaction, with its recompute, and names the evaluatee
    // and its writer, whose own reads in the other process show it at once (ADR 48).
    const submitted = await counter.during(() => form.put(url, { answers: [{ skill_id: w.skills.b, rating: 3 }], submit: true }));
    counter.stop();
    expect(submitted.result.statusCode, submitted.result.body).toBe(200);
    expect(submitted.statements.filter((text) => text.includes('pg_notify'))).toEqual([expect.stringMatching(/^with stamped as/)]);
    await vi.waitFor(async () => expect(await nameAs(managerThroughOne, w.evaluatee.id)).toBe('Renamed Evaluatee'), { timeout: 5_000, interval: 20 });
    // The admin's card of the evaluatee is served a moment more (the first process's clock stands still), then read anew:
    // past twice the grace, its reader waits for it.
    expect(await name(w.evaluatee.id)).toBe('Elvin Evaluatee');
    one.deps.clock.now = () => new Date(IN_ROUND.getTime() + 2 * one.deps.config.READ_CACHE_GRACE_MS);
    expect(await name(w.evaluatee.id)).toBe('Renamed Evaluatee');
    expect(await name(w.coworker.id)).toBe('Cavid Coworker');
    one.deps.clock.now = () => IN_ROUND;
  });

  it('a process whose listening connection was lost drops all it keeps once it listens again, and hears the next writes', async () => {
    const before = await panelCount(acme.call);
    await addResult();
    expect(await panelCount(acme.call)).toBe(before);
    // PostgreSQL ends the listening connections (a restart, a failover): the notices of the meantime are lost. No write
    // is made through the API here, so only the reconnection can drop the kept page.
    const name = new URL(database.url).pathname.slice(1);
    const ended = await adminQuery<{ pid: number }>(
      LOCAL_POSTGRES,
      `select pg_terminate_backend(pid) as ended from pg_stat_activity where datname = '${name}' and query = 'listen ${CHANNEL}'`,
    );
    expect(ended.rowCount).toBe(2);
    await vi.waitFor(async () => expect(await panelCount(acme.call)).toBe(before + 1), { timeout: 10_000, interval: 50 });
    // Listening again: a write through the second process is heard.
    const listening = async () =>
      (
        await adminQuery<{ n: number }>(
          LOCAL_POSTGRES,
          `select count(*)::int as n from pg_stat_activity where datname = '${name}' and query = 'listen ${CHANNEL}'`,
        )
      ).rows[0]!.n;
    await vi.waitFor(async () => expect(await listening()).toBe(2), { timeout: 10_000, interval: 50 });
    await addResult();
    expect(await panelCount(acme.call)).toBe(before + 1);
    await aWrite(throughTwo, 'Legal');
    await vi.waitFor(async () => expect(await panelCount(acme.call)).toBe(before + 2), { timeout: 5_000, interval: 20 });
  });
});
