import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { employees, goals } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addEvaluation, team, type Team } from '../helpers/evaluate.ts';
import { addEmployee } from '../helpers/factories.ts';
import { IN_ROUND } from '../helpers/results.ts';

/**
 * A saved form changes the results of the people it counts for (its evaluatee, and the holders of a goal shared with
 * them) and the company's figures; it changes no one else's card (ADR 46). The cards of those others stay kept through
 * the save; a write of anything else drops every kept answer as before (ADRs 33, 43).
 */
const skillForm = (id: number) => `/api/wizard/skill-evaluation-result/${id}/`;
const goalForm = (id: number) => `/api/goals/goals-evaluation/${id}/`;

interface World {
  w: Team;
  skillEvaluation: number;
  /** A report of the manager holding a goal shared with the coworker, and the manager's goal evaluation of it. */
  sharer: number;
  goalEvaluation: number;
  sharedGoal: number;
  everyone: number[];
}

async function world(t: TestApp): Promise<World> {
  t.deps.clock.now = () => IN_ROUND;
  const w = await team(t);
  const skill = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: w.evaluatee.id, evaluatorId: w.manager.id });
  const sharer = await addEmployee(t.deps, w.scope, { firstName: 'Sabina', lastName: 'Sharer', departmentId: w.department, reportToId: w.manager.id });
  const group = randomUUID();
  const goal = { ...w.scope, periodId: w.period.id, frequencyId: w.round, name: 'Team revenue', target: 1000, weight: 100, shareGroup: group };
  const [shared] = await t.deps.db
    .insert(goals)
    .values({ ...goal, employeeId: sharer.id })
    .returning();
  await t.deps.db.insert(goals).values({ ...goal, employeeId: w.coworker.id });
  const goalEvaluation = await addEvaluation(t.deps, w.scope, { frequencyId: w.round, evaluateeId: sharer.id, evaluatorId: w.manager.id, kind: 'goal' });
  return {
    w,
    skillEvaluation: skill.id,
    sharer: sharer.id,
    goalEvaluation: goalEvaluation.id,
    sharedGoal: shared!.id,
    everyone: [w.manager.id, w.evaluatee.id, w.coworker.id, w.bystander.id, sharer.id],
  };
}

const card = async (x: World, employee: number) => {
  const res = await x.w.company.call.get(`/api/wizard/performance-card/?employee=${employee}&period=${x.w.period.id}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

const draft = (x: World) => x.w.manager.call.put(skillForm(x.skillEvaluation), { answers: [{ skill_id: x.w.skills.a, rating: 4 }] });
const submission = (x: World) =>
  x.w.manager.call.put(skillForm(x.skillEvaluation), {
    answers: [
      { skill_id: x.w.skills.a, rating: 4 },
      { skill_id: x.w.skills.b, rating: 3 },
    ],
    submit: true,
  });
const goalSave = (x: World) => x.w.manager.call.put(goalForm(x.goalEvaluation), { goals: [{ goal_id: x.sharedGoal, actual: 900 }] });

/** Renames everyone behind the app's back: a card still kept shows the old name. */
const renameAll = (t: TestApp, x: World, name: string) =>
  t.deps.db.update(employees).set({ lastName: name }).where(eq(employees.companyId, x.w.scope.companyId));
/** A card's employee's last name. */
const lastName = (body: string) => (JSON.parse(body) as { employee: { full_name: string } }).employee.full_name.split(' ')[1];
/** The admin's first panel page of the round. */
const panel = async (x: World) => {
  const res = await x.w.company.call.get(`/api/wizard/final-performance-result/?frequency_id=${x.w.round}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.body;
};

describe('what a saved form changes: the cards of the people it counts for, and no other (ADR 46)', () => {
  let t: TestApp;
  let x: World;
  beforeAll(async () => {
    // Nothing kept: every card as computed now.
    t = await createTestApp();
    x = await world(t);
  });
  afterAll(() => t.close());

  const cards = async () => new Map(await Promise.all(x.everyone.map(async (id) => [id, await card(x, id)] as const)));
  const changed = (before: Map<number, string>, after: Map<number, string>) => x.everyone.filter((id) => before.get(id) !== after.get(id));

  it('a skill submission changes the evaluatee’s card only; a goal save the cards of the goal’s holders only', async () => {
    const start = await cards();
    expect((await draft(x)).statusCode).toBe(200);
    const drafted = await cards();
    expect(changed(start, drafted)).toEqual([]);
    const submitted = await submission(x);
    expect(submitted.statusCode, submitted.body).toBe(200);
    const afterSubmission = await cards();
    expect(changed(drafted, afterSubmission)).toEqual([x.w.evaluatee.id]);
    const saved = await goalSave(x);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(changed(afterSubmission, await cards())).toEqual([x.w.coworker.id, x.sharer]);
  });
});

describe('cards kept through a saved form, but the ones of the people it counts for (ADR 46)', () => {
  let t: TestApp;
  let x: World;
  beforeAll(async () => {
    // Every drop at once, whoever wrote (the grace is the next test's, ADR 48).
    t = await createTestApp({ READ_CACHE_SECONDS: '600', READ_CACHE_GRACE_MS: '0' });
    x = await world(t);
  });
  afterAll(() => t.close());

  const lastNames = async () => Object.fromEntries(await Promise.all(x.everyone.map(async (id) => [id, lastName(await card(x, id))])));

  it('keeps every card through a skill draft, drops the evaluatee’s on a submission, the holders’ on a goal save, every card on another write', async () => {
    const names = await lastNames();
    const panelBefore = await panel(x);
    await renameAll(t, x, 'Renamed');
    expect(await lastNames()).toEqual(names);

    // A draft counts in no one's results (ADR 47): every card stays; the company's figures go with any form, so the panel
    // is computed again (the new names show).
    expect((await draft(x)).statusCode).toBe(200);
    expect(await lastNames()).toEqual(names);
    expect(await panel(x)).not.toBe(panelBefore);

    expect((await submission(x)).statusCode).toBe(200);
    const afterSubmission = await lastNames();
    expect(afterSubmission[x.w.evaluatee.id]).toBe('Renamed');
    for (const id of x.everyone.filter((id) => id !== x.w.evaluatee.id)) expect(afterSubmission[id]).toBe(names[id]);

    expect((await goalSave(x)).statusCode).toBe(200);
    const afterGoal = await lastNames();
    expect([afterGoal[x.w.coworker.id], afterGoal[x.sharer]]).toEqual(['Renamed', 'Renamed']);
    expect([afterGoal[x.w.manager.id], afterGoal[x.w.bystander.id]]).toEqual([names[x.w.manager.id], names[x.w.bystander.id]]);

    // Any other write of the company drops every card.
    expect((await x.w.company.call.post('/api/wizard/departments/', { name: 'Anywhere' })).statusCode).toBe(201);
    expect(Object.values(await lastNames())).toEqual(x.everyone.map(() => 'Renamed'));
  });
});

describe("what another account's form save made stale is served for a moment more; the writer's own reads show it at once (ADR 48)", () => {
  let t: TestApp;
  let x: World;
  beforeAll(async () => {
    t = await createTestApp({ READ_CACHE_SECONDS: '600', READ_CACHE_GRACE_MS: '1000' });
    x = await world(t);
  });
  afterAll(() => t.close());

  const at = (ms: number) => (t.deps.clock.now = () => new Date(IN_ROUND.getTime() + ms));
  /** The evaluatee's card as their manager (the form's writer) reads it. */
  const managersCard = async () => {
    const res = await x.w.manager.call.get(`/api/wizard/performance-card/?employee=${x.w.evaluatee.id}&period=${x.w.period.id}`);
    expect(res.statusCode, res.body).toBe(200);
    return lastName(res.body);
  };

  it('keeps the admin’s card and panel for the grace after the manager’s submission, and drops them after it; the manager reads it at once', async () => {
    at(0);
    const admins = lastName(await card(x, x.w.evaluatee.id));
    const panelBefore = await panel(x);
    expect(await managersCard()).toBe(admins);
    await renameAll(t, x, 'Renamed');

    at(100);
    expect((await submission(x)).statusCode).toBe(200);
    expect(await managersCard()).toBe('Renamed');
    at(1_099);
    expect(lastName(await card(x, x.w.evaluatee.id))).toBe(admins);
    expect(await panel(x)).toBe(panelBefore);
    // Past the grace, the card is served as it was while it is computed anew, and then anew.
    at(1_100);
    expect(lastName(await card(x, x.w.evaluatee.id))).toBe(admins);
    await vi.waitFor(async () => expect(lastName(await card(x, x.w.evaluatee.id))).toBe('Renamed'), { timeout: 5_000, interval: 10 });
    // Past twice the grace, the reader waits for the panel computed anew.
    at(2_100);
    expect(await panel(x)).not.toBe(panelBefore);

    // Any other write drops at once for everyone, as before.
    await renameAll(t, x, 'Again');
    expect((await x.w.company.call.post('/api/wizard/departments/', { name: 'Elsewhere' })).statusCode).toBe(201);
    expect(lastName(await card(x, x.w.evaluatee.id))).toBe('Again');
  });
});
