import type { deleteEvaluationDataBodySchema, deleteEvaluationDataResultSchema } from '@performa/contracts/api/evaluations';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import { retriedTransaction } from '../../db/locks.ts';
import { rowsOf } from '../../db/raw.ts';
import { FieldError } from '../../lib/errors.ts';
import type { ServiceContext } from '../context.ts';
import { getProjectInCompany } from '../context.ts';
import { recomputeResults } from '../engine/recompute.ts';
import { requireProject } from '../scope.ts';

/**
 * The danger zone of the admin settings (docs/product.md §5.1): every evaluation of the selected project
 * with its answers, survey answers and history (they go with it), and the reminders sent, in one
 * transaction, once the project's name was typed exactly (irreversible).
 */
export async function deleteEvaluationData(
  ctx: ServiceContext,
  body: z.output<typeof deleteEvaluationDataBodySchema>,
): Promise<z.output<typeof deleteEvaluationDataResultSchema>> {
  const project = await getProjectInCompany(ctx, requireProject(ctx));
  if (body.confirm.trim() !== project.projectName.trim()) throw new FieldError({ confirm: ['validation.confirmProjectName'] });
  return retriedTransaction(ctx.deps.db, async (tx) => {
    await tx.execute(sql`delete from reminder_runs where company_id = ${ctx.actor.companyId} and project_id = ${project.id}`);
    const deleted = await rowsOf<{ n: number }>(
      tx,
      sql`with gone as (delete from evaluations where company_id = ${ctx.actor.companyId} and project_id = ${project.id} returning id)
        select count(*)::int as n from gone`,
    );
    await recomputeResults(tx, { projectId: project.id });
    return { deleted: deleted[0]?.n ?? 0 };
  });
}
