import { UnderwriterChanges, UnderwriterPayload } from '../../domain/underwriters';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { providerIdFrom } from './providers';
import { createUnderwriter, deleteUnderwriter, listUnderwriters, updateUnderwriter } from './underwriters';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * The brokerage's underwriters at each insurer, with their contact people. Those who see
 * products see them; keeping them needs 'Manage Underwriters'. An insurer or underwriter the
 * brokerage cannot see is a 404.
 */
export function underwriterRoutes(app: FastifyInstance, ctx: AppContext): void {
  const params = (request: { params: unknown }) => request.params as { id: string };

  app.get('/providers/:id/underwriters', permitted(ctx, ['View Products', 'Manage Underwriters']), async (request) => {
    const { tenantId } = sessionOf(request);
    const providerId = providerIdFrom(params(request).id);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => listUnderwriters(tx, tenantId, providerId)) };
  });

  app.post('/providers/:id/underwriters', permitted(ctx, 'Manage Underwriters'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const providerId = providerIdFrom(params(request).id);
    const payload = parseBody(UnderwriterPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createUnderwriter(tx, tenantId, providerId, payload));
    return reply.status(201).send({ success: true, message: 'Underwriter added', data });
  });

  app.put('/underwriters/:id', permitted(ctx, 'Manage Underwriters'), async (request) => {
    const { tenantId } = sessionOf(request);
    const changes = parseBody(UnderwriterChanges, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateUnderwriter(tx, tenantId, params(request).id, changes));
    return { success: true, message: 'Underwriter updated', data };
  });

  app.delete('/underwriters/:id', permitted(ctx, 'Manage Underwriters'), async (request) => {
    const { tenantId } = sessionOf(request);
    const name = await ctx.database.asTenant(tenantId, (tx) => deleteUnderwriter(tx, tenantId, params(request).id));
    return { success: true, message: `${name} deleted` };
  });
}
