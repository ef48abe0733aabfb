import type { EvaluationKind, myEvaluationsQuerySchema, MyEvaluation } from '@performa/contracts/api/evaluations';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { requireProject } from '../scope.ts';
import { listLock } from './details.ts';
import { ratingTemplateReady } from './form-settings.ts';
import { evaluatorReach, selectEvaluations } from './rows.ts';

/**
 * /evaluate (docs/product.md §5.5, §7.4): the caller's evaluations of one kind in the selected project,
 * activated and not terminated, to do (not completed), done or all; by the round's end date, then the
 * evaluatee's name. One statement whatever the length of the list: the rows, and whether the project's rating
 * template is ready (without it no skill form can be saved), read alongside them.
 */
export async function myEvaluations(
  ctx: ServiceContext,
  kind: EvaluationKind,
  query: z.output<typeof myEvaluationsQuerySchema>,
): Promise<{ results: MyEvaluation[] }> {
  const status = query.status === 'todo' ? sql`and e.completed_at is null` : query.status === 'done' ? sql`and e.completed_at is not null` : sql``;
  const rows = await selectEvaluations<{ rating_template_ready: boolean }>(ctx.deps.db, {
    where: sql`${evaluatorReach(ctx)} and e.kind = ${kind} ${status}`,
    orderBy: sql`f.end_date, ee.first_name, ee.last_name, e.id`,
    also: sql`${ratingTemplateReady(requireProject(ctx))} as rating_template_ready`,
  });
  const today = todayOf(ctx.deps.clock);
  return { results: rows.map(({ record, evaluation }) => ({ ...evaluation, editable: listLock(record, today, record.rating_template_ready) === null })) };
}
