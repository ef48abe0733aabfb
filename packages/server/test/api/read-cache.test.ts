import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { employees } from '../../src/db/schema.ts';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { createAccount, signIn } from '../helpers/factories.ts';
import { IN_ROUND, resultAdder } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * Dashboards and reports kept briefly (ADR 33): a read answers from what was computed until the company
 * writes anything through the API (or the time runs out); another company's writes do not drop it, and
 * each caller has answers of their own. Results are written straight into the database here, which the
 * app does not see, to tell a kept answer from a fresh one.
 */
const decode = (encoding: string | undefined, bytes: Buffer) =>
  encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes;

describe('dashboards, reports, panel pages and cards kept until the company writes (ADRs 33, 43)', () => {
  let t: TestApp;
  let acme: Tenant;
  let other: Tenant;
  let round: number;
  let period: number;
  let addResult: () => Promise<number>;

  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '600' });
    t.deps.clock.now = () => IN_ROUND;
    acme = await tenant(t);
    other = await tenant(t);
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const made = await addPeriod(t.deps, scope, ['R1']);
    round = made.rounds[0]!.id;
    period = made.id;
    addResult = resultAdder(t, scope, round);
  });
  afterAll(() => t.close());

  const scored = async (url: string) => {
    const res = await acme.call.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { total?: { count: number }; distribution?: { total: number }; count?: number };
  };
  const reportCount = async () => (await scored(`/api/reports/distribution/?frequency_id=${round}`)).total!.count;
  const dashboardCount = async () => (await scored(`/api/main/dashboard/?frequency_id=${round}`)).distribution!.total;

  it('answers the report and the dashboard from what was computed, until a write of the company', async () => {
    await addResult();
    expect(await reportCount()).toBe(1);
    expect(await dashboardCount()).toBe(1);
    await addResult();
    // Kept: the row written behind the app's back is not seen yet.
    expect(await reportCount()).toBe(1);
    expect(await dashboardCount()).toBe(1);
    // Another company's write drops nothing of this one.
    expect((await other.call.post('/api/wizard/departments/', { name: 'Elsewhere' })).statusCode).toBe(201);
    expect(await reportCount()).toBe(1);
    // A write of the company (any of its changes) drops its kept answers.
    expect((await acme.call.post('/api/wizard/departments/', { name: 'Anywhere' })).statusCode).toBe(201);
    expect(await reportCount()).toBe(2);
    expect(await dashboardCount()).toBe(2);
  });

  it('answers the panel page and the card from what was computed, until a write of the company (ADR 43)', async () => {
    const panelCount = async () => (await scored(`/api/wizard/final-performance-result/?frequency_id=${round}`)).count!;
    const before = await panelCount();
    const [person] = await t.deps.db.select().from(employees).where(eq(employees.companyId, acme.companyId)).limit(1);
    const cardName = async () =>
      ((await scored(`/api/wizard/performance-card/?employee=${person!.id}&period=${period}`)) as { employee?: { full_name: string } }).employee!.full_name;
    const name = await cardName();
    await addResult();
    await t.deps.db.update(employees).set({ firstName: 'Renamed' }).where(eq(employees.id, person!.id));
    expect(await panelCount()).toBe(before);
    expect(await cardName()).toBe(name);
    expect((await acme.call.post('/api/wizard/departments/', { name: 'Somewhere' })).statusCode).toBe(201);
    expect(await panelCount()).toBe(before + 1);
    expect(await cardName()).toBe(`Renamed ${person!.lastName}`);
  });

  it('sends a kept answer as any other: the same bytes once decoded, compressed as the client accepts, from memory too', async () => {
    const url = `/api/main/dashboard/?frequency_id=${round}`;
    const get = (headers: Record<string, string> = {}) => call(t.app, 'GET', url, { token: acme.token, project: acme.projectId, headers });
    const plain = await get();
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    expect(plain.json()).toHaveProperty('distribution');
    for (const [accepted, expected] of [
      ['gzip, deflate, br', 'br'],
      ['gzip', 'gzip'],
      ['x-gzip', 'gzip'],
      ['br;q=0, gzip', 'gzip'],
      ['identity', undefined],
    ] as const) {
      // Twice: the first ask of an encoding compresses, the next answers from memory.
      for (const _ of [1, 2]) {
        const res = await get({ 'accept-encoding': accepted });
        expect(res.headers['content-encoding'], accepted).toBe(expected);
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(decode(expected, res.rawPayload).equals(plain.rawPayload), accepted).toBe(true);
      }
    }
    // Nothing is compressed for a client that says not to.
    expect((await get({ 'accept-encoding': 'br', 'x-no-compression': '1' })).headers['content-encoding']).toBeUndefined();
  });

  it('keeps answers per query and per caller', async () => {
    const before = await reportCount();
    await addResult();
    // Another query (the whole period) is computed on its own; the round's is still the one kept.
    expect((await scored(`/api/reports/distribution/?period=${period}`)).total!.count).toBe(before + 1);
    expect(await reportCount()).toBe(before);
    // Another admin of the company reads their own answer.
    const account = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    const admin = acme.as((await signIn(t, account.username)).access);
    expect((await admin.get(`/api/reports/distribution/?frequency_id=${round}`)).json().total.count).toBe(before + 1);
  });
});
