import { array, object, string } from 'superstruct';
import {
  GROUP_CREATED,
  GROUP_DELETED,
  GROUP_REMOVED,
  GROUP_UPDATED,
  Group,
  GroupChanges,
  GroupIdPayload,
  GroupPayload,
  GroupsPayload,
  Member,
  Permission,
  PERMISSION_REMOVED_FROM_GROUP,
  PERMISSIONS_ADDED_TO_GROUP,
  PermissionsPayload,
  USERS_ADDED_TO_GROUP,
  UsersPayload,
} from '../../domain/access';
import { GROUP_ASSIGNED } from '../../domain/messages';
import { grantsFor, holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { permissionIdFrom } from './access-records';
import { addPermissionsToGroup, addUsersToGroup, assignGroupsToUser, removePermissionFromGroup, removeUserFromGroup } from './group-grants';
import { createGroup, deleteGroup, getGroup, groupMembers, groupPermissionList, listGroups, updateGroup } from './groups';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

const PermissionParams = object({ permissionId: string() });
const UserParams = object({ userId: string() });

/** The brokerage's groups of users, their members and what they allow. Changes tell the people concerned, after they commit. */
export function groupRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = holders(['View Users', 'Manage Groups']);
  const managers = holders('Manage Groups');
  // What a group allows is a grant of permissions as much as group management.
  const granters = holders(['Manage Groups', 'Assign Permissions']);

  route(
    app,
    ctx,
    { method: 'GET', url: '/groups', access: readers, summary: "The brokerage's groups", response: array(Group) },
    async ({ tx, session }) => ({
      data: await listGroups(tx, session.tenantId),
    }),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/groups/:id', access: readers, summary: 'One group', params: IdParams, response: Group, errors: [404] },
    async ({ tx, session, params }) => ({ data: await getGroup(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/groups/:id/users',
      access: readers,
      summary: "A group's members",
      params: IdParams,
      response: array(Member),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await groupMembers(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/groups/:id/permissions',
      access: readers,
      summary: 'What a group allows',
      params: IdParams,
      response: array(Permission),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await groupPermissionList(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/groups',
      access: managers,
      summary: 'Create a group (its name unique in the brokerage)',
      body: GroupPayload,
      response: Group,
      status: 201,
      errors: [409],
    },
    async ({ tx, session, body }) => ({ message: GROUP_CREATED, data: await createGroup(tx, session.tenantId, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/groups/:id',
      access: managers,
      summary: 'Rename a group or change its description',
      params: IdParams,
      body: GroupChanges,
      response: Group,
      errors: [404, 409],
    },
    async ({ tx, session, params, body }) => ({ message: GROUP_UPDATED, data: await updateGroup(tx, session.tenantId, params.id, body) }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/groups/:id',
      access: managers,
      summary: 'Delete a group; its members lose what it allowed',
      params: IdParams,
      errors: [404],
    },
    async ({ params, ...change }) => {
      await deleteGroup(change, params.id);
      return { message: GROUP_DELETED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/groups/:id/users',
      access: managers,
      summary: 'Add users to a group',
      params: IdParams,
      body: UsersPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await addUsersToGroup({ ...change, grants: grantsFor(request) }, params.id, body.users);
      return { message: USERS_ADDED_TO_GROUP, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/groups/:id/permissions',
      access: granters,
      summary: 'Add permissions to what a group allows',
      params: IdParams,
      body: PermissionsPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await addPermissionsToGroup({ ...change, grants: grantsFor(request) }, params.id, body.permissions);
      return { message: PERMISSIONS_ADDED_TO_GROUP, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/groups/permissions/:permissionId',
      access: granters,
      summary: 'Take a permission from what a group allows',
      params: PermissionParams,
      body: GroupIdPayload,
      errors: [404],
    },
    async ({ params, body, ...change }) => {
      await removePermissionFromGroup(change, body.groupId, permissionIdFrom(params.permissionId));
      return { message: PERMISSION_REMOVED_FROM_GROUP, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/groups/users/:userId',
      access: managers,
      summary: 'Take a user out of a group',
      params: UserParams,
      body: GroupIdPayload,
      errors: [404],
    },
    async ({ params, body, ...change }) => {
      await removeUserFromGroup(change, params.userId, body.groupId);
      return { message: GROUP_REMOVED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/groups/user/:id',
      access: managers,
      summary: 'Put a user in groups',
      params: IdParams,
      body: GroupsPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await assignGroupsToUser({ ...change, grants: grantsFor(request) }, params.id, body.groups);
      return { message: GROUP_ASSIGNED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/groups/user/:id',
      access: managers,
      summary: 'Take a user out of a group (the same as DELETE /groups/users/:userId)',
      params: IdParams,
      body: GroupIdPayload,
      errors: [404],
    },
    async ({ params, body, ...change }) => {
      await removeUserFromGroup(change, params.id, body.groupId);
      return { message: GROUP_REMOVED, data: undefined };
    },
  );
}
