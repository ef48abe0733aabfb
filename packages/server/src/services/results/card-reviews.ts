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
export async function cardReviews(runner: Runner, projectId: number, employeeId: number, periodId: number): Promise<CardReview[]> {
  const rows = await runner
    .select()
    .from(performanceCardReviews)
    .where(
      and(eq(performanceCardReviews.projectId, projectId), eq(performanceCardReviews.employeeId, employeeId), eq(performanceCardReviews.periodId, periodId)),
    )
    .orderBy(asc(performanceCardReviews.createdAt), asc(performanceCardReviews.id));
  return rows.map(present);
}

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
