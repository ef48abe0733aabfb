import type { GoalPanelPage } from '@performa/contracts/api/results';
import {
  finalScore,
  goalOverall,
  PARTIES,
  partyGrouping,
  roundScore,
  scaleTop,
  scoreOfGoal,
  scoreOfLine,
  skillOverall,
  skillScore,
  type MeasuredLine,
  type Party,
  type PartyRating,
  type PartyWeights,
  type ScaleRange,
} from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, slices } from '../../src/db/raw.ts';
import {
  employeeSkills,
  evaluations,
  goals,
  individualWeights,
  personalWeights,
  positionSkills,
  projectSettings,
  responseScales,
  responseScaleTemplates,
  skillAnswers,
  skillPeriods,
  skills,
  subGoals,
} from '../../src/db/schema.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { generateOrganisation } from '../helpers/evaluations.ts';
import { addDepartment, addPosition } from '../helpers/factories.ts';
import { addPeriod } from '../helpers/setup.ts';
import { random } from '../helpers/random.ts';
import { tenant, type Caller } from '../helpers/tenant.ts';

/**
 * The results engine against the scoring core (docs/product.md §4, ADR 23): on generated data (a few
 * hundred evaluatees, two rounds, random ratings with "not applicable" and decimals, personal and
 * individual weights, own lists, periodic competencies, numerical goals both ways with zero targets and
 * actuals, scale goals, sub goals, cap 1.2), the stored goal overall, skill overall and final score equal
 * the core's computed in TypeScript from the raw rows, to the last bit; and the goal panel's score of every
 * goal (services/results/panel.ts, shown with 2 decimals) is the core's from the same rows.
 */

type Scope = { companyId: number; projectId: number };

const SEED = Number(process.env.RESULTS_SEED ?? 20261124);

interface Result {
  frequency_id: number;
  employee_id: number;
  goal_overall: number | null;
  skill_overall: number | null;
  final_score: number | null;
  calibrated_score: string | null;
  skill_done: number;
  skill_total: number;
  goal_done: number;
  goal_total: number;
}

/** The raw rows the core needs, read back from the database. */
async function expected(t: TestApp, projectId: number) {
  const db = t.deps.db;
  const num = (v: string | number | boolean | null | undefined) => (v === null || v === undefined ? null : Number(v));
  const [settings] = await rowsOf<Record<string, string | number | null>>(db, sql`select * from project_settings where project_id = ${projectId}`);
  const scales = await rowsOf<{ template_id: number; min: string; max: string; response: string }>(
    db,
    sql`select template_id, min, max, response from response_scales where project_id = ${projectId}`,
  );
  const templates = new Map<number, ScaleRange[]>();
  for (const s of scales) {
    const list = templates.get(Number(s.template_id)) ?? [];
    list.push({ min: Number(s.min), max: Number(s.max), response: s.response });
    templates.set(Number(s.template_id), list);
  }
  const ratingTop = scaleTop(templates.get(Number(settings!.rating_template_id))!);
  const cap = Number(settings!.max_achievement);
  const projectParty: PartyWeights = {
    manager: num(settings!.manager_weight) ?? 0,
    coworker: num(settings!.coworker_weight) ?? 0,
    subworker: num(settings!.subworker_weight) ?? 0,
    self: num(settings!.self_weight) ?? 0,
  };
  const personal = new Map(
    (await rowsOf<Record<string, string>>(db, sql`select * from personal_weights where project_id = ${projectId}`)).map((r) => [
      Number(r.employee_id),
      { manager: Number(r.manager_weight), coworker: Number(r.coworker_weight), subworker: Number(r.subworker_weight), self: Number(r.self_weight) },
    ]),
  );
  const individual = new Map(
    (await rowsOf<Record<string, string>>(db, sql`select * from individual_weights where project_id = ${projectId}`)).map((r) => [
      Number(r.employee_id),
      { goals: Number(r.goal_weight), skills: Number(r.skill_weight) },
    ]),
  );
  const people = await rowsOf<{ id: number; position_id: number | null }>(db, sql`select id, position_id from employees where project_id = ${projectId}`);
  const positionOf = new Map(people.map((p) => [Number(p.id), p.position_id === null ? null : Number(p.position_id)]));
  const lists = (rows: Array<{ owner: number; skill_id: number; weight: string }>) => {
    const map = new Map<number, Array<{ skill: number; weight: number }>>();
    for (const r of rows) map.set(Number(r.owner), [...(map.get(Number(r.owner)) ?? []), { skill: Number(r.skill_id), weight: Number(r.weight) }]);
    return map;
  };
  const own = lists(await rowsOf(db, sql`select employee_id as owner, skill_id, weight from employee_skills where project_id = ${projectId}`));
  const positional = lists(await rowsOf(db, sql`select position_id as owner, skill_id, weight from position_skills where project_id = ${projectId}`));
  const skillRows = await rowsOf<{ id: number; is_periodic: boolean }>(db, sql`select id, is_periodic from skills where project_id = ${projectId}`);
  const periodic = new Map(skillRows.map((s) => [Number(s.id), s.is_periodic]));
  const skillPeriodSet = new Set(
    (await rowsOf<{ skill_id: number; period_id: number }>(db, sql`select skill_id, period_id from skill_periods where project_id = ${projectId}`)).map(
      (r) => `${r.skill_id}/${r.period_id}`,
    ),
  );
  const rounds = await rowsOf<{ id: number; period_id: number }>(db, sql`select id, period_id from frequencies where project_id = ${projectId}`);
  const periodOf = new Map(rounds.map((r) => [Number(r.id), Number(r.period_id)]));
  const evals = await rowsOf<{ id: number; frequency_id: number; evaluatee_id: number; kind: string; party: Party; terminated: boolean; completed: boolean }>(
    db,
    sql`select id, frequency_id, evaluatee_id, kind, party, terminated_at is not null as terminated, completed_at is not null as completed
      from evaluations where project_id = ${projectId}`,
  );
  const answers = await rowsOf<{ evaluation_id: number; skill_id: number; rating: string | null; not_applicable: boolean }>(
    db,
    sql`select evaluation_id, skill_id, rating, not_applicable from skill_answers where project_id = ${projectId}`,
  );
  const answersOf = new Map<number, typeof answers>();
  for (const a of answers) answersOf.set(Number(a.evaluation_id), [...(answersOf.get(Number(a.evaluation_id)) ?? []), a]);
  const goalRows = await rowsOf<Record<string, string | number | boolean | null>>(db, sql`select * from goals where project_id = ${projectId} order by id`);
  const subRows = await rowsOf<Record<string, string | number | boolean | null>>(db, sql`select * from sub_goals where project_id = ${projectId} order by id`);
  const goalsOf = new Map<number, typeof goalRows>();
  for (const g of goalRows) goalsOf.set(Number(g.employee_id), [...(goalsOf.get(Number(g.employee_id)) ?? []), g]);
  const subsOf = new Map<number, typeof subRows>();
  for (const s of subRows) subsOf.set(Number(s.goal_id), [...(subsOf.get(Number(s.goal_id)) ?? []), s]);

  const measured = (m: Record<string, string | number | boolean | null>): MeasuredLine => {
    const template = m.scale_template_id === null ? undefined : templates.get(Number(m.scale_template_id));
    return {
      isNumerical: Boolean(m.is_numerical),
      target: num(m.target),
      higherIsBetter: Boolean(m.is_positive),
      actual: num(m.actual),
      rating: num(m.rating),
      top: template ? scaleTop(template) : null,
    };
  };
  const goalScore = (g: Record<string, string | number | boolean | null>) =>
    scoreOfGoal(
      measured(g),
      (subsOf.get(Number(g.id)) ?? []).map((s) => ({ weight: Number(s.weight), score: scoreOfLine(measured(s), cap) })),
      cap,
    );
  const goalsIn = (frequencyId: number, employeeId: number) =>
    (goalsOf.get(employeeId) ?? []).filter(
      (g) => Number(g.frequency_id) === frequencyId || (g.frequency_id === null && Number(g.period_id) === periodOf.get(frequencyId)),
    );

  const out = new Map<string, Omit<Result, 'calibrated_score'>>();
  const byKey = new Map<string, typeof evals>();
  for (const e of evals) if (!e.terminated) byKey.set(`${e.frequency_id}/${e.evaluatee_id}`, [...(byKey.get(`${e.frequency_id}/${e.evaluatee_id}`) ?? []), e]);
  for (const [key, mine] of byKey) {
    const [frequencyId, employeeId] = key.split('/').map(Number) as [number, number];
    const counted = mine.filter((e) => e.completed);
    const periodId = periodOf.get(frequencyId)!;
    const list = (own.get(employeeId) ?? positional.get(positionOf.get(employeeId) ?? -1) ?? [])
      .filter((l) => !periodic.get(l.skill) || skillPeriodSet.has(`${l.skill}/${periodId}`))
      .sort((a, b) => a.skill - b.skill);
    const weights = personal.get(employeeId) ?? projectParty;
    // Small coworker and subworker parties count pooled, or not at all (docs/product.md §4.6, §5.9).
    const evaluators = Object.fromEntries(PARTIES.map((p) => [p, counted.filter((e) => e.kind === 'skill' && e.party === p).length])) as Record<Party, number>;
    const grouping = partyGrouping(evaluators, weights, Number(settings!.min_evaluators));
    if (counted.some((e) => e.kind === 'skill')) reached.add(`${grouping.coworker}/${grouping.subworker}`);
    const perSkill = list.map((l) => {
      const ratings: PartyRating[] = [];
      for (const e of counted.filter((c) => c.kind === 'skill'))
        for (const a of answersOf.get(Number(e.id)) ?? [])
          if (Number(a.skill_id) === l.skill && !a.not_applicable && a.rating !== null) ratings.push({ party: e.party, rating: Number(a.rating) });
      return { weight: l.weight, score: skillScore(ratings, ratingTop, weights, grouping) };
    });
    const skill = skillOverall(perSkill);
    let goal: number | null = null;
    if (counted.some((e) => e.kind === 'goal')) {
      goal = goalOverall(goalsIn(frequencyId, employeeId).map((g) => ({ weight: Number(g.weight), score: goalScore(g) })));
    }
    const split =
      individual.get(employeeId) ??
      (settings!.goal_weight === null || settings!.skill_weight === null
        ? null
        : { goals: Number(settings!.goal_weight), skills: Number(settings!.skill_weight) });
    const final = goal !== null && skill !== null && split === null ? null : finalScore(goal, skill, split ?? { goals: 0, skills: 0 });
    out.set(key, {
      frequency_id: frequencyId,
      employee_id: employeeId,
      goal_overall: goal,
      skill_overall: skill,
      final_score: final,
      skill_done: counted.filter((e) => e.kind === 'skill').length,
      skill_total: mine.filter((e) => e.kind === 'skill').length,
      goal_done: counted.filter((e) => e.kind === 'goal').length,
      goal_total: mine.filter((e) => e.kind === 'goal').length,
    });
  }
  // The goal panel of every round for every employee: each goal of the round with its score, shown with 2 decimals.
  const panelGoals = new Map<string, GoalPanelPage['results'][number]['goals']>();
  for (const round of rounds)
    for (const employeeId of goalsOf.keys())
      panelGoals.set(
        `${round.id}/${employeeId}`,
        goalsIn(Number(round.id), employeeId).map((g) => {
          const score = goalScore(g);
          if (score !== null) scoredGoals.add(subsOf.has(Number(g.id)) ? 'sub goals' : g.is_numerical ? 'numerical' : 'scale');
          if (score !== null && score > 100) scoredGoals.add('above 100');
          return { id: Number(g.id), name: String(g.name), weight: Number(g.weight), score: score === null ? null : roundScore(score) };
        }),
      );
  return { results: out, panelGoals };
}

/** The groupings of coworkers/subworkers the last expected() met (so that a test can see every branch reached). */
const reached = new Set<string>();
/** The kinds of goals expected() scored: numerical, scale, from sub goals, above 100 (under the cap). */
const scoredGoals = new Set<string>();

async function stored(t: TestApp, projectId: number) {
  const rows = await rowsOf<Result>(
    t.deps.db,
    sql`select frequency_id, employee_id, goal_overall, skill_overall, final_score, calibrated_score::text as calibrated_score,
        skill_done, skill_total, goal_done, goal_total
      from evaluation_results where project_id = ${projectId}`,
  );
  return new Map(rows.map((r) => [`${r.frequency_id}/${r.employee_id}`, r]));
}

/** Every page of a round's goal panel (goals/goals-for-performance-panel/), by `round/employee`. */
async function goalPanel(call: Caller, round: number) {
  const rows = new Map<string, GoalPanelPage['results'][number]>();
  for (let page = 1; ; page += 1) {
    const response = await call.get(`/api/goals/goals-for-performance-panel/?frequency_id=${round}&page=${page}&page_size=200`);
    expect(response.statusCode).toBe(200);
    const body = response.json<GoalPanelPage>();
    for (const r of body.results) rows.set(`${round}/${r.employee.id}`, r);
    if (body.results.length === 0 || rows.size >= body.count) return { count: body.count, rows };
  }
}

/** A generated project: organisation, competencies, weights, goals, evaluations and answers. */
async function generate(t: TestApp, scope: Scope, rng: ReturnType<typeof random>) {
  const db = t.deps.db;
  const org = await generateOrganisation(t.deps, scope, { directors: 3, managersPerDirector: 4, reportsPerManager: 24, pool: 8 });
  const people = org.people;
  const period = await addPeriod(t.deps, scope, ['Q1', 'Q2']);
  const other = await addPeriod(t.deps, scope, [], { start: '2027-01-01', end: '2027-12-31' });
  // Rating template with decimal values (M = 5); a goal scale template (M = 10).
  const [rating] = await db
    .insert(responseScaleTemplates)
    .values({ ...scope, name: 'Rating' })
    .returning();
  const ratingValues = [1, 2, 2.5, 3.5, 4.25, 5];
  await db
    .insert(responseScales)
    .values(ratingValues.map((v, i) => ({ ...scope, templateId: rating!.id, min: i === 0 ? 0 : ratingValues[i - 1]! + 0.01, max: v, response: `R${v}` })));
  const [goalScale] = await db
    .insert(responseScaleTemplates)
    .values({ ...scope, name: 'Goal scale' })
    .returning();
  const goalValues = [3.3, 6.6, 10];
  await db
    .insert(responseScales)
    .values(goalValues.map((v, i) => ({ ...scope, templateId: goalScale!.id, min: i === 0 ? 0 : goalValues[i - 1]! + 0.1, max: v, response: `G${v}` })));
  await db.insert(projectSettings).values({
    ...scope,
    goalWeight: 0.6,
    skillWeight: 0.4,
    managerWeight: 0.45,
    coworkerWeight: 0.3,
    subworkerWeight: 0.15,
    selfWeight: 0.1,
    maxAchievement: 1.2,
    ratingTemplateId: rating!.id,
  });
  // Competencies: organizational ones, periodic ones of the evaluated period and of another period.
  const department = await addDepartment(t.deps, scope, 'Positions');
  const made = await db
    .insert(skills)
    .values(Array.from({ length: 14 }, (_, i) => ({ ...scope, name: `Skill ${i + 1}`, skillType: 'hard' as const, isPeriodic: i >= 10 })))
    .returning();
  await db.insert(skillPeriods).values([
    { skillId: made[10]!.id, periodId: period.id, projectId: scope.projectId },
    { skillId: made[11]!.id, periodId: period.id, projectId: scope.projectId },
    { skillId: made[12]!.id, periodId: other.id, projectId: scope.projectId },
    { skillId: made[13]!.id, periodId: other.id, projectId: scope.projectId },
  ]);
  const skillIds = made.map((s) => s.id);
  const WEIGHTS = [0.1, 0.15, 0.2, 0.25, 0.3, 0.3333333333, 0.05, 0];
  const positions = [];
  for (let p = 0; p < 6; p++) {
    const position = await addPosition(t.deps, scope, department.id, `Position ${p + 1}`);
    positions.push(position.id);
    const chosen = [...skillIds].sort(() => rng.next() - 0.5).slice(0, rng.int(2, 6));
    await db
      .insert(positionSkills)
      .values(chosen.map((skillId) => ({ ...scope, positionId: position.id, skillId, weight: rng.pick(WEIGHTS), norm: rng.pick([null, 3, 3.5]) })));
  }
  // Positions for most people (some have none); own lists, personal and individual weights for some.
  for (const person of people) {
    const positionId = rng.chance(0.93) ? rng.pick(positions) : null;
    await db.execute(sql`update employees set position_id = ${positionId} where id = ${person.id}`);
  }
  const ownRows = [];
  const personalRows = [];
  const individualRows = [];
  for (const person of people) {
    if (rng.chance(0.12)) {
      const chosen = [...skillIds].sort(() => rng.next() - 0.5).slice(0, rng.int(1, 5));
      ownRows.push(...chosen.map((skillId) => ({ ...scope, employeeId: person.id, skillId, weight: rng.pick(WEIGHTS), norm: null })));
    }
    if (rng.chance(0.2)) {
      const w = () => rng.pick([0, 0.1, 0.2, 0.25, 0.3, 0.35]);
      personalRows.push({ ...scope, employeeId: person.id, managerWeight: w(), coworkerWeight: w(), subworkerWeight: w(), selfWeight: rng.pick([0.05, 0.1]) });
    }
    if (rng.chance(0.15)) {
      const g = rng.pick([0, 0.3, 0.5, 0.7, 1]);
      individualRows.push({ ...scope, employeeId: person.id, goalWeight: g, skillWeight: Math.round((1 - g) * 10) / 10 });
    }
  }
  if (ownRows.length) await db.insert(employeeSkills).values(ownRows);
  if (personalRows.length) await db.insert(personalWeights).values(personalRows);
  if (individualRows.length) await db.insert(individualWeights).values(individualRows);

  // Goals of the period: per round and period-wide; numerical both ways (zero targets and actuals), scale, sub goals.
  const goalValuesFor = () => {
    const kind = rng.next();
    if (kind < 0.25)
      return { isNumerical: false, target: null, actual: null, rating: rng.chance(0.85) ? rng.pick(goalValues) : null, scaleTemplateId: goalScale!.id };
    const isPositive = kind < 0.65;
    const target = isPositive ? rng.pick([10, 50, 100, 12.5, 0.75]) : rng.pick([0, 5, 10, 2.5]);
    const actual = rng.chance(0.1) ? null : rng.pick([0, -2, 3, 7.5, 10, 49.9, 60, 100, 130, 1000]);
    return { isNumerical: true, isPositive, target, actual, rating: null, scaleTemplateId: null };
  };
  const goalRows = [];
  for (const person of people) {
    let n = 0;
    for (const frequencyId of [null, period.rounds[0]!.id, period.rounds[1]!.id]) {
      for (let i = rng.int(0, 2); i > 0; i--) {
        n += 1;
        goalRows.push({
          ...scope,
          employeeId: person.id,
          periodId: period.id,
          frequencyId,
          name: `Goal ${n}`,
          weight: rng.pick([0, 10, 20, 25, 33.3]),
          ...goalValuesFor(),
        });
      }
    }
  }
  const madeGoals = [];
  for (const slice of slices(goalRows, 500)) madeGoals.push(...(await db.insert(goals).values(slice).returning({ id: goals.id })));
  const subRows = [];
  for (const goal of madeGoals) {
    if (!rng.chance(0.2)) continue;
    for (let i = rng.int(1, 3); i > 0; i--)
      subRows.push({ ...scope, goalId: goal.id, name: `Sub ${i}`, weight: rng.pick([0, 20, 30, 50]), ...goalValuesFor() });
  }
  for (const slice of slices(subRows, 500)) await db.insert(subGoals).values(slice);

  // Evaluations: every person in both rounds, by their manager, up to 3 coworkers, up to 2 reports, themselves; a goal evaluation for most.
  const reportsOf = new Map<number, number[]>();
  for (const p of people) if (p.reportToId !== null) reportsOf.set(p.reportToId, [...(reportsOf.get(p.reportToId) ?? []), p.id]);
  const now = new Date();
  const evaluationRows = [];
  for (const round of period.rounds) {
    for (const person of people) {
      if (rng.chance(0.05)) continue;
      const parties: Array<{ evaluatorId: number; party: Party; kind: 'skill' | 'goal' }> = [];
      const manager = person.reportToId ?? rng.pick(people).id;
      if (manager !== person.id) parties.push({ evaluatorId: manager, party: 'manager', kind: 'skill' });
      const used = new Set([person.id, manager]);
      for (let i = rng.int(0, 3); i > 0; i--) {
        const coworker = rng.pick(people).id;
        if (used.has(coworker)) continue;
        used.add(coworker);
        parties.push({ evaluatorId: coworker, party: 'coworker', kind: 'skill' });
      }
      for (const report of (reportsOf.get(person.id) ?? []).slice(0, rng.int(0, 2))) {
        if (used.has(report)) continue;
        used.add(report);
        parties.push({ evaluatorId: report, party: 'subworker', kind: 'skill' });
      }
      if (rng.chance(0.9)) parties.push({ evaluatorId: person.id, party: 'self', kind: 'skill' });
      if (rng.chance(0.75) && manager !== person.id) parties.push({ evaluatorId: manager, party: 'manager', kind: 'goal' });
      for (const p of parties) {
        const completed = rng.chance(0.85);
        evaluationRows.push({
          ...scope,
          frequencyId: round.id,
          evaluateeId: person.id,
          evaluatorId: p.evaluatorId,
          party: p.party,
          kind: p.kind,
          activatedAt: now,
          completedAt: completed ? now : null,
          terminatedAt: rng.chance(0.05) ? now : null,
        });
      }
    }
  }
  const madeEvaluations = [];
  for (const slice of slices(evaluationRows, 500)) madeEvaluations.push(...(await db.insert(evaluations).values(slice).returning()));
  // Answers: every competency (of any list, so some are off the evaluatee's list), a rating, n/a or undecided.
  const answerRows = [];
  for (const e of madeEvaluations) {
    if (e.kind !== 'skill') continue;
    for (const skillId of skillIds) {
      if (!rng.chance(0.55)) continue;
      const r = rng.next();
      answerRows.push({
        evaluationId: e.id,
        skillId,
        projectId: scope.projectId,
        rating: r < 0.1 ? null : r < 0.13 ? null : rng.pick(ratingValues),
        notApplicable: r < 0.1,
      });
    }
  }
  for (const slice of slices(answerRows, 1000)) await db.insert(skillAnswers).values(slice);
  return { people, period, answers: answerRows.length, evaluations: madeEvaluations };
}

describe('stored results equal the scoring core to the last bit (docs/product.md §4, ADR 23)', () => {
  let t: TestApp;
  let admin: Caller;
  let scope: Scope;
  let world: Awaited<ReturnType<typeof generate>>;
  const rng = random(SEED);

  beforeAll(async () => {
    t = await createTestApp();
    const company = await tenant(t);
    admin = company.call;
    scope = { companyId: company.companyId, projectId: company.projectId };
    world = await generate(t, scope, rng);
    await recomputeResults(t.deps.db, { projectId: scope.projectId });
  }, 120_000);
  afterAll(() => t.close());

  async function compare() {
    const { results: want, panelGoals } = await expected(t, scope.projectId);
    const have = await stored(t, scope.projectId);
    expect([...have.keys()].sort()).toEqual([...want.keys()].sort());
    let checked = 0;
    for (const [key, w] of want) {
      const h = have.get(key)!;
      expect({ key, ...h, calibrated_score: undefined }).toStrictEqual({ key, ...w, calibrated_score: undefined });
      // toStrictEqual compares numbers with Object.is: the same double, bit for bit.
      expect(h.final_score).toBe(w.final_score);
      checked += 1;
    }
    // The goal panel shows every goal of the round with the core's score of the same rows, and the stored G.
    let goalsChecked = 0;
    for (const round of world.period.rounds) {
      const panel = await goalPanel(admin, round.id);
      expect(panel.rows.size).toBe(panel.count);
      expect(panel.count).toBe(world.people.length);
      for (const [key, row] of panel.rows) {
        expect({ key, goals: row.goals }).toStrictEqual({ key, goals: panelGoals.get(key) ?? [] });
        const g = want.get(key)?.goal_overall ?? null;
        expect({ key, goal_overall: row.goal_overall }).toStrictEqual({ key, goal_overall: g === null ? null : roundScore(g) });
        goalsChecked += row.goals.length;
      }
    }
    return { checked, goalsChecked, want };
  }

  it(`a full recompute of the project gives the core's values (seed ${SEED})`, async () => {
    expect(world.people.length).toBeGreaterThan(300);
    expect(world.answers).toBeGreaterThan(5000);
    const { checked, goalsChecked, want } = await compare();
    expect(checked).toBeGreaterThan(500);
    // The panel's goal scores: numerical, scale-rated and from sub goals, some above 100 under the cap (docs/product.md §4.2–§4.4).
    expect(goalsChecked).toBeGreaterThan(500);
    expect([...scoredGoals].sort()).toEqual(['above 100', 'numerical', 'scale', 'sub goals']);
    // The data reaches every branch: results with and without G, S and a final score.
    const values = [...want.values()];
    expect(values.filter((v) => v.goal_overall !== null && v.skill_overall !== null && v.final_score !== null).length).toBeGreaterThan(100);
    expect(values.some((v) => v.goal_overall === null && v.skill_overall !== null)).toBe(true);
    expect(values.some((v) => v.skill_overall === null && v.goal_overall !== null)).toBe(true);
    expect(values.some((v) => v.goal_overall !== null && v.goal_overall > 100)).toBe(true);
    // Peers on their own, pooled, and a pool below the minimum left out (docs/product.md §5.9).
    expect([...reached].sort()).toEqual(['coworker/null', 'coworker/subworker', 'null/null', 'others/others']);
  });

  it('a recompute narrowed to some evaluatees and a round follows their changes and keeps calibrated scores', async () => {
    const db = t.deps.db;
    const round = world.period.rounds[0]!.id;
    const some = world.people.slice(0, 40).map((p) => p.id);
    await db.execute(sql`update evaluation_results set calibrated_score = 55.5, calibrated_box = 'high/low' where project_id = ${scope.projectId}`);
    // Change ratings, actuals, personal weights and terminate a few evaluations of those people, then recompute only them.
    await db.execute(sql`update skill_answers a set rating = 5 from evaluations e
      where e.id = a.evaluation_id and e.evaluatee_id = any(${`{${some.join(',')}}`}::int[]) and e.frequency_id = ${round} and a.rating is not null`);
    await db.execute(sql`update goals set actual = coalesce(actual, 0) + 1.5 where employee_id = any(${`{${some.join(',')}}`}::int[])`);
    await db.execute(
      sql`update evaluations set terminated_at = now() where evaluatee_id = any(${`{${some.slice(0, 5).join(',')}}`}::int[]) and frequency_id = ${round}`,
    );
    await recomputeResults(db, { projectId: scope.projectId, frequencyIds: [round], employeeIds: some });
    // The other round of those people still holds its old values: recomputing it too gives the core's everywhere.
    await recomputeResults(db, { projectId: scope.projectId, employeeIds: some, frequencyIds: [world.period.rounds[1]!.id] });
    await compare();
    const [kept] = await rowsOf<{ n: number }>(
      db,
      sql`select count(*)::int as n from evaluation_results where project_id = ${scope.projectId} and calibrated_score = 55.5 and calibrated_box = 'high/low'`,
    );
    const [all] = await rowsOf<{ n: number }>(db, sql`select count(*)::int as n from evaluation_results where project_id = ${scope.projectId}`);
    expect(kept!.n).toBe(all!.n);
    // The terminated people's rows are gone from that round.
    const gone = await rowsOf(
      db,
      sql`select 1 from evaluation_results where frequency_id = ${round} and employee_id = any(${`{${some.slice(0, 5).join(',')}}`}::int[])`,
    );
    expect(gone).toEqual([]);
  });

  it('project-wide changes (party weights, split, cap) recompute to the core again', async () => {
    const db = t.deps.db;
    await db.execute(sql`update project_settings set min_evaluators = 3 where project_id = ${scope.projectId}`);
    await recomputeResults(db, { projectId: scope.projectId, ratingsUnchanged: true });
    await compare();
    await db.execute(sql`update project_settings set manager_weight = 0.6, coworker_weight = 0, subworker_weight = 0.3, self_weight = 0.1,
      goal_weight = 0.25, skill_weight = 0.75, max_achievement = 2 where project_id = ${scope.projectId}`);
    await recomputeResults(db, { projectId: scope.projectId });
    await compare();
    await db.execute(sql`update project_settings set goal_weight = null, skill_weight = null where project_id = ${scope.projectId}`);
    await recomputeResults(db, { projectId: scope.projectId, employeeIds: world.people.map((p) => p.id) });
    const { want } = await compare();
    expect([...want.values()].some((v) => v.goal_overall !== null && v.skill_overall !== null && v.final_score === null)).toBe(true);
  });
});
