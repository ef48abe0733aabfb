import type { ServiceContext } from './context.ts';
import { todayOf } from './deps.ts';

/**
 * A dashboard or report as computed for this caller, kept briefly (ADR 33, lib/read-cache.ts): the answer
 * of `name` for `input` depends on the company, the project, the caller (their role, department scope and
 * person), the language and today's date, so all of them are in its key; any write of the company drops it, but a
 * read of one person's results (`person`) outlives the writes declared to change only others' (`writesResultsOf`).
 */
export function cachedRead<T>(ctx: ServiceContext, name: string, input: unknown, compute: () => Promise<T>, person?: number): Promise<T> {
  const key = JSON.stringify([name, ctx.projectId, ctx.actor.accountId, ctx.lang, todayOf(ctx.deps.clock), input]);
  return ctx.deps.reads.read(ctx.actor.companyId, key, compute, person);
}

/**
 * Declares that the request's write changed the results of `persons` only (ADR 46): a form's answers, which count
 * in their evaluatee's results and in the company's figures (the panel, the dashboards, the reports), and in no
 * one else's card. A kept read given `person` (a card) then outlives the write when it is another person's.
 */
export function writesResultsOf(ctx: ServiceContext, persons: readonly number[]) {
  ctx.writeReach = persons;
}
