import type { SQL } from 'drizzle-orm';
import type { ServiceContext } from './context.ts';
import { todayOf } from './deps.ts';

/**
 * A dashboard or report as computed for this caller, kept briefly (ADR 33, lib/read-cache.ts): the answer
 * of `name` for `input` depends on the company, the project, the caller (their role, department scope and
 * person), the language and today's date, so all of them are in its key; any write of the company drops it, but a
 * read of one person's results (`person`) outlives the writes declared to change only others' (`writesResultsOf`).
 */
export function cachedRead<T>(ctx: ServiceContext, name: string, input: unknown, compute: () => Promise<T>, person?: number): Promise<T> {
  const key = JSON.stringify([name, ctx.projectId, ctx.lang, todayOf(ctx.deps.clock), input]);
  return ctx.deps.reads.read(ctx.actor.companyId, ctx.actor.accountId, key, compute, person);
}

/**
 * Declares that the request's write changed the results of `persons` only (ADR 46): a form's answers, which count
 * in their evaluatee's results and in the company's figures (the panel, the dashboards, the reports), and in no
 * one else's card. A kept read given `person` (a card) then outlives the write when it is another person's, and what
 * the write makes stale is served to other accounts for a moment more (ADR 48).
 */
export function writesResultsOf(ctx: ServiceContext, persons: readonly number[]) {
  ctx.writeReach = persons;
}

/**
 * writesResultsOf for a write that makes its change in one transaction and can select the notice to the other processes
 * in it (ADR 47): the expression to select, which PostgreSQL sends when that transaction commits (and never when it
 * rolls back), a round trip fewer than the notice sent after the answer; null when there is no other process to tell.
 * The request's write is then not announced again.
 */
export function writesResultsWith(ctx: ServiceContext, persons: readonly number[]): SQL | null {
  writesResultsOf(ctx, persons);
  const notice = ctx.deps.notices.selected(ctx.actor.companyId, persons, ctx.actor.accountId);
  ctx.writeAnnounced = notice !== null;
  return notice;
}
