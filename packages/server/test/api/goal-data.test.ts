import { and, asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, frequencies, goals, periods, responseScaleTemplates } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, scopeAdmin, signIn } from '../helpers/factories.ts';
import { expectCommonRefusals, type ImportUnderTest } from '../helpers/import-refusals.ts';
import { csv, readCsv, xlsx, type Cell } from '../helpers/spreadsheets.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** The goal import's column contract (docs/product.md §6.6), written out on purpose: a change must break this test. */
const COLUMNS = [
  'employee_number',
  'period',
  'round',
  'name',
  'category',
  'weight',
  'type',
  'target',
  'actual',
  'direction',
  'scale',
  'deadline',
  'success_criteria',
];
const IMPORT = '/api/goals/import-goals-from-excel/';
const EXPORT = '/api/goals/goal-data-export/';

describe('goal import from Excel and goal data export', () => {
  let t: TestApp;
  let company: Tenant;
  let periodId: number;
  let people: { a: { id: number; number: string }; b: { id: number; number: string }; outside: { id: number; number: string } };
  let scoped: string;

  /** A project's people (E-1 and E-2 in Sales, L-1 in Legal), its period 1 with rounds Q1 and Q2, category and scale. */
  async function setUp(c: { companyId: number; projectId: number }) {
    const sales = await addDepartment(t.deps, c, 'Sales');
    const legal = await addDepartment(t.deps, c, 'Legal');
    const position = await addPosition(t.deps, c, sales.id, 'Sales Manager');
    const a = await addEmployee(t.deps, c, { number: 'E-1', departmentId: sales.id, positionId: position.id, firstName: 'Aysel', lastName: 'Mammadova' });
    const b = await addEmployee(t.deps, c, { number: 'E-2', departmentId: sales.id, positionId: position.id, firstName: 'Rashad', lastName: 'Aliyev' });
    const outside = await addEmployee(t.deps, c, { number: 'L-1', departmentId: legal.id, firstName: 'Olga', lastName: 'Petrova' });
    const [period] = await t.deps.db
      .insert(periods)
      .values({ ...c, number: 1, name: '2026', startDate: '2026-01-01', endDate: '2026-12-31' })
      .returning();
    const rounds = await t.deps.db
      .insert(frequencies)
      .values([
        { ...c, periodId: period!.id, name: 'Q1', startDate: '2026-01-01', endDate: '2026-03-31' },
        { ...c, periodId: period!.id, name: 'Q2', startDate: '2026-04-01', endDate: '2026-06-30' },
      ])
      .returning();
    await t.deps.db.insert(categories).values({ ...c, kind: 'goal', name: 'Financial' });
    await t.deps.db.insert(responseScaleTemplates).values({ ...c, name: '1–5 rating' });
    return {
      legal,
      periodId: period!.id,
      q1: rounds[0]!.id,
      people: { a: { id: a.id, number: 'E-1' }, b: { id: b.id, number: 'E-2' }, outside: { id: outside.id, number: 'L-1' } },
    };
  }

  beforeAll(async () => {
    t = await createTestApp();
    company = await tenant(t);
    const c = { companyId: company.companyId, projectId: company.projectId };
    const made = await setUp(c);
    ({ periodId, people } = made);
    const admin = await addEmployee(t.deps, c, { role: 'admin', departmentId: made.legal.id });
    await scopeAdmin(t.deps, admin.account.id, [made.legal.id]);
    scoped = (await signIn(t, admin.account.username)).access;
    // The goals the export and the refusals below read: GOOD, with 95 as the revenue's actual.
    const imported = await send(csv(GOOD_95));
    expect(imported.json()).toEqual({ created: 4, updated: 0 });
  });
  afterAll(() => t.close());

  const send = (file: Buffer, name = 'goals.csv', as = company.token, project = company.projectId) => company.as(as, project).upload(IMPORT, name, file);
  const allGoals = () => t.deps.db.select().from(goals).orderBy(asc(goals.id));
  const goalsOf = (employeeId: number, period = periodId) =>
    t.deps.db
      .select()
      .from(goals)
      .where(and(eq(goals.employeeId, employeeId), eq(goals.periodId, period)))
      .orderBy(asc(goals.name));

  const GOOD: Cell[][] = [
    COLUMNS,
    ['E-1', 1, '', 'Meet the revenue plan', 'Financial', 60, 'numerical', 100, 80, 'higher', '', '2026-12-31', 'Plan as agreed'],
    ['E-1', 1, '', 'Reduce complaints', '', 40, 'numerical', 10, 20, 'lower', '', '', ''],
    ['E-2', 1, 'Q1', 'Customer visits', '', 30, '', 50, '', '', '', '', ''],
    ['E-2', 1, '', 'Team spirit', '', 50, 'scale', '', '', '', '1–5 rating', '', ''],
  ];
  /** GOOD after the revenue's actual became 95. */
  const GOOD_95 = GOOD.map((r) => (r[3] === 'Meet the revenue plan' ? [...r.slice(0, 8), 95, ...r.slice(9)] : r));

  it('offers its template with the columns in order', async () => {
    const res = await company.call.get(`${IMPORT}?format=csv`);
    expect(res.statusCode).toBe(200);
    expect(readCsv(res.rawPayload)).toEqual([COLUMNS]);
  });

  it('imports every row, then a re-import updates them and creates no duplicates', async () => {
    // A project of its own, with no goals yet.
    const own = await company.addProject();
    const { people, periodId, q1 } = await setUp(own.scope);
    const into = (file: Buffer, name = 'goals.csv') => send(file, name, company.token, own.id);
    const first = await into(await xlsx(GOOD), 'goals.xlsx');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ created: 4, updated: 0 });
    const mine = await goalsOf(people.a.id, periodId);
    expect(mine.map((g) => [g.name, g.weight, g.target, g.actual, g.isPositive, g.deadline])).toEqual([
      ['Meet the revenue plan', 60, 100, 80, true, '2026-12-31'],
      ['Reduce complaints', 40, 10, 20, false, null],
    ]);
    const theirs = await goalsOf(people.b.id, periodId);
    expect(theirs.find((g) => g.name === 'Customer visits')!.frequencyId).toBe(q1);
    expect(theirs.find((g) => g.name === 'Team spirit')!).toMatchObject({ isNumerical: false, target: null });

    const again = await into(csv(GOOD_95));
    expect(again.json()).toEqual({ created: 0, updated: 4 });
    expect((await goalsOf(people.a.id, periodId)).map((g) => g.actual)).toEqual([95, 20]);
    expect(await goalsOf(people.b.id, periodId)).toHaveLength(2);
  });

  it('exports the same columns plus the score, and the export imports back unchanged', async () => {
    const res = await company.call.get(`${EXPORT}?format=csv&period=${periodId}`);
    expect(res.statusCode).toBe(200);
    const rows = readCsv(res.rawPayload);
    expect(rows[0]).toEqual([...COLUMNS, 'score']);
    const revenue = rows.find((r) => r[3] === 'Meet the revenue plan')!;
    expect(revenue).toEqual([
      'E-1',
      '1',
      '',
      'Meet the revenue plan',
      'Financial',
      '60',
      'numerical',
      '100',
      '95',
      'higher',
      '',
      '2026-12-31',
      'Plan as agreed',
      '95',
    ]);
    // Lower is better: t = 10, a = 20 → 50 (docs/product.md §4.2); a scale goal has no score yet.
    expect(rows.find((r) => r[3] === 'Reduce complaints')![13]).toBe('50');
    expect(rows.find((r) => r[3] === 'Team spirit')![13]).toBe('');

    const before = await allGoals();
    const back = await send(res.rawPayload);
    expect(back.json()).toEqual({ created: 0, updated: rows.length - 1 });
    expect(await allGoals()).toEqual(before);

    const workbook = new ExcelJS.Workbook();
    const file = await company.call.get(`${EXPORT}?employee=${people.b.id}`);
    await workbook.xlsx.load(file.rawPayload as unknown as ExcelJS.Buffer);
    expect(workbook.worksheets[0]!.rowCount).toBe(3);
  });

  it('refuses a file with errors, lists every one with row, column and message, and writes nothing', async () => {
    const before = await allGoals();
    const res = await send(
      csv([
        COLUMNS,
        ['E-9', 1, '', 'Unknown person', '', 10, '', 5, '', '', '', '', ''],
        ['E-1', 7, '', 'Unknown period', '', 10, '', 5, '', '', '', '', ''],
        ['E-1', 1, 'Q9', 'Unknown round', 'Nope', 10, 'numerical', '', '', 'sideways', '', '2027-02-01', ''],
        ['E-1', 1, '', 'Scale without scale', '', 10, 'scale', '', '', '', '', '', ''],
        ['E-1', 1, '', 'Too heavy', '', 101, '', 5, '', '', '', '', ''],
        ['L-1', 1, '', 'Fine', '', 10, '', 5, '', '', '', '', ''],
        ['L-1', 1, '', 'Fine', '', 10, '', 5, '', '', '', '', ''],
      ]),
    );
    expect(res.statusCode).toBe(422);
    const errors = res.json().errors as Array<{ row: number; column: string; message: string }>;
    const at = (row: number) => errors.filter((e) => e.row === row).map((e) => `${e.column}: ${e.message}`);
    expect(at(2)).toEqual(['employee_number: There is no "E-9" here in this project.']);
    expect(at(3)).toEqual(['period: There is no "7" here in this project.']);
    expect(at(4)).toEqual(['direction: Select a valid choice.']);
    expect(at(5)).toEqual(['scale: This field is required']);
    expect(at(6)).toEqual(['weight: Sum of weights must be less or equal to 100.']);
    expect(at(8)).toEqual(['name: This value appears more than once in the file.']);
    expect(await allGoals()).toEqual(before);

    const unknownNames = await send(csv([COLUMNS, ['E-1', 1, 'Q9', 'Unknown round', 'Nope', 10, 'numerical', '', '', 'higher', '', '2027-02-01', '']]));
    expect(unknownNames.json().errors.map((e: { column: string }) => e.column)).toEqual(['round', 'category', 'target', 'deadline']);
  });

  it('refuses a file that brings an employee’s round over 100, in the caller’s language, and keeps nothing', async () => {
    const before = await allGoals();
    // E-1 already has 60 + 40 for every round; 10 more in Q1 is 110 there.
    const file = csv([COLUMNS, ['E-2', 1, '', 'Fits', '', 10, '', 5, '', '', '', '', ''], ['E-1', 1, 'Q1', 'One more', '', 10, '', 5, '', '', '', '', '']]);
    const res = await company.call.upload(IMPORT, 'goals.csv', file, 'ru');
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual([{ row: 3, column: 'weight', message: 'Сумма весов должна быть меньше или равна 100.' }]);
    expect(await allGoals()).toEqual(before);
  });

  it('refuses wrong or missing columns, no rows, no file, files that are not spreadsheets and files over 10 MB', async () => {
    const target: ImportUnderTest = { caller: company.call, companyId: company.companyId, url: IMPORT, columns: COLUMNS, stem: 'goals', snapshot: allGoals };
    await expectCommonRefusals(target);
  });

  it('matches goal names as the database compares them (lower()): no 500 for a pair JavaScript folds differently', async () => {
    // JavaScript lower-cases the last Σ of a word to ς, PostgreSQL's lower() to σ: for the unique index, one name.
    const employee = await addEmployee(t.deps, { companyId: company.companyId, projectId: company.projectId }, { number: 'G-1' });
    const goal = (name: string): Cell[] => ['G-1', 1, '', name, '', 0, 'numerical', 10, '', '', '', '', ''];
    expect((await send(csv([COLUMNS, goal('οδυσσευσ')]))).json()).toEqual({ created: 1, updated: 0 });
    const updated = await send(csv([COLUMNS, goal('ΟΔΥΣΣΕΥΣ')]));
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json()).toEqual({ created: 0, updated: 1 });
    expect((await goalsOf(employee.id)).map((g) => g.name)).toEqual(['ΟΔΥΣΣΕΥΣ']);

    const before = await allGoals();
    const twice = await send(csv([COLUMNS, goal('Ἀχιλλεύς'), goal('ΟΔΥΣΣΕΥΣ'), goal('οδυσσευσ')]));
    expect(twice.statusCode, twice.body).toBe(422);
    expect(twice.json().errors).toEqual([{ row: 4, column: 'name', message: 'This value appears more than once in the file.' }]);
    expect(await allGoals()).toEqual(before);
  });

  it('keeps a scoped admin to the employees of its departments, in the import and the export', async () => {
    const outsideScope = await send(csv([COLUMNS, ['E-1', 1, '', 'Not mine', '', 0, '', 5, '', '', '', '', '']]), 'goals.csv', scoped);
    expect(outsideScope.statusCode).toBe(422);
    expect(outsideScope.json().errors[0].column).toBe('employee_number');
    const own = await send(csv([COLUMNS, ['L-1', 1, '', 'Contracts reviewed', '', 100, '', 40, '', '', '', '', '']]), 'goals.csv', scoped);
    expect(own.json()).toEqual({ created: 1, updated: 0 });
    const exported = readCsv((await company.as(scoped).get(`${EXPORT}?format=csv`)).rawPayload);
    expect(exported.slice(1).map((r) => r[0])).toEqual(['L-1']);
    const foreign = await company.as(scoped).get(`${EXPORT}?format=csv&employee=${people.a.id}`);
    expect(foreign.statusCode).toBe(404);
  });
});
