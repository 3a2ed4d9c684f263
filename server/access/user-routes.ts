import { InviteUserPayload, USER_DELETED, USER_STATUSES, type UserStatus, userInvited } from '../../domain/access';
import { sessionOf } from '../auth/authenticate';
import { demand, permitted, signedIn } from '../auth/authorize';
import { invalidInput } from '../http/errors';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { liveUser } from './access-records';
import { effectivePermissions } from './effective-permissions';
import { inviteUser } from './invitations';
import { accessUser, deleteUser, listUsers, roleRefsOf, userGroupList, userRoleList } from './users';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Whoever manages roles, groups or grants picks users from the list, so they may read it too. */
export const USER_READERS: PermissionName[] = ['View Users', 'Manage Roles', 'Manage Groups', 'Assign Permissions'];

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

function statusFrom(query: unknown): UserStatus | undefined {
  const status = (query as { status?: string } | undefined)?.status;
  if (status === undefined || status === '') return undefined;
  if (!(USER_STATUSES as readonly string[]).includes(status)) {
    throw invalidInput([{ field: 'status', message: 'Choose active, suspended or invited' }]);
  }
  return status as UserStatus;
}

export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/user', permitted(ctx, USER_READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const status = statusFrom(request.query);
    const search = (request.query as { search?: string }).search;
    const { data, total } = await ctx.database.asTenant(tenantId, (tx) => listUsers(tx, tenantId, { search, status }, paging));
    return { success: true, data, meta: pageMeta(paging, total) };
  });

  app.post('/user', permitted(ctx, 'Invite Users'), async (request, reply) => {
    const payload = parseBody(InviteUserPayload, request.body) as InviteUserPayload;
    // Choosing what the invitee may do is role and group management in its own right.
    if (payload.roles?.length) await demand(ctx, request, 'Manage Roles');
    if (payload.groups?.length) await demand(ctx, request, 'Manage Groups');
    const user = await inviteUser(ctx, sessionOf(request), payload);
    return reply.status(201).send({ success: true, message: userInvited(user.basicDetails.email), data: user });
  });

  app.get('/user/:id', permitted(ctx, USER_READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) => {
      const user = await liveUser(tx, tenantId, idOf(request));
      return accessUser(user, (await roleRefsOf(tx, [user.id])).get(user.id) ?? []);
    });
    return { success: true, data };
  });

  app.delete('/user/:id', permitted(ctx, 'Delete Users'), async (request) => {
    await deleteUser(ctx, sessionOf(request), idOf(request));
    return { success: true, message: USER_DELETED };
  });

  app.get('/user/role/:id', permitted(ctx, ['View Users', 'Manage Roles']), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) => userRoleList(tx, (await liveUser(tx, tenantId, idOf(request))).id));
    return { success: true, data };
  });

  app.get('/user/group/:id', permitted(ctx, ['View Users', 'Manage Groups']), async (request) => {
    const { tenantId } = sessionOf(request);
    const data = await ctx.database.asTenant(tenantId, async (tx) => userGroupList(tx, (await liveUser(tx, tenantId, idOf(request))).id));
    return { success: true, data };
  });

  // "The current user's permissions are fetched using the id in the session token": everyone reads their own.
  app.get('/user/permission/:id', signedIn(ctx, 'Everyone reads their own permissions; others need View Users'), async (request) => {
    const { tenantId, userId } = sessionOf(request);
    const id = idOf(request);
    if (id !== userId) await demand(ctx, request, 'View Users', 'Assign Permissions');
    const { admin, data } = await ctx.database.asTenant(tenantId, async (tx) =>
      effectivePermissions(tx, (await liveUser(tx, tenantId, id)).id),
    );
    return { success: true, data, meta: { admin } };
  });
}
