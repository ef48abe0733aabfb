import type { GoalPanelPage, PanelPage, PanelRow, panelFilterSchema, panelQuerySchema, ResultRound, SkillPanelPage } from '@performa/contracts/api/results';
import {
  decimalSum,
  effectiveScore,
  partyGrouping,
  PARTIES,
  scoreOfGoal,
  scoreOfLine,
  skillScoreFromSums,
  type MeasuredLine,
  type PartyWeights,
} from '@performa/contracts/scoring';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { contains, intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { groupBy } from '../../lib/group-by.ts';
import { subtreeIds } from '../../db/tree.ts';
import type { ServiceContext } from '../context.ts';
import { notFound } from '../../lib/errors.ts';
import { frequencies, periods } from '../../db/schema.ts';
import { inProject, requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';
import { employeeScope, gradeRanges, rangeOf, storedBox, type ScaleRange } from './calibration.ts';
import { PERSON_COLUMNS, PERSON_JOINS, toPerson, type PersonRecord } from './person-columns.ts';
import { finalScaleSql, presentRound, shown, type RoundRow } from './person.ts';
import { effectiveSkills, evaluatorKey, NO_EVALUATORS, partyEvaluators, skillPartySums } from '../engine/skill-sums.ts';

/**
 * The performance panel (docs/product.md §5.8, §7.6 /performance-panel; §8.8.1): every active employee of
 * the project in the admin's department scope with their result in a round (stored by the engine,
 * services/engine/recompute.ts), filtered, sorted and paged on the server. The skill and goal panels page
 * the same way and add each competency's and goal's score, computed with the scoring core.
 */

type Filter = z.output<typeof panelFilterSchema>;
type Query = z.output<typeof panelQuerySchema>;

/** The effective score (§4.10): the after-calibration score when set, else the final score. */
const SCORE = sql`coalesce(r.calibrated_score::float8, r.final_score)`;

interface Panel {
  projectId: number;
  round: ResultRound;
  periodId: number;
  settings: ProjectSettings;
  ranges: ScaleRange[];
  /** FROM employees em LEFT JOIN the round's results r, with the filters (the person's joins are added by the page). */
  from: SQL;
  where: SQL;
}

/**
 * The condition "`score` (an SQL expression, the effective score by default) lies in this grade": a range of
 * the final score scale holds [its min, the next range's min); the lowest takes everything below, the top
 * everything above.
 */
export function gradeCondition(ranges: readonly ScaleRange[], rangeId: number, score: SQL = SCORE): SQL {
  const i = ranges.findIndex((r) => r.id === rangeId);
  if (i < 0) return sql`false`;
  const lower = i === 0 ? sql`true` : sql`${score} >= ${ranges[i]!.min}`;
  const upper = i === ranges.length - 1 ? sql`true` : sql`${score} < ${ranges[i + 1]!.min}`;
  return sql`(${score} is not null and ${lower} and ${upper})`;
}

/**
 * A round of the selected project (another's: 404) with the ranges of the project's final score scale (as
 * finalScoreScale reads them: lowest first) in one statement, and the project's settings (projectSettingsOf: they come
 * with the request's caller).
 */
async function roundWithScale(ctx: ServiceContext, frequencyId: number): Promise<{ round: RoundRow; ranges: ScaleRange[]; settings: ProjectSettings }> {
  const projectId = requireProject(ctx);
  const [[row], settings] = await Promise.all([
    ctx.deps.db
      .select({
        round: {
          id: frequencies.id,
          name: frequencies.name,
          startDate: frequencies.startDate,
          endDate: frequencies.endDate,
          periodId: frequencies.periodId,
          periodName: periods.name,
          releasedAt: frequencies.releasedAt,
        },
        ranges: finalScaleSql(projectId, ctx.lang),
      })
      .from(frequencies)
      .innerJoin(periods, eq(periods.id, frequencies.periodId))
      .where(and(eq(frequencies.id, frequencyId), inProject(ctx, frequencies))),
    projectSettingsOf(ctx),
  ]);
  if (!row) throw notFound();
  return {
    round: row.round,
    ranges: (row.ranges ?? []).map((r) => ({ id: r.id, min: r.min, max: r.max, response: r.response ?? '' })).sort((a, b) => a.min - b.min || a.id - b.id),
    settings,
  };
}

/** The panel of a round: the round with the scale and the settings, and the caller's scope, read side by side (one round trip). */
async function panelOf(ctx: ServiceContext, filter: Filter): Promise<Panel> {
  const projectId = requireProject(ctx);
  const [{ round, ranges, settings }, inScope] = await Promise.all([roundWithScale(ctx, filter.frequency_id), employeeScope(ctx)]);
  const parts: SQL[] = [sql`em.company_id = ${ctx.actor.companyId} and em.project_id = ${projectId} and em.status = 'active'`, inScope];
  if (filter.department !== null) {
    const tree = subtreeIds('departments', filter.department);
    parts.push(sql`(em.department_id in ${tree} or em.sub_department_id in ${tree})`);
  }
  if (filter.manager !== null) parts.push(sql`em.report_to_id = ${filter.manager}`);
  if (filter.position !== null) parts.push(sql`em.position_id = ${filter.position}`);
  if (filter.grade !== null) parts.push(gradeCondition(ranges, filter.grade));
  if (filter.score_min !== null) parts.push(sql`${SCORE} >= ${filter.score_min}`);
  if (filter.score_max !== null) parts.push(sql`${SCORE} <= ${filter.score_max}`);
  if (filter.evaluated !== 'all') parts.push(filter.evaluated === 'with_results' ? sql`${SCORE} is not null` : sql`${SCORE} is null`);
  const search = contains(sql`em.employee_number || ' ' || em.first_name || ' ' || em.last_name`, filter.search);
  if (search) parts.push(search);
  return {
    projectId,
    round: presentRound(round, true),
    periodId: round.periodId,
    settings,
    ranges,
    from: sql`from employees em left join evaluation_results r on r.frequency_id = ${round.id} and r.employee_id = em.id`,
    where: sql.join(parts, sql` and `),
  };
}

const ORDERINGS: Record<string, SQL> = {
  full_name: sql`lower(em.first_name || ' ' || em.last_name)`,
  employee_number: sql`lower(em.employee_number)`,
  department: sql`lower(dep.name)`,
  position: sql`lower(pos.name)`,
  goal_overall: sql`r.goal_overall`,
  skill_overall: sql`r.skill_overall`,
  final_score: sql`r.final_score`,
  after_calibration_score: sql`r.calibrated_score`,
  score: SCORE,
};

/** `ordering` (a column, "-" for descending) as ORDER BY, the employee id last so that pages never overlap. */
function orderOf(ordering: string): SQL {
  const descending = ordering.startsWith('-');
  const column = ORDERINGS[descending ? ordering.slice(1) : ordering] ?? ORDERINGS.full_name!;
  return sql`${column} ${sql.raw(descending ? 'desc nulls last' : 'asc nulls last')}, em.id`;
}

/** A person with their result `r` in a round (null fields: no result yet), as PANEL_COLUMNS reads them. */
export interface RowRecord extends PersonRecord {
  goal_overall: number | null;
  skill_overall: number | null;
  final_score: number | null;
  calibrated_score: number | null;
  calibrated_box: string | null;
  skill_done: number | null;
  skill_total: number | null;
  goal_done: number | null;
  goal_total: number | null;
}

/** The columns of a panel row (RowRecord): the person `em` with their joins (PERSON_JOINS) and their result `r`. */
export const PANEL_COLUMNS = sql`${PERSON_COLUMNS}, r.goal_overall, r.skill_overall, r.final_score, r.calibrated_score, r.calibrated_box,
        r.skill_done, r.skill_total, r.goal_done, r.goal_total`;

async function panelRows(runner: Runner, panel: Panel, ordering: string): Promise<RowRecord[]> {
  return rowsOf<RowRecord>(
    runner,
    sql`select ${PANEL_COLUMNS}
      ${panel.from} ${PERSON_JOINS}
      where ${panel.where}
      order by ${orderOf(ordering)}`,
  );
}

async function panelCount(runner: Runner, panel: Panel): Promise<number> {
  const [row] = await rowsOf<{ n: number }>(runner, sql`select count(*)::int as n ${panel.from} where ${panel.where}`);
  return row?.n ?? 0;
}

/** The orderings by a name that only the person's joins (PERSON_JOINS) give. */
const JOINED_ORDERINGS = new Set(['department', '-department', 'position', '-position']);

/**
 * The panel of the query's round and filters with the page's rows and the count of every row, in one statement:
 * the page's people picked by the filters and the order alone (the person's joins only when the order is by a
 * department's or a position's name), then their columns read for those rows only, each row carrying the count of
 * every row (a subquery). Counting over a window made the statement join and carry every person's columns before
 * LIMIT cut the page: about 40 ms at 10,000 employees, paid again after every submission (ADR 47). Only a page past the
 * last, which has no row to carry it, counts again.
 */
async function panelPage(ctx: ServiceContext, query: Query): Promise<{ panel: Panel; count: number; rows: RowRecord[] }> {
  const panel = await panelOf(ctx, query);
  const order = orderOf(query.ordering);
  const counted = await rowsOf<RowRecord & { total_count: number }>(
    ctx.deps.db,
    sql`with page as (
        select em.id ${panel.from} ${JOINED_ORDERINGS.has(query.ordering) ? PERSON_JOINS : sql``}
        where ${panel.where}
        order by ${order}
        limit ${query.page_size} offset ${(query.page - 1) * query.page_size}
      )
      select ${PANEL_COLUMNS}, (select count(*) ${panel.from} where ${panel.where})::int as total_count
      ${panel.from} ${PERSON_JOINS}
      where em.id in (select id from page)
      order by ${order}`,
  );
  const count = counted[0]?.total_count ?? (query.page > 1 ? await panelCount(ctx.deps.db, panel) : 0);
  const rows = counted.map(({ total_count: _, ...row }) => row);
  return { panel, count, rows };
}

/** A row as the panel shows it to an admin: the original final score, the after-calibration score, the effective score and its grade. */
export function toPanelRow(r: RowRecord, ranges: readonly ScaleRange[]): PanelRow {
  const score = effectiveScore(r.final_score, r.calibrated_score);
  return {
    employee: toPerson(r),
    goal_overall: shown(r.goal_overall),
    skill_overall: shown(r.skill_overall),
    final_score: shown(r.final_score),
    after_calibration_score: shown(r.calibrated_score),
    score: shown(score),
    grade: score === null ? null : (rangeOf(score, ranges)?.response ?? null),
    calibrated_box: storedBox(r.calibrated_box),
    skill_done: r.skill_done ?? 0,
    skill_total: r.skill_total ?? 0,
    goal_done: r.goal_done ?? 0,
    goal_total: r.goal_total ?? 0,
  };
}

/** wizard/final-performance-result/: the panel's page. */
export async function finalPerformanceResult(ctx: ServiceContext, query: Query): Promise<PanelPage> {
  const { panel, count, rows } = await panelPage(ctx, query);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    round: panel.round,
    grades: gradeRanges(panel.ranges, panel.settings.gradeTargets),
    results: rows.map((r) => toPanelRow(r, panel.ranges)),
  };
}

/** Every row of the filtered panel in the given order (the export). */
export async function allPanelRows(ctx: ServiceContext, filter: Filter, ordering: string): Promise<PanelRow[]> {
  const panel = await panelOf(ctx, filter);
  return (await panelRows(ctx.deps.db, panel, ordering)).map((r) => toPanelRow(r, panel.ranges));
}

/** The largest max of a template (rule 1's M), or null without ranges. */
export async function templateTops(runner: Runner, projectId: number): Promise<Map<number, number>> {
  const rows = await rowsOf<{ template_id: number; max: number }>(
    runner,
    sql`select template_id, max(max) as max from response_scales where project_id = ${projectId} group by template_id`,
  );
  return new Map(rows.map((r) => [r.template_id, r.max]));
}

/** wizard/skills-for-performance-panel/: per employee of the page, skill overall and the score of each competency of their list (rule 6). */
export async function skillsForPerformancePanel(ctx: ServiceContext, query: Query): Promise<SkillPanelPage> {
  const { panel, count, rows } = await panelPage(ctx, query);
  const db = ctx.deps.db;
  const ids = rows.map((r) => r.employee_id);
  const target = { projectId: panel.projectId, frequencyIds: [panel.round.id], employeeIds: ids };
  const [listed, sums, evaluators, personal, tops] = await Promise.all([
    effectiveSkills(db, target),
    skillPartySums(db, target),
    partyEvaluators(db, target),
    personalWeights(db, ids),
    templateTops(db, panel.projectId),
  ]);
  const s = panel.settings;
  const project: PartyWeights = { manager: s.managerWeight ?? 0, coworker: s.coworkerWeight ?? 0, subworker: s.subworkerWeight ?? 0, self: s.selfWeight ?? 0 };
  const top = s.ratingTemplateId === null ? undefined : tops.get(s.ratingTemplateId);
  const names = await skillNames(db, panel.projectId, [...new Set(listed.map((l) => l.skillId))]);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    skills: [...names.entries()].map(([id, name]) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id),
    results: rows.map((r) => {
      const employeeId = r.employee_id;
      const weights = personal.get(employeeId) ?? project;
      const grouping = partyGrouping(evaluators.get(evaluatorKey(panel.round.id, employeeId)) ?? NO_EVALUATORS, weights, s.minEvaluators);
      return {
        employee: toPerson(r),
        skill_overall: shown(r.skill_overall),
        scores: listed
          .filter((l) => l.employeeId === employeeId)
          .map((l) => {
            const mine = sums.filter((x) => x.employeeId === employeeId && x.skillId === l.skillId);
            return { skill_id: l.skillId, score: top === undefined || !(top > 0) ? null : shown(skillScoreFromSums(mine, top, weights, grouping)) };
          }),
      };
    }),
  };
}

/** The personal party weights of these employees (docs/product.md §3.11), by employee; the project's apply to the others. */
export async function personalWeights(runner: Runner, employeeIds: readonly number[]): Promise<Map<number, PartyWeights>> {
  if (employeeIds.length === 0) return new Map();
  const rows = await rowsOf<{ employee_id: number } & Record<`${(typeof PARTIES)[number]}_weight`, number>>(
    runner,
    sql`select employee_id, manager_weight, coworker_weight, subworker_weight, self_weight from personal_weights where employee_id = any(${intArray(employeeIds)})`,
  );
  return new Map(
    rows.map((r) => [r.employee_id, { manager: r.manager_weight, coworker: r.coworker_weight, subworker: r.subworker_weight, self: r.self_weight }]),
  );
}

/** The names of these competencies of the project, by id. */
export async function skillNames(runner: Runner, projectId: number, ids: readonly number[]): Promise<Map<number, string>> {
  if (ids.length === 0) return new Map();
  const rows = await rowsOf<{ id: number; name: string }>(
    runner,
    sql`select id, name from skills where project_id = ${projectId} and id = any(${intArray(ids)})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** A goal or sub goal's measure as goals and sub_goals store it. */
export interface MeasureRecord {
  id: number;
  weight: number;
  is_numerical: boolean;
  is_positive: boolean;
  target: number | null;
  actual: number | null;
  rating: number | null;
  scale_template_id: number | null;
}

/** A goal or sub goal as the scoring core takes it, a scale one with its template's largest max. */
function measured(m: MeasureRecord, tops: Map<number, number>): MeasuredLine {
  return {
    isNumerical: m.is_numerical,
    target: m.target,
    higherIsBetter: m.is_positive,
    actual: m.actual,
    rating: m.rating,
    top: m.scale_template_id === null ? null : (tops.get(m.scale_template_id) ?? null),
  };
}

/**
 * The score of each of these goals of the project (docs/product.md §4.2–4.4) in full precision, by goal id
 * (null: no score yet): rules 2–4 by the scoring core under the cap `cap`, a goal with sub goals from them, in
 * the order of their ids (as the engine adds them). Reads the goals' sub goals and the templates' tops.
 */
export async function goalScores(runner: Runner, projectId: number, goals: readonly MeasureRecord[], cap: number): Promise<Map<number, number | null>> {
  const subs = goals.length
    ? await rowsOf<MeasureRecord & { goal_id: number }>(
        runner,
        sql`select s.id, s.goal_id, s.weight, s.is_numerical, s.is_positive, s.target, s.actual, s.rating, s.scale_template_id
          from sub_goals s where s.project_id = ${projectId} and s.goal_id = any(${intArray(goals.map((g) => g.id))}) order by s.id`,
      )
    : [];
  const tops = await templateTops(runner, projectId);
  const subsOf = groupBy(subs, (s) => s.goal_id);
  return new Map(
    goals.map((g) => [
      g.id,
      scoreOfGoal(
        measured(g, tops),
        (subsOf.get(g.id) ?? []).map((s) => ({ weight: s.weight, score: scoreOfLine(measured(s, tops), cap) })),
        cap,
      ),
    ]),
  );
}

/** goals/goals-for-performance-panel/: per employee of the page, goal overall and the score of each goal of the round (rules 2–5). */
export async function goalsForPerformancePanel(ctx: ServiceContext, query: Query): Promise<GoalPanelPage> {
  const { panel, count, rows } = await panelPage(ctx, query);
  const db = ctx.deps.db;
  const ids = rows.map((r) => r.employee_id);
  const goals = ids.length
    ? await rowsOf<MeasureRecord & { employee_id: number; name: string }>(
        db,
        sql`select g.id, g.employee_id, g.name, g.weight, g.is_numerical, g.is_positive, g.target, g.actual, g.rating, g.scale_template_id
          from goals g
          where g.project_id = ${panel.projectId} and g.employee_id = any(${intArray(ids)})
            and (g.frequency_id = ${panel.round.id} or (g.frequency_id is null and g.period_id = ${panel.periodId}))
          order by g.id`,
      )
    : [];
  const scores = await goalScores(db, panel.projectId, goals, panel.settings.maxAchievement);
  return {
    count,
    page: query.page,
    page_size: query.page_size,
    results: rows.map((r) => {
      const mine = goals.filter((g) => g.employee_id === r.employee_id);
      return {
        employee: toPerson(r),
        goal_overall: shown(r.goal_overall),
        weight_total: decimalSum(mine.map((g) => g.weight)),
        goals: mine.map((g) => ({ id: g.id, name: g.name, weight: g.weight, score: shown(scores.get(g.id) ?? null) })),
      };
    }),
  };
}
