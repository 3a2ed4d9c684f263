import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userAlreadyVerified } from '../../domain/messages';
import { userKeys, users } from '../../server/db/schema';
import {
  allowResend,
  bearer,
  keptKey,
  outboxTo,
  PUBLIC_URL,
  registered,
  sessionWorks,
  signIn,
  STRONG_PASSWORD,
  userByEmail,
} from './support/accounts';
import { decodeJwtPayload } from './support/jwt';
import { atOnce } from './support/race';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('email verification on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
  });
  afterAll(() => server?.close());

  const db = () => server.db;
  const verify = (key: string) => server.app.inject({ method: 'PUT', url: `/api/v1/auth/verify?key=${encodeURIComponent(key)}` });
  const resendWith = (token: string) => server.app.inject({ method: 'POST', url: '/api/v1/auth/resend/mail', headers: bearer(token) });
  const resendTo = (email: unknown) => server.app.inject({ method: 'POST', url: '/api/v1/auth/email-verification', payload: { email } });
  const verifiedAt = async (userId: string) => (await db().select().from(users).where(eq(users.id, userId)))[0]!.emailVerifiedAt;

  describe('the key', () => {
    it('is mailed once, kept only as a hash, and expires in 48 hours', async () => {
      const { user } = await registered(server, 'agent');
      const key = await keptKey(server, user.email, '/verify');
      const [row, ...more] = await db().select().from(userKeys).where(eq(userKeys.userId, user.id));
      expect(more).toEqual([]);
      expect(row!.keyHash).toBe(createHash('sha256').update(key).digest('hex'));
      expect(row!.keyHash).not.toContain(key);
      const lifetime = row!.expiresAt.getTime() - row!.createdAt.getTime();
      expect(Math.abs(lifetime - 48 * 3600_000)).toBeLessThan(60_000);
    });

    it('verifies an agent, who then signs in; the agent gets no broker token', async () => {
      const { user, payload } = await registered(server, 'agent');
      const before = await signIn(server, user.email, STRONG_PASSWORD);
      expect(before.statusCode).toBe(403);
      expect(before.json()).toMatchObject({ success: false, code: 'EMAIL_NOT_VERIFIED' });

      const response = await verify(await keptKey(server, user.email, '/verify'));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, token: null });
      expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
      const [row] = await db().select().from(userKeys).where(eq(userKeys.userId, user.id));
      expect(row!.usedAt).toBeInstanceOf(Date);

      const after = await signIn(server, user.email, String(payload.password));
      expect(after.statusCode).toBe(200);
      expect(decodeJwtPayload(after.json().token)).toMatchObject({ user_id: user.id, userType: 'agent', roles: [] });
    });

    it('verifies a broker and answers a token for choosing the address, which is not a session', async () => {
      const { user } = await registered(server, 'broker');
      const response = await verify(await keptKey(server, user.email, '/verify'));
      expect(response.statusCode).toBe(200);
      const { token } = response.json();
      expect(decodeJwtPayload(token)).toMatchObject({ purpose: 'broker-url', user_id: user.id, tenant_id: user.tenantId });
      expect((await sessionWorks(server, token)).json().code).toBe('INVALID_SESSION');
      expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    });

    it('answers 400 INVALID_KEY for a wrong or missing key, and verifies nobody', async () => {
      const { user } = await registered(server, 'agent');
      const key = await keptKey(server, user.email, '/verify');
      for (const url of [`/api/v1/auth/verify?key=${key.slice(0, -2)}xx`, '/api/v1/auth/verify?key=', '/api/v1/auth/verify']) {
        const response = await server.app.inject({ method: 'PUT', url });
        expect(response.statusCode, url).toBe(400);
        expect(response.json(), url).toMatchObject({ success: false, code: 'INVALID_KEY' });
      }
      expect(await verifiedAt(user.id)).toBeNull();
    });

    it('works once: the second use answers 409 KEY_USED', async () => {
      const { user } = await registered(server, 'agent');
      const key = await keptKey(server, user.email, '/verify');
      expect((await verify(key)).statusCode).toBe(200);
      const first = await verifiedAt(user.id);
      const again = await verify(key);
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, code: 'KEY_USED' });
      expect(await verifiedAt(user.id)).toEqual(first);
    });

    it('verifies once when the same key arrives twice at the same moment', async () => {
      const { user } = await registered(server, 'agent');
      const key = await keptKey(server, user.email, '/verify');
      const answers = await atOnce(server, 'user_keys', [() => verify(key), () => verify(key)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    });

    it('answers 410 KEY_EXPIRED once it has expired, and leaves the user unverified', async () => {
      const { user } = await registered(server, 'agent');
      const key = await keptKey(server, user.email, '/verify');
      await db()
        .update(userKeys)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(userKeys.userId, user.id));
      const response = await verify(key);
      expect(response.statusCode).toBe(410);
      expect(response.json()).toMatchObject({ success: false, code: 'KEY_EXPIRED' });
      expect(await verifiedAt(user.id)).toBeNull();
      const [row] = await db().select().from(userKeys).where(eq(userKeys.userId, user.id));
      expect(row!.usedAt).toBeNull();
    });

    it('does not take a password reset key, which still resets afterwards', async () => {
      const { user } = await registered(server, 'agent');
      await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } });
      const resetKey = await keptKey(server, user.email, '/reset-password');
      const response = await verify(resetKey);
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('INVALID_KEY');
      expect(await verifiedAt(user.id)).toBeNull();
      const reset = await server.app.inject({
        method: 'PUT',
        url: `/api/v1/auth/reset-password?key=${encodeURIComponent(resetKey)}`,
        payload: { password: 'Yaba!2026q', confirmPassword: 'Yaba!2026q' },
      });
      expect(reset.statusCode).toBe(200);
    });
  });

  describe('resending with the registration token', () => {
    it('refuses a second mail within a minute with 429 and retry-after', async () => {
      const { user, registerToken } = await registered(server, 'agent');
      const response = await resendWith(registerToken);
      expect(response.statusCode).toBe(429);
      expect(response.json()).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
      const wait = Number(response.headers['retry-after']);
      expect(wait).toBeGreaterThan(0);
      expect(wait).toBeLessThanOrEqual(60);
      expect(await outboxTo(server, user.email)).toHaveLength(1);
    });

    it('sends a new key after a minute; the earlier key stops working and the new one verifies', async () => {
      const { user, registerToken } = await registered(server, 'agent');
      const firstKey = await keptKey(server, user.email, '/verify');
      await allowResend(server, user.id);
      const response = await resendWith(registerToken);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true, message: expect.stringContaining(user.email) });
      expect(await outboxTo(server, user.email)).toHaveLength(2);
      const secondKey = await keptKey(server, user.email, '/verify');
      expect(secondKey).not.toBe(firstKey);
      expect((await userByEmail(server, user.email)).verificationSentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);

      expect((await verify(firstKey)).statusCode).toBe(409);
      expect(await verifiedAt(user.id)).toBeNull();
      expect((await verify(secondKey)).statusCode).toBe(200);
      expect(await verifiedAt(user.id)).toBeInstanceOf(Date);
    });

    it('answers 406 once the user is verified', async () => {
      const { user, registerToken } = await registered(server, 'agent');
      await verify(await keptKey(server, user.email, '/verify'));
      await allowResend(server, user.id);
      const response = await resendWith(registerToken);
      expect(response.statusCode).toBe(406);
      expect(response.json()).toMatchObject({ success: false, message: userAlreadyVerified(user.email) });
      expect(await outboxTo(server, user.email)).toHaveLength(1);
    });

    it('answers 401 without a registration token, or with a session token instead', async () => {
      const session = await signInAs(server, 'agent@demo.ng');
      for (const headers of [{}, bearer('garbage'), bearer(session)]) {
        const response = await server.app.inject({ method: 'POST', url: '/api/v1/auth/resend/mail', headers });
        expect(response.statusCode, JSON.stringify(headers)).toBe(401);
        expect(response.json().code).toBe('INVALID_TOKEN');
      }
    });
  });

  describe('resending by email', () => {
    it('sends a new mail to an unverified user, whatever the case of the address, then 429 within a minute', async () => {
      const { user } = await registered(server, 'agent');
      await allowResend(server, user.id);
      const response = await resendTo(`  ${user.email.toUpperCase()} `);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({ success: true });
      expect(await outboxTo(server, user.email)).toHaveLength(2);
      const again = await resendTo(user.email);
      expect(again.statusCode).toBe(429);
      expect(await outboxTo(server, user.email)).toHaveLength(2);
    });

    it('sends one mail when two resends arrive at the same moment, and answers the other 429', async () => {
      const { user } = await registered(server, 'agent');
      await allowResend(server, user.id);
      const answers = await atOnce(server, 'user_keys', [() => resendTo(user.email), () => resendTo(user.email)]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 429]);
      expect(await outboxTo(server, user.email)).toHaveLength(2);
    });

    it('answers an unknown email the same way as a known one, and sends nothing', async () => {
      const { user } = await registered(server, 'agent');
      await allowResend(server, user.id);
      const known = await resendTo(user.email);
      const unknown = await resendTo('nobody-here@example.ng');
      expect(unknown.statusCode).toBe(known.statusCode);
      expect(unknown.json()).toEqual({ ...known.json(), message: known.json().message.replace(user.email, 'nobody-here@example.ng') });
      expect(await outboxTo(server, 'nobody-here@example.ng')).toEqual([]);
    });

    it('answers 406 with the spec’s words for a verified user', async () => {
      const response = await resendTo('Agent@Demo.ng');
      expect(response.statusCode).toBe(406);
      expect(response.json()).toMatchObject({ success: false, code: 'ALREADY_VERIFIED', message: userAlreadyVerified('agent@demo.ng') });
    });

    it('answers 400 on the email field for something that is not an email', async () => {
      for (const email of ['', 'nope', undefined]) {
        const response = await resendTo(email);
        expect(response.statusCode, String(email)).toBe(400);
        expect(response.json().errors, String(email)).toEqual([{ field: 'email', message: expect.any(String) }]);
      }
    });
  });
});
