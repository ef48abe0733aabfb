import type { RouteDef, RouteRequest, RouteResult } from '@performa/contracts/routes/define';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { ApiInstance } from './types.ts';

type Handler<D extends RouteDef> = (
  request: FastifyRequest & RouteRequest<D>,
  reply: FastifyReply,
) => Promise<RouteResult<D> | FastifyReply> | RouteResult<D> | FastifyReply;

/**
 * Registers one endpoint of the route table (contracts/routes): its method, path, access rule and
 * schemas come from the table, the handler from here. The handler returns the success answer (sent
 * with the route's status) or, for a download or an answer with its own status, the reply it sent.
 */
export function serve<D extends RouteDef>(app: ApiInstance, def: D, handler: Handler<D>): void {
  const response: Record<number, z.ZodType> = { ...def.errors };
  if (def.response) response[def.status] = def.response;
  else if (def.status === 204) response[204] = z.null().describe('Done');
  app.route({
    method: def.method,
    url: def.path,
    config: { access: def.access },
    schema: {
      tags: [...def.tags],
      summary: def.summary,
      ...(def.description ? { description: def.description } : {}),
      ...(def.params ? { params: def.params } : {}),
      ...(def.query ? { querystring: def.query } : {}),
      ...(def.body ? { body: def.body } : {}),
      ...(def.kind === 'upload' ? { consumes: ['multipart/form-data'] } : {}),
      ...(def.produces ? { produces: [...def.produces] } : {}),
      response,
    },
    handler: async (request, reply) => {
      const result = await handler(request as FastifyRequest & RouteRequest<D>, reply);
      if (result === reply || reply.sent) return reply;
      reply.code(def.status);
      return def.status === 204 ? reply.send() : result;
    },
  });
}
