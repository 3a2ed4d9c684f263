import { array, assign } from 'superstruct';
import { Insurer, InsurerChanges, InsurersQuery, NewInsurerPayload } from '../../domain/underwriters';
import { anySignedIn, holders } from '../auth/authorize';
import { IdParams, metaFor, optionalPaging, PageQuery } from '../http/params';
import { route } from '../http/route';
import { createProvider, getProvider, listProviders, providerIdFrom, updateProvider } from './providers';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const readers = anySignedIn('the insurers brokers place business with, for every form that names one');

/** The insurers' filters, paged only when asked. */
const ProvidersQuery = assign(PageQuery, InsurersQuery);

/**
 * Insurance providers: the shared NAICOM list plus the insurers a brokerage added itself. Anyone
 * signed in reads them; adding one, or changing one's own, needs 'Manage Underwriters'. The
 * shared list is read-only: a change to one of its insurers is refused with 403.
 */
export function providerRoutes(app: FastifyInstance, ctx: AppContext): void {
  for (const { url, summary, status } of [
    { url: '/insurance-providers/active', summary: 'The insurers: the shared NAICOM list and your own', status: undefined },
    // The search finds active insurers only, whatever status is sent.
    { url: '/insurance-providers/active/search', summary: 'Search the active insurers', status: '1' },
  ]) {
    route(
      app,
      ctx,
      { method: 'GET', url, access: readers, summary, query: ProvidersQuery, response: array(Insurer) },
      async ({ tx, session, query }) => {
        const paging = optionalPaging(query);
        const { data, total } = await listProviders(tx, session.tenantId, status ? { ...query, status } : query, paging);
        return { data, meta: metaFor(paging, total) };
      },
    );
  }

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/insurance-providers/:id',
      access: readers,
      summary: 'One insurer',
      params: IdParams,
      response: Insurer,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await getProvider(tx, session.tenantId, providerIdFrom(params.id)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/insurance-providers',
      access: holders('Manage Underwriters'),
      summary: "Add an insurer to the brokerage's own list",
      body: NewInsurerPayload,
      response: Insurer,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => {
      const data = await createProvider(tx, session.tenantId, body);
      return { message: `${data.name} added to your insurers list`, data };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/insurance-providers/:id',
      access: holders('Manage Underwriters'),
      summary: "Change one of the brokerage's own insurers (the shared list is read-only)",
      params: IdParams,
      body: InsurerChanges,
      response: Insurer,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => {
      const data = await updateProvider(tx, session.tenantId, providerIdFrom(params.id), body);
      return { message: `${data.name} saved`, data };
    },
  );
}
