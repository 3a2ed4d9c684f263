import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../domain/access';
import { ROLES_ASSIGNED } from '../../domain/messages';
import { DEFAULT_ROLES, PERMISSION_CATALOGUE } from '../../domain/permissions';
import { rolePermissions, userRoles, users } from '../../server/db/schema';
import {
  accessNotices,
  caller,
  createRoleRow,
  grantDirectly,
  grantThroughGroup,
  permissionId,
  plainUser,
  roleId,
  roleNamesOf,
  UNKNOWN_ID,
} from './support/access';
import { createUser, demoTenantId, STRONG_PASSWORD, userByEmail } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('roles on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let admin: string;
  let adminId: string;
  let agent: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    adminId = (await userByEmail(server, 'admin@demo.ng')).id;
    agent = await signInAs(server, 'agent@demo.ng');
  });
  afterAll(() => server?.close());

  const heldBy = async (role: string) =>
    (await server.db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, role)))
      .map((row) => row.id)
      .sort();

  describe('reading', () => {
    it('lists the default roles with their counts; the admin role holds the whole catalogue', async () => {
      const response = await call(admin, 'GET', '/roles');
      expect(response.statusCode).toBe(200);
      const roles = response.json().data as { name: string; admin: boolean; user_count: number; permission_count: number }[];
      expect(roles.map((role) => role.name).sort()).toEqual(DEFAULT_ROLES.map((role) => role.name).sort());
      expect(roles.find((role) => role.name === 'admin')).toMatchObject({
        admin: true,
        permission_count: PERMISSION_CATALOGUE.length,
        user_count: 1,
      });
      const accountant = DEFAULT_ROLES.find((role) => role.name === 'accountant')!;
      expect(roles.find((role) => role.name === 'accountant')).toEqual({
        role_id: await roleId(server, tenantId, 'accountant'),
        name: 'accountant',
        description: accountant.description,
        admin: false,
        user_count: 1,
        permission_count: (accountant.permissions as string[]).length,
      });
    });

    it('answers one role, its permissions and its users, and 404 for unknown roles', async () => {
      const id = await roleId(server, tenantId, 'agent');
      expect((await call(admin, 'GET', `/roles/${id}`)).json().data).toMatchObject({ role_id: id, name: 'agent', admin: false });
      const permissions = (await call(admin, 'GET', `/roles/${id}/permissions`)).json().data;
      expect(permissions.map((entry: { value: string }) => entry.value)).toEqual(
        PERMISSION_CATALOGUE.map((entry) => entry.value).filter((value) =>
          (DEFAULT_ROLES.find((role) => role.name === 'agent')!.permissions as string[]).includes(value),
        ),
      );
      expect(permissions[0]).toEqual({
        permission_id: expect.any(Number),
        value: expect.any(String),
        area: expect.any(String),
        description: expect.any(String),
      });
      const users = (await call(admin, 'GET', `/roles/${id}/users`)).json().data;
      expect(users).toEqual([
        { user_id: expect.any(String), username: 'Halima Bello', email: 'agent@demo.ng', user_type: 'agent', suspended: false },
      ]);
      for (const path of ['', '/permissions', '/users']) {
        for (const bad of [UNKNOWN_ID, 'x']) expect((await call(admin, 'GET', `/roles/${bad}${path}`)).statusCode).toBe(404);
      }
    });

    it('needs View Users or Manage Roles', async () => {
      const { user, token } = await plainUser(server, tenantId);
      expect((await call(agent, 'GET', '/roles')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/roles')).statusCode).toBe(403);
      await grantDirectly(server, tenantId, user.id, 'Manage Roles');
      expect((await call(token, 'GET', '/roles')).statusCode).toBe(200);
    });
  });

  describe('PUT /roles/user/{id}', () => {
    it('adds roles to a user with the spec’s message, tells them, and ignores roles they hold', async () => {
      const target = await createUser(server, { tenantId });
      const [agentRole, claims] = [await roleId(server, tenantId, 'agent'), await roleId(server, tenantId, 'claims officer')];
      const response = await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [agentRole, claims, claims] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: ROLES_ASSIGNED });
      expect(await roleNamesOf(server, target.id)).toEqual(['agent', 'claims officer']);
      expect(await accessNotices(server, target.id)).toEqual([
        { kind: 'access_changed', title: 'Your access changed', message: 'You were given the roles agent and claims officer' },
      ]);
      expect((await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [claims] })).statusCode).toBe(200);
      expect(await accessNotices(server, target.id)).toHaveLength(1);
    });

    it('answers 400 for an empty list, 404 for an unknown user or role, and writes nothing', async () => {
      const target = await createUser(server, { tenantId });
      const empty = await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ field: 'roles', message: 'Choose at least one role' }]);
      const agentRole = await roleId(server, tenantId, 'agent');
      expect((await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [agentRole, UNKNOWN_ID] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/roles/user/${UNKNOWN_ID}`, { roles: [agentRole] })).statusCode).toBe(404);
      expect(await roleNamesOf(server, target.id)).toEqual([]);
    });

    it('needs Manage Roles, which a group can give', async () => {
      const target = await createUser(server, { tenantId });
      const body = { roles: [await createRoleRow(server, tenantId, ['View Users'])] };
      expect((await call(agent, 'PUT', `/roles/user/${target.id}`, body)).statusCode).toBe(403);
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'View Users');
      expect((await call(token, 'PUT', `/roles/user/${target.id}`, body)).statusCode).toBe(403);
      await grantThroughGroup(server, tenantId, user.id, 'Manage Roles');
      expect((await call(token, 'PUT', `/roles/user/${target.id}`, body)).statusCode).toBe(200);
    });

    it('leaves the admin role to admins: a role manager can neither give it, take it nor add people to it', async () => {
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'Manage Roles');
      const adminRole = await roleId(server, tenantId, 'admin');
      for (const [method, url, body] of [
        ['PUT', `/roles/user/${user.id}`, { roles: [adminRole] }],
        ['PUT', `/roles/${adminRole}/users`, { users: [user.id] }],
        ['DELETE', `/roles/user/${adminId}`, { roleId: adminRole }],
      ] as const) {
        const answer = await call(token, method, url, body);
        expect(answer.statusCode).toBe(403);
        expect(answer.json().message).toBe(ONLY_ADMINS_HANDLE_ADMIN_ROLE);
      }
      expect(await roleNamesOf(server, user.id)).toEqual([]);
      expect(await roleNamesOf(server, adminId)).toContain('admin');
      // An admin may; the new admin is then demoted again, so the brokerage has one admin as before.
      const target = await createUser(server, { tenantId });
      expect((await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [adminRole] })).statusCode).toBe(200);
      expect((await call(admin, 'DELETE', `/roles/user/${target.id}`, { roleId: adminRole })).statusCode).toBe(200);
    });
  });

  describe('DELETE /roles/user/{id}', () => {
    it('removes a role and tells the user', async () => {
      const target = await createUser(server, { tenantId });
      const claims = await roleId(server, tenantId, 'claims officer');
      await server.db.insert(userRoles).values({ tenantId, userId: target.id, roleId: claims });
      const response = await call(admin, 'DELETE', `/roles/user/${target.id}`, { roleId: claims });
      expect(response.statusCode).toBe(200);
      expect(await roleNamesOf(server, target.id)).toEqual([]);
      expect((await accessNotices(server, target.id))[0]!.message).toBe('You no longer have the role claims officer');
      expect((await call(admin, 'DELETE', `/roles/user/${target.id}`, {})).statusCode).toBe(400);
      expect((await call(admin, 'DELETE', `/roles/user/${target.id}`, { roleId: UNKNOWN_ID })).statusCode).toBe(404);
    });

    it('never lets the last active admin lose the admin role', async () => {
      const adminRole = await roleId(server, tenantId, 'admin');
      const refused = await call(admin, 'DELETE', `/roles/user/${adminId}`, { roleId: adminRole });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The brokerage must keep at least one active admin');
      expect(await roleNamesOf(server, adminId)).toEqual(['admin']);
      // With a second admin it is allowed; then the second cannot lose it either.
      const second = await createUser(server, { tenantId, admin: true });
      expect((await call(admin, 'DELETE', `/roles/user/${second.id}`, { roleId: adminRole })).statusCode).toBe(200);
      expect((await call(admin, 'PUT', `/roles/${adminRole}/users`, { users: [second.id] })).statusCode).toBe(200);
      const secondToken = await signInAs(server, second.email, STRONG_PASSWORD);
      try {
        expect((await call(secondToken, 'DELETE', `/roles/user/${adminId}`, { roleId: adminRole })).statusCode).toBe(200);
        expect((await call(secondToken, 'DELETE', `/roles/user/${second.id}`, { roleId: adminRole })).statusCode).toBe(409);
        expect(await roleNamesOf(server, second.id)).toEqual(['admin']);
      } finally {
        await server.db.insert(userRoles).values({ tenantId, userId: adminId, roleId: adminRole }).onConflictDoNothing();
      }
    });
  });

  describe('PUT /roles/{id}/users', () => {
    it('adds users in bulk, harmlessly repeats, tells the newcomers only', async () => {
      const [a, b] = [await createUser(server, { tenantId }), await createUser(server, { tenantId })];
      const role = await roleId(server, tenantId, 'underwriting officer');
      await server.db.insert(userRoles).values({ tenantId, userId: a.id, roleId: role });
      const response = await call(admin, 'PUT', `/roles/${role}/users`, { users: [a.id, b.id, b.id] });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Users successfully added to role' });
      expect(await roleNamesOf(server, b.id)).toEqual(['underwriting officer']);
      expect(await accessNotices(server, a.id)).toEqual([]);
      expect((await accessNotices(server, b.id))[0]!.message).toBe('You were given the role underwriting officer');
    });

    it('answers 404 and writes nothing when one user is unknown or deleted; 400 when none is given', async () => {
      const fresh = await createUser(server, { tenantId });
      const deleted = await createUser(server, { tenantId });
      await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, deleted.id));
      const role = await roleId(server, tenantId, 'agent');
      for (const other of [UNKNOWN_ID, deleted.id, 'bad']) {
        expect((await call(admin, 'PUT', `/roles/${role}/users`, { users: [fresh.id, other] })).statusCode).toBe(404);
      }
      expect(await roleNamesOf(server, fresh.id)).toEqual([]);
      expect((await call(admin, 'PUT', `/roles/${role}/users`, { users: [] })).statusCode).toBe(400);
      expect((await call(admin, 'PUT', `/roles/${UNKNOWN_ID}/users`, { users: [fresh.id] })).statusCode).toBe(404);
      expect((await call(agent, 'PUT', `/roles/${role}/users`, { users: [fresh.id] })).statusCode).toBe(403);
    });
  });

  describe('PUT /roles/{id}/permissions', () => {
    it('replaces what a role allows and tells its holders', async () => {
      const role = await roleId(server, tenantId, 'claims officer');
      const holder = await createUser(server, { tenantId });
      await server.db.insert(userRoles).values({ tenantId, userId: holder.id, roleId: role });
      const wanted = [await permissionId(server, 'View Claims'), await permissionId(server, 'View Users')];
      const response = await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: [...wanted, String(wanted[0])] });
      expect(response.statusCode, response.body).toBe(200);
      expect(await heldBy(role)).toEqual([...wanted].sort());
      expect((await accessNotices(server, holder.id))[0]!.message).toBe('What the role claims officer allows has changed');
      expect((await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: [] })).statusCode).toBe(200);
      expect(await heldBy(role)).toEqual([]);
    });

    it('refuses the admin role with 409, unknown permissions with 404, bad ids with 400, and writes nothing', async () => {
      const adminRole = await roleId(server, tenantId, 'admin');
      const conflict = await call(admin, 'PUT', `/roles/${adminRole}/permissions`, {
        permissions: [await permissionId(server, 'View Users')],
      });
      expect(conflict.statusCode).toBe(409);
      expect(await heldBy(adminRole)).toEqual([]);
      const role = await roleId(server, tenantId, 'accountant');
      const before = await heldBy(role);
      expect((await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: [999_999] })).statusCode).toBe(404);
      const bad = await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: ['lots'] });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors[0].field).toBe('permissions.0');
      expect((await call(admin, 'PUT', `/roles/${role}/permissions`, {})).statusCode).toBe(400);
      expect(await heldBy(role)).toEqual(before);
      expect((await call(agent, 'PUT', `/roles/${role}/permissions`, { permissions: [] })).statusCode).toBe(403);
      expect(await heldBy(role)).toEqual(before);
    });
  });
});
