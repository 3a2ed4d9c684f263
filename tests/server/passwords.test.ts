import { and, eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PASSWORD_RULE, PASSWORDS_DIFFER } from '../../domain/registration';
import { userKeys, users } from '../../server/db/schema';
import { linkIn } from '../support/smtp-capture';
import {
  bearer,
  createUser,
  demoTenantId,
  freshEmail,
  keptKey,
  OTHER_STRONG_PASSWORD,
  outboxTo,
  PUBLIC_URL,
  sessionRows,
  sessionWorks,
  signIn,
  STRONG_PASSWORD,
} from './support/accounts';
import { decodeJwtPayload } from './support/jwt';
import { atOnce } from './support/race';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('passwords on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const db = () => server.db;
  const forgot = (email: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } });
  const reset = (key: string, password: string, confirmPassword = password) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v1/auth/reset-password?key=${encodeURIComponent(key)}`,
      payload: { password, confirmPassword },
    });
  const change = (token: string, payload: Record<string, unknown>) =>
    server.app.inject({ method: 'PUT', url: '/api/v1/auth/change-password', headers: bearer(token), payload });
  const tokenOf = async (email: string, password = STRONG_PASSWORD) => {
    const response = await signIn(server, email, password);
    expect(response.statusCode, response.body).toBe(200);
    return response.json().token as string;
  };

  describe('forgotten password', () => {
    it('answers the same whether or not the email has an account, and mails only a real one', async () => {
      const user = await createUser(server, { tenantId });
      const known = await forgot(user.email.toUpperCase());
      const unknown = await forgot('nobody-at-all@example.ng');
      expect(known.statusCode).toBe(200);
      expect(unknown.statusCode).toBe(200);
      expect(unknown.json()).toEqual({ ...known.json(), message: known.json().message.replace(user.email, 'nobody-at-all@example.ng') });
      expect(await outboxTo(server, 'nobody-at-all@example.ng')).toEqual([]);

      const [mail, ...more] = await outboxTo(server, user.email);
      expect(more).toEqual([]);
      expect(mail).toMatchObject({ tenantId, status: 'kept', subject: 'Reset your password' });
      const link = linkIn(mail!.textBody, PUBLIC_URL, '/reset-password');
      expect(link.origin + link.pathname).toBe(`${PUBLIC_URL}/reset-password`);
      const [key] = await db()
        .select()
        .from(userKeys)
        .where(and(eq(userKeys.userId, user.id), eq(userKeys.purpose, 'reset-password')));
      expect(Math.abs(key!.expiresAt.getTime() - key!.createdAt.getTime() - 3600_000)).toBeLessThan(60_000);
    });

    it('sends no second mail within a minute, but answers the same', async () => {
      const user = await createUser(server, { tenantId });
      expect((await forgot(user.email)).statusCode).toBe(200);
      const again = await forgot(user.email);
      expect(again.statusCode).toBe(200);
      expect(await outboxTo(server, user.email)).toHaveLength(1);
    });

    it('sends one mail when two requests arrive at the same moment', async () => {
      const user = await createUser(server, { tenantId });
      const answers = await atOnce(server, 'user_keys', [() => forgot(user.email), () => forgot(user.email)]);
      expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(await outboxTo(server, user.email)).toHaveLength(1);
      const live = await db()
        .select()
        .from(userKeys)
        .where(and(eq(userKeys.userId, user.id), isNull(userKeys.usedAt)));
      expect(live).toHaveLength(1);
    });

    it('sends nothing to a suspended user', async () => {
      const user = await createUser(server, { tenantId });
      await db().update(users).set({ suspended: true }).where(eq(users.id, user.id));
      expect((await forgot(user.email)).statusCode).toBe(200);
      expect(await outboxTo(server, user.email)).toEqual([]);
    });

    it('answers 400 on email for something that is not an email', async () => {
      const response = await forgot('not an email');
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'email', message: 'Enter a valid email address' }]);
    });
  });

  describe('resetting', () => {
    it('sets the new password, ends every session of the user, and works once', async () => {
      const user = await createUser(server, { tenantId });
      const earlier = [await tokenOf(user.email), await tokenOf(user.email)];
      await forgot(user.email);
      const key = await keptKey(server, user.email, '/reset-password');

      const response = await reset(key, OTHER_STRONG_PASSWORD);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });

      for (const token of earlier) {
        const status = await sessionWorks(server, token);
        expect(status.statusCode).toBe(401);
        expect(status.json().code).toBe('INVALID_SESSION');
      }
      expect((await sessionRows(server, user.id)).every((session) => session.revokedAt !== null)).toBe(true);

      const old = await signIn(server, user.email, STRONG_PASSWORD);
      expect(old.statusCode).toBe(401);
      expect(old.json().code).toBe('INVALID_CREDENTIALS');
      expect((await sessionWorks(server, await tokenOf(user.email, OTHER_STRONG_PASSWORD))).statusCode).toBe(200);

      const again = await reset(key, 'Third#Pass2028');
      expect(again.statusCode).toBe(409);
      expect(again.json().code).toBe('KEY_USED');
      expect((await signIn(server, user.email, 'Third#Pass2028')).statusCode).toBe(401);
    });

    it('refuses a weak or unconfirmed password on its field and keeps the key usable', async () => {
      const user = await createUser(server, { tenantId });
      await forgot(user.email);
      const key = await keptKey(server, user.email, '/reset-password');
      const weak = await reset(key, 'short');
      expect(weak.statusCode).toBe(400);
      expect(weak.json().errors).toEqual([{ field: 'password', message: PASSWORD_RULE }]);
      const differ = await reset(key, OTHER_STRONG_PASSWORD, `${OTHER_STRONG_PASSWORD}!`);
      expect(differ.statusCode).toBe(400);
      expect(differ.json().errors).toEqual([{ field: 'confirmPassword', message: PASSWORDS_DIFFER }]);
      expect((await signIn(server, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
      expect((await reset(key, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('answers 400 INVALID_KEY for a wrong key or a verification key, 410 for an expired one', async () => {
      const user = await createUser(server, { tenantId, verified: false });
      await server.app.inject({ method: 'POST', url: '/api/v1/auth/email-verification', payload: { email: user.email } });
      const verifyKey = await keptKey(server, user.email, '/verify');
      for (const key of ['not-a-key', verifyKey]) {
        const response = await reset(key, OTHER_STRONG_PASSWORD);
        expect(response.statusCode, key).toBe(400);
        expect(response.json().code, key).toBe('INVALID_KEY');
      }
      await forgot(user.email);
      const key = await keptKey(server, user.email, '/reset-password');
      await db()
        .update(userKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userKeys.userId, user.id));
      const expired = await reset(key, OTHER_STRONG_PASSWORD);
      expect(expired.statusCode).toBe(410);
      expect(expired.json().code).toBe('KEY_EXPIRED');
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.emailVerifiedAt).toBeNull();
      expect((await signIn(server, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(401);
    });
  });

  describe('changing', () => {
    it('answers 400 on currentPassword when it is wrong, and changes nothing', async () => {
      const user = await createUser(server, { tenantId });
      const token = await tokenOf(user.email);
      const response = await change(token, {
        currentPassword: 'Wrong#Pass2026',
        newPassword: OTHER_STRONG_PASSWORD,
        confirmPassword: OTHER_STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'VALIDATION_ERROR',
        errors: [{ field: 'currentPassword', message: expect.any(String) }],
      });
      expect((await signIn(server, user.email, STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it.each([
      [{ newPassword: 'weakpass', confirmPassword: 'weakpass' }, 'newPassword', PASSWORD_RULE],
      [{ newPassword: OTHER_STRONG_PASSWORD, confirmPassword: 'Lekki$2027z' }, 'confirmPassword', PASSWORDS_DIFFER],
      [
        { newPassword: STRONG_PASSWORD, confirmPassword: STRONG_PASSWORD },
        'newPassword',
        'Choose a password different from the current one',
      ],
      [
        { currentPassword: '', newPassword: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
        'currentPassword',
        'This field is required',
      ],
    ])('refuses %j on its field', async (payload, field, message) => {
      const user = await createUser(server, { tenantId });
      const token = await tokenOf(user.email);
      const response = await change(token, { currentPassword: STRONG_PASSWORD, ...payload });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field, message }]);
    });

    it('needs a session', async () => {
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/change-password',
        payload: { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
      });
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('INVALID_SESSION');
    });

    it('ends every session, the one that made the change too, and answers the token of a new session', async () => {
      const user = await createUser(server, { tenantId });
      const other = await tokenOf(user.email);
      const current = await tokenOf(user.email);
      const live = server.ctx.live;
      const socketsEnded: string[] = [];
      server.ctx.live = { ...live, endSession: (sessionId) => socketsEnded.push(sessionId) };
      const response = await server.app.inject({
        method: 'PUT',
        url: '/api/v1/auth/change-password',
        headers: { ...bearer(current), 'user-agent': 'password-test/2.0' },
        payload: { currentPassword: STRONG_PASSWORD, newPassword: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ success: true, message: 'Your password has been changed', token: expect.any(String) });
      const { token } = response.json();
      const renewed = decodeJwtPayload(token);
      expect(renewed).toMatchObject({ user_id: user.id, pendingPasswordChange: false });
      expect(renewed.sid).not.toBe(decodeJwtPayload(current).sid);
      // The old sessions' live sockets are closed once the change has committed.
      server.ctx.live = live;
      expect(socketsEnded.sort()).toEqual([decodeJwtPayload(current).sid, decodeJwtPayload(other).sid].sort());

      expect((await sessionWorks(server, token)).statusCode).toBe(200);
      for (const old of [current, other]) {
        const ended = await sessionWorks(server, old);
        expect(ended.statusCode).toBe(401);
        expect(ended.json().code).toBe('INVALID_SESSION');
      }
      const rows = await sessionRows(server, user.id);
      expect(rows.map((row) => [row.id, row.revokedAt === null])).toEqual([
        [decodeJwtPayload(other).sid, false],
        [decodeJwtPayload(current).sid, false],
        [renewed.sid, true],
      ]);
      expect(rows[2]).toMatchObject({ userAgent: 'password-test/2.0', ipAddress: '127.0.0.1' });
      expect(Math.abs(rows[2]!.expiresAt.getTime() / 1000 - (renewed.exp as number))).toBeLessThanOrEqual(1);

      // The old token cannot change the password again, nor sign out the new session.
      const again = await change(current, {
        currentPassword: OTHER_STRONG_PASSWORD,
        newPassword: 'Epe&2028zz',
        confirmPassword: 'Epe&2028zz',
      });
      expect(again.statusCode).toBe(401);
      expect(again.json().code).toBe('INVALID_SESSION');

      expect((await signIn(server, user.email, STRONG_PASSWORD)).statusCode).toBe(401);
      expect((await signIn(server, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
    });

    it('clears a pending password change: signed in with pendingPasswordChange true, then false', async () => {
      const user = await createUser(server, { tenantId, email: freshEmail('pending'), pendingPasswordChange: true });
      const token = await tokenOf(user.email);
      expect(decodeJwtPayload(token).pendingPasswordChange).toBe(true);
      const response = await change(token, {
        currentPassword: STRONG_PASSWORD,
        newPassword: OTHER_STRONG_PASSWORD,
        confirmPassword: OTHER_STRONG_PASSWORD,
      });
      expect(response.statusCode).toBe(200);
      expect(decodeJwtPayload(response.json().token).pendingPasswordChange).toBe(false);
      const [row] = await db().select().from(users).where(eq(users.id, user.id));
      expect(row!.pendingPasswordChange).toBe(false);
      expect(decodeJwtPayload(await tokenOf(user.email, OTHER_STRONG_PASSWORD)).pendingPasswordChange).toBe(false);
    });
  });
});
