import type { cardActionBodySchema, cardActionResultSchema, Evaluation } from '@performa/contracts/api/evaluations';
import { sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { retriedTransaction } from '../../db/locks.ts';
import { intArray, rowsOf } from '../../db/raw.ts';
import { AppError, FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { noticeCardsActivated } from '../notifications/evaluation-notices.ts';
import { recomputeEvaluatees, recomputeResults } from '../engine/recompute.ts';
import { getFrequency, requireProject } from '../scope.ts';
import { adminReach, getEvaluationForAdmin } from './rows.ts';
import { recordEvents } from './write.ts';

/**
 * The state of evaluation cards (docs/product.md §5.1, §5.4): activation (visible to the evaluator, who
 * is notified once), termination and reactivation, reopening a completed evaluation, deleting one
 * that has no answers yet. Each writes its evaluation_events row, by the caller.
 */

/** What each action changes: which evaluations it applies to, and the new values. */
const ACTIONS = {
  activate: { when: sql`e.activated_at is null and e.terminated_at is null`, column: sql`activated_at`, event: 'activated', set: true },
  terminate: { when: sql`e.terminated_at is null`, column: sql`terminated_at`, event: 'terminated', set: true },
  reactivate: { when: sql`e.terminated_at is not null`, column: sql`terminated_at`, event: 'reactivated', set: false },
} as const;

/**
 * wizard/activate-evaluation-card/: activates, terminates or reactivates the listed evaluations of the
 * round (or, with `all`, every one in the caller's reach), in one transaction. An id the caller does not
 * reach makes it a 404 and changes nothing. Activation notifies each evaluator once per request.
 */
export async function changeCards(ctx: ServiceContext, body: z.output<typeof cardActionBodySchema>): Promise<z.output<typeof cardActionResultSchema>> {
  const round = await getFrequency(ctx, body.frequency_id);
  if (!body.all && body.ids.length === 0) throw new FieldError({ ids: ['validation.required'] });
  const projectId = requireProject(ctx);
  const reach = sql`${await adminReach(ctx)} and e.frequency_id = ${round.id}`;
  const ids = [...new Set(body.ids)];
  const target: SQL = body.all ? reach : sql`${reach} and e.id = any(${intArray(ids)})`;
  const action = ACTIONS[body.action];
  const now = ctx.deps.clock.now().toISOString();

  return retriedTransaction(ctx.deps.db, async (tx) => {
    if (!body.all) {
      const [found] = await rowsOf<{ n: number }>(
        tx,
        sql`select count(*)::int as n from evaluations e join employees ee on ee.id = e.evaluatee_id where ${target}`,
      );
      if ((found?.n ?? 0) !== ids.length) throw notFound();
    }
    const changed = await rowsOf<{ evaluator_id: number; count: number }>(
      tx,
      sql`with targets as (
          select e.id from evaluations e join employees ee on ee.id = e.evaluatee_id where ${target} and ${action.when}
          for update of e
        ), changed as (
          update evaluations set ${action.column} = ${action.set ? sql`${now}::timestamptz` : sql`null`}
          where id in (select id from targets)
          returning id, evaluator_id
        ), events as (
          insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id, created_at)
          select ${ctx.actor.companyId}, ${projectId}, id, ${action.event}, ${ctx.actor.accountId}, ${now}::timestamptz from changed
        )
        select evaluator_id, count(*)::int as count from changed group by evaluator_id order by evaluator_id`,
    );
    const count = changed.reduce((n, r) => n + r.count, 0);
    if (body.action !== 'activate') await (body.all ? recomputeResults(tx, { projectId, frequencyIds: [round.id] }) : recomputeEvaluatees(tx, projectId, ids));
    const notified =
      body.action === 'activate' && changed.length
        ? await noticeCardsActivated(ctx.deps, tx, {
            companyId: ctx.actor.companyId,
            projectId,
            frequencyId: round.id,
            evaluators: changed.map((r) => ({ employeeId: r.evaluator_id, count: r.count })),
          })
        : 0;
    return { changed: count, notified };
  });
}

/** wizard/evaluation/{id}/reopen/: a completed evaluation becomes editable again for its evaluator. */
export async function reopenEvaluation(ctx: ServiceContext, id: number): Promise<Evaluation> {
  const { record } = await getEvaluationForAdmin(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    const reopened = await rowsOf<{ id: number }>(
      tx,
      sql`update evaluations set completed_at = null where id = ${record.id} and completed_at is not null returning id`,
    );
    if (reopened.length === 0) throw new AppError(409, 'evaluation_not_completed', 'errors.evaluationNotCompleted');
    await recordEvents(ctx, tx, [record.id], 'reopened');
    await recomputeEvaluatees(tx, record.project_id, [record.id]);
  });
  return (await getEvaluationForAdmin(ctx, id)).evaluation;
}

/** wizard/evaluation/{id}/: deletes an evaluation nobody has answered yet (else 409: terminate it instead). */
export async function deleteEvaluation(ctx: ServiceContext, id: number): Promise<void> {
  const { record } = await getEvaluationForAdmin(ctx, id);
  await retriedTransaction(ctx.deps.db, async (tx) => {
    const deleted = await rowsOf<{ id: number }>(
      tx,
      sql`delete from evaluations e where e.id = ${record.id} and e.saved_at is null and e.completed_at is null
          and not exists (select 1 from skill_answers a where a.evaluation_id = e.id)
          and not exists (select 1 from survey_answers s where s.evaluation_id = e.id)
        returning e.id`,
    );
    if (deleted.length === 0) throw new AppError(409, 'evaluation_has_answers', 'errors.evaluationHasAnswers');
    await recomputeResults(tx, { projectId: record.project_id, frequencyIds: [record.frequency_id], employeeIds: [record.evaluatee_id] });
  });
}
