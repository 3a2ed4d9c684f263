import { AddInsurersPayload, RelationshipManagerPayload, RemoveInsurerPayload } from '../../domain/insurers';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { addUserInsurers, listUserInsurers, removeUserInsurer, searchInsurers, setRelationshipManager } from './user-insurers';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The insurers a user deals with and their relationship manager at each: the user's own contacts. */
export function userInsurerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownData = 'a signed-in user keeps only their own insurer contacts';

  app.get('/user/insurance_provider', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const paging = parsePaging(request.query);
    const { data, total } = await ctx.database.asTenant(session.tenantId, (tx) => listUserInsurers(tx, session, paging));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.get(
    '/user/insurance_provider/search',
    signedIn(ctx, 'the insurers licensed in Nigeria are the same list for everyone'),
    async (request) => {
      const session = sessionOf(request);
      const paging = parsePaging(request.query);
      const query = (request.query ?? {}) as { searchQuery?: unknown };
      const searchQuery = typeof query.searchQuery === 'string' ? query.searchQuery : '';
      const { data, total } = await ctx.database.asTenant(session.tenantId, (tx) => searchInsurers(tx, session, searchQuery, paging));
      return { success: true, data, meta: pageMeta(paging, total) };
    },
  );

  app.post('/user/insurance_provider', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const payload = parseBody(AddInsurersPayload, request.body);
    const data = await ctx.database.asTenant(session.tenantId, (tx) => addUserInsurers(tx, session, payload));
    return {
      success: true,
      message: data.length === 1 ? `${data[0]!.name} added to your insurers` : `${data.length} insurers added to your insurers`,
      data,
    };
  });

  app.delete('/user/insurance_provider', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const { providerId } = parseBody(RemoveInsurerPayload, request.body);
    await ctx.database.asTenant(session.tenantId, (tx) => removeUserInsurer(tx, session, providerId));
    return { success: true, message: 'The insurer has been removed from your insurers', data: { provider_id: providerId } };
  });

  app.put('/user/insurance_provider/relationship_manager', signedIn(ctx, ownData), async (request) => {
    const session = sessionOf(request);
    const { providerId, relationshipManagerEmail } = parseBody(RelationshipManagerPayload, request.body);
    const data = await ctx.database.asTenant(session.tenantId, (tx) =>
      setRelationshipManager(tx, session, providerId, relationshipManagerEmail),
    );
    return { success: true, message: `Relationship manager at ${data.name} saved`, data };
  });
}
