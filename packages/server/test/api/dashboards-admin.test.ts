import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, evaluationResults, frequencies, positionalGoals, responseScales } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addSkill } from '../helpers/competencies.ts';
import { createEvaluations, giveGoals } from '../helpers/evaluations.ts';
import { addDepartment, addEmployee, addPosition, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { IN_ROUND, setFinalScoreScale, workedExample, type WorkedExample } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * The admin dashboard (docs/product.md §7.9): the round at a glance, goal setting, the distribution against
 * the targets, department means and the trend (`main/dashboard/`), the top 10 and bottom 10 lists
 * (`main/topten/`, `wizard/topten/`, `goals/topten/`) and the project's counts (`wizard/project-details/`).
 * A fixed company whose scores are written straight into evaluation_results (how they are computed is
 * tested elsewhere), every expected figure worked out by hand below; and the worked example of §4.12,
 * evaluated through the API, for the completion figures.
 */

const DASHBOARD = '/api/main/dashboard/';
const TOP_TEN = '/api/main/topten/';
const SKILL_TOP_TEN = '/api/wizard/topten/';
const GOAL_TOP_TEN = '/api/goals/topten/';
const DETAILS = '/api/wizard/project-details/';
const SETTINGS = '/api/wizard/evaluation-settings/';

type Place = 'sales' | 'field' | 'support' | null;

interface Seed {
  place: Place;
  goal: number | null;
  skill: number | null;
  final: number | null;
  calibrated?: number;
  /** Completed of total skill and goal evaluations (default 3 of 3 and 1 of 1). */
  skill_done?: number;
  skill_total?: number;
  goal_done?: number;
  goal_total?: number;
  terminated?: boolean;
}

/** One score for goal, skill and final. */
const flat = (place: Place, score: number): Seed => ({ place, goal: score, skill: score, final: score });

/**
 * The people of the fixed company and their result in Q1 (period 2, 2026, the current round): Sales with its
 * sub-department Field, Support, and people without a department. Eva's after-calibration score 97 counts
 * instead of her 80; Ned 40.004 and Oda 39.996 are both shown as 40.00, a tie; Pia has only a goal overall
 * (incomplete under the default rule); Quinn completed 1 of her 2 skill evaluations; Rex has no score;
 * Ted is terminated.
 */
const SEEDS = {
  Ann: { place: 'sales', goal: 100, skill: 90, final: 95 },
  Ben: flat('sales', 90),
  Cem: flat('sales', 90),
  Dan: flat('field', 85),
  Eva: { ...flat('field', 80), calibrated: 97 },
  Fay: flat('support', 75),
  Gus: flat('support', 70),
  Hal: flat('support', 65),
  Ivy: flat('support', 60),
  Jon: flat('support', 55),
  Kim: flat(null, 55),
  Lea: flat(null, 50),
  Max: flat(null, 45),
  Ned: flat(null, 40.004),
  Oda: flat(null, 39.996),
  Pia: { place: null, goal: 99, skill: null, final: 99, skill_done: 0, skill_total: 0 },
  Quinn: { ...flat(null, 30), skill_done: 1, skill_total: 2 },
  Rex: { place: null, goal: null, skill: null, final: null, skill_done: 0, skill_total: 2, goal_done: 0 },
  Ted: { ...flat('support', 100), terminated: true },
} satisfies Record<string, Seed>;
type Name = keyof typeof SEEDS;

interface Row {
  rank: number;
  employee: { id: number; full_name: string; department: { id: number; name: string } | null; position: { name: string } | null };
  score: number;
  grade: string | null;
  evaluations: number;
}
/** A list as [rank, first name, score], the shortest way to read a ranking. */
const ranking = (rows: Row[]) => rows.map((r) => [r.rank, r.employee.full_name.split(' ')[0], r.score]);

describe('the admin dashboard (docs/product.md §7.9)', () => {
  let t: TestApp;
  let acme: Tenant;
  let scope: { companyId: number; projectId: number };
  let people: Record<Name, { id: number }>;
  let departments: Record<'sales' | 'field' | 'support', { id: number; name: string }>;
  let positions: { seller: number; agent: number };
  let periods: { p1: number; p2: number; p3: number };
  let rounds: { h1: number; h2: number; q1: number; next: number };
  let grades: { low: number; good: number; excellent: number };
  /** An admin limited to Field (Dan and Eva), without an employee record. */
  let scoped: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    t.deps.clock.now = () => IN_ROUND; // 2026-03-15
    acme = await tenant(t);
    scope = { companyId: acme.companyId, projectId: acme.projectId };
    const sales = await addDepartment(t.deps, scope, 'Sales');
    const field = await addDepartment(t.deps, scope, 'Field', sales.id);
    const support = await addDepartment(t.deps, scope, 'Support');
    departments = { sales, field, support };
    positions = { seller: (await addPosition(t.deps, scope, sales.id, 'Seller')).id, agent: (await addPosition(t.deps, scope, support.id, 'Agent')).id };
    const p1 = await addPeriod(t.deps, scope, ['H1', 'H2'], { start: '2025-01-01', end: '2025-12-31' });
    const p2 = await addPeriod(t.deps, scope, ['Q1'], { start: '2026-01-01', end: '2026-12-31' });
    const p3 = await addPeriod(t.deps, scope, ['Next'], { start: '2027-01-01', end: '2027-12-31' });
    periods = { p1: p1.id, p2: p2.id, p3: p3.id };
    rounds = { h1: p1.rounds[0]!.id, h2: p1.rounds[1]!.id, q1: p2.rounds[0]!.id, next: p3.rounds[0]!.id };

    people = {} as Record<Name, { id: number }>;
    for (const [name, seed] of Object.entries(SEEDS) as Array<[Name, Seed]>) {
      const place =
        seed.place === null
          ? {}
          : seed.place === 'field'
            ? { departmentId: sales.id, subDepartmentId: field.id }
            : { departmentId: departments[seed.place].id };
      const position = seed.place === null ? null : seed.place === 'support' ? positions.agent : positions.seller;
      const employee = await addEmployee(t.deps, scope, { firstName: name, lastName: 'Test', ...place, positionId: position });
      if (seed.terminated) await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, employee.id));
      people[name] = { id: employee.id };
    }
    await t.deps.db.insert(evaluationResults).values(
      (Object.entries(SEEDS) as Array<[Name, Seed]>).map(([name, s]) => ({
        ...scope,
        frequencyId: rounds.q1,
        employeeId: people[name].id,
        goalOverall: s.goal,
        skillOverall: s.skill,
        finalScore: s.final,
        calibratedScore: s.calibrated ?? null,
        skillDone: s.skill_done ?? 3,
        skillTotal: s.skill_total ?? 3,
        goalDone: s.goal_done ?? (s.goal === null ? 0 : 1),
        goalTotal: s.goal_total ?? 1,
      })),
    );
    // Period 1: Ann 80 in H1 and 90 in H2, Ben 70 in H1 only (his H2 row has no score), Fay 60 calibrated to 66 in H2.
    const past = (round: number, name: Name, final: number | null, calibrated: number | null = null) => ({
      ...scope,
      frequencyId: round,
      employeeId: people[name].id,
      goalOverall: final,
      skillOverall: final,
      finalScore: final,
      calibratedScore: calibrated,
    });
    await t.deps.db
      .insert(evaluationResults)
      .values([
        past(rounds.h1, 'Ann', 80),
        past(rounds.h2, 'Ann', 90),
        past(rounds.h1, 'Ben', 70),
        past(rounds.h2, 'Ben', null),
        past(rounds.h2, 'Fay', 60, 66),
      ]);

    // The grades Low (below 60), Good (60–74), Excellent (75 and up), with targets 20 / 50 / 30 percent.
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

    // Goals of period 2: Ann 60 + 40 (every round) and Cem 100 (Q1 only) are ready; Ben's 50 and Eva's 30 + 30
    // are not; Dan's goal is of period 1; nobody else has any.
    await giveGoals(t.deps, scope, people.Ann.id, periods.p2, [60, 40]);
    await giveGoals(t.deps, scope, people.Ben.id, periods.p2, [50]);
    await giveGoals(t.deps, scope, people.Cem.id, periods.p2, [100], rounds.q1);
    await giveGoals(t.deps, scope, people.Eva.id, periods.p2, [30, 30]);
    await giveGoals(t.deps, scope, people.Dan.id, periods.p1, [100]);
    await addSkill(t.deps, scope, 'Listening');
    await t.deps.db.insert(positionalGoals).values({ ...scope, name: 'Revenue', weight: 50 });

    const admin = await createAccount(t.deps, scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [field.id]);
    scoped = acme.as((await signIn(t, admin.username)).access);
  });
  afterAll(() => t.close());

  const read = async (url: string, as: Caller = acme.call) => {
    const res = await as.get(url);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const setRule = async (ranking_rule: string) => {
    const res = await acme.call.put(SETTINGS, { coworker_count: 3, reminder_days: [7, 1], remind_after_end: true, ranking_rule });
    expect(res.statusCode, res.body).toBe(200);
  };

  describe('top 10 and bottom 10', () => {
    it('ranks by the score that counts with competition ranks, lists everyone tied at the 10th place, and leaves out incomplete results', async () => {
      const list = await read(`${TOP_TEN}?frequency_id=${rounds.q1}`);
      expect(list.round).toMatchObject({ id: rounds.q1, name: 'Q1', visible: true });
      // 17 active people have a score (not Rex; Ted is terminated); Pia has no skill overall: 16 ranked, 1 incomplete.
      expect([list.counted, list.incomplete]).toEqual([16, 1]);
      // Eva's after-calibration 97 counts; Ben and Cem share 3rd (so the next is 5th); Jon and Kim share 10th: 11 rows.
      expect(ranking(list.top)).toEqual([
        [1, 'Eva', 97],
        [2, 'Ann', 95],
        [3, 'Ben', 90],
        [3, 'Cem', 90],
        [5, 'Dan', 85],
        [6, 'Fay', 75],
        [7, 'Gus', 70],
        [8, 'Hal', 65],
        [9, 'Ivy', 60],
        [10, 'Jon', 55],
        [10, 'Kim', 55],
      ]);
      // From the bottom: Quinn 30, then Ned 40.004 and Oda 39.996, both shown 40.00, share 2nd; Gus is 10th, Fay (11th) is out.
      expect(ranking(list.bottom)).toEqual([
        [1, 'Quinn', 30],
        [2, 'Ned', 40],
        [2, 'Oda', 40],
        [4, 'Max', 45],
        [5, 'Lea', 50],
        [6, 'Jon', 55],
        [6, 'Kim', 55],
        [8, 'Ivy', 60],
        [9, 'Hal', 65],
        [10, 'Gus', 70],
      ]);
      // Each row: the person, the grade of the score (Eva 97: Excellent; Gus 70: Good; Jon 55: Low) and the
      // evaluations that count, skill and goal (3 + 1; Quinn 1 + 1).
      expect(list.top[0]).toEqual({
        rank: 1,
        employee: {
          id: people.Eva.id,
          full_name: 'Eva Test',
          image: null,
          position: { id: positions.seller, name: 'Seller' },
          department: { id: departments.field.id, name: 'Field' },
          status: 'active',
          employee_number: expect.any(String),
        },
        score: 97,
        grade: 'Excellent',
        evaluations: 4,
      });
      expect(list.top.map((r: Row) => r.grade)).toEqual([...Array(6).fill('Excellent'), 'Good', 'Good', 'Good', 'Low', 'Low']);
      expect(list.bottom[0]).toMatchObject({ score: 30, grade: 'Low', evaluations: 2 });
    });

    it('ranks by skill overall and by goal overall, each counting its own evaluations and without a grade', async () => {
      const skill = await read(`${SKILL_TOP_TEN}?frequency_id=${rounds.q1}`);
      // Skill overall: Ann 90 ties Ben and Cem at 1st; Eva's calibration does not count here (80). Pia has no skill overall: not incomplete.
      expect([skill.counted, skill.incomplete]).toEqual([16, 0]);
      expect(ranking(skill.top).slice(0, 5)).toEqual([
        [1, 'Ann', 90],
        [1, 'Ben', 90],
        [1, 'Cem', 90],
        [4, 'Dan', 85],
        [5, 'Eva', 80],
      ]);
      expect(skill.top).toHaveLength(11);
      expect(skill.top.every((r: Row) => r.grade === null && r.evaluations === 3)).toBe(true);
      expect(skill.bottom[0]).toMatchObject({ rank: 1, score: 30, evaluations: 1 });

      const goal = await read(`${GOAL_TOP_TEN}?frequency_id=${rounds.q1}`);
      // Goal overall: Pia's 99 is left out (no skill overall), so Ann's 100 leads.
      expect([goal.counted, goal.incomplete]).toEqual([16, 1]);
      expect(ranking(goal.top).slice(0, 4)).toEqual([
        [1, 'Ann', 100],
        [2, 'Ben', 90],
        [2, 'Cem', 90],
        [4, 'Dan', 85],
      ]);
      expect(goal.top.every((r: Row) => r.grade === null && r.evaluations === 1)).toBe(true);
    });

    it('follows the project’s ranking rule (docs/product.md §7.9)', async () => {
      try {
        // Any final score: Pia (99) is ranked first; 17 ranked; Jon and Kim (now 11th) drop out of the top.
        await setRule('final_score');
        const byFinal = await read(`${TOP_TEN}?frequency_id=${rounds.q1}`);
        expect([byFinal.counted, byFinal.incomplete]).toEqual([17, 0]);
        expect(ranking(byFinal.top)).toEqual([
          [1, 'Pia', 99],
          [2, 'Eva', 97],
          [3, 'Ann', 95],
          [4, 'Ben', 90],
          [4, 'Cem', 90],
          [6, 'Dan', 85],
          [7, 'Fay', 75],
          [8, 'Gus', 70],
          [9, 'Hal', 65],
          [10, 'Ivy', 60],
        ]);
        // Pia's evaluations that count: no skill evaluation, 1 goal evaluation.
        expect(byFinal.top[0].evaluations).toBe(1);

        // Every evaluation completed: Quinn (1 of 2 skill evaluations) is out, Pia (all 1 of 1) is in.
        await setRule('all_completed');
        const completed = await read(`${TOP_TEN}?frequency_id=${rounds.q1}`);
        expect([completed.counted, completed.incomplete]).toEqual([16, 1]);
        expect(ranking(completed.top)[0]).toEqual([1, 'Pia', 99]);
        expect(ranking(completed.bottom).slice(0, 3)).toEqual([
          [1, 'Ned', 40],
          [1, 'Oda', 40],
          [3, 'Max', 45],
        ]);
      } finally {
        await setRule('goal_and_skill');
      }
      expect((await read(`${TOP_TEN}?frequency_id=${rounds.q1}`)).counted).toBe(16);
    });

    it('filters by department with its subtree and by position; with fewer than twenty the lists share people', async () => {
      // Sales with Field: Ann, Ben, Cem, Dan, Eva.
      const sales = await read(`${TOP_TEN}?frequency_id=${rounds.q1}&department=${departments.sales.id}`);
      expect(sales.counted).toBe(5);
      expect(ranking(sales.top)).toEqual([
        [1, 'Eva', 97],
        [2, 'Ann', 95],
        [3, 'Ben', 90],
        [3, 'Cem', 90],
        [5, 'Dan', 85],
      ]);
      expect(ranking(sales.bottom)).toEqual([
        [1, 'Dan', 85],
        [2, 'Ben', 90],
        [2, 'Cem', 90],
        [4, 'Ann', 95],
        [5, 'Eva', 97],
      ]);
      // Agents (Support), by goal overall; Ted is terminated.
      const agents = await read(`${GOAL_TOP_TEN}?frequency_id=${rounds.q1}&position=${positions.agent}`);
      expect(ranking(agents.top)).toEqual([
        [1, 'Fay', 75],
        [2, 'Gus', 70],
        [3, 'Hal', 65],
        [4, 'Ivy', 60],
        [5, 'Jon', 55],
      ]);
      const both = await read(`${TOP_TEN}?frequency_id=${rounds.q1}&department=${departments.support.id}&position=${positions.seller}`);
      expect([both.counted, both.top, both.bottom]).toEqual([0, [], []]);
    });

    it('reads the current round when none is asked for, and is empty without results', async () => {
      expect((await read(TOP_TEN)).round.id).toBe(rounds.q1);
      const next = await read(`${TOP_TEN}?frequency_id=${rounds.next}`);
      expect(next).toEqual({
        round: expect.objectContaining({ id: rounds.next }),
        counted: 0,
        incomplete: 0,
        top: [],
        bottom: [],
        top_tied: null,
        bottom_tied: null,
      });
    });
  });

  describe('the dashboard of a round', () => {
    it('shows the current period and round, the distribution against the targets, the department means and the trend', async () => {
      const d = await read(DASHBOARD);
      expect(d.period).toMatchObject({ id: periods.p2 });
      // Newest first.
      expect(d.periods.map((p: { id: number }) => p.id)).toEqual([periods.p3, periods.p2, periods.p1]);
      expect(d.rounds).toEqual([
        { id: rounds.q1, name: 'Q1', start_date: '2026-01-01', end_date: '2026-12-31', period: { id: periods.p2, name: expect.any(String) } },
      ]);
      // 2026-03-15 to 2026-12-31: 16 days left in March + 30 + 31 + 30 + 31 + 31 + 30 + 31 + 30 + 31 = 291.
      expect(d.round).toMatchObject({ id: rounds.q1, visible: true, days_left: 291 });
      expect(d.next_step).toBeNull();
      // 18 scores count (Ted too: terminated, his result stays, as in calibration; Rex has none).
      // Excellent (75 and up): Ann, Ben, Cem, Dan, Eva 97, Fay, Pia, Ted = 8 → 8/18 = 44.44 %;
      // Good (60–74): Gus, Hal, Ivy = 3 → 16.67 %; Low: Jon, Kim, Lea, Max, Ned, Oda, Quinn = 7 → 38.89 %.
      expect(d.distribution).toEqual({
        total: 18,
        grades: [
          { range_id: grades.low, response: 'Low', min: 0, max: 59, count: 7, share: 38.89, target_share: 20 },
          { range_id: grades.good, response: 'Good', min: 60, max: 74, count: 3, share: 16.67, target_share: 50 },
          { range_id: grades.excellent, response: 'Excellent', min: 75, max: 100, count: 8, share: 44.44, target_share: 30 },
        ],
      });
      // Sales with Field: (95 + 90 + 90 + 85 + 97) / 5 = 457 / 5 = 91.4; Support: (75 + 70 + 65 + 60 + 55 + 100) / 6 = 425 / 6 = 70.83;
      // no department: (55 + 50 + 45 + 40.004 + 39.996 + 99 + 30) / 7 = 359 / 7 = 51.29, last.
      expect(d.department_means).toEqual([
        { department: { id: departments.sales.id, name: 'Sales' }, count: 5, mean: 91.4 },
        { department: { id: departments.support.id, name: 'Support' }, count: 6, mean: 70.83 },
        { department: null, count: 7, mean: 51.29 },
      ]);
      // Oldest first. Period 1: Ann (80 + 90) / 2 = 85, Ben 70 (H2 has no score), Fay 66 (calibrated) → (85 + 70 + 66) / 3 = 73.67;
      // period 2 (one round): (457 + 425 + 359) / 18 = 1241 / 18 = 68.94; period 3: nobody yet.
      expect(d.trend.map((p: { period: { id: number }; count: number; mean: number | null }) => [p.period.id, p.count, p.mean])).toEqual([
        [periods.p1, 3, 73.67],
        [periods.p2, 18, 68.94],
        [periods.p3, 0, null],
      ]);
      // No evaluation in Q1 (its results were written directly).
      expect(d.progress).toMatchObject({ total: 0, completed: 0, by_department: [] });
      expect(d.pending_evaluators).toEqual([]);
    });

    it('counts goal setting before the round is launched over every active employee in scope', async () => {
      const { goal_setting: g } = await read(DASHBOARD);
      // 18 active employees (not Ted); ready: Ann (60 + 40) and Cem (100, of Q1).
      expect([g.employees, g.ready, g.missing_count]).toEqual([18, 2, 16]);
      expect(g.by_department).toEqual([
        { department: { id: departments.sales.id, name: 'Sales' }, employees: 5, ready: 2 },
        { department: { id: departments.support.id, name: 'Support' }, employees: 5, ready: 0 },
        { department: null, employees: 8, ready: 0 },
      ]);
      // Fewest weight first, then by name: 14 without goals of the period (Dan's are of period 1), Ben 50, Eva 60.
      expect(
        g.missing.map((m: { employee: { full_name: string }; goals: number; weight_total: number }) => [m.employee.full_name, m.goals, m.weight_total]),
      ).toEqual([
        ...['Dan', 'Fay', 'Gus', 'Hal', 'Ivy', 'Jon', 'Kim', 'Lea', 'Max', 'Ned', 'Oda', 'Pia', 'Quinn', 'Rex'].map((n) => [`${n} Test`, 0, 0]),
        ['Ben Test', 1, 50],
        ['Eva Test', 2, 60],
      ]);
    });

    it('reads the period and round asked for; another period’s or company’s round and an unknown period are 404', async () => {
      // Period 1 has ended: its latest started round, H2 (2025-12-31: 74 days ago).
      const past = await read(`${DASHBOARD}?period=${periods.p1}`);
      expect(past.rounds.map((r: { id: number }) => r.id)).toEqual([rounds.h1, rounds.h2]);
      expect(past.round).toMatchObject({ id: rounds.h2, days_left: -74 });
      // H2: Ann 90 and Fay 66 (calibrated) count; Ben's row has no score.
      expect(past.department_means).toEqual([
        { department: { id: departments.sales.id, name: 'Sales' }, count: 1, mean: 90 },
        { department: { id: departments.support.id, name: 'Support' }, count: 1, mean: 66 },
      ]);
      const h1 = await read(`${DASHBOARD}?frequency_id=${rounds.h1}`);
      expect([h1.period.id, h1.round.id, h1.distribution.total]).toEqual([periods.p1, rounds.h1, 2]);

      const globex = await tenant(t, { company: 'Globex' });
      const theirs = await addPeriod(t.deps, globex, ['Theirs']);
      for (const url of [
        `${DASHBOARD}?frequency_id=${theirs.rounds[0]!.id}`,
        `${DASHBOARD}?period=${theirs.id}`,
        `${DASHBOARD}?period=${periods.p1}&frequency_id=${rounds.q1}`,
        `${TOP_TEN}?frequency_id=${theirs.rounds[0]!.id}`,
        `${SKILL_TOP_TEN}?frequency_id=${theirs.rounds[0]!.id}`,
        `${GOAL_TOP_TEN}?frequency_id=${theirs.rounds[0]!.id}`,
      ]) {
        const res = await acme.call.get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
      // And Globex's own dashboard knows nothing of Acme's.
      const own = await read(DASHBOARD, globex.call);
      expect([own.round.id, own.distribution.total, own.trend.map((p: { count: number }) => p.count)]).toEqual([theirs.rounds[0]!.id, 0, [0]]);
    });

    it('shows a scoped admin only the people of their departments, grouped under the scope’s top departments', async () => {
      const d = await read(DASHBOARD, scoped);
      // Field: Dan 85 and Eva 97 → (85 + 97) / 2 = 91, both Excellent; Field is the scoped admin's top department.
      expect(d.distribution.total).toBe(2);
      expect(d.distribution.grades.map((g: { count: number; share: number }) => [g.count, g.share])).toEqual([
        [0, 0],
        [0, 0],
        [2, 100],
      ]);
      expect(d.department_means).toEqual([{ department: { id: departments.field.id, name: 'Field' }, count: 2, mean: 91 }]);
      expect(d.trend.map((p: { count: number; mean: number | null }) => [p.count, p.mean])).toEqual([
        [0, null],
        [2, 91],
        [0, null],
      ]);
      expect(d.goal_setting).toMatchObject({
        employees: 2,
        ready: 0,
        missing_count: 2,
        by_department: [{ department: { id: departments.field.id }, employees: 2, ready: 0 }],
      });

      const list = await read(`${TOP_TEN}?frequency_id=${rounds.q1}`, scoped);
      expect([list.counted, ranking(list.top)]).toEqual([
        2,
        [
          [1, 'Eva', 97],
          [2, 'Dan', 85],
        ],
      ]);
      expect((await scoped.get(`${TOP_TEN}?frequency_id=${rounds.q1}&department=${departments.support.id}`)).statusCode).toBe(404);

      // Project-wide: departments, positions, periods, rounds, positional goals, competencies; in scope: employees (Dan, Eva) and their goals (1 + 2).
      expect(await read(DETAILS, scoped)).toEqual({
        departments: 3,
        positions: 2,
        employees: { active: 2, terminated: 0 },
        periods: 3,
        rounds: 4,
        evaluations: { total: 0, not_activated: 0, in_progress: 0, completed: 0, terminated: 0 },
        goals: { positional: 1, personal: 3 },
        competencies: 1,
      });
    });

    it('counts the project: 19 employees of whom Ted is terminated, 7 personal goals (Ann 2, Ben 1, Cem 1, Dan 1, Eva 2)', async () => {
      expect(await read(DETAILS)).toEqual({
        departments: 3,
        positions: 2,
        employees: { active: 18, terminated: 1 },
        periods: 3,
        rounds: 4,
        evaluations: { total: 0, not_activated: 0, in_progress: 0, completed: 0, terminated: 0 },
        goals: { positional: 1, personal: 7 },
        competencies: 1,
      });
    });
  });

  describe('an empty or young project says what to do next', () => {
    it('setup, create_period, launch_round, await_results, then nothing', async () => {
      const project = await acme.addProject('Young');
      const as = acme.inProject(project.id);
      const step = async () => (await read(DASHBOARD, as)).next_step;

      const empty = await read(DASHBOARD, as);
      expect(empty).toEqual({
        period: null,
        periods: [],
        rounds: [],
        round: null,
        next_step: 'setup',
        progress: null,
        pending_evaluators: [],
        goal_setting: null,
        distribution: { total: 0, grades: [] },
        department_means: [],
        trend: [],
      });
      expect(await read(TOP_TEN, as)).toEqual({ round: null, counted: 0, incomplete: 0, top: [], bottom: [], top_tied: null, bottom_tied: null });

      const person = await addEmployee(t.deps, project.scope, { firstName: 'First', lastName: 'Hire' });
      expect(await step()).toBe('create_period');
      // A period without a round is no round to evaluate.
      const period = await addPeriod(t.deps, project.scope, []);
      expect(await step()).toBe('create_period');
      const [round] = await t.deps.db
        .insert(frequencies)
        .values({ ...project.scope, periodId: period.id, name: 'R1', startDate: '2026-01-01', endDate: '2026-06-30' })
        .returning();
      const launched = await read(DASHBOARD, as);
      expect([launched.next_step, launched.round.id, launched.goal_setting.employees, launched.goal_setting.ready]).toEqual(['launch_round', round!.id, 1, 0]);
      await createEvaluations(t.deps, project.scope, round!.id, [{ evaluateeId: person.id, evaluatorId: person.id, activated: true }]);
      expect(await step()).toBe('await_results');
      await t.deps.db.insert(evaluationResults).values({ ...project.scope, frequencyId: round!.id, employeeId: person.id, skillOverall: 50, finalScore: 50 });
      expect(await step()).toBeNull();
    });
  });
});

describe('the dashboard over real evaluations: the worked example (docs/product.md §4.12, §7.9)', () => {
  let t: TestApp;
  let w: WorkedExample;

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
    const admin = w.company.call;
    const created = async (body: Record<string, unknown>) => {
      const res = await admin.post('/api/wizard/create-evaluation/', { frequency_id: w.round, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json().id as number;
    };
    // Besides Elvin's five completed evaluations: Maryam evaluates Cavid, Cavid himself, both activated and pending;
    // Şəbnəm's evaluation of Cavid is created after the activation, so it stays inactive.
    await created({ evaluatee_id: w.coworker.id, evaluator_id: w.manager.id, party: 'manager' });
    await created({ evaluatee_id: w.coworker.id, evaluator_id: w.coworker.id, party: 'self' });
    const activated = await admin.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'activate', all: true });
    expect(activated.statusCode, activated.body).toBe(200);
    await created({ evaluatee_id: w.coworker.id, evaluator_id: w.coworker2.id, party: 'coworker' });
  });
  afterAll(() => t.close());

  const dashboard = async () => {
    const res = await w.company.call.get(DASHBOARD);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const pending = (d: { pending_evaluators: Array<{ evaluator: { full_name: string }; pending: number; total: number }> }) =>
    d.pending_evaluators.map((p) => [p.evaluator.full_name, p.pending, p.total]);

  it('shows the progress, the evaluators with most to do, goal setting and the scores of the round', async () => {
    const d = await dashboard();
    expect(d.round).toMatchObject({ id: w.round, days_left: 291 });
    // 8 evaluations: Elvin's 5 (manager, 2 coworkers, self, goal) completed, Cavid's manager and self pending, Şəbnəm's inactive.
    expect(d.progress).toMatchObject({
      total: 8,
      completed: 5,
      active: 7,
      by_party: [
        { party: 'manager', total: 3, completed: 2 },
        { party: 'subworker', total: 0, completed: 0 },
        { party: 'coworker', total: 3, completed: 2 },
        { party: 'self', total: 2, completed: 1 },
      ],
      by_kind: [
        { kind: 'skill', total: 7, completed: 4 },
        { kind: 'goal', total: 1, completed: 1 },
      ],
      by_department: [{ department: { id: w.department, name: 'Sales' }, total: 8, completed: 5 }],
    });
    // One pending each, by name: Cavid (coworker of Elvin done, self pending: 2 activated), Maryam (Elvin's skill and goal done, Cavid pending: 3).
    expect(pending(d)).toEqual([
      ['Cavid Coworker', 1, 2],
      ['Maryam Manager', 1, 3],
    ]);
    // The round is launched: those taking part are its evaluatees, Elvin (G1 60 + G2 40: ready) and Cavid (no goal).
    expect(d.goal_setting).toMatchObject({
      employees: 2,
      ready: 1,
      by_department: [{ department: { id: w.department, name: 'Sales' }, employees: 2, ready: 1 }],
      missing: [{ employee: { id: w.coworker.id, full_name: 'Cavid Coworker' }, goals: 0, weight_total: 0 }],
      missing_count: 1,
    });
    // Elvin's final 71.5555… (§4.12): Good, the one score of the round and of the period.
    expect(d.distribution.total).toBe(1);
    expect(d.distribution.grades.map((g: { response: string; count: number }) => [g.response, g.count])).toEqual([
      ['Low', 0],
      ['Good', 1],
      ['Excellent', 0],
    ]);
    expect(d.department_means).toEqual([{ department: { id: w.department, name: 'Sales' }, count: 1, mean: 71.56 }]);
    expect(d.trend.map((p: { count: number; mean: number }) => [p.count, p.mean])).toEqual([[1, 71.56]]);
    expect(d.next_step).toBeNull();
    const details = await w.company.call.get(DETAILS);
    expect(details.json()).toMatchObject({
      departments: 2,
      employees: { active: 5, terminated: 0 },
      evaluations: { total: 8, not_activated: 1, in_progress: 2, completed: 5, terminated: 0 },
      goals: { positional: 0, personal: 2 },
      competencies: 2,
    });
  });

  it('ranks Elvin with his five completed evaluations; Cavid’s self evaluation gives him a skill overall only', async () => {
    const before = (await w.company.call.get(TOP_TEN)).json();
    expect(before.top).toEqual([expect.objectContaining({ rank: 1, score: 71.56, grade: 'Good', evaluations: 5 })]);
    expect(before.bottom).toEqual(before.top);
    expect([before.counted, before.incomplete]).toEqual([1, 0]);

    const self = await findSelf();
    const saved = await w.coworker.call.put(`/api/wizard/skill-evaluation-result/${self.id}/`, {
      answers: [
        { skill_id: w.skills.a, rating: 4 },
        { skill_id: w.skills.b, rating: 4 },
      ],
      submit: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    try {
      const d = await dashboard();
      expect([d.progress.completed, pending(d)]).toEqual([6, [['Maryam Manager', 1, 3]]]);
      // Cavid now has a skill overall (80) but no goal overall: incomplete under the default rule, in both lists.
      const after = (await w.company.call.get(TOP_TEN)).json();
      expect([after.counted, after.incomplete]).toEqual([1, 1]);
      const skill = (await w.company.call.get(SKILL_TOP_TEN)).json();
      expect([skill.counted, skill.incomplete]).toEqual([1, 1]);
      expect((await w.company.call.get(DETAILS)).json().evaluations).toEqual({ total: 8, not_activated: 1, in_progress: 1, completed: 6, terminated: 0 });
    } finally {
      // Reopened, the round is as the other test reads it.
      const reopened = await w.company.call.post(`/api/wizard/evaluation/${self.id}/reopen/`, {});
      expect(reopened.statusCode, reopened.body).toBe(200);
    }
    expect(pending(await dashboard())).toEqual([
      ['Cavid Coworker', 1, 2],
      ['Maryam Manager', 1, 3],
    ]);
  });

  /** Cavid's self evaluation, found in the admin's list. */
  async function findSelf(): Promise<{ id: number }> {
    const res = await w.company.call.get(`/api/wizard/evaluation-list/?frequency_id=${w.round}&evaluator=${w.coworker.id}&evaluatee=${w.coworker.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json().results[0];
  }
});
