import { myDashboardSchema, type MyDashboard } from '@performa/contracts/api/dashboards';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { employees, evaluations, frequencies, goals, periods, projectSettings } from '../../src/db/schema.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEvaluation, setEvaluation, type Member } from '../helpers/evaluate.ts';
import { giveGoals } from '../helpers/evaluations.ts';
import { addDepartment } from '../helpers/factories.ts';
import { addMember, IN_ROUND, seedRatings, workedExample, type WorkedExample } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import type { Caller } from '../helpers/tenant.ts';

const URL = '/api/main/my-dashboard/';

/** The worked example's numbers (docs/product.md §4.12): final 71.56 (Good), skill overall 76.89, Accuracy 82.22, Bargaining 68.89, goal overall 68. */
const ELVINS_SCORES = ['71.56', '76.89', '82.22', '68.89'];

/**
 * The user dashboard (docs/product.md §7.9, main/my-dashboard/): the caller's evaluations to do, goals of the
 * current round with their progress, competencies of the newest round they may see, their direct reports, and
 * their department's top 10 where the project shows it; the release rule (§5.6) and anonymity (§5.9) hold.
 */
describe('the user dashboard (docs/product.md §7.9)', () => {
  let t: TestApp;
  let w: WorkedExample;

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
  }, 60_000);
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  async function dashboardOf(who: Caller): Promise<MyDashboard> {
    const res = await who.get(URL);
    expect(res.statusCode, res.body).toBe(200);
    return myDashboardSchema.parse(res.json());
  }
  const bodyOf = async (who: Member) => (await who.call.get(URL)).body;

  const release = (at: Date | null, round = w.round) => t.deps.db.update(frequencies).set({ releasedAt: at }).where(eq(frequencies.id, round));
  const settings = (projectId: number, values: Partial<typeof projectSettings.$inferInsert>) =>
    t.deps.db.update(projectSettings).set(values).where(eq(projectSettings.projectId, projectId));
  const showBefore = (on: boolean) => settings(w.scope.projectId, { showResultBeforeCalibration: on });
  const showTopTen = (on: boolean) => settings(w.scope.projectId, { showDepartmentTopTen: on });

  it('a caller without an employee record gets an empty dashboard with the current round, not an error', async () => {
    const body = await dashboardOf(w.company.call);
    expect(body).toEqual({
      employee: null,
      round: {
        id: w.round,
        name: 'Q1',
        start_date: '2026-01-01',
        end_date: '2026-12-31',
        period: { id: w.period.id, name: w.period.name },
        released_at: null,
        // The release rule of a person (§5.6): not released, not shown before calibration.
        visible: false,
        // 15 March to 31 December 2026.
        days_left: 291,
      },
      to_do: [],
      goals: [],
      competencies: null,
      team: [],
      department_top: null,
      department_top_tied: null,
    });
  });

  it('lists the evaluations to do, soonest end of round first, with the days left by the clock and whether they are started', async () => {
    const [bahar] = await t.deps.db.select().from(employees).where(eq(employees.id, w.bystander.id));
    const finance = bahar!.departmentId!;
    const tural = await addMember(t, w, { firstName: 'Tural', lastName: 'Tester', departmentId: finance });
    const xeyal = await addMember(t, w, { firstName: 'Xəyal', lastName: 'Other', departmentId: finance });
    const past = await addPeriod(t.deps, w.scope, ['Late'], { start: '2025-01-01', end: '2025-12-31' });
    const made: number[] = [];
    const add = async (input: Parameters<typeof addEvaluation>[2]) => {
      const row = await addEvaluation(t.deps, w.scope, input);
      made.push(row.id);
      return row;
    };
    try {
      const started = await add({ frequencyId: w.round, evaluateeId: w.bystander.id, evaluatorId: tural.id, party: 'coworker' });
      await setEvaluation(t.deps, started.id, { savedAt: new Date() });
      const late = await add({ frequencyId: past.rounds[0]!.id, evaluateeId: w.bystander.id, evaluatorId: tural.id, kind: 'goal' });
      // Terminated, not activated and completed evaluations are not to do.
      await add({ frequencyId: w.round, evaluateeId: w.bystander.id, evaluatorId: tural.id, kind: 'goal', terminated: true });
      await add({ frequencyId: w.round, evaluateeId: xeyal.id, evaluatorId: tural.id, active: false });
      await add({ frequencyId: w.round, evaluateeId: xeyal.id, evaluatorId: tural.id, kind: 'goal', completed: true });
      // Someone else's evaluation is not Tural's.
      await add({ frequencyId: w.round, evaluateeId: tural.id, evaluatorId: xeyal.id });

      const listed = (body: MyDashboard) => body.to_do.map((e) => [e.id, e.kind, e.party, e.evaluatee.id, e.round.id, e.days_left, e.started]);
      // 31 December 2025 is 74 days before 15 March 2026.
      expect(listed(await dashboardOf(tural.call))).toEqual([
        [late.id, 'goal', 'manager', w.bystander.id, past.rounds[0]!.id, -74, false],
        [started.id, 'skill', 'coworker', w.bystander.id, w.round, 291, true],
      ]);
      expect((await dashboardOf(tural.call)).to_do[1]!.evaluatee).toMatchObject({ full_name: 'Bahar Bystander', department: { id: finance } });
      expect((await dashboardOf(xeyal.call)).to_do.map((e) => e.evaluatee.id)).toEqual([tural.id]);

      t.deps.clock.now = () => new Date('2026-12-31T20:00:00Z');
      const lastDay = await dashboardOf(tural.call);
      expect(lastDay.to_do.map((e) => e.days_left)).toEqual([-365, 0]);
      expect(lastDay.round).toMatchObject({ id: w.round, days_left: 0 });
      t.deps.clock.now = () => new Date('2027-01-02T08:00:00Z');
      // No period holds the day: the newest one and its latest started round, two days over.
      const after = await dashboardOf(tural.call);
      expect(after.to_do.map((e) => e.days_left)).toEqual([-367, -2]);
      expect(after.round).toMatchObject({ id: w.round, days_left: -2 });

      // Completing it takes it off the list.
      await setEvaluation(t.deps, started.id, { completedAt: new Date() });
      expect((await dashboardOf(tural.call)).to_do.map((e) => e.id)).toEqual([late.id]);
    } finally {
      await t.deps.db.delete(evaluations).where(inArray(evaluations.id, made));
    }
  });

  it('shows the goals of the current round with their progress: actual ÷ target, or target ÷ actual when lower is better', async () => {
    const elvin = await dashboardOf(w.evaluatee.call);
    expect(elvin.goals).toEqual([
      { id: w.goals.g1, name: 'G1 Revenue', weight: 60, is_numerical: true, is_positive: true, target: 100, actual: 80, progress: 80 },
      { id: w.goals.g2, name: 'G2 Complaints', weight: 40, is_numerical: true, is_positive: false, target: 10, actual: 20, progress: 50 },
    ]);

    const nigar = await addMember(t, w, { firstName: 'Nigar', lastName: 'Goals', departmentId: w.department });
    const other = await addPeriod(t.deps, w.scope, ['Elsewhere'], { start: '2024-01-01', end: '2024-12-31' });
    const [higher, lower, noActual, zeroTarget, ofTheRound] = await giveGoals(t.deps, w.scope, nigar.id, w.period.id, [30, 20, 20, 10, 20]);
    const [otherPeriod] = await giveGoals(t.deps, w.scope, nigar.id, other.id, [100]);
    const set = (id: number, values: Partial<typeof goals.$inferInsert>) => t.deps.db.update(goals).set(values).where(eq(goals.id, id));
    await set(higher!.id, { target: 3, actual: 2 });
    await set(lower!.id, { target: 3, actual: 7, isPositive: false });
    await set(zeroTarget!.id, { target: 0, actual: 5 });
    await set(ofTheRound!.id, { frequencyId: w.round, target: 50, actual: 150 });
    await set(otherPeriod!.id, { actual: 90 });
    const body = await dashboardOf(nigar.call);
    // Goals of every round first, then the round's own; rounded to 2 decimals; no cap (not the score of rule 2).
    expect(body.goals.map((g) => [g.id, g.target, g.actual, g.is_positive, g.progress])).toEqual([
      [higher!.id, 3, 2, true, 66.67],
      [lower!.id, 3, 7, false, 42.86],
      [noActual!.id, 100, null, true, null],
      [zeroTarget!.id, 0, 5, true, null],
      [ofTheRound!.id, 50, 150, true, 300],
    ]);
    await t.deps.db.delete(goals).where(eq(goals.employeeId, nigar.id));
  });

  it('shows the competencies against their norms only once the round may be seen: released, or shown before calibration', async () => {
    const competencies = async () => (await dashboardOf(w.evaluatee.call)).competencies;
    const expected = {
      round: { id: w.round, name: 'Q1', start_date: '2026-01-01', end_date: '2026-12-31', period: { id: w.period.id, name: w.period.name } },
      lines: [
        { id: w.skills.a, name: 'Accuracy', score: 82.22, norm_score: 60 },
        { id: w.skills.b, name: 'Bargaining', score: 68.89, norm_score: 60 },
      ],
    };
    expect(await competencies()).toBeNull();
    expect((await dashboardOf(w.evaluatee.call)).round).toMatchObject({ id: w.round, visible: false });
    await release(new Date());
    try {
      expect(await competencies()).toEqual(expected);
      expect((await dashboardOf(w.evaluatee.call)).round).toMatchObject({ id: w.round, visible: true });
      // The same scores as the employee's card.
      const card = (await w.evaluatee.call.get(`/api/wizard/performance-card/?employee=${w.evaluatee.id}&period=${w.period.id}`)).json();
      expect(card.skills.map((s: { rounds: Array<{ score: number }> }) => s.rounds[0]!.score)).toEqual([82.22, 68.89]);
    } finally {
      await release(null);
    }
    expect(await competencies()).toBeNull();
    await showBefore(true);
    try {
      expect(await competencies()).toEqual(expected);
    } finally {
      await showBefore(false);
    }
    // Someone without skill results has none.
    expect((await dashboardOf(w.manager.call)).competencies).toBeNull();
  });

  it('shows the competencies of the newest round the employee may see, not of a newer round still hidden', async () => {
    const next = await addPeriod(t.deps, w.scope, ['Q-next'], { start: '2027-01-01', end: '2027-12-31' });
    const made = await seedRatings(t, w, next.rounds[0]!.id, w.evaluatee.id, [{ evaluator: w.manager.id, party: 'manager', a: 1, b: 1 }]);
    await release(new Date());
    try {
      expect((await dashboardOf(w.evaluatee.call)).competencies?.round.id).toBe(w.round);
      await release(new Date(), next.rounds[0]!.id);
      expect((await dashboardOf(w.evaluatee.call)).competencies).toMatchObject({
        round: { id: next.rounds[0]!.id },
        lines: [{ score: 20 }, { score: 20 }],
      });
    } finally {
      await release(null);
      await t.deps.db.delete(evaluations).where(
        inArray(
          evaluations.id,
          made.map((r) => r.id),
        ),
      );
      await t.deps.db.delete(periods).where(eq(periods.id, next.id));
    }
  });

  it('shows a manager their direct reports: what each has to do, how far their own evaluations are, and their score once the manager may see it', async () => {
    // One more evaluation for Cavid to do in the round, and one in another round (not counted).
    const past = await addPeriod(t.deps, w.scope, ['Before'], { start: '2023-01-01', end: '2023-12-31' });
    const extra = [
      await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: w.coworker2.id, evaluatorId: w.coworker.id, party: 'coworker' }),
      await addEvaluation(t.deps, w.scope, { frequencyId: past.rounds[0]!.id, evaluateeId: w.coworker2.id, evaluatorId: w.coworker.id, party: 'coworker' }),
      await addEvaluation(t.deps, w.scope, {
        frequencyId: w.round,
        evaluateeId: w.coworker2.id,
        evaluatorId: w.coworker.id,
        kind: 'goal',
        party: 'coworker',
        active: false,
      }),
    ];
    // The engine keeps each evaluatee's counts as every write of an evaluation does (ADR 23).
    const recount = () => recomputeResults(t.deps.db, { projectId: w.scope.projectId, employeeIds: [w.coworker2.id] });
    await recount();
    const team = async () =>
      (await dashboardOf(w.manager.call)).team.map((m) => [m.employee.full_name, m.to_do, m.done, m.evaluated, m.score, m.grade, m.card_period_id]);
    try {
      // Elvin's own evaluations: four skill and one goal evaluation, all completed; Şəbnəm's two of the round, one not
      // yet activated. Scores hidden before release.
      const before = [
        ['Cavid Coworker', 1, 1, { done: 0, total: 0 }, null, null, null],
        ['Elvin Evaluatee', 0, 1, { done: 5, total: 5 }, null, null, null],
        ['Şəbnəm Əliyeva', 0, 1, { done: 0, total: 2 }, null, null, null],
      ];
      expect(await team()).toEqual(before);
      await release(new Date());
      try {
        expect(await team()).toEqual([
          ['Cavid Coworker', 1, 1, { done: 0, total: 0 }, null, null, w.period.id],
          ['Elvin Evaluatee', 0, 1, { done: 5, total: 5 }, 71.56, 'Good', w.period.id],
          ['Şəbnəm Əliyeva', 0, 1, { done: 0, total: 2 }, null, null, w.period.id],
        ]);
        const elvin = (await dashboardOf(w.manager.call)).team[1]!.employee;
        expect(elvin).toMatchObject({ id: w.evaluatee.id, position: { id: w.position }, department: { id: w.department } });
      } finally {
        await release(null);
      }
      expect(await team()).toEqual(before);
      await showBefore(true);
      try {
        expect((await team())[1]).toEqual(['Elvin Evaluatee', 0, 1, { done: 5, total: 5 }, 71.56, 'Good', w.period.id]);
      } finally {
        await showBefore(false);
      }
      // Only direct reports: Elvin has none, and Cavid's reports are not Maryam's.
      expect((await dashboardOf(w.evaluatee.call)).team).toEqual([]);
    } finally {
      await t.deps.db.delete(evaluations).where(
        inArray(
          evaluations.id,
          extra.map((e) => e.id),
        ),
      );
      await recount();
    }
  });

  it('the card link points at the newest period with a visible result while the current round is hidden; a terminated report leaves the team', async () => {
    // A newer period without results becomes the current one: its round is hidden, the card stays the released period's.
    const next = await addPeriod(t.deps, w.scope, ['Q-later'], { start: '2026-01-01', end: '2026-12-31' });
    const elvin = async () => (await dashboardOf(w.manager.call)).team.find((m) => m.employee.id === w.evaluatee.id);
    try {
      expect((await dashboardOf(w.manager.call)).round?.id).toBe(next.rounds[0]!.id);
      expect(await elvin()).toMatchObject({ score: null, grade: null, card_period_id: null, evaluated: { done: 0, total: 0 } });
      await release(new Date());
      expect(await elvin()).toMatchObject({ score: null, grade: null, card_period_id: w.period.id, evaluated: { done: 0, total: 0 } });
      await release(new Date(), next.rounds[0]!.id);
      // The current round is visible: its period's card, even before anything is scored there.
      expect(await elvin()).toMatchObject({ score: null, card_period_id: next.id });
    } finally {
      await release(null);
      await t.deps.db.delete(periods).where(eq(periods.id, next.id));
    }
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, w.coworker2.id));
    try {
      expect((await dashboardOf(w.manager.call)).team.map((m) => m.employee.id)).toEqual([w.coworker.id, w.evaluatee.id]);
    } finally {
      await t.deps.db.update(employees).set({ status: 'active' }).where(eq(employees.id, w.coworker2.id));
    }
  });

  it('a user never reads a coworker’s score of a round that is not released, anywhere in the answer', async () => {
    await showTopTen(true);
    try {
      for (const who of [w.coworker, w.coworker2, w.bystander, w.manager, w.evaluatee]) {
        const body = await bodyOf(who);
        for (const score of ELVINS_SCORES) expect(body.includes(score), `${score} in ${body}`).toBe(false);
      }
      // Shown before calibration: the employee and the manager see them (§5.6); no one else, not through the top 10.
      await showBefore(true);
      try {
        for (const who of [w.coworker, w.coworker2, w.bystander]) {
          const body = await bodyOf(who);
          for (const score of ELVINS_SCORES) expect(body.includes(score), `${score} in ${body}`).toBe(false);
          expect(JSON.parse(body).department_top).toEqual([]);
        }
        expect(await bodyOf(w.manager)).toContain('71.56');
        expect(await bodyOf(w.evaluatee)).toContain('82.22');
      } finally {
        await showBefore(false);
      }
      // Released: the top 10 of the department shows Elvin's score to his department, and only there.
      await release(new Date());
      try {
        const coworker = await dashboardOf(w.coworker.call);
        expect(coworker.department_top?.map((r) => [r.employee.id, r.score])).toEqual([[w.evaluatee.id, 71.56]]);
        expect(JSON.stringify({ ...coworker, department_top: null })).not.toContain('71.56');
      } finally {
        await release(null);
      }
    } finally {
      await showTopTen(false);
    }
  });

  it('shows the top 10 of the caller’s top-level department with its subtree, only where the project shows it', async () => {
    const field = await addDepartment(t.deps, w.scope, 'Field', w.department);
    const deep = await addDepartment(t.deps, w.scope, 'Far field', field.id);
    const fieldWorker = await addMember(t, w, { firstName: 'Fərid', lastName: 'Field', departmentId: field.id, subDepartmentId: deep.id });
    const nowhere = await addMember(t, w, { firstName: 'Nuray', lastName: 'Nowhere' });
    await release(new Date());
    try {
      // Off by default.
      for (const who of [w.coworker, fieldWorker, w.bystander]) expect((await dashboardOf(who.call)).department_top).toBeNull();
      await showTopTen(true);
      const row = {
        rank: 1,
        employee: {
          id: w.evaluatee.id,
          full_name: 'Elvin Evaluatee',
          position: { id: w.position, name: 'Seller' },
          department: { id: w.department, name: 'Sales' },
        },
        score: 71.56,
        grade: 'Good',
        evaluations: 5,
      };
      expect((await dashboardOf(w.coworker.call)).department_top).toMatchObject([row]);
      // Two levels below Sales: the whole of Sales.
      expect((await dashboardOf(fieldWorker.call)).department_top).toMatchObject([row]);
      // Finance has no one ranked; someone in no department has no department to rank.
      expect((await dashboardOf(w.bystander.call)).department_top).toEqual([]);
      expect((await dashboardOf(nowhere.call)).department_top).toBeNull();
      await release(null);
      // No round released: nothing to show yet.
      expect((await dashboardOf(w.coworker.call)).department_top).toEqual([]);
    } finally {
      await release(null);
      await showTopTen(false);
    }
  });

  describe('with another company', () => {
    let w2: WorkedExample;

    beforeAll(async () => {
      w2 = await workedExample(t);
    }, 60_000);

    it('the top 10 comes from the newest released round, never a newer one not released, and never from another company', async () => {
      // Company 2: its round released, a newer round (not released) in which Cavid would lead the ranking.
      await release(new Date(), w2.round);
      await settings(w2.scope.projectId, { showDepartmentTopTen: true, rankingRule: 'final_score' });
      const next = await addPeriod(t.deps, w2.scope, ['Q-next'], { start: '2027-01-01', end: '2027-12-31' });
      await seedRatings(t, w2, next.rounds[0]!.id, w2.coworker.id, [{ evaluator: w2.manager.id, party: 'manager', a: 5, b: 5 }]);
      await settings(w2.scope.projectId, { showResultBeforeCalibration: true });
      expect((await dashboardOf(w2.evaluatee.call)).department_top?.map((r) => [r.employee.id, r.score])).toEqual([[w2.evaluatee.id, 71.56]]);
      await release(new Date(), next.rounds[0]!.id);
      expect((await dashboardOf(w2.evaluatee.call)).department_top?.map((r) => r.employee.id)).toEqual([w2.coworker.id]);

      // Company 1 shows its own only, whatever company 2 shows.
      await release(new Date());
      await showTopTen(true);
      try {
        const mine = await dashboardOf(w.coworker.call);
        expect(mine.department_top?.map((r) => r.employee.id)).toEqual([w.evaluatee.id]);
        const manager = await dashboardOf(w.manager.call);
        expect(manager.team.map((m) => m.employee.id).sort()).toEqual([w.evaluatee.id, w.coworker.id, w.coworker2.id].sort());
        const ids = new Set([w2.evaluatee.id, w2.coworker.id, w2.coworker2.id, w2.manager.id, w2.bystander.id]);
        for (const body of [mine, manager]) {
          expect(body.department_top?.some((r) => ids.has(r.employee.id))).toBe(false);
          expect(body.team.some((m) => ids.has(m.employee.id))).toBe(false);
          expect(body.to_do.some((e) => ids.has(e.evaluatee.id))).toBe(false);
        }
        // Another company's project is not found (X-Project-Id of company 2 with a token of company 1).
        expect((await w2.company.as(w.coworker.token, w2.scope.projectId).get(URL)).statusCode).toBe(404);
        expect((await w.company.as(w.coworker.token, w2.scope.projectId).get(URL)).statusCode).toBe(404);
      } finally {
        await release(null);
        await showTopTen(false);
      }
    });
  });
});
