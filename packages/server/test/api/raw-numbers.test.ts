import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Runner } from '../../src/db/raw.ts';
import { responseScales } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createCompany } from '../helpers/factories.ts';
import { addTemplate } from '../helpers/setup.ts';

/**
 * How numbers arrive in a raw read (ADR 27, db/client.ts): int8 and numeric as JS numbers on both drivers
 * (PGlite here, PostgreSQL through node-postgres in CI's DATABASE_URL pass), dates as the database's text.
 */

let t: TestApp;
let templateId: number;

beforeAll(async () => {
  t = await createTestApp();
  const company = await createCompany(t.deps);
  const scope = { companyId: company.companyId, projectId: company.projectId };
  const template = await addTemplate(t.deps, scope, 'Decimal steps');
  templateId = template.id;
  await t.deps.db.delete(responseScales).where(eq(responseScales.templateId, templateId));
  await t.deps.db.insert(responseScales).values([
    { ...scope, templateId, min: 0.1, max: 1.25, response: 'Low' },
    { ...scope, templateId, min: 1.26, max: 2.675, response: 'High' },
  ]);
});
afterAll(() => t.close());

interface Read {
  n: number;
  total: number;
  template: number;
  low: number;
  exact: number;
  summed: number;
  large: number;
  day: string;
}

const read = (runner: Runner) =>
  rowsOf<Read>(
    runner,
    sql`select count(*) as n, sum(${responseScales.templateId}) as total, min(${responseScales.templateId}) as template,
               min(${responseScales.min}) as low, max(${responseScales.max}) as exact, sum(${responseScales.max}) as summed,
               ${2 ** 53 - 1}::bigint as large, '2026-01-31'::date as day
        from ${responseScales} where ${responseScales.templateId} = ${templateId}`,
  );

describe('a raw read', () => {
  it('gives count(*), a sum of integers, an integer column and a numeric column as JS numbers', async () => {
    const [row] = await read(t.deps.db);
    expect(row).toEqual({ n: 2, total: 2 * templateId, template: templateId, low: 0.1, exact: 2.675, summed: 3.925, large: 2 ** 53 - 1, day: '2026-01-31' });
    for (const key of ['n', 'total', 'template', 'low', 'exact', 'summed', 'large'] as const) expect(typeof row![key], key).toBe('number');
  });

  it('gives the same inside a transaction', async () => {
    const [row] = await t.deps.db.transaction((tx) => read(tx));
    expect(row).toMatchObject({ n: 2, total: 2 * templateId, low: 0.1, exact: 2.675 });
  });

  it('keeps the value of a numeric with decimals', async () => {
    const [row] = await rowsOf<{ value: number; third: number }>(t.deps.db, sql`select 1234567.0625::numeric as value, (1::numeric / 3) as third`);
    expect(row).toEqual({ value: 1234567.0625, third: 1 / 3 });
  });
});

describe('the query builder', () => {
  it('still reads a numeric column in number mode as a number', async () => {
    const rows = await t.deps.db
      .select({ min: responseScales.min, max: responseScales.max })
      .from(responseScales)
      .where(eq(responseScales.templateId, templateId))
      .orderBy(responseScales.min);
    expect(rows).toEqual([
      { min: 0.1, max: 1.25 },
      { min: 1.26, max: 2.675 },
    ]);
  });
});
