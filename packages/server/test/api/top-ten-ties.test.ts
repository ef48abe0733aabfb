import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOP_TEN_ROWS } from '@performa/contracts/api/dashboards';
import { evaluationResults } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee } from '../helpers/factories.ts';
import { IN_ROUND } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * A tie too large for a ranked list (docs/product.md §7.9): 25 people share 80.00 between Ann (90) and Bob
 * (70). Listing them would make either list 26 rows, more than its 20: the list ends before the tie, which
 * it counts (rank 2, 25 people), so that no tie is cut and nobody of it is shown above the others.
 */
describe('top 10 with a tie larger than the list', () => {
  let t: TestApp;
  let acme: Tenant;
  let round: number;
  let small: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND;
    acme = await tenant(t);
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const period = await addPeriod(t.deps, scope, ['R1', 'R2']);
    round = period.rounds[0]!.id;
    small = period.rounds[1]!.id;
    const scored = async (firstName: string, score: number, inSmall: boolean) => {
      const employee = await addEmployee(t.deps, scope, { firstName, lastName: 'Test' });
      const result = { ...scope, employeeId: employee.id, goalOverall: score, skillOverall: score, finalScore: score };
      await t.deps.db.insert(evaluationResults).values([{ ...result, frequencyId: round }, ...(inSmall ? [{ ...result, frequencyId: small }] : [])]);
    };
    await scored('Ann', 90, true);
    await scored('Bob', 70, false);
    // In R2 only 15 of the tie have a result: 1 + 15 rows fit.
    for (let i = 0; i < 25; i++) await scored(`Tied${String(i).padStart(2, '0')}`, 80, i < 15);
  });
  afterAll(() => t.close());

  it('lists the ranks before the tie and counts the tie', async () => {
    expect(TOP_TEN_ROWS).toBe(20);
    const res = await acme.call.get(`/api/main/topten/?frequency_id=${round}`);
    expect(res.statusCode, res.body).toBe(200);
    const lists = res.json();
    expect(lists.counted).toBe(27);
    expect(lists.top.map((r: { rank: number; employee: { full_name: string } }) => [r.rank, r.employee.full_name])).toEqual([[1, 'Ann Test']]);
    expect(lists.top_tied).toEqual({ rank: 2, score: 80, count: 25 });
    expect(lists.bottom.map((r: { rank: number; employee: { full_name: string } }) => [r.rank, r.employee.full_name])).toEqual([[1, 'Bob Test']]);
    expect(lists.bottom_tied).toEqual({ rank: 2, score: 80, count: 25 });
  });

  it('lists a tie that fits, and counts none', async () => {
    const lists = (await acme.call.get(`/api/wizard/topten/?frequency_id=${small}`)).json();
    expect(lists.top).toHaveLength(16);
    expect(lists.top.slice(1).every((r: { rank: number }) => r.rank === 2)).toBe(true);
    expect(lists.top_tied).toBeNull();
    // From the bottom: the 15 share rank 1; Ann, 16th, is below the 10th rank.
    expect(lists.bottom).toHaveLength(15);
    expect(lists.bottom.every((r: { rank: number; score: number }) => r.rank === 1 && r.score === 80)).toBe(true);
    expect(lists.bottom_tied).toBeNull();
  });
});
