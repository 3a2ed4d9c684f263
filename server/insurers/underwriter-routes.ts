import { array } from 'superstruct';
import { Underwriter, UnderwriterChanges, UnderwriterPayload } from '../../domain/underwriters';
import { holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
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
  const keepers = holders('Manage Underwriters');

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/providers/:id/underwriters',
      access: holders(['View Products', 'Manage Underwriters']),
      summary: "The brokerage's underwriters at one insurer, with their contact people",
      params: IdParams,
      response: array(Underwriter),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await listUnderwriters(tx, session.tenantId, providerIdFrom(params.id)) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/providers/:id/underwriters',
      access: keepers,
      summary: 'Add an underwriter at an insurer',
      params: IdParams,
      body: UnderwriterPayload,
      response: Underwriter,
      status: 201,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Underwriter added',
      data: await createUnderwriter(tx, session.tenantId, providerIdFrom(params.id), body),
    }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/underwriters/:id',
      access: keepers,
      summary: 'Change an underwriter and its contact people',
      params: IdParams,
      body: UnderwriterChanges,
      response: Underwriter,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({
      message: 'Underwriter updated',
      data: await updateUnderwriter(tx, session.tenantId, params.id, body),
    }),
  );

  route(
    app,
    ctx,
    { method: 'DELETE', url: '/underwriters/:id', access: keepers, summary: 'Delete an underwriter', params: IdParams, errors: [404, 409] },
    async ({ tx, session, params }) => ({
      message: `${await deleteUnderwriter(tx, session.tenantId, params.id)} deleted`,
    }),
  );
}
