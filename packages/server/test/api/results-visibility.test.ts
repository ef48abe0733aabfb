import { translate } from '@performa/contracts/i18n/translate';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { accounts, frequencies, projectSettings } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import type { Member } from '../helpers/evaluate.ts';
import { pdfText } from '../helpers/pdf.ts';
import { addMember, IN_ROUND, seedRatings, workedExample, type WorkedExample } from '../helpers/results.ts';
import { addPeriod } from '../helpers/setup.ts';
import { tenant } from '../helpers/tenant.ts';

/**
 * Who sees which results (docs/product.md §5.6, §5.9, ADR 23): the employee and their direct manager see a
 * round's scores only once it is released or the project shows them before calibration, on every endpoint
 * that returns a score (the dashboard of §7.9 too); small peer parties are merged for them; anyone else gets 404.
 */
describe('results visibility (docs/product.md §5.6, §5.9)', () => {
  let t: TestApp;
  let w: WorkedExample;

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
    // The evaluatee holds the goal view code, so the goals screen's list of their own goals is theirs to read too.
    await t.deps.db
      .update(accounts)
      .set({ permissions: ['dgv'] })
      .where(eq(accounts.id, w.evaluatee.accountId));
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  const release = (at: Date | null, round = w.round) => t.deps.db.update(frequencies).set({ releasedAt: at }).where(eq(frequencies.id, round));
  const showBefore = (on: boolean) =>
    t.deps.db.update(projectSettings).set({ showResultBeforeCalibration: on }).where(eq(projectSettings.projectId, w.scope.projectId));

  /** Every score the employee (or their manager) is given, from every endpoint that gives one. */
  async function scoresSeenBy(who: Member) {
    const q = `employee=${w.evaluatee.id}&period=${w.period.id}`;
    const get = async (url: string) => {
      const res = await who.call.get(url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res;
    };
    const card = (await get(`/api/wizard/performance-card/?${q}`)).json();
    const pdf = await pdfText((await get(`/api/wizard/performance-card/pdf/?${q}`)).rawPayload);
    const result = (await get(`/api/main/employee-result/?${q}`)).json();
    const skill = (await get(`/api/wizard/employee-skill-result/?${q}`)).json();
    const panelGoals = (await get(`/api/account/user-panel/${w.evaluatee.accountId}/goals/?period=${w.period.id}`)).json();
    const personal = who === w.evaluatee ? (await get(`/api/goals/personal-goals/?${q}`)).json() : null;
    const dashboard = (await get('/api/main/my-dashboard/')).json();
    return {
      card: {
        visible: card.rounds[0].round.visible,
        final: card.rounds[0].final_score,
        goal: card.rounds[0].goal_overall,
        grade: card.rounds[0].grade,
        period: card.period_score,
        parties: card.rounds[0].parties.length,
        skill: card.skills[0].rounds[0].score,
        goals: card.goals.map((g: { score: number | null }) => g.score),
        memos: card.memos.length,
      },
      pdf: { score: pdf.includes('71.56'), hidden: pdf.includes(translate('en', 'card.notReleased')) },
      result: [result.periods[0].period_score, result.periods[0].rounds[0].final_score, result.periods[0].rounds[0].grade],
      skill: [skill.rounds[0].skill_overall, skill.rounds[0].parties.length],
      panelGoals: panelGoals.goals.map((g: { score: number | null }) => g.score),
      personal: personal?.goals.map((g: { score: number | null }) => g.score) ?? null,
      // The dashboard (§7.9): the round as the viewer's own, the employee's competencies, the manager's team.
      dashboard: {
        visible: dashboard.round.visible,
        competencies: dashboard.competencies?.lines.map((l: { score: number | null }) => l.score) ?? null,
        team: dashboard.team.find((m: { employee: { id: number } }) => m.employee.id === w.evaluatee.id)?.score ?? null,
      },
    };
  }

  const HIDDEN = {
    card: { visible: false, final: null, goal: null, grade: null, period: null, parties: 0, skill: null, goals: [], memos: 0 },
    pdf: { score: false, hidden: true },
    result: [null, null, null],
    skill: [null, 0],
    panelGoals: [null, null],
    personal: [null, null],
    dashboard: { visible: false, competencies: null, team: null },
  };
  const SHOWN = {
    card: { visible: true, final: 71.56, goal: 68, grade: 'Good', period: 71.56, parties: 3, skill: 82.22, goals: [80, 50], memos: 4 },
    pdf: { score: true, hidden: false },
    result: [71.56, 71.56, 'Good'],
    skill: [76.89, 3],
    panelGoals: [80, 50],
    personal: [80, 50],
    dashboard: { visible: true, competencies: [82.22, 68.89], team: null },
  };

  it('the employee sees nothing of a round’s scores before release, on every endpoint; everything once released', async () => {
    expect(await scoresSeenBy(w.evaluatee)).toEqual(HIDDEN);
    await release(new Date());
    try {
      expect(await scoresSeenBy(w.evaluatee)).toEqual(SHOWN);
    } finally {
      await release(null);
    }
    expect(await scoresSeenBy(w.evaluatee)).toEqual(HIDDEN);
  });

  it('with show_result_before_calibration on, the employee sees the scores at once', async () => {
    await showBefore(true);
    try {
      expect(await scoresSeenBy(w.evaluatee)).toEqual(SHOWN);
    } finally {
      await showBefore(false);
    }
  });

  it('the direct manager sees a report’s card once released (a goal’s score on the goals screens all along); admins always', async () => {
    expect(await scoresSeenBy(w.manager)).toEqual({ ...HIDDEN, panelGoals: [80, 50], personal: null });
    await release(new Date());
    try {
      const seen = await scoresSeenBy(w.manager);
      expect(seen).toEqual({ ...SHOWN, personal: null, dashboard: { visible: true, competencies: null, team: 71.56 } });
      expect((await w.manager.call.get(`/api/wizard/performance-card/?employee=${w.evaluatee.id}&period=${w.period.id}`)).json().viewer).toBe('manager');
    } finally {
      await release(null);
    }
    const admin = (await w.company.call.get(`/api/wizard/performance-card/?employee=${w.evaluatee.id}&period=${w.period.id}`)).json();
    expect(admin.rounds[0]).toMatchObject({ final_score: 71.56, round: { visible: true, released_at: null } });
  });

  it('a bystander, a coworker, a skip-level manager and another company’s people get 404 on every person endpoint', async () => {
    const report = await addMember(t, w, { firstName: 'Rauf', lastName: 'Report', departmentId: w.department, reportToId: w.coworker.id });
    const other = await tenant(t);
    const urls = (employee: number) => [
      `/api/wizard/performance-card/?employee=${employee}&period=${w.period.id}`,
      `/api/wizard/performance-card/pdf/?employee=${employee}&period=${w.period.id}`,
      `/api/main/performance-card-review/?employee=${employee}&period=${w.period.id}`,
      `/api/main/employee-result/?employee=${employee}`,
      `/api/wizard/employee-skill-result/?employee=${employee}`,
      `/api/main/employee-individual-weights/?employee=${employee}`,
    ];
    for (const url of urls(w.evaluatee.id)) {
      for (const who of [w.bystander.call, w.coworker.call, w.coworker2.call, other.call, other.as(other.token, w.scope.projectId)]) {
        expect((await who.get(url)).statusCode, url).toBe(404);
      }
    }
    // Maryam manages Cavid, who manages Rauf: she is not Rauf's direct manager.
    for (const url of urls(report.id)) {
      expect((await w.manager.call.get(url)).statusCode, url).toBe(404);
      expect((await w.coworker.call.get(url)).statusCode, url).toBe(200);
    }
    // The user panel offers the card link only to those the card answers.
    const cardLink = async (who: typeof w.manager) => (await who.call.get(`/api/account/user-panel/${report.accountId}/goals/`)).json().card;
    expect(await cardLink(w.manager)).toBe(false);
    expect(await cardLink(w.coworker)).toBe(true);
  });

  describe('anonymity below the minimum of evaluators (docs/product.md §5.9; minimum 2)', () => {
    it('one subworker among three coworkers: both parties count pooled as others, in the score too', async () => {
      const period = await addPeriod(t.deps, w.scope, ['Anonymity 1']);
      const round = period.rounds[0]!.id;
      const sub = await addMember(t, w, { firstName: 'Samir', lastName: 'Subworker', departmentId: w.department, reportToId: w.coworker.id });
      await seedRatings(t, w, round, w.coworker.id, [
        { evaluator: w.manager.id, party: 'manager', a: 5, b: 5, memo: 'From the manager' },
        { evaluator: w.evaluatee.id, party: 'coworker', a: 4, b: 4, memo: 'Peer one' },
        { evaluator: w.coworker2.id, party: 'coworker', a: 4, b: 4 },
        { evaluator: w.bystander.id, party: 'coworker', a: 4, b: null, memo: 'Peer three' },
        { evaluator: sub.id, party: 'subworker', a: 1, b: 1, memo: 'From below' },
        { evaluator: w.coworker.id, party: 'self', a: 3, b: 3 },
      ]);
      await release(new Date(), round);
      const url = `/api/wizard/performance-card/?employee=${w.coworker.id}&period=${period.id}`;
      const scoreOfA = (card: { skills: Array<{ rounds: Array<{ score: number }> }> }) => card.skills[0]!.rounds[0]!.score;
      for (const who of [w.coworker, w.manager]) {
        const card = (await who.call.get(url)).json();
        // Others: (4 + 4 + 4 + 1) + (4 + 4 + 1) = 22 over 7 ratings → 62.86, at the weight of both parties (0.3 + 0.1).
        expect(
          card.rounds[0].parties.map((p: { party: string; evaluators: number; mean: number; weight: number; counted_as: string }) => [
            p.party,
            p.evaluators,
            p.mean,
            p.weight,
            p.counted_as,
          ]),
        ).toEqual([
          ['manager', 1, 100, 0.5, 'manager'],
          ['self', 1, 60, 0.1, 'self'],
          ['others', 4, 62.86, 0.4, 'others'],
        ]);
        expect(card.skills[0].rounds[0].parties).toEqual([
          { party: 'manager', mean: 100, ratings: 1 },
          { party: 'self', mean: 60, ratings: 1 },
          { party: 'others', mean: 65, ratings: 4 },
        ]);
        // 0.5·100 + 0.4·65 + 0.1·60: the score pools them as the card shows them.
        expect(scoreOfA(card)).toBe(82);
        // Peers' memos without names and under the group they count in, in the order of their texts.
        expect(card.memos.map((m: { party: string; evaluator: string | null; memo: string }) => [m.party, m.evaluator, m.memo])).toEqual([
          ['manager', 'Maryam Manager', 'From the manager'],
          ['others', null, 'From below'],
          ['others', null, 'Peer one'],
          ['others', null, 'Peer three'],
        ]);
      }
      // Admins see every party as it is, the group it counts in, the same score, and who wrote what.
      const admin = (await w.company.call.get(url)).json();
      expect(
        admin.rounds[0].parties.map((p: { party: string; evaluators: number; weight: number | null; counted_as: string | null }) => [
          p.party,
          p.evaluators,
          p.weight,
          p.counted_as,
        ]),
      ).toEqual([
        ['manager', 1, 0.5, 'manager'],
        ['coworker', 3, 0.3, 'others'],
        ['subworker', 1, 0.1, 'others'],
        ['self', 1, 0.1, 'self'],
      ]);
      expect(scoreOfA(admin)).toBe(82);
      expect(admin.memos.find((m: { party: string }) => m.party === 'subworker').evaluator).toBe('Samir Subworker');
    });

    it('a single coworker without subworkers does not count, for anyone: the manager cannot subtract their own rating', async () => {
      const period = await addPeriod(t.deps, w.scope, ['Anonymity 2']);
      const round = period.rounds[0]!.id;
      await seedRatings(t, w, round, w.coworker2.id, [
        { evaluator: w.manager.id, party: 'manager', a: 4, b: 4 },
        { evaluator: w.coworker.id, party: 'coworker', a: 2, b: 2, memo: 'Only peer' },
        { evaluator: w.coworker2.id, party: 'self', a: 5, b: 5 },
      ]);
      await showBefore(true);
      try {
        const card = (await w.coworker2.call.get(`/api/wizard/performance-card/?employee=${w.coworker2.id}&period=${period.id}`)).json();
        expect(
          card.rounds[0].parties.map((p: { party: string; evaluators: number; mean: number; weight: number }) => [p.party, p.evaluators, p.mean, p.weight]),
        ).toEqual([
          ['manager', 1, 80, 0.833333],
          ['self', 1, 100, 0.166667],
        ]);
        const skill = card.skills[0].rounds[0];
        expect(skill.parties).toEqual([
          { party: 'manager', mean: 80, ratings: 1 },
          { party: 'self', mean: 100, ratings: 1 },
        ]);
        // (0.5·80 + 0.1·100) / 0.6 = 83.333…
        expect(skill.score).toBe(83.33);
        expect(card.memos).toEqual([]);
        const weights = await w.coworker2.call.get(`/api/wizard/employee-skill-result/?employee=${w.coworker2.id}&period=${period.id}`);
        expect(weights.json().rounds[0].parties.map((p: { party: string }) => p.party)).toEqual(['manager', 'self']);
        // The admin reads the coworker, marked as not counted, and the same score.
        const admin = (await w.company.call.get(`/api/wizard/performance-card/?employee=${w.coworker2.id}&period=${period.id}`)).json();
        expect(admin.rounds[0].parties.find((p: { party: string }) => p.party === 'coworker')).toMatchObject({
          evaluators: 1,
          mean: 40,
          weight: null,
          counted_as: null,
        });
        expect(admin.skills[0].rounds[0].score).toBe(83.33);
      } finally {
        await showBefore(false);
      }
    });
  });
});
