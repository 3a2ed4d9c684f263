import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caller, permissionId, plainUser, roleId, UNKNOWN_ID } from './support/access';
import { demoTenantId } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { LiveChannel } from '../../server/context';

// A user's effective permissions are the union of direct, role and group grants; each grant made
// through the API changes at once what the server lets them do, and taking it away undoes it.
describe.each(oneDatabase())('permission enforcement on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let admin: string;
  const pushed: { userId: string; event: string; payload: unknown }[] = [];
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    const live: LiveChannel = { toUser: (userId, event, payload) => void pushed.push({ userId, event, payload }), endSession: () => {} };
    server.ctx.live = live;
  });
  afterAll(() => server?.close());

  const canListUsers = async (token: string) => (await call(token, 'GET', '/user')).statusCode;
  const sourcesOf = async (token: string, userId: string, name: string) =>
    (await call(token, 'GET', `/user/permission/${userId}`)).json().data.find((entry: { value: string }) => entry.value === name);

  it('a direct grant opens the door, and taking it away closes it', async () => {
    const { user, token } = await plainUser(server, tenantId);
    const viewUsers = await permissionId(server, 'View Users');
    expect(await canListUsers(token)).toBe(403);
    expect((await call(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [viewUsers] })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(200);
    expect(await sourcesOf(token, user.id, 'View Users')).toMatchObject({ direct: true, roles: [], groups: [] });
    expect((await call(admin, 'DELETE', `/permissions/user/${user.id}`, { permissionId: viewUsers })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(403);
  });

  it('a role opens the door as long as the user holds it and the role allows it', async () => {
    const { user, token } = await plainUser(server, tenantId);
    const role = await roleId(server, tenantId, 'claims officer');
    const allowed = (await call(admin, 'GET', `/roles/${role}/permissions`))
      .json()
      .data.map((entry: { permission_id: number }) => entry.permission_id);
    expect((await call(admin, 'PUT', `/roles/user/${user.id}`, { roles: [role] })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(403);
    expect(
      (await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: [...allowed, await permissionId(server, 'View Users')] }))
        .statusCode,
    ).toBe(200);
    expect(await canListUsers(token)).toBe(200);
    expect(await sourcesOf(token, user.id, 'View Users')).toMatchObject({ direct: false, roles: ['claims officer'], groups: [] });
    expect((await call(admin, 'DELETE', `/roles/user/${user.id}`, { roleId: role })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(403);
    expect((await call(admin, 'PUT', `/roles/${role}/permissions`, { permissions: allowed })).statusCode).toBe(200);
  });

  it('a group opens the door for its members, until they leave or the group goes', async () => {
    const { user, token } = await plainUser(server, tenantId);
    const group = (await call(admin, 'POST', '/groups', { name: 'User readers' })).json().data.group_id as string;
    expect(
      (await call(admin, 'PUT', `/groups/${group}/permissions`, { permissions: [await permissionId(server, 'View Users')] })).statusCode,
    ).toBe(200);
    expect(await canListUsers(token)).toBe(403);
    expect((await call(admin, 'PUT', `/groups/user/${user.id}`, { groups: [group] })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(200);
    expect(await sourcesOf(token, user.id, 'View Users')).toMatchObject({ direct: false, roles: [], groups: ['User readers'] });
    expect((await call(admin, 'DELETE', `/groups/user/${user.id}`, { groupId: group })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(403);
    expect((await call(admin, 'PUT', `/groups/${group}/users`, { users: [user.id] })).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(200);
    expect((await call(admin, 'DELETE', `/groups/${group}`)).statusCode).toBe(200);
    expect(await canListUsers(token)).toBe(403);
  });

  it('the admin role holds every permission, whoever holds it', async () => {
    const { user, token } = await plainUser(server, tenantId, { userType: 'broker' });
    const adminRole = await roleId(server, tenantId, 'admin');
    expect((await call(token, 'POST', '/groups', { name: 'Made by a new admin' })).statusCode).toBe(403);
    expect((await call(admin, 'PUT', `/roles/${adminRole}/users`, { users: [user.id] })).statusCode).toBe(200);
    expect((await call(token, 'POST', '/groups', { name: 'Made by a new admin' })).statusCode).toBe(201);
    expect((await call(token, 'GET', `/user/permission/${user.id}`)).json().meta).toEqual({ admin: true });
    expect((await call(admin, 'DELETE', `/roles/user/${user.id}`, { roleId: adminRole })).statusCode).toBe(200);
    expect((await call(token, 'POST', '/groups', { name: 'Made by an ex-admin' })).statusCode).toBe(403);
  });

  it('pushes the notice live to the user concerned after the change commits, and nothing when it fails', async () => {
    const { user } = await plainUser(server, tenantId);
    const viewClaims = await permissionId(server, 'View Claims');
    pushed.length = 0;
    expect((await call(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [viewClaims, 987654] })).statusCode).toBe(404);
    expect(pushed).toEqual([]);
    expect((await call(admin, 'PUT', `/permissions/user/${UNKNOWN_ID}`, { permissions: [viewClaims] })).statusCode).toBe(404);
    expect(pushed).toEqual([]);
    expect((await call(admin, 'PUT', `/permissions/user/${user.id}`, { permissions: [viewClaims] })).statusCode).toBe(200);
    expect(pushed).toEqual([
      {
        userId: user.id,
        event: 'notification',
        payload: expect.objectContaining({
          kind: 'access_changed',
          title: 'Your access changed',
          message: 'You were given the permission View Claims',
        }),
      },
    ]);
    const notices = (await call(await signInAs(server, user.email, 'Ikoyi#2026x'), 'GET', '/notification')).json().data;
    expect(notices[0]).toMatchObject({ kind: 'access_changed', message: 'You were given the permission View Claims' });
  });
});
