import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '../../domain/api';
import type { FastifyInstance } from 'fastify';

export const API_PREFIX = '/api/v1';

// A missing bundle must answer 404, not the page: a browser would try to run index.html as a script.
const ASSET = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/i;

/**
 * Serves the built app from the same origin as the API. Unknown API paths answer ROUTE_NOT_FOUND;
 * any other GET that wants a page gets index.html so client routes survive a reload.
 */
export async function serveApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      maxAge: '1h',
      // Hashed bundles may be cached; the page that names them must always be fresh.
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
    app.get('/', (_request, reply) => reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false }));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = !isApi && !ASSET.test(path) && !path.startsWith('/socket.io');
    if (wantsPage && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return reply.header('cache-control', 'no-cache').sendFile('index.html', { cacheControl: false });
    }
    return reply.status(404).send({
      success: false,
      code: ERROR_CODES.routeNotFound,
      message: `Route ${request.method} ${path} not found`,
      errors: [],
    });
  });
}
