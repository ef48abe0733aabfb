import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, personalWeights } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { expectCommonRefusals, refusedUpload, type ImportUnderTest } from '../helpers/import-refusals.ts';
import { csv, readCsv, xlsx, type Cell } from '../helpers/spreadsheets.ts';
import { tenant, XLSX_TYPE, type Tenant } from '../helpers/tenant.ts';

/** The file's column contract, written out on purpose: a change must break this test. */
const COLUMNS: readonly string[] = Object.freeze(['employee_id', 'employee_number', 'full_name', 'manager', 'subworker', 'coworker', 'self']);
const IMPORT = '/api/wizard/import-personal-weights-from-csv/';
const LIST = '/api/wizard/all-personal-weights/';

describe('personal weights import (docs/product.md §6.5)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  /** A project with three employees in two departments; Leyla (Finance) already has personal weights. */
  async function freshProject() {
    const { id, scope: c } = await acme.addProject('Import');
    const sales = await addDepartment(t.deps, c, 'Sales');
    const finance = await addDepartment(t.deps, c, 'Finance');
    const aysel = await addEmployee(t.deps, c, { number: 'E-1', firstName: 'Aysel', lastName: 'Aliyeva', departmentId: sales.id });
    const nigar = await addEmployee(t.deps, c, { number: 'E-2', firstName: 'Nigar', lastName: 'Babayeva', departmentId: sales.id });
    const leyla = await addEmployee(t.deps, c, { number: 'E-3', firstName: 'Leyla', lastName: 'Camalova', departmentId: finance.id });
    await t.deps.db
      .insert(personalWeights)
      .values({ ...c, employeeId: leyla.id, managerWeight: 0.5, subworkerWeight: 0.2, coworkerWeight: 0.2, selfWeight: 0.1 });
    return { id, c, sales, finance, aysel, nigar, leyla };
  }

  /** Everything an import could write, to prove that a refused or repeated file wrote nothing. */
  const snapshot = (projectId: number) =>
    t.deps.db.select().from(personalWeights).where(eq(personalWeights.projectId, projectId)).orderBy(asc(personalWeights.employeeId));

  type Options = { lang?: string; as?: string };
  const importInto = (projectId: number, who = acme.token): ImportUnderTest => ({
    caller: acme.as(who, projectId),
    companyId: acme.companyId,
    url: IMPORT,
    columns: COLUMNS,
    stem: 'weights',
    snapshot: () => snapshot(projectId),
  });
  const send = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    importInto(projectId, options.as).caller.upload(IMPORT, name, bytes, options.lang);
  const refused = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    refusedUpload(importInto(projectId, options.as), name, bytes, options.lang);

  const weightsOf = async (projectId: number) =>
    Object.fromEntries(
      (await acme.inProject(projectId).get(`${LIST}?page_size=200`))
        .json()
        .results.map((r: { employee_number: string; weights: unknown }) => [r.employee_number, r.weights]),
    );

  describe('the template', () => {
    it('is the download of every employee with their personal weights, as CSV or XLSX', async () => {
      const p = await freshProject();
      const res = await acme.inProject(p.id).get(`${IMPORT}?format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-disposition']).toBe('attachment; filename="personal-weights.csv"');
      const rows = readCsv(res.rawPayload);
      expect(rows).toEqual([
        COLUMNS,
        [String(p.aysel.id), 'E-1', 'Aysel Aliyeva', '', '', '', ''],
        [String(p.nigar.id), 'E-2', 'Nigar Babayeva', '', '', '', ''],
        [String(p.leyla.id), 'E-3', 'Leyla Camalova', '0.5', '0.2', '0.2', '0.1'],
      ]);
      expect((await acme.inProject(p.id).get(`${LIST}?format=csv`)).rawPayload.equals(res.rawPayload)).toBe(true);
      const book = await acme.inProject(p.id).get(IMPORT);
      expect(book.headers['content-type']).toBe(XLSX_TYPE);
      // Downloaded and sent back unchanged, it changes nothing.
      const before = await snapshot(p.id);
      for (const [name, bytes] of [
        ['weights.csv', res.rawPayload],
        ['weights.xlsx', book.rawPayload],
      ] as const) {
        const again = await send(p.id, name, bytes);
        expect(again.statusCode, again.body).toBe(200);
        expect(again.json()).toEqual({ created: 0, updated: 0, removed: 0 });
      }
      expect(await snapshot(p.id)).toEqual(before);
    });
  });

  describe('a good file', () => {
    it('sets, changes and removes personal weights; a re-import changes nothing', async () => {
      const p = await freshProject();
      const rows: Cell[][] = [
        [...COLUMNS],
        [p.aysel.id, 'E-1', 'Aysel Aliyeva', 0.1, 0.2, 0.7, 0],
        [p.nigar.id, 'e-2', 'Any name: not read', '', '', '', ''],
        [p.leyla.id, 'E-3', 'Leyla Camalova', '', '', '', ''],
      ];
      const res = await send(p.id, 'weights.csv', csv(rows));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 1, updated: 0, removed: 1 });
      expect(await weightsOf(p.id)).toEqual({ 'E-1': { manager: 0.1, subworker: 0.2, coworker: 0.7, self: 0 }, 'E-2': null, 'E-3': null });

      const written = await snapshot(p.id);
      const again = await send(p.id, 'weights.csv', csv(rows));
      expect(again.json()).toEqual({ created: 0, updated: 0, removed: 0 });
      expect(await snapshot(p.id)).toEqual(written);

      rows[1] = [p.aysel.id, 'E-1', 'Aysel Aliyeva', 0.5, 0.5, 0, 0];
      const changed = await send(p.id, 'weights.xlsx', await xlsx(rows));
      expect(changed.json()).toEqual({ created: 0, updated: 1, removed: 0 });
      expect((await weightsOf(p.id))['E-1']).toEqual({ manager: 0.5, subworker: 0.5, coworker: 0, self: 0 });
    });

    it('reads what Excel writes in az and ru locales: semicolons and decimal commas', async () => {
      const p = await freshProject();
      const file = Buffer.from(`${COLUMNS.join(';')}\r\n${p.nigar.id};E-2;Nigar Babayeva;0,4;0,3;0,2;0,1\r\n`);
      const res = await send(p.id, 'weights.csv', file);
      expect(res.statusCode, res.body).toBe(200);
      expect((await weightsOf(p.id))['E-2']).toEqual({ manager: 0.4, subworker: 0.3, coworker: 0.2, self: 0.1 });
    });
  });

  describe('a bad file is refused as a whole, with every error', () => {
    it('ids that are not the project’s, changed employee numbers, duplicates and bad weights, each at its row and column', async () => {
      const p = await freshProject();
      const other = await freshProject();
      const rows: Cell[][] = [
        [...COLUMNS],
        [p.aysel.id, 'E-1', 'Aysel Aliyeva', 0.6, 0.6, 0, 0],
        [other.aysel.id, 'E-1', 'Aysel Aliyeva', 0.5, 0.5, 0, 0],
        [p.nigar.id, 'E-9', 'Nigar Babayeva', 0.5, 0.5, 0, 0],
        [],
        [p.leyla.id, 'E-3', 'Leyla Camalova', 'half', -1, '', 0.1],
        [p.leyla.id, 'E-3', 'Leyla Camalova', 0, 0, 0, 0],
        ['', 'E-2', 'Nigar Babayeva', 1, 0, 0, 0],
        ['x1', 'E-2', 'Nigar Babayeva', 1, 0, 0, 0],
      ];
      const res = await refused(p.id, 'weights.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toMatchObject({ code: 'import_invalid', detail: 'The file has errors: nothing was imported.' });
      expect(res.json().errors).toEqual([
        { row: 2, column: '', message: 'Sum of weights must be less or equal to 1.' },
        { row: 3, column: 'employee_id', message: `There is no "${other.aysel.id}" here in this project.` },
        { row: 4, column: 'employee_number', message: `This employee number does not belong to the employee with id ${p.nigar.id}.` },
        { row: 6, column: 'manager', message: 'Enter a valid value.' },
        { row: 6, column: 'subworker', message: 'Enter a valid value.' },
        { row: 6, column: 'coworker', message: 'This field is required' },
        { row: 7, column: 'employee_id', message: 'This value appears more than once in the file.' },
        { row: 7, column: '', message: 'At least one weight must be greater than 0.' },
        { row: 8, column: 'employee_id', message: 'This field is required' },
        { row: 9, column: 'employee_id', message: 'There is no "x1" here in this project.' },
      ]);
    });

    it('a scoped admin cannot reach employees outside its departments', async () => {
      const p = await freshProject();
      const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
      await scopeAdmin(t.deps, admin.id, [p.sales.id]);
      const scoped = (await signIn(t, admin.username)).access;
      const template = readCsv((await acme.as(scoped, p.id).get(`${IMPORT}?format=csv`)).rawPayload);
      expect(template.map((r) => r[1])).toEqual(['employee_number', 'E-1', 'E-2']);
      const res = await refused(p.id, 'weights.csv', csv([COLUMNS, [p.leyla.id, 'E-3', 'Leyla Camalova', 1, 0, 0, 0]]), { as: scoped });
      expect(res.json().errors).toEqual([{ row: 2, column: 'employee_id', message: `There is no "${p.leyla.id}" here in this project.` }]);
      const ok = await send(p.id, 'weights.csv', csv([COLUMNS, [p.aysel.id, 'E-1', 'Aysel Aliyeva', 1, 0, 0, 0]]), { as: scoped });
      expect(ok.json()).toEqual({ created: 1, updated: 0, removed: 0 });
    });

    it('terminated employees of the project may still be given weights by id', async () => {
      const p = await freshProject();
      await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, p.nigar.id));
      const res = await send(p.id, 'weights.csv', csv([COLUMNS, [p.nigar.id, 'E-2', 'Nigar Babayeva', 1, 0, 0, 0]]));
      expect(res.json()).toEqual({ created: 1, updated: 0, removed: 0 });
    });

    it('wrong or missing columns, no rows, no file, files that are not spreadsheets and files over 10 MB', async () => {
      const p = await freshProject();
      await expectCommonRefusals(importInto(p.id));
    });

    it('a row written by someone else between the checks and the writes (a unique violation) is a 409 and nothing is imported', async () => {
      const p = await freshProject();
      const before = await snapshot(p.id);
      // Stands for the race: the database refuses the write as a duplicate, as it would after a concurrent save.
      await t.database.db.execute(
        sql`create function personal_weights_taken() returns trigger language plpgsql as $$ begin raise exception using errcode = 'unique_violation'; end $$`,
      );
      await t.database.db.execute(
        sql`create trigger personal_weights_taken before insert on personal_weights for each row execute function personal_weights_taken()`,
      );
      try {
        const res = await send(p.id, 'weights.csv', csv([COLUMNS, [p.aysel.id, 'E-1', 'Aysel Aliyeva', 1, 0, 0, 0]]), { lang: 'ru' });
        expect(res.statusCode).toBe(409);
        expect(res.json()).toEqual({
          code: 'import_conflict',
          detail: 'Во время импорта кто-то изменил те же данные: ничего не импортировано. Импортируйте файл ещё раз.',
        });
        expect(await snapshot(p.id)).toEqual(before);
      } finally {
        await t.database.db.execute(sql`drop trigger personal_weights_taken on personal_weights`);
        await t.database.db.execute(sql`drop function personal_weights_taken()`);
      }
    });

    it('translates the row errors per Accept-Language', async () => {
      const p = await freshProject();
      const file = csv([COLUMNS, [p.aysel.id, 'E-1', 'Aysel Aliyeva', 0.9, 0.9, 0, 0]]);
      expect((await refused(p.id, 'weights.csv', file, { lang: 'az' })).json().errors).toEqual([
        { row: 2, column: '', message: 'Çəkilərin cəmi 1-dən az və ya ona bərabər olmalıdır.' },
      ]);
      expect((await refused(p.id, 'weights.csv', file, { lang: 'ru' })).json().errors).toEqual([
        { row: 2, column: '', message: 'Сумма весов должна быть меньше или равна 1.' },
      ]);
    });
  });
});
