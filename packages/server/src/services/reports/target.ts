import type { ReportFilter, ReportScope } from '@performa/contracts/api/reports';
import { sql, type SQL } from 'drizzle-orm';
import { intArray } from '../../db/raw.ts';
import { subtreeIds } from '../../db/tree.ts';
import type { ServiceContext } from '../context.ts';
import { chooseRound } from '../dashboards/current-round.ts';
import { employeeScope, finalScoreScale, gradeRanges, type ScaleRange } from '../results/calibration.ts';
import { gradeCondition } from '../results/panel.ts';
import { departmentGroups, type GroupDepartment } from '../results/department-groups.ts';
import { presentRound } from '../results/person.ts';
import { getDepartment, getPosition, requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';

/**
 * What a report reads (docs/product.md §7.10): the period and round chosen, the rounds that makes (the
 * round, else every round of the period), and the people it is about: the active employees of the project
 * in the caller's department scope (§2.8) that the filters keep (department with its subtree, position,
 * grade of the score that counts).
 */
export interface ReportTarget {
  projectId: number;
  scope: ReportScope;
  periodId: number | null;
  /** The chosen round, else every round of the period, in date order; empty without a period. */
  roundIds: number[];
  settings: ProjectSettings;
  /** The final score scale in the caller's language, lowest first. */
  ranges: ScaleRange[];
  /** The condition "employee `em` is one of the people the report is about". */
  people: SQL;
  /**
   * The score of `em` that counts in the report (SQL, null: none): in a round the after-calibration score
   * when set, else the final score (rule 10); over a period the period score (rule 9, their mean over its rounds).
   */
  score: SQL;
  /** The department row a person's place (deepest department) is counted under: below the filter's department, else the top level. */
  departmentOf: (placeId: number | null) => GroupDepartment;
}

/** The score that counts (rule 10) of `r`, a row of evaluation_results. */
export const COUNTING_SCORE = sql`coalesce(r.calibrated_score::float8, r.final_score)`;

/** The score of `em` over these rounds: rule 10 in one round, rule 9 (the mean of those there are) over several. */
export const scoreOver = (roundIds: readonly number[]): SQL =>
  sql`(select avg(${COUNTING_SCORE}) from evaluation_results r where r.employee_id = em.id and r.frequency_id = any(${intArray(roundIds)}))`;

/** The target of a report's filters. A period, round, department or position of another project or company, or a department outside the caller's scope: 404. */
export async function reportTarget(ctx: ServiceContext, filter: ReportFilter): Promise<ReportTarget> {
  const projectId = requireProject(ctx);
  const chosen = await chooseRound(ctx, filter);
  const asked = filter.frequency_id !== undefined && filter.frequency_id !== null ? chosen.round : null;
  const roundIds = asked ? [asked.id] : chosen.period ? chosen.rounds.map((r) => r.id) : [];
  const settings = await projectSettingsOf(ctx);
  const ranges = await finalScoreScale(ctx.deps.db, projectId, settings.finalScoreTemplateId, ctx.lang);
  const score = scoreOver(roundIds);
  const parts: SQL[] = [sql`em.company_id = ${ctx.actor.companyId} and em.project_id = ${projectId} and em.status = 'active'`, await employeeScope(ctx)];
  if (filter.department !== undefined && filter.department !== null) {
    const tree = subtreeIds('departments', (await getDepartment(ctx, filter.department)).id);
    parts.push(sql`(em.department_id in ${tree} or em.sub_department_id in ${tree})`);
  }
  if (filter.position !== undefined && filter.position !== null) parts.push(sql`em.position_id = ${(await getPosition(ctx, filter.position)).id}`);
  if (filter.grade !== undefined && filter.grade !== null) parts.push(gradeCondition(ranges, filter.grade, score));
  return {
    projectId,
    scope: { period: chosen.period, round: asked ? presentRound(asked, true) : null, grades: gradeRanges(ranges, settings.gradeTargets) },
    periodId: chosen.period?.id ?? null,
    roundIds,
    settings,
    ranges,
    people: sql.join(parts, sql` and `),
    score,
    departmentOf: await departmentGroups(ctx, filter.department ?? null),
  };
}
