import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, evaluationEvents, evaluations, projects, reminderRuns, skillAnswers } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addSkill } from '../helpers/competencies.ts';
import { createEvaluations, giveGoals, seedRound } from '../helpers/evaluations.ts';
import { createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

const CREATE = '/api/wizard/create-evaluation/';
const CREATE_GOAL = '/api/goals/create-evaluation/';
const LIST = '/api/wizard/evaluation-list/';
const CARDS = '/api/wizard/activate-evaluation-card/';
const EXISTS = {
  en: { non_field_errors: ['This evaluation already exists'] },
  az: { non_field_errors: ['Bu qiymətləndirmə artıq mövcuddur'] },
  ru: { non_field_errors: ['Такая оценка уже существует'] },
};

describe('launching a round (docs/product.md §5.1, §5.4)', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  let foreign: Awaited<ReturnType<typeof seedRound>>;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
    globex = await tenant(t, { company: 'Globex' });
    foreign = await seedRound(t, globex);
  });
  afterAll(() => t.close());

  /** A project of Acme with the seeded organisation and round, its super admin, and an admin scoped to Support. */
  async function fresh() {
    const project = await acme.addProject('Launch');
    const seed = await seedRound(t, project.scope);
    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [seed.departments.support.id]);
    const scoped = acme.as((await signIn(t, admin.username)).access, project.id);
    const call = acme.inProject(project.id);
    const { maria, ali, aysel, bahruz, celal, dilara } = seed.people;
    const create = (evaluatee: number, evaluator: number, party: string, as: Caller = call, lang?: string) =>
      as.post(CREATE, { frequency_id: seed.round.id, evaluatee_id: evaluatee, evaluator_id: evaluator, party }, lang);
    const seedEvaluations = (rows: Parameters<typeof createEvaluations>[3]) => createEvaluations(t.deps, project.scope, seed.round.id, rows);
    const list = async (query = '', as: Caller = call) => {
      const res = await as.get(`${LIST}?frequency_id=${seed.round.id}${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as {
        count: number;
        results: Array<{ id: number; party: string; kind: string; evaluatee: { full_name: string }; evaluator: { id: number } }>;
      };
    };
    const eventsOf = (id: number) =>
      t.deps.db
        .select({ action: evaluationEvents.action, accountId: evaluationEvents.accountId })
        .from(evaluationEvents)
        .where(eq(evaluationEvents.evaluationId, id))
        .orderBy(evaluationEvents.id);
    return { ...seed, project, call, scoped, maria, ali, aysel, bahruz, celal, dilara, create, seedEvaluations, list, eventsOf };
  }

  describe('one skill evaluation (wizard/create-evaluation/)', () => {
    it('creates it inactive with a created event by the caller, and refuses a duplicate in every language', async () => {
      const p = await fresh();
      const res = await p.create(p.aysel.id, p.ali.id, 'coworker');
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json()).toMatchObject({
        kind: 'skill',
        party: 'coworker',
        active: false,
        terminated: false,
        completed: false,
        started: false,
        round: { id: p.round.id, name: 'Q1', period: { id: p.period.id } },
        evaluatee: { id: p.aysel.id, full_name: 'Aysel Karimova', position: { id: p.positions.seller.id, name: 'Seller' }, department: { name: 'Sales' } },
        evaluator: { id: p.ali.id, full_name: 'Ali Aliyev', status: 'active' },
      });
      expect(await p.eventsOf(res.json().id)).toEqual([{ action: 'created', accountId: acme.owner.id }]);

      for (const lang of ['en', 'az', 'ru'] as const) {
        // The same pair in another party is the same evaluation (one per evaluatee, evaluator, round and kind).
        const again = await p.create(p.aysel.id, p.ali.id, 'manager', p.call, lang);
        expect(again.statusCode).toBe(400);
        expect(again.json()).toEqual(EXISTS[lang]);
      }
      expect((await p.list()).count).toBe(1);
    });

    it('a self evaluation has the evaluatee as evaluator, and only it does', async () => {
      const p = await fresh();
      for (const [evaluator, party] of [
        [p.ali.id, 'self'],
        [p.aysel.id, 'coworker'],
      ] as const) {
        const res = await p.create(p.aysel.id, evaluator, party);
        expect(res.statusCode).toBe(400);
        expect(res.json()).toEqual({ evaluator_id: ['A self evaluation has the evaluatee as evaluator, and only a self evaluation does.'] });
      }
      expect((await p.create(p.aysel.id, p.aysel.id, 'self')).statusCode).toBe(201);
    });

    it('refuses bad fields, terminated people, and reaches nothing outside the project or the scope', async () => {
      const p = await fresh();
      const missing = await p.call.post(CREATE, { frequency_id: p.round.id, evaluatee_id: p.aysel.id });
      expect(missing.statusCode).toBe(400);
      expect(Object.keys(missing.json()).sort()).toEqual(['evaluator_id', 'party']);
      const badParty = await p.call.post(CREATE, { frequency_id: p.round.id, evaluatee_id: p.aysel.id, evaluator_id: p.ali.id, party: 'boss' });
      expect(badParty.statusCode).toBe(400);
      expect(Object.keys(badParty.json())).toEqual(['party']);

      await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, p.celal.id));
      expect((await p.create(p.aysel.id, p.celal.id, 'coworker')).json()).toEqual({ evaluator_id: ['This employee is terminated: choose an active one.'] });
      expect((await p.create(p.celal.id, p.ali.id, 'manager')).json()).toEqual({ evaluatee_id: ['This employee is terminated: choose an active one.'] });

      // Another company's employee or round, or another project's: not found.
      expect((await p.create(foreign.people.ali.id, p.ali.id, 'coworker')).statusCode).toBe(404);
      expect((await p.create(p.aysel.id, foreign.people.ali.id, 'coworker')).statusCode).toBe(404);
      const otherRound = await p.call.post(CREATE, { frequency_id: foreign.round.id, evaluatee_id: p.aysel.id, evaluator_id: p.ali.id, party: 'coworker' });
      expect(otherRound.statusCode).toBe(404);
      // The scoped admin (Support) creates evaluations of Dilara, by anyone of the project, but of nobody outside Support.
      expect((await p.create(p.aysel.id, p.ali.id, 'coworker', p.scoped)).statusCode).toBe(404);
      expect((await p.create(p.dilara.id, p.maria.id, 'manager', p.scoped)).statusCode).toBe(201);
      expect((await p.list()).count).toBe(1);
    });
  });

  describe('one goal evaluation (goals/create-evaluation/)', () => {
    it('needs a personal goal and weights of exactly 100 in the round; the evaluator is the manager', async () => {
      const p = await fresh();
      const body = { frequency_id: p.round.id, evaluatee_id: p.aysel.id };
      const none = await p.call.post(CREATE_GOAL, body, 'az');
      expect(none.statusCode).toBe(400);
      expect(none.json()).toEqual({ non_field_errors: ['Bu işçi üçün fərdi hədəf tapılmadı.'] });

      await giveGoals(t.deps, p.project.scope, p.aysel.id, p.period.id, [60]);
      const partial = await p.call.post(CREATE_GOAL, body);
      expect(partial.statusCode).toBe(400);
      expect(partial.json()).toEqual({ non_field_errors: ['First set all personal goals! The goal weights of Q1 add up to 60, not 100.'] });

      await giveGoals(t.deps, p.project.scope, p.aysel.id, p.period.id, [40], p.round.id);
      const created = await p.call.post(CREATE_GOAL, body);
      expect(created.statusCode, created.body).toBe(201);
      expect(created.json()).toMatchObject({ kind: 'goal', party: 'manager', evaluatee: { id: p.aysel.id }, evaluator: { id: p.maria.id }, active: false });
      expect((await p.call.post(CREATE_GOAL, body, 'ru')).json()).toEqual(EXISTS.ru);
      // A skill evaluation by the same manager is another evaluation.
      expect((await p.create(p.aysel.id, p.maria.id, 'manager')).statusCode).toBe(201);
    });

    it('judges the round in question, its own goals and those of every round, and names it (issue 23: Q1–Q3 at 89.5, Q4 at 100)', async () => {
      const p = await fresh();
      const year = await addPeriod(t.deps, p.project.scope, ['Q1', 'Q2', 'Q3', 'Q4'], { start: '2027-01-01', end: '2027-12-31' });
      const [q1, , , q4] = year.rounds;
      // Goals of every round, and one weight moved into Q4.
      await giveGoals(t.deps, p.project.scope, p.aysel.id, year.id, [60, 29.5]);
      await giveGoals(t.deps, p.project.scope, p.aysel.id, year.id, [10.5], q4!.id);
      const ready = await p.call.post(CREATE_GOAL, { frequency_id: q4!.id, evaluatee_id: p.aysel.id });
      expect(ready.statusCode, ready.body).toBe(201);
      const early = (lang: string) => p.call.post(CREATE_GOAL, { frequency_id: q1!.id, evaluatee_id: p.aysel.id }, lang);
      expect((await early('en')).json()).toEqual({ non_field_errors: ['First set all personal goals! The goal weights of Q1 add up to 89.5, not 100.'] });
      expect((await early('ru')).json()).toEqual({ non_field_errors: ['Сначала задайте все личные цели! Сумма весов целей этапа Q1 — 89,5, а не 100.'] });
      expect((await early('az')).json()).toEqual({
        non_field_errors: ['Əvvəlcə bütün fərdi hədəfləri təyin edin! Q1 mərhələsində hədəf çəkilərinin cəmi 89,5, 100 deyil.'],
      });
      // The goals screen judges each round alike.
      const list = (await p.call.get(`/api/goals/personal-goals/?employee=${p.aysel.id}&period=${year.id}`)).json();
      expect(list.rounds.map((r: { name: string; total: number; complete: boolean }) => [r.name, r.total, r.complete])).toEqual([
        ['Q1', 89.5, false],
        ['Q2', 89.5, false],
        ['Q3', 89.5, false],
        ['Q4', 100, true],
      ]);
    });

    it('without a manager an evaluator must be given; never the evaluatee', async () => {
      const p = await fresh();
      await giveGoals(t.deps, p.project.scope, p.dilara.id, p.period.id, [100]);
      const body = { frequency_id: p.round.id, evaluatee_id: p.dilara.id };
      const noManager = await p.call.post(CREATE_GOAL, body);
      expect(noManager.statusCode).toBe(400);
      expect(noManager.json()).toEqual({ evaluator_id: ['This employee has no active manager to evaluate their goals.'] });
      expect((await p.call.post(CREATE_GOAL, { ...body, evaluator_id: p.dilara.id })).json()).toEqual({
        evaluator_id: ['A self evaluation has the evaluatee as evaluator, and only a self evaluation does.'],
      });
      const given = await p.call.post(CREATE_GOAL, { ...body, evaluator_id: p.maria.id });
      expect(given.statusCode, given.body).toBe(201);
      expect(given.json().evaluator.id).toBe(p.maria.id);
      expect((await p.call.post(CREATE_GOAL, { ...body, evaluatee_id: foreign.people.aysel.id })).statusCode).toBe(404);
    });
  });

  describe('the list, its export, progress and panel', () => {
    async function populated() {
      const p = await fresh();
      const rows = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.maria.id, party: 'manager', activated: true, completed: true },
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id, party: 'coworker', activated: true },
        { evaluateeId: p.aysel.id, evaluatorId: p.aysel.id, party: 'self' },
        { evaluateeId: p.aysel.id, evaluatorId: p.maria.id, party: 'manager', kind: 'goal', activated: true },
        { evaluateeId: p.bahruz.id, evaluatorId: p.maria.id, party: 'manager', activated: true, completed: true },
        { evaluateeId: p.bahruz.id, evaluatorId: p.celal.id, party: 'coworker', terminated: true },
        { evaluateeId: p.dilara.id, evaluatorId: p.dilara.id, party: 'self', activated: true, completed: true },
      ]);
      return { ...p, rows };
    }

    it('filters, sorts and pages the round’s evaluations; terminated ones only when asked', async () => {
      const p = await populated();
      const all = await p.list();
      expect(all.count).toBe(6);
      expect(all.results.map((r) => r.evaluatee.full_name)).toEqual([
        'Aysel Karimova',
        'Aysel Karimova',
        'Aysel Karimova',
        'Aysel Karimova',
        'Bahruz Huseynov',
        'Dilara Quliyeva',
      ]);
      expect((await p.list('&state=terminated')).results.map((r) => r.evaluator.id)).toEqual([p.celal.id]);
      expect((await p.list('&state=all')).count).toBe(7);
      expect((await p.list('&party=self')).count).toBe(2);
      expect((await p.list('&kind=goal')).count).toBe(1);
      expect((await p.list('&completion=completed')).count).toBe(3);
      expect((await p.list('&completion=not_completed&card=inactive')).count).toBe(1);
      expect((await p.list(`&evaluator=${p.maria.id}`)).count).toBe(3);
      expect((await p.list(`&evaluatee=${p.bahruz.id}`)).count).toBe(1);
      // A department counts with everything below it (Bahruz sits in Field, under Sales).
      expect((await p.list(`&department=${p.departments.sales.id}`)).count).toBe(5);
      expect((await p.list(`&department=${p.departments.field.id}`)).count).toBe(1);
      expect((await p.list(`&position=${p.positions.seller.id}`)).count).toBe(5);
      expect((await p.list('&search=quliy')).count).toBe(1);
      expect((await p.list('&search=ali%20aliyev')).count).toBe(1);
      const sorted = await p.list('&ordering=-evaluatee&page_size=2&page=1');
      expect(sorted.count).toBe(6);
      expect(sorted.results.map((r) => r.evaluatee.full_name)).toEqual(['Dilara Quliyeva', 'Bahruz Huseynov']);
      const byParty = await p.list('&ordering=party');
      expect(byParty.results.map((r) => r.party)).toEqual(['coworker', 'manager', 'manager', 'manager', 'self', 'self']);

      const bad = await p.call.get(`${LIST}?frequency_id=${p.round.id}&party=boss&ordering=nothing`);
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json()).sort()).toEqual(['ordering', 'party']);
      expect((await p.call.get(LIST)).json()).toEqual({ frequency_id: ['This field is required'] });
      expect((await p.call.get(`${LIST}?frequency_id=${foreign.round.id}`)).statusCode).toBe(404);
      // The scoped admin sees Dilara's only; Globex's super admin does not reach the round.
      expect((await p.list('', p.scoped)).results.map((r) => r.evaluatee.full_name)).toEqual(['Dilara Quliyeva']);
      expect((await globex.call.get(`${LIST}?frequency_id=${p.round.id}`)).statusCode).toBe(404);
    });

    it('exports the filtered list with headers and words in the caller’s language', async () => {
      const p = await populated();
      const res = await p.call.get(`/api/wizard/evaluation-list/export/?frequency_id=${p.round.id}&format=csv&evaluatee=${p.aysel.id}`, 'az');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toContain('text/csv');
      expect(res.headers['content-disposition']).toContain('evaluations.csv');
      const rows = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, '').trim()).data;
      expect(rows[0]!.slice(0, 7)).toEqual(['Qiymətləndirilən', 'Şöbə', 'Vəzifə', 'Qiymətləndirən', 'Qiymətləndirənin vəzifəsi', 'Tərəf', 'Növ']);
      expect(rows).toHaveLength(5);
      expect(rows[1]!.slice(0, 7)).toEqual(['Aysel Karimova', 'Sales', 'Seller', 'Maria Manager', 'Head of sales', 'Rəhbər', 'Kompetensiyalar']);
      expect(rows.slice(1).map((r) => r[6])).toContain('Hədəflər');
      const xlsx = await p.call.get(`/api/wizard/evaluation-list/export/?frequency_id=${p.round.id}`, 'ru');
      expect(xlsx.statusCode).toBe(200);
      expect(xlsx.headers['content-type']).toContain('spreadsheetml');
      const scoped = await p.scoped.get(`/api/wizard/evaluation-list/export/?frequency_id=${p.round.id}&format=csv`);
      expect(scoped.body).not.toContain('Aysel');
      expect(scoped.body).toContain('Dilara');
    });

    it('the progress counts what is not terminated, per party, kind and department', async () => {
      const p = await populated();
      const res = await p.call.get(`/api/wizard/evaluation-progress/?frequency_id=${p.round.id}`);
      expect(res.statusCode, res.body).toBe(200);
      const progress = res.json();
      expect(progress).toMatchObject({ total: 6, completed: 3, active: 5 });
      expect(progress.by_party).toEqual([
        { party: 'manager', total: 3, completed: 2 },
        { party: 'subworker', total: 0, completed: 0 },
        { party: 'coworker', total: 1, completed: 0 },
        { party: 'self', total: 2, completed: 1 },
      ]);
      expect(progress.by_kind).toEqual([
        { kind: 'skill', total: 5, completed: 3 },
        { kind: 'goal', total: 1, completed: 0 },
      ]);
      expect(progress.by_department).toEqual([
        { department: { id: p.departments.field.id, name: 'Field' }, total: 1, completed: 1 },
        { department: { id: p.departments.sales.id, name: 'Sales' }, total: 4, completed: 1 },
        { department: { id: p.departments.support.id, name: 'Support' }, total: 1, completed: 1 },
      ]);
      expect((await p.scoped.get(`/api/wizard/evaluation-progress/?frequency_id=${p.round.id}`)).json()).toMatchObject({ total: 1, completed: 1 });
      expect((await p.call.get(`/api/wizard/evaluation-progress/?frequency_id=${foreign.round.id}`)).statusCode).toBe(404);
    });

    it('the panel gives each evaluatee’s skill and goal evaluations completed of total', async () => {
      const p = await populated();
      const res = await p.call.get(`/api/wizard/evaluation-list-for-panel/?frequency_id=${p.round.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({ count: 3, page: 1 });
      expect(res.json().results).toEqual([
        {
          evaluatee: expect.objectContaining({ id: p.aysel.id, full_name: 'Aysel Karimova' }),
          skill: { total: 3, completed: 1 },
          goal: { total: 1, completed: 0 },
        },
        {
          evaluatee: expect.objectContaining({ id: p.bahruz.id, department: { id: p.departments.field.id, name: 'Field' } }),
          skill: { total: 1, completed: 1 },
          goal: { total: 0, completed: 0 },
        },
        { evaluatee: expect.objectContaining({ id: p.dilara.id }), skill: { total: 1, completed: 1 }, goal: { total: 0, completed: 0 } },
      ]);
      const page2 = (await p.call.get(`/api/wizard/evaluation-list-for-panel/?frequency_id=${p.round.id}&page_size=2&page=2`)).json();
      expect(page2.count).toBe(3);
      expect(page2.results.map((r: { evaluatee: { id: number } }) => r.evaluatee.id)).toEqual([p.dilara.id]);
      const searched = (await p.call.get(`/api/wizard/evaluation-list-for-panel/?frequency_id=${p.round.id}&search=bahr`)).json();
      expect(searched.results.map((r: { evaluatee: { id: number } }) => r.evaluatee.id)).toEqual([p.bahruz.id]);
      const support = (await p.call.get(`/api/wizard/evaluation-list-for-panel/?frequency_id=${p.round.id}&department=${p.departments.support.id}`)).json();
      expect(support.count).toBe(1);
      expect((await p.scoped.get(`/api/wizard/evaluation-list-for-panel/?frequency_id=${p.round.id}`)).json().count).toBe(1);
    });
  });

  describe('cards: activate, terminate, reactivate (wizard/activate-evaluation-card/)', () => {
    it('activates once, notifying each evaluator once; a second activation changes and notifies nobody', async () => {
      const p = await fresh();
      const rows = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.maria.id, party: 'manager' },
        { evaluateeId: p.bahruz.id, evaluatorId: p.maria.id, party: 'manager' },
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id, party: 'coworker' },
        { evaluateeId: p.dilara.id, evaluatorId: p.dilara.id, party: 'self' },
      ]);
      const ids = rows.slice(0, 3).map((r) => r.id);
      const first = await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate', ids });
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toEqual({ changed: 3, notified: 2 });
      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate', ids })).json()).toEqual({ changed: 0, notified: 0 });
      expect(await p.eventsOf(ids[0]!)).toEqual([{ action: 'activated', accountId: acme.owner.id }]);
      expect((await p.list('&card=active')).count).toBe(3);
      // `all`: the rest of the round.
      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate', all: true })).json()).toEqual({ changed: 1, notified: 1 });
    });

    it('terminates (dropping out of the list and progress) and reactivates; a terminated card is not activated', async () => {
      const p = await fresh();
      const [one, two] = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id },
        { evaluateeId: p.bahruz.id, evaluatorId: p.ali.id },
      ]);
      const terminated = await p.call.post(CARDS, { frequency_id: p.round.id, action: 'terminate', ids: [one!.id] });
      expect(terminated.json()).toEqual({ changed: 1, notified: 0 });
      expect((await p.list()).results.map((r) => r.id)).toEqual([two!.id]);
      expect((await p.list('&state=terminated')).results.map((r) => r.id)).toEqual([one!.id]);
      expect((await p.call.get(`/api/wizard/evaluation-progress/?frequency_id=${p.round.id}`)).json().total).toBe(1);
      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate', all: true })).json()).toEqual({ changed: 1, notified: 1 });
      const [stillInactive] = await t.deps.db.select().from(evaluations).where(eq(evaluations.id, one!.id));
      expect(stillInactive!.activatedAt).toBeNull();

      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'reactivate', ids: [one!.id, two!.id] })).json()).toEqual({
        changed: 1,
        notified: 0,
      });
      expect((await p.list()).count).toBe(2);
      expect((await p.eventsOf(one!.id)).map((e) => e.action)).toEqual(['terminated', 'reactivated']);
    });

    it('refuses an empty selection, and any id the caller does not reach makes it a 404 that changes nothing', async () => {
      const p = await fresh();
      const [mine, dilaras] = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id },
        { evaluateeId: p.dilara.id, evaluatorId: p.dilara.id },
      ]);
      const [theirs] = await createEvaluations(t.deps, globex, foreign.round.id, [
        { evaluateeId: foreign.people.aysel.id, evaluatorId: foreign.people.ali.id },
      ]);
      const empty = await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json()).toEqual({ ids: ['This field is required'] });
      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'boot', ids: [mine!.id] })).statusCode).toBe(400);
      expect((await p.call.post(CARDS, { frequency_id: p.round.id, action: 'activate', ids: [mine!.id, theirs!.id] })).statusCode).toBe(404);
      expect((await p.scoped.post(CARDS, { frequency_id: p.round.id, action: 'activate', ids: [mine!.id, dilaras!.id] })).statusCode).toBe(404);
      expect((await p.list('&card=active')).count).toBe(0);
      // The scoped admin's `all` is their scope's only.
      expect((await p.scoped.post(CARDS, { frequency_id: p.round.id, action: 'activate', all: true })).json()).toEqual({ changed: 1, notified: 1 });
      expect((await p.list('&card=active')).results.map((r) => r.id)).toEqual([dilaras!.id]);
    });
  });

  describe('reopen and delete', () => {
    it('reopens a completed evaluation only', async () => {
      const p = await fresh();
      const [open, done] = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id, activated: true },
        { evaluateeId: p.aysel.id, evaluatorId: p.maria.id, party: 'manager', activated: true, completed: true },
      ]);
      const refused = await p.call.post(`/api/wizard/evaluation/${open!.id}/reopen/`, {}, 'ru');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({ detail: 'Эта оценка не завершена.', code: 'evaluation_not_completed' });
      const reopened = await p.call.post(`/api/wizard/evaluation/${done!.id}/reopen/`, {});
      expect(reopened.statusCode, reopened.body).toBe(200);
      expect(reopened.json()).toMatchObject({ id: done!.id, completed: false, completed_at: null, active: true });
      expect((await p.eventsOf(done!.id)).map((e) => e.action)).toEqual(['reopened']);
      expect((await p.scoped.post(`/api/wizard/evaluation/${done!.id}/reopen/`, {})).statusCode).toBe(404);
      expect((await globex.call.post(`/api/wizard/evaluation/${done!.id}/reopen/`, {})).statusCode).toBe(404);
    });

    it('deletes an evaluation without answers; one with answers is refused (terminate it instead)', async () => {
      const p = await fresh();
      const [empty, answered, outside] = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id },
        { evaluateeId: p.aysel.id, evaluatorId: p.maria.id, party: 'manager', activated: true },
        { evaluateeId: p.bahruz.id, evaluatorId: p.ali.id },
      ]);
      const skill = await addSkill(t.deps, p.project.scope, 'Communication');
      await t.deps.db.insert(skillAnswers).values({ evaluationId: answered!.id, skillId: skill.id, projectId: p.project.id, rating: 3 });

      const refused = await p.call.delete(`/api/wizard/evaluation/${answered!.id}/`, 'az');
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toEqual({
        detail: 'Bu qiymətləndirmənin artıq cavabları var və silinə bilməz. Əvəzinə onu dayandırın.',
        code: 'evaluation_has_answers',
      });
      expect((await p.scoped.delete(`/api/wizard/evaluation/${outside!.id}/`)).statusCode).toBe(404);
      expect((await globex.call.delete(`/api/wizard/evaluation/${empty!.id}/`)).statusCode).toBe(404);
      expect((await p.call.delete(`/api/wizard/evaluation/${empty!.id}/`)).statusCode).toBe(204);
      expect((await p.call.delete(`/api/wizard/evaluation/${empty!.id}/`)).statusCode).toBe(404);
      const left = await t.deps.db.select({ id: evaluations.id }).from(evaluations).where(eq(evaluations.projectId, p.project.id));
      expect(left.map((r) => r.id).sort()).toEqual([answered!.id, outside!.id].sort());
    });
  });

  describe('danger zone (wizard/delete-evaluation-data/)', () => {
    const URL = '/api/wizard/delete-evaluation-data/';

    it('deletes every evaluation of the project with answers, events and reminders once its name is typed', async () => {
      const p = await fresh();
      const [project] = await t.deps.db.select().from(projects).where(eq(projects.id, p.project.id));
      const rows = await p.seedEvaluations([
        { evaluateeId: p.aysel.id, evaluatorId: p.ali.id, activated: true },
        { evaluateeId: p.bahruz.id, evaluatorId: p.ali.id },
      ]);
      const skill = await addSkill(t.deps, p.project.scope, 'Focus');
      await t.deps.db.insert(skillAnswers).values({ evaluationId: rows[0]!.id, skillId: skill.id, projectId: p.project.id, rating: 4 });
      await t.deps.db.insert(reminderRuns).values({ ...p.project.scope, frequencyId: p.round.id, trigger: 'manual', key: 'manual:test' });
      // Another project of the company keeps its evaluations.
      const other = await fresh();
      await other.seedEvaluations([{ evaluateeId: other.aysel.id, evaluatorId: other.ali.id }]);

      for (const confirm of [`${project!.projectName}x`, project!.projectName.toUpperCase()]) {
        const refused = await p.call.post(URL, { confirm }, 'ru');
        expect(refused.statusCode).toBe(400);
        expect(refused.json()).toEqual({ confirm: ['Введите название проекта точно так, как оно написано.'] });
      }
      expect((await p.call.post(URL, {})).json()).toEqual({ confirm: ['This field is required'] });
      expect((await p.scoped.post(URL, { confirm: project!.projectName })).statusCode).toBe(403);
      expect((await p.list('&state=all')).count).toBe(2);

      const done = await p.call.post(URL, { confirm: `  ${project!.projectName} ` });
      expect(done.statusCode, done.body).toBe(200);
      expect(done.json()).toEqual({ deleted: 2 });
      const count = async (table: typeof evaluations | typeof skillAnswers | typeof evaluationEvents | typeof reminderRuns) =>
        (
          await t.deps.db
            .select({ n: sql<number>`count(*)::int` })
            .from(table)
            .where(eq(table.projectId, p.project.id))
        )[0]!.n;
      expect([await count(evaluations), await count(skillAnswers), await count(evaluationEvents), await count(reminderRuns)]).toEqual([0, 0, 0, 0]);
      expect((await other.list()).count).toBe(1);
      const otherLeft = await t.deps.db
        .select({ n: sql<number>`count(*)::int` })
        .from(evaluations)
        .where(and(eq(evaluations.projectId, other.project.id)));
      expect(otherLeft[0]!.n).toBe(1);
    });
  });
});
