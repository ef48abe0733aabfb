import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, evaluations, personalWeights, projectSettings } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { generateOrganisation, giveGoals, type GeneratedPerson } from '../helpers/evaluations.ts';
import { createAccount, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

const PREVIEW = '/api/wizard/create-evaluation/preview/';
const BULK = '/api/wizard/create-evaluation/bulk/';
const SHAPE = { directors: 4, managersPerDirector: 4, reportsPerManager: 11, pool: 5 };
const PARTIES = ['manager', 'subworker', 'coworker', 'self'] as const;

interface Evaluator {
  id: number;
  exists: boolean;
  added: boolean;
}
interface Row {
  evaluatee: { id: number; full_name: string; department: { id: number; name: string } | null };
  parties: Record<(typeof PARTIES)[number], Evaluator[]>;
  goal: { evaluator: Evaluator | null; problem: string | null; message: string | null };
}

describe('bulk creation with proposed evaluators (docs/product.md §3.11, §5.4)', () => {
  let t: TestApp;
  let acme: Tenant;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    acme = await tenant(t, { company: 'Acme' });
  });
  afterAll(() => t.close());

  let generated: GeneratedPerson[] = [];
  /** A report with nobody reporting to them (in the organisation generated last). */
  const isLeaf = (p: GeneratedPerson) => p.reportToId !== null && p.subDepartmentId !== null && !generated.some((q) => q.reportToId === p.id);

  /** A project with a generated organisation of 202 people (a terminated one among them) and a round. */
  async function organisation(settings: { coworkerCount?: number } = {}) {
    const project = await acme.addProject('Bulk');
    const org = await generateOrganisation(t.deps, project.scope, SHAPE);
    generated = org.people;
    const period = await addPeriod(t.deps, project.scope, ['H1']);
    const round = period.rounds[0]!;
    if (settings.coworkerCount !== undefined) await t.deps.db.insert(projectSettings).values({ ...project.scope, coworkerCount: settings.coworkerCount });
    // One report leaves: never an evaluatee nor an evaluator.
    const gone = org.people.filter(isLeaf)[5]!;
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, gone.id));
    const active = org.people.filter((p) => p.id !== gone.id);
    /** Reports who have no reports of their own, still active. */
    const leaves = active.filter(isLeaf);
    const call = acme.inProject(project.id);
    const body = (extra: Record<string, unknown> = {}) => ({ frequency_id: round.id, kinds: ['skill'], ...extra });
    /** The preview with the rows of every page. */
    const preview = async (extra: Record<string, unknown> = {}, as: Caller = call) => {
      type Preview = {
        evaluatees: number;
        to_create: { skill: number; goal: number };
        by_party: Array<{ party: string; count: number }>;
        already_existing: number;
        coworker_load: { max: number; mean: number };
        count: number;
        results: Row[];
      };
      const pageOf = async (page: number) => {
        const res = await as.post(PREVIEW, { page, page_size: 200, ...body(extra) });
        expect(res.statusCode, res.body).toBe(200);
        return res.json() as Preview;
      };
      const first = await pageOf(1);
      const results = [...first.results];
      for (let page = 2; results.length < first.count; page++) results.push(...(await pageOf(page)).results);
      return { ...first, results };
    };
    const bulk = async (extra: Record<string, unknown> = {}, as: Caller = call, lang?: string) => {
      const res = await as.post(BULK, body(extra), lang);
      expect(res.statusCode, res.body).toBe(201);
      return res.json();
    };
    const stored = () =>
      t.deps.db
        .select({ evaluateeId: evaluations.evaluateeId, evaluatorId: evaluations.evaluatorId, party: evaluations.party, kind: evaluations.kind })
        .from(evaluations)
        .where(eq(evaluations.projectId, project.id));
    return { project, org, period, round, gone, active, leaves, call, preview, bulk, stored };
  }

  const ids = (list: Evaluator[]) => list.map((e) => e.id);
  const reportsOf = (people: GeneratedPerson[], id: number) =>
    people
      .filter((p) => p.reportToId === id)
      .map((p) => p.id)
      .sort((a, b) => a - b);

  it('proposes manager, subworkers, coworkers and self from the reporting lines, and writes nothing', async () => {
    const o = await organisation();
    const result = await o.preview();
    expect(result.evaluatees).toBe(o.active.length);
    expect(result.count).toBe(o.active.length);
    const byId = new Map(o.active.map((p) => [p.id, p]));
    for (const row of result.results) {
      const person = byId.get(row.evaluatee.id)!;
      expect(ids(row.parties.manager)).toEqual(person.reportToId === null ? [] : [person.reportToId]);
      expect(ids(row.parties.subworker)).toEqual(reportsOf(o.active, person.id));
      expect(ids(row.parties.self)).toEqual([person.id]);
      // Peers: the same manager, or without one the others of the same department without one; at most 3 (the default).
      const peers = o.active
        .filter(
          (p) =>
            p.id !== person.id &&
            (person.reportToId !== null
              ? p.reportToId === person.reportToId
              : p.reportToId === null && p.departmentId !== null && p.departmentId === person.departmentId && p.subDepartmentId === person.subDepartmentId),
        )
        .map((p) => p.id);
      expect(ids(row.parties.coworker).length).toBe(Math.min(3, peers.length));
      for (const id of ids(row.parties.coworker)) expect(peers).toContain(id);
      expect(ids(row.parties.coworker)).not.toContain(o.gone.id);
      expect(row.goal).toEqual({ evaluator: null, problem: null, message: null });
    }
    const pool = result.results.filter((r) => byId.get(r.evaluatee.id)!.departmentId === o.org.pool.id);
    expect(pool).toHaveLength(SHAPE.pool);
    for (const row of pool) expect(row.parties.coworker).toHaveLength(3);
    const total = result.results.reduce((n, r) => n + PARTIES.reduce((m, party) => m + r.parties[party].length, 0), 0);
    expect(result.to_create).toEqual({ skill: total, goal: 0 });
    expect(result.already_existing).toBe(0);
    expect(await o.stored()).toEqual([]);
  });

  it('creates the proposal once: a second run creates nothing and counts what it skipped', async () => {
    const o = await organisation();
    const before = await o.preview();
    const first = await o.bulk();
    expect(first).toEqual({ created: { skill: before.to_create.skill, goal: 0 }, skipped_existing: 0, not_ready: [] });
    const stored = await o.stored();
    expect(stored).toHaveLength(before.to_create.skill);
    // Every created evaluation is the proposal's, in its party.
    const proposed = new Set(before.results.flatMap((r) => PARTIES.flatMap((party) => r.parties[party].map((e) => `${r.evaluatee.id}:${e.id}:${party}`))));
    for (const s of stored) expect(proposed.has(`${s.evaluateeId}:${s.evaluatorId}:${s.party}`)).toBe(true);

    const second = await o.bulk();
    expect(second).toEqual({ created: { skill: 0, goal: 0 }, skipped_existing: before.to_create.skill, not_ready: [] });
    expect(await o.stored()).toHaveLength(before.to_create.skill);
    const after = await o.preview();
    expect(after.to_create.skill).toBe(0);
    expect(after.already_existing).toBe(before.to_create.skill);
    expect(after.results.every((r) => PARTIES.every((party) => r.parties[party].every((e) => e.exists)))).toBe(true);
  });

  it('spreads coworker requests: nobody carries more than the fair share plus one', async () => {
    const o = await organisation({ coworkerCount: 4 });
    await o.bulk();
    const load = new Map<number, number>();
    for (const s of await o.stored()) if (s.party === 'coworker') load.set(s.evaluatorId, (load.get(s.evaluatorId) ?? 0) + 1);
    // Per group of peers (same manager; the pool by department): requests over the group's size.
    const groups = new Map<string, number[]>();
    for (const p of o.active) {
      const key = p.reportToId !== null ? `m${p.reportToId}` : p.departmentId !== null ? `d${p.departmentId}` : `alone${p.id}`;
      groups.set(key, [...(groups.get(key) ?? []), p.id]);
    }
    let checked = 0;
    for (const members of groups.values()) {
      const requests = members.reduce((n, id) => n + (load.get(id) ?? 0), 0);
      if (requests === 0) continue;
      const fair = Math.ceil(requests / members.length);
      for (const id of members) expect(load.get(id) ?? 0).toBeLessThanOrEqual(fair + 1);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(15);
    const preview = await o.preview();
    expect(preview.coworker_load.max).toBe(Math.max(...load.values()));
  });

  it('leaves out parties whose weight is 0: the project’s, or an employee’s personal weights', async () => {
    const o = await organisation();
    await t.deps.db.insert(projectSettings).values({ ...o.project.scope, managerWeight: 0.5, subworkerWeight: 0.2, coworkerWeight: 0.3, selfWeight: 0 });
    const report = o.leaves[0]!;
    await t.deps.db
      .insert(personalWeights)
      .values({ ...o.project.scope, employeeId: report.id, managerWeight: 0.5, subworkerWeight: 0, coworkerWeight: 0, selfWeight: 0.5 });
    const result = await o.preview();
    for (const row of result.results) {
      if (row.evaluatee.id === report.id) {
        expect(ids(row.parties.self)).toEqual([report.id]);
        expect(row.parties.coworker).toEqual([]);
        expect(ids(row.parties.manager)).toEqual([report.reportToId]);
      } else expect(row.parties.self).toEqual([]);
    }
    expect(result.by_party.find((p) => p.party === 'self')!.count).toBe(1);
  });

  it('applies the admin’s changes: add, remove, swap; refuses impossible ones and changes nothing', async () => {
    const o = await organisation();
    const report = o.leaves[0]!;
    const outsider = o.active.find((p) => p.departmentId === o.org.pool.id)!;
    const base = await o.preview();
    const mine = base.results.find((r) => r.evaluatee.id === report.id)!;
    const swapped = mine.parties.coworker[0]!.id;
    const changes = [
      { evaluatee_id: report.id, evaluator_id: report.reportToId, party: 'manager', action: 'remove' },
      { evaluatee_id: report.id, evaluator_id: swapped, party: 'coworker', action: 'remove' },
      { evaluatee_id: report.id, evaluator_id: outsider.id, party: 'coworker', action: 'add' },
      // Adding someone already proposed in another party moves them (one evaluation per evaluator).
      { evaluatee_id: report.id, evaluator_id: mine.parties.coworker[1]!.id, party: 'manager', action: 'add' },
    ];
    const changed = (await o.preview({ changes })).results.find((r) => r.evaluatee.id === report.id)!;
    expect(ids(changed.parties.manager)).toEqual([mine.parties.coworker[1]!.id]);
    expect(changed.parties.manager[0]!.added).toBe(true);
    expect(ids(changed.parties.coworker)).toEqual([mine.parties.coworker[2]!.id, outsider.id]);
    expect(changed.parties.coworker.map((e) => e.added)).toEqual([false, true]);

    const refusals: Array<[Record<string, unknown>, string]> = [
      [
        { evaluatee_id: report.id, evaluator_id: outsider.id, party: 'self', action: 'add' },
        'A self evaluation has the evaluatee as evaluator, and only a self evaluation does.',
      ],
      [{ evaluatee_id: report.id, evaluator_id: o.gone.id, party: 'coworker', action: 'add' }, 'This employee is terminated: choose an active one.'],
      [{ evaluatee_id: report.id, evaluator_id: 2147483000, party: 'coworker', action: 'add' }, 'No such entry in this project.'],
      [{ evaluatee_id: o.gone.id, evaluator_id: outsider.id, party: 'coworker', action: 'add' }, 'No such entry in this project.'],
    ];
    for (const [change, message] of refusals) {
      const res = await o.call.post(BULK, { frequency_id: o.round.id, kinds: ['skill'], changes: [change] });
      expect(res.statusCode, JSON.stringify(change)).toBe(400);
      expect(res.json()).toEqual({ changes: [message] });
    }
    expect(await o.stored()).toEqual([]);

    const created = await o.bulk({ changes });
    expect(created.created.skill).toBe(base.to_create.skill - 1);
    const stored = (await o.stored()).filter((s) => s.evaluateeId === report.id);
    expect(stored.find((s) => s.evaluatorId === outsider.id)?.party).toBe('coworker');
    expect(stored.find((s) => s.evaluatorId === mine.parties.coworker[1]!.id)?.party).toBe('manager');
    expect(stored.some((s) => s.evaluatorId === report.reportToId || s.evaluatorId === swapped)).toBe(false);
  });

  it('goal evaluations go to the manager of those whose weights reach 100; the others are reported', async () => {
    const o = await organisation();
    const [ready, partial, noGoals] = o.leaves;
    await giveGoals(t.deps, o.project.scope, ready!.id, o.period.id, [50, 50]);
    await giveGoals(t.deps, o.project.scope, partial!.id, o.period.id, [60]);
    await giveGoals(t.deps, o.project.scope, o.org.ceo.id, o.period.id, [100]);
    const preview = await o.preview({ kinds: ['goal'] });
    const row = (id: number) => preview.results.find((r) => r.evaluatee.id === id)!;
    expect(row(ready!.id).goal).toEqual({ evaluator: expect.objectContaining({ id: ready!.reportToId, exists: false }), problem: null, message: null });
    expect(row(ready!.id).parties.self).toEqual([]);
    expect(row(partial!.id).goal).toEqual({
      evaluator: null,
      problem: 'weights_incomplete',
      message: 'First set all personal goals! The goal weights of H1 add up to 60, not 100.',
    });
    expect(row(noGoals!.id).goal).toMatchObject({ problem: 'no_goals', message: 'No personal goal found for this employee.' });
    expect(row(o.org.ceo.id).goal).toMatchObject({ problem: 'no_manager' });
    expect(preview.to_create).toEqual({ skill: 0, goal: 1 });

    const result = await o.bulk({ kinds: ['goal', 'skill'] }, o.call, 'az');
    expect(result.created.goal).toBe(1);
    expect(result.not_ready).toHaveLength(o.active.length - 1);
    expect(result.not_ready).toContainEqual({
      evaluatee: { id: partial!.id, name: expect.any(String) },
      message: 'Əvvəlcə bütün fərdi hədəfləri təyin edin! H1 mərhələsində hədəf çəkilərinin cəmi 60, 100 deyil.',
    });
    const goalsStored = (await o.stored()).filter((s) => s.kind === 'goal');
    expect(goalsStored).toEqual([{ evaluateeId: ready!.id, evaluatorId: ready!.reportToId, party: 'manager', kind: 'goal' }]);
  });

  it('takes the coworkers of someone without a manager among the others of their department without one, never from their own line', async () => {
    const o = await organisation();
    const pool = o.active.filter((p) => p.departmentId === o.org.pool.id).sort((a, b) => a.id - b.id);
    const [head, report, below, ...others] = pool;
    // A line inside the pool: head ← report ← below. Below is two levels under head: neither subworker nor peer.
    await t.deps.db.update(employees).set({ reportToId: head!.id }).where(eq(employees.id, report!.id));
    await t.deps.db.update(employees).set({ reportToId: report!.id }).where(eq(employees.id, below!.id));
    const result = await o.preview({ employee_id: head!.id });
    const [row] = result.results;
    expect(ids(row!.parties.subworker)).toEqual([report!.id]);
    expect(ids(row!.parties.coworker)).toEqual(others.map((p) => p.id));
  });

  it('covers one employee or a department subtree, and a scoped admin only evaluatees inside the scope', async () => {
    const o = await organisation();
    const division = o.org.divisions[0]!;
    const inDivision = o.active.filter((p) => p.departmentId === division.id).map((p) => p.id);
    const department = await o.preview({ department_id: division.id });
    expect(department.evaluatees).toBe(inDivision.length);
    expect(department.results.map((r) => r.evaluatee.id).sort((a, b) => a - b)).toEqual(inDivision.sort((a, b) => a - b));
    const one = await o.preview({ employee_id: inDivision[3] });
    expect(one.results.map((r) => r.evaluatee.id)).toEqual([inDivision[3]]);
    expect((await o.call.post(PREVIEW, { frequency_id: o.round.id, kinds: ['skill'], employee_id: o.gone.id })).json()).toEqual({
      employee_id: ['This employee is terminated: choose an active one.'],
    });

    const admin = await createAccount(t.deps, acme.companyId, { role: 'admin' });
    await scopeAdmin(t.deps, admin.id, [division.id]);
    const scoped = acme.as((await signIn(t, admin.username)).access, o.project.id);
    const theirs = await o.preview({}, scoped);
    expect(theirs.evaluatees).toBe(inDivision.length);
    // The director's manager (the CEO) is outside the scope, yet proposed: evaluators may be anyone of the project.
    const director = o.active.find((p) => p.departmentId === division.id && p.subDepartmentId === null)!;
    expect(ids(theirs.results.find((r) => r.evaluatee.id === director.id)!.parties.manager)).toEqual([o.org.ceo.id]);
    const outside = o.org.divisions[1]!;
    expect((await scoped.post(PREVIEW, { frequency_id: o.round.id, kinds: ['skill'], department_id: outside.id })).statusCode).toBe(404);
    const stranger = o.active.find((p) => p.departmentId === outside.id)!;
    expect((await scoped.post(BULK, { frequency_id: o.round.id, kinds: ['skill'], employee_id: stranger.id })).statusCode).toBe(404);

    const created = await o.bulk({}, scoped);
    expect(created.created.skill).toBe(theirs.to_create.skill);
    const evaluatees = new Set((await o.stored()).map((s) => s.evaluateeId));
    for (const id of evaluatees) expect(inDivision).toContain(id);
    const events = (await t.deps.db.execute(sql`select count(*)::int as n from evaluation_events where project_id = ${o.project.id}`)) as unknown as {
      rows: [{ n: number }];
    };
    expect(events.rows[0].n).toBe(theirs.to_create.skill);
  });

  it('refuses a round of another project, an empty kind list, and pages the preview with a search', async () => {
    const o = await organisation();
    const other = await acme.addProject('Other');
    const foreignRound = (await addPeriod(t.deps, other.scope, ['X'])).rounds[0]!;
    expect((await o.call.post(PREVIEW, { frequency_id: foreignRound.id, kinds: ['skill'] })).statusCode).toBe(404);
    const empty = await o.call.post(BULK, { frequency_id: o.round.id, kinds: [] });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ kinds: ['This field is required'] });
    const paged = (await o.call.post(PREVIEW, { frequency_id: o.round.id, kinds: ['skill'], page: 2, page_size: 50 })).json();
    expect(paged).toMatchObject({ count: o.active.length, page: 2, page_size: 50 });
    expect(paged.results).toHaveLength(50);
    const searched = (await o.call.post(PREVIEW, { frequency_id: o.round.id, kinds: ['skill'], search: 'person0007' })).json();
    expect(searched.count).toBe(1);
  });

  it('orders the evaluatees by name or department, and filters them by party and evaluator, each row with all its evaluators', async () => {
    const o = await organisation();
    // The last one by id comes first by name.
    const last = o.leaves[o.leaves.length - 1]!;
    await t.deps.db.update(employees).set({ firstName: 'Aaron' }).where(eq(employees.id, last.id));
    const all = await o.preview();
    expect(all.results[0]!.evaluatee.id).toBe(last.id);
    const names = (rows: Row[]) => rows.map((r) => r.evaluatee.full_name);
    const collator = new Intl.Collator('en');
    expect(names(all.results)).toEqual([...names(all.results)].sort(collator.compare));
    expect(names((await o.preview({ ordering: '-evaluatee' })).results)).toEqual([...names(all.results)].sort(collator.compare).reverse());
    const departments = (await o.preview({ ordering: 'department' })).results.map((r) => r.evaluatee.department?.name ?? null);
    const placed = departments.filter((d): d is string => d !== null);
    expect(placed).toEqual([...placed].sort(collator.compare));
    expect(departments.slice(placed.length).every((d) => d === null)).toBe(true);

    const has = (row: Row, party: (typeof PARTIES)[number] | null, evaluator: number | null) =>
      PARTIES.some((p) => (party === null || p === party) && row.parties[p].some((e) => evaluator === null || e.id === evaluator));
    const withSubworkers = await o.preview({ party: 'subworker' });
    expect(withSubworkers.count).toBe(all.results.filter((r) => r.parties.subworker.length > 0).length);
    expect(withSubworkers.count).toBeLessThan(all.count);
    // A manager evaluates their reports, their own manager, some peers and themself; each row keeps its other evaluators.
    const manager = o.active.find((p) => p.reportToId === o.org.ceo.id)!;
    const theirs = await o.preview({ evaluator: manager.id });
    expect(theirs.results.map((r) => r.evaluatee.id).sort((a, b) => a - b)).toEqual(
      all.results
        .filter((r) => has(r, null, manager.id))
        .map((r) => r.evaluatee.id)
        .sort((a, b) => a - b),
    );
    expect(theirs.results.find((r) => r.evaluatee.id === manager.id)!.parties.manager.map((e) => e.id)).toEqual([o.org.ceo.id]);
    const reports = await o.preview({ evaluator: manager.id, party: 'manager' });
    expect(reports.results.map((r) => r.evaluatee.id).sort((a, b) => a - b)).toEqual(reportsOf(o.active, manager.id));
    expect(reports.evaluatees).toBe(all.evaluatees);
    // The goal evaluation is in the manager's party, with or without an evaluator.
    expect((await o.preview({ kinds: ['goal'], party: 'manager' })).count).toBe(all.count);
    expect((await o.preview({ kinds: ['goal'], party: 'coworker' })).count).toBe(0);
  });
});
