import {
  CLIENT_KINDS,
  ClientListQuery,
  ClientSearchPayload,
  CorporateClientPayload,
  DirectorPayload,
  IndividualClientPayload,
  NewCorporateClientPayload,
  readClientStatus,
  STATUS_FILTER_RULE,
  type ClientKind,
} from '../../domain/clients';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { invalidInput, notFound } from '../http/errors';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { createCorporate, listCorporates, readCorporate, updateCorporate } from './corporate';
import { addDirector } from './directors';
import { createIndividual, listIndividuals, readIndividual, updateIndividual } from './individual';
import { listAllClients } from './search';
import { changeClientStatus } from './status';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

type IdParams = { id: string };

/** Individual and corporate clients, their directors and their status. */
export function clientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = permitted(ctx, 'View Clients');
  const create = permitted(ctx, 'Create Client');
  const update = permitted(ctx, 'Update Client');

  app.get('/client', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const { status } = parseBody(ClientListQuery, request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listIndividuals(tx, tenantId, paging, { status }));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get('/client/corporate', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const { status } = parseBody(ClientListQuery, request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listCorporates(tx, tenantId, paging, { status }));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get('/client/allClients', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const { status } = parseBody(ClientListQuery, request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listAllClients(tx, tenantId, paging, { status }));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get('/client/search', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const filter = parseBody(ClientListQuery, request.query);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listAllClients(tx, tenantId, paging, filter));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  // Quotes look clients up with a body; paging, when wanted, rides in the query.
  app.post('/client/search', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const filter = parseBody(ClientSearchPayload, request.body);
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listAllClients(tx, tenantId, paging, filter));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get('/client/:id', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => readIndividual(tx, tenantId, id)) };
  });

  app.get('/client/corporate/:id', view, async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    return { success: true, data: await ctx.database.asTenant(tenantId, (tx) => readCorporate(tx, tenantId, id)) };
  });

  app.post('/client', create, async (request, reply) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(IndividualClientPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createIndividual(tx, tenantId, userId, payload));
    return reply.status(201).send({ success: true, message: 'Client created', data });
  });

  app.post('/client/corporate', create, async (request, reply) => {
    const { tenantId, userId } = sessionOf(request);
    const payload = parseBody(NewCorporateClientPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => createCorporate(tx, tenantId, userId, payload));
    return reply.status(201).send({ success: true, message: 'Corporate client created', data });
  });

  app.post('/client/corporate/:id/director', create, async (request, reply) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    const payload = parseBody(DirectorPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => addDirector(tx, tenantId, id, payload));
    return reply.status(201).send({ success: true, message: 'Director added', data });
  });

  app.put('/client/:id', update, async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    const payload = parseBody(IndividualClientPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateIndividual(tx, tenantId, id, payload));
    return { success: true, message: 'Client updated', data };
  });

  app.put('/client/corporate/:id', update, async (request) => {
    const { tenantId } = sessionOf(request);
    const { id } = request.params as IdParams;
    const payload = parseBody(CorporateClientPayload, request.body);
    const data = await ctx.database.asTenant(tenantId, (tx) => updateCorporate(tx, tenantId, id, payload));
    return { success: true, message: 'Client updated', data };
  });

  app.patch('/client/:kind/:id/status', permitted(ctx, 'Change Client Status'), async (request) => {
    const { tenantId } = sessionOf(request);
    const { kind: kindText, id } = request.params as { kind: string; id: string };
    const kind = CLIENT_KINDS.find((known) => known === kindText.toLowerCase()) as ClientKind | undefined;
    if (!kind) throw notFound('Client');
    const asked = (request.query as { status?: unknown }).status ?? (request.body as { status?: unknown } | undefined)?.status;
    const status = readClientStatus(asked);
    if (!status) throw invalidInput([{ field: 'status', message: STATUS_FILTER_RULE }]);
    const data = await ctx.database.asTenant(tenantId, async (tx) => {
      await changeClientStatus(tx, tenantId, kind, id, status);
      return kind === 'individual' ? readIndividual(tx, tenantId, id) : readCorporate(tx, tenantId, id);
    });
    return { success: true, message: `The client is now ${status}`, data };
  });
}
