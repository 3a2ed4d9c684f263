import { array } from 'superstruct';
import {
  Member,
  Permission,
  Role,
  ROLE_PERMISSIONS_SAVED,
  ROLE_REMOVED,
  RoleIdPayload,
  RolePermissionsPayload,
  RolesPayload,
  USERS_ADDED_TO_ROLE,
  UsersPayload,
} from '../../domain/access';
import { ROLES_ASSIGNED } from '../../domain/messages';
import { grantsFor, holders } from '../auth/authorize';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import {
  addUsersToRole,
  assignRolesToUser,
  getRole,
  listRoles,
  removeRoleFromUser,
  roleMembers,
  rolePermissionList,
  setRolePermissions,
} from './roles';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

/** The brokerage's roles, who holds them and what they allow. Changes tell the people concerned, after they commit. */
export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = holders(['View Users', 'Manage Roles']);
  const managers = holders('Manage Roles');

  route(
    app,
    ctx,
    { method: 'GET', url: '/roles', access: readers, summary: "The brokerage's roles", response: array(Role) },
    async ({ tx, session }) => ({
      data: await listRoles(tx, session.tenantId),
    }),
  );

  route(
    app,
    ctx,
    { method: 'GET', url: '/roles/:id', access: readers, summary: 'One role', params: IdParams, response: Role, errors: [404] },
    async ({ tx, session, params }) => ({ data: await getRole(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/roles/:id/permissions',
      access: readers,
      summary: 'What a role allows',
      params: IdParams,
      response: array(Permission),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await rolePermissionList(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/roles/:id/users',
      access: readers,
      summary: 'The users who hold a role',
      params: IdParams,
      response: array(Member),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await roleMembers(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/roles/:id/users',
      access: managers,
      summary: 'Give a role to users',
      params: IdParams,
      body: UsersPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await addUsersToRole({ ...change, grants: grantsFor(request) }, params.id, body.users);
      return { message: USERS_ADDED_TO_ROLE, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/roles/:id/permissions',
      access: managers,
      summary: 'Replace what a role allows (the admin role allows everything and stays so)',
      params: IdParams,
      body: RolePermissionsPayload,
      errors: [404, 409],
    },
    async ({ params, body, request, ...change }) => {
      await setRolePermissions({ ...change, grants: grantsFor(request) }, params.id, body.permissions);
      return { message: ROLE_PERMISSIONS_SAVED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PUT',
      url: '/roles/user/:id',
      access: managers,
      summary: 'Give roles to a user',
      params: IdParams,
      body: RolesPayload,
      errors: [404],
    },
    async ({ params, body, request, ...change }) => {
      await assignRolesToUser({ ...change, grants: grantsFor(request) }, params.id, body.roles);
      return { message: ROLES_ASSIGNED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/roles/user/:id',
      access: managers,
      summary: 'Take a role from a user (never the last admin)',
      params: IdParams,
      body: RoleIdPayload,
      errors: [404, 409],
    },
    async ({ params, body, request, ...change }) => {
      await removeRoleFromUser({ ...change, grants: grantsFor(request) }, params.id, body.roleId);
      return { message: ROLE_REMOVED, data: undefined };
    },
  );
}
