import { translate } from '@performa/contracts/i18n/translate';
import { and, asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  accounts,
  calibrationChanges,
  evaluationResults,
  frequencies,
  notifications,
  outboxEmails,
  projectSettings,
  responseScales,
  responseScaleTemplates,
  skillAnswers,
} from '../../src/db/schema.ts';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { addSkill } from '../helpers/competencies.ts';
import { createEvaluations, seedRound, type SeededRound } from '../helpers/evaluations.ts';
import { addEmployee, scopeAdmin, signIn } from '../helpers/factories.ts';
import { addPeriod, addTemplate, setRatingTemplate } from '../helpers/setup.ts';
import { tenant, type Caller, type Tenant } from '../helpers/tenant.ts';

/**
 * Calibration of a round (docs/product.md §4.10, §4.11, §5.7): the distribution of the scores over the
 * final score scale against the targets, by department and by manager, the 9-box, adjustments with a
 * reason kept in the audit trail, release with its notices, reopening, rater patterns, and the
 * department scope of an admin (§2.8). The scores are written straight into evaluation_results (their
 * computation is tested elsewhere): this file is about what calibration does with them.
 */

const CALIBRATION = '/api/wizard/calibrate-final-score-scale/';
const HISTORY = '/api/wizard/calibrate-final-score-scale/history/';
const TARGETS = '/api/wizard/calibrate-final-score-scale/targets/';
const RELEASE = '/api/wizard/calibrate-final-score-scale/release/';
const REOPEN = '/api/wizard/calibrate-final-score-scale/reopen/';
const RATERS = '/api/wizard/calibrate-final-score-scale/rater-patterns/';

type Person = 'maria' | 'ali' | 'aysel' | 'bahruz' | 'celal' | 'dilara';
/**
 * The scores of every round these tests make: Ali high/high, Aysel medium/medium, Bahruz low/high (in
 * the sub-department Field), Celal only skills (not in the 9-box), Dilara only goals (Support, no
 * manager), Maria evaluated but without any score yet.
 */
const SCORES: Record<Person, { goal: number | null; skill: number | null; final: number | null }> = {
  ali: { goal: 85, skill: 90, final: 87 },
  aysel: { goal: 70, skill: 65, final: 67.5 },
  bahruz: { goal: 50, skill: 82, final: 66.8 },
  celal: { goal: null, skill: 55, final: 55 },
  dilara: { goal: 90, skill: null, final: 90 },
  maria: { goal: null, skill: null, final: null },
};

describe('calibration of a round (docs/product.md §5.7)', () => {
  let t: TestApp;
  let acme: Tenant;
  let w: SeededRound;
  let ranges: { low: number; mid: number; high: number };
  let otherRange: number;
  let scoped: Caller;

  beforeAll(async () => {
    t = await createTestApp();
    acme = await tenant(t);
    w = await seedRound(t, acme);
    // The final score scale: Low below 60, Mid from 60, High from 80 (§4.11).
    const [scale] = await t.deps.db
      .insert(responseScaleTemplates)
      .values({ ...acme, name: 'Grades' })
      .returning();
    const made = await t.deps.db
      .insert(responseScales)
      .values([
        { ...acme, templateId: scale!.id, min: 0, max: 59, response: 'Low' },
        { ...acme, templateId: scale!.id, min: 60, max: 79, response: 'Mid' },
        { ...acme, templateId: scale!.id, min: 80, max: 100, response: 'High' },
      ])
      .returning();
    ranges = { low: made[0]!.id, mid: made[1]!.id, high: made[2]!.id };
    const other = await addTemplate(t.deps, acme, 'Another scale');
    const [someRange] = await t.deps.db.select().from(responseScales).where(eq(responseScales.templateId, other.id));
    otherRange = someRange!.id;
    await t.deps.db.insert(projectSettings).values({ ...acme, finalScoreTemplateId: scale!.id, ratingTemplateId: other.id });
    await setRatingTemplate(t.deps, acme, other.id);
    // An admin limited to Support, where only Dilara works.
    const admin = await addEmployee(t.deps, acme, { role: 'admin', firstName: 'Scoped', lastName: 'Admin', departmentId: w.departments.support.id });
    await scopeAdmin(t.deps, admin.account.id, [w.departments.support.id]);
    scoped = acme.as((await signIn(t, admin.account.username)).access);
  });
  afterAll(() => t.close());

  /** A new round (in a period of its own) with the scores of SCORES written as its results. */
  async function scoredRound() {
    const period = await addPeriod(t.deps, acme, ['Calibration round']);
    const round = period.rounds[0]!;
    await t.deps.db.insert(evaluationResults).values(
      (Object.keys(SCORES) as Person[]).map((who) => ({
        ...acme,
        frequencyId: round.id,
        employeeId: w.people[who].id,
        goalOverall: SCORES[who].goal,
        skillOverall: SCORES[who].skill,
        finalScore: SCORES[who].final,
        skillDone: 1,
        skillTotal: 2,
      })),
    );
    return round;
  }
  const view = async (round: number, extra = '', as: Caller = acme.call) => {
    const res = await as.get(`${CALIBRATION}?frequency_id=${round}${extra}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };
  const adjust = (body: Record<string, unknown>, as: Caller = acme.call, lang?: string) => as.post(CALIBRATION, body, lang);
  const counts = (distribution: Array<{ range_id: number; count: number }>) => distribution.map((d) => [d.range_id, d.count]);

  it('shows the distribution over the final score scale against the targets, by department and by manager', async () => {
    const round = await scoredRound();
    const saved = await acme.call.put(TARGETS, {
      targets: [
        { range_id: ranges.low, share: 10 },
        { range_id: ranges.mid, share: '60' },
        { range_id: ranges.high, share: 30 },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().grades.map((g: { response: string; target_share: number }) => [g.response, g.target_share])).toEqual([
      ['Low', 10],
      ['Mid', 60],
      ['High', 30],
    ]);

    const v = await view(round.id);
    expect(v.round).toMatchObject({ id: round.id, released_at: null, visible: true });
    // Maria has no score: 5 people count.
    expect(v.total).toBe(5);
    expect(v.distribution).toEqual([
      { range_id: ranges.low, response: 'Low', count: 1, share: 20, target_share: 10 },
      { range_id: ranges.mid, response: 'Mid', count: 2, share: 40, target_share: 60 },
      { range_id: ranges.high, response: 'High', count: 2, share: 40, target_share: 30 },
    ]);
    // The deepest department of each person: Bahruz sits in Field.
    expect(
      v.by_department.map((d: { department: { name: string } | null; total: number; counts: [] }) => [d.department?.name, d.total, counts(d.counts)]),
    ).toEqual([
      [
        'Field',
        1,
        [
          [ranges.low, 0],
          [ranges.mid, 1],
          [ranges.high, 0],
        ],
      ],
      [
        'Sales',
        3,
        [
          [ranges.low, 1],
          [ranges.mid, 1],
          [ranges.high, 1],
        ],
      ],
      [
        'Support',
        1,
        [
          [ranges.low, 0],
          [ranges.mid, 0],
          [ranges.high, 1],
        ],
      ],
    ]);
    // Managers by name; Dilara has none (last).
    expect(v.by_manager.map((m: { manager: { id: number } | null; total: number }) => [m.manager?.id ?? null, m.total])).toEqual([
      [w.people.ali.id, 1],
      [w.people.maria.id, 3],
      [null, 1],
    ]);
    expect(v.calibrated).toBe(0);

    // One department (with its sub-departments) or one manager's reports.
    const sales = await view(round.id, `&department=${w.departments.sales.id}`);
    expect([sales.total, counts(sales.distribution)]).toEqual([
      4,
      [
        [ranges.low, 1],
        [ranges.mid, 2],
        [ranges.high, 1],
      ],
    ]);
    const team = await view(round.id, `&manager=${w.people.maria.id}`);
    expect([team.total, counts(team.distribution)]).toEqual([
      3,
      [
        [ranges.low, 0],
        [ranges.mid, 2],
        [ranges.high, 1],
      ],
    ]);

    // Targets are shares of the project's scale only, at most 100 in all; a new list replaces the old.
    const foreign = await acme.call.put(TARGETS, { targets: [{ range_id: otherRange, share: 10 }] }, 'az');
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json()).toEqual({ targets: [translate('az', 'validation.notFoundRef')] });
    const twice = await acme.call.put(TARGETS, {
      targets: [
        { range_id: ranges.low, share: 10 },
        { range_id: ranges.low, share: 20 },
      ],
    });
    expect(twice.json()).toEqual({ targets: [translate('en', 'validation.duplicateEntry')] });
    const over = await acme.call.put(
      TARGETS,
      {
        targets: [
          { range_id: ranges.low, share: 60 },
          { range_id: ranges.mid, share: 41 },
        ],
      },
      'ru',
    );
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({ non_field_errors: [translate('ru', 'validation.sharesSum100')] });
    expect(
      (await acme.call.put(TARGETS, { targets: [{ range_id: ranges.high, share: 25 }] }))
        .json()
        .grades.map((g: { target_share: number | null }) => g.target_share),
    ).toEqual([null, null, 25]);
  });

  it('places people in the 9-box by goal and skill overall; a moved person is marked and counted as calibrated', async () => {
    const round = await scoredRound();
    const before = await view(round.id);
    const people = (v: { nine_box: Array<{ cell: string; people: Array<{ id: number; moved: boolean }> }> }) =>
      Object.fromEntries(v.nine_box.filter((c) => c.people.length).map((c) => [c.cell, c.people.map((p) => [p.id, p.moved])]));
    expect(before.nine_box).toHaveLength(9);
    // Celal (no goal overall), Dilara (no skill overall) and Maria (no score) are not in it.
    expect(people(before)).toEqual({
      'high/high': [[w.people.ali.id, false]],
      'medium/medium': [[w.people.aysel.id, false]],
      'low/high': [[w.people.bahruz.id, false]],
    });
    // …but listed, with the overall score that keeps them out.
    const unplaced = (v: { unplaced: Array<{ id: number; missing: string }> }) =>
      v.unplaced.map((p) => [p.id, p.missing]).sort((a, b) => Number(a[0]) - Number(b[0]));
    expect(unplaced(before)).toEqual(
      [
        [w.people.celal.id, 'goal'],
        [w.people.dilara.id, 'skill'],
        [w.people.maria.id, 'both'],
      ].sort((a, b) => Number(a[0]) - Number(b[0])),
    );
    expect(before.nine_box.find((c: { cell: string }) => c.cell === 'high/high').people[0]).toEqual({
      id: w.people.ali.id,
      full_name: 'Ali Aliyev',
      image: null,
      goal_overall: 85,
      skill_overall: 90,
      score: 87,
      moved: false,
    });

    const moved = await adjust({ frequency_id: round.id, employee_id: w.people.bahruz.id, box: 'medium/high', reason: 'Goals were cut mid-year' });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ calibrated_box: 'medium/high', final_score: 66.8, after_calibration_score: null, score: 66.8, grade: 'Mid' });
    const after = await view(round.id);
    expect(people(after)).toEqual({
      'high/high': [[w.people.ali.id, false]],
      'medium/medium': [[w.people.aysel.id, false]],
      'medium/high': [[w.people.bahruz.id, true]],
    });
    expect(after.calibrated).toBe(1);
    const [change] = await t.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, round.id));
    expect(change).toMatchObject({ action: 'box', beforeBox: null, afterBox: 'medium/high', beforeScore: null, afterScore: null, finalScore: 66.8 });
  });

  it('an adjustment with its reason goes into the audit trail; null reverts it; the original final score stays', async () => {
    const round = await scoredRound();
    const raised = await adjust({ frequency_id: round.id, employee_id: w.people.aysel.id, after_calibration_score: '82.5', reason: 'Led the launch' });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json()).toMatchObject({
      employee: { id: w.people.aysel.id, full_name: 'Aysel Karimova', employee_number: w.people.aysel.employeeNumber, department: { name: 'Sales' } },
      goal_overall: 70,
      skill_overall: 65,
      final_score: 67.5,
      after_calibration_score: 82.5,
      score: 82.5,
      grade: 'High',
      calibrated_box: null,
      skill_done: 1,
      skill_total: 2,
    });
    // The distribution follows the after-calibration score.
    expect(counts((await view(round.id)).distribution)).toEqual([
      [ranges.low, 1],
      [ranges.mid, 1],
      [ranges.high, 3],
    ]);
    // The same value again changes nothing and adds nothing to the trail.
    expect((await adjust({ frequency_id: round.id, employee_id: w.people.aysel.id, after_calibration_score: 82.5, reason: 'Again' })).statusCode).toBe(200);

    const reverted = await adjust({ frequency_id: round.id, employee_id: w.people.aysel.id, after_calibration_score: null, reason: 'Launch slipped' });
    expect(reverted.json()).toMatchObject({ final_score: 67.5, after_calibration_score: null, score: 67.5, grade: 'Mid' });
    const [stored] = await t.deps.db
      .select()
      .from(evaluationResults)
      .where(and(eq(evaluationResults.frequencyId, round.id), eq(evaluationResults.employeeId, w.people.aysel.id)));
    expect([stored!.finalScore, stored!.calibratedScore]).toEqual([67.5, null]);

    const history = await acme.call.get(`${HISTORY}?frequency_id=${round.id}&employee=${w.people.aysel.id}`);
    expect(history.statusCode, history.body).toBe(200);
    const trail = history.json();
    expect(trail.count).toBe(2);
    // Newest first: who, when, the original final score, before, after, the reason.
    expect(trail.results.map((e: Record<string, unknown>) => [e.action, e.actor, e.final_score, e.before_score, e.after_score, e.reason])).toEqual([
      ['score', 'Aysel Mammadova', 67.5, 82.5, null, 'Launch slipped'],
      ['score', 'Aysel Mammadova', 67.5, null, 82.5, 'Led the launch'],
    ]);
    expect(trail.results[0]).toMatchObject({
      frequency: { id: round.id, name: 'Calibration round' },
      employee: { id: w.people.aysel.id, full_name: 'Aysel Karimova' },
    });
    expect(Date.parse(trail.results[0].created_at)).not.toBeNaN();
    const rows = await t.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, round.id)).orderBy(asc(calibrationChanges.id));
    expect(rows.map((r) => [r.accountId, r.employeeId])).toEqual([
      [acme.owner.id, w.people.aysel.id],
      [acme.owner.id, w.people.aysel.id],
    ]);
  });

  it('refuses an adjustment without a reason or a change, out of bounds, or for someone without a score', async () => {
    const round = await scoredRound();
    const base = { frequency_id: round.id, employee_id: w.people.ali.id };
    const noReason = await adjust({ ...base, after_calibration_score: 90 }, acme.call, 'az');
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: [translate('az', 'validation.required')] });
    expect((await adjust({ ...base, after_calibration_score: 90, reason: '   ' })).json()).toHaveProperty(['reason']);
    expect((await adjust({ ...base, reason: 'Nothing to change' })).json()).toHaveProperty(['after_calibration_score']);
    expect((await adjust({ ...base, after_calibration_score: 201, reason: 'Too much' })).json()).toHaveProperty(['after_calibration_score']);
    expect((await adjust({ ...base, after_calibration_score: 'a lot', reason: 'No number' })).json()).toEqual({
      after_calibration_score: ['Enter a valid value.'],
    });
    expect((await adjust({ ...base, after_calibration_score: -1, reason: 'Too little' })).json()).toHaveProperty(['after_calibration_score']);
    expect((await adjust({ ...base, box: 'top/left', reason: 'No such box' })).json()).toHaveProperty(['box']);

    const none = await adjust({ frequency_id: round.id, employee_id: w.people.maria.id, after_calibration_score: 70, reason: 'No score yet' }, acme.call, 'ru');
    expect(none.statusCode).toBe(409);
    expect(none.json()).toEqual({ code: 'no_result', detail: translate('ru', 'errors.noResult') });
    // Someone of the project without a result row in the round.
    const outsider = await addEmployee(t.deps, acme, { firstName: 'Not', lastName: 'Evaluated' });
    expect((await adjust({ frequency_id: round.id, employee_id: outsider.id, after_calibration_score: 70, reason: 'x' })).statusCode).toBe(409);
    expect(await t.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, round.id))).toEqual([]);
  });

  it('an after-calibration score lies between 0 and the project’s maximum achievement × 100, with a translated field error', async () => {
    const round = await scoredRound();
    const base = { frequency_id: round.id, employee_id: w.people.aysel.id, reason: 'Within the cap' };
    const setCap = (cap: number) => t.deps.db.update(projectSettings).set({ maxAchievement: cap }).where(eq(projectSettings.projectId, acme.projectId));
    const trail = async () => (await t.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, round.id))).length;
    try {
      // The default cap 1.0: up to 100, which the calibration view gives the form.
      await setCap(1);
      expect((await view(round.id)).max_calibrated_score).toBe(100);
      const over = await adjust({ ...base, after_calibration_score: 100.5 });
      expect(over.statusCode).toBe(400);
      expect(over.json()).toEqual({ after_calibration_score: ['The score must be between 0 and 100 (the project’s maximum achievement × 100).'] });
      expect((await adjust({ ...base, after_calibration_score: 150 }, acme.call, 'az')).json()).toEqual({
        after_calibration_score: [translate('az', 'validation.calibratedScoreRange', { max: '100' })],
      });
      expect((await adjust({ ...base, after_calibration_score: -0.5 })).statusCode).toBe(400);
      expect(await trail()).toBe(0);
      expect((await adjust({ ...base, after_calibration_score: '100' })).json()).toMatchObject({ after_calibration_score: 100, score: 100 });

      // A cap of 1.125: up to 112.5, written as the reader writes numbers.
      await setCap(1.125);
      expect((await view(round.id)).max_calibrated_score).toBe(112.5);
      const ru = await adjust({ ...base, after_calibration_score: '112,6' }, acme.call, 'ru');
      expect(ru.statusCode).toBe(400);
      expect(ru.json()).toEqual({ after_calibration_score: ['Балл должен быть от 0 до 112,5 (максимальное достижение проекта × 100).'] });
      expect((await adjust({ ...base, after_calibration_score: 112.6 }, acme.call, 'az')).json()).toEqual({
        after_calibration_score: ['Bal 0 ilə 112,5 arasında olmalıdır (layihənin maksimum nailiyyəti × 100).'],
      });
      expect((await adjust({ ...base, after_calibration_score: 112.5 })).json()).toMatchObject({ after_calibration_score: 112.5, score: 112.5 });
      expect(await trail()).toBe(2);
    } finally {
      await setCap(1);
    }
  });

  it('release closes calibration and notifies every evaluatee with a score, in the app and by email in their language', async () => {
    const round = await scoredRound();
    await t.deps.db.update(accounts).set({ language: 'az' }).where(eq(accounts.id, w.people.ali.account.id));
    await t.deps.db.update(accounts).set({ language: 'ru' }).where(eq(accounts.id, w.people.aysel.account.id));
    const released = await acme.call.post(RELEASE, { frequency_id: round.id });
    expect(released.statusCode, released.body).toBe(200);
    expect(released.json().notified).toBe(5);
    expect(Date.parse(released.json().released_at)).not.toBeNaN();
    const [stored] = await t.deps.db.select().from(frequencies).where(eq(frequencies.id, round.id));
    expect(stored!.releasedAt?.toISOString()).toBe(released.json().released_at);

    const evaluatees = (['ali', 'aysel', 'bahruz', 'celal', 'dilara'] as const).map((who) => w.people[who]);
    const notes = await t.deps.db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.kind, 'results_released'),
          inArray(
            notifications.accountId,
            [...evaluatees, w.people.maria].map((p) => p.account.id),
          ),
        ),
      )
      .orderBy(asc(notifications.id));
    const roundNotes = notes.filter((n) => (n.params as { round?: string }).round === 'Calibration round' && n.link?.endsWith(`/${round.periodId}`));
    // Maria (no score) is not told.
    expect(roundNotes.map((n) => n.accountId).sort()).toEqual(evaluatees.map((p) => p.account.id).sort());
    const ali = roundNotes.find((n) => n.accountId === w.people.ali.account.id)!;
    expect(ali.link).toBe(`/performance-card/${w.people.ali.id}/${round.periodId}`);
    expect(ali.params).toMatchObject({ round: 'Calibration round', period: expect.stringMatching(/^Period \d+$/) });
    expect(ali.title).toBe(translate('az', 'emails.resultsReleasedSubject', { round: 'Calibration round' }));
    expect(roundNotes.find((n) => n.accountId === w.people.aysel.account.id)!.title).toBe(
      translate('ru', 'emails.resultsReleasedSubject', { round: 'Calibration round' }),
    );

    expect(await t.deps.jobs.runReady()).toBeGreaterThanOrEqual(5);
    const sent = await t.deps.db
      .select({ to: outboxEmails.toAddress, subject: outboxEmails.subject, text: outboxEmails.textBody })
      .from(outboxEmails)
      .where(
        inArray(
          outboxEmails.toAddress,
          evaluatees.map((p) => p.account.email),
        ),
      );
    const mine = sent.filter((e) => e.text.includes(`/performance-card/`) && e.text.includes(`/${round.periodId}`));
    expect(mine).toHaveLength(5);
    const toAli = mine.find((e) => e.to === w.people.ali.account.email)!;
    expect(toAli.subject).toBe(translate('az', 'emails.resultsReleasedSubject', { round: 'Calibration round' }));
    expect(toAli.text).toContain('Salam, Ali!');
    expect(toAli.text).toContain(`/performance-card/${w.people.ali.id}/${round.periodId}`);
    expect(mine.find((e) => e.to === w.people.aysel.account.email)!.subject).toBe(
      translate('ru', 'emails.resultsReleasedSubject', { round: 'Calibration round' }),
    );

    // Twice is refused; so is any adjustment once released.
    const again = await acme.call.post(RELEASE, { frequency_id: round.id }, 'az');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ code: 'already_released', detail: translate('az', 'errors.alreadyReleased') });
    const closed = await adjust({ frequency_id: round.id, employee_id: w.people.ali.id, after_calibration_score: 90, reason: 'Late change' });
    expect(closed.statusCode).toBe(409);
    expect(closed.json().code).toBe('calibration_closed');
    expect((await view(round.id)).round.released_at).toBe(released.json().released_at);
  });

  it('reopening a released round needs a reason, is kept in the trail, and allows adjustments again', async () => {
    const round = await scoredRound();
    const notYet = await acme.call.post(REOPEN, { frequency_id: round.id, reason: 'Too early' });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().code).toBe('not_released');
    expect((await acme.call.post(RELEASE, { frequency_id: round.id })).statusCode).toBe(200);
    expect((await acme.call.post(REOPEN, { frequency_id: round.id })).json()).toHaveProperty(['reason']);
    const reopened = await acme.call.post(REOPEN, { frequency_id: round.id, reason: 'A complaint about Ali' });
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json()).toEqual({ released_at: null, notified: 0 });
    expect((await view(round.id)).round.released_at).toBeNull();
    expect((await adjust({ frequency_id: round.id, employee_id: w.people.ali.id, after_calibration_score: 78, reason: 'Complaint upheld' })).statusCode).toBe(
      200,
    );

    const trail = (await acme.call.get(`${HISTORY}?frequency_id=${round.id}`)).json();
    expect(trail.results.map((e: Record<string, unknown>) => [e.action, e.employee === null ? null : (e.employee as { id: number }).id, e.reason])).toEqual([
      ['score', w.people.ali.id, 'Complaint upheld'],
      ['reopen', null, 'A complaint about Ali'],
      ['release', null, ''],
    ]);
    // Paged.
    const page = (await acme.call.get(`${HISTORY}?frequency_id=${round.id}&page=2&page_size=2`)).json();
    expect([page.count, page.results.map((e: { action: string }) => e.action)]).toEqual([3, ['release']]);
  });

  it('rater patterns: a lenient and a harsh rater stand out against the company; few ratings are never flagged', async () => {
    const period = await addPeriod(t.deps, acme, ['Raters']);
    const round = period.rounds[0]!;
    const skills = await Promise.all(['Focus', 'Care', 'Drive'].map((name) => addSkill(t.deps, acme, `${name} ${round.id}`)));
    const { maria, ali, aysel, bahruz, celal, dilara } = w.people;
    // Rating template 1–5 (M = 5): 5 → 100, 3 → 60, 1 → 20.
    const plan: Array<{
      evaluatee: typeof ali;
      evaluator: typeof ali;
      party: 'manager' | 'coworker' | 'self';
      ratings: Array<number | null>;
      completed?: boolean;
      terminated?: boolean;
    }> = [
      // Maria as a manager: every rating 5 (lenient).
      { evaluatee: ali, evaluator: maria, party: 'manager', ratings: [5, 5, 5] },
      { evaluatee: aysel, evaluator: maria, party: 'manager', ratings: [5, 5, 5] },
      // Dilara as a coworker: every rating 1 (harsh); her n/a answer does not count.
      { evaluatee: ali, evaluator: dilara, party: 'coworker', ratings: [1, 1, 1] },
      { evaluatee: bahruz, evaluator: dilara, party: 'coworker', ratings: [1, 1, null] },
      { evaluatee: aysel, evaluator: dilara, party: 'coworker', ratings: [1, 1, 1] },
      // The middle: 3s.
      { evaluatee: aysel, evaluator: ali, party: 'coworker', ratings: [3, 3, 3] },
      { evaluatee: bahruz, evaluator: ali, party: 'coworker', ratings: [3, 3, 3] },
      { evaluatee: ali, evaluator: aysel, party: 'coworker', ratings: [3, 3, 3] },
      { evaluatee: bahruz, evaluator: aysel, party: 'coworker', ratings: [3, 3, 3] },
      { evaluatee: ali, evaluator: bahruz, party: 'coworker', ratings: [3, 3, 3] },
      { evaluatee: aysel, evaluator: bahruz, party: 'coworker', ratings: [3, 3, 3] },
      // Celal rates himself 5 on two competencies only: too few ratings for a flag.
      { evaluatee: celal, evaluator: celal, party: 'self', ratings: [5, 5] },
      // Not counted: an evaluation not completed, and a terminated one.
      { evaluatee: celal, evaluator: maria, party: 'coworker', ratings: [1, 1, 1], completed: false },
      { evaluatee: dilara, evaluator: maria, party: 'coworker', ratings: [1, 1, 1], terminated: true },
    ];
    const made = await createEvaluations(
      t.deps,
      acme,
      round.id,
      plan.map((p) => ({
        evaluateeId: p.evaluatee.id,
        evaluatorId: p.evaluator.id,
        party: p.party,
        activated: true,
        completed: p.completed ?? true,
        terminated: p.terminated ?? false,
      })),
    );
    await t.deps.db.insert(skillAnswers).values(
      plan.flatMap((p, i) =>
        p.ratings.map((rating, k) => ({
          evaluationId: made[i]!.id,
          skillId: skills[k]!.id,
          projectId: acme.projectId,
          rating,
          notApplicable: rating === null,
        })),
      ),
    );

    // The counted scores, as rule 1 makes them.
    const counted = plan
      .filter((p) => p.completed !== false && !p.terminated)
      .flatMap((p) => p.ratings.filter((r): r is number => r !== null).map((r) => ({ who: p.evaluator.id, score: (r / 5) * 100 })));
    const stats = (scores: number[]) => {
      const mean = scores.reduce((a, b) => a + b, 0) / scores.length;
      return { mean, spread: Math.sqrt(scores.reduce((a, b) => a + (b - mean) ** 2, 0) / scores.length) };
    };
    const company = stats(counted.map((c) => c.score));
    const r2 = (n: number) => Math.round(n * 100) / 100;

    const res = await acme.call.get(`${RATERS}?frequency_id=${round.id}`);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json();
    expect(page.company).toEqual({ ratings: counted.length, mean: r2(company.mean), spread: r2(company.spread) });
    expect(page.count).toBe(6);
    // By difference, biggest first (ties by id): Celal's 2 ratings are as lenient as Maria's but carry no flag.
    const line = (r: { evaluator: { id: number }; ratings: number; evaluatees: number; flag: string | null }) => [
      r.evaluator.id,
      r.ratings,
      r.evaluatees,
      r.flag,
    ];
    expect(page.results.map(line)).toEqual([
      [maria.id, 6, 2, 'lenient'],
      [celal.id, 2, 1, null],
      [ali.id, 6, 2, null],
      [aysel.id, 6, 2, null],
      [bahruz.id, 6, 2, null],
      [dilara.id, 8, 3, 'harsh'],
    ]);
    const byId = new Map<number, Record<string, unknown>>(page.results.map((r: { evaluator: { id: number } }) => [r.evaluator.id, r]));
    const maria_ = byId.get(maria.id)!;
    const dilara_ = byId.get(dilara.id)!;
    expect(maria_).toMatchObject({ ratings: 6, evaluatees: 2, mean: 100, spread: 0, difference: r2(100 - company.mean), flag: 'lenient' });
    expect(maria_.z).toBe(r2((100 - company.mean) / company.spread));
    expect(dilara_).toMatchObject({ ratings: 8, evaluatees: 3, mean: 20, spread: 0, difference: r2(20 - company.mean), flag: 'harsh' });
    expect(byId.get(celal.id)).toMatchObject({ ratings: 2, mean: 100, flag: null });
    expect(byId.get(ali.id)).toMatchObject({ ratings: 6, mean: 60, flag: null });
    expect((maria_.evaluator as { full_name: string }).full_name).toBe('Maria Manager');

    // Ordered and filtered.
    const ordered = (await acme.call.get(`${RATERS}?frequency_id=${round.id}&page_size=50&ordering=difference`)).json().results;
    expect(ordered[0].evaluator.id).toBe(dilara.id);
    expect((await acme.call.get(`${RATERS}?frequency_id=${round.id}&flag=lenient`)).json().results.map(line)).toEqual([[maria.id, 6, 2, 'lenient']]);
    expect((await acme.call.get(`${RATERS}?frequency_id=${round.id}&flag=harsh`)).json().results.map(line)).toEqual([[dilara.id, 8, 3, 'harsh']]);
    // Every manager as a manager: only Maria's manager ratings; the company's figures stay those of every answer.
    const managers = (await acme.call.get(`${RATERS}?frequency_id=${round.id}&party=manager`)).json();
    expect(managers.results.map(line)).toEqual([[maria.id, 6, 2, 'lenient']]);
    expect(managers.company.ratings).toBe(counted.length);
  });

  it('a scoped admin sees and changes only the people of their departments; targets and release are for unscoped admins', async () => {
    const round = await scoredRound();
    const v = await view(round.id, '', scoped);
    expect(v.total).toBe(1);
    expect(v.by_department.map((d: { department: { id: number } }) => d.department.id)).toEqual([w.departments.support.id]);
    expect(v.nine_box.every((c: { people: [] }) => c.people.length === 0)).toBe(true);
    // Filters outside the scope are not found.
    expect((await scoped.get(`${CALIBRATION}?frequency_id=${round.id}&department=${w.departments.sales.id}`)).statusCode).toBe(404);
    expect((await scoped.get(`${CALIBRATION}?frequency_id=${round.id}&manager=${w.people.maria.id}`)).statusCode).toBe(404);

    const outside = await adjust({ frequency_id: round.id, employee_id: w.people.ali.id, after_calibration_score: 50, reason: 'Not mine' }, scoped);
    expect(outside.statusCode).toBe(404);
    const inside = await adjust({ frequency_id: round.id, employee_id: w.people.dilara.id, after_calibration_score: 70, reason: 'Mine' }, scoped);
    expect(inside.statusCode, inside.body).toBe(200);
    await adjust({ frequency_id: round.id, employee_id: w.people.ali.id, after_calibration_score: 88, reason: 'By the super admin' });

    // The trail shows the scoped admin only the changes of their people (the super admin sees both).
    const mine = (await scoped.get(`${HISTORY}?frequency_id=${round.id}`)).json();
    expect(mine.results.map((e: { employee: { id: number }; actor: string }) => [e.employee.id, e.actor])).toEqual([[w.people.dilara.id, 'Scoped Admin']]);
    expect((await scoped.get(`${HISTORY}?frequency_id=${round.id}&employee=${w.people.ali.id}`)).statusCode).toBe(404);
    expect((await acme.call.get(`${HISTORY}?frequency_id=${round.id}`)).json().count).toBe(2);

    expect((await scoped.put(TARGETS, { targets: [] })).statusCode).toBe(403);
    expect((await scoped.post(RELEASE, { frequency_id: round.id })).statusCode).toBe(403);
    expect((await scoped.post(REOPEN, { frequency_id: round.id, reason: 'x' })).statusCode).toBe(403);
    const [stored] = await t.deps.db.select().from(frequencies).where(eq(frequencies.id, round.id));
    expect(stored!.releasedAt).toBeNull();
    // Rater patterns of a round without answers in scope: nothing.
    expect((await scoped.get(`${RATERS}?frequency_id=${round.id}`)).json()).toMatchObject({ count: 0, results: [], company: { ratings: 0, mean: null } });
  });

  it('another company’s round and people are not found, and nothing of theirs changes', async () => {
    const round = await scoredRound();
    const globex = await tenant(t);
    expect((await globex.call.get(`${CALIBRATION}?frequency_id=${round.id}`)).statusCode).toBe(404);
    expect((await globex.call.get(`${HISTORY}?frequency_id=${round.id}`)).statusCode).toBe(404);
    expect((await globex.call.get(`${RATERS}?frequency_id=${round.id}`)).statusCode).toBe(404);
    expect(
      (await adjust({ frequency_id: round.id, employee_id: w.people.ali.id, after_calibration_score: 1, reason: 'Takeover' }, globex.call)).statusCode,
    ).toBe(404);
    expect((await globex.call.post(RELEASE, { frequency_id: round.id })).statusCode).toBe(404);
    expect((await globex.call.post(REOPEN, { frequency_id: round.id, reason: 'x' })).statusCode).toBe(404);
    // Acme's range as a target of Globex's project: a field error.
    expect((await globex.call.put(TARGETS, { targets: [{ range_id: ranges.low, share: 10 }] })).json()).toHaveProperty(['targets']);
    // Acme's own round with Globex's person.
    const theirs = await addEmployee(t.deps, globex, { firstName: 'Globex', lastName: 'Person' });
    expect((await adjust({ frequency_id: round.id, employee_id: theirs.id, after_calibration_score: 1, reason: 'Mixed' })).statusCode).toBe(404);
    expect(await t.deps.db.select().from(calibrationChanges).where(eq(calibrationChanges.frequencyId, round.id))).toEqual([]);
    const [stored] = await t.deps.db.select().from(frequencies).where(eq(frequencies.id, round.id));
    expect(stored!.releasedAt).toBeNull();
  });
});
