import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { rowsOf, type Runner } from '../../db/raw.ts';
import { recomputeResults } from './recompute.ts';

/**
 * Results computed by an older rule of the engine (projects.results_stale, set by the migration that changed the rule,
 * e.g. ADR 25's pooling of small peer parties): recomputed once at start-up, project by project, each in its own
 * transaction that clears the flag. Several processes starting at once recompute a project once: the row lock makes the
 * second wait and then find the flag cleared.
 */
export async function recomputeStaleProjects(db: Runner, logger?: Pick<Logger, 'info'>): Promise<number> {
  const stale = await rowsOf<{ id: number }>(db, sql`select id from projects where results_stale order by id`);
  let done = 0;
  for (const { id: projectId } of stale) {
    await db.transaction(async (tx) => {
      const [row] = await rowsOf<{ stale: boolean }>(tx, sql`select results_stale as stale from projects where id = ${projectId} for no key update`);
      if (!row?.stale) return;
      const started = Date.now();
      await recomputeResults(tx, { projectId });
      await tx.execute(sql`update projects set results_stale = false where id = ${projectId}`);
      logger?.info({ project: projectId, ms: Date.now() - started }, 'results recomputed under the current scoring rules');
      done += 1;
    });
  }
  return done;
}
