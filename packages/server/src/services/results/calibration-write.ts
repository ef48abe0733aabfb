import {
  maxCalibratedScore,
  type calibrateBodySchema,
  type GradeRange,
  type gradeTargetsBodySchema,
  type NineBoxCell,
  type PanelRow,
} from '@performa/contracts/api/results';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { calibrationChanges } from '../../db/schema.ts';
import { AppError, FieldError, forbidden, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { departmentScope, getEmployee, getFrequency, requireProject } from '../scope.ts';
import { changeProjectSettings, projectSettingsOf } from '../settings/project-settings.ts';
import { finalScoreScale, gradeRanges, storedBox, type ScaleRange } from './calibration.ts';
import { PANEL_COLUMNS, toPanelRow, type RowRecord } from './panel.ts';
import { PERSON_JOINS } from './person-columns.ts';

/**
 * The admin's calibration writes (docs/product.md §4.10, §5.7): one person's after-calibration score and
 * 9-box placement, each change with its reason in the audit trail, and the target distribution over the
 * final score scale. Each runs in one transaction; the round's row is locked first, so that a change
 * and the release of the round (services/results/release.ts) never cross.
 */

type CalibrateBody = z.output<typeof calibrateBodySchema>;

export const calibrationClosed = () => new AppError(409, 'calibration_closed', 'errors.calibrationClosed');
export const noResult = () => new AppError(409, 'no_result', 'errors.noResult');

/**
 * The round's row, locked until the transaction ends: the release state read under it holds while the transaction
 * writes. FOR NO KEY UPDATE excludes another calibration write, a release and the round's deletion, but not the
 * foreign key checks of a concurrent recompute (rows of skill_party_sums and evaluation_results refer to the round):
 * with FOR UPDATE, a calibration waiting for a result row that a recompute holds, while that recompute waits to
 * check its key against the round, was a deadlock.
 */
export async function lockRound(tx: Runner, frequencyId: number): Promise<{ released_at: Date | string | null }> {
  const [row] = await rowsOf<{ released_at: Date | string | null }>(tx, sql`select released_at from frequencies where id = ${frequencyId} for no key update`);
  // Deleted since it was read: as if it never existed.
  if (!row) throw notFound();
  return row;
}

/** The caller's name as the trail keeps it (it stays when the account goes). */
export async function actorName(tx: Runner, accountId: number): Promise<string> {
  const [row] = await rowsOf<{ name: string }>(tx, sql`select first_name || ' ' || last_name as name from accounts where id = ${accountId}`);
  return row?.name ?? '';
}

/** One person's result in a round as the panel shows it to an admin (the original final score and the after-calibration one). */
export async function adminPanelRow(runner: Runner, frequencyId: number, employeeId: number, ranges: readonly ScaleRange[]): Promise<PanelRow | null> {
  const [r] = await rowsOf<RowRecord>(
    runner,
    sql`select ${PANEL_COLUMNS}
      from evaluation_results r join employees em on em.id = r.employee_id ${PERSON_JOINS}
      where r.frequency_id = ${frequencyId} and r.employee_id = ${employeeId}`,
  );
  return r ? toPanelRow(r, ranges) : null;
}

/**
 * wizard/calibrate-final-score-scale/ (POST): sets (or with null reverts) a person's after-calibration
 * score and/or 9-box placement. Each field that changes adds one row to the trail (who, when, the
 * original final score, before, after, the reason); a field given with its current value adds none.
 * 400: an after-calibration score outside 0 to the project's maximum achievement × 100 (the most a final
 * score can reach there, docs/product.md §3.12); 404: the round or the person is not the caller's (another
 * project or company, outside the department scope); 409: the round is released (calibration closed), or the
 * person has no final score in it.
 */
export async function calibrate(ctx: ServiceContext, body: CalibrateBody): Promise<PanelRow> {
  const projectId = requireProject(ctx);
  const round = await getFrequency(ctx, body.frequency_id);
  const employee = await getEmployee(ctx, body.employee_id);
  const settings = await projectSettingsOf(ctx);
  const maxScore = maxCalibratedScore(settings.maxAchievement);
  const score = body.after_calibration_score;
  if (typeof score === 'number' && (score < 0 || score > maxScore)) {
    throw new FieldError({ after_calibration_score: ['validation.calibratedScoreRange'] }, { max: maxScore });
  }
  const ranges = await finalScoreScale(ctx.deps.db, projectId, settings.finalScoreTemplateId, ctx.lang);

  return ctx.deps.db.transaction(async (tx) => {
    if ((await lockRound(tx, round.id)).released_at !== null) throw calibrationClosed();
    const [current] = await rowsOf<{ final_score: number | null; calibrated_score: number | null; calibrated_box: string | null }>(
      tx,
      sql`select final_score, calibrated_score, calibrated_box from evaluation_results
        where frequency_id = ${round.id} and employee_id = ${employee.id} and project_id = ${projectId} for update`,
    );
    if (!current || current.final_score === null) throw noResult();

    const finalScore = current.final_score;
    const beforeScore = current.calibrated_score;
    const beforeBox = storedBox(current.calibrated_box);
    const afterScore = body.after_calibration_score === undefined ? beforeScore : body.after_calibration_score;
    const afterBox: NineBoxCell | null = body.box === undefined ? beforeBox : body.box;
    const common = {
      companyId: ctx.actor.companyId,
      projectId,
      frequencyId: round.id,
      employeeId: employee.id,
      accountId: ctx.actor.accountId,
      actorName: await actorName(tx, ctx.actor.accountId),
      finalScore,
      reason: body.reason,
      createdAt: ctx.deps.clock.now(),
    };
    const trail: Array<typeof calibrationChanges.$inferInsert> = [];
    if (afterScore !== beforeScore) trail.push({ ...common, action: 'score', beforeScore, afterScore });
    if (afterBox !== beforeBox) trail.push({ ...common, action: 'box', beforeBox, afterBox });
    if (trail.length) {
      await rowsOf(
        tx,
        sql`update evaluation_results set calibrated_score = ${afterScore}, calibrated_box = ${afterBox}
          where frequency_id = ${round.id} and employee_id = ${employee.id}`,
      );
      await tx.insert(calibrationChanges).values(trail);
    }
    return (await adminPanelRow(tx, round.id, employee.id, ranges))!;
  });
}

/**
 * wizard/calibrate-final-score-scale/targets/ (PUT): the target share (percent) per range of the
 * project's final score scale; the list replaces the earlier targets. A range that is not in the scale
 * (or named twice) is a field error. The targets are the project's: an admin limited to some
 * departments may not change them (403).
 */
export async function saveGradeTargets(ctx: ServiceContext, body: z.output<typeof gradeTargetsBodySchema>): Promise<{ grades: GradeRange[] }> {
  const projectId = requireProject(ctx);
  if ((await departmentScope(ctx)) !== null) throw forbidden();
  // Under the settings row's lock: the scale read is the one the targets are checked against.
  return changeProjectSettings(ctx, async (tx, settings) => {
    const ranges = await finalScoreScale(tx, projectId, settings.finalScoreTemplateId, ctx.lang);
    const known = new Set(ranges.map((r) => r.id));
    const seen = new Set<number>();
    for (const target of body.targets) {
      if (!known.has(target.range_id)) throw new FieldError({ targets: ['validation.notFoundRef'] });
      if (seen.has(target.range_id)) throw new FieldError({ targets: ['validation.duplicateEntry'] });
      seen.add(target.range_id);
    }
    const targets = Object.fromEntries(body.targets.map((t) => [String(t.range_id), t.share]));
    return { patch: { gradeTargets: targets }, answer: { grades: gradeRanges(ranges, targets) } };
  });
}
