import { systemRoutes as api } from '@performa/contracts/routes/system';
import { readFile } from '../services/files/files.ts';
import { serve } from './serve.ts';
import type { RouteModule } from './types.ts';

/** Uploaded images (logos, avatars), public by their unguessable id. */
export const fileRoutes: RouteModule = (app, deps) => {
  serve(app, api.file, async (request, reply) => {
    const file = await readFile(deps, request.params.id);
    return reply
      .type(file.contentType)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('content-security-policy', "default-src 'none'")
      .send(file.bytes);
  });
};
