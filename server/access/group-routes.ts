import {
  GROUP_CREATED,
  GROUP_DELETED,
  GROUP_REMOVED,
  GROUP_UPDATED,
  GroupChanges,
  GroupIdPayload,
  GroupPayload,
  GroupsPayload,
  PERMISSION_REMOVED_FROM_GROUP,
  PERMISSIONS_ADDED_TO_GROUP,
  PermissionsPayload,
  USERS_ADDED_TO_GROUP,
  UsersPayload,
} from '../../domain/access';
import { GROUP_ASSIGNED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { parseBody } from '../http/validate';
import { permissionIdFrom } from './access-records';
import { addPermissionsToGroup, addUsersToGroup, assignGroupsToUser, removePermissionFromGroup, removeUserFromGroup } from './group-grants';
import { createGroup, deleteGroup, getGroup, groupMembers, groupPermissionList, listGroups, updateGroup } from './groups';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const param = (request: FastifyRequest, name: string) => (request.params as Record<string, string>)[name]!;

export function groupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = permitted(ctx, ['View Users', 'Manage Groups']);
  const managers = permitted(ctx, 'Manage Groups');
  // What a group allows is a grant of permissions as much as group management.
  const granters = permitted(ctx, ['Manage Groups', 'Assign Permissions']);
  const read = <T>(request: FastifyRequest, work: (tx: Transaction, tenantId: string) => Promise<T>) => {
    const { tenantId } = sessionOf(request);
    return ctx.database.asTenant(tenantId, (tx) => work(tx, tenantId));
  };

  app.get('/groups', readers, async (request) => ({ success: true, data: await read(request, listGroups) }));

  app.get('/groups/:id', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => getGroup(tx, tenantId, param(request, 'id'))),
  }));

  app.get('/groups/:id/users', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => groupMembers(tx, tenantId, param(request, 'id'))),
  }));

  app.get('/groups/:id/permissions', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => groupPermissionList(tx, tenantId, param(request, 'id'))),
  }));

  app.post('/groups', managers, async (request, reply) => {
    const group = await createGroup(ctx, sessionOf(request), parseBody(GroupPayload, request.body));
    return reply.status(201).send({ success: true, message: GROUP_CREATED, data: group });
  });

  app.patch('/groups/:id', managers, async (request) => {
    const group = await updateGroup(ctx, sessionOf(request), param(request, 'id'), parseBody(GroupChanges, request.body));
    return { success: true, message: GROUP_UPDATED, data: group };
  });

  app.delete('/groups/:id', managers, async (request) => {
    await deleteGroup(ctx, sessionOf(request), param(request, 'id'));
    return { success: true, message: GROUP_DELETED };
  });

  app.put('/groups/:id/users', managers, async (request) => {
    const { users } = parseBody(UsersPayload, request.body);
    await addUsersToGroup(ctx, sessionOf(request), param(request, 'id'), users);
    return { success: true, message: USERS_ADDED_TO_GROUP };
  });

  app.put('/groups/:id/permissions', granters, async (request) => {
    const { permissions } = parseBody(PermissionsPayload, request.body);
    await addPermissionsToGroup(ctx, sessionOf(request), param(request, 'id'), permissions);
    return { success: true, message: PERMISSIONS_ADDED_TO_GROUP };
  });

  app.delete('/groups/permissions/:permissionId', granters, async (request) => {
    const { groupId } = parseBody(GroupIdPayload, request.body);
    await removePermissionFromGroup(ctx, sessionOf(request), groupId, permissionIdFrom(param(request, 'permissionId')));
    return { success: true, message: PERMISSION_REMOVED_FROM_GROUP };
  });

  app.delete('/groups/users/:userId', managers, async (request) => {
    const { groupId } = parseBody(GroupIdPayload, request.body);
    await removeUserFromGroup(ctx, sessionOf(request), param(request, 'userId'), groupId);
    return { success: true, message: GROUP_REMOVED };
  });

  app.put('/groups/user/:id', managers, async (request) => {
    const { groups } = parseBody(GroupsPayload, request.body);
    await assignGroupsToUser(ctx, sessionOf(request), param(request, 'id'), groups);
    return { success: true, message: GROUP_ASSIGNED };
  });

  app.delete('/groups/user/:id', managers, async (request) => {
    const { groupId } = parseBody(GroupIdPayload, request.body);
    await removeUserFromGroup(ctx, sessionOf(request), param(request, 'id'), groupId);
    return { success: true, message: GROUP_REMOVED };
  });
}
