import type { EvaluationDetails, SkillAnswer, skillFormBodySchema } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { intArray } from '../../db/raw.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { detailsOf, evaluatorForm, type EvaluationRow, type FormContent } from './details.ts';
import { alongOf, FormErrors, saveForm, STAMPED, type Written } from './save.ts';

/**
 * The skill evaluation form (docs/product.md §5.5): a rating of the project's rating template or "not
 * applicable" per competency of the evaluatee, an optional comment, the survey (§5.10) and the memo.
 * Drafts merge into what is stored; submitting needs every competency answered and locks the evaluation.
 */

type SkillFormBody = z.output<typeof skillFormBodySchema>;

export async function skillForm(ctx: ServiceContext, id: number, lang: Language): Promise<EvaluationDetails> {
  const { row, content } = await evaluatorForm(ctx, id, 'skill', await projectSettingsOf(ctx));
  return detailsOf(ctx, row, content, [], { admin: false, lang });
}

export function saveSkillForm(ctx: ServiceContext, id: number, body: SkillFormBody, lang: Language): Promise<EvaluationDetails> {
  return saveForm(ctx, id, 'skill', body, lang, (row, content) => writeAnswers(row, content, body));
}

const sameRating = (a: number | null, b: number | null) => (a === null || b === null ? a === b : Math.abs(a - b) < 1e-9);

/** The competencies and the survey of the save's content, checked and written; answered with the rows as stored. */
function writeAnswers(row: EvaluationRow, content: FormContent, body: SkillFormBody): Written {
  if (content.kind !== 'skill') throw notFound();
  const { evaluation, record } = row;
  const errors = new FormErrors();
  const { skills, survey } = content;
  const stored = new Map(skills.map((s) => [s.id, s.answer]));
  const values = new Set(content.settings.scale.map((c) => c.value));

  const upserts: Array<{ skill_id: number; rating: number | null; not_applicable: boolean; comment: string }> = [];
  const removals: number[] = [];
  const seen = new Set<number>();
  for (const answer of body.answers) {
    const field = `answers.${answer.skill_id}`;
    if (seen.has(answer.skill_id)) errors.add(field, 'validation.duplicateEntry');
    seen.add(answer.skill_id);
    if (!stored.has(answer.skill_id)) {
      errors.add(field, 'validation.notOnEvaluation');
      continue;
    }
    if (answer.rating !== null && answer.not_applicable) errors.add(field, 'validation.ratingOrNotApplicable');
    else if (answer.rating !== null && !values.has(answer.rating)) errors.add(field, 'validation.ratingInvalid');
    const before = stored.get(answer.skill_id) ?? null;
    const empty = answer.rating === null && !answer.not_applicable && answer.comment === '';
    if (empty) {
      // An empty row takes the answer back.
      if (before) removals.push(answer.skill_id);
    } else if (!before || !sameRating(before.rating, answer.rating) || before.not_applicable !== answer.not_applicable || before.comment !== answer.comment) {
      upserts.push(answer);
    }
  }

  const questions = new Map(survey.map((q) => [q.id, q]));
  const surveyUpserts: Array<{ question_id: number; answer: string }> = [];
  const surveyRemovals: number[] = [];
  const asked = new Set<number>();
  for (const reply of body.survey) {
    const field = `survey.${reply.question_id}`;
    const question = questions.get(reply.question_id);
    if (asked.has(reply.question_id)) errors.add(field, 'validation.duplicateEntry');
    asked.add(reply.question_id);
    if (!question) {
      errors.add(field, 'validation.notOnEvaluation');
      continue;
    }
    if (reply.answer === '') {
      if (question.answer !== null) surveyRemovals.push(reply.question_id);
    } else if (!question.options.includes(reply.answer)) errors.add(field, 'validation.surveyAnswerInvalid');
    else if (question.answer !== reply.answer) surveyUpserts.push(reply);
  }

  if (body.submit) {
    // Every competency needs a rating or "not applicable" once this save is applied.
    const given = new Map(body.answers.map((a) => [a.skill_id, a]));
    for (const skill of skills) {
      const after = given.get(skill.id) ?? skill.answer;
      if (!after || (after.rating === null && !after.not_applicable)) errors.add(`answers.${skill.id}`, 'validation.ratingRequired');
    }
  }
  errors.throwIfAny();

  const e = evaluation.id;
  const p = record.project_id;
  // One CTE per kind of change, whatever the number of answers, sent with the save's stamp and under it (save.ts); the upserts
  // return the rows as stored, which the answer of the save shows.
  const ctes: SQL[] = [];
  if (upserts.length) {
    ctes.push(sql`answered as (
      insert into skill_answers (evaluation_id, skill_id, project_id, rating, not_applicable, comment)
      select ${e}, x.skill_id, ${p}, x.rating, x.not_applicable, x.comment
      from jsonb_to_recordset(${JSON.stringify(upserts)}::jsonb) as x(skill_id int, rating numeric, not_applicable boolean, comment text)
      where ${STAMPED}
      on conflict (evaluation_id, skill_id) do update
        set rating = excluded.rating, not_applicable = excluded.not_applicable, comment = excluded.comment
      returning skill_id, rating::float8 as rating, not_applicable, comment)`);
  }
  if (removals.length)
    ctes.push(sql`unanswered as (delete from skill_answers where evaluation_id = ${e} and skill_id = any(${intArray(removals)}) and ${STAMPED})`);
  if (surveyUpserts.length) {
    ctes.push(sql`replied as (
      insert into survey_answers (evaluation_id, question_id, project_id, answer)
      select ${e}, x.question_id, ${p}, x.answer
      from jsonb_to_recordset(${JSON.stringify(surveyUpserts)}::jsonb) as x(question_id int, answer text)
      where ${STAMPED}
      on conflict (evaluation_id, question_id) do update set answer = excluded.answer
      returning question_id, answer)`);
  }
  if (surveyRemovals.length)
    ctes.push(sql`unreplied as (delete from survey_answers where evaluation_id = ${e} and question_id = any(${intArray(surveyRemovals)}) and ${STAMPED})`);
  return {
    changed: ctes.length > 0,
    along: alongOf(ctes, { answers: upserts.length ? 'answered' : null, replies: surveyUpserts.length ? 'replied' : null }),
    content: (written) => {
      const { answers: stored, replies: saved } = (written ?? { answers: [], replies: [] }) as {
        answers: SkillAnswer[];
        replies: Array<{ question_id: number; answer: string }>;
      };
      const answers = new Map<number, SkillAnswer | null>([...removals.map((id) => [id, null] as const), ...stored.map((a) => [a.skill_id, a] as const)]);
      const replies = new Map<number, string | null>([
        ...surveyRemovals.map((id) => [id, null] as const),
        ...saved.map((r) => [r.question_id, r.answer] as const),
      ]);
      return {
        ...content,
        skills: skills.map((s) => (answers.has(s.id) ? { ...s, answer: answers.get(s.id)! } : s)),
        survey: survey.map((q) => (replies.has(q.id) ? { ...q, answer: replies.get(q.id)! } : q)),
      };
    },
  };
}
