import { translate } from '@performa/contracts/i18n/translate';
import type { Language } from '@performa/contracts/i18n/languages';
import { and, asc, eq, sql } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dataExportChunks, dataExports, employees, notifications, projects } from '../../src/db/schema.ts';
import { DATA_EXPORT_CLEANUP_QUEUE } from '../../src/jobs/data-export.ts';
import { runDataExport } from '../../src/services/data-export/build.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { EVALUATION_EXPORT_TEXTS } from '../../src/services/evaluations/export-texts.ts';
import { FINAL_RESULT_TEXTS } from '../../src/services/results/panel-export.ts';
import { captureLog, createTestApp, type TestApp } from '../helpers/app.ts';
import { createEvaluations } from '../helpers/evaluations.ts';
import { addEmployee, scopeAdmin, signIn } from '../helpers/factories.ts';
import { IN_ROUND, workedExample, type WorkedExample } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Caller } from '../helpers/tenant.ts';

/**
 * The whole project's data export (docs/product.md §6.7): started by an admin, built by a job on the queue
 * (§2.9) into stored chunks, downloaded while ready. The figures of the workbook are those the API shows
 * (the performance panel, the card, the evaluation list), for the people in the export's department scope
 * (§2.8), with every party as it is and the group it counts in (§5.9); headers in the requester's language.
 */

const EXPORTS = '/api/wizard/export-data/';
const one = (id: number) => `${EXPORTS}${id}/`;
const file = (id: number) => `${EXPORTS}${id}/file/`;
const DAY_MS = 24 * 60 * 60 * 1000;
const SHEETS = 5;

type Row = Array<ExcelJS.CellValue>;

/** Every sheet of a workbook by name, each as rows of cell values (header first; an empty cell is null). */
async function readWorkbook(bytes: Buffer): Promise<Map<string, Row[]>> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheets = new Map<string, Row[]>();
  for (const sheet of workbook.worksheets) {
    const width = sheet.getRow(1).cellCount;
    const rows: Row[] = [];
    sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => row.getCell(i + 1).value ?? null)));
    sheets.set(sheet.name, rows);
  }
  return sheets;
}

/** A sheet's rows as records keyed by its header. */
const records = (rows: Row[]) => rows.slice(1).map((r) => Object.fromEntries(rows[0]!.map((h, i) => [String(h), r[i]])));

describe('the data export of a period (docs/product.md §6.7)', () => {
  let t: TestApp;
  let w: WorkedExample;
  let admin: Caller;
  let sales: Caller;
  let finance: Caller;
  let financeDepartment: number;
  let bystanderNumber: string;

  const ok = async (res: Promise<LightMyRequestResponse>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
    return r;
  };
  /** Starts an export as `who` (in `lang`), runs the queue and answers the export as `who` reads it. */
  const exportAs = async (who: Caller, lang?: string) => {
    const started = (await ok(who.post(EXPORTS, { period: w.period.id }, lang), 201)).json();
    expect(await t.deps.jobs.runReady()).toBeGreaterThanOrEqual(1);
    return (await ok(who.get(one(started.id)))).json();
  };
  const download = async (who: Caller, id: number) => (await ok(who.get(file(id)))).rawPayload;

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
    admin = w.company.call;
    await t.deps.db.update(projects).set({ projectName: 'Şirkət "Plan"/2026' }).where(eq(projects.id, w.scope.projectId));
    // Bahar, in Finance, is evaluated by the manager: she has a result, outside the Sales scope.
    const [bystander] = await t.deps.db.select().from(employees).where(eq(employees.id, w.bystander.id));
    financeDepartment = bystander!.departmentId!;
    bystanderNumber = bystander!.employeeNumber;
    await createEvaluations(t.deps, w.scope, w.round, [
      { evaluateeId: w.bystander.id, evaluatorId: w.manager.id, party: 'manager', activated: true, completed: true },
    ]);
    await recomputeResults(t.deps.db, { projectId: w.scope.projectId });
    // A calibrated score whose reason a spreadsheet would run as a formula.
    await ok(
      admin.post('/api/wizard/calibrate-final-score-scale/', {
        frequency_id: w.round,
        employee_id: w.evaluatee.id,
        after_calibration_score: 75,
        reason: '=1+1 led the launch',
      }),
    );
    const scoped = async (first: string, department: number) => {
      const employee = await addEmployee(t.deps, w.scope, { role: 'admin', firstName: first, lastName: 'Admin', departmentId: department });
      await scopeAdmin(t.deps, employee.account.id, [department]);
      return w.company.as((await signIn(t, employee.account.username)).access);
    };
    sales = await scoped('Sales', w.department);
    finance = await scoped('Finance', financeDepartment);
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  it('starts as queued, is built by the job, and the workbook holds what the API shows', async () => {
    const started = await ok(admin.post(EXPORTS, { period: w.period.id }), 201);
    expect(started.json()).toMatchObject({
      state: 'queued',
      progress: 0,
      period: { id: w.period.id, name: w.period.name },
      requested_by: expect.any(String),
      created_at: IN_ROUND.toISOString(),
      finished_at: null,
      expires_at: null,
      size: null,
      filename: null,
    });
    const id = started.json().id as number;
    // Nothing to download before the job ran.
    expect((await admin.get(file(id))).statusCode).toBe(404);
    expect(await t.deps.jobs.runReady()).toBeGreaterThanOrEqual(1);

    const ready = (await ok(admin.get(one(id)))).json();
    expect(ready).toMatchObject({ state: 'ready', progress: 100, finished_at: IN_ROUND.toISOString(), filename: 'Şirkət-Plan2026-Period-1-data.xlsx' });
    expect(ready.expires_at).toBe(new Date(IN_ROUND.getTime() + 7 * DAY_MS).toISOString());
    const res = await ok(admin.get(file(id)));
    expect(res.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    // The name itself percent-encoded (RFC 5987), and an ASCII one for old clients: no quote or slash gets through.
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="Sirk-t-Plan2026-Period-1-data.xlsx"; filename*=UTF-8''${encodeURIComponent('Şirkət-Plan2026-Period-1-data.xlsx')}`,
    );
    expect(res.rawPayload.length).toBe(ready.size);
    const book = await readWorkbook(res.rawPayload);
    expect([...book.keys()]).toEqual(['final results', 'skill results', 'goal results', 'evaluations', 'calibration trail']);

    // Final results: the performance panel's figures, per employee and round.
    const panel = (await ok(admin.get(`/api/wizard/final-performance-result/?frequency_id=${w.round}&page_size=100`))).json();
    const finals = records(book.get('final results')!);
    expect(finals).toHaveLength(panel.count);
    for (const p of panel.results) {
      const row = finals.find((r) => r['Employee number'] === p.employee.employee_number);
      expect(row, p.employee.full_name).toMatchObject({
        Name: p.employee.full_name,
        Round: 'Q1',
        'Goal overall': p.goal_overall,
        'Skill overall': p.skill_overall,
        'Final score': p.final_score,
        'After-calibration score': p.after_calibration_score,
        Grade: p.grade,
        Completeness: `${p.skill_done + p.goal_done}/${p.skill_total + p.goal_total}`,
      });
    }
    expect(finals.find((r) => r.Name === 'Elvin Evaluatee')).toMatchObject({ 'Final score': 71.56, 'After-calibration score': 75 });

    // Skill results: each party as the card shows it to an admin, with the group it counts in.
    const card = (await ok(admin.get(`/api/wizard/performance-card/?employee=${w.evaluatee.id}&period=${w.period.id}`))).json();
    const skills = records(book.get('skill results')!).filter((r) => r.Name === 'Elvin Evaluatee');
    const groupWord = (group: string | null) => (group === null ? translate('en', 'card.notCounted') : translate('en', `card.party_${group}`));
    const countedAs = new Map<string, string | null>(card.rounds[0].parties.map((p: { party: string; counted_as: string | null }) => [p.party, p.counted_as]));
    const expected = card.skills.flatMap(
      (s: { name: string; rounds: Array<{ score: number; parties: Array<{ party: string; mean: number; ratings: number }> }> }) =>
        s.rounds[0]!.parties.map((p) => ({
          Competency: s.name,
          Party: groupWord(p.party),
          'Party mean': p.mean,
          Ratings: p.ratings,
          'Counted in': groupWord(countedAs.get(p.party) ?? null),
          'Competency score': s.rounds[0]!.score,
        })),
    );
    expect(
      skills.map(({ Competency, Party, 'Party mean': mean, Ratings, 'Counted in': counted, 'Competency score': score }) => ({
        Competency,
        Party,
        'Party mean': mean,
        Ratings,
        'Counted in': counted,
        'Competency score': score,
      })),
    ).toEqual(expected);
    expect(skills.find((r) => r.Competency === 'Accuracy' && r.Party === 'Coworkers')).toMatchObject({
      'Party mean': 80,
      Ratings: 2,
      'Competency score': 82.22,
    });

    // Goal results: target, actual, direction, weight and score as on the card.
    const goals = records(book.get('goal results')!).filter((r) => r.Name === 'Elvin Evaluatee');
    expect(goals.map((g) => [g.Goal, g.Target, g.Actual, g.Direction, g.Weight, g.Score])).toEqual(
      card.goals.map((g: { name: string; target: number; actual: number; is_positive: boolean; weight: number; score: number }) => [
        g.name,
        g.target,
        g.actual,
        g.is_positive ? 'Higher is better' : 'Lower is better',
        g.weight,
        g.score,
      ]),
    );

    // Evaluations: the evaluation list's rows, with the dates of activation.
    const list = (await ok(admin.get(`/api/wizard/evaluation-list/?frequency_id=${w.round}&page_size=100`))).json();
    const evaluations = records(book.get('evaluations')!);
    const key = (evaluatee: unknown, evaluator: unknown, party: unknown, kind: unknown) => `${evaluatee}|${evaluator}|${party}|${kind}`;
    const words = EVALUATION_EXPORT_TEXTS.en;
    expect(evaluations.map((e) => key(e.Evaluatee, e.Evaluator, e.Party, e.Kind)).sort()).toEqual(
      list.results
        .map((e: { evaluatee: { full_name: string }; evaluator: { full_name: string }; party: 'manager'; kind: 'skill' }) =>
          key(e.evaluatee.full_name, e.evaluator.full_name, words.party[e.party], words.kind[e.kind]),
        )
        .sort(),
    );
    expect(evaluations.every((e) => e.Completed === 'Yes' && /^\d{4}-\d{2}-\d{2}$/.test(String(e['Activated on'])) && e['Terminated on'] === null)).toBe(true);

    // The calibration trail: the adjustment, its reason neutralised (docs/product.md §6.2).
    const trail = records(book.get('calibration trail')!);
    expect(trail).toHaveLength(1);
    expect(trail[0]).toMatchObject({
      Round: 'Q1',
      Employee: 'Elvin Evaluatee',
      Change: 'Score',
      'Final score': 71.56,
      'Score after': 75,
      Reason: "'=1+1 led the launch",
    });

    // The person who asked is told in the app, with a link to where the exports are listed.
    const [notice] = await t.deps.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.accountId, w.company.owner.id), eq(notifications.kind, 'data_export_ready')));
    expect(notice).toMatchObject({
      title: translate('en', 'dataExport.readyTitle'),
      body: translate('en', 'dataExport.readyBody', { period: w.period.name, days: 7 }),
      link: '/reporting?tab=exports',
    });
    // And it is listed, newest first.
    const listed = (await ok(admin.get(EXPORTS))).json();
    expect(listed[0]).toMatchObject({ id, state: 'ready' });
  });

  it('writes the headers and words in the language of the admin who asked (az, ru)', async () => {
    for (const lang of ['az', 'ru'] as const satisfies readonly Language[]) {
      const done = await exportAs(admin, lang);
      const book = await readWorkbook(await download(admin, done.id));
      const names = [...book.keys()];
      expect(names[0]).toBe(FINAL_RESULT_TEXTS[lang].sheet);
      expect(names[1]).toBe(translate(lang, 'dataExport.sheetSkills'));
      expect(names[3]).toBe(EVALUATION_EXPORT_TEXTS[lang].sheet);
      const header = book.get(names[0]!)![0]!;
      expect(header).toEqual([...FINAL_RESULT_TEXTS[lang].header.slice(0, 4), translate(lang, 'card.round'), ...FINAL_RESULT_TEXTS[lang].header.slice(4)]);
      expect(book.get(names[2]!)![0]).toContain(translate(lang, 'card.target'));
      const evaluations = book.get(names[3]!)!;
      expect(evaluations[0]!.at(-1)).toBe(translate(lang, 'dataExport.terminatedOn'));
      expect(evaluations.slice(1).map((r) => r[5])).toContain(EVALUATION_EXPORT_TEXTS[lang].party.manager);
    }
  });

  it('holds only the people of the scope it was made for, and only admins whose scope holds it see it (docs/product.md §2.8)', async () => {
    const everyone = await exportAs(admin);
    const made = await exportAs(sales);
    const book = await readWorkbook(await download(sales, made.id));
    const numbers = records(book.get('final results')!).map((r) => r['Employee number']);
    expect(numbers).not.toContain(bystanderNumber);
    expect(records(book.get('final results')!).map((r) => r.Name)).toContain('Elvin Evaluatee');
    expect(records(book.get('evaluations')!).map((r) => r.Evaluatee)).not.toContain('Bahar Bystander');

    // The unscoped admin sees and downloads it; the admin of another department does not find it.
    expect((await ok(admin.get(EXPORTS))).json().map((e: { id: number }) => e.id)).toContain(made.id);
    await download(admin, made.id);
    for (const url of [one(made.id), file(made.id)]) expect((await finance.get(url)).statusCode, url).toBe(404);
    expect((await ok(finance.get(EXPORTS))).json().map((e: { id: number }) => e.id)).not.toContain(made.id);
    // An export made for every department is not the scoped admin's either; it holds Bahar.
    expect((await sales.get(one(everyone.id))).statusCode).toBe(404);
    expect((await sales.get(file(everyone.id))).statusCode).toBe(404);
    expect((await ok(sales.get(EXPORTS))).json().map((e: { id: number }) => e.id)).toEqual([made.id]);
    const whole = await readWorkbook(await download(admin, everyone.id));
    expect(records(whole.get('final results')!).map((r) => r['Employee number'])).toContain(bystanderNumber);
  });

  it('is not found from another company or another project', async () => {
    const made = await exportAs(admin);
    const globex = await tenant(t);
    const other = await w.company.addProject('Other');
    for (const who of [globex.call, w.company.inProject(other.id)]) {
      for (const url of [one(made.id), file(made.id)]) expect((await who.get(url)).statusCode, url).toBe(404);
      expect((await ok(who.get(EXPORTS))).json()).toEqual([]);
    }
    // A period of another company is a field error of the start.
    const refused = await globex.call.post(EXPORTS, { period: w.period.id });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ period: [translate('en', 'validation.notFoundRef')] });
  });

  it('refuses a second start while one of the project is queued, with a translated message', async () => {
    const first = await ok(admin.post(EXPORTS, { period: w.period.id }), 201);
    const second = await sales.post(EXPORTS, { period: w.period.id }, 'az');
    expect(second.statusCode).toBe(409);
    expect(second.json()).toEqual({ detail: translate('az', 'errors.dataExportRunning'), code: 'data_export_running' });
    // Another project of the company may export meanwhile: the limit is per project.
    const other = await w.company.addProject('Meanwhile');
    const period = await addPeriod(t.deps, other.scope, ['Q1']);
    await ok(w.company.inProject(other.id).post(EXPORTS, { period: period.id }), 201);
    await t.deps.jobs.runReady();
    expect((await ok(admin.get(one(first.json().id)))).json().state).toBe('ready');
    await ok(admin.post(EXPORTS, { period: w.period.id }), 201);
    await t.deps.jobs.runReady();
  });

  it('expires after DATA_EXPORT_DAYS: the download is 404 at once, and the cleanup deletes the file', async () => {
    const made = await exportAs(admin);
    const chunks = () => t.deps.db.select({ seq: dataExportChunks.seq }).from(dataExportChunks).where(eq(dataExportChunks.exportId, made.id));
    expect((await chunks()).length).toBeGreaterThan(0);
    t.deps.clock.now = () => new Date(IN_ROUND.getTime() + 7 * DAY_MS - 1000);
    await download(admin, made.id);
    t.deps.clock.now = () => new Date(IN_ROUND.getTime() + 7 * DAY_MS);
    expect((await ok(admin.get(one(made.id)))).json().state).toBe('expired');
    expect((await admin.get(file(made.id))).statusCode).toBe(404);
    expect((await chunks()).length).toBeGreaterThan(0);
    // The scheduled cleanup, run by the queue as its schedule adds it.
    await t.deps.jobs.enqueue(t.deps.db, DATA_EXPORT_CLEANUP_QUEUE, [{}]);
    expect(await t.deps.jobs.runReady()).toBe(1);
    expect(await chunks()).toEqual([]);
    const [row] = await t.deps.db.select().from(dataExports).where(eq(dataExports.id, made.id));
    expect(row!.state).toBe('expired');
    expect((await ok(admin.get(one(made.id)))).json().state).toBe('expired');
  });

  it('reads in pages and stores the file in chunks, which the download puts back together: the same workbook', async () => {
    const whole = await readWorkbook(await download(admin, (await exportAs(admin)).id));
    const started = (await ok(admin.post(EXPORTS, { period: w.period.id }), 201)).json();
    // One person per batch, two rows per page of every keyset and of the trail, chunks of 1 KiB.
    await runDataExport(t.deps, started.id, { chunkBytes: 1024, pages: { people: 1, rows: 2 } });
    // The job the start queued finds it ready and leaves it alone.
    await t.deps.jobs.runReady();
    const stored = await t.deps.db
      .select({ seq: dataExportChunks.seq, bytes: dataExportChunks.bytes })
      .from(dataExportChunks)
      .where(eq(dataExportChunks.exportId, started.id))
      .orderBy(asc(dataExportChunks.seq));
    expect(stored.length).toBeGreaterThan(3);
    expect(stored.map((c) => c.seq)).toEqual(stored.map((_, i) => i));
    expect(stored.slice(0, -1).every((c) => c.bytes.length === 1024)).toBe(true);
    const bytes = await download(admin, started.id);
    expect(bytes.equals(Buffer.concat(stored.map((c) => c.bytes)))).toBe(true);
    const paged = await readWorkbook(bytes);
    expect(paged.size).toBe(SHEETS);
    expect(paged).toEqual(whole);
    expect(records(paged.get('final results')!).length).toBeGreaterThan(2);
    expect(records(paged.get('evaluations')!).length).toBeGreaterThan(2);
  });
});

describe('a data export that fails (docs/product.md §6.7)', () => {
  let t: TestApp;
  const log = captureLog();

  beforeAll(async () => {
    t = await createTestApp({ LOG_LEVEL: 'error' }, { logDestination: log.stream });
  });
  afterAll(() => t.close());

  it('is marked failed, its chunks deleted, and its error logged without a value', async () => {
    const w = await workedExample(t);
    // The database refuses the second chunk, with a message that carries a value.
    await t.deps.db.execute(sql`create function refuse_chunk() returns trigger language plpgsql as $$
      begin if new.seq >= 1 then raise exception 'secret-value-%', new.seq; end if; return new; end $$`);
    await t.deps.db.execute(sql`create trigger refuse_chunk before insert on data_export_chunks for each row execute function refuse_chunk()`);
    try {
      const started = await w.company.call.post(EXPORTS, { period: w.period.id });
      expect(started.statusCode, started.body).toBe(201);
      const id = started.json().id as number;
      await runDataExport(t.deps, id, { chunkBytes: 512 });
      const done = (await w.company.call.get(one(id))).json();
      expect(done).toMatchObject({ state: 'failed', size: null, filename: null });
      expect((await w.company.call.get(file(id))).statusCode).toBe(404);
      expect(await t.deps.db.select().from(dataExportChunks).where(eq(dataExportChunks.exportId, id))).toEqual([]);
      const [row] = await t.deps.db.select({ error: dataExports.error }).from(dataExports).where(eq(dataExports.id, id));
      expect(row!.error).toContain('P0001');
      expect(row!.error).not.toContain('secret');
      expect(log.text()).toContain('data export failed');
      expect(log.text()).not.toContain('secret-value');
      // A failed export holds no slot: the project may start another.
      expect((await w.company.call.post(EXPORTS, { period: w.period.id })).statusCode).toBe(201);
    } finally {
      await t.deps.db.execute(sql`drop trigger refuse_chunk on data_export_chunks`);
      await t.deps.db.execute(sql`drop function refuse_chunk()`);
    }
  });
});
