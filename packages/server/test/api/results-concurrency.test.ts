import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lockResults, retriedTransaction } from '../../src/db/locks.ts';
import { rowsOf } from '../../src/db/raw.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { SAVE_ATTEMPTS } from '../../src/services/evaluations/save.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { team, type Member, type Team } from '../helpers/evaluate.ts';
import { createEvaluations, giveGoals } from '../helpers/evaluations.ts';
import { addMember, IN_ROUND, staleSums } from '../helpers/results.ts';
import { holdStatements } from '../helpers/statement-count.ts';

/**
 * Writes that move results, at the same time (ADR 24, amendment of 2026-11-27): every one succeeds, and what is
 * stored afterwards (each party's sums, the round scores) is what a recompute from the answers gives. On PostgreSQL
 * the requests run on separate connections and their transactions overlap; on PGlite (one connection) they queue,
 * and the same assertions hold.
 */

type Party = 'manager' | 'coworker' | 'subworker' | 'self';

describe('concurrent writes that move results (docs/product.md §4, §5.5)', () => {
  let t: TestApp;
  let w: Team;
  let batch = 0;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    w = await team(t);
    const weights = await w.company.call.put('/api/wizard/skill-party/', { manager: 0.4, coworker: 0.3, subworker: 0.2, self: 0.1 });
    expect(weights.statusCode, weights.body).toBe(200);
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  /** The stored round scores of the project, without their time stamps. */
  const storedResults = () =>
    rowsOf(
      t.deps.db,
      sql`select frequency_id, employee_id, goal_overall, skill_overall, final_score, calibrated_score, calibrated_box,
          skill_done, skill_total, goal_done, goal_total
        from evaluation_results where project_id = ${w.scope.projectId} order by frequency_id, employee_id`,
    );

  /** The sums equal those of the counted answers, and the scores those of a whole recompute in a fresh transaction. */
  const expectFresh = async () => {
    expect(await staleSums(t, w.scope.projectId)).toEqual([]);
    const stored = await storedResults();
    await t.deps.db.transaction((tx) => recomputeResults(tx, { projectId: w.scope.projectId }));
    expect(await storedResults()).toEqual(stored);
    return stored;
  };

  /** Four new evaluatees (on the team's position: competencies A and B) and four new evaluators, each evaluating each. */
  const grid = async () => {
    batch += 1;
    const person = (role: string, i: number) =>
      addMember(t, w, { firstName: `${role}${batch}`, lastName: `N${i}`, departmentId: w.department, positionId: w.position, reportToId: w.manager.id });
    const evaluatees: Member[] = [];
    const evaluators: Member[] = [];
    for (let i = 0; i < 4; i++) evaluatees.push(await person('Evaluatee', i));
    for (let i = 0; i < 4; i++) evaluators.push(await person('Rater', i));
    const parties: Party[] = ['manager', 'coworker', 'coworker', 'subworker'];
    const rows = await createEvaluations(
      t.deps,
      w.scope,
      w.round,
      evaluatees.flatMap((evaluatee) =>
        evaluators.map((evaluator, j) => ({ evaluateeId: evaluatee.id, evaluatorId: evaluator.id, party: parties[j], activated: true })),
      ),
    );
    // Each evaluation with its evaluator's caller and ratings that differ per evaluation.
    const submissions = rows.map((row, k) => ({
      id: row.id,
      evaluateeId: row.evaluateeId,
      evaluator: evaluators[k % 4]!,
      a: 1 + (k % 5),
      b: 1 + ((k * 3) % 5),
    }));
    return { evaluatees, evaluators, submissions };
  };

  const submit = (s: { id: number; evaluator: Member; a: number; b: number }) =>
    s.evaluator.call.put(`/api/wizard/skill-evaluation-result/${s.id}/`, {
      answers: [
        { skill_id: w.skills.a, rating: s.a },
        { skill_id: w.skills.b, rating: s.b },
      ],
      memo: '',
      submit: true,
    });

  const statuses = (answers: Array<{ statusCode: number; body: string }>) => answers.map((r) => (r.statusCode === 200 ? 200 : `${r.statusCode} ${r.body}`));

  it('16 evaluators submit 4 × 4 evaluations at once: every submission succeeds and every score counts all of them', async () => {
    const { evaluatees, submissions } = await grid();
    const answers = await Promise.all(submissions.map(submit));
    expect(statuses(answers)).toEqual(submissions.map(() => 200));

    const stored = (await expectFresh()) as Array<{ employee_id: number; skill_done: number; skill_total: number; skill_overall: number | null }>;
    for (const evaluatee of evaluatees) {
      const row = stored.find((r) => Number(r.employee_id) === evaluatee.id);
      expect(row).toMatchObject({ skill_done: 4, skill_total: 4 });
      expect(row!.skill_overall).not.toBeNull();
    }
    // Each party's sums hold every evaluator's rating: 4 ratings per evaluatee and competency.
    const [counts] = await rowsOf<{ n: number }>(
      t.deps.db,
      sql`select coalesce(sum(n_manager + n_coworker + n_subworker + n_self), 0)::int as n from skill_party_sums
        where employee_id = any(${`{${evaluatees.map((e) => e.id).join(',')}}`}::int[])`,
    );
    expect(Number(counts!.n)).toBe(4 * 4 * 2);
  });

  it('submissions racing changes of the project’s party weights (a whole-project recompute): all succeed, none is left out', async () => {
    const { submissions } = await grid();
    const weights = [
      { manager: 0.4, coworker: 0.3, subworker: 0.2, self: 0.1 },
      { manager: 0.7, coworker: 0.1, subworker: 0.1, self: 0.1 },
      { manager: 0.25, coworker: 0.25, subworker: 0.25, self: 0.25 },
      { manager: 0.5, coworker: 0.3, subworker: 0.1, self: 0.1 },
    ];
    const changes = weights.map((body) => w.company.call.put('/api/wizard/skill-party/', body));
    const answers = await Promise.all([...submissions.map(submit), ...changes]);
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    await expectFresh();
  });

  it('submissions racing terminations and reactivations of other evaluations of the same people: all succeed, the scores follow', async () => {
    const { submissions } = await grid();
    // Half are submitted while the other half are terminated (some of them reactivated) in other requests.
    const submitted = submissions.filter((_, k) => k % 2 === 0);
    const others = submissions.filter((_, k) => k % 2 === 1).map((s) => s.id);
    const card = (action: 'terminate' | 'reactivate', ids: number[]) =>
      w.company.call.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action, ids });
    const answers = await Promise.all([
      ...submitted.map(submit),
      card('terminate', others.slice(0, 4)),
      card('terminate', others.slice(4)),
      card('terminate', others.slice(2, 6)).then(() => card('reactivate', others.slice(3, 5))),
    ]);
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    await expectFresh();
  });

  it('submissions racing changes of the same evaluatees’ goal actuals (their goal evaluations completed): all succeed, the scores follow', async () => {
    const { evaluatees, submissions } = await grid();
    await createEvaluations(
      t.deps,
      w.scope,
      w.round,
      evaluatees.map((e) => ({
        evaluateeId: e.id,
        evaluatorId: w.manager.id,
        party: 'manager' as const,
        kind: 'goal' as const,
        activated: true,
        completed: true,
      })),
    );
    const goals = (await Promise.all(evaluatees.map((e) => giveGoals(t.deps, w.scope, e.id, w.period.id, [100])))).flat();
    const actual = (goal: (typeof goals)[number], value: number) =>
      w.company.call.put(`/api/goals/personal-goals/${goal.id}/`, {
        name: goal.name,
        weight: 100,
        is_numerical: true,
        target: 100,
        is_positive: true,
        actual: value,
        frequency_id: null,
      });
    const answers = await Promise.all([...submissions.map(submit), ...goals.flatMap((g) => [actual(g, 50), actual(g, 70)])]);
    expect(statuses(answers)).toEqual(answers.map(() => 200));
    const stored = (await expectFresh()) as Array<{ employee_id: number; goal_overall: number | null }>;
    for (const evaluatee of evaluatees) expect([50, 70]).toContain(stored.find((r) => Number(r.employee_id) === evaluatee.id)!.goal_overall);
  });

  /** Holds each save's stamp (save.ts) whose memo is `memo`, sent on the pool outside a transaction (a draft's). */
  const holdStamps = (app: TestApp, memo: string) =>
    holdStatements(app.database, (text, values) => text.trimStart().startsWith('with stamped') && values.includes(memo));

  /** The stored answers of an evaluation by competency: rating, or null for "not applicable". */
  const storedAnswers = async (id: number) =>
    Object.fromEntries(
      (await rowsOf<{ skill_id: number; rating: number | null }>(t.deps.db, sql`select skill_id, rating from skill_answers where evaluation_id = ${id}`)).map(
        (r) => [r.skill_id, r.rating === null ? null : Number(r.rating)],
      ),
    );
  const draft = (s: { id: number; evaluator: Member }, memo: string, answers: Array<{ skill_id: number; rating: number }>) =>
    s.evaluator.call.put(`/api/wizard/skill-evaluation-result/${s.id}/`, { answers, memo, submit: false });
  const ratingOf = (form: { skills: Array<{ id: number; answer: { rating: number | null } | null }> }, skill: number) =>
    form.skills.find((k) => k.id === skill)?.answer?.rating ?? null;

  describe('saves of one evaluation at the same time (ADR 44: a save writes only over the version it read)', () => {
    it('a draft that read the evaluation before its submission tries again, is refused as completed, and changes nothing', async () => {
      const [s] = (await grid()).submissions;
      const held = holdStamps(t, 'late draft');
      const late = draft(s!, 'late draft', [{ skill_id: w.skills.a, rating: 5 }]);
      await held.reached();
      const submitted = await submit(s!);
      expect(submitted.statusCode, submitted.body).toBe(200);
      held.pass();
      const refused = await late;
      held.stop();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({ code: 'evaluation_completed' });
      expect(await storedAnswers(s!.id)).toEqual({ [w.skills.a]: s!.a, [w.skills.b]: s!.b });
      expect(await staleSums(t, w.scope.projectId)).toEqual([]);
    });

    it('a draft that read the form before another save of it reads it again: both land, and its answer shows both', async () => {
      const [s] = (await grid()).submissions;
      const held = holdStamps(t, 'first');
      const first = draft(s!, 'first', [{ skill_id: w.skills.a, rating: 2 }]);
      await held.reached();
      const second = await draft(s!, 'second', [{ skill_id: w.skills.b, rating: 3 }]);
      expect(second.statusCode, second.body).toBe(200);
      held.pass();
      // Its stamp found another version: it read the form again and stamps again.
      await held.reached();
      held.stop();
      const landed = await first;
      expect(landed.statusCode, landed.body).toBe(200);
      const form = landed.json();
      expect([form.memo, ratingOf(form, w.skills.a), ratingOf(form, w.skills.b)]).toEqual(['first', 2, 3]);
      expect(await storedAnswers(s!.id)).toEqual({ [w.skills.a]: 2, [w.skills.b]: 3 });
      expect(held.count()).toBe(2);
    });

    it(`a save that finds the evaluation changed ${SAVE_ATTEMPTS} times gives up with a conflict and writes nothing`, async () => {
      const [s] = (await grid()).submissions;
      const held = holdStamps(t, 'unlucky');
      const unlucky = draft(s!, 'unlucky', [{ skill_id: w.skills.a, rating: 4 }]);
      for (let i = 1; i <= SAVE_ATTEMPTS; i++) {
        await held.reached();
        const other = await draft(s!, `other ${i}`, [{ skill_id: w.skills.b, rating: i }]);
        expect(other.statusCode, other.body).toBe(200);
        held.pass();
      }
      const refused = await unlucky;
      held.stop();
      expect(refused.statusCode, refused.body).toBe(409);
      expect(refused.json()).toMatchObject({
        code: 'evaluation_changed',
        detail: 'This evaluation was changed while you were saving it. Open it again and save once more.',
      });
      expect(await storedAnswers(s!.id)).toEqual({ [w.skills.b]: SAVE_ATTEMPTS });
      const [row] = await rowsOf<{ memo: string }>(t.deps.db, sql`select memo from evaluations where id = ${s!.id}`);
      expect(row!.memo).toBe(`other ${SAVE_ATTEMPTS}`);
    });
  });

  it('a transaction that loses a deadlock is run again, once the other one is through (db/locks.ts)', async () => {
    // An error with a deadlock's code, then success: run twice. Any other error: run once.
    let attempts = 0;
    const value = await retriedTransaction(t.deps.db, async (tx) => {
      attempts += 1;
      await tx.execute(sql`select 1`);
      if (attempts === 1) throw Object.assign(new Error('deadlock detected'), { code: '40P01' });
      return 'done';
    });
    expect([value, attempts]).toEqual(['done', 2]);
    let failing = 0;
    const refused = retriedTransaction(t.deps.db, async () => {
      failing += 1;
      throw new Error('not a lock conflict');
    });
    await expect(refused).rejects.toThrow('not a lock conflict');
    expect(failing).toBe(1);
    // PGlite runs one transaction at a time: two of them never wait for each other there.
    if (t.database.kind !== 'postgres') return;

    // Two transactions take the results locks of two evaluatees in opposite orders: PostgreSQL aborts one of them (after
    // deadlock_timeout), which runs again after the other has committed. Both succeed.
    const [x, y] = [w.evaluatee.id, w.coworker.id];
    let holding = 0;
    let bothHold!: () => void;
    const barrier = new Promise<void>((resolve) => (bothHold = resolve));
    const cross = async (first: number, second: number) => {
      let runs = 0;
      await retriedTransaction(t.deps.db, async (tx) => {
        runs += 1;
        await lockResults(tx, w.scope.projectId, [first]);
        holding += 1;
        if (holding === 2) bothHold();
        await barrier;
        await lockResults(tx, w.scope.projectId, [second]);
      });
      return runs;
    };
    const runs = await Promise.all([cross(x, y), cross(y, x)]);
    expect(runs.sort()).toEqual([1, 2]);
  });
});
