import type { EvaluationDetails, EvaluationKind } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { retriedTransaction } from '../../db/locks.ts';
import { rowsOf } from '../../db/raw.ts';
import { FieldError, notFound } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { recomputeEvaluations } from '../engine/recompute.ts';
import { projectSettingsOf } from '../settings/project-settings.ts';
import { assertSavable, detailsOf, loadContent, type EvaluationRow, type FormContent } from './details.ts';
import { getEvaluationForEvaluator, restamped, type EvaluationRecord } from './rows.ts';

/**
 * Saving an evaluator's form (docs/product.md §5.5), the part both kinds share: one transaction that
 * reads and locks the evaluation row in one statement, loads the form's content once, checks that the caller
 * may save it now, lets the kind check and write its answers against that content, then stamps the
 * evaluation (memo, evaluation date, saved_at; completed_at and a 'submitted' event on submit) and
 * recomputes what the save moves (§5.6). Nothing changed and no submit: 'Do not have any changes to save.'.
 * The answer is the form as written, built from the content in hand and what the writes returned: a save
 * is the most frequent write of a round, and reading the whole form again after it doubled its round trips.
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

/**
 * What a kind's writer did or asks to be done: whether anything differs from what was stored, the writes it leaves
 * to the save's own statement (`along`: data-modifying CTEs, `name as (…)` separated by commas, sent in one statement
 * with the evaluation's stamp, and `returned`, an expression over them read back with it), and the content as it now
 * is, given what `returned` read (null without `along`): the values its statements returned put in place of those
 * loaded. A writer whose writes read each other's effects runs them itself and leaves nothing along.
 */
export interface Written {
  changed: boolean;
  along: { ctes: SQL; returned: SQL } | null;
  content(returned: unknown): FormContent;
}

export type Writer = (tx: Tx, row: EvaluationRow, content: FormContent) => Promise<Written>;

/** The stamped columns, as the update returns them (as LIST_COLUMNS of rows.ts reads them). */
type Stamp = Pick<EvaluationRecord, 'memo' | 'evaluation_date' | 'saved_at' | 'completed_at'>;

export async function saveForm(
  ctx: ServiceContext,
  id: number,
  kind: EvaluationKind,
  body: SaveRequest,
  lang: Language,
  write: Writer,
): Promise<EvaluationDetails> {
  const now = ctx.deps.clock.now().toISOString();
  const today = todayOf(ctx.deps.clock);
  const settings = await projectSettingsOf(ctx);
  // Retried when it loses a deadlock (db/locks.ts): the results locks of its recompute can meet another write's.
  const saved = await retriedTransaction(ctx.deps.db, async (tx) => {
    // One save of an evaluation at a time: its state is read and written under the row's lock, taken by the read.
    const row = await getEvaluationForEvaluator(ctx, id, tx, true);
    if (row.evaluation.kind !== kind) throw notFound();
    const content = await loadContent(tx, row, settings, ctx.lang);
    assertSavable(row, content, today);
    const written = await write(tx, row, content);
    const memoChanged = body.memo !== undefined && body.memo !== row.record.memo;
    if (!written.changed && !memoChanged && !body.submit) throw new FieldError({ non_field_errors: ['errors.noChanges'] });
    // The kind's writes go with the stamp: one round trip for a draft (data-modifying CTEs all run, read or not).
    const along = written.along;
    const [stamp] = await rowsOf<Stamp & { written: unknown }>(
      tx,
      sql`with ${along ? sql`${along.ctes}, ` : sql``}stamped as (
          update evaluations set memo = ${body.memo ?? row.record.memo}, evaluation_date = ${today}, saved_at = ${now}::timestamptz,
            completed_at = ${body.submit ? now : null}::timestamptz
          where id = ${id}
          returning id, company_id, project_id, memo, evaluation_date::text as evaluation_date, saved_at, completed_at
        )${
          body.submit
            ? sql`, submitted as (
          insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id, created_at)
          select company_id, project_id, id, 'submitted', ${ctx.actor.accountId}, ${now}::timestamptz from stamped
        )`
            : sql``
        }
        select memo, evaluation_date, saved_at, completed_at, ${along ? along.returned : sql`null`} as written from stamped`,
    );
    // A submission moves the evaluatee's scores; a goal save writes actuals that move G wherever the goals count (§5.6).
    if (body.submit || kind === 'goal') {
      await recomputeEvaluations(tx, row.record.project_id, [{ frequency_id: row.record.frequency_id, evaluatee_id: row.record.evaluatee_id, kind }]);
    }
    const { written: returned, ...stamped } = stamp!;
    return { row: restamped(row, stamped), content: written.content(returned) };
  });
  return detailsOf(ctx, saved.row, saved.content, [], { admin: false, lang });
}
