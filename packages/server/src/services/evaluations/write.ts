import type { EvaluationKind, EvaluationParty } from '@performa/contracts/api/evaluations';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf, slices, type Runner } from '../../db/raw.ts';
import type { ServiceContext } from '../context.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { requireProject } from '../scope.ts';

/**
 * Writing evaluations and their history (docs/product.md §5.1, §5.4): set-based, whatever the number
 * of rows, each statement with a fixed number of parameters (arrays, not a parameter per row).
 */

export interface NewEvaluation {
  evaluateeId: number;
  evaluatorId: number;
  party: EvaluationParty;
  kind: EvaluationKind;
}

/** Words of a fixed vocabulary (parties, kinds) as one `text[]` value. */
const wordArray = (words: readonly string[]) => sql`${`{${words.join(',')}}`}::text[]`;

/**
 * Inserts evaluations of a round (inactive), skipping those that already exist (same evaluatee,
 * evaluator, round and kind), and writes a 'created' event for each one inserted, by the caller.
 * Returns the ids inserted with their kinds.
 */
export async function insertEvaluations(
  ctx: ServiceContext,
  runner: Runner,
  frequencyId: number,
  rows: readonly NewEvaluation[],
): Promise<Array<{ id: number; kind: EvaluationKind }>> {
  const projectId = requireProject(ctx);
  const now = ctx.deps.clock.now().toISOString();
  const inserted: Array<{ id: number; kind: EvaluationKind }> = [];
  for (const slice of slices(rows)) {
    const found = await rowsOf<{ id: number; kind: EvaluationKind }>(
      runner,
      sql`with ins as (
          insert into evaluations (company_id, project_id, frequency_id, evaluatee_id, evaluator_id, party, kind, created_at)
          select ${ctx.actor.companyId}, ${projectId}, ${frequencyId}, x.evaluatee_id, x.evaluator_id, x.party, x.kind, ${now}::timestamptz
          from unnest(${intArray(slice.map((r) => r.evaluateeId))}, ${intArray(slice.map((r) => r.evaluatorId))},
            ${wordArray(slice.map((r) => r.party))}, ${wordArray(slice.map((r) => r.kind))}) as x(evaluatee_id, evaluator_id, party, kind)
          on conflict (frequency_id, evaluatee_id, evaluator_id, kind) do nothing
          returning id, kind
        ), events as (
          insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id, created_at)
          select ${ctx.actor.companyId}, ${projectId}, id, 'created', ${ctx.actor.accountId}, ${now}::timestamptz from ins
        )
        select id, kind from ins order by id`,
    );
    inserted.push(...found);
  }
  // New evaluations are not completed: no rating counts yet.
  await recomputeResults(runner, { projectId, frequencyIds: [frequencyId], employeeIds: [...new Set(rows.map((r) => r.evaluateeId))], ratingsUnchanged: true });
  return inserted;
}

/** Writes one event per evaluation, by the caller, at the clock's time. */
export async function recordEvents(ctx: ServiceContext, runner: Runner, ids: readonly number[], action: 'reopened'): Promise<void> {
  if (ids.length === 0) return;
  await runner.execute(
    sql`insert into evaluation_events (company_id, project_id, evaluation_id, action, account_id, created_at)
      select ${ctx.actor.companyId}, ${requireProject(ctx)}, id, ${action}, ${ctx.actor.accountId}, ${ctx.deps.clock.now().toISOString()}::timestamptz
      from unnest(${intArray(ids)}) as id`,
  );
}
