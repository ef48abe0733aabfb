import type { FastifyReply, FastifyRequest } from 'fastify';
import { contextOf } from '../plugins/auth.ts';
import { PreparedJson } from '../plugins/compression.ts';
import { cachedRead } from '../services/cached-read.ts';
import type { ServiceContext } from '../services/context.ts';

/**
 * A dashboard's, report's, panel page's or card's answer to the request's caller, kept briefly (ADRs 33 and 43,
 * services/cached-read.ts) as it goes out: serialized once by the route's own response schema, and compressed once
 * per encoding (plugins/compression.ts), so that a read answered from memory costs little more than its bytes.
 */
export async function kept<Q, T extends object>(
  request: FastifyRequest,
  reply: FastifyReply,
  name: string,
  query: Q,
  compute: (ctx: ServiceContext, query: Q) => Promise<T>,
  /** The one person whose results the answer shows (a card, ADR 46); absent for figures of many. */
  person?: number,
): Promise<FastifyReply> {
  const ctx = contextOf(request);
  const answer = await cachedRead(
    ctx,
    name,
    query,
    async () => {
      // The route's serializer for its answer (200): the response schema's, as fastify would have run it.
      const json = reply.serializeInput((await compute(ctx, query)) as Record<string, unknown>, '200') as string;
      return new PreparedJson(Buffer.from(json));
    },
    person,
  );
  return answer.send(request, reply);
}
