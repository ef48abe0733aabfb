import type { PeriodOption } from '@performa/contracts/api/setup';
import type { Language } from '@performa/contracts/i18n/languages';
import type { EvaluationRound } from '@performa/contracts/api/evaluations';
import type { ResultPerson, ResultRound, ResultScores } from '@performa/contracts/api/results';
import { effectiveScore, grade, periodScore, roundScore, type ScaleRange } from '@performa/contracts/scoring';
import { sql, type SQL } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { loadPeople, toPerson } from '../evaluations/people.ts';
import { labelIn } from '../labels.ts';
import { fileUrl } from '../files/files.ts';
import { listPeriodOptions } from '../periods/periods.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';
import { roundVisible, type PersonView } from './visibility.ts';

/**
 * What every page of one employee's results reads (docs/product.md §4, §5.6): the person, the period and
 * its rounds with what the viewer may see of each, the stored round scores (evaluation_results, kept by
 * recompute.ts), and the project's scales. Scores are rounded to 2 decimals only here, at the edge (`shown`,
 * which the admins' pages use too, as they use `adminRound`: a round as results show it to an admin).
 */

/** A score as the API shows it: 2 decimals, null stays null (docs/product.md §4). */
export const shown = (score: number | null | undefined): number | null => (score === null || score === undefined ? null : roundScore(score));

/** The person as the results pages show them. */
export async function resultPerson(runner: Runner, view: PersonView): Promise<ResultPerson> {
  const [person] = await loadPeople(runner, { companyId: view.employee.companyId, projectId: view.projectId }, sql`ee.id = ${view.employee.id}`);
  if (!person) throw notFound();
  const base = toPerson(person);
  return { ...base, image: base.image === null ? null : fileUrl(base.image), employee_number: person.employeeNumber };
}

/**
 * The period asked for (another project's: 404), else the current one, else the newest; with the
 * periods to pick from (newest first). null when the project has no period.
 */
export async function choosePeriod(
  ctx: ServiceContext,
  periodId: number | null | undefined,
): Promise<{ period: PeriodOption | null; periods: PeriodOption[] }> {
  const periods = await listPeriodOptions(ctx);
  if (periodId !== undefined && periodId !== null) {
    const period = periods.find((p) => p.id === periodId);
    if (!period) throw notFound();
    return { period, periods };
  }
  return { period: periods.find((p) => p.state === 'current') ?? periods[0] ?? null, periods };
}

/** A round of a period as stored. */
export interface RoundRow {
  id: number;
  name: string;
  startDate: string;
  endDate: string;
  periodId: number;
  periodName: string;
  releasedAt: Date | null;
}

/** A round as ROUND_COLUMNS read it. */
interface RoundRecord {
  id: number;
  name: string;
  start_date: string;
  end_date: string;
  period_id: number;
  period_name: string;
  released_at: string | null;
}

/** The columns of a round `f` with its period `p` (frequencies f join periods p on p.id = f.period_id): a RoundRecord. */
const ROUND_COLUMNS = sql`f.id, f.name, f.start_date::text as start_date, f.end_date::text as end_date, f.period_id, p.name as period_name, f.released_at`;

const toRoundRow = (r: RoundRecord): RoundRow => ({
  id: r.id,
  name: r.name,
  startDate: r.start_date,
  endDate: r.end_date,
  periodId: r.period_id,
  periodName: r.period_name,
  releasedAt: r.released_at === null ? null : new Date(r.released_at),
});

/** The rounds matching `where` (a condition on `f`, the round), in date order. */
async function roundRows(runner: Runner, where: SQL): Promise<RoundRow[]> {
  const rows = await rowsOf<RoundRecord>(
    runner,
    sql`select ${ROUND_COLUMNS}
        from frequencies f join periods p on p.id = f.period_id
        where ${where}
        order by f.start_date, f.id`,
  );
  return rows.map(toRoundRow);
}

/** The rounds of the given periods, in date order (rule 9 takes them in this order). */
export async function roundsOf(runner: Runner, projectId: number, periodIds: readonly number[]): Promise<RoundRow[]> {
  if (periodIds.length === 0) return [];
  return roundRows(runner, sql`f.project_id = ${projectId} and f.period_id = any(${intArray(periodIds)})`);
}

/** A round as results show it to an admin (always visible), or 404. */
export async function adminRound(runner: Runner, frequencyId: number): Promise<ResultRound> {
  const [round] = await roundRows(runner, sql`f.id = ${frequencyId}`);
  if (!round) throw notFound();
  return presentRound(round, true);
}

/** A round as evaluation rows show it: its dates and its period. */
export const evaluationRoundOf = (round: RoundRow): EvaluationRound => ({
  id: round.id,
  name: round.name,
  start_date: round.startDate,
  end_date: round.endDate,
  period: { id: round.periodId, name: round.periodName },
});

/** A round as the results pages show it, `visible` or not to the viewer. */
export function presentRound(round: RoundRow, visible: boolean): ResultRound {
  return { ...evaluationRoundOf(round), released_at: round.releasedAt === null ? null : round.releasedAt.toISOString(), visible };
}

/** A round as the viewer sees it. */
export function resultRound(view: PersonView, round: RoundRow): ResultRound {
  return presentRound(round, roundVisible(view, round));
}

/** One employee's stored scores of one round (evaluation_results). */
export interface StoredResult {
  goalOverall: number | null;
  skillOverall: number | null;
  finalScore: number | null;
  calibratedScore: number | null;
  skillDone: number;
  skillTotal: number;
  goalDone: number;
  goalTotal: number;
}

export const NO_RESULT: StoredResult = {
  goalOverall: null,
  skillOverall: null,
  finalScore: null,
  calibratedScore: null,
  skillDone: 0,
  skillTotal: 0,
  goalDone: 0,
  goalTotal: 0,
};

/** The stored results of the viewed employee in the given rounds, by round. */
export async function storedResults(runner: Runner, view: PersonView, rounds: readonly RoundRow[]): Promise<Map<number, StoredResult>> {
  const byRound = new Map<number, StoredResult>();
  if (rounds.length === 0) return byRound;
  const rows = await rowsOf<{
    frequency_id: number;
    goal_overall: number | null;
    skill_overall: number | null;
    final_score: number | null;
    calibrated_score: number | null;
    skill_done: number;
    skill_total: number;
    goal_done: number;
    goal_total: number;
  }>(
    runner,
    sql`select frequency_id, goal_overall, skill_overall, final_score, calibrated_score,
          skill_done, skill_total, goal_done, goal_total
        from evaluation_results
        where project_id = ${view.projectId} and employee_id = ${view.employee.id} and frequency_id = any(${intArray(rounds.map((r) => r.id))})`,
  );
  for (const r of rows) {
    byRound.set(r.frequency_id, {
      goalOverall: r.goal_overall,
      skillOverall: r.skill_overall,
      finalScore: r.final_score,
      calibratedScore: r.calibrated_score,
      skillDone: r.skill_done,
      skillTotal: r.skill_total,
      goalDone: r.goal_done,
      goalTotal: r.goal_total,
    });
  }
  return byRound;
}

/**
 * The project's scales as results need them: M of the rating template (rule 1), the final score scale
 * (rule 11: its responses are the grades, in the reader's language, ADR 29) and the cap.
 */
export interface ResultScales {
  ratingTop: number | null;
  finalScale: Array<ScaleRange & { id: number }>;
  cap: number;
}

export async function resultScales(ctx: ServiceContext): Promise<ResultScales> {
  const settings = await projectSettingsOf(ctx);
  const rows = await rowsOf<{
    kind: 'rating' | 'final';
    id: number | null;
    min: number | null;
    max: number | null;
    response: string | null;
  }>(
    ctx.deps.db,
    sql`select 'rating' as kind, null::int as id, null::numeric as min, max(max) as max, null as response
          from response_scales where template_id = ${settings.ratingTemplateId} and project_id = ${settings.projectId}
        union all
        select 'final', rs.id, rs.min, rs.max, ${labelIn(ctx.lang, 'rs', 'response')}
          from response_scales rs where rs.template_id = ${settings.finalScoreTemplateId} and rs.project_id = ${settings.projectId}`,
  );
  const rating = rows.find((r) => r.kind === 'rating' && r.max !== null);
  return scalesOf(
    settings,
    rating ? rating.max : null,
    rows.filter((r) => r.kind === 'final').map((r) => ({ id: r.id!, min: r.min!, max: r.max!, response: r.response })),
  );
}

/** A final score scale's range as read (its response null only for a range a left join did not find). */
export interface ScaleRecord {
  id: number;
  min: number;
  max: number;
  response: string | null;
}

/** The scales of resultScales from what was read: M of the rating template (null: none), the final score scale's ranges. */
export function scalesOf(settings: Pick<ProjectSettings, 'maxAchievement'>, ratingTop: number | null, finalScale: readonly ScaleRecord[]): ResultScales {
  return {
    ratingTop,
    cap: settings.maxAchievement,
    finalScale: finalScale.map((r) => ({ id: r.id, min: r.min, max: r.max, response: r.response ?? '' })).sort((a, b) => a.min - b.min || a.id - b.id),
  };
}

/**
 * M of the rating template of the selected project (null: none), read from its settings row in SQL (a project without
 * one has none), as resultScales reads it: a column of a statement that reads it beside other things.
 */
export const ratingTopSql = (projectId: number) =>
  sql<
    number | null
  >`(select max(rs.max) from project_settings s join response_scales rs on rs.template_id = s.rating_template_id and rs.project_id = s.project_id
    where s.project_id = ${projectId})`;

/** The ranges of the project's final score scale as ratingTopSql reads M: a json list of ScaleRecord, null for none. */
export const finalScaleSql = (projectId: number, lang: Language) =>
  sql<ScaleRecord[] | null>`(select json_agg(json_build_object('id', rs.id, 'min', rs.min, 'max', rs.max, 'response', ${labelIn(lang, 'rs', 'response')}))
    from project_settings s join response_scales rs on rs.template_id = s.final_score_template_id and rs.project_id = s.project_id
    where s.project_id = ${projectId})`;

/**
 * The rounds of a period of the project, in date order, with the stored results of one employee (StoredResult) in
 * each, in one statement.
 */
export async function roundsWithResults(
  runner: Runner,
  projectId: number,
  employeeId: number,
  periodId: number,
): Promise<{ rounds: RoundRow[]; results: Map<number, StoredResult> }> {
  const rows = await rowsOf<
    RoundRecord & {
      has_result: boolean;
      goal_overall: number | null;
      skill_overall: number | null;
      final_score: number | null;
      calibrated_score: number | null;
      skill_done: number | null;
      skill_total: number | null;
      goal_done: number | null;
      goal_total: number | null;
    }
  >(
    runner,
    sql`select ${ROUND_COLUMNS}, r.employee_id is not null as has_result, r.goal_overall, r.skill_overall, r.final_score, r.calibrated_score,
          r.skill_done, r.skill_total, r.goal_done, r.goal_total
        from frequencies f join periods p on p.id = f.period_id
        left join evaluation_results r on r.project_id = ${projectId} and r.frequency_id = f.id and r.employee_id = ${employeeId}
        where f.project_id = ${projectId} and f.period_id = ${periodId}
        order by f.start_date, f.id`,
    { planOnce: true },
  );
  const results = new Map<number, StoredResult>();
  for (const r of rows) {
    if (!r.has_result) continue;
    results.set(r.id, {
      goalOverall: r.goal_overall,
      skillOverall: r.skill_overall,
      finalScore: r.final_score,
      calibratedScore: r.calibrated_score,
      skillDone: r.skill_done!,
      skillTotal: r.skill_total!,
      goalDone: r.goal_done!,
      goalTotal: r.goal_total!,
    });
  }
  return { rounds: rows.map(toRoundRow), results };
}

export const gradeOf = (score: number | null, scales: ResultScales) => (score === null ? null : grade(score, scales.finalScale));

/**
 * A round's scores as the viewer sees them: admins get the original final score and the after-calibration
 * one; the employee and the manager one final score (the effective one), and nothing of a hidden round.
 */
export function presentScores(view: PersonView, visible: boolean, stored: StoredResult, scales: ResultScales): ResultScores {
  if (!visible) return { goal_overall: null, skill_overall: null, final_score: null, after_calibration_score: null, score: null, grade: null };
  const effective = effectiveScore(stored.finalScore, stored.calibratedScore);
  return {
    goal_overall: shown(stored.goalOverall),
    skill_overall: shown(stored.skillOverall),
    final_score: shown(view.viewer === 'admin' ? stored.finalScore : effective),
    after_calibration_score: view.viewer === 'admin' ? shown(stored.calibratedScore) : null,
    score: shown(effective),
    grade: gradeOf(effective, scales),
  };
}

/** Rule 9 over the rounds the viewer may see (in date order): the mean of their effective scores. */
export function visiblePeriodScore(view: PersonView, rounds: readonly RoundRow[], results: Map<number, StoredResult>): number | null {
  return periodScore(
    rounds.filter((r) => roundVisible(view, r)).map((r) => effectiveScore(results.get(r.id)?.finalScore ?? null, results.get(r.id)?.calibratedScore ?? null)),
  );
}
