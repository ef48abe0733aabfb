import { randomUUID } from 'node:crypto';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { goals, subGoals, surveyQuestions } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEvaluation, team, type Team } from '../helpers/evaluate.ts';
import { addEmployee } from '../helpers/factories.ts';
import { addTemplate } from '../helpers/setup.ts';
import { COUNTED_APP_ENV, countStatements, type StatementCounter } from '../helpers/statement-count.ts';

const skillForm = (id: number) => `/api/wizard/skill-evaluation-result/${id}/`;
const goalForm = (id: number) => `/api/goals/goals-evaluation/${id}/`;

/**
 * The write path of the evaluator's forms (docs/product.md §5.5): a draft save and a submission of each kind
 * cost a bounded number of statements, the whole request counted at the driver (the caller's check, the
 * project's settings, BEGIN and COMMIT where a recompute follows, the read of the form, the writes, the
 * recompute of §5.6), and the answer of the save is the form as a fresh read returns it after the save. Under 50
 * clients a draft save spent most of its time on round trips to the database; it read the whole form before its
 * write and again after it (17 statements for a skill draft, 26 for its submission, 37 and 38 for a goal form),
 * and counted the API rate limit in the database (one statement each, until ADR 39: the rate limit is on here and
 * sends its batches never while the test runs). The project's settings come with the caller's statement (one fewer
 * on every read and save of a form). Since ADR 44 a save reads without a lock and writes in one statement, a skill
 * draft with no transaction around it (8 → 6; a submission 14 → 11 with the steps of the recompute in fewer statements).
 * Since ADR 47 a skill form's content comes in its row's statement (a read 5 → 2, a draft 6 → 3), and a submission locks
 * its evaluatee's recompute in its stamp (11 → 7: the caller, the form, BEGIN, the stamp, the sums, the results,
 * COMMIT). A bound that grows is a statement added to every save of every evaluator.
 */
const BOUNDS = { skillRead: 2, skillDraft: 3, skillSubmit: 7, goalDraft: 12, goalSubmit: 12 };

/** The plan setting of every connection of an app's pool, and the plans their named statements were run with (pg_prepared_statements). */
async function plansOfPool(app: TestApp): Promise<{ modes: string[]; custom: number; generic: number }> {
  const pool = (app.database.db as unknown as { $client: pg.Pool }).$client;
  const clients = await Promise.all(Array.from({ length: pool.totalCount }, () => pool.connect()));
  try {
    const rows = await Promise.all(
      clients.map(
        async (client) =>
          (
            await client.query<{ mode: string; custom: number; generic: number }>(
              `select current_setting('plan_cache_mode') as mode, coalesce(sum(custom_plans), 0)::int as custom,
                coalesce(sum(generic_plans), 0)::int as generic from pg_prepared_statements`,
            )
          ).rows[0]!,
      ),
    );
    return {
      modes: [...new Set(rows.map((r) => r.mode))],
      custom: rows.reduce((sum, r) => sum + r.custom, 0),
      generic: rows.reduce((sum, r) => sum + r.generic, 0),
    };
  } finally {
    for (const client of clients) client.release();
  }
}

/** The statements as a failure shows them: their beginnings, in order. */
const listed = (statements: readonly string[]) => statements.map((s) => s.slice(0, 100)).join('\n');

describe('the write path of the evaluation forms: statements per save (docs/product.md §5.5, §5.6)', () => {
  let t: TestApp;
  let w: Team;
  let counter: StatementCounter;

  beforeAll(async () => {
    t = await createTestApp(COUNTED_APP_ENV);
    w = await team(t);
    counter = countStatements(t.database);
  });
  beforeEach(() => {
    t.deps.clock.now = () => new Date('2026-03-15T10:00:00Z');
  });
  afterAll(async () => {
    counter.stop();
    await t.close();
  });

  it('a skill form: a draft save and a submission within their bounds, each answering the form as a fresh read shows it', async () => {
    const [question] = await t.deps.db
      .insert(surveyQuestions)
      .values({ ...w.scope, question: 'Would you work with them again?', options: ['Yes', 'No'], position: 1 })
      .returning();
    const evaluation = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: w.evaluatee.id, evaluatorId: w.manager.id });

    const draft = await counter.during(() =>
      w.manager.call.put(skillForm(evaluation.id), {
        answers: [{ skill_id: w.skills.a, rating: 4, comment: 'Careful with figures' }],
        survey: [{ question_id: question!.id, answer: 'Yes' }],
        memo: 'Half done',
      }),
    );
    expect(draft.result.statusCode, draft.result.body).toBe(200);
    expect(draft.statements.length, listed(draft.statements)).toBeLessThanOrEqual(BOUNDS.skillDraft);
    // The form as its evaluator opens it: the caller, then the evaluation, its scale, competencies and survey side by side.
    const read = await counter.during(() => w.manager.call.get(skillForm(evaluation.id)));
    expect(read.statements.length, listed(read.statements)).toBeLessThanOrEqual(BOUNDS.skillRead);
    expect(draft.result.json()).toEqual(read.result.json());

    const submit = await counter.during(() =>
      w.manager.call.put(skillForm(evaluation.id), { answers: [{ skill_id: w.skills.b, not_applicable: true, comment: 'Not in this role' }], submit: true }),
    );
    expect(submit.result.statusCode, submit.result.body).toBe(200);
    expect(submit.statements.length, listed(submit.statements)).toBeLessThanOrEqual(BOUNDS.skillSubmit);
    const after = submit.result.json();
    expect(after).toMatchObject({ editable: false, memo: 'Half done', evaluation: { completed: true } });
    expect(after).toEqual((await w.manager.call.get(skillForm(evaluation.id))).json());
  });

  it('on PostgreSQL the hot statements of a save go named, planned once per connection; on no other database, nor with DATABASE_PREPARED_STATEMENTS=off (ADR 45)', async () => {
    const submitted = async (app: TestApp, team: Team, count: StatementCounter) => {
      const evaluation = await addEvaluation(app.deps, team.scope, {
        frequencyId: team.round,
        evaluateeId: team.evaluatee.id,
        evaluatorId: team.coworker.id,
        party: 'coworker',
      });
      const from = count.named.length;
      const answers = [
        { skill_id: team.skills.a, rating: 3 },
        { skill_id: team.skills.b, rating: 4 },
      ];
      const submit = await team.coworker.call.put(skillForm(evaluation.id), { answers, submit: true });
      expect(submit.statusCode, submit.body).toBe(200);
      return count.named.slice(from);
    };
    const named = await submitted(t, w, counter);
    if (t.database.kind !== 'postgres') {
      expect(named).toEqual([]);
      return;
    }
    // The caller's statement, the evaluation's row with its form's content, and the recompute of its evaluatee.
    const hot = [/from "accounts"/, /^with targets .*from evaluations e/, /^with st as/];
    expect(hot.map((pattern) => named.some((text) => pattern.test(text)))).toEqual([true, true, true]);
    // Each planned once for every value of its parameters (ADR 47): no connection of the pool made a custom plan of one.
    expect(await plansOfPool(t)).toMatchObject({ modes: ['force_generic_plan'], custom: 0, generic: expect.any(Number) });
    expect((await plansOfPool(t)).generic).toBeGreaterThan(0);
    // Behind a pooler in transaction mode that keeps no named statement (pgbouncer before 1.21): none, and no setting sent.
    const off = await createTestApp({ ...COUNTED_APP_ENV, DATABASE_PREPARED_STATEMENTS: 'off' });
    const offCounter = countStatements(off.database);
    try {
      off.deps.clock.now = t.deps.clock.now;
      expect(await submitted(off, await team(off), offCounter)).toEqual([]);
      expect(await plansOfPool(off)).toEqual({ modes: ['auto'], custom: 0, generic: 0 });
    } finally {
      offCounter.stop();
      await off.close();
    }
  });

  it('a goal form with a scale goal, sub goals and a shared goal: a draft save and a submission within their bounds, answering as a fresh read', async () => {
    t.deps.clock.now = () => new Date('2026-05-20T12:00:00Z');
    const template = await addTemplate(t.deps, w.scope, 'Goal scale');
    const person = await addEmployee(t.deps, w.scope, { firstName: 'Goal', lastName: 'Holder', departmentId: w.department, reportToId: w.manager.id });
    const group = randomUUID();
    const goal = (values: Partial<typeof goals.$inferInsert> & { name: string }) => ({
      ...w.scope,
      periodId: w.period.id,
      frequencyId: w.round,
      employeeId: person.id,
      weight: 25,
      ...values,
    });
    const made = await t.deps.db
      .insert(goals)
      .values([
        goal({ name: 'Revenue', target: 100, frequencyId: null }),
        goal({ name: 'Care', isNumerical: false, target: null, scaleTemplateId: template.id }),
        goal({ name: 'Parts', target: 10 }),
        goal({ name: 'Team revenue', target: 1000, shareGroup: group }),
        goal({ name: 'Team revenue', target: 1000, shareGroup: group, employeeId: w.coworker.id, weight: 10 }),
      ])
      .returning();
    const [revenue, care, parts, shared] = made;
    const subs = await t.deps.db
      .insert(subGoals)
      .values([
        { ...w.scope, goalId: parts!.id, name: 'Part A', weight: 60, target: 5 },
        { ...w.scope, goalId: parts!.id, name: 'Part B', weight: 40, isNumerical: false, target: null, scaleTemplateId: template.id },
      ])
      .returning();
    const evaluation = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: person.id, evaluatorId: w.manager.id, kind: 'goal' });

    const draft = await counter.during(() =>
      w.manager.call.put(goalForm(evaluation.id), {
        goals: [
          { goal_id: revenue!.id, actual: 80 },
          { goal_id: shared!.id, actual: 900 },
        ],
        sub_goals: [{ sub_goal_id: subs[0]!.id, actual: 4 }],
        memo: 'Halfway',
      }),
    );
    expect(draft.result.statusCode, draft.result.body).toBe(200);
    expect(draft.statements.length, listed(draft.statements)).toBeLessThanOrEqual(BOUNDS.goalDraft);
    expect(draft.result.json()).toEqual((await w.manager.call.get(goalForm(evaluation.id))).json());

    const submit = await counter.during(() =>
      w.manager.call.put(goalForm(evaluation.id), {
        goals: [{ goal_id: care!.id, rating: 4 }],
        sub_goals: [{ sub_goal_id: subs[1]!.id, rating: 5 }],
        submit: true,
      }),
    );
    expect(submit.result.statusCode, submit.result.body).toBe(200);
    expect(submit.statements.length, listed(submit.statements)).toBeLessThanOrEqual(BOUNDS.goalSubmit);
    const after = submit.result.json();
    expect(after).toMatchObject({ editable: false, memo: 'Halfway', evaluation: { completed: true } });
    expect(after.goal_overall).not.toBeNull();
    expect(after).toEqual((await w.manager.call.get(goalForm(evaluation.id))).json());
  });
});
