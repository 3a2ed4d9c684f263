import {
  GroupsPayload,
  PERMISSION_GRANTED_TO_GROUPS,
  PERMISSION_GRANTED_TO_USERS,
  PERMISSION_REMOVED,
  PermissionIdPayload,
  PermissionsPayload,
  UsersPayload,
} from '../../domain/access';
import { PERMISSIONS_ASSIGNED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { permissionIdFrom } from './access-records';
import { catalogue, permissionEntry } from './effective-permissions';
import { assignPermissionsToUser, grantPermissionToUsers, removePermissionFromUser } from './grants';
import { grantPermissionToGroups } from './group-grants';
import { USER_READERS } from './user-routes';
import type { AppContext } from '../context';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const granters = permitted(ctx, 'Assign Permissions');

  // The catalogue is the same for every brokerage; whoever reads or manages access reads it.
  app.get('/permissions', permitted(ctx, USER_READERS), async (request) => {
    const { tenantId } = sessionOf(request);
    const rows = await ctx.database.asTenant(tenantId, catalogue);
    return { success: true, data: rows.map(permissionEntry) };
  });

  app.put('/permissions/user/:id', granters, async (request) => {
    const { permissions } = parseBody(PermissionsPayload, request.body);
    await assignPermissionsToUser(ctx, sessionOf(request), idOf(request), permissions);
    return { success: true, message: PERMISSIONS_ASSIGNED };
  });

  app.delete('/permissions/user/:id', granters, async (request) => {
    const { permissionId } = parseBody(PermissionIdPayload, request.body);
    await removePermissionFromUser(ctx, sessionOf(request), idOf(request), permissionId);
    return { success: true, message: PERMISSION_REMOVED };
  });

  app.put('/permissions/:id/users', granters, async (request) => {
    const { users } = parseBody(UsersPayload, request.body);
    await grantPermissionToUsers(ctx, sessionOf(request), permissionIdFrom(idOf(request)), users);
    return { success: true, message: PERMISSION_GRANTED_TO_USERS };
  });

  app.put('/permissions/:id/groups', permitted(ctx, ['Assign Permissions', 'Manage Groups']), async (request) => {
    const { groups } = parseBody(GroupsPayload, request.body);
    await grantPermissionToGroups(ctx, sessionOf(request), permissionIdFrom(idOf(request)), groups);
    return { success: true, message: PERMISSION_GRANTED_TO_GROUPS };
  });
}
