import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { translate } from '@performa/contracts/i18n/translate';
import type { FastifyInstance } from 'fastify';
import Router, { type HTTPMethod } from 'find-my-way';
import { requestLanguage } from './errors.ts';

/**
 * What answers when no route matches: 405 with Allow for a known API path asked with another method,
 * a JSON 404 for any other API path or a missing file, and the web app's index.html for the client's
 * routes (GET only).
 */

/** Call first, before any route is registered: every route's method and path go into an index. */
export function indexRoutes(app: FastifyInstance) {
  const index = Router();
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat() as HTTPMethod[]) {
      if (!index.find(method, route.url)) index.on(method, route.url, () => {});
    }
  });
  return {
    /** The methods the path answers to (empty for an unknown path). */
    allowed(url: string): string[] {
      const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;
      return methods.filter((m) => index.find(m, url));
    },
  };
}

const isApi = (url: string) => url === '/api' || url.startsWith('/api/');
/** A path naming a file (the web app's client-side routes never have an extension). */
const isFile = (url: string) => url.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(url.split('/').pop() ?? '');

/** Serves the built web app; any other path gets 405, 404 or index.html as described above. */
export function registerFallbacks(app: FastifyInstance, distDir: string, routes: ReturnType<typeof indexRoutes>) {
  const hasBuild = existsSync(path.join(distDir, 'index.html'));
  if (hasBuild) {
    app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the text files (packages/web/vite.config.ts): served by Accept-Encoding.
      preCompressed: true,
      setHeaders: (reply, filePath) => {
        reply.header('cache-control', filePath.includes(`${path.sep}assets${path.sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const lang = requestLanguage(request);
    const url = request.url.split('?')[0] ?? '';
    if (isApi(url)) {
      const allowed = routes.allowed(url);
      if (allowed.length) {
        return reply
          .code(405)
          .header('allow', allowed.join(', '))
          .send({ detail: translate(lang, 'errors.methodNotAllowed', { method: request.method }), code: 'method_not_allowed' });
      }
    }
    if (isApi(url) || isFile(url) || !hasBuild || (request.method !== 'GET' && request.method !== 'HEAD')) {
      return reply.code(404).send({ detail: translate(lang, 'errors.notFound'), code: 'not_found' });
    }
    return reply.header('cache-control', 'no-cache').type('text/html').sendFile('index.html');
  });
}
