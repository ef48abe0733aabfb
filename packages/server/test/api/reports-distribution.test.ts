import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationResults, responseScales } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { IN_ROUND, setFinalScoreScale } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { readCsv } from '../helpers/spreadsheets.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * Report: the final score distribution by department (docs/product.md §7.10). Scores are written straight
 * into evaluation_results (how they are computed is tested elsewhere); every figure below is worked out by
 * hand. Grades: Low (below 60), Good (60 to below 75), Excellent (75 and up), targets 20 / 50 / 30 %.
 *
 *   person  place           position  R1            R2     round R1 counts   period score (rule 9)
 *   Ann     Sales           Seller    90            70     90                (90 + 70) / 2 = 80
 *   Ben     Sales           Seller    72            —      72                72
 *   Cem     Sales › Field   Seller    55 → cal. 65  75     65                (65 + 75) / 2 = 70
 *   Dan     Support         Agent     50            —      50                50
 *   Eva     Support         Agent     80            90     80                85
 *   Fay     —               —         60            —      60                60
 *   Gus     —               —         —             —      —                 —
 */

const REPORT = '/api/reports/distribution/';
const EXPORT = '/api/reports/distribution/export/';

describe('report: the final score distribution (docs/product.md §7.10)', () => {
  let t: TestApp;
  let acme: Tenant;
  let ids: { sales: number; field: number; support: number; seller: number; agent: number; period: number; r1: number; r2: number };
  let grades: { low: number; good: number; excellent: number };
  let scoped: Caller;
  let user: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND;
    acme = await tenant(t);
    const scope = { companyId: acme.companyId, projectId: acme.projectId };
    const sales = await addDepartment(t.deps, scope, 'Sales');
    const field = await addDepartment(t.deps, scope, 'Field', sales.id);
    const support = await addDepartment(t.deps, scope, 'Support');
    const seller = (await addPosition(t.deps, scope, sales.id, 'Seller')).id;
    const agent = (await addPosition(t.deps, scope, support.id, 'Agent')).id;
    const period = await addPeriod(t.deps, scope, ['R1', 'R2'], { start: '2026-01-01', end: '2026-12-31' });
    ids = { sales: sales.id, field: field.id, support: support.id, seller, agent, period: period.id, r1: period.rounds[0]!.id, r2: period.rounds[1]!.id };
    const person = async (firstName: string, place: object, positionId: number | null) =>
      (await addEmployee(t.deps, scope, { firstName, lastName: 'Test', ...place, positionId })).id;
    const ann = await person('Ann', { departmentId: sales.id }, seller);
    const ben = await person('Ben', { departmentId: sales.id }, seller);
    const cem = await person('Cem', { departmentId: sales.id, subDepartmentId: field.id }, seller);
    const dan = await person('Dan', { departmentId: support.id }, agent);
    const eva = await person('Eva', { departmentId: support.id }, agent);
    const fay = await person('Fay', {}, null);
    await person('Gus', {}, null);
    const result = (round: number, employeeId: number, final: number | null, calibrated: number | null = null) => ({
      ...scope,
      frequencyId: round,
      employeeId,
      goalOverall: final,
      skillOverall: final,
      finalScore: final,
      calibratedScore: calibrated,
    });
    await t.deps.db
      .insert(evaluationResults)
      .values([
        result(ids.r1, ann, 90),
        result(ids.r2, ann, 70),
        result(ids.r1, ben, 72),
        result(ids.r2, ben, null),
        result(ids.r1, cem, 55, 65),
        result(ids.r2, cem, 75),
        result(ids.r1, dan, 50),
        result(ids.r1, eva, 80),
        result(ids.r2, eva, 90),
        result(ids.r1, fay, 60),
      ]);
    await setFinalScoreScale(t, scope);
    const made = await t.deps.db.select().from(responseScales).where(eq(responseScales.projectId, scope.projectId));
    const id = (response: string) => made.find((r) => r.response === response)!.id;
    grades = { low: id('Low'), good: id('Good'), excellent: id('Excellent') };
    const targets = await acme.call.put('/api/wizard/calibrate-final-score-scale/targets/', {
      targets: [
        { range_id: grades.low, share: 20 },
        { range_id: grades.good, share: 50 },
        { range_id: grades.excellent, share: 30 },
      ],
    });
    expect(targets.statusCode, targets.body).toBe(200);

    const admin = await createAccount(t.deps, scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [field.id]);
    scoped = acme.as((await signIn(t, admin.username)).access);
    const plain = await createAccount(t.deps, scope.companyId, { role: 'user' });
    user = acme.as((await signIn(t, plain.username)).access);
  });
  afterAll(() => t.close());

  const read = async (query: string, as: Caller = acme.call) => {
    const res = await as.get(`${REPORT}?${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  /** A row as [department, people, mean, counts per grade, shares per grade]. */
  const rowsOf = (report: {
    departments: Array<{ department: { name: string } | null; count: number; mean: number | null; counts: number[]; shares: number[] }>;
  }) => report.departments.map((d) => [d.department?.name ?? null, d.count, d.mean, d.counts, d.shares]);

  it('counts round R1’s scores that count (Cem’s calibrated 65) per grade, overall and per top-level department, beside the targets', async () => {
    const report = await read(`frequency_id=${ids.r1}`);
    expect(report.scope.round.name).toBe('R1');
    expect(report.scope.period.id).toBe(ids.period);
    expect(report.scope.grades.map((g: { response: string; target_share: number }) => [g.response, g.target_share])).toEqual([
      ['Low', 20],
      ['Good', 50],
      ['Excellent', 30],
    ]);
    // Six scores: Low Dan 50; Good Ben 72, Cem 65, Fay 60; Excellent Ann 90, Eva 80. Mean 417 / 6 = 69.5.
    expect(report.total).toEqual({ count: 6, mean: 69.5, counts: [1, 3, 2], shares: [16.67, 50, 33.33] });
    // Sales holds Field: Ann 90, Ben 72, Cem 65 → mean 227 / 3 = 75.67; Support Dan 50, Eva 80 → 65; none: Fay 60.
    expect(rowsOf(report)).toEqual([
      ['Sales', 3, 75.67, [0, 2, 1], [0, 66.67, 33.33]],
      ['Support', 2, 65, [1, 0, 1], [50, 0, 50]],
      [null, 1, 60, [0, 1, 0], [0, 100, 0]],
    ]);
  });

  it('over the whole period counts the period scores (rule 9: the mean of the rounds with one)', async () => {
    const report = await read(`period=${ids.period}`);
    expect(report.scope.round).toBeNull();
    // Ann 80, Ben 72, Cem 70, Dan 50, Eva 85, Fay 60: Low 1, Good 3, Excellent 2; mean 417 / 6 = 69.5.
    expect(report.total).toEqual({ count: 6, mean: 69.5, counts: [1, 3, 2], shares: [16.67, 50, 33.33] });
    expect(rowsOf(report)).toEqual([
      ['Sales', 3, 74, [0, 2, 1], [0, 66.67, 33.33]],
      ['Support', 2, 67.5, [1, 0, 1], [50, 0, 50]],
      [null, 1, 60, [0, 1, 0], [0, 100, 0]],
    ]);
  });

  it('below a department filter, rows are its sub-departments (its own people under itself); position and grade filter the people', async () => {
    const sales = await read(`frequency_id=${ids.r1}&department=${ids.sales}`);
    expect(rowsOf(sales)).toEqual([
      ['Field', 1, 65, [0, 1, 0], [0, 100, 0]],
      ['Sales', 2, 81, [0, 1, 1], [0, 50, 50]],
    ]);
    const agents = await read(`frequency_id=${ids.r1}&position=${ids.agent}`);
    expect(agents.total).toEqual({ count: 2, mean: 65, counts: [1, 0, 1], shares: [50, 0, 50] });
    // Excellent in R1: Ann 90, Eva 80; over the period Ann 80, Eva 85 (Cem's 70 is Good).
    const excellent = await read(`frequency_id=${ids.r1}&grade=${grades.excellent}`);
    expect(excellent.total).toEqual({ count: 2, mean: 85, counts: [0, 0, 2], shares: [0, 0, 100] });
    const good = await read(`period=${ids.period}&grade=${grades.good}`);
    expect(good.total).toEqual({ count: 3, mean: 67.33, counts: [0, 3, 0], shares: [0, 100, 0] });
  });

  it('keeps a scoped admin to their departments: Field only, and another department as filter is not found', async () => {
    const report = await read(`frequency_id=${ids.r1}`, scoped);
    expect(rowsOf(report)).toEqual([['Field', 1, 65, [0, 1, 0], [0, 100, 0]]]);
    expect((await scoped.get(`${REPORT}?frequency_id=${ids.r1}&department=${ids.support}`)).statusCode).toBe(404);
    expect((await scoped.get(`${EXPORT}?frequency_id=${ids.r1}&department=${ids.support}`)).statusCode).toBe(404);
  });

  it('is refused to a user, and another company’s round is not found', async () => {
    expect((await user.get(`${REPORT}?frequency_id=${ids.r1}`)).statusCode).toBe(403);
    const other = await tenant(t);
    expect((await other.call.get(`${REPORT}?frequency_id=${ids.r1}`)).statusCode).toBe(404);
  });

  it('is empty in a project without a period', async () => {
    const other = await tenant(t);
    const report = (await other.call.get(REPORT)).json();
    expect(report.scope.period).toBeNull();
    expect(report.total).toEqual({ count: 0, mean: null, counts: [], shares: [] });
    expect(report.departments).toEqual([]);
  });

  it('exports the same table as CSV with headers in the caller’s language: each department, all departments, the targets', async () => {
    const report = await read(`frequency_id=${ids.r1}`);
    const res = await acme.call.get(`${EXPORT}?frequency_id=${ids.r1}&format=csv`, 'az');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('report-distribution.csv');
    const rows = readCsv(res.rawPayload);
    expect(rows[0]).toEqual(['Şöbə', 'İşçi sayı', 'Orta bal', 'Low', 'Low %', 'Good', 'Good %', 'Excellent', 'Excellent %']);
    const line = (name: string, r: { count: number; mean: number; counts: number[]; shares: number[] }) => [
      name,
      String(r.count),
      r.mean.toFixed(2),
      ...r.counts.flatMap((n, i) => [String(n), r.shares[i]!.toFixed(2)]),
    ];
    expect(rows.slice(1)).toEqual([
      line('Sales', report.departments[0]),
      line('Support', report.departments[1]),
      line('Şöbəsiz', report.departments[2]),
      line('Bütün şöbələr', report.total),
      ['Hədəf', '', '', '', '20.00', '', '50.00', '', '30.00'],
    ]);
    const xlsx = await acme.call.get(`${EXPORT}?frequency_id=${ids.r1}&format=xlsx`, 'ru');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });
});
