import type { FastifyRequest } from 'fastify';
import { contextOf } from '../plugins/auth.ts';
import { cachedRead } from '../services/cached-read.ts';
import type { ServiceContext } from '../services/context.ts';

/** A dashboard's, report's, panel page's or card's answer to the request's caller, kept briefly (ADRs 33 and 43, services/cached-read.ts). */
export function kept<Q, T>(request: FastifyRequest, name: string, query: Q, compute: (ctx: ServiceContext, query: Q) => Promise<T>): Promise<T> {
  const ctx = contextOf(request);
  return cachedRead(ctx, name, query, () => compute(ctx, query));
}
