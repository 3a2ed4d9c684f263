import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERMISSIONS_ASSIGNED } from '../../domain/messages';
import { PERMISSION_CATALOGUE } from '../../domain/permissions';
import { groupPermissions, groupUsers, userPermissions } from '../../server/db/schema';
import {
  accessNotices,
  caller,
  createGroupRow,
  grantDirectly,
  grantThroughGroup,
  permissionId,
  plainUser,
  UNKNOWN_ID,
} from './support/access';
import { createUser, demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('permissions on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let admin: string;
  let agent: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
  });
  afterAll(() => server?.close());

  const directOf = async (userId: string) =>
    (await server.db.select({ id: userPermissions.permissionId }).from(userPermissions).where(eq(userPermissions.userId, userId)))
      .map((row) => row.id)
      .sort();

  it('lists the whole catalogue in order, each with its area and description', async () => {
    const response = await call(admin, 'GET', '/permissions');
    expect(response.statusCode).toBe(200);
    const data = response.json().data as { permission_id: number; value: string; area: string; description: string }[];
    expect(data.map(({ value, area, description }) => ({ value, area, description }))).toEqual(PERMISSION_CATALOGUE);
    expect(new Set(data.map((entry) => entry.permission_id)).size).toBe(data.length);
    expect((await call(agent, 'GET', '/permissions')).statusCode).toBe(403);
  });

  describe('a user’s own permissions', () => {
    it('gives permissions with the spec’s message, tells the user, and removes one', async () => {
      const user = await createUser(server, { tenantId });
      const [viewUsers, viewClaims] = [await permissionId(server, 'View Users'), await permissionId(server, 'View Claims')];
      const response = await call(admin, 'PUT', `/permissions/user/${user.id}`, {
        permissions: [viewUsers, String(viewClaims), viewUsers],
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: PERMISSIONS_ASSIGNED });
      expect(await directOf(user.id)).toEqual([viewUsers, viewClaims].sort());
      expect((await accessNotices(server, user.id))[0]!.message).toBe('You were given the permissions View Claims and View Users');

      const removed = await call(admin, 'DELETE', `/permissions/user/${user.id}`, { permissionId: viewUsers });
      expect(removed.json()).toEqual({ success: true, message: 'Permission removed from user' });
      expect(await directOf(user.id)).toEqual([viewClaims]);
      expect((await accessNotices(server, user.id))[0]!.message).toBe('You no longer have the permission View Users directly');
    });

    it('answers 400 and 404 for bad bodies and unknown ids, writing nothing', async () => {
      const user = await createUser(server, { tenantId });
      const viewUsers = await permissionId(server, 'View Users');
      const empty = await call(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [] });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().errors).toEqual([{ field: 'permissions', message: 'Choose at least one permission' }]);
      expect((await call(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [viewUsers, 424242] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/permissions/user/${UNKNOWN_ID}`, { permissions: [viewUsers] })).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/permissions/user/${user.id}`, { permissionId: 'x' })).statusCode).toBe(400);
      expect((await call(admin, 'DELETE', `/permissions/user/${user.id}`, { permissionId: 424242 })).statusCode).toBe(404);
      expect(await directOf(user.id)).toEqual([]);
    });

    it('needs Assign Permissions, which a group can give, and the permission given', async () => {
      const target = await createUser(server, { tenantId });
      const body = { permissions: [await permissionId(server, 'View Claims')] };
      expect((await call(agent, 'PUT', `/permissions/user/${target.id}`, body)).statusCode).toBe(403);
      const { user, token } = await plainUser(server, tenantId);
      expect((await call(token, 'PUT', `/permissions/user/${target.id}`, body)).statusCode).toBe(403);
      await grantThroughGroup(server, tenantId, user.id, 'Assign Permissions');
      expect((await call(token, 'PUT', `/permissions/user/${target.id}`, body)).statusCode).toBe(403);
      await grantDirectly(server, tenantId, user.id, 'View Claims');
      expect((await call(token, 'PUT', `/permissions/user/${target.id}`, body)).statusCode).toBe(200);
      expect((await call(token, 'DELETE', `/permissions/user/${target.id}`, { permissionId: body.permissions[0] })).statusCode).toBe(200);
      expect((await call(agent, 'DELETE', `/permissions/user/${target.id}`, { permissionId: body.permissions[0] })).statusCode).toBe(403);
    });
  });

  describe('one permission to many', () => {
    it('gives a permission to users and tells the newcomers', async () => {
      const [a, b] = [await createUser(server, { tenantId }), await createUser(server, { tenantId })];
      const id = await permissionId(server, 'Approve Quote');
      const response = await call(admin, 'PUT', `/permissions/${id}/users`, { users: [a.id, b.id] });
      expect(response.json()).toEqual({ success: true, message: 'Permission successfully given to users' });
      expect(await directOf(a.id)).toEqual([id]);
      expect(await directOf(b.id)).toEqual([id]);
      expect((await accessNotices(server, b.id))[0]!.message).toBe('You were given the permission Approve Quote');
      expect((await call(admin, 'PUT', `/permissions/${id}/users`, { users: [a.id, UNKNOWN_ID] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/permissions/999999/users`, { users: [a.id] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/permissions/abc/users`, { users: [a.id] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/permissions/${id}/users`, { users: [] })).statusCode).toBe(400);
      expect((await call(agent, 'PUT', `/permissions/${id}/users`, { users: [a.id] })).statusCode).toBe(403);
    });

    it('gives a permission to groups, telling their members, and writes nothing for an unknown group', async () => {
      const group = await createGroupRow(server, tenantId, 'Claims handlers');
      const member = await createUser(server, { tenantId });
      await server.db.insert(groupUsers).values({ tenantId, groupId: group.id, userId: member.id });
      const id = await permissionId(server, 'Update Claim');
      expect((await call(admin, 'PUT', `/permissions/${id}/groups`, { groups: [group.id, UNKNOWN_ID] })).statusCode).toBe(404);
      expect(await server.db.select().from(groupPermissions).where(eq(groupPermissions.groupId, group.id))).toEqual([]);
      const response = await call(admin, 'PUT', `/permissions/${id}/groups`, { groups: [group.id] });
      expect(response.json()).toEqual({ success: true, message: 'Permission successfully given to groups' });
      expect(
        (await server.db.select().from(groupPermissions).where(eq(groupPermissions.groupId, group.id))).map((row) => row.permissionId),
      ).toEqual([id]);
      expect((await accessNotices(server, member.id))[0]!.message).toBe(
        'The group Claims handlers now gives you the permission Update Claim',
      );
      expect((await call(admin, 'PUT', `/permissions/${id}/groups`, { groups: [] })).statusCode).toBe(400);
      expect((await call(agent, 'PUT', `/permissions/${id}/groups`, { groups: [group.id] })).statusCode).toBe(403);
    });
  });
});
