import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GROUP_ASSIGNED } from '../../domain/messages';
import { groupPermissions, groups, groupUsers } from '../../server/db/schema';
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

describe.each(oneDatabase())('groups on %s', (kind) => {
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

  const membersOf = async (groupId: string) =>
    (await server.db.select({ id: groupUsers.userId }).from(groupUsers).where(eq(groupUsers.groupId, groupId))).map((row) => row.id).sort();
  const grantsOf = async (groupId: string) =>
    (await server.db.select({ id: groupPermissions.permissionId }).from(groupPermissions).where(eq(groupPermissions.groupId, groupId)))
      .map((row) => row.id)
      .sort();
  const groupCount = async () => (await server.db.select({ id: groups.id }).from(groups)).length;

  describe('creating, renaming and deleting', () => {
    it('creates a group, lists and answers it, renames it and deletes it', async () => {
      const created = await call(admin, 'POST', '/groups', { name: '  Claims desk ', description: 'Lagos claims team' });
      expect(created.statusCode).toBe(201);
      const group = created.json().data;
      expect(created.json()).toEqual({
        success: true,
        message: 'Group created',
        data: {
          group_id: expect.any(String),
          name: 'Claims desk',
          description: 'Lagos claims team',
          user_count: 0,
          permission_count: 0,
          created_at: expect.any(String),
        },
      });
      expect((await call(admin, 'GET', '/groups')).json().data).toContainEqual(group);
      expect((await call(admin, 'GET', `/groups/${group.group_id}`)).json().data).toEqual(group);

      const renamed = await call(admin, 'PATCH', `/groups/${group.group_id}`, { name: 'Claims team' });
      expect(renamed.statusCode).toBe(200);
      expect(renamed.json().data).toMatchObject({ name: 'Claims team', description: 'Lagos claims team' });

      const member = await createUser(server, { tenantId });
      await server.db.insert(groupUsers).values({ tenantId, groupId: group.group_id, userId: member.id });
      const deleted = await call(admin, 'DELETE', `/groups/${group.group_id}`);
      expect(deleted.json()).toEqual({ success: true, message: 'Group deleted' });
      expect((await call(admin, 'GET', `/groups/${group.group_id}`)).statusCode).toBe(404);
      expect(await membersOf(group.group_id)).toEqual([]);
      expect((await accessNotices(server, member.id))[0]!.message).toBe(
        'The group Claims team was deleted; what it allowed no longer applies to you',
      );
    });

    it('keeps group names unique per brokerage, whatever their case, with 409 on the name', async () => {
      const first = await createGroupRow(server, tenantId, 'Underwriting');
      const other = await createGroupRow(server, tenantId, 'Brokers');
      const before = await groupCount();
      const clash = await call(admin, 'POST', '/groups', { name: 'UNDERWRITING' });
      expect(clash.statusCode).toBe(409);
      expect(clash.json().errors).toEqual([{ field: 'name', message: 'A group with this name already exists' }]);
      expect((await call(admin, 'PATCH', `/groups/${other.id}`, { name: 'underwriting' })).statusCode).toBe(409);
      expect((await call(admin, 'PATCH', `/groups/${first.id}`, { name: 'underwriting' })).statusCode).toBe(200);
      expect(await groupCount()).toBe(before);
    });

    it('answers 400 with field errors, 404 for unknown groups, and writes nothing', async () => {
      const before = await groupCount();
      const blank = await call(admin, 'POST', '/groups', { name: ' ', description: 'x'.repeat(301) });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual([
        { field: 'name', message: 'This field is required' },
        { field: 'description', message: 'Must be at most 300 characters' },
      ]);
      const group = await createGroupRow(server, tenantId);
      expect((await call(admin, 'PATCH', `/groups/${group.id}`, {})).statusCode).toBe(400);
      for (const id of [UNKNOWN_ID, 'abc']) {
        expect((await call(admin, 'PATCH', `/groups/${id}`, { name: 'New name' })).statusCode).toBe(404);
        expect((await call(admin, 'DELETE', `/groups/${id}`)).statusCode).toBe(404);
        for (const path of ['', '/users', '/permissions']) expect((await call(admin, 'GET', `/groups/${id}${path}`)).statusCode).toBe(404);
      }
      expect(await groupCount()).toBe(before + 1);
    });

    it('needs Manage Groups to change groups, and View Users or Manage Groups to read them', async () => {
      const { user, token } = await plainUser(server, tenantId);
      expect((await call(agent, 'GET', '/groups')).statusCode).toBe(403);
      expect((await call(agent, 'POST', '/groups', { name: 'Agents only' })).statusCode).toBe(403);
      await grantDirectly(server, tenantId, user.id, 'View Users');
      expect((await call(token, 'GET', '/groups')).statusCode).toBe(200);
      expect((await call(token, 'POST', '/groups', { name: 'Readers' })).statusCode).toBe(403);
      await grantThroughGroup(server, tenantId, user.id, 'Manage Groups');
      expect((await call(token, 'POST', '/groups', { name: 'Readers' })).statusCode).toBe(201);
    });
  });

  describe('members', () => {
    it('adds users in bulk and lists them, and removes one either way the spec names', async () => {
      const group = await createGroupRow(server, tenantId);
      const [a, b] = [await createUser(server, { tenantId }), await createUser(server, { tenantId })];
      const added = await call(admin, 'PUT', `/groups/${group.id}/users`, { users: [a.id, b.id, a.id] });
      expect(added.json()).toEqual({ success: true, message: 'Users successfully added to group' });
      expect(await membersOf(group.id)).toEqual([a.id, b.id].sort());
      const listed = (await call(admin, 'GET', `/groups/${group.id}/users`)).json().data;
      expect(listed).toContainEqual({ user_id: a.id, username: a.username, email: a.email, user_type: 'agent', suspended: false });
      expect((await call(admin, 'GET', `/groups/${group.id}`)).json().data.user_count).toBe(2);
      expect((await accessNotices(server, a.id))[0]!.message).toBe(`You were added to the group ${group.name}`);

      expect((await call(admin, 'DELETE', `/groups/users/${a.id}`, { groupId: group.id })).statusCode).toBe(200);
      expect((await call(admin, 'DELETE', `/groups/user/${b.id}`, { groupId: group.id })).statusCode).toBe(200);
      expect(await membersOf(group.id)).toEqual([]);
      expect((await accessNotices(server, b.id))[0]!.message).toBe(`You were removed from the group ${group.name}`);
    });

    it('gives a user groups with the spec’s message', async () => {
      const [first, second] = [await createGroupRow(server, tenantId, 'Abuja desk'), await createGroupRow(server, tenantId, 'Kano desk')];
      const user = await createUser(server, { tenantId });
      const response = await call(admin, 'PUT', `/groups/user/${user.id}`, { groups: [first.id, second.id] });
      expect(response.json()).toEqual({ success: true, message: GROUP_ASSIGNED });
      expect((await call(admin, 'GET', `/user/group/${user.id}`)).json().data.map((group: { name: string }) => group.name)).toEqual([
        'Abuja desk',
        'Kano desk',
      ]);
      expect((await accessNotices(server, user.id))[0]!.message).toBe('You were added to the groups Abuja desk and Kano desk');
    });

    it('answers 400 and 404 for bad bodies and unknown ids, writing nothing', async () => {
      const group = await createGroupRow(server, tenantId);
      const user = await createUser(server, { tenantId });
      expect((await call(admin, 'PUT', `/groups/${group.id}/users`, { users: [] })).statusCode).toBe(400);
      expect((await call(admin, 'PUT', `/groups/${group.id}/users`, { users: [user.id, UNKNOWN_ID] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/groups/user/${user.id}`, { groups: [group.id, UNKNOWN_ID] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/groups/user/${user.id}`, { groups: 'all' })).statusCode).toBe(400);
      expect((await call(admin, 'DELETE', `/groups/user/${user.id}`, {})).statusCode).toBe(400);
      expect((await call(admin, 'DELETE', `/groups/users/${UNKNOWN_ID}`, { groupId: group.id })).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/groups/user/${user.id}`, { groupId: UNKNOWN_ID })).statusCode).toBe(404);
      expect(await membersOf(group.id)).toEqual([]);
      expect((await call(agent, 'PUT', `/groups/${group.id}/users`, { users: [user.id] })).statusCode).toBe(403);
      expect((await call(agent, 'PUT', `/groups/user/${user.id}`, { groups: [group.id] })).statusCode).toBe(403);
      expect(await membersOf(group.id)).toEqual([]);
    });
  });

  describe('permissions', () => {
    it('adds permissions (each with its value), tells the members, and removes one', async () => {
      const group = await createGroupRow(server, tenantId, 'Finance');
      const member = await createUser(server, { tenantId });
      await server.db.insert(groupUsers).values({ tenantId, groupId: group.id, userId: member.id });
      const [viewClaims, viewUsers] = [await permissionId(server, 'View Claims'), await permissionId(server, 'View Users')];
      const added = await call(admin, 'PUT', `/groups/${group.id}/permissions`, { permissions: [viewClaims, viewUsers, viewUsers] });
      expect(added.json()).toEqual({ success: true, message: 'Permissions successfully added to group' });
      const listed = (await call(admin, 'GET', `/groups/${group.id}/permissions`)).json().data;
      expect(listed.map((entry: { value: string }) => entry.value)).toEqual(['View Claims', 'View Users']);
      expect((await accessNotices(server, member.id))[0]!.message).toBe(
        'The group Finance now gives you the permissions View Claims and View Users',
      );

      const removed = await call(admin, 'DELETE', `/groups/permissions/${viewClaims}`, { groupId: group.id });
      expect(removed.json()).toEqual({ success: true, message: 'Permission removed from group' });
      expect(await grantsOf(group.id)).toEqual([viewUsers]);
      expect((await accessNotices(server, member.id))[0]!.message).toBe('The group Finance no longer gives you the permission View Claims');
    });

    it('answers 400 and 404 for bad bodies and unknown ids, writing nothing; needs a grant', async () => {
      const group = await createGroupRow(server, tenantId);
      const viewUsers = await permissionId(server, 'View Users');
      expect((await call(admin, 'PUT', `/groups/${group.id}/permissions`, { permissions: [] })).statusCode).toBe(400);
      expect((await call(admin, 'PUT', `/groups/${group.id}/permissions`, { permissions: [viewUsers, 987654] })).statusCode).toBe(404);
      expect((await call(admin, 'PUT', `/groups/${UNKNOWN_ID}/permissions`, { permissions: [viewUsers] })).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/groups/permissions/${viewUsers}`, { groupId: UNKNOWN_ID })).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/groups/permissions/nope`, { groupId: group.id })).statusCode).toBe(404);
      expect(await grantsOf(group.id)).toEqual([]);
      expect((await call(agent, 'PUT', `/groups/${group.id}/permissions`, { permissions: [viewUsers] })).statusCode).toBe(403);
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'Assign Permissions');
      expect((await call(token, 'PUT', `/groups/${group.id}/permissions`, { permissions: [viewUsers] })).statusCode).toBe(403);
      await grantDirectly(server, tenantId, user.id, 'View Users');
      expect((await call(token, 'PUT', `/groups/${group.id}/permissions`, { permissions: [viewUsers] })).statusCode).toBe(200);
      expect(await grantsOf(group.id)).toEqual([viewUsers]);
    });
  });
});
