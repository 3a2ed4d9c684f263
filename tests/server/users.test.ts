import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readSessionClaims } from '../../domain/auth';
import { PERMISSION_CATALOGUE } from '../../domain/permissions';
import { groups, groupUsers, sessions, subscriptions, userRoles, users } from '../../server/db/schema';
import { accessNotices, caller, createGroupRow, grantDirectly, grantThroughGroup, plainUser, roleId, UNKNOWN_ID } from './support/access';
import {
  createUser,
  demoTenantId,
  freshEmail,
  keptKey,
  outboxTo,
  PUBLIC_URL,
  signIn,
  STRONG_PASSWORD,
  userByEmail,
} from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

const TEMPORARY_PASSWORD = /temporary password: (\S+)/;

describe.each(oneDatabase())('users on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let tenantId: string;
  let admin: string;
  let adminId: string;
  let agent: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
    call = caller(server);
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    adminId = (await userByEmail(server, 'admin@demo.ng')).id;
    agent = await signInAs(server, 'agent@demo.ng');
    // These tests invite many people; the demo's plan of 10 seats is checked on its own below.
    await server.db.update(subscriptions).set({ users: 1000 }).where(eq(subscriptions.tenantId, tenantId));
  });
  afterAll(() => server?.close());

  const invitation = (overrides: Record<string, unknown> = {}) => ({
    firstName: 'Kemi',
    lastName: 'Adebayo',
    email: freshEmail('invitee'),
    phone: '0803 555 1234',
    userType: 'broker',
    ...overrides,
  });
  const userCount = async () => (await server.db.select({ id: users.id }).from(users)).length;

  describe('GET /user', () => {
    it('lists live users with the spec’s fields, searches and filters by status, with paging', async () => {
      const suspended = await createUser(server, { tenantId, email: freshEmail('zsuspended') });
      await server.db.update(users).set({ suspended: true }).where(eq(users.id, suspended.id));
      const invited = await createUser(server, { tenantId, email: freshEmail('zinvited'), verified: false });

      const all = await call(admin, 'GET', '/user?limit=100');
      expect(all.statusCode).toBe(200);
      const body = all.json();
      expect(body.meta).toMatchObject({ page: 1, limit: 100, total: body.data.length, pages: 1 });
      const adminEntry = body.data.find((user: { user_id: string }) => user.user_id === adminId);
      expect(adminEntry).toEqual({
        user_id: adminId,
        basicDetails: {
          username: 'Adaeze Okafor',
          email: 'admin@demo.ng',
          firstname: 'Adaeze',
          lastname: 'Okafor',
          phone: expect.toBeOneOf([null, expect.any(String)]),
        },
        additionalDetails: { avatar_uri: null, user_type: 'admin-role' },
        suspended: false,
        verified: true,
        status: 'active',
        verification_sent_at: expect.any(String),
        created_at: expect.any(String),
        roles: [{ role_id: await roleId(server, tenantId, 'admin'), name: 'admin' }],
      });

      const search = (await call(admin, 'GET', '/user?search=OKAFOR')).json();
      expect(search.data.map((user: { basicDetails: { email: string } }) => user.basicDetails.email)).toEqual(['admin@demo.ng']);
      const byEmail = (await call(admin, 'GET', `/user?search=${encodeURIComponent(invited.email.slice(0, 14))}`)).json();
      expect(byEmail.data.map((user: { user_id: string }) => user.user_id)).toEqual([invited.id]);

      const ids = async (status: string) =>
        (await call(admin, 'GET', `/user?status=${status}&limit=100`)).json().data.map((user: { user_id: string }) => user.user_id);
      expect(await ids('suspended')).toEqual([suspended.id]);
      expect(await ids('invited')).toContain(invited.id);
      expect(await ids('invited')).not.toContain(adminId);
      expect(await ids('active')).toContain(adminId);
      expect(await ids('active')).not.toContain(suspended.id);

      const page = (await call(admin, 'GET', '/user?limit=2&page=2')).json();
      expect(page.data).toHaveLength(2);
      expect(page.meta).toMatchObject({ page: 2, limit: 2, total: body.meta.total, pages: Math.ceil(body.meta.total / 2) });
    });

    it('answers 400 for an unknown status or a bad page', async () => {
      const status = await call(admin, 'GET', '/user?status=gone');
      expect(status.statusCode).toBe(400);
      expect(status.json().errors).toEqual([{ field: 'status', message: 'Choose active, suspended or invited' }]);
      expect((await call(admin, 'GET', '/user?page=0')).statusCode).toBe(400);
    });

    it('refuses a user without View Users with 403, and lets them in once a group gives it', async () => {
      const { user, token } = await plainUser(server, tenantId);
      expect((await call(agent, 'GET', '/user')).statusCode).toBe(403);
      expect((await call(token, 'GET', '/user')).statusCode).toBe(403);
      expect((await call(null, 'GET', '/user')).statusCode).toBe(401);
      await grantThroughGroup(server, tenantId, user.id, 'View Users');
      expect((await call(token, 'GET', '/user')).statusCode).toBe(200);
      expect((await call(token, 'GET', `/user/${adminId}`)).statusCode).toBe(200);
    });
  });

  describe('GET /user/{id}', () => {
    it('answers one user, and 404 for unknown, malformed and deleted ids', async () => {
      const response = await call(admin, 'GET', `/user/${adminId}`);
      expect(response.statusCode).toBe(200);
      expect(response.json().data).toMatchObject({
        user_id: adminId,
        basicDetails: { email: 'admin@demo.ng' },
        roles: [{ name: 'admin' }],
      });
      const gone = await createUser(server, { tenantId });
      await server.db.update(users).set({ deletedAt: new Date() }).where(eq(users.id, gone.id));
      for (const id of [UNKNOWN_ID, 'not-a-uuid', gone.id]) {
        const missing = await call(admin, 'GET', `/user/${id}`);
        expect(missing.statusCode, id).toBe(404);
        expect(missing.json().code).toBe('NOT_FOUND');
      }
    });
  });

  describe('POST /user (invite)', () => {
    it('needs a free seat on the plan: a full plan refuses with 409 and writes nothing', async () => {
      const live = (
        await server.db
          .select({ id: users.id })
          .from(users)
          .where(and(eq(users.tenantId, tenantId), isNull(users.deletedAt)))
      ).length;
      await server.db.update(subscriptions).set({ users: live }).where(eq(subscriptions.tenantId, tenantId));
      try {
        const before = await userCount();
        const refused = await call(admin, 'POST', '/user', invitation());
        expect(refused.statusCode).toBe(409);
        expect(refused.json().message).toBe(
          `Your plan allows ${live} users and all are taken. Choose a larger plan or remove a user first.`,
        );
        expect(await userCount()).toBe(before);
        await server.db
          .update(subscriptions)
          .set({ users: live + 1 })
          .where(eq(subscriptions.tenantId, tenantId));
        expect((await call(admin, 'POST', '/user', invitation())).statusCode).toBe(201);
      } finally {
        await server.db.update(subscriptions).set({ users: 1000 }).where(eq(subscriptions.tenantId, tenantId));
      }
    });

    it('creates the invitee with a temporary password to change at first sign-in, and mails it with a verify link', async () => {
      const accountant = await roleId(server, tenantId, 'accountant');
      const group = await createGroupRow(server, tenantId);
      const payload = invitation({ email: freshEmail('Invitee').toUpperCase(), roles: [accountant, accountant], groups: [group.id] });
      const response = await call(admin, 'POST', '/user', payload);
      expect(response.statusCode, response.body).toBe(201);
      const email = String(payload.email).toLowerCase();
      expect(response.json()).toMatchObject({
        success: true,
        message: `We sent an invitation to ${email}`,
        data: {
          basicDetails: { email, username: 'Kemi Adebayo', firstname: 'Kemi', lastname: 'Adebayo', phone: '+2348035551234' },
          additionalDetails: { user_type: 'broker' },
          verified: false,
          status: 'invited',
          suspended: false,
          verification_sent_at: expect.any(String),
          roles: [{ role_id: accountant, name: 'accountant' }],
        },
      });
      const row = await userByEmail(server, email);
      expect(row).toMatchObject({ tenantId, pendingPasswordChange: true, invitedBy: adminId, emailVerifiedAt: null, userType: 'broker' });
      expect((await server.db.select().from(groupUsers).where(eq(groupUsers.userId, row.id))).map((entry) => entry.groupId)).toEqual([
        group.id,
      ]);

      const [mail] = await outboxTo(server, email);
      expect(mail).toMatchObject({ tenantId, subject: 'You are invited to Demo Insurance Brokers Ltd' });
      expect(mail!.textBody).toContain('Adaeze Okafor invited you');
      const temporary = TEMPORARY_PASSWORD.exec(mail!.textBody)![1]!;
      expect(row.passwordHash).not.toContain(temporary);

      // The invitee verifies, signs in with the temporary password and is sent to change it.
      expect((await signIn(server, email, temporary)).statusCode).toBe(403);
      const key = await keptKey(server, email, '/verify');
      expect((await server.app.inject({ method: 'PUT', url: `/api/v1/auth/verify?key=${encodeURIComponent(key)}` })).statusCode).toBe(200);
      const signedIn = await signIn(server, email, temporary);
      expect(signedIn.statusCode).toBe(200);
      expect(readSessionClaims(signedIn.json().token)).toMatchObject({
        pendingPasswordChange: true,
        userType: 'broker',
        roles: [{ name: 'accountant' }],
      });
      const changed = await call(signedIn.json().token, 'PUT', '/auth/change-password', {
        currentPassword: temporary,
        newPassword: STRONG_PASSWORD,
        confirmPassword: STRONG_PASSWORD,
      });
      expect(changed.statusCode, changed.body).toBe(200);
      expect(readSessionClaims(changed.json().token)?.pendingPasswordChange).toBe(false);
    });

    it('answers 400 with field errors and writes nothing for an incomplete invitation', async () => {
      const before = await userCount();
      const response = await call(admin, 'POST', '/user', { firstName: ' ', email: 'not-an-email', userType: 'owner', phone: '12' });
      expect(response.statusCode).toBe(400);
      expect(
        Object.fromEntries(response.json().errors.map((error: { field: string; message: string }) => [error.field, error.message])),
      ).toEqual({
        firstName: 'This field is required',
        lastName: 'This field is required',
        email: 'Enter a valid email address',
        userType: 'Choose Staff, Broker or Agent',
        phone: 'Enter a Nigerian mobile number, e.g. 0803 123 4567',
      });
      expect(await userCount()).toBe(before);
    });

    it('answers 409 on the email field when a live user has the email, here or in another brokerage', async () => {
      const other = freshEmail('elsewhere');
      await createTenantWithUser(server, { email: other, password: STRONG_PASSWORD });
      for (const email of ['AGENT@demo.ng', other]) {
        const before = await userCount();
        const response = await call(admin, 'POST', '/user', invitation({ email }));
        expect(response.statusCode, email).toBe(409);
        expect(response.json().errors).toEqual([{ field: 'email', message: 'An account already uses this email' }]);
        expect(await userCount()).toBe(before);
      }
    });

    it('answers 404 and writes nothing when a role or group is unknown', async () => {
      const before = await userCount();
      for (const extra of [{ roles: [UNKNOWN_ID] }, { groups: ['nope'] }]) {
        const payload = invitation(extra);
        const response = await call(admin, 'POST', '/user', payload);
        expect(response.statusCode).toBe(404);
        expect(await outboxTo(server, String(payload.email))).toEqual([]);
      }
      expect(await userCount()).toBe(before);
    });

    it('needs Invite Users, and Manage Roles or Manage Groups to choose roles or groups', async () => {
      const { user, token } = await plainUser(server, tenantId);
      expect((await call(agent, 'POST', '/user', invitation())).statusCode).toBe(403);
      expect((await call(token, 'POST', '/user', invitation())).statusCode).toBe(403);
      await grantDirectly(server, tenantId, user.id, 'Invite Users');
      const withRole = invitation({ roles: [await roleId(server, tenantId, 'admin')] });
      expect((await call(token, 'POST', '/user', withRole)).statusCode).toBe(403);
      expect(await outboxTo(server, String(withRole.email))).toEqual([]);
      expect((await call(token, 'POST', '/user', invitation())).statusCode).toBe(201);
    });

    it('resends an invitation with a fresh temporary password while the invitee has not verified', async () => {
      const payload = invitation();
      const created = (await call(admin, 'POST', '/user', payload)).json().data;
      const first = TEMPORARY_PASSWORD.exec((await outboxTo(server, payload.email))[0]!.textBody)![1]!;
      await server.db
        .update(users)
        .set({ verificationSentAt: new Date(Date.now() - 120_000) })
        .where(eq(users.id, created.user_id));
      const resent = await call(admin, 'POST', `/auth/${created.user_id}/mail`, { email: payload.email, userId: created.user_id });
      expect(resent.statusCode, resent.body).toBe(200);
      const mails = await outboxTo(server, payload.email);
      expect(mails).toHaveLength(2);
      const second = TEMPORARY_PASSWORD.exec(mails[1]!.textBody)![1]!;
      expect(second).not.toBe(first);
      const key = await keptKey(server, payload.email, '/verify');
      expect((await server.app.inject({ method: 'PUT', url: `/api/v1/auth/verify?key=${encodeURIComponent(key)}` })).statusCode).toBe(200);
      expect((await signIn(server, payload.email, first)).statusCode).toBe(401);
      expect((await signIn(server, payload.email, second)).statusCode).toBe(200);
      // Verified now: the spec's 406.
      const again = await call(admin, 'POST', `/auth/${created.user_id}/mail`, { email: payload.email, userId: created.user_id });
      expect(again.statusCode).toBe(406);
    });
  });

  describe('DELETE /user/{id}', () => {
    it('deletes softly: the user disappears, their sessions end, their grants go and their email is free again', async () => {
      const { user, token } = await plainUser(server, tenantId);
      await server.db.insert(userRoles).values({ tenantId, userId: user.id, roleId: await roleId(server, tenantId, 'agent') });
      const response = await call(admin, 'DELETE', `/user/${user.id}`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'User deleted' });
      const [row] = await server.db.select().from(users).where(eq(users.id, user.id));
      expect(row).toMatchObject({ suspended: true, deletedAt: expect.any(Date) });
      expect((await server.db.select().from(sessions).where(eq(sessions.userId, user.id))).every((session) => session.revokedAt)).toBe(
        true,
      );
      expect(await server.db.select().from(userRoles).where(eq(userRoles.userId, user.id))).toEqual([]);
      expect((await call(token, 'GET', '/notification')).statusCode).toBe(401);
      expect((await call(admin, 'GET', `/user/${user.id}`)).statusCode).toBe(404);
      expect((await call(admin, 'DELETE', `/user/${user.id}`)).statusCode).toBe(404);
      const list = (await call(admin, 'GET', '/user?limit=100')).json().data.map((entry: { user_id: string }) => entry.user_id);
      expect(list).not.toContain(user.id);
      expect((await call(admin, 'POST', '/user', invitation({ email: user.email }))).statusCode).toBe(201);
    });

    it('refuses deleting yourself and the last admin with 409', async () => {
      const self = await call(admin, 'DELETE', `/user/${adminId}`);
      expect(self.statusCode).toBe(409);
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'Delete Users');
      const last = await call(token, 'DELETE', `/user/${adminId}`);
      expect(last.statusCode).toBe(409);
      expect(last.json().message).toBe('The brokerage must keep at least one active admin');
      const [row] = await server.db.select().from(users).where(eq(users.id, adminId));
      expect(row!.deletedAt).toBeNull();
    });

    it('refuses suspending the last active admin with 409, as it refuses deleting them', async () => {
      const { user, token } = await plainUser(server, tenantId);
      await grantDirectly(server, tenantId, user.id, 'Suspend Users');
      const refused = await call(token, 'PATCH', `/auth/user/${adminId}`, { suspended: true });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe('The brokerage must keep at least one active admin');
      expect((await userByEmail(server, 'admin@demo.ng')).suspended).toBe(false);
    });

    it('needs Delete Users and answers 404 for unknown ids', async () => {
      const target = await createUser(server, { tenantId });
      expect((await call(agent, 'DELETE', `/user/${target.id}`)).statusCode).toBe(403);
      const { user, token } = await plainUser(server, tenantId);
      await grantThroughGroup(server, tenantId, user.id, 'Delete Users');
      expect((await call(token, 'DELETE', `/user/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(token, 'DELETE', `/user/${target.id}`)).statusCode).toBe(200);
    });
  });

  describe('a user’s roles, groups and permissions', () => {
    it('lists the roles and groups of a user, and 404 for unknown users', async () => {
      const target = await createUser(server, { tenantId });
      const group = await createGroupRow(server, tenantId, `Lagos desk ${target.id.slice(0, 6)}`);
      await server.db.insert(groupUsers).values({ tenantId, groupId: group.id, userId: target.id });
      await server.db.insert(userRoles).values({ tenantId, userId: target.id, roleId: await roleId(server, tenantId, 'claims officer') });
      const rolesOf = await call(admin, 'GET', `/user/role/${target.id}`);
      expect(rolesOf.json()).toEqual({
        success: true,
        data: [{ role_id: await roleId(server, tenantId, 'claims officer'), name: 'claims officer', description: expect.any(String) }],
      });
      const groupsOf = await call(admin, 'GET', `/user/group/${target.id}`);
      expect(groupsOf.json()).toEqual({ success: true, data: [{ group_id: group.id, name: group.name, description: '' }] });
      for (const path of ['role', 'group', 'permission'])
        expect((await call(admin, 'GET', `/user/${path}/${UNKNOWN_ID}`)).statusCode).toBe(404);
      expect((await call(agent, 'GET', `/user/role/${target.id}`)).statusCode).toBe(403);
      expect((await call(agent, 'GET', `/user/group/${target.id}`)).statusCode).toBe(403);
    });

    it('answers effective permissions with where each comes from', async () => {
      const target = await createUser(server, { tenantId });
      await server.db.insert(userRoles).values({ tenantId, userId: target.id, roleId: await roleId(server, tenantId, 'claims officer') });
      const groupId = await grantThroughGroup(server, tenantId, target.id, 'View Claims');
      await grantDirectly(server, tenantId, target.id, 'View Users');
      const response = await call(admin, 'GET', `/user/permission/${target.id}`);
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.meta).toEqual({ admin: false });
      const byName = Object.fromEntries(body.data.map((entry: { value: string }) => [entry.value, entry]));
      expect(byName['View Users']).toMatchObject({
        direct: true,
        roles: [],
        groups: [],
        area: 'Users',
        description: expect.any(String),
        permission_id: expect.any(Number),
      });
      const [group] = await server.db.select().from(groups).where(eq(groups.id, groupId));
      expect(byName['View Claims']).toMatchObject({ direct: false, roles: ['claims officer'], groups: [group!.name] });
      expect(byName['Register Claim']).toMatchObject({ direct: false, roles: ['claims officer'], groups: [] });
      expect(byName['Approve Transaction']).toBeUndefined();
    });

    it('lets everyone read their own permissions, and needs View Users for someone else’s', async () => {
      const agentId = (await userByEmail(server, 'agent@demo.ng')).id;
      const own = await call(agent, 'GET', `/user/permission/${agentId}`);
      expect(own.statusCode).toBe(200);
      expect(own.json().data.map((entry: { value: string }) => entry.value)).toContain('Create Quote');
      expect((await call(agent, 'GET', `/user/permission/${adminId}`)).statusCode).toBe(403);
      const mine = (await call(admin, 'GET', `/user/permission/${adminId}`)).json();
      expect(mine.meta).toEqual({ admin: true });
      expect(mine.data).toHaveLength(PERMISSION_CATALOGUE.length);
      expect(mine.data.every((entry: { roles: string[] }) => entry.roles.includes('admin'))).toBe(true);
    });
  });

  it('tells nobody about a brand-new invitee’s roles: they learn them from the mail', async () => {
    const payload = invitation({ roles: [await roleId(server, tenantId, 'agent')] });
    const created = (await call(admin, 'POST', '/user', payload)).json().data;
    expect(await accessNotices(server, created.user_id)).toEqual([]);
  });
});
