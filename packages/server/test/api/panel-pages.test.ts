import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationResults } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition } from '../helpers/factories.ts';
import { IN_ROUND } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/**
 * The pages of the performance panel (docs/product.md §6.1): whatever the order, the pages one after the other are the
 * whole list cut in pieces, with the count of every row on each, and a page past the last is empty with the same count.
 * A page's people are picked before their columns are read (services/results/panel.ts panelPage, ADR 47), so each
 * order is checked, those by a department's or position's name included, with ties, missing scores and calibrations.
 */
describe('the performance panel in pages', () => {
  let t: TestApp;
  let acme: Tenant;
  let round: number;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND;
    acme = await tenant(t);
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    round = (await addPeriod(t.deps, scope, ['R1'])).rounds[0]!.id;
    const sales = await addDepartment(t.deps, scope, 'Sales');
    const legal = await addDepartment(t.deps, scope, 'Legal');
    const clerk = await addPosition(t.deps, scope, legal.id, 'Clerk');
    const agent = await addPosition(t.deps, scope, sales.id, 'Agent');
    // Scores with ties, people with no result, one calibrated below and one above their final score.
    const people: Array<[string, number | null, number | null, typeof sales | null, typeof clerk | null]> = [
      ['Aysel', 80, null, sales, agent],
      ['Bahruz', 65, null, legal, clerk],
      ['Cavid', 80, null, null, null],
      ['Dilara', null, null, sales, null],
      ['Elvin', 90, 60, legal, agent],
      ['Farid', 50, 95, sales, clerk],
      ['Gunel', 65, null, legal, null],
      ['Huseyn', null, null, null, agent],
    ];
    for (const [firstName, final, calibrated, department, position] of people) {
      const person = await addEmployee(t.deps, scope, { firstName, lastName: 'Test', departmentId: department?.id ?? null, positionId: position?.id ?? null });
      if (final !== null)
        await t.deps.db.insert(evaluationResults).values({
          ...scope,
          frequencyId: round,
          employeeId: person.id,
          goalOverall: final,
          skillOverall: final,
          finalScore: final,
          calibratedScore: calibrated,
        });
    }
  });
  afterAll(() => t.close());

  const page = async (ordering: string, size: number, number: number) => {
    const res = await acme.call.get(`/api/wizard/final-performance-result/?frequency_id=${round}&ordering=${ordering}&page_size=${size}&page=${number}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; results: Array<{ employee: { id: number; full_name: string } }> };
  };

  it.each(['-score', 'score', 'full_name', '-full_name', 'department', '-department', 'position', '-position', 'final_score', '-after_calibration_score'])(
    'ordered by %s: the pages are the whole list in pieces, each with the count of every row',
    async (ordering) => {
      const whole = await page(ordering, 100, 1);
      expect(whole.count).toBe(8);
      expect(whole.results).toHaveLength(8);
      const pieces = [await page(ordering, 3, 1), await page(ordering, 3, 2), await page(ordering, 3, 3)];
      expect(pieces.map((p) => p.count)).toEqual([8, 8, 8]);
      expect(pieces.flatMap((p) => p.results)).toEqual(whole.results);
      const past = await page(ordering, 3, 4);
      expect(past).toMatchObject({ count: 8, results: [] });
    },
  );

  it('orders by the effective score, the calibrated one where there is one, people without a result last', async () => {
    const names = (await page('-score', 100, 1)).results.map((r) => r.employee.full_name.split(' ')[0]);
    expect(names.slice(0, 6)).toEqual(['Farid', 'Aysel', 'Cavid', 'Bahruz', 'Gunel', 'Elvin']);
    expect(names.slice(6).sort()).toEqual(['Dilara', 'Huseyn']);
  });
});
