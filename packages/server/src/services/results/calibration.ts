import {
  BOX_THRESHOLDS,
  maxCalibratedScore,
  NINE_BOX_CELLS,
  type BoxLevel,
  type Calibration,
  type CalibrationEntry,
  type CalibrationHistory,
  type calibrationHistoryQuerySchema,
  type calibrationQuerySchema,
  type GradeRange,
  type NineBoxCell,
} from '@performa/contracts/api/results';
import type { Language } from '@performa/contracts/i18n/languages';
import { effectiveScore, roundScore } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import type { ServiceContext } from '../context.ts';
import { labelIn } from '../labels.ts';
import { departmentScope, getDepartment, getEmployee, getFrequency, requireProject } from '../scope.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { option, PERSON_COLUMNS, PERSON_JOINS, type PersonRecord } from './person-columns.ts';
import { adminRound, shown } from './person.ts';

/**
 * Calibration of a round (docs/product.md §4.10, §4.11, §5.7): the distribution of the effective scores
 * (after calibration when set, else final) over the final score scale's ranges against the target shares,
 * by department and by manager, and the 9-box of goal overall (results) × skill overall (behaviour).
 * Only the evaluatees in the admin's department scope count (§2.8). The pieces shared with the writes
 * (the scale, the grade of a score, the 9-box levels) are here; the person as results show it is in
 * person-columns.ts, a score and a round as results show them in person.ts.
 */

type CalibrationQuery = z.output<typeof calibrationQuerySchema>;

/** The 9-box level of a goal or skill overall: low below 60, medium from 60 to below 80, high from 80 (docs/product.md §5.7). */
export function boxLevel(score: number): BoxLevel {
  if (score >= BOX_THRESHOLDS.high) return 'high';
  if (score >= BOX_THRESHOLDS.medium) return 'medium';
  return 'low';
}

/** The box the scores put a person in: "<goal level>/<skill level>"; null without both G and S. */
export function scoreBox(goal: number | null, skill: number | null): NineBoxCell | null {
  if (goal === null || skill === null) return null;
  return `${boxLevel(goal)}/${boxLevel(skill)}`;
}

/** A stored 9-box placement, when it names a cell (anything else counts as none). */
export const storedBox = (value: string | null): NineBoxCell | null =>
  (NINE_BOX_CELLS as readonly string[]).includes(value ?? '') ? (value as NineBoxCell) : null;

export interface ScaleRange {
  id: number;
  min: number;
  max: number;
  response: string;
}

/** The project's final score scale, lowest range first (ties by id), its grades in `lang` (ADR 29); empty without one. */
export async function finalScoreScale(runner: Runner, projectId: number, templateId: number | null, lang: Language): Promise<ScaleRange[]> {
  if (templateId === null) return [];
  return rowsOf<ScaleRange>(
    runner,
    sql`select rs.id, rs.min, rs.max, ${labelIn(lang, 'rs', 'response')} as response
        from response_scales rs where rs.template_id = ${templateId} and rs.project_id = ${projectId} order by rs.min, rs.id`,
  );
}

/**
 * The range that holds a score (docs/product.md §4.11, as `grade` of the scoring core): the last range
 * whose min the score reaches; below the lowest, the lowest. null without a scale.
 */
export function rangeOf(score: number, ranges: readonly ScaleRange[]): ScaleRange | null {
  let chosen: ScaleRange | null = ranges[0] ?? null;
  for (const range of ranges) if (score >= range.min) chosen = range;
  return chosen;
}

/** The scale's ranges with the target shares set for them (targets of ranges no longer in the scale are left out). */
export function gradeRanges(ranges: readonly ScaleRange[], targets: Record<string, number>): GradeRange[] {
  return ranges.map((r) => {
    const target = targets[String(r.id)];
    return { ...r, target_share: typeof target === 'number' ? target : null };
  });
}

/**
 * The distribution of scored people over the grades (docs/product.md §5.7): each grade with the count of
 * people whose score it holds (`held`: the range of each person's score, rangeOf) and their share of all
 * of them in percent (2 decimals), beside its target share.
 */
export function distributionOf(grades: readonly GradeRange[], held: ReadonlyArray<ScaleRange | null>): Array<GradeRange & { count: number; share: number }> {
  const counts = new Map<number, number>();
  for (const range of held) if (range) counts.set(range.id, (counts.get(range.id) ?? 0) + 1);
  return grades.map((g) => {
    const count = counts.get(g.id) ?? 0;
    return { ...g, count, share: held.length === 0 ? 0 : roundScore((count / held.length) * 100) };
  });
}

/** The condition "employee `em` lies in the caller's department scope" (true when unscoped). */
export async function employeeScope(ctx: ServiceContext): Promise<SQL> {
  const scope = await departmentScope(ctx);
  if (scope === null) return sql`true`;
  if (scope.size === 0) return sql`false`;
  const ids = intArray([...scope]);
  return sql`(em.department_id = any(${ids}) or em.sub_department_id = any(${ids}))`;
}

interface CalibrationRecord extends PersonRecord {
  goal_overall: number | null;
  skill_overall: number | null;
  final_score: number | null;
  calibrated_score: number | null;
  calibrated_box: string | null;
  manager_id: number | null;
  manager_first: string | null;
  manager_last: string | null;
}

/** Groups people by a key (department or manager) with their count per range, in the order of the groups' names (none last). */
function groupCounts<K extends 'department' | 'manager'>(
  key: K,
  people: ReadonlyArray<{ group: { id: number; name: string } | null; range: ScaleRange | null }>,
  ranges: readonly ScaleRange[],
) {
  const groups = new Map<number | null, { group: { id: number; name: string } | null; total: number; counts: Map<number, number> }>();
  for (const p of people) {
    const id = p.group?.id ?? null;
    let entry = groups.get(id);
    if (!entry) groups.set(id, (entry = { group: p.group, total: 0, counts: new Map() }));
    entry.total += 1;
    if (p.range) entry.counts.set(p.range.id, (entry.counts.get(p.range.id) ?? 0) + 1);
  }
  return [...groups.values()]
    .sort((a, b) => (a.group === null ? 1 : b.group === null ? -1 : a.group.name.localeCompare(b.group.name) || a.group.id - b.group.id))
    .map(
      (g) =>
        ({ [key]: g.group, total: g.total, counts: ranges.map((r) => ({ range_id: r.id, count: g.counts.get(r.id) ?? 0 })) }) as {
          [P in K]: typeof g.group;
        } & {
          total: number;
          counts: Array<{ range_id: number; count: number }>;
        },
    );
}

/** wizard/calibrate-final-score-scale/ (GET): the calibration view of a round in the caller's scope, optionally of one department or one manager's reports. */
export async function calibration(ctx: ServiceContext, query: CalibrationQuery): Promise<Calibration> {
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, query.frequency_id);
  const conditions: SQL[] = [await employeeScope(ctx)];
  if (query.department !== null) {
    const department = await getDepartment(ctx, query.department);
    const tree = subtreeIds('departments', department.id);
    conditions.push(sql`(em.department_id in ${tree} or em.sub_department_id in ${tree})`);
  }
  if (query.manager !== null) {
    const manager = await getEmployee(ctx, query.manager);
    conditions.push(sql`em.report_to_id = ${manager.id}`);
  }
  const settings = await projectSettingsOf(ctx);
  const ranges = await finalScoreScale(ctx.deps.db, projectId, settings.finalScoreTemplateId, ctx.lang);
  const rows = await rowsOf<CalibrationRecord>(
    ctx.deps.db,
    sql`select ${PERSON_COLUMNS}, r.goal_overall, r.skill_overall, r.final_score, r.calibrated_score, r.calibrated_box,
        m.id as manager_id, m.first_name as manager_first, m.last_name as manager_last
      from evaluation_results r
      join employees em on em.id = r.employee_id
      ${PERSON_JOINS}
      left join employees m on m.id = em.report_to_id
      where r.company_id = ${ctx.actor.companyId} and r.project_id = ${projectId} and r.frequency_id = ${round.id}
        and ${sql.join(conditions, sql` and `)}
      order by em.last_name, em.first_name, em.id`,
  );

  const scored = [];
  const cells = new Map<NineBoxCell, Calibration['nine_box'][number]['people']>(NINE_BOX_CELLS.map((c) => [c, []]));
  const unplaced: Calibration['unplaced'] = [];
  let calibrated = 0;
  for (const r of rows) {
    const goal = r.goal_overall;
    const skill = r.skill_overall;
    const score = effectiveScore(r.final_score, r.calibrated_score);
    const moved = storedBox(r.calibrated_box);
    if (r.calibrated_score !== null || moved !== null) calibrated += 1;
    // A person is in the 9-box when the scores place them (both G and S) or calibration moved them there.
    const cell = moved ?? scoreBox(goal, skill);
    const person = {
      id: r.employee_id,
      full_name: `${r.first_name} ${r.last_name}`,
      image: r.image,
      goal_overall: shown(goal),
      skill_overall: shown(skill),
      score: shown(score),
    };
    if (cell) cells.get(cell)!.push({ ...person, moved: moved !== null });
    // Not silently left out: listed with the score that keeps them out of the box.
    else unplaced.push({ ...person, missing: goal === null && skill === null ? 'both' : goal === null ? 'goal' : 'skill' });
    if (score === null) continue;
    scored.push({
      range: rangeOf(score, ranges),
      department: option(r.department_id, r.department_name),
      manager: r.manager_id === null ? null : { id: r.manager_id, name: `${r.manager_first} ${r.manager_last}` },
    });
  }

  const grades = gradeRanges(ranges, settings.gradeTargets);
  return {
    round: await adminRound(ctx.deps.db, round.id),
    grades,
    total: scored.length,
    distribution: distributionOf(
      grades,
      scored.map((p) => p.range),
    ).map((g) => ({ range_id: g.id, response: g.response, count: g.count, share: g.share, target_share: g.target_share })),
    by_department: groupCounts(
      'department',
      scored.map((p) => ({ group: p.department, range: p.range })),
      ranges,
    ),
    by_manager: groupCounts(
      'manager',
      scored.map((p) => ({ group: p.manager, range: p.range })),
      ranges,
    ),
    nine_box: NINE_BOX_CELLS.map((cell) => ({ cell, count: cells.get(cell)!.length, people: cells.get(cell)! })),
    unplaced,
    calibrated,
    max_calibrated_score: maxCalibratedScore(settings.maxAchievement),
  };
}

// ─── The audit trail ────────────────────────────────────────────────────────────────────────────

interface EntryRecord {
  id: number;
  action: CalibrationEntry['action'];
  frequency_id: number;
  frequency_name: string;
  employee_id: number | null;
  employee_first: string | null;
  employee_last: string | null;
  actor_name: string;
  final_score: number | null;
  before_score: number | null;
  after_score: number | null;
  before_box: string | null;
  after_box: string | null;
  reason: string;
  created_at: string;
}

/**
 * Rows of the calibration trail matching `where` (a condition on `c`, the change, `f`, its round, and
 * `em`, its employee when it has one), newest first. Admins only (docs/product.md §4.10: the original
 * final score stays visible to them).
 */
export async function calibrationEntries(runner: Runner, where: SQL, page?: { limit: number; offset: number }): Promise<CalibrationEntry[]> {
  const rows = await rowsOf<EntryRecord>(
    runner,
    sql`select c.id, c.action, c.frequency_id, f.name as frequency_name, c.employee_id, em.first_name as employee_first, em.last_name as employee_last,
        c.actor_name, c.final_score, c.before_score, c.after_score, c.before_box, c.after_box, c.reason, c.created_at
      from calibration_changes c join frequencies f on f.id = c.frequency_id left join employees em on em.id = c.employee_id
      where ${where}
      order by c.created_at desc, c.id desc
      ${page ? sql`limit ${page.limit} offset ${page.offset}` : sql``}`,
  );
  return rows.map((r) => ({
    id: r.id,
    action: r.action,
    frequency: { id: r.frequency_id, name: r.frequency_name },
    employee: r.employee_id === null ? null : { id: r.employee_id, full_name: `${r.employee_first} ${r.employee_last}` },
    actor: r.actor_name,
    final_score: shown(r.final_score),
    before_score: shown(r.before_score),
    after_score: shown(r.after_score),
    before_box: storedBox(r.before_box),
    after_box: storedBox(r.after_box),
    reason: r.reason,
    created_at: new Date(r.created_at).toISOString(),
  }));
}

/**
 * wizard/calibrate-final-score-scale/history/: the trail of a round, newest first: the changes of the
 * people in the caller's scope (or of one of them) and the round's releases and reopenings.
 */
export async function calibrationHistory(ctx: ServiceContext, query: z.output<typeof calibrationHistoryQuerySchema>): Promise<CalibrationHistory> {
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, query.frequency_id);
  const base = sql`c.company_id = ${ctx.actor.companyId} and c.project_id = ${projectId} and c.frequency_id = ${round.id}`;
  const inScope = await employeeScope(ctx);
  let where: SQL;
  if (query.employee !== null) {
    const employee = await getEmployee(ctx, query.employee);
    where = sql`${base} and c.employee_id = ${employee.id}`;
  } else {
    where = sql`${base} and (c.employee_id is null or ${inScope})`;
  }
  const [counted] = await rowsOf<{ n: number }>(
    ctx.deps.db,
    sql`select count(*)::int as n from calibration_changes c left join employees em on em.id = c.employee_id where ${where}`,
  );
  const results = await calibrationEntries(ctx.deps.db, where, { limit: query.page_size, offset: (query.page - 1) * query.page_size });
  return { count: counted?.n ?? 0, page: query.page, page_size: query.page_size, results };
}
