import type { EvaluationDetails, EvaluationKind } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { evaluationEvents } from '../../db/schema.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { assertSavable, evaluationDetails, loadContent, type EvaluationRow, type FormContent } from './details.ts';
import { recomputeEvaluatees } from '../engine/recompute.ts';
import { getEvaluationForEvaluator } from './rows.ts';

/**
 * Saving an evaluator's form (docs/product.md §5.5), the part both kinds share: one transaction that
 * locks the evaluation row, checks that the caller may save it now, lets the kind write its answers,
 * then stamps the evaluation (memo, evaluation date, saved_at; completed_at and a 'submitted' event on
 * submit). Nothing changed and no submit: 'Do not have any changes to save.'.
 */

/** Field errors collected over a whole form, thrown at once. */
export class FormErrors {
  private readonly fields: Record<string, MessageKey[]> = {};
  add(field: string, key: MessageKey) {
    (this.fields[field] ??= []).push(key);
  }
  throwIfAny() {
    if (Object.keys(this.fields).length) throw new FieldError(this.fields);
  }
}

export interface SaveRequest {
  memo?: string;
  submit: boolean;
}

/** What a kind's writer did: whether anything differed from what was stored. */
export type Writer = (tx: Tx, row: EvaluationRow, content: FormContent) => Promise<{ changed: boolean }>;

export async function saveForm(
  ctx: ServiceContext,
  id: number,
  kind: EvaluationKind,
  body: SaveRequest,
  lang: Language,
  write: Writer,
): Promise<EvaluationDetails> {
  const now = ctx.deps.clock.now();
  const today = todayOf(ctx.deps.clock);
  const settings = await projectSettingsOf(ctx);
  // Retried when it loses a deadlock (db/locks.ts): the results locks of its recompute can meet another write's.
  await retriedTransaction(ctx.deps.db, async (tx) => {
    // One save of an evaluation at a time: its state is read and written under this lock.
    await tx.execute(sql`select id from evaluations where id = ${id} and company_id = ${ctx.actor.companyId} for update`);
    const row = await getEvaluationForEvaluator(ctx, id, tx);
    if (row.evaluation.kind !== kind) throw notFound();
    const content = await loadContent(tx, row, settings, ctx.lang);
    assertSavable(row, content, today);
    const { changed } = await write(tx, row, content);
    const memoChanged = body.memo !== undefined && body.memo !== row.record.memo;
    if (!changed && !memoChanged && !body.submit) throw new FieldError({ non_field_errors: ['errors.noChanges'] });
    await tx.execute(sql`
      update evaluations set memo = ${body.memo ?? row.record.memo}, evaluation_date = ${today}, saved_at = ${now.toISOString()},
        completed_at = ${body.submit ? now.toISOString() : null}
      where id = ${id}`);
    if (body.submit) {
      await tx.insert(evaluationEvents).values({
        companyId: row.record.company_id,
        projectId: row.record.project_id,
        evaluationId: id,
        action: 'submitted',
        accountId: ctx.actor.accountId,
        createdAt: now,
      });
    }
    if (body.submit || kind === 'goal') await recomputeEvaluatees(tx, row.record.project_id, [id]);
  });
  return evaluationDetails(ctx, await getEvaluationForEvaluator(ctx, id), { admin: false, lang });
}
