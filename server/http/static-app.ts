import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { ERROR_CODES } from '../../domain/api';

export const API_PREFIX = '/api/v1';

/**
 * Serves the built app from the same origin as the API. Unknown API paths answer ROUTE_NOT_FOUND;
 * any other GET that wants a page gets index.html so client routes survive a reload.
 */
export async function serveApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(join(staticDir, 'index.html'));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      wildcard: false,
      index: false,
      maxAge: '1h',
      // Hashed bundles may be cached; the page that names them must always be fresh.
      setHeaders: (res, path) => {
        if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    if (!isApi && hasApp && (request.method === 'GET' || request.method === 'HEAD') && !path.startsWith('/socket.io')) {
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
