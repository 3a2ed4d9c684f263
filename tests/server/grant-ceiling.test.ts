import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../domain/access';
import { cannotGrant } from '../../domain/granting';
import { PERMISSION_CATALOGUE, type PermissionName } from '../../domain/permissions';
import { groupPermissions, groupUsers, rolePermissions, subscriptions, userPermissions, userRoles, users } from '../../server/db/schema';
import { caller, createGroupRow, createRoleRow, grantDirectly, permissionId, plainUser, roleId, roleNamesOf } from './support/access';
import { createUser, demoTenantId, freshEmail, outboxTo } from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

// Issue 14, point 5: nobody grants what they do not hold, nor lifts themselves (or a role or group
// they belong to) above their own grants. Every refusal is a 403 that names what is missing and
// changes nothing, even when only one item of a list is out of reach.

describe.each(oneDatabase())('no climbing on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let admin: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    // Invitations need free seats; the demo's plan has ten.
    await server.db.update(subscriptions).set({ users: 1000 }).where(eq(subscriptions.tenantId, tenantId));
  });
  afterAll(() => server?.close());

  const ids = (names: readonly PermissionName[]) => Promise.all(names.map((name) => permissionId(server, name)));
  const valuesOf = async (rows: Promise<{ id: number }[]>) => {
    const wanted = new Set((await rows).map((row) => row.id));
    const named = await Promise.all(
      PERMISSION_CATALOGUE.map(async (entry) => [entry.value, await permissionId(server, entry.value)] as const),
    );
    return named.filter(([, id]) => wanted.has(id)).map(([value]) => value);
  };
  const allowedByRole = (role: string) =>
    valuesOf(server.db.select({ id: rolePermissions.permissionId }).from(rolePermissions).where(eq(rolePermissions.roleId, role)));
  const allowedByGroup = (group: string) =>
    valuesOf(server.db.select({ id: groupPermissions.permissionId }).from(groupPermissions).where(eq(groupPermissions.groupId, group)));
  const directOf = (userId: string) =>
    valuesOf(server.db.select({ id: userPermissions.permissionId }).from(userPermissions).where(eq(userPermissions.userId, userId)));
  const groupsOf = async (userId: string) =>
    (await server.db.select({ id: groupUsers.groupId }).from(groupUsers).where(eq(groupUsers.userId, userId))).map((row) => row.id);

  /** A user holding exactly these permissions, through a role of their own; with the role's id. */
  async function holderOf(...held: PermissionName[]) {
    const { user, token } = await plainUser(server, tenantId);
    const role = await createRoleRow(server, tenantId, held, [user.id]);
    return { user, token, role };
  }

  const expectRefusal = (response: Awaited<ReturnType<typeof call>>, message: string) => {
    expect(response.statusCode, response.body).toBe(403);
    expect(response.json()).toEqual({ success: false, code: 'FORBIDDEN', message, errors: [] });
  };

  describe('a role manager', () => {
    it('cannot give their own role the whole catalogue; the role stays as it was', async () => {
      const { token, role } = await holderOf('Manage Roles');
      const everything = PERMISSION_CATALOGUE.map((entry) => entry.value);
      const refused = await call(token, 'PUT', `/roles/${role}/permissions`, { permissions: await ids(everything) });
      expectRefusal(refused, cannotGrant(everything.filter((name) => name !== 'Manage Roles')));
      expect(await allowedByRole(role)).toEqual(['Manage Roles']);
    });

    it('names the one permission out of reach, keeps what a role allows already, and may remove anything', async () => {
      const { token } = await holderOf('Manage Roles', 'View Users');
      const other = await createRoleRow(server, tenantId, ['Approve Quote']);
      const refused = await call(token, 'PUT', `/roles/${other}/permissions`, {
        permissions: await ids(['View Users', 'Approve Transaction']),
      });
      expectRefusal(refused, "You cannot grant 'Approve Transaction': you do not hold it yourself.");
      expect(await allowedByRole(other)).toEqual(['Approve Quote']);

      // Approve Quote was there already, View Users the manager holds: both may be saved.
      expect(
        (await call(token, 'PUT', `/roles/${other}/permissions`, { permissions: await ids(['Approve Quote', 'View Users']) })).statusCode,
      ).toBe(200);
      expect((await allowedByRole(other)).sort()).toEqual(['Approve Quote', 'View Users']);
      expect((await call(token, 'PUT', `/roles/${other}/permissions`, { permissions: [] })).statusCode).toBe(200);
      expect(await allowedByRole(other)).toEqual([]);
      // Once removed, it is a grant again, and out of reach.
      expectRefusal(
        await call(token, 'PUT', `/roles/${other}/permissions`, { permissions: await ids(['Approve Quote']) }),
        "You cannot grant 'Approve Quote': you do not hold it yourself.",
      );
    });

    it('cannot give themselves or anyone a role that allows more than they hold, alone or in a list', async () => {
      const { token, user, role: own } = await holderOf('Manage Roles', 'View Users');
      const target = await createUser(server, { tenantId });
      const accountant = await roleId(server, tenantId, 'accountant');
      const modest = await createRoleRow(server, tenantId, ['View Users']);
      const beyond = await createRoleRow(server, tenantId, ['View Users', 'Approve Transaction', 'Delete Users']);

      for (const userId of [user.id, target.id]) {
        const response = await call(token, 'PUT', `/roles/user/${userId}`, { roles: [modest, beyond] });
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(
          /^You cannot give the role Desk \w+: it allows 'Approve Transaction' and 'Delete Users', which you do not hold yourself\.$/,
        );
      }
      expect((await call(token, 'PUT', `/roles/${accountant}/users`, { users: [target.id, user.id] })).statusCode).toBe(403);
      expect((await call(token, 'PUT', `/roles/${beyond}/users`, { users: [user.id] })).statusCode).toBe(403);
      const accountantRefusal = await call(token, 'PUT', `/roles/user/${target.id}`, { roles: [accountant] });
      expect(accountantRefusal.json().message).toMatch(
        /^You cannot give the role accountant: it allows '.+', which you do not hold yourself\.$/,
      );

      expect(await roleNamesOf(server, target.id)).toEqual([]);
      expect(await server.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([
        expect.objectContaining({ roleId: own }),
      ]);

      // A role within the manager's own grants may be given, to others and to themselves.
      expect((await call(token, 'PUT', `/roles/user/${target.id}`, { roles: [modest] })).statusCode).toBe(200);
      expect((await call(token, 'PUT', `/roles/${modest}/users`, { users: [user.id] })).statusCode).toBe(200);
      expect((await roleNamesOf(server, target.id)).length).toBe(1);
    });

    it('names several roles at once when several are out of reach', async () => {
      const { token } = await holderOf('Manage Roles');
      const target = await createUser(server, { tenantId });
      const [claims, underwriting] = [
        await roleId(server, tenantId, 'claims officer'),
        await roleId(server, tenantId, 'underwriting officer'),
      ];
      const response = await call(token, 'PUT', `/roles/user/${target.id}`, { roles: [underwriting, claims] });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toMatch(
        /^You cannot give the roles claims officer and underwriting officer: they allow '.+', which you do not hold yourself\.$/,
      );
      expect(await roleNamesOf(server, target.id)).toEqual([]);
    });

    it('still cannot touch the admin role', async () => {
      const { token, user } = await holderOf(...PERMISSION_CATALOGUE.map((entry) => entry.value));
      const adminRole = await roleId(server, tenantId, 'admin');
      expectRefusal(await call(token, 'PUT', `/roles/user/${user.id}`, { roles: [adminRole] }), ONLY_ADMINS_HANDLE_ADMIN_ROLE);
      const email = freshEmail('alt');
      expectRefusal(
        await call(token, 'POST', '/user', { firstName: 'Alt', lastName: 'Account', email, userType: 'broker', roles: [adminRole] }),
        ONLY_ADMINS_HANDLE_ADMIN_ROLE,
      );
      expect(await server.db.select().from(users).where(eq(users.email, email))).toEqual([]);
      expect(await roleNamesOf(server, user.id)).not.toContain('admin');
    });
  });

  describe('a group manager', () => {
    it('may make a group but not give it everything, nor join a group that allows more than they hold', async () => {
      const { token, user } = await holderOf('Manage Groups');
      const created = await call(token, 'POST', '/groups', { name: `Climbers ${Math.random().toString(36).slice(2, 8)}` });
      expect(created.statusCode).toBe(201);
      const group = created.json().data.group_id as string;
      const everything = PERMISSION_CATALOGUE.map((entry) => entry.value);
      expectRefusal(
        await call(token, 'PUT', `/groups/${group}/permissions`, { permissions: await ids(everything) }),
        cannotGrant(everything.filter((name) => name !== 'Manage Groups')),
      );
      expect(await allowedByGroup(group)).toEqual([]);
      const approve = await permissionId(server, 'Approve Transaction');
      expect((await call(token, 'PUT', `/permissions/${approve}/groups`, { groups: [group] })).statusCode).toBe(403);
      expect(await allowedByGroup(group)).toEqual([]);

      // What they hold, they may put in the group, and join it.
      expect((await call(token, 'PUT', `/groups/${group}/permissions`, { permissions: await ids(['Manage Groups']) })).statusCode).toBe(
        200,
      );
      expect((await call(token, 'PUT', `/groups/${group}/users`, { users: [user.id] })).statusCode).toBe(200);
      expect(await groupsOf(user.id)).toEqual([group]);

      // A group an admin made stronger stays closed to them, whichever way they ask.
      const strong = await createGroupRow(server, tenantId);
      expect(
        (await call(admin, 'PUT', `/groups/${strong.id}/permissions`, { permissions: await ids(['Approve Transaction']) })).statusCode,
      ).toBe(200);
      expectRefusal(
        await call(token, 'PUT', `/groups/${strong.id}/users`, { users: [user.id] }),
        `You cannot give membership of the group ${strong.name}: it allows 'Approve Transaction', which you do not hold yourself.`,
      );
      const weak = await createGroupRow(server, tenantId);
      expect((await call(token, 'PUT', `/groups/user/${user.id}`, { groups: [weak.id, strong.id] })).statusCode).toBe(403);
      expect(await groupsOf(user.id)).toEqual([group]);
      expect((await call(token, 'PUT', `/groups/user/${user.id}`, { groups: [weak.id] })).statusCode).toBe(200);
      expect((await groupsOf(user.id)).sort()).toEqual([group, weak.id].sort());
    });

    it('may take permissions out of a group and people out of it, whatever it allows', async () => {
      const { token } = await holderOf('Manage Groups');
      const strong = await createGroupRow(server, tenantId);
      const member = await createUser(server, { tenantId });
      await server.db.insert(groupUsers).values({ tenantId, groupId: strong.id, userId: member.id });
      const approve = await permissionId(server, 'Approve Transaction');
      await server.db.insert(groupPermissions).values({ tenantId, groupId: strong.id, permissionId: approve });
      expect((await call(token, 'DELETE', `/groups/permissions/${approve}`, { groupId: strong.id })).statusCode).toBe(200);
      expect((await call(token, 'DELETE', `/groups/users/${member.id}`, { groupId: strong.id })).statusCode).toBe(200);
      expect(await allowedByGroup(strong.id)).toEqual([]);
      expect(await groupsOf(member.id)).toEqual([]);
    });
  });

  describe('a permission assigner', () => {
    it('cannot give themselves or anyone a permission they lack; one such in a list refuses the whole list', async () => {
      const { token, user } = await holderOf('Assign Permissions', 'View Users');
      const target = await createUser(server, { tenantId });
      for (const userId of [user.id, target.id]) {
        expectRefusal(
          await call(token, 'PUT', `/permissions/user/${userId}`, { permissions: await ids(['View Users', 'Approve Transaction']) }),
          "You cannot grant 'Approve Transaction': you do not hold it yourself.",
        );
      }
      const approve = await permissionId(server, 'Approve Transaction');
      expect((await call(token, 'PUT', `/permissions/${approve}/users`, { users: [target.id, user.id] })).statusCode).toBe(403);
      expect(await directOf(user.id)).toEqual([]);
      expect(await directOf(target.id)).toEqual([]);

      expect((await call(token, 'PUT', `/permissions/user/${target.id}`, { permissions: await ids(['View Users']) })).statusCode).toBe(200);
      const viewUsers = await permissionId(server, 'View Users');
      expect((await call(token, 'PUT', `/permissions/${viewUsers}/users`, { users: [user.id] })).statusCode).toBe(200);
      expect(await directOf(target.id)).toEqual(['View Users']);
      expect(await directOf(user.id)).toEqual(['View Users']);
    });

    it('holds what a group gives as much as what is given directly', async () => {
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'Assign Permissions');
      const group = await createGroupRow(server, tenantId);
      await server.db.insert(groupUsers).values({ tenantId, groupId: group.id, userId: user.id });
      await server.db
        .insert(groupPermissions)
        .values({ tenantId, groupId: group.id, permissionId: await permissionId(server, 'View Claims') });
      const target = await createUser(server, { tenantId });
      expect((await call(token, 'PUT', `/permissions/user/${target.id}`, { permissions: await ids(['View Claims']) })).statusCode).toBe(
        200,
      );
    });
  });

  describe('an inviter', () => {
    const invitation = (extra: Record<string, unknown>) => ({
      firstName: 'Kemi',
      lastName: 'Adebayo',
      email: freshEmail('invitee'),
      userType: 'broker',
      ...extra,
    });

    it('cannot invite someone with a role or group that allows more than they hold; nobody is created or mailed', async () => {
      const { token } = await holderOf('Invite Users', 'Manage Roles', 'Manage Groups');
      const accountant = await roleId(server, tenantId, 'accountant');
      const strong = await createGroupRow(server, tenantId);
      await server.db
        .insert(groupPermissions)
        .values({ tenantId, groupId: strong.id, permissionId: await permissionId(server, 'Approve Transaction') });
      const modest = await createRoleRow(server, tenantId, ['Invite Users']);
      for (const extra of [{ roles: [modest, accountant] }, { groups: [strong.id] }, { roles: [modest], groups: [strong.id] }]) {
        const payload = invitation(extra);
        const response = await call(token, 'POST', '/user', payload);
        expect(response.statusCode).toBe(403);
        expect(response.json().message).toMatch(
          /^You cannot give (the role accountant|membership of the group .+): it allows '.+', which you do not hold yourself\.$/,
        );
        expect(await server.db.select().from(users).where(eq(users.email, payload.email))).toEqual([]);
        expect(await outboxTo(server, payload.email)).toEqual([]);
      }
      const allowed = invitation({ roles: [modest] });
      expect((await call(token, 'POST', '/user', allowed)).statusCode).toBe(201);
      const [invited] = await server.db.select().from(users).where(eq(users.email, allowed.email));
      expect(await roleNamesOf(server, invited!.id)).toHaveLength(1);
    });
  });

  it('leaves admins free to grant anything', async () => {
    const target = await createUser(server, { tenantId });
    expect(
      (await call(admin, 'PUT', `/permissions/user/${target.id}`, { permissions: await ids(['Approve Transaction', 'Delete Users']) }))
        .statusCode,
    ).toBe(200);
    expect(
      (await call(admin, 'PUT', `/roles/user/${target.id}`, { roles: [await roleId(server, tenantId, 'accountant')] })).statusCode,
    ).toBe(200);
  });
});
