import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { goals, periods, positionalGoals, skills } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEmployee, signIn } from '../helpers/factories.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/** Goal categories (/api/goals/goal-category/) and skill categories (/api/wizard/skill-category/). */

let t: TestApp;
let acme: Tenant;
let globex: Tenant;

const GOAL = '/api/goals/goal-category/';
const SKILL = '/api/wizard/skill-category/';
async function newCategory(path: string, name: string, as: Caller = acme.call) {
  const res = await as('POST', path, { name });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as {
    id: number;
    name: string;
    kind: string;
    usage_count: number;
  };
}

beforeAll(async () => {
  t = await createTestApp();
  acme = await tenant(t, { company: 'Acme' });
  globex = await tenant(t, { company: 'Globex' });
});
afterAll(() => t.close());

describe('categories', () => {
  it('creates, lists by name, renames and deletes categories of each kind apart', async () => {
    // A project of its own: the lists below are all of its categories.
    const own = acme.inProject((await acme.addProject()).id);
    const sales = await newCategory(GOAL, 'Sales', own);
    expect(sales).toEqual({
      id: sales.id,
      name: 'Sales',
      name_translations: {},
      kind: 'goal',
      usage_count: 0,
    });
    await newCategory(GOAL, 'delivery', own);
    const leadership = await newCategory(SKILL, 'Leadership', own);
    // The same name is fine for the other kind.
    await newCategory(SKILL, 'Sales', own);
    expect((await own('GET', GOAL)).json().map((c: { name: string }) => c.name)).toEqual(['delivery', 'Sales']);
    expect((await own('GET', SKILL)).json().map((c: { name: string; kind: string }) => `${c.kind}:${c.name}`)).toEqual(['skill:Leadership', 'skill:Sales']);

    const renamed = await own('PUT', `${SKILL}${leadership.id}/`, {
      name: 'People leadership',
    });
    expect(renamed.json()).toEqual({
      id: leadership.id,
      name: 'People leadership',
      name_translations: {},
      kind: 'skill',
      usage_count: 0,
    });
    // A category is only reachable under its own kind's path.
    expect((await own('PUT', `${GOAL}${leadership.id}/`, { name: 'Hijacked' })).statusCode).toBe(404);
    expect((await own('DELETE', `${GOAL}${leadership.id}/`)).statusCode).toBe(404);
    expect((await own('DELETE', `${SKILL}${leadership.id}/`)).statusCode).toBe(204);
    expect((await own('GET', SKILL)).json().map((c: { name: string }) => c.name)).toEqual(['Sales']);
  });

  it('refuses a blank name and a name in use for that kind', async () => {
    await newCategory(GOAL, 'Finance');
    const taken = await acme.call('POST', GOAL, { name: ' FINANCE ' });
    expect(taken.statusCode).toBe(400);
    expect(taken.json()).toEqual({
      name: ['This name is already in use here.'],
    });
    const blank = await acme.call('POST', SKILL, { name: '' }, 'ru');
    expect(blank.json()).toEqual({ name: ['Это поле обязательно'] });
    const other = await newCategory(GOAL, 'Other');
    expect((await acme.call('PUT', `${GOAL}${other.id}/`, { name: 'finance' })).json()).toEqual({ name: ['This name is already in use here.'] });
  });

  it('counts the goals (personal and positional) or skills in a category; deleting leaves them without one', async () => {
    const scoped = { companyId: acme.companyId, projectId: acme.projectId };
    const quality = await newCategory(GOAL, 'Quality');
    const soft = await newCategory(SKILL, 'Soft skills');
    const employee = await addEmployee(t.deps, acme);
    const [period] = await t.deps.db
      .insert(periods)
      .values({
        ...scoped,
        number: 1,
        name: '2025',
        startDate: '2025-01-01',
        endDate: '2025-12-31',
      })
      .returning();
    await t.deps.db.insert(goals).values([
      {
        ...scoped,
        employeeId: employee.id,
        periodId: period!.id,
        name: 'One',
        weight: 1,
        categoryId: quality.id,
      },
      {
        ...scoped,
        employeeId: employee.id,
        periodId: period!.id,
        name: 'Two',
        weight: 1,
        categoryId: quality.id,
      },
    ]);
    await t.deps.db.insert(positionalGoals).values({
      ...scoped,
      name: 'Positional',
      weight: 1,
      categoryId: quality.id,
    });
    await t.deps.db.insert(skills).values({
      ...scoped,
      name: 'Listening',
      skillType: 'soft',
      categoryId: soft.id,
    });

    const goalList = (await acme.call('GET', GOAL)).json();
    expect(goalList.find((c: { id: number }) => c.id === quality.id).usage_count).toBe(3);
    expect((await acme.call('GET', SKILL)).json().find((c: { id: number }) => c.id === soft.id).usage_count).toBe(1);
    expect((await acme.call('PUT', `${GOAL}${quality.id}/`, { name: 'Quality first' })).json().usage_count).toBe(3);

    expect((await acme.call('DELETE', `${GOAL}${quality.id}/`)).statusCode).toBe(204);
    const left = await t.deps.db.select({ category: goals.categoryId }).from(goals).where(eq(goals.employeeId, employee.id));
    expect(left).toEqual([{ category: null }, { category: null }]);
    expect((await acme.call('DELETE', `${SKILL}${soft.id}/`)).statusCode).toBe(204);
    expect((await t.deps.db.select({ category: skills.categoryId }).from(skills).where(eq(skills.name, 'Listening')))[0]!.category).toBeNull();
  });

  it('lets holders of the view codes read and the edit codes change', async () => {
    const viewer = (await addEmployee(t.deps, acme, { permissions: ['dgv', 'dsv'] })).account;
    const editor = (await addEmployee(t.deps, acme, { permissions: ['dse'] })).account;
    const viewerToken = (await signIn(t, viewer.username)).access;
    const editorToken = (await signIn(t, editor.username)).access;
    expect((await acme.as(viewerToken)('GET', GOAL)).statusCode).toBe(200);
    expect((await acme.as(viewerToken)('POST', SKILL, { name: 'Viewer made' })).statusCode).toBe(403);
    expect((await acme.as(editorToken)('POST', SKILL, { name: 'Editor made' })).statusCode).toBe(201);
    // dse is for competencies only.
    expect((await acme.as(editorToken)('POST', GOAL, { name: 'Editor made' })).statusCode).toBe(403);
  });

  it('another company finds none of the categories', async () => {
    const mine = await newCategory(SKILL, 'Private');
    expect((await globex.call('GET', SKILL)).json()).toEqual([]);
    expect((await globex.call('PUT', `${SKILL}${mine.id}/`, { name: 'Taken over' })).statusCode).toBe(404);
    expect((await globex.call('DELETE', `${SKILL}${mine.id}/`)).statusCode).toBe(404);
    expect((await globex.call('POST', SKILL, { name: 'Private' })).statusCode).toBe(201);
  });
});
