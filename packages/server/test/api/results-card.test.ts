import { translate } from '@performa/contracts/i18n/translate';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { calibrationChanges, companies, evaluationResults, files, frequencies, performanceCardReviews, personalWeights } from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { pdfText } from '../helpers/pdf.ts';
import { IN_ROUND, workedExample, type WorkedExample } from '../helpers/results.ts';
import { tenant } from '../helpers/tenant.ts';

const CARD = '/api/wizard/performance-card/';
const PDF = '/api/wizard/performance-card/pdf/';
const REVIEWS = '/api/main/performance-card-review/';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082',
  'hex',
);

describe('the performance card (docs/product.md §7.6, §4)', () => {
  let t: TestApp;
  let w: WorkedExample;
  const card = (query: string) => `${CARD}?employee=${w.evaluatee.id}&period=${w.period.id}${query}`;

  beforeAll(async () => {
    t = await createTestApp();
    w = await workedExample(t);
  });
  beforeEach(() => {
    t.deps.clock.now = () => IN_ROUND;
  });
  afterAll(() => t.close());

  it('reads the worked example of docs/product.md §4.12 back as 71.56, with every part of it', async () => {
    const res = await w.company.call.get(card(''));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.viewer).toBe('admin');
    expect(body.employee).toMatchObject({
      id: w.evaluatee.id,
      full_name: 'Elvin Evaluatee',
      position: { id: w.position, name: 'Seller' },
      manager: { id: w.manager.id, full_name: 'Maryam Manager' },
    });
    expect(body.rounds).toHaveLength(1);
    expect(body.rounds[0]).toMatchObject({
      goal_overall: 68,
      skill_overall: 76.89,
      final_score: 71.56,
      after_calibration_score: null,
      score: 71.56,
      grade: 'Good',
      skill_done: 4,
      skill_total: 4,
      goal_done: 1,
      goal_total: 1,
    });
    expect(body.rounds[0].round).toMatchObject({ id: w.round, visible: true, released_at: null });
    expect(body).toMatchObject({ period_score: 71.56, period_grade: 'Good' });
    // Parties: who evaluated how many, their means over both competencies, and the weights re-weighted without subworkers (0.9).
    expect(body.rounds[0].parties).toEqual([
      { party: 'manager', evaluators: 1, mean: 70, weight: 0.555556, counted_as: 'manager' },
      { party: 'coworker', evaluators: 2, mean: 80, weight: 0.333333, counted_as: 'coworker' },
      { party: 'subworker', evaluators: 0, mean: null, weight: null, counted_as: 'subworker' },
      { party: 'self', evaluators: 1, mean: 90, weight: 0.111111, counted_as: 'self' },
    ]);
    const [a, b] = body.skills;
    expect(a).toMatchObject({ name: 'Accuracy', weight: 0.6, norm: 3, norm_score: 60 });
    expect(a.rounds[0]).toMatchObject({ frequency_id: w.round, score: 82.22, gap: 22.22 });
    expect(a.rounds[0].parties).toEqual([
      { party: 'manager', mean: 80, ratings: 1 },
      { party: 'coworker', mean: 80, ratings: 2 },
      { party: 'self', mean: 100, ratings: 1 },
    ]);
    expect(b.rounds[0]).toMatchObject({ score: 68.89, gap: 8.89 });
    expect(body.goals.map((g: { name: string; score: number; weight: number; is_positive: boolean }) => [g.name, g.weight, g.is_positive, g.score])).toEqual([
      ['G1 Revenue', 60, true, 80],
      ['G2 Complaints', 40, false, 50],
    ]);
    // Admins read every memo with its author.
    expect(body.memos).toEqual([
      { frequency_id: w.round, party: 'manager', evaluator: 'Maryam Manager', skill: null, memo: 'Strong quarter overall' },
      { frequency_id: w.round, party: 'coworker', evaluator: 'Cavid Coworker', skill: null, memo: 'Helpful with the big accounts' },
      { frequency_id: w.round, party: 'coworker', evaluator: 'Şəbnəm Əliyeva', skill: null, memo: 'Always on time' },
      { frequency_id: w.round, party: 'self', evaluator: 'Elvin Evaluatee', skill: null, memo: 'I did my best' },
    ]);
    expect(body.weights).toEqual({
      split: { goal_weight: 0.6, skill_weight: 0.4, source: 'project' },
      parties: { manager: 0.5, subworker: 0.1, coworker: 0.3, self: 0.1, source: 'project' },
    });
    expect(body.calibration).toEqual([]);
    const [company] = await t.deps.db.select().from(companies).where(eq(companies.id, w.scope.companyId));
    expect(body.company).toEqual({ name: company!.companyName, logo: null });
  });

  it('the period score is the mean of the rounds that have results (rule 9), after calibration where set; admins see the trail and the original', async () => {
    const [second] = await t.deps.db
      .insert(frequencies)
      .values({ ...w.scope, periodId: w.period.id, name: 'Q2', startDate: '2026-07-01', endDate: '2026-12-31' })
      .returning();
    const [empty] = await t.deps.db
      .insert(frequencies)
      .values({ ...w.scope, periodId: w.period.id, name: 'Q3', startDate: '2026-10-01', endDate: '2026-12-31' })
      .returning();
    await t.deps.db.insert(evaluationResults).values({
      ...w.scope,
      frequencyId: second!.id,
      employeeId: w.evaluatee.id,
      goalOverall: null,
      skillOverall: 80,
      finalScore: 80,
      calibratedScore: 90,
      skillDone: 2,
      skillTotal: 2,
    });
    await t.deps.db.insert(calibrationChanges).values([
      {
        ...w.scope,
        frequencyId: second!.id,
        employeeId: w.evaluatee.id,
        action: 'score',
        actorName: 'Ada Admin',
        finalScore: 80,
        beforeScore: null,
        afterScore: 85,
        reason: 'First look',
      },
      {
        ...w.scope,
        frequencyId: second!.id,
        employeeId: w.evaluatee.id,
        action: 'score',
        actorName: 'Ada Admin',
        finalScore: 80,
        beforeScore: 85,
        afterScore: 90,
        reason: 'Peer review',
      },
    ]);
    try {
      const body = (await w.company.call.get(card(''))).json();
      expect(body.rounds.map((r: { round: { name: string } }) => r.round.name)).toEqual(['Q1', 'Q2', 'Q3']);
      expect(body.rounds[1]).toMatchObject({ final_score: 80, after_calibration_score: 90, score: 90, grade: 'Excellent' });
      expect(body.rounds[2]).toMatchObject({ final_score: null, score: null, skill_total: 0 });
      // Its PDF says that Q3 had no evaluations of the person (rather than that its result waits for calibration).
      const pdf = await pdfText((await w.company.call.get(`${PDF}?employee=${w.evaluatee.id}&period=${w.period.id}`)).rawPayload);
      expect(pdf.split(translate('en', 'card.noEvaluations')).length - 1).toBe(1);
      expect(pdf).toMatch(/Q3[^\n]*\n?[^\n]*No evaluations in this round/);
      // (71.5555… + 90) / 2 = 80.7777…
      expect(body).toMatchObject({ period_score: 80.78, period_grade: 'Excellent' });
      expect(body.calibration.map((c: { reason: string; before_score: number; after_score: number }) => [c.reason, c.before_score, c.after_score])).toEqual([
        ['Peer review', 85, 90],
        ['First look', null, 85],
      ]);

      // The employee (rounds released) sees one final score, the calibrated one, and no trail.
      await t.deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.periodId, w.period.id));
      const own = (await w.evaluatee.call.get(card(''))).json();
      expect(own.viewer).toBe('self');
      expect(own.rounds[1]).toMatchObject({ final_score: 90, after_calibration_score: null, score: 90 });
      expect(own).toMatchObject({ period_score: 80.78, calibration: null });
    } finally {
      await t.deps.db.update(frequencies).set({ releasedAt: null }).where(eq(frequencies.periodId, w.period.id));
      await t.deps.db.delete(frequencies).where(eq(frequencies.id, second!.id));
      await t.deps.db.delete(frequencies).where(eq(frequencies.id, empty!.id));
    }
  });

  it('the weights in use: personal party weights and the individual split when set, else the project’s', async () => {
    const url = `/api/main/employee-individual-weights/?employee=${w.evaluatee.id}`;
    expect((await w.evaluatee.call.get(url)).json().parties.source).toBe('project');
    await t.deps.db
      .insert(personalWeights)
      .values({ ...w.scope, employeeId: w.coworker.id, managerWeight: 0.7, coworkerWeight: 0.3, subworkerWeight: 0, selfWeight: 0 });
    const res = await w.manager.call.get(`/api/main/employee-individual-weights/?employee=${w.coworker.id}`);
    expect(res.json()).toEqual({
      split: { goal_weight: 0.6, skill_weight: 0.4, source: 'project' },
      parties: { manager: 0.7, subworker: 0, coworker: 0.3, self: 0, source: 'personal' },
    });
    expect((await w.bystander.call.get(url)).statusCode).toBe(404);
  });

  it('the admins’ competency and goal pages of one employee', async () => {
    const skills = await w.company.call.get(`/api/wizard/employee-skill-performance/?employee=${w.evaluatee.id}&period=${w.period.id}`);
    expect(skills.statusCode, skills.body).toBe(200);
    expect(skills.json().rounds[0]).toMatchObject({ skill_overall: 76.89, final_score: 71.56 });
    expect(skills.json().skills.map((s: { rounds: Array<{ score: number }> }) => s.rounds[0]!.score)).toEqual([82.22, 68.89]);
    const goals = await w.company.call.get(`/api/goals/employee-goals-result/?employee=${w.evaluatee.id}`);
    expect(goals.statusCode, goals.body).toBe(200);
    expect(goals.json().period.id).toBe(w.period.id);
    expect(goals.json().rounds).toEqual([expect.objectContaining({ goal_overall: 68, weight_total: 100, evaluated: true })]);
    expect(goals.json().goals.map((g: { score: number }) => g.score)).toEqual([80, 50]);
    // Management only: the employee themselves is refused by the access rule.
    expect((await w.evaluatee.call.get(`/api/goals/employee-goals-result/?employee=${w.evaluatee.id}`)).statusCode).toBe(403);
  });

  describe('the PDF', () => {
    it('is the card in the caller’s language, as an attachment with a safe name', async () => {
      const res = await w.company.call.get(`${PDF}?employee=${w.evaluatee.id}&period=${w.period.id}`, 'az');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="performance-card-[A-Za-z0-9._-]+\.pdf"$/);
      const text = await pdfText(res.rawPayload);
      for (const expected of [
        'Elvin Evaluatee',
        'Maryam Manager',
        translate('az', 'card.title'),
        translate('az', 'card.periodScore'),
        translate('az', 'card.goalOverall'),
        '71,56', // a decimal comma in Azerbaijani, as on the screens
        'G1 Revenue',
        'Accuracy',
        'Şəbnəm Əliyeva',
        translate('az', 'card.party_coworker'),
      ]) {
        expect(text).toContain(expected);
      }
    });

    it('in Russian, with a PNG logo; a WebP logo is left out', async () => {
      const [png] = await t.deps.db.insert(files).values({ companyId: w.scope.companyId, contentType: 'image/png', bytes: PNG }).returning();
      await t.deps.db.update(companies).set({ logo: png!.id }).where(eq(companies.id, w.scope.companyId));
      const res = await w.company.call.get(`${PDF}?employee=${w.evaluatee.id}&period=${w.period.id}`, 'ru');
      expect(res.statusCode, res.body).toBe(200);
      const text = await pdfText(res.rawPayload);
      for (const expected of [
        translate('ru', 'card.title'),
        translate('ru', 'card.competencies'),
        translate('ru', 'card.norm'),
        translate('ru', 'card.higherIsBetter'),
        'Elvin Evaluatee',
        '71,56',
      ]) {
        expect(text).toContain(expected);
      }
      const webp = Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 '), Buffer.alloc(16)]);
      const [other] = await t.deps.db.insert(files).values({ companyId: w.scope.companyId, contentType: 'image/webp', bytes: webp }).returning();
      await t.deps.db.update(companies).set({ logo: other!.id }).where(eq(companies.id, w.scope.companyId));
      expect((await w.company.call.get(`${PDF}?employee=${w.evaluatee.id}&period=${w.period.id}`)).statusCode).toBe(200);
      await t.deps.db.update(companies).set({ logo: null }).where(eq(companies.id, w.scope.companyId));
    });
  });

  describe('reviews (main/performance-card-review/)', () => {
    const body = (extra: Record<string, unknown>) => ({ employee: w.evaluatee.id, period: w.period.id, ...extra });

    it('the employee acknowledges only once a round is released to them; the manager and admins comment', async () => {
      const early = await w.evaluatee.call.post(REVIEWS, body({ acknowledged: true }), 'ru');
      expect(early.statusCode).toBe(409);
      expect(early.json()).toMatchObject({ code: 'nothing_to_acknowledge', detail: translate('ru', 'errors.nothingToAcknowledge') });

      await t.deps.db.update(frequencies).set({ releasedAt: new Date() }).where(eq(frequencies.id, w.round));
      try {
        const ack = await w.evaluatee.call.post(REVIEWS, body({ acknowledged: true, comment: 'Thank you' }));
        expect(ack.statusCode, ack.body).toBe(201);
        expect(ack.json()).toMatchObject({ author: 'Elvin Evaluatee', author_role: 'self', acknowledged: true, comment: 'Thank you' });
        const note = await w.manager.call.post(REVIEWS, body({ comment: 'Well deserved' }));
        expect(note.json()).toMatchObject({ author: 'Maryam Manager', author_role: 'manager', acknowledged: false });
        expect((await w.company.call.post(REVIEWS, body({ comment: 'Noted' }))).json()).toMatchObject({ author_role: 'admin' });
        // Only the employee acknowledges; a review says something.
        expect((await w.manager.call.post(REVIEWS, body({ acknowledged: true }))).json()).toEqual({ acknowledged: ['Enter a valid value.'] });
        expect(Object.keys((await w.evaluatee.call.post(REVIEWS, body({}))).json())).toEqual(['comment']);
        // Strangers reach nothing.
        expect((await w.bystander.call.post(REVIEWS, body({ comment: 'Hi' }))).statusCode).toBe(404);
        expect((await w.bystander.call.get(`${REVIEWS}?employee=${w.evaluatee.id}&period=${w.period.id}`)).statusCode).toBe(404);

        const list = await w.manager.call.get(`${REVIEWS}?employee=${w.evaluatee.id}&period=${w.period.id}`);
        expect(list.json().map((r: { author_role: string }) => r.author_role)).toEqual(['self', 'manager', 'admin']);
        expect((await w.evaluatee.call.get(card(''))).json().reviews).toHaveLength(3);
      } finally {
        await t.deps.db.update(frequencies).set({ releasedAt: null }).where(eq(frequencies.id, w.round));
        await t.deps.db
          .delete(performanceCardReviews)
          .where(and(eq(performanceCardReviews.employeeId, w.evaluatee.id), eq(performanceCardReviews.periodId, w.period.id)));
      }
    });
  });

  it('another company’s employee, period or caller is not found', async () => {
    const other = await tenant(t);
    expect((await other.call.get(card(''))).statusCode).toBe(404);
    expect((await other.as(other.token, w.scope.projectId).get(card(''))).statusCode).toBe(404);
    expect((await w.company.call.get(`${CARD}?employee=${w.evaluatee.id}&period=999999`)).statusCode).toBe(404);
  });
});
