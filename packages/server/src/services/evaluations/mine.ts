import type { EvaluationKind, myEvaluationsQuerySchema, MyEvaluation } from '@performa/contracts/api/evaluations';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { listLock } from './details.ts';
import { formSettings } from './form-settings.ts';
import { evaluatorReach, selectEvaluations } from './rows.ts';

/**
 * /evaluate (docs/product.md §5.5, §7.4): the caller's evaluations of one kind in the selected project,
 * activated and not terminated, to do (not completed), done or all; by the round's end date, then the
 * evaluatee's name. Two statements whatever the length of the list.
 */
export async function myEvaluations(
  ctx: ServiceContext,
  kind: EvaluationKind,
  query: z.output<typeof myEvaluationsQuerySchema>,
): Promise<{ results: MyEvaluation[] }> {
  const status = query.status === 'todo' ? sql`and e.completed_at is null` : query.status === 'done' ? sql`and e.completed_at is not null` : sql``;
  const [rows, settings] = await Promise.all([
    selectEvaluations(ctx.deps.db, {
      where: sql`${evaluatorReach(ctx)} and e.kind = ${kind} ${status}`,
      orderBy: sql`f.end_date, ee.first_name, ee.last_name, e.id`,
    }),
    projectSettingsOf(ctx).then((project) => formSettings(ctx.deps.db, project, ctx.lang)),
  ]);
  const today = todayOf(ctx.deps.clock);
  return { results: rows.map(({ record, evaluation }) => ({ ...evaluation, editable: listLock(record, today, settings) === null })) };
}
