import { array } from 'superstruct';
import { AccessUser, EffectivePermission, InviteUserPayload, USER_DELETED, UserGroup, UserRole, userInvited } from '../../domain/access';
import { anySignedIn, demand, grantsFor, holders } from '../auth/authorize';
import { pageMeta } from '../http/paging';
import { IdParams, pagingOf } from '../http/params';
import { route } from '../http/route';
import { liveUser } from './access-records';
import { permissionsOfUser } from './effective-permissions';
import { inviteUser } from './invitations';
import { deleteUser, listUsers, readUser, userGroupList, UserListQuery, userRoleList } from './users';
import type { PermissionName } from '../../domain/permissions';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';
import type { Struct } from 'superstruct';

/** Whoever manages roles, groups or grants picks users from the list, so they may read it too. */
export const USER_READERS: PermissionName[] = ['View Users', 'Manage Roles', 'Manage Groups', 'Assign Permissions'];

/** The struct's refinement admits only the user types, which its inferred type cannot say. */
const InviteBody = InviteUserPayload as unknown as Struct<InviteUserPayload, unknown>;

/** The brokerage's users: the list, invitations, one user, their roles, groups and permissions. */
export function userRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user',
      access: holders(USER_READERS),
      summary: "The brokerage's users by username, searched and filtered by status",
      query: UserListQuery,
      response: array(AccessUser),
    },
    async ({ tx, session, query }) => {
      const paging = pagingOf(query);
      const { data, total } = await listUsers(tx, session.tenantId, query, paging);
      return { data, meta: pageMeta(paging, total) };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'POST',
      url: '/user',
      access: holders('Invite Users'),
      summary: 'Invite a user by email, with a temporary password; giving roles or groups needs their management too',
      body: InviteBody,
      response: AccessUser,
      status: 201,
      errors: [404, 409],
      // The temporary password is hashed before the invitation's transaction opens; the answer waits for the mail sent after it commits.
      transaction: false,
    },
    async ({ request, session, body }) => {
      // Choosing what the invitee may do is role and group management in its own right, within the inviter's own grants.
      if (body.roles?.length) demand(request, 'Manage Roles');
      if (body.groups?.length) demand(request, 'Manage Groups');
      const user = await inviteUser(ctx, session, grantsFor(request), body);
      return { message: userInvited(user.basicDetails.email), data: user };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/:id',
      access: holders(USER_READERS),
      summary: 'One user, with their roles',
      params: IdParams,
      response: AccessUser,
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await readUser(tx, session.tenantId, params.id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'DELETE',
      url: '/user/:id',
      access: holders('Delete Users'),
      summary: 'Delete a user: their work stays, their grants, sessions and mailed links go (never oneself or the last admin)',
      params: IdParams,
      errors: [404, 409],
    },
    async ({ params, ...change }) => {
      await deleteUser(change, params.id);
      return { message: USER_DELETED, data: undefined };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/role/:id',
      access: holders(['View Users', 'Manage Roles']),
      summary: "A user's roles",
      params: IdParams,
      response: array(UserRole),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await userRoleList(tx, (await liveUser(tx, session.tenantId, params.id)).id) }),
  );

  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/group/:id',
      access: holders(['View Users', 'Manage Groups']),
      summary: "A user's groups",
      params: IdParams,
      response: array(UserGroup),
      errors: [404],
    },
    async ({ tx, session, params }) => ({ data: await userGroupList(tx, (await liveUser(tx, session.tenantId, params.id)).id) }),
  );

  // "The current user's permissions are fetched using the id in the session token": everyone reads their own.
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/user/permission/:id',
      access: anySignedIn('Everyone reads their own permissions; others need View Users'),
      summary: 'What a user may do and where each permission comes from (direct, a role, a group); meta.admin for admins',
      params: IdParams,
      response: array(EffectivePermission),
      errors: [404],
    },
    async ({ tx, session, params }) => {
      const { admin, data } = await permissionsOfUser(tx, session, params.id);
      return { data, meta: { admin } };
    },
  );
}
