import { randomBytes } from 'node:crypto';
import helmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { IncomingMessage } from 'node:http';

/** What the app's pages may load: its own files, and PDFs and images it made itself as blob: URLs. */
const APP_DIRECTIVES = {
  defaultSrc: ["'self'"],
  baseUri: ["'self'"],
  // No 'unsafe-inline' and no nonce that a page ever carries: an injected script cannot run, so cannot read the token.
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  // react-hot-toast writes its styles into a <style> element at run time: it carries the page's nonce (styleNonceFor).
  styleSrc: ["'self'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'", (request: IncomingMessage) => socketOrigins.get(request) ?? "'self'"],
  // Invoice documents and uploaded receipts are previewed in an iframe from a blob: URL (Chromium's PDF viewer).
  frameSrc: ["'self'", 'blob:'],
  objectSrc: ["'none'"],
  formAction: ["'self'"],
  frameAncestors: ["'none'"],
};

/**
 * Swagger UI (/api/docs) sets inline styles from its own bundle and shows the validator badge as
 * data: images; its pages hold no token and run only the plugin's own files.
 */
const API_DOCS_DIRECTIVES = { ...APP_DIRECTIVES, styleSrc: ["'self'", "'unsafe-inline'"] };

const HOST = /^(?:[\w.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** socket.io's websocket on this very origin (`'self'` covers it only in browsers that follow CSP level 3). */
const socketOrigins = new WeakMap<IncomingMessage, string>();

/**
 * Security headers on every answer: API, app, Swagger UI, errors and 404s. HSTS only when the
 * request came over HTTPS (with TRUST_PROXY, as the proxy's X-Forwarded-Proto says).
 */
export async function installSecurityHeaders(app: FastifyInstance, apiDocsPrefix: string): Promise<void> {
  app.addHook('onRequest', async (request) => {
    if (HOST.test(request.host)) socketOrigins.set(request.raw, `${request.protocol === 'https' ? 'wss' : 'ws'}://${request.host}`);
  });
  app.addHook('onRoute', (route) => {
    // No nonce there: a nonce would make the browser ignore 'unsafe-inline'.
    if (route.url.startsWith(apiDocsPrefix))
      route.helmet = { enableCSPNonces: false, contentSecurityPolicy: { directives: API_DOCS_DIRECTIVES, useDefaults: false } };
  });
  await app.register(helmet, {
    // Built once: only the app's page needs a nonce, and it adds its own (styleNonceFor), so an API answer pays nothing for it.
    enableCSPNonces: false,
    contentSecurityPolicy: { directives: APP_DIRECTIVES, useDefaults: false },
    // Reset and verification links carry their key in the address: it must never leave in a Referer.
    referrerPolicy: { policy: 'no-referrer' },
    xFrameOptions: { action: 'deny' },
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.raw.setHeader('strict-transport-security', 'max-age=31536000; includeSubDomains');
  });
}

/** A fresh style nonce for one answer of the app's page, added to the policy already set on it. */
export function styleNonceFor(reply: FastifyReply): string {
  const nonce = randomBytes(16).toString('hex');
  const policy = String(reply.getHeader('content-security-policy') ?? '');
  reply.header('content-security-policy', policy.replace(/(^|;)style-src ([^;]*)/, `$1style-src $2 'nonce-${nonce}'`));
  return nonce;
}
