import { ERROR_CODES } from '../../domain/api';
import { Health } from '../../domain/health';
import { anyone } from '../auth/authorize';
import { ApiError } from '../http/errors';
import { route } from '../http/route';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/health',
      access: anyone('Load balancers and monitors ask without a session'),
      summary: 'Whether the server and its database answer, and how fast',
      response: Health,
      errors: [503],
    },
    async ({ request }) => {
      const kind = ctx.database.kind;
      try {
        const health: Health = { status: 'ok', database: { kind, ok: true, latencyMs: await ctx.database.ping() } };
        return { data: health };
      } catch (error) {
        request.log.error({ err: error }, 'database health check failed');
        throw new ApiError(503, ERROR_CODES.unavailable, `The ${kind} database does not answer`);
      }
    },
  );
}
