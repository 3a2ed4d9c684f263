import { array } from 'superstruct';
import { CoBroker, CoBrokerChanges, CoBrokerPayload, CoBrokerSearchPayload } from '../../domain/co-brokers';
import { anySignedIn, holders } from '../auth/authorize';
import { IdParams, metaFor, optionalPaging, PageQuery } from '../http/params';
import { route } from '../http/route';
import { createCoBroker, deleteCoBroker, listCoBrokers, nameRace, searchCoBrokers, updateCoBroker } from './co-brokers';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/**
 * The co-brokers a brokerage shares placements with. Everyone signed in reads the list (quotes,
 * invoices and settings show it); the quote screen's search needs a quote permission; keeping the
 * list is placement work, so it needs 'Manage Underwriters', like the insurers' underwriters.
 */
export function coBrokerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const keepers = holders('Manage Underwriters');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/cobrokers',
      access: anySignedIn('quotes, invoices and settings name the co-brokers a placement is shared with'),
      summary: 'The co-brokers, whole unless paged',
      query: PageQuery,
      response: array(CoBroker),
    },
    async ({ tx, session, query }) => {
      const paging = optionalPaging(query);
      const { data, total } = await listCoBrokers(tx, session.tenantId, paging);
      return { data, meta: metaFor(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/quote/coBroker/search',
      access: holders(['Create Quote', 'View Quotes', 'Manage Underwriters']),
      summary: 'Search the co-brokers by name (the quote screen)',
      body: CoBrokerSearchPayload,
      response: array(CoBroker),
    },
    async ({ tx, session, body }) => ({ data: await searchCoBrokers(tx, session.tenantId, body.searchQuery) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/cobrokers',
      access: keepers,
      summary: 'Add a co-broker',
      body: CoBrokerPayload,
      response: CoBroker,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({
      message: 'Co-broker added',
      data: await nameRace(() => createCoBroker(tx, session.tenantId, body)),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/cobrokers/:id',
      access: keepers,
      summary: 'Rename or change a co-broker',
      params: IdParams,
      body: CoBrokerChanges,
      response: CoBroker,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Co-broker updated',
      data: await nameRace(() => updateCoBroker(tx, session.tenantId, params.id, body)),
    }),
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: '/cobrokers/:id', access: keepers, summary: 'Delete a co-broker', params: IdParams, errors: [404, 409] },
    async ({ tx, session, params }) => ({
      message: `${await nameRace(() => deleteCoBroker(tx, session.tenantId, params.id))} deleted`,
    }),
  );
}
