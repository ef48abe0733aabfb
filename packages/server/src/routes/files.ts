import { errorSchema } from '@performa/contracts/api/common';
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IMAGE_TYPES } from '../lib/images.ts';
import { readFile } from '../services/files/files.ts';
import type { RouteModule } from './types.ts';

export const fileRoutes: RouteModule = (app, deps) => {
  app.get('/files/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['files'],
      summary: 'An uploaded image (logo, avatar) by its unguessable id',
      params: z.object({ id: z.string() }),
      produces: IMAGE_TYPES,
      response: { 404: errorSchema.describe('No such file') },
    },
    handler: async (request, reply) => {
      const file = await readFile(deps, request.params.id);
      return (reply as FastifyReply)
        .type(file.contentType)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .header('content-security-policy', "default-src 'none'")
        .send(file.bytes);
    },
  });
};
