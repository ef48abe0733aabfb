import type { ReleaseResult, releaseBodySchema, reopenCalibrationBodySchema } from '@performa/contracts/api/results';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { calibrationChanges } from '../../db/schema.ts';
import { AppError, forbidden } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import type { AppDeps } from '../deps.ts';
import { deliverNotice, noticeRecipients, roundParams } from '../notifications/deliver.ts';
import { departmentScope, getFrequency, requireProject } from '../scope.ts';
import { actorName, lockRound } from './calibration-write.ts';

/**
 * Closing and reopening calibration (docs/product.md §5.7): closing releases the round's results
 * (`frequencies.released_at`), adds a row to the trail and tells every evaluatee with a score, in the
 * app and by email, in their own language; from then on they (and their manager) see the round.
 * Reopening, with a reason, hides it again where the project hides results before calibration. Both
 * change the whole round, so an admin limited to some departments may not do them (403).
 */

export const alreadyReleased = () => new AppError(409, 'already_released', 'errors.alreadyReleased');
export const notReleased = () => new AppError(409, 'not_released', 'errors.notReleased');

/** The performance card a release notice links to: the evaluatee's card of the round's period. */
export const cardLink = (employeeId: number, periodId: number) => `/performance-card/${employeeId}/${periodId}`;

async function roundWide(ctx: ServiceContext, frequencyId: number) {
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, frequencyId);
  if ((await departmentScope(ctx)) !== null) throw forbidden();
  return { projectId, round };
}

/**
 * One notification and one email per evaluatee of the round with a score (after calibration, else final):
 * "your results of round R are released", linking to their performance card. Returns how many were told.
 */
async function noticeResultsReleased(deps: AppDeps, tx: Runner, input: { companyId: number; projectId: number; frequencyId: number; periodId: number }) {
  const round = await roundParams(tx, input.frequencyId);
  if (!round) return 0;
  const scored = await rowsOf<{ employee_id: number }>(
    tx,
    sql`select employee_id from evaluation_results
      where frequency_id = ${input.frequencyId} and project_id = ${input.projectId} and coalesce(calibrated_score::float8, final_score) is not null
      order by employee_id`,
  );
  const recipients = (
    await noticeRecipients(
      tx,
      scored.map((r) => ({ employeeId: r.employee_id, count: 1 })),
    )
  ).filter((r) => r.companyId === input.companyId);
  await deliverNotice(
    deps,
    tx,
    {
      kind: 'results_released',
      email: 'resultsReleased',
      body: 'emails.resultsReleasedNotice',
      params: { round: round.round, period: round.period },
      link: (r) => cardLink(r.employeeId, input.periodId),
    },
    recipients,
  );
  return recipients.length;
}

/** wizard/calibrate-final-score-scale/release/: closes calibration of the round and notifies its evaluatees (409 when already released). */
export async function releaseResults(ctx: ServiceContext, body: z.output<typeof releaseBodySchema>): Promise<ReleaseResult> {
  const { projectId, round } = await roundWide(ctx, body.frequency_id);
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    if ((await lockRound(tx, round.id)).released_at !== null) throw alreadyReleased();
    await rowsOf(tx, sql`update frequencies set released_at = ${now.toISOString()}::timestamptz where id = ${round.id}`);
    await tx.insert(calibrationChanges).values({
      companyId: ctx.actor.companyId,
      projectId,
      frequencyId: round.id,
      employeeId: null,
      action: 'release',
      accountId: ctx.actor.accountId,
      actorName: await actorName(tx, ctx.actor.accountId),
      createdAt: now,
    });
    const notified = await noticeResultsReleased(ctx.deps, tx, { companyId: ctx.actor.companyId, projectId, frequencyId: round.id, periodId: round.periodId });
    return { released_at: now.toISOString(), notified };
  });
}

/** wizard/calibrate-final-score-scale/reopen/: reopens calibration of a released round, with a reason (409 when not released). */
export async function reopenCalibration(ctx: ServiceContext, body: z.output<typeof reopenCalibrationBodySchema>): Promise<ReleaseResult> {
  const { projectId, round } = await roundWide(ctx, body.frequency_id);
  const now = ctx.deps.clock.now();
  return ctx.deps.db.transaction(async (tx) => {
    if ((await lockRound(tx, round.id)).released_at === null) throw notReleased();
    await rowsOf(tx, sql`update frequencies set released_at = null where id = ${round.id}`);
    await tx.insert(calibrationChanges).values({
      companyId: ctx.actor.companyId,
      projectId,
      frequencyId: round.id,
      employeeId: null,
      action: 'reopen',
      accountId: ctx.actor.accountId,
      actorName: await actorName(tx, ctx.actor.accountId),
      reason: body.reason,
      createdAt: now,
    });
    return { released_at: null, notified: 0 };
  });
}
