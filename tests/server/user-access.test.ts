import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAlreadyVerified } from '../../domain/messages';
import { users } from '../../server/db/schema';
import {
  allowResend,
  bearer,
  createUser,
  demoTenantId,
  freshEmail,
  keptKey,
  outboxTo,
  PUBLIC_URL,
  registered,
  sessionRows,
  sessionWorks,
  signIn,
  STRONG_PASSWORD,
  userByEmail,
} from './support/accounts';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('users’ own access on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let admin: string;
  let adminId: string;
  let stranger: { tenantId: string; userId: string; email: string };
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
    tenantId = await demoTenantId(server);
    admin = await signInAs(server, 'admin@demo.ng');
    adminId = (await userByEmail(server, 'admin@demo.ng')).id;
    const email = freshEmail('stranger');
    stranger = { ...(await createTenantWithUser(server, { email, password: STRONG_PASSWORD, verified: false })), email };
  });
  afterAll(() => server?.close());

  const db = () => server.db;
  const suspend = (token: string, id: string, suspended: unknown) =>
    server.app.inject({ method: 'PATCH', url: `/api/v1/auth/user/${id}`, headers: bearer(token), payload: { suspended } });
  const resendInvite = (token: string, id: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'POST', url: `/api/v1/auth/${id}/mail`, headers: bearer(token), payload });
  const isSuspended = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0]!.suspended;
  const signedInAs = async (email: string) => {
    const response = await signIn(server, email, STRONG_PASSWORD);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  describe('suspension', () => {
    it('ends the user’s sessions at once, refuses sign-in with 403, and restoring lets them sign in again', async () => {
      const user = await createUser(server, { tenantId });
      const tokens = [await signedInAs(user.email), await signedInAs(user.email)];

      const response = await suspend(admin, user.id, true);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, data: { user_id: user.id, suspended: true } });
      expect(await isSuspended(user.id)).toBe(true);
      for (const token of tokens) {
        const status = await sessionWorks(server, token);
        expect(status.statusCode).toBe(401);
        expect(status.json().code).toBe('INVALID_SESSION');
      }
      expect((await sessionRows(server, user.id)).map((session) => session.revokedAt !== null)).toEqual([true, true]);

      const refused = await signIn(server, user.email, STRONG_PASSWORD);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toMatchObject({ success: false, code: 'FORBIDDEN' });

      const restored = await suspend(admin, user.id, false);
      expect(restored.statusCode).toBe(200);
      expect(restored.json().data).toEqual({ user_id: user.id, suspended: false });
      expect(await isSuspended(user.id)).toBe(false);
      // The ended sessions stay ended; a new sign-in works.
      for (const token of tokens) expect((await sessionWorks(server, token)).statusCode).toBe(401);
      expect((await sessionWorks(server, await signedInAs(user.email))).statusCode).toBe(200);
    });

    it('leaves the sessions of other users alone', async () => {
      const user = await createUser(server, { tenantId });
      const bystander = await createUser(server, { tenantId });
      const bystanderToken = await signedInAs(bystander.email);
      expect((await suspend(admin, user.id, true)).statusCode).toBe(200);
      expect((await sessionWorks(server, bystanderToken)).statusCode).toBe(200);
      expect((await sessionWorks(server, admin)).statusCode).toBe(200);
    });

    it('refuses an admin suspending themself with 409', async () => {
      const response = await suspend(admin, adminId, true);
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ success: false, code: 'CONFLICT' });
      expect(await isSuspended(adminId)).toBe(false);
      expect((await sessionWorks(server, admin)).statusCode).toBe(200);
    });

    it('answers 404 for a user of another brokerage or an unknown id', async () => {
      for (const id of [stranger.userId, '00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
        const response = await suspend(admin, id, true);
        expect(response.statusCode, id).toBe(404);
        expect(response.json().code, id).toBe('NOT_FOUND');
      }
      expect(await isSuspended(stranger.userId)).toBe(false);
    });

    it('is for admins only: an agent or a broker without the admin role gets 403', async () => {
      const user = await createUser(server, { tenantId });
      for (const email of ['agent@demo.ng', 'broker@demo.ng']) {
        const response = await suspend(await signInAs(server, email), user.id, true);
        expect(response.statusCode, email).toBe(403);
        expect(response.json().code, email).toBe('FORBIDDEN');
      }
      expect(await isSuspended(user.id)).toBe(false);
    });

    it('answers 400 on suspended when it is not a boolean, and 401 without a session', async () => {
      const user = await createUser(server, { tenantId });
      for (const value of ['yes', undefined, 1]) {
        const response = await suspend(admin, user.id, value);
        expect(response.statusCode, String(value)).toBe(400);
        expect(response.json().errors.map((error: { field: string }) => error.field)).toEqual(['suspended']);
      }
      const anonymous = await server.app.inject({ method: 'PATCH', url: `/api/v1/auth/user/${user.id}`, payload: { suspended: true } });
      expect(anonymous.statusCode).toBe(401);
      expect(await isSuspended(user.id)).toBe(false);
    });
  });

  describe('resending an invitation', () => {
    it('mails a new key to an unverified user of the brokerage once a minute has passed', async () => {
      const { user } = await registered(server, 'agent');
      const firstKey = await keptKey(server, user.email, '/verify');
      const early = await resendInvite(admin, user.id, { email: user.email, userId: user.id });
      expect(early.statusCode).toBe(429);
      expect(await outboxTo(server, user.email)).toHaveLength(1);

      await allowResend(server, user.id);
      const response = await resendInvite(admin, user.id, { email: user.email.toUpperCase(), userId: user.id });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: expect.stringContaining(user.email) });
      const mails = await outboxTo(server, user.email);
      expect(mails).toHaveLength(2);
      expect(mails[1]).toMatchObject({ tenantId, status: 'kept', subject: 'Verify your email address' });
      const secondKey = await keptKey(server, user.email, '/verify');
      expect(secondKey).not.toBe(firstKey);
      const verified = await server.app.inject({ method: 'PUT', url: `/api/v1/auth/verify?key=${encodeURIComponent(secondKey)}` });
      expect(verified.statusCode).toBe(200);
    });

    it('answers 406 with the spec’s words for a verified user', async () => {
      const agent = await userByEmail(server, 'agent@demo.ng');
      const response = await resendInvite(admin, agent.id, { email: agent.email, userId: agent.id });
      expect(response.statusCode).toBe(406);
      expect(response.json()).toMatchObject({ success: false, message: userAlreadyVerified('agent@demo.ng') });
    });

    it('answers 404 for an unverified user of another brokerage and sends nothing', async () => {
      const response = await resendInvite(admin, stranger.userId, { email: stranger.email, userId: stranger.userId });
      expect(response.statusCode).toBe(404);
      expect(response.json().code).toBe('NOT_FOUND');
      expect(await outboxTo(server, stranger.email)).toEqual([]);
    });

    it('answers 400 when the body names another user or another email', async () => {
      const { user } = await registered(server, 'agent');
      const other = await createUser(server, { tenantId, verified: false });
      await allowResend(server, user.id);
      const wrongId = await resendInvite(admin, user.id, { email: user.email, userId: other.id });
      expect(wrongId.statusCode).toBe(400);
      expect(wrongId.json().errors).toEqual([{ field: 'userId', message: expect.any(String) }]);
      const wrongEmail = await resendInvite(admin, user.id, { email: other.email, userId: user.id });
      expect(wrongEmail.statusCode).toBe(400);
      expect(wrongEmail.json().errors).toEqual([{ field: 'email', message: expect.any(String) }]);
      expect(await outboxTo(server, user.email)).toHaveLength(1);
      expect(await outboxTo(server, other.email)).toEqual([]);
    });

    it('is for admins only', async () => {
      const { user } = await registered(server, 'agent');
      await allowResend(server, user.id);
      const response = await resendInvite(await signInAs(server, 'agent@demo.ng'), user.id, { email: user.email, userId: user.id });
      expect(response.statusCode).toBe(403);
      expect(await outboxTo(server, user.email)).toHaveLength(1);
    });
  });

  it('treats any user holding the admin role as an admin, not only the seeded one', async () => {
    const second = await createUser(server, { tenantId, admin: true, userType: 'broker' });
    const user = await createUser(server, { tenantId });
    const response = await suspend(await signedInAs(second.email), user.id, true);
    expect(response.statusCode).toBe(200);
    expect(await isSuspended(user.id)).toBe(true);
  });
});
