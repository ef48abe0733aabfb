import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, employees, evaluationResults, goals, projectSettings, responseScales, subGoals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { createEvaluations, type EvaluationSeed } from '../helpers/evaluations.ts';
import { addDepartment, addEmployee, addPosition, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { IN_ROUND, setFinalScoreScale } from '../helpers/results.ts';
import { addPeriod, addTemplate } from '../helpers/setup.ts';
import { readCsv } from '../helpers/spreadsheets.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * Reporting (docs/product.md §7.10): the goal achievement report (`reports/goals/`) and the completion report
 * (`reports/completion/`) with their exports. A fixed company built in the database, every expected figure
 * worked out by hand below; goal scores follow the scoring core (docs/product.md §4.2–4.4) under a cap of 1.2.
 */

const GOALS = '/api/reports/goals/';
const GOALS_EXPORT = '/api/reports/goals/export/';
const COMPLETION = '/api/reports/completion/';
const COMPLETION_EXPORT = '/api/reports/completion/export/';
const GOAL_PANEL = '/api/goals/goals-for-performance-panel/';

type Name = 'Ann' | 'Ben' | 'Cem' | 'Dan' | 'Mia';
/** Last names: the reports order people by last name, then first name. */
const LAST: Record<Name, string> = { Ann: 'Adams', Ben: 'Brown', Cem: 'Clark', Dan: 'Doe', Mia: 'Moore' };

/** The goals of period 2026 (and two that the report never shows), in the order they are inserted (so by id). */
type GoalKey = 'A1' | 'A2' | 'A3' | 'B1' | 'B2' | 'C1' | 'C2' | 'D1';

interface GoalRow {
  goal_id: number;
  employee: { id: number; full_name: string; employee_number: string; department: { name: string } | null; position: { name: string } | null };
  category: { id: number; name: string } | null;
  name: string;
  weight: number;
  is_numerical: boolean;
  is_positive: boolean;
  target: number | null;
  actual: number | null;
  score: number | null;
  missed: boolean;
}
interface EvaluatorRow {
  evaluator: { id: number; full_name: string; employee_number: string; department: { name: string } | null; position: { name: string } | null };
  total: number;
  completed: number;
  pending: number;
}

/** An XLSX's first sheet as rows of text (header first; an empty cell is ''). */
async function readXlsx(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
  const sheet = workbook.worksheets[0]!;
  const width = sheet.getRow(1).cellCount;
  const rows: string[][] = [];
  sheet.eachRow((row) => rows.push(Array.from({ length: width }, (_, i) => String(row.getCell(i + 1).value ?? ''))));
  return rows;
}

describe('reports: goal achievement and completion (docs/product.md §7.10)', () => {
  let t: TestApp;
  let acme: Tenant;
  let scope: { companyId: number; projectId: number };
  let people: Record<Name, { id: number; accountUsername: string }>;
  let departments: { sales: number; field: number; support: number };
  let positions: { seller: number; agent: number };
  let period: number;
  let rounds: { q1: number; q2: number };
  let grades: { low: number; good: number; excellent: number };
  let cats: { growth: number; quality: number };
  let ids: Record<GoalKey, number>;
  /** An admin limited to Field (Ben), without an employee record. */
  let scoped: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND; // 2026-03-15: period 2026 is the current one
    acme = await tenant(t);
    scope = { companyId: acme.companyId, projectId: acme.projectId };
    const sales = await addDepartment(t.deps, scope, 'Sales');
    const field = await addDepartment(t.deps, scope, 'Field', sales.id);
    const support = await addDepartment(t.deps, scope, 'Support');
    departments = { sales: sales.id, field: field.id, support: support.id };
    positions = { seller: (await addPosition(t.deps, scope, sales.id, 'Seller')).id, agent: (await addPosition(t.deps, scope, support.id, 'Agent')).id };

    // Ann (Sales, Seller), Ben (Field under Sales, Seller), Cem (Support, Agent), Dan (no department, no position),
    // Mia (Sales, no position; she evaluates and has no goals); Ted (Support) is terminated. Created in this order, so by id.
    const place = {
      Ann: { departmentId: sales.id, positionId: positions.seller },
      Ben: { departmentId: sales.id, subDepartmentId: field.id, positionId: positions.seller },
      Cem: { departmentId: support.id, positionId: positions.agent },
      Dan: {},
      Mia: { departmentId: sales.id },
    };
    people = {} as typeof people;
    for (const name of ['Ann', 'Ben', 'Cem', 'Dan', 'Mia'] as const) {
      const e = await addEmployee(t.deps, scope, { firstName: name, lastName: LAST[name], number: `N-${name}`, ...place[name] });
      people[name] = { id: e.id, accountUsername: e.account.username };
    }
    const ted = await addEmployee(t.deps, scope, { firstName: 'Ted', lastName: 'Gone', departmentId: support.id, positionId: positions.agent });
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, ted.id));

    const old = await addPeriod(t.deps, scope, ['Old'], { start: '2025-01-01', end: '2025-12-31' });
    const p = await addPeriod(t.deps, scope, ['Q1', 'Q2']);
    period = p.id;
    rounds = { q1: p.rounds[0]!.id, q2: p.rounds[1]!.id };

    // The grades Low (below 60), Good (60–74), Excellent (75 and up); the cap 1.2.
    await setFinalScoreScale(t, scope);
    await t.deps.db.update(projectSettings).set({ maxAchievement: 1.2 }).where(eq(projectSettings.projectId, scope.projectId));
    const made = await t.deps.db.select().from(responseScales).where(eq(responseScales.projectId, scope.projectId));
    const range = (response: string) => made.find((r) => r.response === response)!.id;
    grades = { low: range('Low'), good: range('Good'), excellent: range('Excellent') };

    // Scores that count: Q1 Ann 80, Ben 65, Cem 50; Q2 Ann 70, Cem 90; Dan and Mia none.
    // Over the period (rule 9): Ann (80 + 70) / 2 = 75 Excellent, Ben 65 Good, Cem (50 + 90) / 2 = 70 Good.
    const result = (frequencyId: number, name: Name, score: number) => ({
      ...scope,
      frequencyId,
      employeeId: people[name].id,
      goalOverall: score,
      finalScore: score,
    });
    await t.deps.db
      .insert(evaluationResults)
      .values([
        result(rounds.q1, 'Ann', 80),
        result(rounds.q1, 'Ben', 65),
        result(rounds.q1, 'Cem', 50),
        result(rounds.q2, 'Ann', 70),
        result(rounds.q2, 'Cem', 90),
      ]);

    const [growth] = await t.deps.db
      .insert(categories)
      .values({ ...scope, kind: 'goal', name: 'Growth', nameTranslations: { az: 'Artım', ru: 'Рост' } })
      .returning();
    const [quality] = await t.deps.db
      .insert(categories)
      .values({ ...scope, kind: 'goal', name: 'Quality' })
      .returning();
    cats = { growth: growth!.id, quality: quality!.id };
    const five = await addTemplate(t.deps, scope); // 1–5: M = 5

    const goal = (name: Name, values: Partial<typeof goals.$inferInsert> & { name: string; weight: number }) => ({
      ...scope,
      employeeId: people[name].id,
      periodId: period,
      frequencyId: null,
      isNumerical: true,
      isPositive: true,
      ...values,
    });
    const inserted = await t.deps.db
      .insert(goals)
      .values([
        // A1: higher is better, 80 of 100 → 80; missed.
        goal('Ann', { name: 'Revenue', categoryId: cats.growth, frequencyId: rounds.q1, weight: 40, target: 100, actual: 80 }),
        // A2: lower is better, 20 against 10 → min(10 / 20, 1.2) × 100 = 50; missed (20 > 10). Every round.
        goal('Ann', { name: 'Costs', categoryId: cats.quality, weight: 30, target: 10, actual: 20, isPositive: false }),
        // A3: lower is better, 5 against 10 → min(10 / 5, 1.2) × 100 = 120 (the cap); met.
        goal('Ann', { name: 'Tickets', categoryId: cats.quality, frequencyId: rounds.q1, weight: 30, target: 10, actual: 5, isPositive: false }),
        // B1: a scale goal rated 4 on 1–5 → 4 / 5 × 100 = 80; not numerical, never missed.
        goal('Ben', { name: 'Service', categoryId: cats.growth, frequencyId: rounds.q1, weight: 50, isNumerical: false, scaleTemplateId: five.id, rating: 4 }),
        // B2: no category, scored from its sub goals (below): 72. Every round.
        goal('Ben', { name: 'Projects', weight: 50 }),
        // C1: 250 of 200 → min(1.25, 1.2) × 100 = 120; met. Q2 only.
        goal('Cem', { name: 'Calls', categoryId: cats.growth, frequencyId: rounds.q2, weight: 100, target: 200, actual: 250 }),
        // C2: no actual yet → no score; not missed.
        goal('Cem', { name: 'Audits', categoryId: cats.quality, frequencyId: rounds.q1, weight: 100, target: 10 }),
        // D1: 3 of 5 → 60; missed. Every round.
        goal('Dan', { name: 'Learning', weight: 100, target: 5, actual: 3 }),
        // Never shown: Ted is terminated; Ann's goal of the old period.
        { ...scope, employeeId: ted.id, periodId: period, name: 'Gone', weight: 100, target: 1, actual: 0 },
        { ...scope, employeeId: people.Ann.id, periodId: old.id, name: 'Last year', weight: 100, target: 1, actual: 0 },
      ])
      .returning();
    const keys: GoalKey[] = ['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'D1'];
    ids = Object.fromEntries(keys.map((k, i) => [k, inserted[i]!.id])) as Record<GoalKey, number>;
    // B2's sub goals: 40 of 50 → 80 at weight 60; rated 3 on 1–5 → 60 at weight 40. Rule 4: (60·80 + 40·60) / 100 = 72.
    await t.deps.db.insert(subGoals).values([
      { ...scope, goalId: ids.B2, name: 'Plan', weight: 60, isNumerical: true, isPositive: true, target: 50, actual: 40 },
      { ...scope, goalId: ids.B2, name: 'Review', weight: 40, isNumerical: false, scaleTemplateId: five.id, rating: 3 },
    ]);

    // Evaluations. Q1 (numbered for the arithmetic below; c = completed, p = pending):
    //  1 Ann→Ann self c   2 Mia→Ann manager c   3 Ben→Ann coworker p
    //  4 Mia→Ben manager p   5 Ben→Ben self c   6 Ann→Ben coworker c
    //  7 Mia→Cem manager (goal) p   8 Cem→Cem self p   9 Mia→Dan manager c   13 Dan→Mia subworker c
    // and never counted: 10 Ann→Cem not activated, 11 Ben→Dan terminated, 12 Mia→Ted (Ted is terminated).
    // Q2: 14 Mia→Ann manager p, 15 Cem→Cem self c. The old period: Mia→Ann, completed, not counted either.
    const e = (evaluatee: Name, evaluator: Name, party: EvaluationSeed['party'], completed: boolean, extra: Partial<EvaluationSeed> = {}): EvaluationSeed => ({
      evaluateeId: people[evaluatee].id,
      evaluatorId: people[evaluator].id,
      party,
      activated: true,
      completed,
      ...extra,
    });
    await createEvaluations(t.deps, scope, rounds.q1, [
      e('Ann', 'Ann', 'self', true),
      e('Ann', 'Mia', 'manager', true),
      e('Ann', 'Ben', 'coworker', false),
      e('Ben', 'Mia', 'manager', false),
      e('Ben', 'Ben', 'self', true),
      e('Ben', 'Ann', 'coworker', true),
      e('Cem', 'Mia', 'manager', false, { kind: 'goal' }),
      e('Cem', 'Cem', 'self', false),
      e('Dan', 'Mia', 'manager', true),
      e('Cem', 'Ann', 'coworker', false, { activated: false }),
      e('Dan', 'Ben', 'coworker', false, { terminated: true }),
      { evaluateeId: ted.id, evaluatorId: people.Mia.id, party: 'manager', activated: true },
      e('Mia', 'Dan', 'subworker', true),
    ]);
    await createEvaluations(t.deps, scope, rounds.q2, [e('Ann', 'Mia', 'manager', false), e('Cem', 'Cem', 'self', true)]);
    await createEvaluations(t.deps, scope, old.rounds[0]!.id, [e('Ann', 'Mia', 'manager', true)]);

    const admin = await createAccount(t.deps, scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [field.id]);
    scoped = acme.as((await signIn(t, admin.username)).access);
  });
  afterAll(() => t.close());

  const read = async (url: string, as: Caller = acme.call, lang?: string) => {
    const res = await as.get(url, lang);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const goalReport = (query = '', as: Caller = acme.call, lang?: string) => read(`${GOALS}?period=${period}&page_size=200${query}`, as, lang);
  const completion = (query = '', as: Caller = acme.call) => read(`${COMPLETION}?period=${period}&page_size=200${query}`, as);
  /** The goals of a list, by their keys. */
  const keysOf = (rows: GoalRow[]) => rows.map((r) => (Object.entries(ids) as Array<[GoalKey, number]>).find(([, id]) => id === r.goal_id)?.[0]);
  const evaluators = (rows: EvaluatorRow[]) => rows.map((r) => [r.evaluator.full_name.split(' ')[0], r.total, r.completed, r.pending]);
  const category = (name: 'growth' | 'quality') => ({ id: cats[name], name: name === 'growth' ? 'Growth' : 'Quality' });

  describe('goal achievement', () => {
    it('sums up each category over every goal of the period, with the mean of the scores there are and the missed numerical goals', async () => {
      const r = await goalReport();
      // The whole period, with the grades to filter by.
      expect(r.scope).toEqual({
        period: expect.objectContaining({ id: period }),
        round: null,
        grades: [
          { id: grades.low, min: 0, max: 59, response: 'Low', target_share: null },
          { id: grades.good, min: 60, max: 74, response: 'Good', target_share: null },
          { id: grades.excellent, min: 75, max: 100, response: 'Excellent', target_share: null },
        ],
      });
      expect(r.categories).toEqual([
        // Growth: A1 80, B1 80, C1 120 → (80 + 80 + 120) / 3 = 93.333… → 93.33; numerical A1 and C1 (B1 is a scale goal); missed A1.
        { category: category('growth'), goals: 3, mean: 93.33, numerical: 2, missed: 1 },
        // Quality: A2 50, A3 120, C2 none → (50 + 120) / 2 = 85; all three numerical; missed A2 (lower is better, 20 > 10).
        { category: category('quality'), goals: 3, mean: 85, numerical: 3, missed: 1 },
        // No category, last: B2 72 and D1 60 → (72 + 60) / 2 = 66; both numerical (B2 as stored, scored from its sub goals); missed D1.
        { category: null, goals: 2, mean: 66, numerical: 2, missed: 1 },
      ]);
      // 8 goals (not Ted's, not the old period's), by employee (Adams, Brown, Clark, Doe), then by goal id.
      expect(r.count).toBe(8);
      expect(keysOf(r.results)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'C1', 'C2', 'D1']);
      expect(r.results.map((g: GoalRow) => [g.name, g.score, g.missed])).toEqual([
        ['Revenue', 80, true],
        ['Costs', 50, true],
        ['Tickets', 120, false],
        ['Service', 80, false],
        ['Projects', 72, false],
        ['Calls', 120, false],
        ['Audits', null, false],
        ['Learning', 60, true],
      ]);
    });

    it('shows each goal with its person, category, weight, measure and score', async () => {
      const r = await goalReport();
      const row = (key: GoalKey) => r.results.find((g: GoalRow) => g.goal_id === ids[key]);
      // A lower-is-better goal that missed its target (actual 20 above the target 10) and one that met it (5 below 10, capped at 120).
      expect(row('A2')).toEqual({
        goal_id: ids.A2,
        employee: {
          id: people.Ann.id,
          full_name: 'Ann Adams',
          image: null,
          position: { id: positions.seller, name: 'Seller' },
          department: { id: departments.sales, name: 'Sales' },
          status: 'active',
          employee_number: 'N-Ann',
        },
        category: category('quality'),
        name: 'Costs',
        weight: 30,
        is_numerical: true,
        is_positive: false,
        target: 10,
        actual: 20,
        score: 50,
        missed: true,
      });
      expect(row('A3')).toMatchObject({ is_positive: false, target: 10, actual: 5, score: 120, missed: false });
      // A scale goal: no target or actual, 4 of 5 → 80.
      expect(row('B1')).toMatchObject({ category: category('growth'), is_numerical: false, target: null, actual: null, score: 80, missed: false });
      // Ben in Field; Dan without department or position.
      expect(row('B2').employee).toMatchObject({ department: { id: departments.field, name: 'Field' }, position: { name: 'Seller' } });
      expect(row('D1').employee).toMatchObject({ department: null, position: null, employee_number: 'N-Dan' });
    });

    it('scores a goal with sub goals as the performance panel does', async () => {
      const panel = await read(`${GOAL_PANEL}?frequency_id=${rounds.q1}`);
      const ben = panel.results.find((p: { employee: { id: number } }) => p.employee.id === people.Ben.id);
      const projects = ben.goals.find((g: { id: number }) => g.id === ids.B2);
      // (60·80 + 40·60) / 100 = 72 on both.
      expect(projects.score).toBe(72);
      const r = await goalReport(`&frequency_id=${rounds.q1}`);
      expect(r.results.find((g: GoalRow) => g.goal_id === ids.B2).score).toBe(projects.score);
      // Every goal of Q1 scores the same on both.
      const panelScores = new Map<number, number | null>(
        panel.results.flatMap((p: { goals: Array<{ id: number; score: number | null }> }) => p.goals.map((g) => [g.id, g.score])),
      );
      for (const g of r.results as GoalRow[]) expect([g.name, g.score]).toEqual([g.name, panelScores.get(g.goal_id)]);
    });

    it('orders by employee, category, name or score, either way, nulls last and the goal id breaking ties', async () => {
      const order = async (ordering: string) => keysOf((await goalReport(`&ordering=${ordering}`)).results);
      expect(await order('-employee')).toEqual(['D1', 'C1', 'C2', 'B1', 'B2', 'A1', 'A2', 'A3']);
      // Growth, Quality, then none, in either direction.
      expect(await order('category')).toEqual(['A1', 'B1', 'C1', 'A2', 'A3', 'C2', 'B2', 'D1']);
      expect(await order('-category')).toEqual(['A2', 'A3', 'C2', 'A1', 'B1', 'C1', 'B2', 'D1']);
      // Audits, Calls, Costs, Learning, Projects, Revenue, Service, Tickets.
      expect(await order('name')).toEqual(['C2', 'C1', 'A2', 'D1', 'B2', 'A1', 'B1', 'A3']);
      expect(await order('-name')).toEqual(['A3', 'B1', 'A1', 'B2', 'D1', 'A2', 'C1', 'C2']);
      // 50, 60, 72, 80 (A1 before B1), 80, 120 (A3 before C1), 120, and C2 without a score last.
      expect(await order('score')).toEqual(['A2', 'D1', 'B2', 'A1', 'B1', 'A3', 'C1', 'C2']);
      expect(await order('-score')).toEqual(['A3', 'C1', 'A1', 'B1', 'B2', 'D1', 'A2', 'C2']);
    });

    it('pages the list, counting every goal', async () => {
      const page = async (n: number) => read(`${GOALS}?period=${period}&ordering=-score&page_size=3&page=${n}`);
      const second = await page(2);
      // A3, C1, A1 | B1, B2, D1 | A2, C2.
      expect([second.count, second.page, second.page_size, keysOf(second.results)]).toEqual([8, 2, 3, ['B1', 'B2', 'D1']]);
      expect(keysOf((await page(3)).results)).toEqual(['A2', 'C2']);
      expect((await page(4)).results).toEqual([]);
      // The categories are the whole report's on every page.
      expect(second.categories.map((c: { goals: number }) => c.goals)).toEqual([3, 3, 2]);
    });

    it('lists only the missed goals when asked, the categories unchanged', async () => {
      const all = await goalReport();
      const missed = await goalReport('&missed_only=true');
      expect([missed.count, keysOf(missed.results)]).toEqual([3, ['A1', 'A2', 'D1']]);
      expect(missed.categories).toEqual(all.categories);
    });

    it('reads one round: its own goals and those of every round', async () => {
      // Q1: everything but C1 (Q2's).
      const q1 = await goalReport(`&frequency_id=${rounds.q1}`);
      expect(q1.scope.round).toMatchObject({ id: rounds.q1, name: 'Q1' });
      expect(keysOf(q1.results)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2', 'C2', 'D1']);
      // Growth without C1: (80 + 80) / 2 = 80, numerical A1 only.
      expect(q1.categories[0]).toEqual({ category: category('growth'), goals: 2, mean: 80, numerical: 1, missed: 1 });
      // Q2: the period's A2, B2, D1 and Q2's C1.
      const q2 = await goalReport(`&frequency_id=${rounds.q2}`);
      expect(keysOf(q2.results)).toEqual(['A2', 'B2', 'C1', 'D1']);
      // Growth: C1 120; Quality: A2 50; none: B2 72, D1 60 → 66.
      expect(q2.categories.map((c: { goals: number; mean: number }) => [c.goals, c.mean])).toEqual([
        [1, 120],
        [1, 50],
        [2, 66],
      ]);
    });

    it('filters by department with its subtree, by position and by grade (of the round, else of the period)', async () => {
      // Sales with Field: Ann and Ben.
      const sales = await goalReport(`&department=${departments.sales}`);
      expect(keysOf(sales.results)).toEqual(['A1', 'A2', 'A3', 'B1', 'B2']);
      // Growth A1 80, B1 80 → 80; Quality A2 50, A3 120 → 85; none B2 72.
      expect(sales.categories).toEqual([
        { category: category('growth'), goals: 2, mean: 80, numerical: 1, missed: 1 },
        { category: category('quality'), goals: 2, mean: 85, numerical: 2, missed: 1 },
        { category: null, goals: 1, mean: 72, numerical: 1, missed: 0 },
      ]);
      expect(keysOf((await goalReport(`&department=${departments.field}`)).results)).toEqual(['B1', 'B2']);
      // Agents: Cem (Ted is terminated).
      expect(keysOf((await goalReport(`&position=${positions.agent}`)).results)).toEqual(['C1', 'C2']);
      // Good (60–74) in Q1: Ben 65 (Ann 80 is Excellent, Cem 50 Low).
      expect(keysOf((await goalReport(`&frequency_id=${rounds.q1}&grade=${grades.good}`)).results)).toEqual(['B1', 'B2']);
      // Good over the period: Ben 65 and Cem (50 + 90) / 2 = 70; Ann's (80 + 70) / 2 = 75 is Excellent.
      expect(keysOf((await goalReport(`&grade=${grades.good}`)).results)).toEqual(['B1', 'B2', 'C1', 'C2']);
      expect(keysOf((await goalReport(`&grade=${grades.excellent}`)).results)).toEqual(['A1', 'A2', 'A3']);
      // Nobody is Low over the period.
      expect(await goalReport(`&grade=${grades.low}`)).toMatchObject({ categories: [], count: 0, results: [] });
    });

    it('names the categories in the reader’s language', async () => {
      const ru = await goalReport('', acme.call, 'ru');
      expect(ru.categories.map((c: { category: { name: string } | null }) => c.category?.name ?? null)).toEqual(['Quality', 'Рост', null]);
    });
  });

  describe('completion', () => {
    it('counts the activated, non-terminated evaluations of the period per party, department and evaluator', async () => {
      const r = await completion();
      expect(r.scope).toMatchObject({ period: { id: period }, round: null });
      // 1–9 and 13–15: 12 evaluations; completed 1, 2, 5, 6, 9, 13, 15 = 7.
      expect(r.total).toEqual({ total: 12, completed: 7 });
      expect(r.parties).toEqual([
        // 2 c, 4 p, 7 p, 9 c, 14 p.
        { party: 'manager', total: 5, completed: 2 },
        // 13 c.
        { party: 'subworker', total: 1, completed: 1 },
        // 3 p, 6 c.
        { party: 'coworker', total: 2, completed: 1 },
        // 1 c, 5 c, 8 p, 15 c.
        { party: 'self', total: 4, completed: 3 },
      ]);
      expect(r.departments).toEqual([
        // Ann 1, 2, 3, 14 (2 completed) + Ben in Field 4, 5, 6 (2) + Mia 13 (1) = 8, 5 completed.
        { department: { id: departments.sales, name: 'Sales' }, total: 8, completed: 5 },
        // Cem 7, 8, 15 (1 completed).
        { department: { id: departments.support, name: 'Support' }, total: 3, completed: 1 },
        // Dan 9.
        { department: null, total: 1, completed: 1 },
      ]);
      // Per evaluator, most pending first (the default): Mia 2, 4, 7, 9, 14 (2 c) → 3 pending; Ben 3 p, 5 c → 1;
      // Cem 8 p, 15 c → 1 (after Ben by id); Ann 1 c, 6 c → 0; Dan 13 c → 0.
      expect(r.count).toBe(5);
      expect(evaluators(r.results)).toEqual([
        ['Mia', 5, 2, 3],
        ['Ben', 2, 1, 1],
        ['Cem', 2, 1, 1],
        ['Ann', 2, 2, 0],
        ['Dan', 1, 1, 0],
      ]);
      expect(r.results[0].evaluator).toEqual({
        id: people.Mia.id,
        full_name: 'Mia Moore',
        image: null,
        position: null,
        department: { id: departments.sales, name: 'Sales' },
        status: 'active',
        employee_number: 'N-Mia',
      });
    });

    it('reads one round', async () => {
      // Q1: 14 and 15 drop out: 10 evaluations, 6 completed; Mia 2, 4, 7, 9 → 4, 2 c; Cem 8 → 1, 0 c.
      const q1 = await completion(`&frequency_id=${rounds.q1}`);
      expect([q1.scope.round.id, q1.total]).toEqual([rounds.q1, { total: 10, completed: 6 }]);
      expect(evaluators(q1.results)).toEqual([
        ['Mia', 4, 2, 2],
        ['Ben', 2, 1, 1],
        ['Cem', 1, 0, 1],
        ['Ann', 2, 2, 0],
        ['Dan', 1, 1, 0],
      ]);
      expect(q1.parties.map((p: { total: number; completed: number }) => [p.total, p.completed])).toEqual([
        [4, 2],
        [1, 1],
        [2, 1],
        [3, 2],
      ]);
      // Q2: 14 p (manager), 15 c (self).
      const q2 = await completion(`&frequency_id=${rounds.q2}`);
      expect([q2.total, evaluators(q2.results)]).toEqual([
        { total: 2, completed: 1 },
        [
          ['Mia', 1, 0, 1],
          ['Cem', 1, 1, 0],
        ],
      ]);
      expect(q2.parties).toEqual([
        { party: 'manager', total: 1, completed: 0 },
        { party: 'subworker', total: 0, completed: 0 },
        { party: 'coworker', total: 0, completed: 0 },
        { party: 'self', total: 1, completed: 1 },
      ]);
    });

    it('orders the evaluators either way, the evaluator id breaking ties, and pages them', async () => {
      const order = async (ordering: string) => evaluators((await completion(`&ordering=${ordering}`)).results).map((r) => r[0]);
      // Adams, Brown, Clark, Doe, Moore.
      expect(await order('evaluator')).toEqual(['Ann', 'Ben', 'Cem', 'Dan', 'Mia']);
      expect(await order('-evaluator')).toEqual(['Mia', 'Dan', 'Cem', 'Ben', 'Ann']);
      // Totals 5, 2, 2, 2, 1.
      expect(await order('-total')).toEqual(['Mia', 'Ann', 'Ben', 'Cem', 'Dan']);
      expect(await order('total')).toEqual(['Dan', 'Ann', 'Ben', 'Cem', 'Mia']);
      // Completed: Ben 1, Cem 1, Dan 1, Ann 2, Mia 2.
      expect(await order('completed')).toEqual(['Ben', 'Cem', 'Dan', 'Ann', 'Mia']);
      expect(await order('-completed')).toEqual(['Ann', 'Mia', 'Ben', 'Cem', 'Dan']);
      expect(await order('pending')).toEqual(['Ann', 'Dan', 'Ben', 'Cem', 'Mia']);

      const page = async (n: number) => read(`${COMPLETION}?period=${period}&page_size=2&page=${n}`);
      const second = await page(2);
      expect([second.count, second.page, second.page_size, evaluators(second.results).map((r) => r[0])]).toEqual([5, 2, 2, ['Cem', 'Ann']]);
      expect(evaluators((await page(3)).results).map((r) => r[0])).toEqual(['Dan']);
      // The figures above the list are the whole report's on every page.
      expect(second.total).toEqual({ total: 12, completed: 7 });
    });

    it('filters the evaluatees by department (rows below it), position and grade', async () => {
      // Sales with Field: Ann, Ben, Mia as evaluatees; rows are Sales's children and Sales itself: Field (Ben 3, 2 c), Sales (Ann 4 + Mia 1, 2 + 1 c).
      const sales = await completion(`&department=${departments.sales}`);
      expect(sales.total).toEqual({ total: 8, completed: 5 });
      expect(sales.departments).toEqual([
        { department: { id: departments.field, name: 'Field' }, total: 3, completed: 2 },
        { department: { id: departments.sales, name: 'Sales' }, total: 5, completed: 3 },
      ]);
      // Their evaluators: Mia 2, 4, 14 (1 c); Ben 3 p, 5 c; Ann 1 c, 6 c; Dan 13 c.
      expect(evaluators(sales.results)).toEqual([
        ['Mia', 3, 1, 2],
        ['Ben', 2, 1, 1],
        ['Ann', 2, 2, 0],
        ['Dan', 1, 1, 0],
      ]);
      // Agents: Cem 7, 8, 15.
      expect((await completion(`&position=${positions.agent}`)).total).toEqual({ total: 3, completed: 1 });
      // Excellent over the period: Ann (75): 1, 2, 3, 14.
      expect((await completion(`&grade=${grades.excellent}`)).total).toEqual({ total: 4, completed: 2 });
    });
  });

  describe('who reads the reports', () => {
    it('shows an admin scoped to Field only its people', async () => {
      const g = await goalReport('', scoped);
      expect(keysOf(g.results)).toEqual(['B1', 'B2']);
      expect(g.categories).toEqual([
        { category: category('growth'), goals: 1, mean: 80, numerical: 0, missed: 0 },
        { category: null, goals: 1, mean: 72, numerical: 1, missed: 0 },
      ]);
      // Evaluations of Ben: 4 Mia p, 5 Ben c, 6 Ann c; Field is the scoped admin's top department.
      const c = await completion('', scoped);
      expect(c.total).toEqual({ total: 3, completed: 2 });
      expect(c.departments).toEqual([{ department: { id: departments.field, name: 'Field' }, total: 3, completed: 2 }]);
      expect(c.parties.map((p: { total: number; completed: number }) => [p.total, p.completed])).toEqual([
        [1, 0],
        [0, 0],
        [1, 1],
        [1, 1],
      ]);
      expect(evaluators(c.results)).toEqual([
        ['Mia', 1, 0, 1],
        ['Ann', 1, 1, 0],
        ['Ben', 1, 1, 0],
      ]);
    });

    it('refuses a plain user (403)', async () => {
      const user = acme.as((await signIn(t, people.Ann.accountUsername)).access);
      for (const url of [GOALS, GOALS_EXPORT, COMPLETION, COMPLETION_EXPORT]) {
        const res = await user.get(url);
        expect(res.statusCode, url).toBe(403);
      }
    });

    it('is empty in a project without a period', async () => {
      const project = await acme.addProject('Empty');
      const as = acme.inProject(project.id);
      expect(await read(GOALS, as)).toEqual({
        scope: { period: null, round: null, grades: [] },
        categories: [],
        count: 0,
        page: 1,
        page_size: 25,
        results: [],
      });
      expect(await read(COMPLETION, as)).toEqual({
        scope: { period: null, round: null, grades: [] },
        total: { total: 0, completed: 0 },
        parties: ['manager', 'subworker', 'coworker', 'self'].map((party) => ({ party, total: 0, completed: 0 })),
        departments: [],
        count: 0,
        page: 1,
        page_size: 25,
        results: [],
      });
      const sheet = await as.get(`${COMPLETION_EXPORT}?format=csv`);
      expect(readCsv(sheet.rawPayload)).toEqual([['Employee number', 'Evaluator', 'Department', 'Position', 'Evaluations', 'Completed', 'Pending']]);
    });
  });

  describe('the exports', () => {
    const yesNo = (lang: 'en' | 'az' | 'ru') => ({ en: ['Yes', 'No'], az: ['Bəli', 'Xeyr'], ru: ['Да', 'Нет'] })[lang];
    const numberCell = (n: number | null) => (n === null ? '' : String(n));
    /** A goal row as the export writes it: scores with 2 decimals, the direction of a numerical goal only. */
    const goalCells = (g: GoalRow, lang: 'en' | 'az' | 'ru') => {
      const [yes, no] = yesNo(lang);
      const said = (b: boolean) => (b ? yes : no);
      return [
        g.employee.employee_number,
        g.employee.full_name,
        g.employee.department?.name ?? '',
        g.employee.position?.name ?? '',
        g.category?.name ?? '',
        g.name,
        numberCell(g.weight),
        said(g.is_numerical),
        g.is_numerical ? said(g.is_positive) : '',
        numberCell(g.target),
        numberCell(g.actual),
        g.score === null ? '' : g.score.toFixed(2),
        said(g.missed),
      ];
    };

    it('writes every goal of the list in its order as XLSX, headers in the caller’s language', async () => {
      const query = `period=${period}&ordering=-score`;
      const json = await read(`${GOALS}?${query}&page_size=200`, acme.call, 'az');
      const res = await acme.call.get(`${GOALS_EXPORT}?${query}&format=xlsx`, 'az');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('spreadsheetml');
      expect(res.headers['content-disposition']).toContain('report-goals.xlsx');
      const rows = await readXlsx(res.rawPayload);
      expect(rows[0]).toEqual([
        'İşçi nömrəsi',
        'Ad, soyad',
        'Şöbə',
        'Vəzifə',
        'Kateqoriya',
        'Hədəf',
        'Çəki',
        'Rəqəmsal',
        'Çox olması yaxşıdır',
        'Hədəf dəyəri',
        'Faktiki',
        'Bal',
        'Hədəfə çatılmayıb',
      ]);
      expect(rows.slice(1)).toEqual(json.results.map((g: GoalRow) => goalCells(g, 'az')));
      // 8 goals, A3 first: Tickets 120.00, lower is better, met; the category in Azerbaijani for Growth.
      expect(rows).toHaveLength(9);
      expect(rows[1]).toEqual(['N-Ann', 'Ann Adams', 'Sales', 'Seller', 'Quality', 'Tickets', '30', 'Bəli', 'Xeyr', '10', '5', '120.00', 'Xeyr']);
      expect(rows[2]![4]).toBe('Artım');
      // C2 (no score) last: blank score.
      expect(rows[8]).toEqual(['N-Cem', 'Cem Clark', 'Support', 'Agent', 'Quality', 'Audits', '100', 'Bəli', 'Bəli', '10', '', '', 'Xeyr']);
    });

    it('writes the missed goals as CSV in Russian, the scale goal’s direction blank', async () => {
      const query = `period=${period}&missed_only=true&ordering=name`;
      const json = await read(`${GOALS}?${query}&page_size=200`, acme.call, 'ru');
      const res = await acme.call.get(`${GOALS_EXPORT}?${query}&format=csv`, 'ru');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-disposition']).toContain('report-goals.csv');
      const rows = readCsv(res.rawPayload);
      expect(rows[0]![0]).toBe('Табельный номер');
      expect(rows[0]![5]).toBe('Цель');
      // Costs, Learning, Revenue.
      expect(rows.slice(1)).toEqual(json.results.map((g: GoalRow) => goalCells(g, 'ru')));
      expect(rows.slice(1).map((r) => [r[5], r[11], r[12]])).toEqual([
        ['Costs', '50.00', 'Да'],
        ['Learning', '60.00', 'Да'],
        ['Revenue', '80.00', 'Да'],
      ]);
      // Every goal in English: the scale goal B1 has no direction.
      const all = readCsv((await acme.call.get(`${GOALS_EXPORT}?period=${period}&format=csv`)).rawPayload);
      expect(all[0]).toEqual([
        'Employee number',
        'Name',
        'Department',
        'Position',
        'Category',
        'Goal',
        'Weight',
        'Numerical',
        'Higher is better',
        'Target',
        'Actual',
        'Score',
        'Missed',
      ]);
      const service = ['N-Ben', 'Ben Brown', 'Field', 'Seller', 'Growth', 'Service', '50', 'No', '', '', '', '80.00', 'No'];
      expect(all.find((r) => r[5] === 'Service')).toEqual(service);
    });

    it('writes every evaluator of the completion report in its order, as XLSX and CSV', async () => {
      const json = await completion('&ordering=evaluator');
      const cells = json.results.map((r: EvaluatorRow) => [
        r.evaluator.employee_number,
        r.evaluator.full_name,
        r.evaluator.department?.name ?? '',
        r.evaluator.position?.name ?? '',
        String(r.total),
        String(r.completed),
        String(r.pending),
      ]);
      const xlsx = await acme.call.get(`${COMPLETION_EXPORT}?period=${period}&ordering=evaluator`, 'ru');
      expect(xlsx.statusCode, xlsx.body).toBe(200);
      expect(xlsx.headers['content-disposition']).toContain('report-completion.xlsx');
      const rows = await readXlsx(xlsx.rawPayload);
      expect(rows[0]).toEqual(['Табельный номер', 'Оценивающий', 'Отдел', 'Должность', 'Оценок', 'Завершено', 'Ожидает']);
      expect(rows.slice(1)).toEqual(cells);
      expect(rows[1]).toEqual(['N-Ann', 'Ann Adams', 'Sales', 'Seller', '2', '2', '0']);

      const csv = readCsv((await acme.call.get(`${COMPLETION_EXPORT}?period=${period}&ordering=evaluator&format=csv`, 'az')).rawPayload);
      expect(csv[0]).toEqual(['İşçi nömrəsi', 'Qiymətləndirən', 'Şöbə', 'Vəzifə', 'Qiymətləndirmələr', 'Tamamlanıb', 'Gözləyir']);
      expect(csv.slice(1)).toEqual(cells);
    });
  });
});
