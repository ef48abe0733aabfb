import type { EvaluationDetails, EvaluationKind } from '@performa/contracts/api/evaluations';
import type { Language } from '@performa/contracts/i18n/languages';
import type { MessageKey } from '@performa/contracts/i18n/translate';
import { sql, type SQL } from 'drizzle-orm';
import { evaluateesLockedSql, retriedTransaction } from '../../db/locks.ts';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { AppError, FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { todayOf } from '../deps.ts';
import { recomputeEvaluations } from '../engine/recompute.ts';
import { projectSettingsOf, type ProjectSettings } from '../settings/project-settings.ts';
import { assertSavable, detailsOf, evaluatorForm, type EvaluationRow, type FormContent } from './details.ts';
import { writesResultsOf, writesResultsWith } from '../cached-read.ts';
import { restamped, type EvaluationRecord } from './rows.ts';

/**
 * Saving an evaluator's form (docs/product.md §5.5), the part both kinds share, optimistic (ADR 44): the evaluation
 * row with its version (PostgreSQL's xmin) and the form's content are read without a lock; the caller's right to
 * save it now is checked against them; the kind checks the request against that content and gives its writes as
 * data-modifying CTEs; then one statement stamps the evaluation (memo, evaluation date, saved_at; completed_at and a
 * 'submitted' event on submit) only while it is the version read, and writes the answers only if it stamped. A save
 * that finds the evaluation changed since its read (another save of it, a reopening) reads it again and tries again.
 * A draft of a skill form is that one statement, with no transaction around it; a submission and a goal save run it
 * and the recompute of what they move (§5.6) in one transaction. A skill form's statement also carries the notice of
 * the write to the other processes and, on submit, the locks of its evaluatee's recompute (ADR 47). Nothing changed
 * and no submit: 'Do not have any changes to save.'. The answer is the form as written, built from the content in hand
 * and what the writes returned: a save is the most frequent write of a round, and each round trip of it waits behind
 * every other request.
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
 * What a kind's writer asks to be done: whether anything differs from what was stored, its writes (`along`:
 * data-modifying CTEs, `name as (…)` separated by commas, sent in the save's one statement after the stamp, and
 * `returned`, an expression over them read back with it), and the content as it now is, given what `returned` read
 * (null without `along`): the values its statements returned put in place of those loaded. Each CTE writes only
 * under STAMPED, so that a save that lost its evaluation to another writes nothing; CTEs of one statement do not see
 * each other's effects, so a writer's writes must not read each other's.
 */
export interface Written {
  changed: boolean;
  along: { ctes: SQL; returned: SQL } | null;
  content(returned: unknown): FormContent;
}

/** The condition every CTE of a writer writes under: the save's stamp took (the evaluation is still the version read). */
export const STAMPED = sql`exists (select 1 from stamped)`;

/**
 * A writer's `along`: its CTEs (null: none), and `returned`, an object whose each key is the JSON array of the rows its
 * CTE returned (the CTE's name, or null when that CTE is not sent: an empty array).
 */
export function alongOf(ctes: SQL[], returning: Record<string, string | null>): Written['along'] {
  if (ctes.length === 0) return null;
  const lists = Object.entries(returning).map(
    ([key, cte]) => sql`${key}::text, ${cte === null ? sql`'[]'::json` : sql`(select coalesce(json_agg(w), '[]') from ${sql.identifier(cte)} w)`}`,
  );
  return { ctes: sql.join(ctes, sql`, `), returned: sql`json_build_object(${sql.join(lists, sql`, `)})` };
}

/** A kind's writer: checks the request against the content loaded (FieldError) and gives its writes; no statement of its own. */
export type Writer = (row: EvaluationRow, content: FormContent) => Written;

/** The stamped columns, as the update returns them (as LIST_COLUMNS of rows.ts reads them). */
type Stamp = Pick<EvaluationRecord, 'memo' | 'evaluation_date' | 'saved_at' | 'completed_at'>;

/** The evaluation changed between the save's read and its write (ADR 44): read again and try again. */
class Superseded extends Error {}

/** How many times a save reads and writes before it gives up on an evaluation that keeps changing under it. */
export const SAVE_ATTEMPTS = 3;

export async function saveForm(
  ctx: ServiceContext,
  id: number,
  kind: EvaluationKind,
  body: SaveRequest,
  lang: Language,
  write: Writer,
): Promise<EvaluationDetails> {
  const settings = await projectSettingsOf(ctx);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const saved = await saveOnce(ctx, id, kind, body, settings, write);
      // A goal save counts in the results of the people recomputed, its evaluatee's and its shared goals' holders', and
      // in the company's figures: the other people's cards kept stay (ADR 46). A skill form declared its one evaluatee.
      if (kind === 'goal') writesResultsOf(ctx, saved.reach);
      return detailsOf(ctx, saved.row, saved.content, [], { admin: false, lang });
    } catch (error) {
      if (!(error instanceof Superseded)) throw error;
      if (attempt >= SAVE_ATTEMPTS) throw new AppError(409, 'evaluation_changed', 'errors.evaluationChanged');
    }
  }
}

async function saveOnce(ctx: ServiceContext, id: number, kind: EvaluationKind, body: SaveRequest, settings: ProjectSettings, write: Writer) {
  const now = ctx.deps.clock.now().toISOString();
  const today = todayOf(ctx.deps.clock);
  const { row, content } = await evaluatorForm<{ version: string }>(ctx, id, kind, settings, sql`e.xmin::text as version`);
  assertSavable(row, content, today);
  const written = write(row, content);
  const memoChanged = body.memo !== undefined && body.memo !== row.record.memo;
  if (!written.changed && !memoChanged && !body.submit) throw new FieldError({ non_field_errors: ['errors.noChanges'] });
  const along = written.along;
  const { evaluatee_id: evaluatee, project_id: projectId } = row.record;
  // A skill form counts in its evaluatee's results only once submitted (a draft counts in no one's, §5.6; it shows in the
  // company's figures of progress): the notice to the other processes goes with the stamp, and a submission's recompute
  // (§5.6) is locked with it, after the row's lock (ADR 47). A goal save's reach (its shared goals' holders) is known
  // once its recompute ran: announced after it.
  const skill = kind === 'skill';
  const notice = skill ? writesResultsWith(ctx, body.submit ? [evaluatee] : []) : null;
  const locked = skill && body.submit ? evaluateesLockedSql(projectId, [evaluatee]) : null;
  // The stamp first: the kind's writes read it (STAMPED). Data-modifying CTEs all run, read or not.
  const statement = sql`with stamped as (
      update evaluations set memo = ${body.memo ?? row.record.memo}, evaluation_date = ${today}, saved_at = ${now}::timestamptz,
        completed_at = ${body.submit ? now : null}::timestamptz
      where id = ${id} and xmin = ${row.record.version}::xid
      returning id, company_id, project_id, memo, evaluation_date::text as evaluation_date, saved_at, completed_at
    )${along ? sql`, ${along.ctes}` : sql``}${
      body.submit
        ? sql`, submitted as (
      insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id, created_at)
      select company_id, project_id, id, 'submitted', ${ctx.actor.accountId}, ${now}::timestamptz from stamped
    )`
        : sql``
    }
    select memo, evaluation_date, saved_at, completed_at, ${along ? along.returned : sql`null`} as written${locked ? sql`, ${locked} as locked` : sql``}${
      notice ? sql`, ${notice} as noticed` : sql``
    } from stamped`;
  const stampOn = async (runner: Runner) => {
    // Planned once per connection (ADR 45): its shapes are few (which of the kind's CTEs a save sends, with or without
    // the submission's locks), and planning it took longer than running it.
    const [stamp] = await rowsOf<Stamp & { written: unknown }>(runner, statement, { planOnce: true });
    if (!stamp) throw new Superseded();
    const { memo, evaluation_date, saved_at, completed_at } = stamp;
    return { row: restamped(row, { memo, evaluation_date, saved_at, completed_at }), content: written.content(stamp.written), reach: [evaluatee] };
  };
  // A submission moves the evaluatee's scores; a goal save writes actuals that move G wherever the goals count (§5.6):
  // the recompute goes in the save's transaction, retried when it loses a deadlock (db/locks.ts).
  if (!body.submit && kind !== 'goal') return stampOn(ctx.deps.db);
  return retriedTransaction(ctx.deps.db, async (tx) => {
    const saved = await stampOn(tx);
    const recomputed = await recomputeEvaluations(tx, projectId, [{ frequency_id: row.record.frequency_id, evaluatee_id: evaluatee, kind }], {
      evaluateesLocked: locked !== null,
    });
    return { ...saved, reach: [...new Set([...saved.reach, ...recomputed])] };
  });
}
