import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, positionalGoalPositions, positionalGoals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, addPosition, scopeAdmin, signIn } from '../helpers/factories.ts';
import { numericalGoal } from '../helpers/goals.ts';
import { addCategory, addPeriod, addTemplate } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const URL = '/api/goals/positionalgoal/';

describe('positional goals', () => {
  let t: TestApp;
  let acme: Tenant;
  let sales: { id: number };
  let engineering: { id: number };
  let seller: { id: number; name: string };
  let engineer: { id: number; name: string };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    sales = await addDepartment(t.deps, acme, 'Sales');
    engineering = await addDepartment(t.deps, acme, 'Engineering');
    seller = await addPosition(t.deps, acme, sales.id, 'Seller');
    engineer = await addPosition(t.deps, acme, engineering.id, 'Engineer');
  });
  afterAll(() => t.close());

  it('creates a goal for several positions and lists it with their names, also by position', async () => {
    // A project of its own: the list below is all of its goals.
    const own = await acme.addProject();
    const here = acme.inProject(own.id);
    const seller = await addPosition(t.deps, own.scope, (await addDepartment(t.deps, own.scope, 'Sales')).id, 'Seller');
    const engineer = await addPosition(t.deps, own.scope, (await addDepartment(t.deps, own.scope, 'Engineering')).id, 'Engineer');
    const category = await addCategory(t.deps, own.scope, 'goal', 'Revenue');
    const res = await here('POST', URL, {
      ...numericalGoal('Close deals', 40),
      category_id: category.id,
      success_criteria: '10 deals',
      position_ids: [seller.id, engineer.id],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      name: 'Close deals',
      weight: 40,
      target: 100,
      is_positive: true,
      scale_template: null,
      category: { id: category.id, name: 'Revenue' },
      success_criteria: '10 deals',
      positions: [
        { id: engineer.id, name: 'Engineer' },
        { id: seller.id, name: 'Seller' },
      ],
    });
    const template = await addTemplate(t.deps, own.scope);
    const rated = await here('POST', URL, {
      name: 'Team spirit',
      weight: 20,
      is_numerical: false,
      target: 5,
      scale_template_id: template.id,
      position_ids: [engineer.id],
    });
    expect(rated.statusCode, rated.body).toBe(201);
    // A scale goal keeps no target.
    expect(rated.json()).toMatchObject({ is_numerical: false, target: null, scale_template: { id: template.id, name: 'Five steps' } });

    const all = (await here('GET', URL)).json() as Array<{ name: string }>;
    expect(all.map((g) => g.name)).toEqual(['Close deals', 'Team spirit']);
    const ofSeller = (await here('GET', `${URL}?position=${seller.id}`)).json() as Array<{ name: string }>;
    expect(ofSeller.map((g) => g.name)).toEqual(['Close deals']);
  });

  it('refuses incomplete or wrong measures and references outside the project', async () => {
    const other = await tenant(t, { company: 'Globex' });
    const foreignPosition = await addPosition(t.deps, other, (await addDepartment(t.deps, other, 'Elsewhere')).id, 'Foreign');
    const foreignCategory = await addCategory(t.deps, other, 'goal', 'Theirs');

    const noTarget = await acme.call('POST', URL, { name: 'A', weight: 10, is_numerical: true });
    expect(noTarget.json()).toEqual({ target: ['This field is required'] });
    const zeroTarget = await acme.call('POST', URL, numericalGoal('A', 10, { target: 0 }));
    expect(zeroTarget.json()).toEqual({ target: ['When higher is better, the target must be greater than 0.'] });
    const negative = await acme.call('POST', URL, numericalGoal('A', 10, { target: -1, is_positive: false }));
    expect(negative.json()).toEqual({ target: ['The target must not be negative.'] });
    const lowerIsBetterZero = await acme.call('POST', URL, numericalGoal('Zero defects', 10, { target: 0, is_positive: false }));
    expect(lowerIsBetterZero.statusCode, lowerIsBetterZero.body).toBe(201);
    const noScale = await acme.call('POST', URL, { name: 'A', weight: 10, is_numerical: false });
    expect(noScale.json()).toEqual({ scale_template_id: ['This field is required'] });
    const tooHeavy = await acme.call('POST', URL, numericalGoal('A', 101));
    expect(tooHeavy.json()).toEqual({ weight: ['Sum of weights must be less or equal to 100.'] });

    const refs = await acme.call('POST', URL, { ...numericalGoal('A', 10), category_id: foreignCategory.id });
    expect(refs.json()).toEqual({ category_id: ['No such entry in this project.'] });
    const positions = await acme.call('POST', URL, { ...numericalGoal('A', 10), position_ids: [seller.id, foreignPosition.id] });
    expect(positions.json()).toEqual({ position_ids: ['No such entry in this project.'] });
    const count = await t.deps.db.select().from(positionalGoals).where(eq(positionalGoals.name, 'A'));
    expect(count).toHaveLength(0);
  });

  it('changes a goal and its positions; edit-positions replaces the list', async () => {
    const created = (await acme.call('POST', URL, { ...numericalGoal('Ship features', 30), position_ids: [engineer.id] })).json();
    const changed = await acme.call('PUT', `${URL}${created.id}/`, {
      ...numericalGoal('Ship more features', 35, { target: 12 }),
      position_ids: [engineer.id, seller.id],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Ship more features', weight: 35, target: 12 });
    expect(
      changed
        .json()
        .positions.map((p: { id: number }) => p.id)
        .sort(),
    ).toEqual([seller.id, engineer.id].sort());

    const edited = await acme.call('PUT', `/api/goals/edit-positions/${created.id}/`, { position_ids: [seller.id] });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json()).toMatchObject({ name: 'Ship more features', positions: [{ id: seller.id, name: 'Seller' }] });
    const cleared = await acme.call('PUT', `/api/goals/edit-positions/${created.id}/`, { position_ids: [] });
    expect(cleared.json().positions).toEqual([]);
    expect(await t.deps.db.select().from(positionalGoalPositions).where(eq(positionalGoalPositions.positionalGoalId, created.id))).toHaveLength(0);
  });

  // docs/product.md §3.6: a position's goals add up to at most 100 and have different names, checked on every save.
  it('refuses a save that takes a position past 100, naming the position and its total; nothing changes', async () => {
    const shop = await addDepartment(t.deps, acme, 'Shop');
    const cashier = await addPosition(t.deps, acme, shop.id, 'Cashier');
    const clerk = await addPosition(t.deps, acme, shop.id, 'Clerk');
    const sixty = (await acme.call('POST', URL, { ...numericalGoal('Sales', 60), position_ids: [cashier.id] })).json();
    const fifty = await acme.call('POST', URL, { ...numericalGoal('Queue', 50), position_ids: [clerk.id, cashier.id] });
    expect(fifty.statusCode).toBe(400);
    expect(fifty.json()).toEqual({ weight: ['Sum of weights must be less or equal to 100 on each position: Cashier (Shop): 110.'] });
    for (const [lang, text] of [
      ['az', 'Hər vəzifədə çəkilərin cəmi 100-dən az və ya ona bərabər olmalıdır: Cashier (Shop): 110.'],
      ['ru', 'Сумма весов на каждой должности должна быть меньше или равна 100: Cashier (Shop): 110.'],
    ] as const)
      expect((await acme.call('POST', URL, { ...numericalGoal('Queue', 50), position_ids: [cashier.id] }, lang)).json()).toEqual({ weight: [text] });
    expect(await t.deps.db.select().from(positionalGoals).where(eq(positionalGoals.name, 'Queue'))).toHaveLength(0);

    // 40 fits; the third goal (any weight above 0) does not, nor raising one of them.
    const forty = (await acme.call('POST', URL, { ...numericalGoal('Queue', 40), position_ids: [clerk.id, cashier.id] })).json();
    const third = await acme.call('POST', URL, { ...numericalGoal('Returns', 40), position_ids: [cashier.id] });
    expect(third.json()).toEqual({ weight: ['Sum of weights must be less or equal to 100 on each position: Cashier (Shop): 140.'] });
    const raised = await acme.call('PUT', `${URL}${sixty.id}/`, { ...numericalGoal('Sales', 70), position_ids: [cashier.id] });
    expect(raised.json()).toEqual({ weight: ['Sum of weights must be less or equal to 100 on each position: Cashier (Shop): 110.'] });
    expect((await acme.call('GET', `${URL}?position=${cashier.id}`)).json().map((g: { name: string; weight: number }) => [g.name, g.weight])).toEqual([
      ['Queue', 40],
      ['Sales', 60],
    ]);

    // Edit-positions: moving Sales onto Clerk is fine (40 + 60); a goal of 70 there then is not.
    expect((await acme.call('PUT', `/api/goals/edit-positions/${sixty.id}/`, { position_ids: [cashier.id, clerk.id] })).statusCode).toBe(200);
    const heavy = (await acme.call('POST', URL, { ...numericalGoal('Heavy', 70), position_ids: [] })).json();
    const moved = await acme.call('PUT', `/api/goals/edit-positions/${heavy.id}/`, { position_ids: [clerk.id] });
    expect(moved.statusCode).toBe(400);
    expect(moved.json()).toEqual({ position_ids: ['Sum of weights must be less or equal to 100 on each position: Clerk (Shop): 170.'] });
    expect((await acme.call('GET', `${URL}?position=${clerk.id}`)).json().map((g: { name: string }) => g.name)).toEqual(['Queue', 'Sales']);
    expect(forty.positions).toHaveLength(2);
  });

  it('refuses a second goal of the same name on a position (any case), on create, change and edit-positions', async () => {
    const desk = await addDepartment(t.deps, acme, 'Desk');
    const agent = await addPosition(t.deps, acme, desk.id, 'Agent');
    const lead = await addPosition(t.deps, acme, desk.id, 'Lead');
    await acme.call('POST', URL, { ...numericalGoal('Calls', 10), position_ids: [agent.id] });
    const same = await acme.call('POST', URL, { ...numericalGoal('calls', 10), position_ids: [lead.id, agent.id] });
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ name: ['A goal with this name already exists for: Agent (Desk).'] });
    expect((await acme.call('POST', URL, { ...numericalGoal('calls', 10), position_ids: [agent.id] }, 'ru')).json()).toEqual({
      name: ['Цель с таким названием уже есть у: Agent (Desk).'],
    });
    const onLead = (await acme.call('POST', URL, { ...numericalGoal('Calls', 10), position_ids: [lead.id] })).json();
    const renamed = (await acme.call('POST', URL, { ...numericalGoal('Tickets', 10), position_ids: [agent.id] })).json();
    expect((await acme.call('PUT', `${URL}${renamed.id}/`, { ...numericalGoal('CALLS', 10), position_ids: [agent.id] })).json()).toEqual({
      name: ['A goal with this name already exists for: Agent (Desk).'],
    });
    expect((await acme.call('PUT', `/api/goals/edit-positions/${onLead.id}/`, { position_ids: [lead.id, agent.id] })).json()).toEqual({
      position_ids: ['A goal with this name already exists for: Agent (Desk).'],
    });
    expect((await acme.call('GET', `${URL}?position=${agent.id}`)).json().map((g: { name: string }) => g.name)).toEqual(['Calls', 'Tickets']);
  });

  it('deleting a positional goal keeps the personal goals made from it, unlinked', async () => {
    const period = await addPeriod(t.deps, acme);
    const holder = await addEmployee(t.deps, acme, { departmentId: sales.id, positionId: seller.id });
    const created = (await acme.call('POST', URL, { ...numericalGoal('Visit clients', 10), position_ids: [seller.id] })).json();
    const generated = await acme.call('POST', '/api/goals/personal-goals/generate/', { period_id: period.id, employee_ids: [holder.id] });
    expect(generated.statusCode, generated.body).toBe(200);
    const [copy] = await t.deps.db.select().from(goals).where(eq(goals.positionalGoalId, created.id));
    expect(copy).toBeDefined();

    const res = await acme.call('DELETE', `${URL}${created.id}/`);
    expect(res.statusCode).toBe(204);
    const [after] = await t.deps.db.select().from(goals).where(eq(goals.id, copy!.id));
    expect(after).toMatchObject({ name: 'Visit clients', positionalGoalId: null });
    expect((await acme.call('DELETE', `${URL}${created.id}/`)).statusCode).toBe(404);
  });

  it('a view-only user (dgv) reads but cannot change; a user with dge changes', async () => {
    const viewer = await addEmployee(t.deps, acme, { permissions: ['dgv'] });
    const editor = await addEmployee(t.deps, acme, { permissions: ['dge'] });
    const viewToken = (await signIn(t, viewer.account.username)).access;
    const editToken = (await signIn(t, editor.account.username)).access;
    expect((await acme.as(viewToken)('GET', URL)).statusCode).toBe(200);
    const refused = await acme.as(viewToken)('POST', URL, { ...numericalGoal('Viewer goal', 5), position_ids: [] });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('forbidden');
    const made = await acme.as(editToken)('POST', URL, { ...numericalGoal('Editor goal', 5), position_ids: [seller.id] });
    expect(made.statusCode, made.body).toBe(201);
    expect((await acme.as(viewToken)('DELETE', `${URL}${made.json().id}/`)).statusCode).toBe(403);
    expect((await acme.as(editToken)('DELETE', `${URL}${made.json().id}/`)).statusCode).toBe(204);
  });

  it('an admin scoped to a department reaches only goals whose positions are all in the scope', async () => {
    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    await scopeAdmin(t.deps, admin.account.id, [sales.id]);
    const scoped = (await signIn(t, admin.account.username)).access;
    const mixed = (await acme.call('POST', URL, { ...numericalGoal('Mixed', 5), position_ids: [seller.id, engineer.id] })).json();
    const salesOnly = (await acme.call('POST', URL, { ...numericalGoal('Sales only', 5), position_ids: [seller.id] })).json();

    const listed = (await acme.as(scoped)('GET', URL)).json() as Array<{ id: number }>;
    expect(listed.map((g) => g.id)).toContain(salesOnly.id);
    expect(listed.map((g) => g.id)).not.toContain(mixed.id);
    expect((await acme.as(scoped)('GET', `${URL}?position=${engineer.id}`)).statusCode).toBe(404);
    expect((await acme.as(scoped)('PUT', `${URL}${mixed.id}/`, { ...numericalGoal('Mine now', 5), position_ids: [seller.id] })).statusCode).toBe(404);
    expect((await acme.as(scoped)('PUT', `/api/goals/edit-positions/${salesOnly.id}/`, { position_ids: [engineer.id] })).json()).toEqual({
      position_ids: ['No such entry in this project.'],
    });
    expect((await acme.as(scoped)('PUT', `/api/goals/edit-positions/${salesOnly.id}/`, { position_ids: [seller.id] })).statusCode).toBe(200);
  });

  it('another company finds none of them', async () => {
    const other = await tenant(t, { company: 'Initech' });
    const mine = (await acme.call('POST', URL, { ...numericalGoal('Private', 5), position_ids: [] })).json();
    const list = await other.call.get(URL);
    expect(list.json()).toEqual([]);
    for (const [method, url] of [
      ['PUT', `${URL}${mine.id}/`],
      ['DELETE', `${URL}${mine.id}/`],
      ['PUT', `/api/goals/edit-positions/${mine.id}/`],
    ] as const) {
      const res = await other.call(method, url, method === 'PUT' ? { ...numericalGoal('Taken', 5), position_ids: [] } : undefined);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    // Sending Acme's project is refused before anything runs.
    expect((await acme.as(other.token).get(URL)).statusCode).toBe(404);
  });
});
