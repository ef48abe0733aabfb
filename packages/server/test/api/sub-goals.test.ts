import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { subGoals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addDepartment, addEmployee, scopeAdmin, signIn } from '../helpers/factories.ts';
import { numericalGoal } from '../helpers/goals.ts';
import { addPeriod, addTemplate } from '../helpers/setup.ts';
import { tenant, type Tenant } from '../helpers/tenant.ts';

const SUB = '/api/goals/subgoal/';

describe('sub goals', () => {
  let t: TestApp;
  let acme: Tenant;
  let sales: { id: number };
  let period: { id: number };
  let employee: { id: number };

  const newGoal = async (name: string, weight = 10) => {
    const res = await acme.call('POST', '/api/goals/personal-goals/', { employee_id: employee.id, period_id: period.id, ...numericalGoal(name, weight) });
    expect(res.statusCode, res.body).toBe(201);
    return res.json() as { id: number };
  };
  const goalOf = async (id: number) => {
    const list = (await acme.call('GET', `/api/goals/personal-goals/?employee=${employee.id}&period=${period.id}`)).json();
    return list.goals.find((g: { id: number }) => g.id === id);
  };

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t, { company: 'Acme' });
    sales = await addDepartment(t.deps, acme, 'Sales');
    period = await addPeriod(t.deps, acme, ['H1', 'H2']);
    employee = await addEmployee(t.deps, acme, { departmentId: sales.id });
  });
  afterAll(() => t.close());

  it('scores a goal from its sub goals: the weighted mean of their scores', async () => {
    const goal = await newGoal('Customer care', 40);
    const first = await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Response time', 60, { target: 10, actual: 20, is_positive: false }) });
    expect(first.statusCode, first.body).toBe(201);
    expect(first.json()).toMatchObject({ goal_id: goal.id, name: 'Response time', weight: 60, is_positive: false, score: 50 });
    await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Satisfaction', 40, { actual: 80 }) });
    const template = await addTemplate(t.deps, acme);
    const rated = await acme.call('POST', SUB, { goal_id: goal.id, name: 'Tone', weight: 0, is_numerical: false, scale_template_id: template.id });
    expect(rated.json()).toMatchObject({ score: null, target: null, scale_template_id: template.id });

    const shown = await goalOf(goal.id);
    expect(shown.sub_goals.map((s: { name: string }) => s.name)).toEqual(['Response time', 'Satisfaction', 'Tone']);
    // (60·50 + 40·80) / 100 = 62; the unrated scale sub goal drops out.
    expect(shown.score).toBeCloseTo(62, 10);
  });

  it('keeps the sub goals of a goal at 100 or less, in every language', async () => {
    const goal = await newGoal('Projects', 20);
    await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Alpha', 70) });
    const beta = (await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Beta', 30) })).json();
    const texts = {
      en: 'Sum of weights must be less or equal to 100.',
      az: 'Çəkilərin cəmi 100-dən az və ya ona bərabər olmalıdır.',
      ru: 'Сумма весов должна быть меньше или равна 100.',
    };
    for (const [lang, text] of Object.entries(texts)) {
      const res = await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal(`Gamma ${lang}`, 1) }, lang);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ weight: [text] });
    }
    expect((await acme.call('PUT', `${SUB}${beta.id}/`, numericalGoal('Beta', 31))).json()).toEqual({ weight: [texts.en] });
    expect((await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('alpha', 0) })).json()).toEqual({ name: ['This name is already in use here.'] });
    expect(await t.deps.db.select().from(subGoals).where(eq(subGoals.goalId, goal.id))).toHaveLength(2);
  });

  it('changes and deletes a sub goal', async () => {
    const goal = await newGoal('Training');
    const sub = (await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Courses', 50, { target: 4 }) })).json();
    const changed = await acme.call('PUT', `${SUB}${sub.id}/`, numericalGoal('Courses taken', 50, { target: 4, actual: 3 }));
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json()).toMatchObject({ name: 'Courses taken', actual: 3, score: 75 });
    expect((await goalOf(goal.id)).score).toBe(75);
    expect((await acme.call('DELETE', `${SUB}${sub.id}/`)).statusCode).toBe(204);
    expect((await acme.call('DELETE', `${SUB}${sub.id}/`)).statusCode).toBe(404);
    // Without sub goals the goal is scored from its own target and actual again (none yet).
    expect((await goalOf(goal.id)).score).toBeNull();
  });

  it('refuses a view-only user, a scoped admin outside the scope and another company', async () => {
    const goal = await newGoal('Reach');
    const sub = (await acme.call('POST', SUB, { goal_id: goal.id, ...numericalGoal('Part', 10) })).json();
    const viewer = await addEmployee(t.deps, acme, { permissions: ['dgv'] });
    const view = (await signIn(t, viewer.account.username)).access;
    expect((await acme.as(view)('POST', SUB, { goal_id: goal.id, ...numericalGoal('Viewer', 1) })).statusCode).toBe(403);
    expect((await acme.as(view)('PUT', `${SUB}${sub.id}/`, numericalGoal('Viewer', 1))).statusCode).toBe(403);
    expect((await acme.as(view)('DELETE', `${SUB}${sub.id}/`)).statusCode).toBe(403);

    const admin = await addEmployee(t.deps, acme, { role: 'admin' });
    await scopeAdmin(t.deps, admin.account.id, [(await addDepartment(t.deps, acme, 'Elsewhere')).id]);
    const scoped = (await signIn(t, admin.account.username)).access;
    expect((await acme.as(scoped)('POST', SUB, { goal_id: goal.id, ...numericalGoal('Scoped', 1) })).json()).toEqual({
      goal_id: ['No such entry in this project.'],
    });
    expect((await acme.as(scoped)('PUT', `${SUB}${sub.id}/`, numericalGoal('Scoped', 1))).statusCode).toBe(404);
    expect((await acme.as(scoped)('DELETE', `${SUB}${sub.id}/`)).statusCode).toBe(404);

    const foreign = (await tenant(t, { company: 'Globex' })).call;
    expect((await foreign('POST', SUB, { goal_id: goal.id, ...numericalGoal('Foreign', 1) })).json()).toEqual({ goal_id: ['No such entry in this project.'] });
    expect((await foreign('PUT', `${SUB}${sub.id}/`, numericalGoal('Foreign', 1))).statusCode).toBe(404);
    expect((await foreign('DELETE', `${SUB}${sub.id}/`)).statusCode).toBe(404);
    expect(await t.deps.db.select().from(subGoals).where(eq(subGoals.id, sub.id))).toMatchObject([{ name: 'Part' }]);
  });
});
