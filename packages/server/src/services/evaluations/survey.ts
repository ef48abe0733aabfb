import type { SurveyQuestion, surveyQuestionBodySchema } from '@performa/contracts/api/evaluations';
import { and, asc, eq, notInArray } from 'drizzle-orm';
import type { z } from 'zod';
import { surveyAnswers, surveyQuestions } from '../../db/schema.ts';
import { notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { inProject, requireProject } from '../scope.ts';

/** The survey of the project's evaluation forms (docs/product.md §5.10): questions with their answer options. */

type Body = z.output<typeof surveyQuestionBodySchema>;
type Row = typeof surveyQuestions.$inferSelect;

const toView = (q: Row): SurveyQuestion => ({ id: q.id, question: q.question, options: q.options, position: q.position });

export async function listSurveyQuestions(ctx: ServiceContext): Promise<SurveyQuestion[]> {
  const rows = await ctx.deps.db
    .select()
    .from(surveyQuestions)
    .where(inProject(ctx, surveyQuestions))
    .orderBy(asc(surveyQuestions.position), asc(surveyQuestions.id));
  return rows.map(toView);
}

export async function createSurveyQuestion(ctx: ServiceContext, body: Body): Promise<SurveyQuestion> {
  const [row] = await ctx.deps.db
    .insert(surveyQuestions)
    .values({ companyId: ctx.actor.companyId, projectId: requireProject(ctx), question: body.question, options: body.options, position: body.position })
    .returning();
  return toView(row!);
}

/** Changes a question; answers given to an option no longer offered are removed with it, in one transaction. */
export async function updateSurveyQuestion(ctx: ServiceContext, id: number, body: Body): Promise<SurveyQuestion> {
  return ctx.deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(surveyQuestions)
      .set({ question: body.question, options: body.options, position: body.position })
      .where(and(eq(surveyQuestions.id, id), inProject(ctx, surveyQuestions)))
      .returning();
    if (!row) throw notFound();
    await tx
      .delete(surveyAnswers)
      // At most MAX_SURVEY_OPTIONS parameters (the body's bound).
      .where(and(eq(surveyAnswers.questionId, row.id), eq(surveyAnswers.projectId, row.projectId), notInArray(surveyAnswers.answer, row.options)));
    return toView(row);
  });
}

/** Deletes a question with its answers. */
export async function deleteSurveyQuestion(ctx: ServiceContext, id: number): Promise<void> {
  const [row] = await ctx.deps.db
    .delete(surveyQuestions)
    .where(and(eq(surveyQuestions.id, id), inProject(ctx, surveyQuestions)))
    .returning({ id: surveyQuestions.id });
  if (!row) throw notFound();
}
