import { array } from 'superstruct';
import {
  GroupsPayload,
  Permission,
  PERMISSION_GRANTED_TO_GROUPS,
  PERMISSION_GRANTED_TO_USERS,
  PERMISSION_REMOVED,
  PermissionIdPayload,
  PermissionsPayload,
  UsersPayload,
} from '../../domain/access';
import { PERMISSIONS_ASSIGNED } from '../../domain/messages';
import { grantsFor, holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { permissionIdFrom } from './access-records';
import { catalogue, permissionEntry } from './effective-permissions';
import { assignPermissionsToUser, grantPermissionToUsers, removePermissionFromUser } from './grants';
import { grantPermissionToGroups } from './group-grants';
import { USER_READERS } from './user-routes';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The permission catalogue, and permissions given to users directly or to groups. */
export function permissionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const granters = holders('Assign Permissions');

  // The catalogue is the same for every brokerage; whoever reads or manages access reads it.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/permissions',
      access: holders(USER_READERS),
      summary: 'Every permission there is, in the catalogue order',
      response: array(Permission),
    },
    async ({ tx }) => ({ data: (await catalogue(tx)).map(permissionEntry) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/permissions/user/:id',
      access: granters,
      summary: 'Give permissions to a user directly',
      params: IdParams,
      body: PermissionsPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await assignPermissionsToUser({ ...change, grants: grantsFor(request) }, params.id, body.permissions);
      return { message: PERMISSIONS_ASSIGNED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/permissions/user/:id',
      access: granters,
      summary: 'Take a permission given directly from a user (those of roles and groups stay)',
      params: IdParams,
      body: PermissionIdPayload,
      errors: [404],
    },
    async ({ params, body, ...change }) => {
      await removePermissionFromUser(change, params.id, body.permissionId);
      return { message: PERMISSION_REMOVED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/permissions/:id/users',
      access: granters,
      summary: 'Give one permission to users directly',
      params: IdParams,
      body: UsersPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await grantPermissionToUsers({ ...change, grants: grantsFor(request) }, permissionIdFrom(params.id), body.users);
      return { message: PERMISSION_GRANTED_TO_USERS, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/permissions/:id/groups',
      access: holders(['Assign Permissions', 'Manage Groups']),
      summary: 'Add one permission to what groups allow',
      params: IdParams,
      body: GroupsPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await grantPermissionToGroups({ ...change, grants: grantsFor(request) }, permissionIdFrom(params.id), body.groups);
      return { message: PERMISSION_GRANTED_TO_GROUPS, data: undefined };
    },
  );
}
