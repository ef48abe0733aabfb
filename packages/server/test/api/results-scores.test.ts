import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../helpers/app.ts';
import { staleSums, workedExample, type WorkedExample } from '../helpers/results.ts';

/**
 * Scores end to end through the API (docs/product.md §4): the worked example of §4.12 set up and
 * evaluated through the endpoints with the evaluators' tokens, read back from the performance panel;
 * then the results follow the writes that change them (§5.6), each recomputed in its own transaction.
 */

interface Row {
  employee: { id: number };
  goal_overall: number | null;
  skill_overall: number | null;
  final_score: number | null;
  after_calibration_score: number | null;
  score: number | null;
  grade: string | null;
  skill_done: number;
  skill_total: number;
  goal_done: number;
  goal_total: number;
}

describe('scores through the API (docs/product.md §4)', () => {
  let t: TestApp;
  let w: WorkedExample;

  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: '0' });
    w = await workedExample(t);
  });
  afterAll(() => t.close());

  const panel = async (query = '') => {
    const res = await w.company.call.get(`/api/wizard/final-performance-result/?frequency_id=${w.round}${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json() as { count: number; round: { visible: boolean }; grades: Array<{ id: number; response: string }>; results: Row[] };
  };
  const mine = async () => (await panel()).results.find((r) => r.employee.id === w.evaluatee.id)!;
  const ok = async (res: Promise<{ statusCode: number; body: string }>, status = 200) => {
    const r = await res;
    expect(r.statusCode, r.body).toBe(status);
  };

  it('the worked example of §4.12 gives G 68, S 76.89 and the final score 71.56', async () => {
    const page = await panel();
    expect(page.round.visible).toBe(true);
    // Every active employee of the project is listed; those without evaluations have no scores.
    expect(page.count).toBe(5);
    const row = page.results.find((r) => r.employee.id === w.evaluatee.id)!;
    expect(row).toMatchObject({
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
    expect(page.results.find((r) => r.employee.id === w.bystander.id)).toMatchObject({ final_score: null, grade: null, skill_total: 0 });
  });

  it('the skill and goal panels give each competency and goal its score (§4.6, §4.2)', async () => {
    const skills = (await w.company.call.get(`/api/wizard/skills-for-performance-panel/?frequency_id=${w.round}&search=Elvin`)).json();
    expect(skills.count).toBe(1);
    expect(skills.results[0].skill_overall).toBe(76.89);
    expect(skills.results[0].scores).toEqual([
      { skill_id: w.skills.a, score: 82.22 },
      { skill_id: w.skills.b, score: 68.89 },
    ]);
    const goals = (await w.company.call.get(`/api/goals/goals-for-performance-panel/?frequency_id=${w.round}&search=Elvin`)).json();
    expect(goals.results[0]).toMatchObject({ goal_overall: 68, weight_total: 100 });
    expect(goals.results[0].goals.map((g: { score: number }) => g.score)).toEqual([80, 50]);
  });

  it('filters by grade, score range, results and manager, sorts by score and exports in the caller’s language (§4.11, §6.7)', async () => {
    const good = (await panel()).grades.find((g) => g.response === 'Good')!;
    expect((await panel(`&grade=${good.id}`)).results.map((r) => r.employee.id)).toEqual([w.evaluatee.id]);
    expect((await panel('&score_min=71.5&score_max=72')).count).toBe(1);
    expect((await panel('&score_min=72')).count).toBe(0);
    expect((await panel('&evaluated=without_results')).count).toBe(4);
    // A manager's direct reports (the calibration tab's selection too).
    const reports = (await panel(`&manager=${w.manager.id}`)).results.map((r) => r.employee.id);
    expect(reports).toContain(w.evaluatee.id);
    expect(reports).not.toContain(w.manager.id);
    expect((await panel(`&manager=${w.bystander.id}`)).count).toBe(0);
    expect((await panel('&ordering=-score')).results[0]!.employee.id).toBe(w.evaluatee.id);
    const csv = await w.company.call.get(`/api/wizard/export-final-results/?frequency_id=${w.round}&format=csv&evaluated=with_results`, 'ru');
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('Табельный номер');
    expect(csv.body).toContain('71.56');
    expect(csv.body).toContain('5/5');
  });

  it('results follow a change of the split, an individual split, an actual and a reopened goal evaluation (§4.8, §5.6)', async () => {
    await ok(w.company.call.put('/api/wizard/project-weight/', { goal_weight: 0.5, skill_weight: 0.5, max_achievement: 1 }));
    expect((await mine()).final_score).toBe(72.44); // 0.5·68 + 0.5·76.888…
    await ok(w.company.call.put(`/api/wizard/individual-weight/${w.evaluatee.id}/`, { goal_weight: 1, skill_weight: 0 }));
    expect((await mine()).final_score).toBe(68);
    await ok(w.company.call.delete(`/api/wizard/individual-weight/${w.evaluatee.id}/`), 204);
    await ok(w.company.call.put('/api/wizard/project-weight/', { goal_weight: 0.6, skill_weight: 0.4, max_achievement: 1.2 }));
    expect((await mine()).final_score).toBe(71.56);
    // Lower is better with an actual of 0 reaches the cap: 120 (§4.2); G = (60·80 + 40·120) / 100 = 96.
    const goal = (await w.company.call.get(`/api/goals/personal-goals/?employee=${w.evaluatee.id}&period=${w.period.id}`)).json();
    const g2 = goal.goals.find((g: { id: number }) => g.id === w.goals.g2);
    expect(g2).toBeTruthy();
    await ok(
      w.company.call.put(`/api/goals/personal-goals/${w.goals.g2}/`, {
        name: g2.name,
        weight: 40,
        is_numerical: true,
        target: 10,
        is_positive: false,
        actual: 0,
        frequency_id: null,
      }),
    );
    expect(await mine()).toMatchObject({ goal_overall: 96, final_score: 88.36 }); // 0.6·96 + 0.4·76.888…
    // Reopening the goal evaluation: no goal overall any more, the final score is S alone (§4.8).
    const list = (await w.company.call.get(`/api/wizard/evaluation-list/?frequency_id=${w.round}&kind=goal`)).json();
    await ok(w.company.call.post(`/api/wizard/evaluation/${list.results[0].id}/reopen/`, {}));
    expect(await mine()).toMatchObject({ goal_overall: null, skill_overall: 76.89, final_score: 76.89, goal_done: 0, goal_total: 1 });
  });

  it('results follow terminated evaluations and personal weights (§4.6, §5.1)', async () => {
    const list = (await w.company.call.get(`/api/wizard/evaluation-list/?frequency_id=${w.round}&kind=skill&party=self`)).json();
    await ok(w.company.call.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'terminate', ids: [list.results[0].id] }));
    // Without self: A = (0.5·80 + 0.3·80) / 0.8 = 80, B = (0.5·60 + 0.3·80) / 0.8 = 67.5, S = 0.6·80 + 0.4·67.5 = 75.
    expect(await mine()).toMatchObject({ skill_overall: 75, skill_total: 3 });
    expect(await staleSums(t, w.scope.projectId)).toEqual([]);
    await ok(w.company.call.put(`/api/wizard/skill-personal-weight/${w.evaluatee.id}/`, { manager: 1, subworker: 0, coworker: 0, self: 0 }));
    // Only the manager counts: A 80, B 60, S = 0.6·80 + 0.4·60 = 72.
    expect((await mine()).skill_overall).toBe(72);
    await ok(w.company.call.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'reactivate', ids: [list.results[0].id] }));
    await ok(w.company.call.delete(`/api/wizard/skill-personal-weight/${w.evaluatee.id}/`), 204);
    expect((await mine()).skill_overall).toBe(76.89);
    // The whole round terminated and reactivated at once: the stored party sums (ADR 24) follow both ways.
    await ok(w.company.call.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'terminate', all: true }));
    expect(await mine()).toMatchObject({ skill_overall: null, final_score: null });
    expect(await staleSums(t, w.scope.projectId)).toEqual([]);
    await ok(w.company.call.post('/api/wizard/activate-evaluation-card/', { frequency_id: w.round, action: 'reactivate', all: true }));
    expect((await mine()).skill_overall).toBe(76.89);
    expect(await staleSums(t, w.scope.projectId)).toEqual([]);
  });
});
