import { systemRoutes as api } from '@performa/contracts/routes/system';
import { serve } from './serve.ts';
import type { ApiInstance } from './types.ts';

export const VERSION = '0.1.0';

/** `ping` answers whether the database is reachable (Database.ping): 200 when it is, else 503 with the same body. */
export function healthRoutes(app: ApiInstance, ping: () => Promise<boolean>) {
  serve(app, api.health, async (_request, reply) => {
    if (await ping()) return { status: 'ok' as const, database: 'up' as const, version: VERSION };
    return reply.code(503).send({ status: 'degraded', database: 'down', version: VERSION });
  });
}
