import ExcelJS from 'exceljs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { evaluationResults, projectSettings, responseScales, skillAnswers } from '../../src/db/schema.ts';
import { unneutralise } from '../../src/lib/spreadsheets.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployeeSkill, addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { createEvaluations } from '../helpers/evaluations.ts';
import { addDepartment, addEmployee, addPosition, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { IN_ROUND, setFinalScoreScale } from '../helpers/results.ts';
import { addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { readCsv } from '../helpers/spreadsheets.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * Reporting (docs/product.md §7.10): the competency heat map (rule 6 per person, §4.6, against the norm on the
 * 0–100 scale of rule 1, cells under the anonymity minimum of §5.9 left blank), the period over period report
 * (rule 9, §4.9, with rule 10's after-calibration score) and the rater patterns report (§5.7) over a round or a
 * whole period; each with its export re-read and compared with the JSON, headers in the caller's language.
 *
 * The ratings are written as completed skill evaluations with their answers (the heat map and the rater
 * patterns read them); the period scores are written straight into evaluation_results (how they are
 * computed is tested elsewhere), so they need not agree with the ratings.
 */

const HEAT_MAP = '/api/reports/competencies/';
const PERIODS = '/api/reports/periods/';
const RATERS = '/api/reports/rater-patterns/';

/** A figure's cell in an export: 2 decimals, blank for none. */
const fixed = (value: number | null) => (value === null ? '' : value.toFixed(2));

/** The first sheet of a downloaded XLSX as text rows (what a formula-looking cell was given on export taken off). */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: false }, (row) => {
    const cells: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c += 1) cells.push(unneutralise(String(row.getCell(c).value ?? '')));
    rows.push(cells);
  });
  return rows;
}
const csvRows = (bytes: Buffer) => readCsv(bytes).map((r) => r.map(unneutralise));

interface Cell {
  skill_id: number;
  people: number;
  hidden: boolean;
  score: number | null;
  norm: number | null;
  gap: number | null;
}

describe('reports: competencies, period over period, rater patterns (docs/product.md §7.10)', () => {
  let t: TestApp;
  let acme: Tenant;
  let scope: { companyId: number; projectId: number };
  let sales: { id: number; name: string };
  let support: { id: number; name: string };
  let skills: { a: number; b: number; c: number };
  let people: Record<'maria' | 'ann' | 'ben' | 'cem' | 'sam' | 'dan' | 'eva' | 'fay', { id: number; username: string }>;
  let periods: { p1: number; p2: number; p3: number };
  let rounds: { h1: number; h2: number; q1: number; q2: number };
  let excellent: number;
  /** An admin limited to Support. */
  let scoped: Caller;
  /** Ann, a plain user. */
  let user: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND; // 2026-03-15: period 2 is the current one.
    acme = await tenant(t);
    scope = { companyId: acme.companyId, projectId: acme.projectId };
    const s = await addDepartment(t.deps, scope, 'Sales');
    const u = await addDepartment(t.deps, scope, 'Support');
    sales = { id: s.id, name: s.name };
    support = { id: u.id, name: u.name };
    const seller = await addPosition(t.deps, scope, s.id, 'Seller');
    const agent = await addPosition(t.deps, scope, u.id, 'Agent');

    // Period 1 (2025: H1, H2), period 2 (2026: Q1, Q2, the current one), period 3 (2027, after it).
    const p1 = await addPeriod(t.deps, scope, ['H1', 'H2'], { start: '2025-01-01', end: '2025-12-31' });
    const p2 = await addPeriod(t.deps, scope, ['Q1', 'Q2'], { start: '2026-01-01', end: '2026-12-31' });
    const p3 = await addPeriod(t.deps, scope, ['Next'], { start: '2027-01-01', end: '2027-12-31' });
    periods = { p1: p1.id, p2: p2.id, p3: p3.id };
    rounds = { h1: p1.rounds[0]!.id, h2: p1.rounds[1]!.id, q1: p2.rounds[0]!.id, q2: p2.rounds[1]!.id };

    // Rating template 1–5 (M = 5: a rating r counts r / 5 × 100); party weights manager 0.5, coworker 0.3,
    // subworker 0.1, self 0.1; min_evaluators 2 (the default).
    const template = await addTemplate(t.deps, scope);
    await setRatingTemplate(t.deps, scope, template.id);
    await t.deps.db
      .update(projectSettings)
      .set({ managerWeight: 0.5, coworkerWeight: 0.3, subworkerWeight: 0.1, selfWeight: 0.1 })
      .where(eq(projectSettings.projectId, scope.projectId));

    // Competencies: Accuracy (A), Bargaining (B), Care (C). Seller: A (norm 3 → 60), B (norm 4 → 80); Agent: A
    // (norm 4 → 80), C (no norm). Fay has her own list: A (norm 3 → 60), C (norm 5 → 100).
    const a = await addSkill(t.deps, scope, 'Accuracy');
    const b = await addSkill(t.deps, scope, 'Bargaining');
    const c = await addSkill(t.deps, scope, 'Care');
    skills = { a: a.id, b: b.id, c: c.id };
    await addPositionSkill(t.deps, scope.companyId, seller.id, a.id, 0.6, 3);
    await addPositionSkill(t.deps, scope.companyId, seller.id, b.id, 0.4, 4);
    await addPositionSkill(t.deps, scope.companyId, agent.id, a.id, 0.5, 4);
    await addPositionSkill(t.deps, scope.companyId, agent.id, c.id, 0.5, null);

    // Sales: Maria (manager, no position) with Ann, Ben and Cem (Sellers). Support: Sam (manager, no position)
    // with Dan and Eva (Agents). Fay reports to Sam but has no department.
    const person = async (firstName: string, o: Parameters<typeof addEmployee>[2]) => {
      const e = await addEmployee(t.deps, scope, { firstName, lastName: 'Test', ...o });
      return { id: e.id, username: e.account.username };
    };
    const maria = await person('Maria', { departmentId: s.id });
    const sam = await person('Sam', { departmentId: u.id });
    people = {
      maria,
      ann: await person('Ann', { departmentId: s.id, positionId: seller.id, reportToId: maria.id }),
      ben: await person('Ben', { departmentId: s.id, positionId: seller.id, reportToId: maria.id }),
      cem: await person('Cem', { departmentId: s.id, positionId: seller.id, reportToId: maria.id }),
      sam,
      dan: await person('Dan', { departmentId: u.id, positionId: agent.id, reportToId: sam.id }),
      eva: await person('Eva', { departmentId: u.id, positionId: agent.id, reportToId: sam.id }),
      fay: await person('Fay', { reportToId: sam.id }),
    };
    await addEmployeeSkill(t.deps, scope.companyId, people.fay.id, a.id, 0.5, 3);
    await addEmployeeSkill(t.deps, scope.companyId, people.fay.id, c.id, 0.5, 5);

    // The ratings (null: not applicable). Ben rates three people as their only coworker: a pool of 1 < 2
    // evaluators, so his ratings never count in a score (§4.6), but they are ratings he gave (rater patterns).
    type Party = 'manager' | 'coworker' | 'self';
    type Answers = Partial<Record<'a' | 'b' | 'c', number | null>>;
    const rate = async (round: number, evaluatee: { id: number }, evaluator: { id: number }, party: Party, answers: Answers) => {
      const [made] = await createEvaluations(t.deps, scope, round, [
        { evaluateeId: evaluatee.id, evaluatorId: evaluator.id, party, activated: true, completed: true },
      ]);
      await t.deps.db.insert(skillAnswers).values(
        (Object.entries(answers) as Array<['a' | 'b' | 'c', number | null]>).map(([k, rating]) => ({
          projectId: scope.projectId,
          evaluationId: made!.id,
          skillId: skills[k],
          rating,
          notApplicable: rating === null,
        })),
      );
    };
    const { ann, ben, cem, dan, eva, fay } = people;
    await rate(rounds.q1, ann, maria, 'manager', { a: 4, b: 3 });
    await rate(rounds.q1, ann, ann, 'self', { a: 5, b: 5 });
    await rate(rounds.q1, ann, ben, 'coworker', { a: 1, b: 1 });
    await rate(rounds.q1, ben, maria, 'manager', { a: 3, b: 4 });
    await rate(rounds.q1, cem, maria, 'manager', { a: 5, b: null });
    await rate(rounds.q1, cem, ben, 'coworker', { a: 1, b: 1 });
    await rate(rounds.q1, dan, sam, 'manager', { a: 4, c: 3 });
    await rate(rounds.q1, dan, ben, 'coworker', { a: 1, c: 1 });
    await rate(rounds.q1, eva, sam, 'manager', { a: 2, c: null });
    await rate(rounds.q1, fay, sam, 'manager', { a: 3, c: 5 });
    await rate(rounds.q2, ben, maria, 'manager', { a: 5, b: null });
    // The engine sums each party's ratings (skill_party_sums), which the heat map reads, as it does when answers are
    // saved; the results it computes are replaced by the stored ones below.
    await recomputeResults(t.deps.db, { projectId: scope.projectId });
    await t.deps.db.delete(evaluationResults).where(eq(evaluationResults.projectId, scope.projectId));

    // Stored results (the score that counts: after-calibration, else final):
    //   H1: Ann 80, Ben 60, Eva 40; H2: Ann 90, Dan 50, Eva a row without a score;
    //   Q1: Ann 70, Ben 70, Cem 75, Eva 55; Q2: Ben final 80 calibrated to 90.
    const result = (round: number, who: { id: number }, final: number | null, calibrated: number | null = null) => ({
      ...scope,
      frequencyId: round,
      employeeId: who.id,
      goalOverall: final,
      skillOverall: final,
      finalScore: final,
      calibratedScore: calibrated,
    });
    await t.deps.db
      .insert(evaluationResults)
      .values([
        result(rounds.h1, ann, 80),
        result(rounds.h1, ben, 60),
        result(rounds.h1, eva, 40),
        result(rounds.h2, ann, 90),
        result(rounds.h2, dan, 50),
        result(rounds.h2, eva, null),
        result(rounds.q1, ann, 70),
        result(rounds.q1, ben, 70),
        result(rounds.q1, cem, 75),
        result(rounds.q1, eva, 55),
        result(rounds.q2, ben, 80, 90),
      ]);
    // The grades Low (below 60), Good (60–74), Excellent (75 and up).
    await setFinalScoreScale(t, scope);
    const made = await t.deps.db.select().from(responseScales).where(eq(responseScales.projectId, scope.projectId));
    excellent = made.find((r) => r.response === 'Excellent')!.id;

    const admin = await createAccount(t.deps, scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [support.id]);
    scoped = acme.as((await signIn(t, admin.username)).access);
    user = acme.as((await signIn(t, ann.username)).access);
  });
  afterAll(() => t.close());

  const read = async (url: string, as: Caller = acme.call) => {
    const res = await as.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const download = async (url: string, lang: string) => {
    const res = await acme.call.get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.rawPayload;
  };
  const cellOf = (skill_id: number, people: number, score: number | null = null, norm: number | null = null, gap: number | null = null): Cell => ({
    skill_id,
    people,
    hidden: false,
    score,
    norm,
    gap,
  });
  const hiddenCell = (skill_id: number, people: number): Cell => ({ skill_id, people, hidden: true, score: null, norm: null, gap: null });

  describe('the competency heat map', () => {
    // Rule 6 per person in Q1 (only the manager and self count: each coworker pool has 1 < 2 evaluators):
    //   Ann A: (0.5·80 + 0.1·100) / 0.6 = 50 / 0.6 = 83.333…; Ann B: (0.5·60 + 0.1·100) / 0.6 = 40 / 0.6 = 66.666…
    //   Ben A 60, B 80; Cem A 100 (B not applicable: no score); Dan A 80, C 60; Eva A 40 (C n/a); Fay A 60, C 100.
    // Norms: Sellers A 60, B 80; Agents A 80 (C none); Fay's own A 60, C 100.
    it('over a round: per department and in total the mean score, mean norm and gap; cells under the minimum are blank', async () => {
      const report = await read(`${HEAT_MAP}?frequency_id=${rounds.q1}`);
      expect(report.scope.period.id).toBe(periods.p2);
      expect(report.scope.round).toMatchObject({ id: rounds.q1, name: 'Q1' });
      expect(report.min_people).toBe(2);
      expect(report.competencies).toEqual([
        { id: skills.a, name: 'Accuracy' },
        { id: skills.b, name: 'Bargaining' },
        { id: skills.c, name: 'Care' },
      ]);
      expect(report.departments).toEqual([
        {
          // Ann, Ben and Cem (Maria has no competencies: not counted).
          department: sales,
          people: 3,
          cells: [
            // A: (83.333 + 60 + 100) / 3 = 81.111; norm 60; gap 21.111.
            cellOf(skills.a, 3, 81.11, 60, 21.11),
            // B: (66.667 + 80) / 2 = 73.333; norm 80; gap −6.667. Cem has no B score.
            cellOf(skills.b, 2, 73.33, 80, -6.67),
            // Nobody in Sales has Care: nothing to show and nothing to hide.
            cellOf(skills.c, 0),
          ],
        },
        {
          department: support,
          people: 2,
          cells: [
            // A: (80 + 40) / 2 = 60; norm 80; gap −20.
            cellOf(skills.a, 2, 60, 80, -20),
            cellOf(skills.b, 0),
            // C: only Dan has a score: 1 < 2 people, left blank.
            hiddenCell(skills.c, 1),
          ],
        },
        // Fay alone, without a department: every cell she is in is blank.
        { department: null, people: 1, cells: [hiddenCell(skills.a, 1), cellOf(skills.b, 0), hiddenCell(skills.c, 1)] },
      ]);
      expect(report.total).toEqual({
        people: 6,
        cells: [
          // A: (83.333 + 60 + 100 + 80 + 40 + 60) / 6 = 423.333 / 6 = 70.556; norm (60 + 60 + 60 + 80 + 80 + 60) / 6 = 66.667; gap 3.889.
          cellOf(skills.a, 6, 70.56, 66.67, 3.89),
          cellOf(skills.b, 2, 73.33, 80, -6.67),
          // C: Dan 60 and Fay 100 → 80, shown in total though blank in each row; the norm of those with one: Fay's 100; gap −20.
          cellOf(skills.c, 2, 80, 100, -20),
        ],
      });
    });

    it('over the whole period a person’s competency score is the mean of their round scores', async () => {
      // Period 2 (Q1 and Q2): Ben's A is (60 + 100) / 2 = 80 (his B is Q1's 80: n/a in Q2); the others have Q1 only.
      const report = await read(HEAT_MAP);
      expect(report.scope).toMatchObject({ period: { id: periods.p2 }, round: null });
      const sales_ = report.departments[0];
      // Sales A: (83.333 + 80 + 100) / 3 = 87.778; gap 87.778 − 60 = 27.778.
      expect(sales_.cells[0]).toEqual(cellOf(skills.a, 3, 87.78, 60, 27.78));
      expect(sales_.cells[1]).toEqual(cellOf(skills.b, 2, 73.33, 80, -6.67));
      // Total A: (83.333 + 80 + 100 + 80 + 40 + 60) / 6 = 443.333 / 6 = 73.889; norm 66.667; gap 7.222.
      expect(report.total.cells[0]).toEqual(cellOf(skills.a, 6, 73.89, 66.67, 7.22));
    });

    it('a scoped admin sees only their departments, and only the competencies scored there', async () => {
      const report = await read(`${HEAT_MAP}?frequency_id=${rounds.q1}`, scoped);
      expect(report.competencies.map((c: { id: number }) => c.id)).toEqual([skills.a, skills.c]);
      expect(report.departments).toEqual([{ department: support, people: 2, cells: [cellOf(skills.a, 2, 60, 80, -20), hiddenCell(skills.c, 1)] }]);
      expect(report.total).toEqual({ people: 2, cells: [cellOf(skills.a, 2, 60, 80, -20), hiddenCell(skills.c, 1)] });
    });

    it('exports the table as XLSX and CSV with headers in the caller’s language, hidden cells blank', async () => {
      const report = await read(`${HEAT_MAP}?frequency_id=${rounds.q1}`);
      const line = (name: string, r: { people: number; cells: Cell[] }) => [name, String(r.people), ...r.cells.flatMap((c) => [fixed(c.score), fixed(c.norm)])];
      const az = await readXlsx(await download(`${HEAT_MAP}export/?frequency_id=${rounds.q1}&format=xlsx`, 'az'));
      expect(az).toEqual([
        ['Şöbə', 'İşçi sayı', 'Accuracy', 'Accuracy – norma', 'Bargaining', 'Bargaining – norma', 'Care', 'Care – norma'],
        ...report.departments.map((d: { department: { name: string } | null; people: number; cells: Cell[] }) => line(d.department?.name ?? 'Şöbəsiz', d)),
        line('Bütün şöbələr', report.total),
      ]);
      // Spelled out: Support's Care (1 person) is blank; the total shows it.
      expect(az[2]).toEqual(['Support', '2', '60.00', '80.00', '', '', '', '']);
      expect(az[3]).toEqual(['Şöbəsiz', '1', '', '', '', '', '', '']);
      expect(az[4]).toEqual(['Bütün şöbələr', '6', '70.56', '66.67', '73.33', '80.00', '80.00', '100.00']);
      const ru = csvRows(await download(`${HEAT_MAP}export/?frequency_id=${rounds.q1}&format=csv`, 'ru'));
      expect(ru[0]).toEqual(['Отдел', 'Сотрудников', 'Accuracy', 'Accuracy – норма', 'Bargaining', 'Bargaining – норма', 'Care', 'Care – норма']);
      expect(ru.slice(1)).toEqual(az.slice(1).map((r) => r.map((c) => (c === 'Şöbəsiz' ? 'Без отдела' : c === 'Bütün şöbələr' ? 'Все отделы' : c))));
    });
  });

  describe('period over period', () => {
    // Period scores (rule 9 over the counting scores): period 1: Ann (80 + 90) / 2 = 85, Ben 60, Dan 50, Eva 40
    // (her H2 row has no score); period 2: Ann 70, Ben (70 + 90) / 2 = 80 (Q2 after calibration), Cem 75, Eva 55.
    // Change (period 2 − period 1): Ann −15, Ben +20, Eva +15; Cem and Dan have one period only: null.
    type Line = { employee: { id: number; full_name: string }; scores: Array<number | null>; change: number | null };
    const names = (lines: Line[]) => lines.map((l) => l.employee.full_name.split(' ')[0]);

    it('puts the chosen period beside the earlier ones, oldest first, with the change and the means', async () => {
      const report = await read(`${PERIODS}?page_size=50`);
      expect(report.scope).toMatchObject({ period: { id: periods.p2 }, round: null });
      // Period 3 starts after period 2: not a column.
      expect(report.periods.map((p: { id: number; name: string }) => [p.id, p.name])).toEqual([
        [periods.p1, 'Period 1'],
        [periods.p2, 'Period 2'],
      ]);
      // Period 1: (85 + 60 + 50 + 40) / 4 = 58.75; period 2: (70 + 80 + 75 + 55) / 4 = 70.
      expect(report.means).toEqual([
        { period_id: periods.p1, count: 4, mean: 58.75 },
        { period_id: periods.p2, count: 4, mean: 70 },
      ]);
      // By change, biggest first, nulls last (Cem, then Dan, by id); Fay, Maria and Sam have no score at all.
      expect(report.count).toBe(5);
      expect(report.results.map((l: Line) => [l.employee.full_name, l.scores, l.change])).toEqual([
        ['Ben Test', [60, 80], 20],
        ['Eva Test', [40, 55], 15],
        ['Ann Test', [85, 70], -15],
        ['Cem Test', [null, 75], null],
        ['Dan Test', [50, null], null],
      ]);
      expect(report.results[0].employee).toMatchObject({ id: people.ben.id, department: sales, position: { name: 'Seller' } });
    });

    it('sorts by each ordering with nulls last either way, and pages', async () => {
      const order = async (ordering: string) => names((await read(`${PERIODS}?ordering=${ordering}`)).results);
      expect(await order('change')).toEqual(['Ann', 'Eva', 'Ben', 'Cem', 'Dan']);
      expect(await order('-change')).toEqual(['Ben', 'Eva', 'Ann', 'Cem', 'Dan']);
      // Period 2's score: Eva 55, Ann 70, Cem 75, Ben 80; Dan none.
      expect(await order('score')).toEqual(['Eva', 'Ann', 'Cem', 'Ben', 'Dan']);
      expect(await order('-score')).toEqual(['Ben', 'Cem', 'Ann', 'Eva', 'Dan']);
      // Period 1's score: Eva 40, Dan 50, Ben 60, Ann 85; Cem none.
      expect(await order('previous')).toEqual(['Eva', 'Dan', 'Ben', 'Ann', 'Cem']);
      expect(await order('-full_name')).toEqual(['Eva', 'Dan', 'Cem', 'Ben', 'Ann']);
      // Page 2 of 2 per page by −change.
      const page = await read(`${PERIODS}?page=2&page_size=2`);
      expect([page.count, page.page, page.page_size, names(page.results)]).toEqual([5, 2, 2, ['Ann', 'Cem']]);
    });

    it('filters by the grade of the chosen period’s score; a round only chooses its period', async () => {
      // Excellent (75 and up) in period 2: Ben 80 and Cem 75. Means over them: period 1 Ben's 60; period 2 (80 + 75) / 2 = 77.5.
      const graded = await read(`${PERIODS}?grade=${excellent}`);
      expect(names(graded.results)).toEqual(['Ben', 'Cem']);
      expect(graded.means).toEqual([
        { period_id: periods.p1, count: 1, mean: 60 },
        { period_id: periods.p2, count: 2, mean: 77.5 },
      ]);
      // H1 chooses period 1, which has nothing before it: one column, no change.
      const first = await read(`${PERIODS}?frequency_id=${rounds.h1}`);
      expect(first.scope).toMatchObject({ period: { id: periods.p1 }, round: null });
      expect(first.results.map((l: Line) => [names([l])[0], l.scores, l.change])).toEqual([
        ['Ann', [85], null],
        ['Ben', [60], null],
        ['Dan', [50], null],
        ['Eva', [40], null],
      ]);
      // The department filter: Support's Dan and Eva.
      expect(names((await read(`${PERIODS}?department=${support.id}`)).results)).toEqual(['Eva', 'Dan']);
    });

    it('exports every line in the asked order, a column per period, headers in the caller’s language', async () => {
      const report = await read(`${PERIODS}?ordering=full_name&page_size=50`);
      type Full = Line & { employee: { employee_number: string; department: { name: string } | null; position: { name: string } | null } };
      const expected = report.results.map((l: Full) => [
        l.employee.employee_number,
        l.employee.full_name,
        l.employee.department?.name ?? '',
        l.employee.position?.name ?? '',
        ...l.scores.map(fixed),
        fixed(l.change),
      ]);
      const ru = csvRows(await download(`${PERIODS}export/?ordering=full_name&format=csv`, 'ru'));
      expect(ru).toEqual([['Табельный номер', 'Имя', 'Отдел', 'Должность', 'Period 1', 'Period 2', 'Изменение'], ...expected]);
      expect(ru[1]!.slice(1)).toEqual(['Ann Test', 'Sales', 'Seller', '85.00', '70.00', '-15.00']);
      const az = await readXlsx(await download(`${PERIODS}export/?ordering=full_name&format=xlsx`, 'az'));
      expect(az).toEqual([['İşçi nömrəsi', 'Ad', 'Şöbə', 'Vəzifə', 'Period 1', 'Period 2', 'Dəyişmə'], ...expected]);
    });
  });

  describe('rater patterns', () => {
    // Rule 1 scores of the counted answers, by evaluator:
    //   Q1: Maria (manager) Ann 80, 60; Ben 60, 80; Cem 100 (B n/a) → 5 ratings, 3 evaluatees, mean 380 / 5 = 76.
    //       Ann (self) 100, 100 → mean 100. Ben (coworker) Ann, Cem, Dan: six 20s → mean 20.
    //       Sam (manager) Dan 80, 60; Eva 40 (C n/a); Fay 60, 100 → 5 ratings, mean 340 / 5 = 68.
    //   Q2: Maria → Ben 100.
    // Over Q1: 18 ratings, Σ = 380 + 200 + 120 + 340 = 1040, mean 57.78.
    // Over period 2: 19 ratings, Σ 1140, mean 60; squared deviations: Maria (80, 60, 60, 80, 100, 100) 0 + 400 + 400 + 0
    //   + 1600 + 1600 = 4000, Ann 2 · 1600 = 3200, Ben 6 · 1600 = 9600, Sam 400 + 0 + 400 + 0 + 1600 = 2400; Σ 19200;
    //   spread √(19200 / 19) = √1010.53 = 31.79. z: Maria (80 − 60) / 31.79 = 0.63, Ann 40 / 31.79 = 1.26 (2 ratings:
    //   no flag), Ben −1.26 (6 ratings: harsh), Sam 8 / 31.79 = 0.25.
    type Rater = { evaluator: { id: number; full_name: string }; ratings: number; evaluatees: number; mean: number; flag: string | null };
    const line = (r: Rater) => [r.evaluator.full_name.split(' ')[0], r.ratings, r.evaluatees, r.mean, r.flag];
    const bands = (counts: number[]) => ['below_-2', '-2_to_-1', '-1_to_0', '0_to_1', '1_to_2', 'above_2'].map((band, i) => ({ band, count: counts[i] }));

    it('over a round: the evaluators against the company, with the bands of z', async () => {
      const report = await read(`${RATERS}?frequency_id=${rounds.q1}`);
      expect(report.scope).toMatchObject({ period: { id: periods.p2 }, round: { id: rounds.q1 } });
      expect(report.company).toMatchObject({ ratings: 18, mean: 57.78 });
      // z over Q1 (spread √(17511.11 / 18) = 31.19): Ann 42.22 / 31.19 = 1.35, Maria 18.22 / 31.19 = 0.58, Sam 0.33, Ben −37.78 / 31.19 = −1.21.
      expect(report.results.map(line)).toEqual([
        ['Ann', 2, 1, 100, null],
        ['Maria', 5, 3, 76, null],
        ['Sam', 5, 3, 68, null],
        ['Ben', 6, 3, 20, 'harsh'],
      ]);
      expect(report.bands).toEqual(bands([0, 1, 0, 2, 1, 0]));
    });

    it('over the whole period, with the party filter, and the department filter restricting the evaluatees', async () => {
      const report = await read(`${RATERS}?page_size=2`);
      expect(report.scope).toMatchObject({ period: { id: periods.p2 }, round: null });
      expect(report.company).toEqual({ ratings: 19, mean: 60, spread: 31.79 });
      expect([report.count, report.page, report.page_size]).toEqual([4, 1, 2]);
      // By difference, biggest first: Ann +40, Maria +20 on this page.
      expect(report.results.map(line)).toEqual([
        ['Ann', 2, 1, 100, null],
        ['Maria', 6, 3, 80, null],
      ]);
      expect(report.results[1]).toMatchObject({ spread: 16.33, difference: 20, z: 0.63 });
      // Ben −1.26 in −2 to −1; Maria 0.63 and Sam 0.25 in 0 to 1; Ann 1.26 in 1 to 2.
      expect(report.bands).toEqual(bands([0, 1, 0, 2, 1, 0]));
      // The flag filter narrows the list, not the bands.
      const harsh = await read(`${RATERS}?flag=harsh`);
      expect(harsh.results.map(line)).toEqual([['Ben', 6, 3, 20, 'harsh']]);
      expect(harsh.bands).toEqual(report.bands);
      // Only ratings given as a manager: Maria and Sam (both 0 to 1); the company's figures stay every answer's.
      const managers = await read(`${RATERS}?party=manager`);
      expect(managers.results.map(line)).toEqual([
        ['Maria', 6, 3, 80, null],
        ['Sam', 5, 3, 68, null],
      ]);
      expect(managers.company.ratings).toBe(19);
      expect(managers.bands).toEqual(bands([0, 0, 0, 2, 0, 0]));

      // Support's evaluatees Dan and Eva: Ben 20, 20 and Sam 80, 60, 40: 5 ratings, mean 220 / 5 = 44; squared
      // deviations 2 · 576 + 1296 + 256 + 16 = 2720, spread √(2720 / 5) = √544 = 23.32. Ben: −24 / 23.32 = −1.03
      // (2 ratings: no flag); Sam: (60 − 44) / 23.32 = 0.69.
      const supportOnly = await read(`${RATERS}?department=${support.id}`);
      expect(supportOnly.company).toEqual({ ratings: 5, mean: 44, spread: 23.32 });
      expect(supportOnly.results.map(line)).toEqual([
        ['Sam', 3, 2, 60, null],
        ['Ben', 2, 1, 20, null],
      ]);
      expect(supportOnly.results.map((r: { difference: number; z: number }) => [r.difference, r.z])).toEqual([
        [16, 0.69],
        [-24, -1.03],
      ]);
      expect(supportOnly.bands).toEqual(bands([0, 1, 0, 1, 0, 0]));
      // A scoped admin of Support reads the same.
      expect((await read(RATERS, scoped)).results.map(line)).toEqual(supportOnly.results.map(line));
    });

    it('exports every evaluator in the asked order with the flag translated', async () => {
      const report = await read(`${RATERS}?page_size=50`);
      type Place = { department: { name: string } | null; position: { name: string } | null };
      type Full = Rater & { evaluator: Place; spread: number; difference: number; z: number };
      const expected = (flag: string) =>
        report.results.map((r: Full) => [
          r.evaluator.full_name,
          r.evaluator.department?.name ?? '',
          r.evaluator.position?.name ?? '',
          String(r.ratings),
          String(r.evaluatees),
          fixed(r.mean),
          fixed(r.spread),
          fixed(r.difference),
          fixed(r.z),
          r.flag === 'harsh' ? flag : '',
        ]);
      const az = csvRows(await download(`${RATERS}export/?format=csv`, 'az'));
      expect(az).toEqual([
        ['Qiymətləndirən', 'Şöbə', 'Vəzifə', 'Qiymətlər', 'Qiymətləndirilənlər', 'Orta', 'Yayınma', 'Fərq', 'z', 'Meyl'],
        ...expected('Sərt'),
      ]);
      expect(az[4]).toEqual(['Ben Test', 'Sales', 'Seller', '6', '3', '20.00', '0.00', '-40.00', '-1.26', 'Sərt']);
      const ru = await readXlsx(await download(`${RATERS}export/?format=xlsx`, 'ru'));
      expect(ru).toEqual([
        ['Оценивающий', 'Отдел', 'Должность', 'Оценок', 'Оцениваемых', 'Среднее', 'Разброс', 'Разница', 'z', 'Стиль'],
        ...expected('Строгий'),
      ]);
    });
  });

  it('a project without a period: every report is empty', async () => {
    const empty = acme.inProject((await acme.addProject('Empty')).id);
    const bare = async (url: string) => {
      const { scope: what, ...report } = await read(url, empty);
      expect(what).toMatchObject({ period: null, round: null });
      return report;
    };
    expect(await bare(RATERS)).toEqual({
      company: { ratings: 0, mean: null, spread: null },
      count: 0,
      page: 1,
      page_size: 25,
      results: [],
      bands: ['below_-2', '-2_to_-1', '-1_to_0', '0_to_1', '1_to_2', 'above_2'].map((band) => ({ band, count: 0 })),
    });
    expect(await bare(HEAT_MAP)).toEqual({ min_people: 2, competencies: [], total: { people: 0, cells: [] }, departments: [] });
    expect(await bare(PERIODS)).toEqual({ periods: [], means: [], count: 0, page: 1, page_size: 25, results: [] });
  });

  it('reports are for admins: a plain user is refused, and so are the exports', async () => {
    for (const url of [HEAT_MAP, PERIODS, RATERS, `${HEAT_MAP}export/`, `${PERIODS}export/?format=csv`, `${RATERS}export/`]) {
      expect((await user.get(url)).statusCode, url).toBe(403);
    }
  });
});
