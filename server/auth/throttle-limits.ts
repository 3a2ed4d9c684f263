import rateLimit from '@fastify/rate-limit';
import { tooManyAttempts } from '../http/errors';
import { API_PREFIX } from '../http/static-app';
import { databaseRateLimitStore } from './throttle-store';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const MINUTE = 60_000;

/**
 * Requests each client address may make to the routes that take credentials, per route and
 * window, whether they succeed or not. Wrong passwords are counted apart (identity/throttle-failures.ts);
 * this bounds the work (password hashing, mails, new accounts) one address can ask for.
 */
export const CREDENTIAL_LIMITS: Readonly<Record<string, { max: number; windowMs: number }>> = {
  'POST /auth/signin': { max: 60, windowMs: MINUTE },
  'GET /auth/:provider': { max: 60, windowMs: MINUTE },
  'POST /auth/forgot-password': { max: 20, windowMs: 15 * MINUTE },
  'PUT /auth/reset-password': { max: 20, windowMs: 15 * MINUTE },
  'POST /auth/agent/register': { max: 30, windowMs: 15 * MINUTE },
  'POST /auth/broker/register': { max: 30, windowMs: 15 * MINUTE },
  'GET /auth/:provider/register': { max: 30, windowMs: 15 * MINUTE },
};

/**
 * Puts the credential routes under @fastify/rate-limit, counted in the database so that every
 * process shares the counts. Call before the routes are declared; the server refuses to start if
 * a listed route no longer exists, so a renamed route cannot lose its limit quietly.
 */
export async function limitCredentialRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const limited = new Set<string>();
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith(`${API_PREFIX}/`)) return;
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url.slice(API_PREFIX.length)}`;
      const limit = CREDENTIAL_LIMITS[name];
      if (!limit) continue;
      limited.add(name);
      route.config = { ...route.config, rateLimit: { max: limit.max, timeWindow: limit.windowMs } };
    }
  });
  await app.register(rateLimit, {
    global: false,
    store: databaseRateLimitStore(ctx.database),
    errorResponseBuilder: (_request, limit) =>
      tooManyAttempts(`Too many requests from your address. Try again in ${limit.after}.`, Math.max(1, Math.ceil(limit.ttl / 1000))),
  });
  app.addHook('onReady', async () => {
    const missing = Object.keys(CREDENTIAL_LIMITS).filter((name) => !limited.has(name));
    if (missing.length) throw new Error(`Rate limits name routes that do not exist: ${missing.join(', ')}`);
  });
}
