import { asc, eq, inArray } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import yauzl from 'yauzl';
import { positionSkills, skillPeriods, skills } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addDepartment, addEmployee, addPosition, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { expectCommonRefusals, refusedUpload, type ImportUnderTest } from '../helpers/import-refusals.ts';
import { addCategory, addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { csv, deflateStream, sheetXml, xlsx, XLSX_PARTS, zip, type Cell } from '../helpers/spreadsheets.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

/** The import's column contract, written out here on purpose: a change must break this test. */
const COLUMNS: readonly string[] = Object.freeze([
  'name',
  'description',
  'category',
  'skill_type',
  'kind',
  'periods',
  'department',
  'position',
  'weight',
  'norm',
]);
const IMPORT = '/api/wizard/import-skills-from-csv/';

describe('competency import (docs/product.md §6.4)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  /** A project of its own per test, with departments, positions, periods 1 and 2 and a category. */
  async function freshProject() {
    const { id, scope } = await acme.addProject();
    const finance = await addDepartment(t.deps, scope, 'Finance');
    const payroll = await addDepartment(t.deps, scope, 'Payroll', finance.id);
    const sales = await addDepartment(t.deps, scope, 'Sales');
    const positions = {
      accountant: await addPosition(t.deps, scope, finance.id, 'Accountant'),
      clerk: await addPosition(t.deps, scope, payroll.id, 'Payroll clerk'),
      seller: await addPosition(t.deps, scope, sales.id, 'Seller'),
    };
    const periods = [await addPeriod(t.deps, scope), await addPeriod(t.deps, scope)];
    const category = await addCategory(t.deps, scope, 'skill', 'Professional');
    return { id, scope, finance, sales, positions, periods, category };
  }
  type Project = Awaited<ReturnType<typeof freshProject>>;

  type Options = { lang?: string; as?: string };
  const importInto = (projectId: number, who = acme.token): ImportUnderTest => ({
    caller: acme.as(who, projectId),
    companyId: acme.companyId,
    url: IMPORT,
    columns: COLUMNS,
    stem: 'skills',
    snapshot: () => snapshot(projectId),
  });
  const send = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    importInto(projectId, options.as).caller.upload(IMPORT, name, bytes, options.lang);

  function goodRows(p: Project): Cell[][] {
    const [first, second] = p.periods.map((period) => period.number);
    return [
      [...COLUMNS],
      ['Accuracy', 'Numbers add up', 'professional', 'hard', 'organizational', '', 'Finance', 'Accountant', '0.5', '4'],
      ['Accuracy', 'Numbers add up', 'Professional', 'HARD', 'organizational', '', 'Payroll', 'Payroll clerk', '0.3', ''],
      ['Negotiation', '', '', 'soft', 'periodic', `${first};${second}`, 'Sales', 'Seller', '0,4', '3.5'],
      ['Curiosity', 'Asks why', '', 'soft', '', '', '', '', '', ''],
    ];
  }

  async function snapshot(projectId: number) {
    const rows = await t.deps.db.select().from(skills).where(eq(skills.projectId, projectId)).orderBy(asc(skills.id));
    const ids = rows.map((r) => r.id).concat(0);
    return {
      skills: rows,
      links: await t.deps.db
        .select()
        .from(positionSkills)
        .where(inArray(positionSkills.skillId, ids))
        .orderBy(asc(positionSkills.positionId), asc(positionSkills.skillId)),
      periods: await t.deps.db
        .select()
        .from(skillPeriods)
        .where(inArray(skillPeriods.skillId, ids))
        .orderBy(asc(skillPeriods.skillId), asc(skillPeriods.periodId)),
    };
  }

  /** Sends a file that must be refused, and checks that nothing changed. */
  const refused = (projectId: number, name: string, bytes: Buffer, options: Options = {}) =>
    refusedUpload(importInto(projectId, options.as), name, bytes, options.lang);

  describe('templates', () => {
    it('GET (CSV by default) has the columns in order; ?format=xlsx is a workbook with the same header', async () => {
      const res = await acme.call.get(IMPORT);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="competencies-template.csv"');
      expect(Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true }).data).toEqual([COLUMNS]);

      const book = await acme.call.get(`${IMPORT}?format=xlsx`);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(book.rawPayload as unknown as ExcelJS.Buffer);
      expect((workbook.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(COLUMNS);
    });
  });

  describe('a good file', () => {
    it('creates competencies with categories and periods, and the positions’ weights and norms', async () => {
      const p = await freshProject();
      const res = await send(p.id, 'skills.csv', csv(goodRows(p)));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 3, updated: 0 });

      const list = (await acme.inProject(p.id).get('/api/wizard/skills/')).json();
      expect(list).toEqual([
        expect.objectContaining({
          name: 'Accuracy',
          description: 'Numbers add up',
          category: { id: p.category.id, name: 'Professional' },
          skill_type: 'hard',
          is_periodic: false,
          position_count: 2,
        }),
        expect.objectContaining({ name: 'Curiosity', category: null, skill_type: 'soft', is_periodic: false, position_count: 0 }),
        expect.objectContaining({
          name: 'Negotiation',
          is_periodic: true,
          periods: p.periods.map((x) => ({ id: x.id, number: x.number, name: x.name })),
          position_count: 1,
        }),
      ]);
      const seller = (await acme.inProject(p.id).get(`/api/wizard/skills-for-position/?position=${p.positions.seller.id}`)).json();
      expect(seller.skills).toMatchObject([{ name: 'Negotiation', weight: 0.4, norm: 3.5 }]);
      const clerk = (await acme.inProject(p.id).get(`/api/wizard/skills-for-position/?position=${p.positions.clerk.id}`)).json();
      expect(clerk.skills).toMatchObject([{ name: 'Accuracy', weight: 0.3, norm: null }]);
    });

    it('re-importing the same file (CSV or XLSX) changes nothing and creates no duplicates', async () => {
      const p = await freshProject();
      expect((await send(p.id, 'skills.csv', csv(goodRows(p)))).json()).toEqual({ created: 3, updated: 0 });
      const before = await snapshot(p.id);
      expect((await send(p.id, 'skills.csv', csv(goodRows(p)))).json()).toEqual({ created: 0, updated: 0 });
      expect((await send(p.id, 'skills.xlsx', await xlsx(goodRows(p)))).json()).toEqual({ created: 0, updated: 0 });
      expect(await snapshot(p.id)).toEqual(before);
    });

    it('updates known competencies by name and their positions’ weights, keeping other competencies of the position', async () => {
      const p = await freshProject();
      const kept = await addSkill(t.deps, p.scope, 'Kept');
      const known = await addSkill(t.deps, p.scope, 'accuracy', { skillType: 'soft' });
      await addPositionSkill(t.deps, acme.companyId, p.positions.accountant.id, kept.id, 0.5);
      await addPositionSkill(t.deps, acme.companyId, p.positions.accountant.id, known.id, 0.5);
      const rows = [[...COLUMNS], ['Accuracy', 'Numbers add up', 'Professional', 'hard', 'organizational', '', 'Finance', 'Accountant', '0.2', '']];
      expect((await send(p.id, 'skills.csv', csv(rows))).json()).toEqual({ created: 0, updated: 1 });
      const [row] = await t.deps.db.select().from(skills).where(eq(skills.id, known.id));
      expect(row).toMatchObject({ name: 'Accuracy', skillType: 'hard', categoryId: p.category.id });
      const links = await t.deps.db
        .select()
        .from(positionSkills)
        .where(eq(positionSkills.positionId, p.positions.accountant.id))
        .orderBy(asc(positionSkills.skillId));
      expect(links.map((l) => [l.skillId, l.weight])).toEqual([
        [kept.id, 0.5],
        [known.id, 0.2],
      ]);
    });
  });

  describe('a bad file is refused whole, with every error, and writes nothing', () => {
    it('unknown category, period, department and position, each at its row and column', async () => {
      const p = await freshProject();
      const rows = goodRows(p);
      rows[1]![2] = 'Leadership';
      rows[3]![5] = `${p.periods[0]!.number};77`;
      rows[2]![6] = 'Marketing';
      rows[4] = ['Curiosity', 'Asks why', '', 'soft', '', '', 'Sales', 'Accountant', '0.1', ''];
      const res = await refused(p.id, 'skills.csv', csv(rows));
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        detail: 'The file has errors: nothing was imported.',
        code: 'import_invalid',
        errors: [
          { row: 2, column: 'category', message: 'There is no "Leadership" here in this project.' },
          { row: 3, column: 'department', message: 'There is no "Marketing" here in this project.' },
          { row: 4, column: 'periods', message: 'There is no "77" here in this project.' },
          { row: 5, column: 'position', message: 'There is no "Accountant" here in this project.' },
        ],
      });
    });

    it('rows naming the same competency must agree on its own fields; a position twice is a duplicate', async () => {
      const p = await freshProject();
      const rows = goodRows(p);
      rows[2] = ['Accuracy', 'Other words', 'Professional', 'soft', 'organizational', '', 'Payroll', 'Payroll clerk', '0.3', ''];
      rows.push(['accuracy', 'Numbers add up', 'Professional', 'hard', 'organizational', '', 'finance', 'accountant', '0.1', '']);
      const res = await refused(p.id, 'skills.csv', csv(rows));
      expect(res.json().errors).toEqual([
        { row: 3, column: 'description', message: 'This differs from row 2 for the same competency.' },
        { row: 3, column: 'skill_type', message: 'This differs from row 2 for the same competency.' },
        { row: 6, column: 'position', message: 'This value appears more than once in the file.' },
      ]);
    });

    it('fields: type, kind, periods of a periodic one, weight without position, missing weight, bad numbers', async () => {
      const p = await freshProject();
      const rows = [
        [...COLUMNS],
        ['', '', '', 'medium', 'sometimes', '', '', '', '', ''],
        ['Periodic', '', '', 'hard', 'periodic', '', '', '', '', ''],
        ['Organizational', '', '', 'hard', 'organizational', '1', '', '', '', ''],
        ['Floating', '', '', 'hard', '', '', '', '', '0.5', ''],
        ['Weightless', '', '', 'hard', '', '', 'Finance', 'Accountant', '', 'x'],
        ['Heavy', '', '', 'hard', '', '', 'Sales', 'Seller', '1.5', ''],
      ];
      const res = await refused(p.id, 'skills.csv', csv(rows));
      expect(res.json().errors).toEqual([
        { row: 2, column: 'name', message: 'This field is required' },
        { row: 2, column: 'skill_type', message: 'Select a valid choice.' },
        { row: 2, column: 'kind', message: 'Select a valid choice.' },
        { row: 3, column: 'periods', message: 'This field is required' },
        { row: 4, column: 'periods', message: 'Enter a valid value.' },
        { row: 5, column: 'weight', message: 'Enter a valid value.' },
        { row: 6, column: 'norm', message: 'Enter a valid value.' },
        { row: 6, column: 'weight', message: 'This field is required' },
        { row: 7, column: 'weight', message: 'Enter a valid value.' },
      ]);
    });

    it('a position whose weights (kept and imported) would sum over 1: the error is on the weight of its rows', async () => {
      const p = await freshProject();
      const existing = await addSkill(t.deps, p.scope, 'Existing');
      await addPositionSkill(t.deps, acme.companyId, p.positions.seller.id, existing.id, 0.7);
      const rows = [
        [...COLUMNS],
        ['Closing', '', '', 'hard', '', '', 'Sales', 'Seller', '0.2', ''],
        ['Listening', '', '', 'soft', '', '', 'Sales', 'Seller', '0.2', ''],
        ['Accuracy', '', '', 'hard', '', '', 'Finance', 'Accountant', '0.9', ''],
        // Re-weighting the existing one in the same file is counted instead of the stored weight.
        ['Existing', '', '', 'hard', '', '', 'Finance', 'Accountant', '0.1', ''],
      ];
      const res = await refused(p.id, 'skills.csv', csv(rows));
      expect(res.json().errors).toEqual([
        { row: 2, column: 'weight', message: 'Sum of weights must be less or equal to 1.' },
        { row: 3, column: 'weight', message: 'Sum of weights must be less or equal to 1.' },
      ]);
      rows[4]![7] = 'Seller';
      rows[4]![6] = 'Sales';
      rows[4]![8] = '0.6';
      rows[1]![8] = '0.1';
      rows[2]![8] = '0.1';
      expect((await send(p.id, 'skills.csv', csv(rows))).json()).toEqual({ created: 3, updated: 1 });
    });

    it('norms must lie on the default rating template', async () => {
      const p = await freshProject();
      const template = await addTemplate(t.deps, p.scope, 'Five');
      await setRatingTemplate(t.deps, p.scope, template.id);
      const rows = [[...COLUMNS], ['Accuracy', '', '', 'hard', '', '', 'Finance', 'Accountant', '0.5', '7']];
      const res = await refused(p.id, 'skills.csv', csv(rows), { lang: 'ru' });
      expect(res.json().errors).toEqual([{ row: 2, column: 'norm', message: 'Норма должна находиться на шкале оценки (1 – 5).' }]);
    });

    it('wrong or missing columns, no rows, no file, files that are not spreadsheets and files over 10 MB', async () => {
      const p = await freshProject();
      await expectCommonRefusals(importInto(p.id));
    });

    it('a zip bomb is refused without being inflated', async () => {
      const p = await freshProject();
      const sheet = sheetXml([[...COLUMNS], ['Bomb', '', '', 'hard', '', '', '', '', '', '']]);
      const huge = await deflateStream(sheet.open, Buffer.alloc(1024 * 1024, 0x20), 200, sheet.body + sheet.close);
      const control = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', data: Buffer.from(sheet.open + sheet.body + sheet.close) }]);
      const bomb = zip([...XLSX_PARTS, { name: 'xl/worksheets/sheet1.xml', deflated: huge }]);
      // The app runs in this process: no entry of the bomb is ever opened.
      const open = vi.spyOn(yauzl.ZipFile.prototype, 'openReadStream');
      try {
        const res = await refused(p.id, 'skills.xlsx', bomb);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ file: ['The file is too large once unpacked.'] });
        expect(open).not.toHaveBeenCalled();
      } finally {
        open.mockRestore();
      }
      expect((await send(p.id, 'skills.xlsx', control)).json()).toEqual({ created: 1, updated: 0 });
    });

    it('competency names are matched as the database compares them (lower()): no 500 for a pair JavaScript folds differently', async () => {
      const p = await freshProject();
      // JavaScript lower-cases the last Σ of a word to ς, PostgreSQL's lower() to σ: for the unique index, one name.
      const existing = await addSkill(t.deps, p.scope, 'οδυσσευσ');
      const res = await send(p.id, 'skills.csv', csv([[...COLUMNS], ['ΟΔΥΣΣΕΥΣ', 'Cunning', '', 'soft', '', '', '', '', '', '']]));
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ created: 0, updated: 1 });
      const [row] = await t.deps.db.select().from(skills).where(eq(skills.projectId, p.id));
      expect(row).toMatchObject({ id: existing.id, name: 'ΟΔΥΣΣΕΥΣ', description: 'Cunning' });

      // Two rows naming one competency (for lower()) are one competency: they must agree.
      const twice = await send(
        p.id,
        'skills.csv',
        csv([
          [...COLUMNS],
          ['ΑΧΙΛΛΕΥΣ', 'Swift', '', 'soft', '', '', 'Finance', 'Accountant', '0.2', ''],
          ['αχιλλευσ', 'Swift', '', 'soft', '', '', 'Sales', 'Seller', '0.3', ''],
        ]),
      );
      expect(twice.statusCode, twice.body).toBe(200);
      expect(twice.json()).toEqual({ created: 1, updated: 0 });
    });

    it('translates the errors per Accept-Language (az)', async () => {
      const p = await freshProject();
      const rows = [[...COLUMNS], ['Accuracy', '', 'Rəhbərlik', 'hard', '', '', '', '', '', '']];
      const res = await refused(p.id, 'skills.csv', csv(rows), { lang: 'az' });
      expect(res.json().errors).toEqual([{ row: 2, column: 'category', message: 'Bu layihədə "Rəhbərlik" yoxdur.' }]);
    });
  });

  describe('who may import', () => {
    it('a dsv user may not (403), a dse user may; a scoped admin only names positions of their departments', async () => {
      const p = await freshProject();
      const viewer = await addEmployee(t.deps, p.scope, { permissions: ['dsv'] });
      const editor = await addEmployee(t.deps, p.scope, { permissions: ['dse'] });
      const rows = [[...COLUMNS], ['Accuracy', '', '', 'hard', '', '', 'Finance', 'Accountant', '0.5', '']];
      const viewerToken = (await signIn(t, viewer.account.username)).access;
      expect((await refused(p.id, 'skills.csv', csv(rows), { as: viewerToken })).statusCode).toBe(403);
      expect((await acme.as(viewerToken, p.id).get(IMPORT)).statusCode).toBe(403);

      const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
      await scopeAdmin(t.deps, admin.id, [p.sales.id]);
      const adminToken = (await signIn(t, admin.username)).access;
      const scoped = await refused(p.id, 'skills.csv', csv(rows), { as: adminToken });
      expect(scoped.json().errors).toEqual([{ row: 2, column: 'department', message: 'There is no "Finance" here in this project.' }]);

      const editorToken = (await signIn(t, editor.account.username)).access;
      expect((await send(p.id, 'skills.csv', csv(rows), { as: editorToken })).json()).toEqual({ created: 1, updated: 0 });
    });
  });
});
