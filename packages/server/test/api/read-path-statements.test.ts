import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, evaluations, projectSettings } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addNotification, createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { COUNTED_APP_ENV, countStatements, type StatementCounter } from '../helpers/statement-count.ts';
import { IN_ROUND, workedExample, type WorkedExample } from '../helpers/results.ts';
import type { Caller } from '../helpers/tenant.ts';

const CARD = '/api/wizard/performance-card/';
const REVIEWS = '/api/main/performance-card-review/';
const EMPLOYEE_RESULT = '/api/main/employee-result/';
const SKILL_RESULT = '/api/wizard/employee-skill-result/';
const WEIGHTS = '/api/main/employee-individual-weights/';
const PANEL = '/api/wizard/final-performance-result/';
const ME = '/api/account/me/';
const PERMISSIONS = '/api/account/check-user-permission/';
const BELL = '/api/notifications/notifications/';
const SKILL_LIST = '/api/wizard/skill-evaluations/';
const GOAL_LIST = '/api/goals/goals-evaluation-list/';

/**
 * The statements of the read paths (the card, the panel, account/me, the bell, the /evaluate list): each request sends a
 * bounded number, counted with helpers/statement-count.ts, every one included (the request context's one statement,
 * ARCHITECTURE.md "The path of one request"). The API rate limit is on, and costs a request no statement: it counts in
 * memory and sends its hits in batches (ADR 39), here never while the test runs, so that no batch falls into a request's
 * count. The bounds are what the reads need since they were merged and run side by side; the reads before sent 20 (the
 * admin's card), 14 (the employee's), 8 (a panel page), 3 (account/me), 5 (the bell) and 5 (an /evaluate list), the
 * rate limit's counter included. The answers stay those of the endpoints that read the same parts on their own.
 */
describe('read paths: statements per request', () => {
  let t: TestApp;
  let w: WorkedExample;
  let counter: StatementCounter;
  let scoped: Caller;
  let reader: Caller;

  beforeAll(async () => {
    t = await createTestApp(COUNTED_APP_ENV);
    w = await workedExample(t);
    const admin = await createAccount(t.deps, w.scope.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [w.department]);
    scoped = w.company.as((await signIn(t, admin.username)).access);
    const user = await createAccount(t.deps, w.scope.companyId);
    for (let i = 1; i <= 3; i += 1) await addNotification(t.deps, user, { title: `N${i}`, isRead: i === 1 });
    reader = w.company.as((await signIn(t, user.username)).access, null);
    const review = await w.manager.call.post(REVIEWS, { employee: w.evaluatee.id, period: w.period.id, comment: 'Well done' });
    expect(review.statusCode, review.body).toBe(201);
    counter = countStatements(t.database);
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(async () => {
    counter.stop();
    await t.close();
  });

  /** The answer of a GET and how many statements it sent. */
  const read = async (who: Caller, url: string) => {
    const { result, statements } = await counter.during(() => who.get(url));
    expect(result.statusCode, result.body).toBe(200);
    return { body: result.json(), statements: statements.length };
  };
  const card = () => `${CARD}?employee=${w.evaluatee.id}&period=${w.period.id}`;

  /** The card against the endpoints that read its parts on their own (docs/product.md §7.6). */
  async function expectCardAsItsParts(who: Caller, body: Record<string, unknown>) {
    const query = `?employee=${w.evaluatee.id}&period=${w.period.id}`;
    const [result, skills, weights, reviews] = await Promise.all([
      who.get(`${EMPLOYEE_RESULT}${query}`),
      who.get(`${SKILL_RESULT}${query}`),
      who.get(`${WEIGHTS}?employee=${w.evaluatee.id}`),
      who.get(`${REVIEWS}${query}`),
    ]);
    const [period] = result.json().periods;
    expect(body.employee).toEqual({ ...result.json().employee, manager: { id: w.manager.id, full_name: 'Maryam Manager' } });
    expect(body.rounds).toEqual(period.rounds);
    expect({ score: body.period_score, grade: body.period_grade }).toEqual({ score: period.period_score, grade: period.period_grade });
    expect((body.rounds as Array<{ parties: unknown }>).map((r) => r.parties)).toEqual(skills.json().rounds.map((r: { parties: unknown }) => r.parties));
    expect(body.weights).toEqual(weights.json());
    expect(body.reviews).toEqual(reviews.json());
  }

  it('the admin’s card: at most 9 statements (20 before), the worked example of docs/product.md §4.12 unchanged', async () => {
    const { body, statements } = await read(w.company.call, card());
    expect(statements).toBeLessThanOrEqual(9);
    expect(body).toMatchObject({ viewer: 'admin', period_score: 71.56, period_grade: 'Good', calibration: [] });
    expect(body.rounds[0]).toMatchObject({ goal_overall: 68, skill_overall: 76.89, final_score: 71.56, score: 71.56, grade: 'Good' });
    expect(body.goals.map((g: { name: string; score: number }) => [g.name, g.score])).toEqual([
      ['G1 Revenue', 80],
      ['G2 Complaints', 50],
    ]);
    expect(body.skills.map((s: { rounds: Array<{ score: number }> }) => s.rounds[0]!.score)).toEqual([82.22, 68.89]);
    expect(body.memos).toHaveLength(4);
    expect(body.reviews).toMatchObject([{ author: 'Maryam Manager', author_role: 'manager', comment: 'Well done', acknowledged: false }]);
    await expectCardAsItsParts(w.company.call, body);
    // The card's statements whose planning costs more than their run are named on PostgreSQL, planned once per
    // connection (ADR 45): its person with the one-row parts, the competency list, the memos and the rounds with results.
    for (const part of [
      'from "employees" inner join "accounts"',
      'with targets as (select 0 as frequency_id',
      'btrim(a.comment)',
      'left join evaluation_results r on',
    ])
      expect(
        counter.named.some((s) => s.replace(/\s+/g, ' ').includes(part)),
        part,
      ).toBe(t.database.kind === 'postgres');

    // A department-scoped admin pays for the scope once: one statement more.
    const asScoped = await read(scoped, card());
    expect(asScoped.statements).toBeLessThanOrEqual(10);
    expect(asScoped.body).toEqual(body);
  });

  it('the employee’s and the manager’s card: at most 5 statements while the round is hidden (14 before), 8 once shown; peers stay unnamed', async () => {
    const own = await read(w.evaluatee.call, card());
    expect(own.statements).toBeLessThanOrEqual(5);
    expect(own.body).toMatchObject({ viewer: 'self', period_score: null, goals: [], memos: [], calibration: null });
    expect(own.body.rounds[0]).toMatchObject({ score: null, parties: [], round: { visible: false } });
    await expectCardAsItsParts(w.evaluatee.call, own.body);
    const managers = await read(w.manager.call, card());
    expect(managers.statements).toBeLessThanOrEqual(5);
    expect(managers.body).toEqual({ ...own.body, viewer: 'manager' });

    await t.deps.db.update(projectSettings).set({ showResultBeforeCalibration: true }).where(eq(projectSettings.projectId, w.scope.projectId));
    try {
      const shown = await read(w.evaluatee.call, card());
      expect(shown.statements).toBeLessThanOrEqual(8);
      expect(shown.body).toMatchObject({ viewer: 'self', period_score: 71.56 });
      await expectCardAsItsParts(w.evaluatee.call, shown.body);
      // The coworkers count on their own (two, the minimum): their memos are shown under their group, never with their names (§5.9).
      const memos = shown.body.memos as Array<{ party: string; evaluator: string | null }>;
      expect(memos.map((m) => [m.party, m.evaluator])).toEqual([
        ['manager', 'Maryam Manager'],
        ['coworker', null],
        ['coworker', null],
        ['self', 'Elvin Evaluatee'],
      ]);
    } finally {
      await t.deps.db.update(projectSettings).set({ showResultBeforeCalibration: false }).where(eq(projectSettings.projectId, w.scope.projectId));
    }
  });

  it('another project’s employee, or one the caller does not view, is still 404', async () => {
    expect((await w.bystander.call.get(card())).statusCode).toBe(404);
    expect((await w.company.call.get(`${CARD}?employee=${w.evaluatee.id}&period=${w.period.id + 1000}`)).statusCode).toBe(404);
    const other = await w.company.addProject();
    expect((await w.company.inProject(other.id).get(card())).statusCode).toBe(404);
  });

  it('a panel page: at most 3 statements (8 before), with the count of every row; a page past the last still counts', async () => {
    const page = `${PANEL}?frequency_id=${w.round}&ordering=-score&page_size=2`;
    const { body, statements } = await read(w.company.call, page);
    expect(statements).toBeLessThanOrEqual(3);
    expect(body).toMatchObject({ count: 5, page: 1, page_size: 2, round: { id: w.round, visible: true } });
    expect(body.grades.map((g: { response: string }) => g.response)).toEqual(['Low', 'Good', 'Excellent']);
    expect(body.results[0]).toMatchObject({ employee: { id: w.evaluatee.id, full_name: 'Elvin Evaluatee' }, score: 71.56, grade: 'Good' });
    const past = await read(w.company.call, `${page}&page=9`);
    expect(past.body).toMatchObject({ count: 5, page: 9, results: [] });
    const scopedPage = await read(scoped, page);
    expect(scopedPage.statements).toBeLessThanOrEqual(4);
    // The scope holds Sales: everyone but the bystander of Finance.
    expect(scopedPage.body.count).toBe(4);
    expect((await w.company.call.get(`${PANEL}?frequency_id=${w.round + 1000}`)).statusCode).toBe(404);
  });

  it('account/me/ and the permission record: one statement (3 before), fresh on every request', async () => {
    const me = await read(w.evaluatee.call, ME);
    expect(me.statements).toBeLessThanOrEqual(1);
    // The request context's statement is built once (services/context.ts). On PostgreSQL it is named, planned once per
    // connection (ADR 45); the embedded database's connections share one backend, where named statements would clash.
    expect(counter.named.filter((s) => s.includes('from "accounts"')).length > 0).toBe(t.database.kind === 'postgres');
    expect(me.body).toMatchObject({ id: w.evaluatee.accountId, full_name: 'Elvin Evaluatee', company: { id: w.scope.companyId }, language: null });
    await t.deps.db.update(accounts).set({ firstName: 'Elvinə', language: 'az' }).where(eq(accounts.id, w.evaluatee.accountId));
    expect((await read(w.evaluatee.call, ME)).body).toMatchObject({ full_name: 'Elvinə Evaluatee', language: 'az' });
    await t.deps.db.update(accounts).set({ firstName: 'Elvin', language: null }).where(eq(accounts.id, w.evaluatee.accountId));

    const permissions = await read(scoped, PERMISSIONS);
    expect(permissions.statements).toBeLessThanOrEqual(1);
    expect(permissions.body).toMatchObject({ user_type: 'admin', package: 'yes', all_departments: false, departments: [w.department] });
    expect(permissions.body.code).toMatch(/\S/);
  });

  it('the bell: one statement of its own (5 before), with both counts; a page past the last still counts', async () => {
    const list = await read(reader, `${BELL}?page_size=2`);
    expect(list.statements).toBeLessThanOrEqual(2);
    expect(list.body).toMatchObject({ count: 2, total: 3, page: 1, page_size: 2 });
    expect(list.body.results.map((n: { title: string }) => n.title)).toEqual(['N3', 'N2']);
    expect((await read(reader, `${BELL}?unread=true`)).body).toMatchObject({ count: 2, total: 2 });
    expect((await read(reader, `${BELL}?page_size=2&page=5`)).body).toMatchObject({ count: 2, total: 3, results: [] });
    // Someone else's are not the caller's: the evaluatee's (the notice of their activated evaluation) are theirs only.
    const theirs = await read(w.evaluatee.call, BELL);
    expect(theirs.body.results.map((n: { title: string }) => n.title)).not.toContain('N1');
  });

  it('the /evaluate lists: one statement of their own (5 before), whether a row can be saved read alongside the rows', async () => {
    const skills = await read(w.manager.call, `${SKILL_LIST}?status=all`);
    expect(skills.statements).toBeLessThanOrEqual(2);
    const [done] = skills.body.results as Array<{ id: number; kind: string; completed: boolean; editable: boolean }>;
    expect(done).toMatchObject({ kind: 'skill', evaluatee: { id: w.evaluatee.id }, completed: true, editable: false });
    const goals = await read(w.manager.call, `${GOAL_LIST}?status=all`);
    expect(goals.statements).toBeLessThanOrEqual(2);
    expect(goals.body.results).toMatchObject([{ kind: 'goal', evaluatee: { id: w.evaluatee.id }, completed: true, editable: false }]);

    // Reopened, inside its round, with the project's rating template: it can be saved again.
    await t.deps.db.update(evaluations).set({ completedAt: null }).where(eq(evaluations.id, done!.id));
    try {
      const todo = await read(w.manager.call, SKILL_LIST);
      expect(todo.statements).toBeLessThanOrEqual(2);
      expect(todo.body.results).toMatchObject([{ id: done!.id, completed: false, editable: true }]);
    } finally {
      await t.deps.db.update(evaluations).set({ completedAt: IN_ROUND }).where(eq(evaluations.id, done!.id));
    }
  });
});
