import type { Evaluation, EvaluationDetails, EvaluationKind, SurveyQuestion } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import { jsonList, readsOn, rowsOf, type Runner } from '../../db/raw.ts';
import { sumOf } from '@performa/contracts/weight-sums';
import type { ScaleRange } from '@performa/contracts/scoring';
import { AppError, notFound, type Message } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { requireProject } from '../scope.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';
import { evaluatedSkills, evaluatedSkillsSelect, targetsOf, toEvaluatedSkill, type EvaluatedSkill, type Evaluatee, type SkillRecord } from './competencies.ts';
import { formSettings, formSettingsOf, scaleSelect, type FormSettings } from './form-settings.ts';
import { loadRoundGoals, presentGoals, type RoundGoals } from './goal-lines.ts';
import { goalIssueMessage, messageRefusal, messageText, roundIssue } from './goal-readiness.ts';
import { getEvaluationForAdmin, getEvaluationForEvaluator, type EvaluationRecord, type ListRecord } from './rows.ts';

/**
 * One evaluation with everything on it (docs/product.md §5.1, §5.5): the one builder of
 * `EvaluationDetails` for the evaluator's forms and for an admin's details. The admin's version carries
 * the history and is never editable; the evaluator's carries no history.
 */

/** An evaluation row as rows.ts reads it. */
export interface EvaluationRow {
  record: ListRecord;
  evaluation: Evaluation;
}

/** A survey question (docs/product.md §5.10) with this evaluation's answer (null: none). */
export type SurveyReply = SurveyQuestion & { answer: string | null };

/**
 * What the form of one evaluation shows, loaded once and shared by the form and its save, which checks the
 * request against it and answers with it as written (docs/product.md §5.5): a skill form's competencies and
 * survey with this evaluation's answers and the rating template's choices; a goal form's goals of the round
 * (their actuals and ratings) and the cap. A goal form shows no rating template, so none is read for it.
 */
export type FormContent =
  { kind: 'skill'; settings: FormSettings; skills: EvaluatedSkill[]; survey: SurveyReply[] } | { kind: 'goal'; cap: number; goals: RoundGoals };

/**
 * The form's content; `settings` is the project's settings row (projectSettingsOf, read before a transaction
 * opens); its labels (responses, categories) in the reader's language `lang` (ADR 29).
 */
export async function loadContent(runner: Runner, row: EvaluationRow, settings: ProjectSettings, lang: Language): Promise<FormContent> {
  const { record, evaluation } = row;
  if (evaluation.kind === 'goal') {
    const goals = await loadRoundGoals(runner, {
      projectId: record.project_id,
      employeeId: evaluation.evaluatee.id,
      periodId: evaluation.round.period.id,
      frequencyId: evaluation.round.id,
      lang,
    });
    return { kind: 'goal', cap: settings.maxAchievement, goals };
  }
  return skillContent(
    runner,
    { projectId: record.project_id, employeeId: evaluation.evaluatee.id, periodId: evaluation.round.period.id },
    evaluation.id,
    settings,
    lang,
  );
}

/** A skill form's content: the rating template's choices, the evaluatee's competencies with this evaluation's answers, the survey. */
async function skillContent(runner: Runner, who: Evaluatee, evaluationId: number, settings: ProjectSettings, lang: Language): Promise<FormContent> {
  const [form, skills, survey] = await readsOn(
    runner,
    () => formSettings(runner, settings, lang),
    () => evaluatedSkills(runner, who, lang, evaluationId),
    () => loadSurvey(runner, who.projectId, evaluationId),
  );
  return { kind: 'skill', settings: form, skills, survey };
}

/**
 * The caller's evaluation `id` of `kind` with its form's content, for the evaluator's form and its save (docs/product.md
 * §5.5), or 404. A skill form's content is read in the row's statement, its evaluatee and period named by the
 * evaluation's id: the most frequent read and write of a round read their form in one statement, and nothing of it
 * unless the row shows the evaluation in the caller's reach. A goal form's content is read after the row, from it.
 * `also`: more columns of the row (getEvaluationForEvaluator).
 */
export async function evaluatorForm<Also extends object = object>(
  ctx: ServiceContext,
  id: number,
  kind: EvaluationKind,
  settings: ProjectSettings,
  also?: SQL,
): Promise<{ row: { record: ListRecord & Also; evaluation: Evaluation }; content: FormContent }> {
  if (kind === 'goal') {
    const row = await getEvaluationForEvaluator<Also>(ctx, id, { also });
    if (row.evaluation.kind !== kind) throw notFound();
    return { row, content: await loadContent(ctx.deps.db, row, settings, ctx.lang) };
  }
  const projectId = requireProject(ctx);
  const who = {
    projectId,
    employeeId: sql`(select e.evaluatee_id from evaluations e where e.id = ${id})`,
    periodId: sql`(select f.period_id from evaluations e join frequencies f on f.id = e.frequency_id where e.id = ${id})`,
  };
  const scale = scaleSelect(settings, ctx.lang);
  const content = sql`${jsonList(evaluatedSkillsSelect(projectId, ctx.lang, id), ['name', 'id'])} as content_skills,
    ${jsonList(surveySelect(projectId, id), ['position', 'id'])} as content_survey,
    ${scale === null ? sql`'[]'::json` : jsonList(scale, ['min', 'id'])} as content_scale`;
  const read = await getEvaluationForEvaluator<Also & ContentColumns>(ctx, id, { with: targetsOf(who), also: also ? sql`${also}, ${content}` : content });
  const { content_skills: skills, content_survey: survey, content_scale: ranges, ...record } = read.record;
  if (read.evaluation.kind !== kind) throw notFound();
  return {
    row: { record: record as ListRecord & Also, evaluation: read.evaluation },
    content: { kind: 'skill', settings: formSettingsOf(settings, ranges), skills: skills.map(toEvaluatedSkill), survey },
  };
}

/** A skill form's content as evaluatorForm reads it with the row. */
interface ContentColumns {
  content_skills: SkillRecord[];
  content_survey: SurveyReply[];
  content_scale: ScaleRange[];
}

/** Why the form's content cannot be saved: no rating template (skill), no goal or weights of the round not at 100 (goal). */
function contentLock(row: EvaluationRow, content: FormContent): Message | null {
  if (content.kind === 'skill') return content.settings.hasRatingTemplate ? null : { key: 'errors.noRatingTemplate' };
  const goals = content.goals.goals;
  const issue = roundIssue(goals.length, sumOf(goals.map((g) => g.weight)));
  return issue && goalIssueMessage(row.evaluation.round, issue);
}

/**
 * Why an evaluation cannot be saved now (null: it can): its state first (terminated, inactive,
 * completed), then today outside the round's dates by the clock, then its content.
 */
export function lockOf(record: EvaluationRecord, today: string, content: Message | null = null): Message | null {
  if (record.terminated_at !== null) return { key: 'errors.evaluationTerminated' };
  if (record.activated_at === null) return { key: 'errors.evaluationInactive' };
  if (record.completed_at !== null) return { key: 'errors.evaluationCompleted' };
  if (today < record.round_start || today > record.round_end) return { key: 'validation.dateInRange' };
  return content;
}

/** The lock of a row in a list of evaluations (state and dates; a skill row also needs the rating template: `hasRatingTemplate` of FormSettings). */
export function listLock(record: EvaluationRecord, today: string, hasRatingTemplate: boolean): Message | null {
  return lockOf(record, today, record.kind === 'skill' && !hasRatingTemplate ? { key: 'errors.noRatingTemplate' } : null);
}

/** Refuses a save of a locked evaluation: a state is a conflict (409), a date or a missing goal a form error (400). */
export function assertSavable(row: EvaluationRow, content: FormContent, today: string): void {
  const lock = lockOf(row.record, today, contentLock(row, content));
  if (lock === null) return;
  switch (lock.key) {
    case 'errors.evaluationCompleted':
      throw new AppError(409, 'evaluation_completed', lock.key);
    case 'errors.noRatingTemplate':
      throw new AppError(409, 'no_rating_template', lock.key);
    case 'errors.evaluationTerminated':
    case 'errors.evaluationInactive':
      // The evaluator's reach leaves these out already (docs/product.md §5.1): not found to them.
      throw notFound();
    default:
      throw messageRefusal(lock);
  }
}

/**
 * The survey questions of the project (docs/product.md §5.10), with this evaluation's answers (`position`, then `id`:
 * the order of its rows, ready for a caller that aggregates them).
 */
const surveySelect = (projectId: number, evaluationId: number) =>
  sql`select q.id, q.question, q.options, q.position, a.answer
    from survey_questions q left join survey_answers a on a.question_id = q.id and a.evaluation_id = ${evaluationId}
    where q.project_id = ${projectId}`;

/** The survey questions of the project in order (docs/product.md §5.10), with this evaluation's answers. */
function loadSurvey(runner: Runner, projectId: number, evaluationId: number): Promise<SurveyReply[]> {
  return rowsOf<SurveyReply>(runner, sql`${surveySelect(projectId, evaluationId)} order by q.position, q.id`);
}

/** The evaluation's events, oldest first, with the full name of who did each (null: the system). */
async function loadHistory(runner: Runner, evaluationId: number): Promise<EvaluationDetails['history']> {
  const rows = await rowsOf<{
    action: EvaluationDetails['history'][number]['action'];
    first_name: string | null;
    last_name: string | null;
    created_at: string;
  }>(
    runner,
    sql`select ev.action, a.first_name, a.last_name, ev.created_at
        from evaluation_events ev left join accounts a on a.id = ev.account_id
        where ev.evaluation_id = ${evaluationId} order by ev.created_at, ev.id`,
  );
  return rows.map((r) => ({
    action: r.action,
    by: r.first_name === null ? null : `${r.first_name} ${r.last_name ?? ''}`.trim(),
    at: new Date(r.created_at).toISOString(),
  }));
}

export interface DetailsOptions {
  /** An admin's view: with history, never editable. */
  admin: boolean;
  lang: Language;
}

/** Builds `EvaluationDetails` for the evaluator's form or an admin's details. */
export async function evaluationDetails(ctx: ServiceContext, row: EvaluationRow, options: DetailsOptions): Promise<EvaluationDetails> {
  const [content, history] = await Promise.all([
    projectSettingsOf(ctx).then((settings) => loadContent(ctx.deps.db, row, settings, ctx.lang)),
    options.admin ? loadHistory(ctx.deps.db, row.evaluation.id) : [],
  ]);
  return detailsOf(ctx, row, content, history, options);
}

/**
 * `EvaluationDetails` of content in hand, without a statement: the form as a save wrote it (the row as its update
 * returned it, the content with the values its statements returned), which is what a fresh read would show.
 */
export function detailsOf(
  ctx: ServiceContext,
  row: EvaluationRow,
  content: FormContent,
  history: EvaluationDetails['history'],
  options: DetailsOptions,
): EvaluationDetails {
  const { record, evaluation } = row;
  const lock = lockOf(record, todayOf(ctx.deps.clock), contentLock(row, content));
  const skill = content.kind === 'skill';
  const goals = skill ? { goals: [], goal_overall: null } : presentGoals(content.goals, content.cap);
  return {
    evaluation,
    memo: record.memo,
    editable: !options.admin && lock === null,
    locked_reason: lock === null ? null : messageText(options.lang, lock),
    scale: skill ? content.settings.scale : [],
    skills: skill ? content.skills : [],
    survey: skill ? content.survey : [],
    goals: goals.goals,
    cap: skill ? content.settings.cap : content.cap,
    goal_overall: goals.goal_overall,
    history,
  };
}

/** assessment-details: one evaluation of either kind in the admin's reach, with its history. */
export async function assessmentDetails(ctx: ServiceContext, id: number, lang: Language): Promise<EvaluationDetails> {
  return evaluationDetails(ctx, await getEvaluationForAdmin(ctx, id), { admin: true, lang });
}

/** goals/assessment-details: a goal evaluation in the admin's reach (a skill evaluation is not found here). */
export async function goalAssessmentDetails(ctx: ServiceContext, id: number, lang: Language): Promise<EvaluationDetails> {
  const row = await getEvaluationForAdmin(ctx, id);
  if (row.evaluation.kind !== 'goal') throw notFound();
  return evaluationDetails(ctx, row, { admin: true, lang });
}
