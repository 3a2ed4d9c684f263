import {
  ROLE_PERMISSIONS_SAVED,
  ROLE_REMOVED,
  RoleIdPayload,
  RolePermissionsPayload,
  RolesPayload,
  USERS_ADDED_TO_ROLE,
  UsersPayload,
} from '../../domain/access';
import { ROLES_ASSIGNED } from '../../domain/messages';
import { sessionOf } from '../auth/authenticate';
import { permitted } from '../auth/authorize';
import { parseBody } from '../http/validate';
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
import type { Transaction } from '../db/client';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const idOf = (request: FastifyRequest) => (request.params as { id: string }).id;

export function roleRoutes(app: FastifyInstance, ctx: AppContext): void {
  const readers = permitted(ctx, ['View Users', 'Manage Roles']);
  const managers = permitted(ctx, 'Manage Roles');
  const read = <T>(request: FastifyRequest, work: (tx: Transaction, tenantId: string) => Promise<T>) => {
    const { tenantId } = sessionOf(request);
    return ctx.database.asTenant(tenantId, (tx) => work(tx, tenantId));
  };

  app.get('/roles', readers, async (request) => ({ success: true, data: await read(request, listRoles) }));

  app.get('/roles/:id', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => getRole(tx, tenantId, idOf(request))),
  }));

  app.get('/roles/:id/permissions', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => rolePermissionList(tx, tenantId, idOf(request))),
  }));

  app.get('/roles/:id/users', readers, async (request) => ({
    success: true,
    data: await read(request, (tx, tenantId) => roleMembers(tx, tenantId, idOf(request))),
  }));

  app.put('/roles/:id/users', managers, async (request) => {
    const { users } = parseBody(UsersPayload, request.body);
    await addUsersToRole(ctx, sessionOf(request), idOf(request), users);
    return { success: true, message: USERS_ADDED_TO_ROLE };
  });

  app.put('/roles/:id/permissions', managers, async (request) => {
    const { permissions } = parseBody(RolePermissionsPayload, request.body);
    await setRolePermissions(ctx, sessionOf(request), idOf(request), permissions);
    return { success: true, message: ROLE_PERMISSIONS_SAVED };
  });

  app.put('/roles/user/:id', managers, async (request) => {
    const { roles } = parseBody(RolesPayload, request.body);
    await assignRolesToUser(ctx, sessionOf(request), idOf(request), roles);
    return { success: true, message: ROLES_ASSIGNED };
  });

  app.delete('/roles/user/:id', managers, async (request) => {
    const { roleId } = parseBody(RoleIdPayload, request.body);
    await removeRoleFromUser(ctx, sessionOf(request), idOf(request), roleId);
    return { success: true, message: ROLE_REMOVED };
  });
}
