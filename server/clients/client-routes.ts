import { array, object, optional, string, type, unknown } from 'superstruct';
import { ClientRecord, ClientSummary, CorporateClient, Director, IndividualClient } from '../../domain/client-records';
import {
  ClientSearchPayload,
  CorporateClientPayload,
  DirectorPayload,
  IndividualClientPayload,
  NewCorporateClientPayload,
} from '../../domain/clients';
import { holders } from '../auth/authorize';
import { KeysetPageQuery } from '../http/keyset';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { createCorporate, listCorporates, readCorporate, updateCorporate } from './corporate';
import { addDirector } from './directors';
import { createIndividual, listIndividuals, readIndividual, updateIndividual } from './individual';
import { AllClientsQuery, ClientPageQuery, listAllClients } from './search';
import { setClientStatus } from './status';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const StatusParams = object({ kind: string(), id: string() });
/** The status may ride in the query or in the body; the query's wins. */
const StatusAsked = type({ status: optional(unknown()) });

export const CLIENT_READERS: PermissionName[] = ['View Clients'];

/** Individual and corporate clients, their directors and their status. */
export function clientRoutes(app: FastifyInstance, ctx: AppContext): void {
  const view = holders(CLIENT_READERS);
  const create = holders('Create Client');
  const update = holders('Update Client');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client',
      access: view,
      summary: 'The individual clients, newest first',
      query: ClientPageQuery,
      response: array(IndividualClient),
    },
    async ({ tx, session, query }) => listIndividuals(tx, session.tenantId, query, { status: query.status }, ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client/corporate',
      access: view,
      summary: 'The corporate clients, newest first',
      query: ClientPageQuery,
      response: array(CorporateClient),
    },
    async ({ tx, session, query }) => listCorporates(tx, session.tenantId, query, { status: query.status }, ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client/allClients',
      access: view,
      summary: 'Individual and corporate clients in one list, newest first',
      query: AllClientsQuery,
      response: array(ClientSummary),
    },
    async ({ tx, session, query }) => listAllClients(tx, session.tenantId, query, { status: query.status }, ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client/search',
      access: view,
      summary: 'Search both kinds of client by name, email, phone, BVN, NIN or RC number',
      query: AllClientsQuery,
      response: array(ClientSummary),
    },
    async ({ tx, session, query }) => listAllClients(tx, session.tenantId, query, query, ctx.config.listExactTotal),
  );

  // Quotes look clients up with a body; paging, when wanted, rides in the query.
  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/client/search',
      access: view,
      summary: 'Search both kinds of client, the words and client type in the body',
      query: KeysetPageQuery,
      body: ClientSearchPayload,
      response: array(ClientSummary),
    },
    async ({ tx, session, query, body }) => listAllClients(tx, session.tenantId, query, body, ctx.config.listExactTotal),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client/:id',
      access: view,
      summary: 'One individual client',
      params: IdParams,
      response: IndividualClient,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readIndividual(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/client/corporate/:id',
      access: view,
      summary: 'One corporate client, with its directors',
      params: IdParams,
      response: CorporateClient,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readCorporate(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/client',
      access: create,
      summary: 'Add an individual client',
      body: IndividualClientPayload,
      response: IndividualClient,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({
      message: 'Client created',
      data: await createIndividual(tx, session.tenantId, session.userId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/client/corporate',
      access: create,
      summary: 'Add a corporate client, with its directors',
      body: NewCorporateClientPayload,
      response: CorporateClient,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({
      message: 'Corporate client created',
      data: await createCorporate(tx, session.tenantId, session.userId, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/client/corporate/:id/director',
      access: create,
      summary: 'Add a director to a corporate client',
      params: IdParams,
      body: DirectorPayload,
      response: Director,
      status: 201,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Director added',
      data: await addDirector(tx, session.tenantId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/client/:id',
      access: update,
      summary: 'Update an individual client',
      params: IdParams,
      body: IndividualClientPayload,
      response: IndividualClient,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Client updated',
      data: await updateIndividual(tx, session.tenantId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/client/corporate/:id',
      access: update,
      summary: 'Update a corporate client',
      params: IdParams,
      body: CorporateClientPayload,
      response: CorporateClient,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Client updated',
      data: await updateCorporate(tx, session.tenantId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/client/:kind/:id/status',
      access: holders('Change Client Status'),
      summary: 'Move a client (individual or corporate) to another status: pending, active, inactive or cancelled',
      params: StatusParams,
      query: StatusAsked,
      body: StatusAsked,
      response: ClientRecord,
      errors: [404, 409],
    },
    async ({ tx, session, params, query, body }) => {
      const { status, client } = await setClientStatus(tx, session.tenantId, params.kind, params.id, query.status ?? body.status);
      return { message: `The client is now ${status}`, data: client };
    },
  );
}
