import { healthSchema } from '@performa/contracts/api/auth';
import type { ApiInstance } from './types.ts';

export const VERSION = '0.1.0';

/** `ping` answers whether the database is reachable (Database.ping). */
export function healthRoutes(app: ApiInstance, ping: () => Promise<boolean>) {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Liveness and database reachability',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const up = await ping();
      return reply.code(up ? 200 : 503).send({ status: up ? 'ok' : 'degraded', database: up ? 'up' : 'down', version: VERSION });
    },
  });
}
