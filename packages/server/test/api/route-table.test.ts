import { allRoutes, routeAreas } from '@performa/contracts/routes/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

/** "GET /api/goals/positionalgoal/{id}/" for a table entry (OpenAPI writes parameters in braces). */
const operationOf = (route: { method: string; path: string }) => `${route.method} /api${route.path.replace(/:([A-Za-z_]+)/g, '{$1}')}`;

describe('the route table (contracts/routes)', () => {
  let t: TestApp;
  let operations: string[];
  let operationIds: Map<string, string | undefined>;
  beforeAll(async () => {
    t = await createTestApp();
    const doc = (await call(t.app, 'GET', '/api/docs/json')).json() as {
      paths: Record<string, Record<string, { security?: unknown[]; operationId?: string }>>;
    };
    const found = Object.entries(doc.paths).flatMap(([path, item]) =>
      METHODS.filter((m) => item[m]).map((m) => [`${m.toUpperCase()} ${path}`, item[m]!.operationId] as const),
    );
    operations = found.map(([operation]) => operation);
    operationIds = new Map(found);
  });
  afterAll(() => t.close());

  it('is exactly what the server serves: every entry registered, nothing registered outside it', () => {
    expect([...new Set(allRoutes.map(operationOf))].sort()).toEqual([...operations].sort());
    expect(new Set(allRoutes.map(operationOf)).size).toBe(allRoutes.length);
  });

  it('names every operation of the document once, after its entry: <area>_<name in the table> (ADR 26)', () => {
    const expected = Object.entries(routeAreas).flatMap(([area, entries]) =>
      Object.entries(entries).map(([name, entry]) => [operationOf(entry), `${area}_${name}`] as const),
    );
    expect(Object.fromEntries(operationIds)).toEqual(Object.fromEntries(expected));
    const ids = [...operationIds.values()];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][A-Za-z]*_[a-z][A-Za-z0-9]*$/);
  });

  it('registers every entry behind sign-in with its rule: without a token the answer is 401 (an operator route: 404, off when self-hosted)', async () => {
    for (const route of allRoutes.filter((r) => r.access !== 'public' && r.method === 'GET' && !r.path.includes(':'))) {
      const res = await call(t.app, 'GET', `/api${route.path}`);
      expect(res.statusCode, `${route.method} ${route.path}`).toBe(route.access === 'operator' ? 404 : 401);
    }
  });
});
