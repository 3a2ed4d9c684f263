import { CoBrokerChanges, CoBrokerPayload, CoBrokerSearchPayload } from '../../domain/co-brokers';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { createCoBroker, deleteCoBroker, listCoBrokers, nameRace, searchCoBrokers, updateCoBroker } from './co-brokers';
import { metaFor, optionalPaging } from './provider-routes';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * The co-brokers a brokerage shares placements with. Everyone signed in reads the list (quotes,
 * invoices and settings show it); the quote screen's search needs a quote permission; keeping the
 * list is placement work, so it needs 'Manage Underwriters', like the insurers' underwriters.
 */
export function coBrokerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const idOf = (request: { params: unknown }) => (request.params as { id: string }).id;

  app.get('/cobrokers', signedIn(ctx, 'quotes, invoices and settings name the co-brokers a placement is shared with'), async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = optionalPaging(request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listCoBrokers(tx, tenantId, paging));
    return { success: true, data, meta: metaFor(paging, total) };
  });

  app.post('/quote/coBroker/search', permitted(ctx, ['Create Quote', 'View Quotes', 'Manage Underwriters']), async (request) => {
    const { tenantId } = sessionOf(request);
    const { searchQuery } = parseBody(CoBrokerSearchPayload, request.body);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => searchCoBrokers(tx, tenantId, searchQuery)) };
  });

  app.post('/cobrokers', permitted(ctx, 'Manage Underwriters'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(CoBrokerPayload, request.body);
    const data = await nameRace(() => ctx.database.asTenant(tenantId, (tx) => createCoBroker(tx, tenantId, payload)));
    return reply.status(201).send({ success: true, message: 'Co-broker added', data });
  });

  app.put('/cobrokers/:id', permitted(ctx, 'Manage Underwriters'), async (request) => {
    const { tenantId } = sessionOf(request);
    const changes = parseBody(CoBrokerChanges, request.body);
    const data = await nameRace(() => ctx.database.asTenant(tenantId, (tx) => updateCoBroker(tx, tenantId, idOf(request), changes)));
    return { success: true, message: 'Co-broker updated', data };
  });

  app.delete('/cobrokers/:id', permitted(ctx, 'Manage Underwriters'), async (request) => {
    const { tenantId } = sessionOf(request);
    const name = await nameRace(() => ctx.database.asTenant(tenantId, (tx) => deleteCoBroker(tx, tenantId, idOf(request))));
    return { success: true, message: `${name} deleted` };
  });
}
