import { InsurerChanges, InsurersQuery, NewInsurerPayload } from '../../domain/underwriters';
import { sessionOf } from '../auth/authenticate';
import { permitted, signedIn } from '../auth/authorize';
import { pageMeta, parsePaging, type Paging } from '../http/paging';
import { parseBody } from '../http/validate';
import { createProvider, getProvider, listProviders, providerIdFrom, updateProvider } from './providers';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const WHY = 'the insurers brokers place business with, for every form that names one';

/** Paging when the caller asks for it (page or limit); otherwise the whole list, which is short. */
export function optionalPaging(query: unknown): Paging | null {
  const q = (query ?? {}) as Record<string, unknown>;
  return q.page === undefined && q.limit === undefined ? null : parsePaging(q);
}

export function metaFor(paging: Paging | null, total: number) {
  return paging ? pageMeta(paging, total) : { page: 1, limit: Math.max(total, 1), total, pages: 1 };
}

const idOf = (request: FastifyRequest) => providerIdFrom((request.params as { id: string }).id);

/**
 * Insurance providers: the shared NAICOM list plus the insurers a brokerage added itself. Anyone
 * signed in reads them; adding one, or changing one's own, needs 'Manage Underwriters'. The
 * shared list is read-only: a change to one of its insurers is refused with 403.
 */
export function providerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = async (request: FastifyRequest, status?: string) => {
    const { tenantId } = sessionOf(request);
    const query = parseBody(InsurersQuery, request.query);
    const paging = optionalPaging(request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) =>
      listProviders(tx, tenantId, status ? { ...query, status } : query, paging),
    );
    return { success: true, data, meta: metaFor(paging, total) };
  };

  app.get('/insurance-providers/active', signedIn(ctx, WHY), (request) => list(request));

  // The search finds active insurers only, whatever status is sent.
  app.get('/insurance-providers/active/search', signedIn(ctx, WHY), (request) => list(request, '1'));

  app.get('/insurance-providers/:id', signedIn(ctx, WHY), async (request) => {
    const { tenantId } = sessionOf(request);
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => getProvider(tx, tenantId, idOf(request))) };
  });

  app.post('/insurance-providers', permitted(ctx, 'Manage Underwriters'), async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const payload = parseBody(NewInsurerPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createProvider(tx, tenantId, payload));
    return reply.status(201).send({ success: true, message: `${data.name} added to your insurers list`, data });
  });

  app.put('/insurance-providers/:id', permitted(ctx, 'Manage Underwriters'), async (request) => {
    const { tenantId } = sessionOf(request);
    const changes = parseBody(InsurerChanges, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateProvider(tx, tenantId, idOf(request), changes));
    return { success: true, message: `${data.name} saved`, data };
  });
}
