import {
  groupSum,
  partyGrouping,
  partyMeanScore,
  roundScore,
  skillOverall,
  skillScoreFromSums,
  SCORE_GROUPS,
  type Party,
  type PartyGrouping,
  type PartySum,
  type PartyWeights,
} from '@performa/contracts/scoring';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluationResults, frequencies, projects, projectSettings, skillAnswers } from '../../src/db/schema.ts';
import { recomputeResults } from '../../src/services/engine/recompute.ts';
import { recomputeStaleProjects } from '../../src/services/engine/stale.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { Member } from '../helpers/evaluate.ts';
import { pdfText } from '../helpers/pdf.ts';
import { addMember, IN_ROUND, seedRatings, workedExample, type WorkedExample } from '../helpers/results.ts';
import { random } from '../helpers/random.ts';
import { addPeriod } from '../helpers/setup.ts';

/**
 * Anonymity that arithmetic cannot undo (docs/product.md §4.6, §5.9, ADR 25). For generated rounds with small
 * coworker and subworker parties, everything the evaluatee and their manager can read about the round (the card,
 * its PDF, their results, their skill results, goals, weights, notifications, their dashboards of §7.9, with the
 * department's top 10 shown, and the reports of §7.10, which they are refused) is collected, and:
 * - every combination of answers of the peers on the rating scale (each answer 1–5 or "not applicable") is
 *   enumerated, keeping those that give what the viewer read; each peer whose group counts is then left with at
 *   least two values on every competency where the raters of that group did not all answer the same, and a peer
 *   whose pool does not count with every value;
 * - on the real app, two raters of a group with different answers swap them: everything both viewers read stays the
 *   same, byte for byte (so the reads cannot tell the two apart), while a change of one rating's value does show.
 * The issue's reproduction (manager 0.4, subworker 0.1, coworker 0.3, self 0.2; one rater of each) is the first case.
 */

const SCALE = [1, 2, 3, 4, 5] as const;
const ANSWERS: ReadonlyArray<number | null> = [...SCALE, null];
const SKILLS = ['a', 'b'] as const;

type Answers = Record<(typeof SKILLS)[number], number | null>;
interface Rater {
  member: Member;
  party: Party;
  answers: Answers;
}
interface Case {
  name: string;
  weights: PartyWeights;
  minimum: number;
  manager: Answers;
  self: Answers | null;
  peers: Array<{ party: 'coworker' | 'subworker'; answers: Answers }>;
}

const SEED = 20261127;

function generatedCases(): Case[] {
  const rng = random(SEED);
  const answer = (): number | null => (rng.chance(0.12) ? null : rng.pick(SCALE));
  const answers = (): Answers => ({ a: answer(), b: answer() });
  const weightSets: PartyWeights[] = [
    { manager: 0.5, coworker: 0.3, subworker: 0.1, self: 0.1 },
    { manager: 0.4, coworker: 0.2, subworker: 0.2, self: 0.2 },
    { manager: 0.3, coworker: 0.4, subworker: 0.3, self: 0 },
  ];
  // The issue's reproduction: party weights manager 0.4, subworker 0.1, coworker 0.3, self 0.2, one rater each.
  const issue = (name: string, minimum: number): Case => ({
    name,
    weights: { manager: 0.4, subworker: 0.1, coworker: 0.3, self: 0.2 },
    minimum,
    manager: { a: 5, b: 5 },
    self: { a: 4, b: 4 },
    peers: [
      { party: 'subworker', answers: { a: 3, b: 3 } },
      { party: 'coworker', answers: { a: 1, b: 1 } },
    ],
  });
  const cases: Case[] = [
    issue('the issue: one manager, one subworker, one coworker, self; minimum 2', 2),
    issue('the issue with the minimum at 3 (the manager joined the pool before)', 3),
    {
      name: 'two coworkers and one subworker: the subworker is small, so all three count pooled',
      weights: { manager: 0.5, coworker: 0.3, subworker: 0.1, self: 0.1 },
      minimum: 2,
      manager: { a: 3, b: 4 },
      self: { a: 5, b: 5 },
      peers: [
        { party: 'coworker', answers: { a: 2, b: null } },
        { party: 'coworker', answers: { a: 5, b: 4 } },
        { party: 'subworker', answers: { a: 1, b: 2 } },
      ],
    },
  ];
  for (let i = 0; cases.length < 9; i++) {
    const coworkers = rng.int(0, 3);
    const subworkers = Math.min(rng.int(0, 2), 3 - coworkers);
    if (coworkers + subworkers < 2) continue;
    cases.push({
      name: `generated ${i}: ${coworkers} coworkers, ${subworkers} subworkers`,
      weights: rng.pick(weightSets),
      minimum: rng.pick([2, 2, 3]),
      manager: { a: rng.pick(SCALE), b: rng.pick(SCALE) },
      self: rng.chance(0.8) ? { a: rng.pick(SCALE), b: rng.pick(SCALE) } : null,
      peers: [
        ...Array.from({ length: coworkers }, () => ({ party: 'coworker' as const, answers: answers() })),
        ...Array.from({ length: subworkers }, () => ({ party: 'subworker' as const, answers: answers() })),
      ],
    });
  }
  return cases;
}

/** What the scoring core makes of a round's answers, as a viewer of the card reads it (rounded as the API rounds). */
function observation(raters: ReadonlyArray<{ party: Party; answers: Answers }>, grouping: PartyGrouping, weights: PartyWeights, skillWeights: Answers) {
  const sumsOf = (skill: (typeof SKILLS)[number] | null): PartySum[] =>
    raters.flatMap((r) =>
      SKILLS.filter((k) => (skill === null || k === skill) && r.answers[k] !== null).map((k) => ({ party: r.party, sum: r.answers[k]!, count: 1 })),
    );
  const groups = (sums: PartySum[]) =>
    SCORE_GROUPS.flatMap((g) => {
      const { sum, count } = groupSum(sums, grouping, g);
      return count > 0 ? [{ party: g, mean: roundScore(partyMeanScore(sum, count, 5)), ratings: count }] : [];
    });
  const scores = SKILLS.map((k) => skillScoreFromSums(sumsOf(k), 5, weights, grouping));
  const overall = skillOverall(SKILLS.map((k, i) => ({ weight: skillWeights[k]!, score: scores[i]! })));
  return JSON.stringify({
    skills: SKILLS.map((k, i) => ({ score: scores[i] === null ? null : roundScore(scores[i]!), parties: groups(sumsOf(k)) })),
    overall: overall === null ? null : roundScore(overall),
    parties: groups(sumsOf(null)).map(({ party, mean }) => ({ party, mean })),
  });
}

/** Every combination of the peers' answers (each 1–5 or not applicable) on both competencies. */
function* combinations(count: number): Generator<Answers[]> {
  const total = ANSWERS.length ** (count * SKILLS.length);
  for (let n = 0; n < total; n++) {
    let rest = n;
    const out: Answers[] = [];
    for (let p = 0; p < count; p++) {
      const a = ANSWERS[rest % ANSWERS.length]!;
      rest = Math.floor(rest / ANSWERS.length);
      const b = ANSWERS[rest % ANSWERS.length]!;
      rest = Math.floor(rest / ANSWERS.length);
      out.push({ a, b });
    }
    yield out;
  }
}

describe('anonymity that arithmetic cannot undo (docs/product.md §5.9)', { timeout: 180_000 }, () => {
  let t: TestApp;
  let w: WorkedExample;
  let coworkers: Member[];
  let subworkers: Member[];

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
    t.deps.clock.now = () => IN_ROUND;
    const reports = [];
    for (const name of ['Samir', 'Lalə'])
      reports.push(await addMember(t, w, { firstName: name, lastName: 'Report', departmentId: w.department, reportToId: w.evaluatee.id }));
    subworkers = reports;
    coworkers = [w.coworker, w.coworker2, w.bystander];
  }, 60_000);
  afterAll(() => t.close());

  /** Everything the viewer can read about the employee's results in the period, as text. */
  async function everything(viewer: Member, periodId: number) {
    const q = `employee=${w.evaluatee.id}&period=${periodId}`;
    const read = async (url: string) => {
      const res = await viewer.call.get(url);
      return `${res.statusCode} ${res.body}`;
    };
    const pdf = await viewer.call.get(`/api/wizard/performance-card/pdf/?${q}`);
    expect(pdf.statusCode).toBe(200);
    return {
      card: await read(`/api/wizard/performance-card/?${q}`),
      pdf: await pdfText(pdf.rawPayload),
      result: await read(`/api/main/employee-result/?${q}`),
      skills: await read(`/api/wizard/employee-skill-result/?${q}`),
      goals: await read(`/api/goals/employee-goals-result/?${q}`),
      weights: await read(`/api/main/employee-individual-weights/?employee=${w.evaluatee.id}`),
      admin: await read(`/api/wizard/employee-skill-performance/?${q}`),
      notifications: await read('/api/notifications/notifications/'),
      dashboard: await read('/api/main/my-dashboard/'),
      reports: await reports(read, periodId),
    };
  }

  /**
   * The reports of §7.10 (pooled figures of departments, competencies and raters) and their exports: admins'
   * only, so the evaluatee and their manager read nothing of them but the refusal.
   */
  async function reports(read: (url: string) => Promise<string>, periodId: number) {
    const answers = [];
    for (const report of ['distribution', 'competencies', 'goals', 'completion', 'rater-patterns', 'periods'])
      for (const url of [`/api/reports/${report}/?period=${periodId}`, `/api/reports/${report}/export/?period=${periodId}&format=csv`]) {
        const answer = await read(url);
        expect(answer.slice(0, 4), url).toBe('403 ');
        answers.push(answer);
      }
    return answers.join('\n');
  }

  const setUp = async (c: Case, index: number) => {
    const admin = w.company.call;
    const party = await admin.put('/api/wizard/skill-party/', c.weights);
    expect(party.statusCode, party.body).toBe(200);
    // The dashboards show the department's top 10 too (§7.9), of everyone with a final score.
    await t.deps.db
      .update(projectSettings)
      .set({ minEvaluators: c.minimum, showDepartmentTopTen: true, rankingRule: 'final_score' })
      .where(eq(projectSettings.projectId, w.scope.projectId));
    const period = await addPeriod(t.deps, w.scope, [`Anonymity ${index}`]);
    const round = period.rounds[0]!.id;
    const raters: Rater[] = [{ member: w.manager, party: 'manager', answers: c.manager }];
    if (c.self) raters.push({ member: w.evaluatee, party: 'self', answers: c.self });
    const pools = { coworker: [...coworkers], subworker: [...subworkers] };
    for (const peer of c.peers) raters.push({ member: pools[peer.party].shift()!, party: peer.party, answers: peer.answers });
    const rows = await seedRatings(
      t,
      w,
      round,
      w.evaluatee.id,
      raters.map((r) => ({ evaluator: r.member.id, party: r.party, a: r.answers.a, b: r.answers.b, memo: `Memo ${r.party} ${r.member.id}` })),
    );
    // Every answer carries a comment, so that comments are read too.
    for (const [i, row] of rows.entries())
      for (const k of SKILLS)
        await t.deps.db
          .update(skillAnswers)
          .set({ comment: `About ${k} from ${raters[i]!.party}` })
          .where(and(eq(skillAnswers.evaluationId, row.id), eq(skillAnswers.skillId, w.skills[k])));
    await t.deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.id, round));
    await recomputeResults(t.deps.db, { projectId: w.scope.projectId, frequencyIds: [round] });
    return { period, round, raters, evaluations: rows.map((r) => r.id) };
  };

  /** Writes the answers of two evaluations in each other's place (ratings, not applicable and comments), and recomputes. */
  async function swap(round: number, first: number, second: number) {
    const db = t.deps.db;
    const answers = await db
      .select()
      .from(skillAnswers)
      .where(inArray(skillAnswers.evaluationId, [first, second]));
    for (const a of answers) {
      const other = answers.find((b) => b.evaluationId !== a.evaluationId && b.skillId === a.skillId)!;
      await db
        .update(skillAnswers)
        .set({ rating: other.rating, notApplicable: other.notApplicable, comment: other.comment })
        .where(and(eq(skillAnswers.evaluationId, a.evaluationId), eq(skillAnswers.skillId, a.skillId)));
    }
    await recomputeResults(db, { projectId: w.scope.projectId, frequencyIds: [round], employeeIds: [w.evaluatee.id] });
  }

  it('a change of the minimum through the evaluation settings recomputes the scores that count (and refuses 1)', async () => {
    const [issue] = generatedCases();
    const { round } = await setUp({ ...issue!, name: 'settings' }, 100);
    const stored = async () =>
      (
        await t.deps.db
          .select()
          .from(evaluationResults)
          .where(and(eq(evaluationResults.frequencyId, round), eq(evaluationResults.employeeId, w.evaluatee.id)))
      )[0]!.skillOverall;
    const settings = (min: number) =>
      w.company.call.put('/api/wizard/evaluation-settings/', { coworker_count: 3, reminder_days: [7], remind_after_end: true, min_evaluators: min });
    // Minimum 2: manager 100 at 0.4, others (20 + 60) / 2 = 40 at 0.4, self 80 at 0.2.
    expect(await stored()).toBeCloseTo(72, 9);
    expect((await settings(3)).statusCode).toBe(200);
    // Minimum 3: the pool of two does not count: (0.4·100 + 0.2·80) / 0.6.
    expect(await stored()).toBeCloseTo(93.333333333, 6);
    const refused = await settings(1);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().min_evaluators).toEqual(['At least 2, so that no single evaluator can be identified.']);
    expect((await settings(2)).statusCode).toBe(200);
    expect(await stored()).toBeCloseTo(72, 9);
  });

  it('results stored under the former rule are recomputed once at start-up (projects.results_stale, set by the migration)', async () => {
    const [issue] = generatedCases();
    const { round } = await setUp({ ...issue!, name: 'stale' }, 101);
    const where = and(eq(evaluationResults.frequencyId, round), eq(evaluationResults.employeeId, w.evaluatee.id));
    // The score the former rule stored: each party at its own weight (0.4·100 + 0.3·20 + 0.1·60 + 0.2·80).
    await t.deps.db.update(evaluationResults).set({ skillOverall: 68, finalScore: 68 }).where(where);
    await t.deps.db.update(projects).set({ resultsStale: true }).where(eq(projects.id, w.scope.projectId));
    expect(await recomputeStaleProjects(t.deps.db)).toBe(1);
    const [row] = await t.deps.db.select().from(evaluationResults).where(where);
    expect(row!.skillOverall).toBeCloseTo(72, 9);
    const [project] = await t.deps.db.select().from(projects).where(eq(projects.id, w.scope.projectId));
    expect(project!.resultsStale).toBe(false);
    expect(await recomputeStaleProjects(t.deps.db)).toBe(0);
  });

  it.each(generatedCases().map((c, i) => [c.name, c, i] as const))('%s', async (_name, c, index) => {
    const { period, round, raters, evaluations } = await setUp(c, index);
    const evaluators = { manager: 1, self: c.self ? 1 : 0, coworker: 0, subworker: 0 };
    for (const p of c.peers) evaluators[p.party] += 1;
    const grouping = partyGrouping(evaluators, c.weights, c.minimum);
    const peers = raters.filter((r) => r.party === 'coworker' || r.party === 'subworker');
    const known = raters.filter((r) => r.party === 'manager' || r.party === 'self');
    const skillWeights = { a: 0.6, b: 0.4 };

    // The values of each peer's answers that fit a card, by the card's text (the two viewers usually read the same numbers).
    const fitting = new Map<string, Array<Record<(typeof SKILLS)[number], Set<number | null>>>>();
    for (const viewer of [w.evaluatee, w.manager]) {
      const reads = await everything(viewer, period.id);
      // The viewer reads nothing of the admin's per-party page, and no peer's name anywhere.
      expect(reads.admin.startsWith('200'), reads.admin).toBe(false);
      for (const peer of peers) {
        const { first_name } = (await w.company.call.get(`/api/wizard/employee/${peer.member.id}/`)).json();
        expect(reads.card.includes(first_name) || reads.pdf.includes(first_name), `${first_name} named`).toBe(false);
      }

      // What the card shows, against the core's observation of the true answers: the enumeration below models the reads.
      const card = JSON.parse(reads.card.slice(4));
      const roundOf = card.rounds.findIndex((r: { round: { id: number } }) => r.round.id === round);
      const shown = JSON.stringify({
        skills: card.skills.map((s: { rounds: Array<{ score: number | null; parties: unknown[] }> }) => ({
          score: s.rounds[roundOf]!.score,
          parties: s.rounds[roundOf]!.parties,
        })),
        overall: card.rounds[roundOf].skill_overall,
        parties: card.rounds[roundOf].parties
          .filter((p: { mean: number | null }) => p.mean !== null)
          .map(({ party, mean }: { party: string; mean: number }) => ({ party, mean })),
      });
      expect(observation(raters, grouping, c.weights, skillWeights)).toBe(shown);
      // The dashboards show nothing of the round that the card does not: its competencies' scores (the employee), the
      // final score (the manager's team, the department's top 10), so the enumeration below covers them too.
      const dashboard = JSON.parse(reads.dashboard.slice(4));
      const final = card.rounds[roundOf].final_score;
      expect(final).not.toBeNull();
      expect(dashboard.department_top.map((r: { employee: { id: number }; score: number }) => [r.employee.id, r.score])).toEqual([[w.evaluatee.id, final]]);
      if (viewer === w.evaluatee) {
        expect(dashboard.competencies.round.id).toBe(round);
        expect(dashboard.competencies.lines.map((l: { score: number | null }) => l.score)).toEqual(
          card.skills.map((s: { rounds: Array<{ score: number | null }> }) => s.rounds[roundOf]!.score),
        );
      } else {
        expect(dashboard.round.id).toBe(round);
        expect(dashboard.team.find((m: { employee: { id: number } }) => m.employee.id === w.evaluatee.id).score).toBe(final);
      }

      // Every combination of the peers' answers that gives what the viewer read.
      let values = fitting.get(shown);
      if (!values) {
        values = peers.map(() => ({ a: new Set<number | null>(), b: new Set<number | null>() }));
        for (const candidate of combinations(peers.length)) {
          const world = [...known, ...peers.map((p, i) => ({ party: p.party, answers: candidate[i]! }))];
          if (observation(world, grouping, c.weights, skillWeights) !== shown) continue;
          candidate.forEach((answers, i) => SKILLS.forEach((k) => values![i]![k].add(answers[k])));
        }
        fitting.set(shown, values);
      }
      // The true answers fit.
      peers.forEach((peer, i) => SKILLS.forEach((k) => expect(values![i]![k].has(peer.answers[k])).toBe(true)));
      peers.forEach((peer, i) => {
        for (const k of SKILLS) {
          const group = grouping[peer.party];
          if (group === null) {
            // A pool below the minimum counts nowhere: any answer fits what the viewer read.
            expect(values![i]![k].size, `${peer.party} ${k}`).toBe(ANSWERS.length);
            continue;
          }
          const sameGroup = peers.filter((p) => grouping[p.party] === group);
          // A group that counts has at least the minimum of raters (§5.9).
          expect(sameGroup.length).toBeGreaterThanOrEqual(c.minimum);
          const allSame = new Set(sameGroup.map((p) => p.answers[k])).size === 1;
          if (!allSame) expect(values![i]![k].size, `${peer.party} ${k}: ${[...values![i]![k]].join(',')}`).toBeGreaterThanOrEqual(2);
        }
      });
    }

    // On the real app: two raters of one group with different answers swap them; neither viewer can tell.
    const before = { employee: await everything(w.evaluatee, period.id), manager: await everything(w.manager, period.id) };
    const pair = peers.flatMap((p, i) =>
      peers
        .slice(i + 1)
        .flatMap((q) =>
          grouping[p.party] !== null && grouping[p.party] === grouping[q.party] && JSON.stringify(p.answers) !== JSON.stringify(q.answers) ? [[p, q]] : [],
        ),
    )[0];
    if (pair) {
      const [p, q] = pair;
      await swap(round, evaluations[raters.indexOf(p!)]!, evaluations[raters.indexOf(q!)]!);
      expect(await everything(w.evaluatee, period.id)).toEqual(before.employee);
      expect(await everything(w.manager, period.id)).toEqual(before.manager);
      await swap(round, evaluations[raters.indexOf(p!)]!, evaluations[raters.indexOf(q!)]!);
    }
    // A counted peer's rating moved to another value does show: the reads are not blind to the answers.
    const counted = peers.find((p) => grouping[p.party] !== null && p.answers.a !== null);
    if (counted) {
      const evaluation = evaluations[raters.indexOf(counted)]!;
      await t.deps.db
        .update(skillAnswers)
        .set({ rating: counted.answers.a === 5 ? 1 : 5 })
        .where(and(eq(skillAnswers.evaluationId, evaluation), eq(skillAnswers.skillId, w.skills.a)));
      await recomputeResults(t.deps.db, { projectId: w.scope.projectId, frequencyIds: [round], employeeIds: [w.evaluatee.id] });
      const after = { employee: await everything(w.evaluatee, period.id), manager: await everything(w.manager, period.id) };
      expect(after.employee.card).not.toBe(before.employee.card);
      expect(after.employee.dashboard).not.toBe(before.employee.dashboard);
      expect(after.manager.dashboard).not.toBe(before.manager.dashboard);
    }
    // The cases reach each way of counting peers.
    if (index === 0) expect(grouping).toMatchObject({ coworker: 'others', subworker: 'others' });
    if (index === 1) expect(grouping).toMatchObject({ coworker: null, subworker: null });
    if (index === 2) expect(grouping).toMatchObject({ coworker: 'others', subworker: 'others' });
  });
});
