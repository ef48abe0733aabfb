import type { CardReview, cardReviewBodySchema, performanceCardQuerySchema } from '@performa/contracts/api/results';
import type { z } from 'zod';
import { and, asc, eq, sql } from 'drizzle-orm';
import { intArray, rowsOf, type Runner } from '../../db/raw.ts';
import { accounts, performanceCardReviews } from '../../db/schema.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getPeriod } from '../scope.ts';
import { roundsOf } from './person.ts';
import { roundVisible, viewPerson } from './visibility.ts';

/**
 * Reviews of a performance card (docs/product.md §5.8, §8.10): the employee acknowledges the card once a
 * round of the period is visible to them, and the employee, their direct manager or an admin comment on
 * it. Read and written by the card's viewers (anyone else: 404).
 */

type ReviewRow = typeof performanceCardReviews.$inferSelect;

const present = (r: ReviewRow): CardReview => ({
  id: r.id,
  author: r.authorName,
  author_role: r.authorRole,
  acknowledged: r.acknowledged,
  comment: r.comment,
  created_at: r.createdAt.toISOString(),
});

/** The reviews of one card, oldest first. */
async function cardReviews(runner: Runner, projectId: number, employeeId: number, periodId: number): Promise<CardReview[]> {
  const rows = await runner
    .select()
    .from(performanceCardReviews)
    .where(
      and(eq(performanceCardReviews.projectId, projectId), eq(performanceCardReviews.employeeId, employeeId), eq(performanceCardReviews.periodId, periodId)),
    )
    .orderBy(asc(performanceCardReviews.createdAt), asc(performanceCardReviews.id));
  return rows.map(present);
}

/** A review as reviewsSql reads it. */
export interface ReviewRecord {
  id: number;
  author: string;
  author_role: CardReview['author_role'];
  acknowledged: boolean;
  comment: string;
  /** The database's text of the timestamp, which drizzle makes a Date as it makes created_at one. */
  created_at: string;
}

/**
 * The reviews of one card as cardReviews reads them, oldest first, as one json value (a list of ReviewRecord; null for
 * none): a column of a statement that reads it beside other things.
 */
export const reviewsSql = (projectId: number, employeeId: number, periodId: number) =>
  sql<ReviewRecord[] | null>`(select json_agg(json_build_object('id', v.id, 'author', v.author_name, 'author_role', v.author_role,
      'acknowledged', v.acknowledged, 'comment', v.comment, 'created_at', v.created_at::text) order by v.created_at, v.id)
    from performance_card_reviews v where v.project_id = ${projectId} and v.employee_id = ${employeeId} and v.period_id = ${periodId})`;

export const toReview = (r: ReviewRecord): CardReview => ({
  id: r.id,
  author: r.author,
  author_role: r.author_role,
  acknowledged: r.acknowledged,
  comment: r.comment,
  created_at: new Date(r.created_at).toISOString(),
});

export async function listCardReviews(ctx: ServiceContext, query: z.output<typeof performanceCardQuerySchema>): Promise<CardReview[]> {
  const view = await viewPerson(ctx, query.employee);
  await getPeriod(ctx, query.period);
  return cardReviews(ctx.deps.db, view.projectId, view.employee.id, query.period);
}

export async function reviewCard(ctx: ServiceContext, body: z.output<typeof cardReviewBodySchema>): Promise<CardReview> {
  const view = await viewPerson(ctx, body.employee);
  await getPeriod(ctx, body.period);
  // The person's own record is theirs to acknowledge, also when they are an admin.
  const role = view.employee.accountId === ctx.actor.accountId ? 'self' : view.viewer;
  const acknowledged = body.acknowledged ?? false;
  if (acknowledged) {
    if (role !== 'self') throw new FieldError({ acknowledged: ['validation.invalid'] });
    const rounds = await roundsOf(ctx.deps.db, view.projectId, [body.period]);
    const visible = rounds.filter((r) => roundVisible({ viewer: 'self', settings: view.settings }, r)).map((r) => r.id);
    const [withResult] = visible.length
      ? await rowsOf<{ one: number }>(
          ctx.deps.db,
          sql`select 1 as one from evaluation_results
              where project_id = ${view.projectId} and employee_id = ${view.employee.id} and frequency_id = any(${intArray(visible)}) limit 1`,
        )
      : [];
    if (!withResult) throw new AppError(409, 'nothing_to_acknowledge', 'errors.nothingToAcknowledge');
  }
  const [author] = await ctx.deps.db.select({ first: accounts.firstName, last: accounts.lastName }).from(accounts).where(eq(accounts.id, ctx.actor.accountId));
  const [row] = await ctx.deps.db
    .insert(performanceCardReviews)
    .values({
      companyId: ctx.actor.companyId,
      projectId: view.projectId,
      employeeId: view.employee.id,
      periodId: body.period,
      accountId: ctx.actor.accountId,
      authorName: author ? `${author.first} ${author.last}` : '',
      authorRole: role,
      acknowledged,
      comment: body.comment ?? '',
    })
    .returning();
  return present(row!);
}
