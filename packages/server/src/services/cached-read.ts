import type { ServiceContext } from './context.ts';
import { todayOf } from './deps.ts';

/**
 * A dashboard or report as computed for this caller, kept briefly (ADR 33, lib/read-cache.ts): the answer
 * of `name` for `input` depends on the company, the project, the caller (their role, department scope and
 * person), the language and today's date, so all of them are in its key; any write of the company drops it.
 */
export function cachedRead<T>(ctx: ServiceContext, name: string, input: unknown, compute: () => Promise<T>): Promise<T> {
  const key = JSON.stringify([name, ctx.projectId, ctx.actor.accountId, ctx.lang, todayOf(ctx.deps.clock), input]);
  return ctx.deps.reads.read(ctx.actor.companyId, key, compute);
}
