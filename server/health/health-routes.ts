import { ERROR_CODES } from '../../domain/api';
import { open } from '../auth/authorize';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function healthRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/health', open('Load balancers and monitors ask without a session'), async (request, reply) => {
    const kind = ctx.database.kind;
    try {
      const latencyMs = await ctx.database.ping();
      return { success: true, data: { status: 'ok', database: { kind, ok: true, latencyMs } } };
    } catch (error) {
      request.log.error({ err: error }, 'database health check failed');
      return reply.status(503).send({
        success: false,
        code: ERROR_CODES.unavailable,
        message: `The ${kind} database does not answer`,
        errors: [],
      });
    }
  });
}
