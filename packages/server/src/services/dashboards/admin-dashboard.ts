import type { AdminDashboard, dashboardQuerySchema } from '@performa/contracts/api/dashboards';
import type { EvaluationProgress } from '@performa/contracts/api/evaluations';
import type { PeriodOption } from '@performa/contracts/api/setup';
import { periodScore } from '@performa/contracts/scoring';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { byDepartment, departmentGroups, type GroupDepartment } from '../results/department-groups.ts';
import type { ServiceContext } from '../context.ts';
import { roundGoalTotals, roundIssue } from '../evaluations/goal-readiness.ts';
import { evaluationProgress } from '../evaluations/list.ts';
import { adminReach } from '../evaluations/rows.ts';
import { distributionOf, employeeScope, finalScoreScale, gradeRanges, rangeOf } from '../results/calibration.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from '../results/person-columns.ts';
import { evaluationRoundOf, shown, type RoundRow } from '../results/person.ts';
import { requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { chooseRound, dashboardRound } from './current-round.ts';

/**
 * The admin dashboard (docs/product.md §7.9): a round of the selected project at a glance, in the admin's
 * department scope (§2.8): its progress, the evaluators with most to do, goal setting, the distribution of
 * the scores that count over the grades against the targets (§5.7), the mean per top-level department, and
 * the mean period score (rule 9, §4.9) per period. Every figure is computed in full precision and rounded
 * only here, at the edge (§4).
 */

type Department = GroupDepartment;
type DashboardQuery = z.output<typeof dashboardQuerySchema>;

/** The evaluators listed with what they have left to do. */
const PENDING_EVALUATORS = 10;
/** The employees listed whose goals are not ready. */
const MISSING_GOALS = 20;

/** A mean, null without items. */
const meanOf = (values: readonly number[]) => (values.length === 0 ? null : values.reduce((a, b) => a + b, 0) / values.length);

// ─── Scores ─────────────────────────────────────────────────────────────────────────────────────

/** The score that counts (rule 10) of every person in scope with one in the round, with the department they sit in. */
async function roundScores(ctx: ServiceContext, frequencyId: number) {
  return rowsOf<{ employee_id: number; place_id: number | null; score: number }>(
    ctx.deps.db,
    sql`select em.id as employee_id, coalesce(em.sub_department_id, em.department_id) as place_id, coalesce(r.calibrated_score::float8, r.final_score) as score
      from evaluation_results r join employees em on em.id = r.employee_id
      where r.company_id = ${ctx.actor.companyId} and r.project_id = ${requireProject(ctx)} and r.frequency_id = ${frequencyId}
        and coalesce(r.calibrated_score::float8, r.final_score) is not null and ${await employeeScope(ctx)}`,
  );
}

/** The round's scores over the final score scale's grades against the targets, as calibration counts them (§5.7). */
async function distribution(ctx: ServiceContext, scores: readonly number[]): Promise<AdminDashboard['distribution']> {
  const settings = await projectSettingsOf(ctx);
  const ranges = await finalScoreScale(ctx.deps.db, requireProject(ctx), settings.finalScoreTemplateId, ctx.lang);
  const grades = distributionOf(
    gradeRanges(ranges, settings.gradeTargets),
    scores.map((s) => rangeOf(s, ranges)),
  );
  return {
    total: scores.length,
    grades: grades.map((g) => ({ range_id: g.id, response: g.response, min: g.min, max: g.max, count: g.count, share: g.share, target_share: g.target_share })),
  };
}

/** The mean period score (rule 9 over the scores that count of the period's rounds) of the people in scope, per period, oldest first. */
async function trend(ctx: ServiceContext, periods: readonly PeriodOption[]): Promise<AdminDashboard['trend']> {
  const rows = await rowsOf<{ employee_id: number; period_id: number; score: number }>(
    ctx.deps.db,
    sql`select r.employee_id, f.period_id, coalesce(r.calibrated_score::float8, r.final_score) as score
      from evaluation_results r join frequencies f on f.id = r.frequency_id join employees em on em.id = r.employee_id
      where r.company_id = ${ctx.actor.companyId} and r.project_id = ${requireProject(ctx)}
        and coalesce(r.calibrated_score::float8, r.final_score) is not null and ${await employeeScope(ctx)}
      order by f.start_date, f.id`,
  );
  const byPeriod = groupBy(rows, (r) => r.period_id);
  return [...periods].reverse().map((period) => {
    const people = groupBy(byPeriod.get(period.id) ?? [], (r) => r.employee_id);
    const scores = [...people.values()].map((list) => periodScore(list.map((r) => r.score))).filter((s): s is number => s !== null);
    return { period, count: scores.length, mean: shown(meanOf(scores)) };
  });
}

// ─── The round's people ─────────────────────────────────────────────────────────────────────────

/** The ten evaluators in scope with most activated, non-terminated evaluations of the round still to complete. */
async function pendingEvaluators(ctx: ServiceContext, frequencyId: number): Promise<AdminDashboard['pending_evaluators']> {
  const rows = await rowsOf<PersonRecord & { pending: number; total: number }>(
    ctx.deps.db,
    sql`select ${PERSON_COLUMNS}, x.pending, x.total
      from (
        select e.evaluator_id, count(*) filter (where e.completed_at is null)::int as pending, count(*)::int as total
        from evaluations e join employees ee on ee.id = e.evaluatee_id
        where ${await adminReach(ctx)} and e.frequency_id = ${frequencyId} and e.activated_at is not null and e.terminated_at is null
        group by e.evaluator_id
      ) x
      join employees em on em.id = x.evaluator_id
      ${PERSON_JOINS}
      where x.pending > 0
      order by x.pending desc, lower(em.first_name || ' ' || em.last_name), em.id
      limit ${PENDING_EVALUATORS}`,
  );
  return rows.map((r) => ({ evaluator: toPerson(r), pending: r.pending, total: r.total }));
}

/**
 * Who takes part in the round, for goal setting: once the round has evaluations in scope, the active
 * evaluatees of its non-terminated ones; before it is launched (goal setting comes first, §5.3, §5.4), every
 * active employee in scope.
 */
async function participants(ctx: ServiceContext, frequencyId: number) {
  const rows = await rowsOf<PersonRecord & { evaluated: boolean }>(
    ctx.deps.db,
    sql`select ${PERSON_COLUMNS},
        exists (select 1 from evaluations e where e.evaluatee_id = em.id and e.frequency_id = ${frequencyId} and e.terminated_at is null) as evaluated
      from employees em ${PERSON_JOINS}
      where em.company_id = ${ctx.actor.companyId} and em.project_id = ${requireProject(ctx)} and em.status = 'active' and ${await employeeScope(ctx)}`,
  );
  return rows.some((r) => r.evaluated) ? rows.filter((r) => r.evaluated) : rows;
}

/** Goal setting (§5.3): the people taking part whose goals of the round are ready (the readiness rule of §3.10, §5.4), overall, per department, and who is missing. */
async function goalSetting(
  ctx: ServiceContext,
  round: RoundRow,
  topOf: (id: number | null) => Department,
): Promise<NonNullable<AdminDashboard['goal_setting']>> {
  const people = await participants(ctx, round.id);
  const totals = await roundGoalTotals(
    ctx.deps.db,
    requireProject(ctx),
    round,
    people.map((p) => p.employee_id),
  );
  const judged = people.map((person) => {
    const { count, total } = totals.get(person.employee_id) ?? { count: 0, total: 0 };
    return { person, count, total, ready: roundIssue(count, total) === null };
  });
  const missing = judged
    .filter((j) => !j.ready)
    .sort(
      (a, b) => a.total - b.total || toPerson(a.person).full_name.localeCompare(toPerson(b.person).full_name) || a.person.employee_id - b.person.employee_id,
    );
  const counts = (list: typeof judged) => ({ employees: list.length, ready: list.filter((j) => j.ready).length });
  return {
    ...counts(judged),
    by_department: byDepartment(judged, (j) => topOf(j.person.department_id)).map((g) => ({ department: g.department, ...counts(g.items) })),
    missing: missing.slice(0, MISSING_GOALS).map((j) => ({ employee: toPerson(j.person), goals: j.count, weight_total: j.total })),
    missing_count: missing.length,
  };
}

// ─── What to do next ────────────────────────────────────────────────────────────────────────────

/** Whether the project has an active employee to evaluate besides the caller's own record. */
async function hasPeople(ctx: ServiceContext): Promise<boolean> {
  const rows = await rowsOf<{ one: number }>(
    ctx.deps.db,
    sql`select 1 as one from employees em
      where em.company_id = ${ctx.actor.companyId} and em.project_id = ${requireProject(ctx)} and em.status = 'active' and em.account_id <> ${ctx.actor.accountId}
      limit 1`,
  );
  return rows.length > 0;
}

/**
 * What an empty or young project does next (§7.9); null once someone in scope has a score in the round.
 * Before that: the wizard while there is nobody to evaluate, a period with a round, launching the round
 * (no evaluation in scope), then waiting for results.
 */
async function nextStep(ctx: ServiceContext, progress: EvaluationProgress | null, scored: number): Promise<AdminDashboard['next_step']> {
  if (scored > 0) return null;
  if (!(await hasPeople(ctx))) return 'setup';
  if (progress === null) return 'create_period';
  return progress.total === 0 ? 'launch_round' : 'await_results';
}

/** main/dashboard/: the dashboard of the round asked for, else of the current period's current round. */
export async function adminDashboard(ctx: ServiceContext, query: DashboardQuery): Promise<AdminDashboard> {
  const chosen = await chooseRound(ctx, query);
  const { round } = chosen;
  const topOf = await departmentGroups(ctx);
  const scores = round ? await roundScores(ctx, round.id) : [];
  const progress = round ? await evaluationProgress(ctx, round.id) : null;
  return {
    period: chosen.period,
    periods: chosen.periods,
    rounds: chosen.rounds.map(evaluationRoundOf),
    round: round ? dashboardRound(round, true, chosen.today) : null,
    next_step: await nextStep(ctx, progress, scores.length),
    progress,
    pending_evaluators: round ? await pendingEvaluators(ctx, round.id) : [],
    goal_setting: round ? await goalSetting(ctx, round, topOf) : null,
    distribution: await distribution(
      ctx,
      scores.map((s) => s.score),
    ),
    department_means: byDepartment(scores, (s) => topOf(s.place_id)).map((g) => ({
      department: g.department,
      count: g.items.length,
      mean: shown(meanOf(g.items.map((s) => s.score))),
    })),
    trend: await trend(ctx, chosen.periods),
  };
}
