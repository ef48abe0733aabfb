import { z } from 'zod';
import { readFile } from '../services/files/files.ts';
import type { RouteModule } from './types.ts';

export const fileRoutes: RouteModule = (app, deps) => {
  app.get('/files/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['files'],
      summary: 'An uploaded image (logo, avatar) by its unguessable id',
      params: z.object({ id: z.string() }),
    },
    handler: async (request, reply) => {
      const file = await readFile(deps, request.params.id);
      return reply
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  });
};
