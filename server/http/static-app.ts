import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { ERROR_CODES } from '../../domain/api';
import { serveAppIcons } from './app-icons';
import { styleNonceFor } from './security-headers';
import type { FastifyInstance, FastifyReply } from 'fastify';

export const API_PREFIX = '/api/v1';

/** Written in src/index.html; each answer puts its own style nonce there (src/main.tsx hands it to the toasts). */
export const CSP_NONCE_SLOT = '__CSP_NONCE__';

/** Parcel names each bundle after its content (`index.3f9a1c2e.js`): a new build never reuses a name. */
const HASHED = /\.[0-9a-f]{8}\.[a-z0-9]+$/i;

/** Hashed bundles are kept for a year; the page that names them must always be fresh; the rest for an hour. */
function cachingOf(file: string): string {
  if (file.endsWith('.html')) return 'no-cache';
  return HASHED.test(file) ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
}

// A missing bundle must answer 404, not the page: a browser would try to run index.html as a script.
const ASSET = /\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|webmanifest)$/i;

/**
 * Serves the built app from the same origin as the API. Unknown API paths answer ROUTE_NOT_FOUND;
 * any other GET that wants a page gets index.html so client routes survive a reload.
 */
export async function serveApp(app: FastifyInstance, staticDir: string): Promise<void> {
  const hasApp = existsSync(join(staticDir, 'index.html'));
  const built = hasApp ? readFileSync(join(staticDir, 'index.html'), 'utf8') : '';
  const page = hasApp ? serveAppIcons(app, staticDir, built) : '';
  const sendPage = (reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(page.replaceAll(CSP_NONCE_SLOT, styleNonceFor(reply)));
  if (hasApp) {
    await app.register(fastifyStatic, {
      root: staticDir,
      index: false,
      // The build writes .br and .gz beside each text file (scripts/precompress.mjs): sent as asked, never compressed again.
      preCompressed: true,
      // Set here rather than by `send`, whose header would win over setHeaders'.
      cacheControl: false,
      setHeaders: (res, path) => res.setHeader('cache-control', cachingOf(path.replace(/\.(br|gz)$/, ''))),
    });
    app.get('/', (_request, reply) => sendPage(reply));
    app.get('/index.html', (_request, reply) => sendPage(reply));
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const isApi = path === '/api' || path.startsWith('/api/');
    const wantsPage = !isApi && !ASSET.test(path) && !path.startsWith('/socket.io');
    if (wantsPage && hasApp && (request.method === 'GET' || request.method === 'HEAD')) {
      return sendPage(reply);
    }
    return reply.status(404).send({
      success: false,
      code: ERROR_CODES.routeNotFound,
      message: `Route ${request.method} ${path} not found`,
      errors: [],
    });
  });
}
