import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployeeSkill, addPositionSkill, addSkill } from '../helpers/competencies.ts';
import { addDepartment, addEmployee, addPosition, scopeAdmin, signIn } from '../helpers/factories.ts';
import { numericalGoal } from '../helpers/goals.ts';
import { addCategory, addPeriod } from '../helpers/setup.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

type Person = Awaited<ReturnType<typeof addEmployee>>;

const goalsUrl = (person: Person, query = '') => `/api/account/user-panel/${person.account.id}/goals/${query}`;
const skillsUrl = (person: Person) => `/api/account/user-panel/${person.account.id}/skills/`;
const panelUrl = (person: Person) => `/api/account/user-panel/${person.account.id}/`;

/**
 * A person's goals and competencies on the user panel (docs/product.md §7.4) under the row rules of
 * docs/product.md §1.6 (contracts/access.ts mayViewPersonData, ADR 16): one's own,
 * the whole line below a manager, everyone for a code holder, an admin's department scope; 404 otherwise.
 */
describe('the user panel: goals and competencies', () => {
  let t: TestApp;
  let acme: Tenant;
  let globex: Tenant;
  let sales: { id: number };
  let support: { id: number };
  // Reporting line: boss ← lead ← worker; peer reports to boss too; outsider in another department.
  let boss: Person;
  let lead: Person;
  let worker: Person;
  let peer: Person;
  let outsider: Person;
  let period: Awaited<ReturnType<typeof addPeriod>>;
  let older: Awaited<ReturnType<typeof addPeriod>>;
  const as = async (person: Person): Promise<Caller> => acme.as((await signIn(t, person.account.username)).access);

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    globex = await tenant(t, { company: 'Globex' });
    sales = await addDepartment(t.deps, acme, 'Sales');
    support = await addDepartment(t.deps, acme, 'Support');
    const seller = await addPosition(t.deps, acme, sales.id, 'Seller');
    boss = await addEmployee(t.deps, acme, { firstName: 'Boss', lastName: 'One', departmentId: sales.id });
    lead = await addEmployee(t.deps, acme, { firstName: 'Lead', lastName: 'Two', departmentId: sales.id, reportToId: boss.id });
    worker = await addEmployee(t.deps, acme, { firstName: 'Leyla', lastName: 'Aliyeva', departmentId: sales.id, positionId: seller.id, reportToId: lead.id });
    peer = await addEmployee(t.deps, acme, { firstName: 'Peer', lastName: 'Three', departmentId: sales.id, reportToId: boss.id });
    outsider = await addEmployee(t.deps, acme, { firstName: 'Out', lastName: 'Sider', departmentId: support.id });

    older = await addPeriod(t.deps, acme, [], { start: '2020-01-01', end: '2020-12-31' });
    const today = new Date().toISOString().slice(0, 10);
    const year = today.slice(0, 4);
    period = await addPeriod(t.deps, acme, ['H1', 'H2'], { start: `${year}-01-01`, end: `${year}-12-31` });
    const category = await addCategory(t.deps, acme, 'goal', 'Sales targets');
    const create = async (person: Person, body: Record<string, unknown>, periodId = period.id) => {
      const res = await acme.call.post('/api/goals/personal-goals/', { employee_id: person.id, period_id: periodId, ...body });
      expect(res.statusCode, res.body).toBe(201);
      return res.json() as { id: number };
    };
    const revenue = await create(worker, { ...numericalGoal('Revenue', 60), category_id: category.id });
    await create(worker, { ...numericalGoal('Launch', 40), frequency_id: period.rounds[0]!.id });
    const sub = await acme.call.post('/api/goals/subgoal/', { goal_id: revenue.id, ...numericalGoal('New clients', 50) });
    expect(sub.statusCode, sub.body).toBe(201);
    await create(worker, numericalGoal('Old goal', 100), older.id);
    await create(outsider, numericalGoal('Support tickets', 100));

    const negotiation = await addSkill(t.deps, acme, 'Negotiation');
    const listening = await addSkill(t.deps, acme, 'Listening', { skillType: 'soft' });
    await addPositionSkill(t.deps, acme.companyId, seller.id, negotiation.id, 0.6, 4);
    await addEmployeeSkill(t.deps, acme.companyId, outsider.id, listening.id, 0.5, 3);
  });
  afterAll(() => t.close());

  it('shows an employee their own goals of the current period by round, with category, measure, weight and sub goals', async () => {
    const me = await as(worker);
    const res = await me.get(goalsUrl(worker));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.relation).toEqual({ self: true, report: false, in_scope: true });
    expect(body.period_id).toBe(period.id);
    expect(body.periods.map((p: { id: number }) => p.id)).toEqual([period.id, older.id]);
    expect(body.employee).toMatchObject({ id: worker.id, full_name: 'Leyla Aliyeva', position: { name: 'Seller' } });
    expect(body.goals).toMatchObject([
      {
        name: 'Revenue',
        frequency: null,
        category: { name: 'Sales targets' },
        weight: 60,
        is_numerical: true,
        target: 100,
        sub_goals: [{ name: 'New clients', weight: 50 }],
      },
      { name: 'Launch', frequency: { id: period.rounds[0]!.id, name: 'H1' }, weight: 40, sub_goals: [] },
    ]);
    expect(body.rounds).toMatchObject([
      { name: 'H1', total: 100, complete: true },
      { name: 'H2', total: 60, complete: false },
    ]);

    const past = (await me.get(goalsUrl(worker, `?period=${older.id}`))).json();
    expect(past.goals.map((g: { name: string }) => g.name)).toEqual(['Old goal']);
  });

  it('shows an employee their own competencies: the position’s list with weight and norm, or their own list', async () => {
    const res = await (await as(worker)).get(skillsUrl(worker));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ source: 'position', skills: [{ name: 'Negotiation', weight: 0.6, norm: 4 }], relation: { self: true } });
    const own = (await (await as(outsider)).get(skillsUrl(outsider))).json();
    expect(own).toMatchObject({ source: 'employee', skills: [{ name: 'Listening', skill_type: 'soft', weight: 0.5, norm: 3 }] });
  });

  it('refuses a coworker’s goals, competencies and panel with 404, also to their peer under the same manager', async () => {
    const me = await as(worker);
    for (const url of [goalsUrl(outsider), skillsUrl(outsider), panelUrl(outsider), goalsUrl(lead), skillsUrl(boss)]) {
      expect((await me.get(url)).statusCode, url).toBe(404);
    }
    const colleague = await as(peer);
    expect((await colleague.get(goalsUrl(lead))).statusCode).toBe(404);
    expect((await colleague.get(goalsUrl(worker))).statusCode).toBe(404);
  });

  it('lets a manager read a direct report’s panel, goals and competencies, but not change the profile', async () => {
    const manager = await as(lead);
    const panel = await manager.get(panelUrl(worker));
    expect(panel.statusCode, panel.body).toBe(200);
    expect(panel.json().relation).toEqual({ self: false, report: true, in_scope: true });
    expect((await manager.get(goalsUrl(worker))).json().goals).toHaveLength(2);
    expect((await manager.get(skillsUrl(worker))).statusCode).toBe(200);
    const change = await manager.put(panelUrl(worker), { first_name: 'X', last_name: 'Y', email: 'x@acme.test' });
    expect(change.statusCode).toBe(403);
    // The manager's own manager is not below them.
    expect((await manager.get(goalsUrl(boss))).statusCode).toBe(404);
  });

  it('lists a person’s direct reports the caller may open: a manager’s team on their own panel and down the line', async () => {
    const top = await as(boss);
    const names = async (caller: Caller, person: Person) =>
      ((await caller.get(panelUrl(person))).json().team as Array<{ full_name: string }>).map((m) => m.full_name);
    expect(await names(top, boss)).toEqual(['Peer Three', 'Lead Two']);
    expect(await names(top, lead)).toEqual(['Leyla Aliyeva']);
    expect((await top.get(panelUrl(lead))).json().team[0]).toEqual({
      account_id: worker.account.id,
      employee_id: worker.id,
      full_name: 'Leyla Aliyeva',
      position: { id: worker.positionId, name: 'Seller' },
      // The boss is the worker's skip-level manager: no cards of theirs (ADR 23).
      results: false,
    });
    expect(await names(await as(worker), worker)).toEqual([]);
    // A scoped admin sees only the reports inside their scope.
    const scoped = await addEmployee(t.deps, acme, { role: 'admin', departmentId: support.id });
    await scopeAdmin(t.deps, scoped.account.id, [support.id]);
    const helper = await addEmployee(t.deps, acme, { firstName: 'Help', lastName: 'Desk', departmentId: support.id, reportToId: outsider.id });
    await addEmployee(t.deps, acme, { firstName: 'Sales', lastName: 'Helper', departmentId: sales.id, reportToId: outsider.id });
    const team = (await (await as(scoped)).get(panelUrl(outsider))).json().team;
    expect(team.map((m: { employee_id: number }) => m.employee_id)).toEqual([helper.id]);
  });

  it('says whose results the caller may open: their own, their direct reports’ (on their own panel), an admin’s in scope; not a skip level’s', async () => {
    const results = async (caller: Caller, person: Person) =>
      (await caller.get(panelUrl(person))).json() as { results: boolean; team: Array<{ employee_id: number; results: boolean }> };
    const own = await results(await as(worker), worker);
    expect(own.results).toBe(true);
    const manager = await as(lead);
    expect((await results(manager, lead)).team).toEqual([expect.objectContaining({ employee_id: worker.id, results: true })]);
    expect((await results(manager, worker)).results).toBe(true);
    const top = await as(boss);
    expect((await results(top, worker)).results).toBe(false);
    expect((await results(top, boss)).team.map((m) => m.results)).toEqual([true, true]);
    expect((await results(acme.call, worker)).results).toBe(true);
  });

  it('lets a manager read the whole line below them: a report’s report', async () => {
    const top = await as(boss);
    const res = await top.get(goalsUrl(worker));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().relation).toMatchObject({ report: true });
    expect((await top.get(skillsUrl(worker))).statusCode).toBe(200);
    expect((await top.get(goalsUrl(outsider))).statusCode).toBe(404);
  });

  it('a terminated manager no longer reads their former line', async () => {
    const former = await addEmployee(t.deps, acme, { departmentId: sales.id });
    const report = await addEmployee(t.deps, acme, { departmentId: sales.id, reportToId: former.id });
    const caller = await as(former);
    expect((await caller.get(goalsUrl(report))).statusCode).toBe(200);
    // Terminated here, their account stays active (as when they still work in another project).
    await t.deps.db.update(employees).set({ status: 'terminated' }).where(eq(employees.id, former.id));
    expect((await caller.get(goalsUrl(report))).statusCode).toBe(404);
  });

  it('widens to the whole project with a code of the area: dgv reads everyone’s goals, dsv everyone’s competencies', async () => {
    const goalViewer = await addEmployee(t.deps, acme, { permissions: ['dgv'], departmentId: support.id });
    const caller = await as(goalViewer);
    expect((await caller.get(goalsUrl(worker))).statusCode).toBe(200);
    expect((await caller.get(panelUrl(worker))).statusCode).toBe(200);
    expect((await caller.get(skillsUrl(worker))).statusCode).toBe(404);
    const skillViewer = await as(await addEmployee(t.deps, acme, { permissions: ['dsv'] }));
    expect((await skillViewer.get(skillsUrl(worker))).statusCode).toBe(200);
    expect((await skillViewer.get(goalsUrl(worker))).statusCode).toBe(404);
  });

  it('lets admins read within their department scope only', async () => {
    expect((await acme.call.get(goalsUrl(worker))).statusCode).toBe(200);
    const scoped = await addEmployee(t.deps, acme, { role: 'admin', departmentId: support.id });
    await scopeAdmin(t.deps, scoped.account.id, [support.id]);
    const admin = await as(scoped);
    expect((await admin.get(goalsUrl(outsider))).statusCode).toBe(200);
    expect((await admin.get(skillsUrl(outsider))).json().relation).toEqual({ self: false, report: false, in_scope: true });
    expect((await admin.get(goalsUrl(worker))).statusCode).toBe(404);
    expect((await admin.get(skillsUrl(worker))).statusCode).toBe(404);
    // Their own record is theirs whatever the scope.
    expect((await admin.get(goalsUrl(scoped))).statusCode).toBe(200);
  });

  it('keeps tenancy: another company’s person, a period of another project, or no employee record is 404', async () => {
    expect((await globex.call.get(goalsUrl(worker))).statusCode).toBe(404);
    expect((await globex.call.get(skillsUrl(worker))).statusCode).toBe(404);
    const foreignPeriod = await addPeriod(t.deps, globex);
    expect((await acme.call.get(goalsUrl(worker, `?period=${foreignPeriod.id}`))).statusCode).toBe(404);
    const other = await acme.addProject();
    expect((await acme.inProject(other.id).get(goalsUrl(worker))).statusCode).toBe(404);
    const bad = await acme.call.get(goalsUrl(worker, '?period=abc'));
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['period']);
  });

  it('answers an empty list without periods', async () => {
    const other = await acme.addProject();
    const alone = await addEmployee(t.deps, other.scope, {});
    const res = await acme.as((await signIn(t, alone.account.username)).access, other.id).get(goalsUrl(alone));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ period_id: null, periods: [], goals: [], rounds: [], complete: false });
  });
});
