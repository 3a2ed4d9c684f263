import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTokenService, type TokenClaims } from '../../server/auth/tokens';
import { sessions, subscriptions, users } from '../../server/db/schema';
import { decodeJwtPayload, encodeJwtPart } from './support/jwt';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

const STATUS = '/api/v1/user/subscription/status';
const SIGN_OUT = '/api/v1/auth/signout';
const PROTECTED = [
  { method: 'GET', url: STATUS },
  { method: 'POST', url: SIGN_OUT },
] as const;

function claimsOf(token: string): TokenClaims {
  const { exp: _exp, iat: _iat, sub: _sub, ...claims } = decodeJwtPayload(token);
  return claims as unknown as TokenClaims;
}

describe.each(oneDatabase())('sessions on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const status = (headers: Record<string, string>) => server.app.inject({ method: 'GET', url: STATUS, headers });
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

  function expectInvalidSession(response: { statusCode: number; json(): unknown }, context?: string) {
    expect(response.statusCode, context).toBe(401);
    expect(response.json(), context).toMatchObject({ success: false, code: 'INVALID_SESSION', message: expect.any(String), errors: [] });
  }

  async function setSuspended(email: string, suspended: boolean) {
    await server.db.update(users).set({ suspended }).where(eq(users.email, email));
  }

  describe('tokens', () => {
    it('refuses a protected route without a token', async () => {
      for (const route of PROTECTED) {
        const response = await server.app.inject(route);
        expectInvalidSession(response, route.url);
        expect(response.json().message).toBe('Please sign in to continue');
      }
    });

    it('refuses empty, malformed and foreign-scheme authorization headers', async () => {
      const token = await signInAs(server, 'broker@demo.ng');
      const attempts: Record<string, string>[] = [
        { authorization: 'Bearer ' },
        { authorization: 'Bearer' },
        { authorization: `Basic ${token}` },
        { authorization: token },
        { 'x-access-token': '   ' },
      ];
      for (const headers of attempts) {
        expectInvalidSession(await status(headers), JSON.stringify(headers));
      }
    });

    it('refuses a garbage token', async () => {
      for (const token of ['garbage', 'a.b.c', 'eyJhbGciOiJIUzI1NiJ9.e30.invalid-signature']) {
        for (const route of PROTECTED)
          expectInvalidSession(await server.app.inject({ ...route, headers: bearer(token) }), `${route.url} ${token}`);
      }
    });

    it('refuses a token with the right claims signed by another secret', async () => {
      const real = await signInAs(server, 'broker@demo.ng');
      const forger = createTokenService('another-secret-that-is-long-enough-0123456789');
      const forged = await forger.sign(claimsOf(real), new Date(Date.now() + 3_600_000));
      for (const route of PROTECTED) expectInvalidSession(await server.app.inject({ ...route, headers: bearer(forged) }), route.url);
      // The real token still works: the forgery did not disturb the session.
      expect((await status(bearer(real))).statusCode).toBe(200);
    });

    it('refuses an unsigned token (alg none)', async () => {
      const real = await signInAs(server, 'broker@demo.ng');
      const payload = decodeJwtPayload(real);
      const unsigned = `${encodeJwtPart({ alg: 'none', typ: 'JWT' })}.${encodeJwtPart(payload)}.`;
      expectInvalidSession(await status(bearer(unsigned)));
    });

    it('accepts the token in Authorization: Bearer and in x-access-token', async () => {
      const token = await signInAs(server, 'broker@demo.ng');
      const accepted: Record<string, string>[] = [bearer(token), { 'x-access-token': token }, { authorization: `Bearer  ${token} ` }];
      for (const headers of accepted) {
        const response = await status(headers);
        expect(response.statusCode, JSON.stringify(headers)).toBe(200);
        expect(response.json().success).toBe(true);
      }
    });

    it('refuses a validly signed token whose time is up', async () => {
      const real = await signInAs(server, 'broker@demo.ng');
      const expired = await server.ctx.tokens.sign(claimsOf(real), new Date(Date.now() - 60_000));
      const response = await status(bearer(expired));
      expectInvalidSession(response);
      expect(response.json().message).toBe('Your session has expired, please sign in again');
    });

    it('refuses a token whose session row has expired', async () => {
      const token = await signInAs(server, 'broker@demo.ng');
      expect((await status(bearer(token))).statusCode).toBe(200);
      const sid = decodeJwtPayload(token).sid as string;
      await server.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.id, sid));
      expectInvalidSession(await status(bearer(token)));
    });

    it('refuses a token whose session id is unknown', async () => {
      const real = await signInAs(server, 'broker@demo.ng');
      const claims = { ...claimsOf(real), sid: '00000000-0000-4000-8000-000000000000' };
      const token = await server.ctx.tokens.sign(claims, new Date(Date.now() + 3_600_000));
      expectInvalidSession(await status(bearer(token)));
    });

    it("refuses a token that pairs one user's id with another user's session", async () => {
      const brokerToken = await signInAs(server, 'broker@demo.ng');
      const agentToken = await signInAs(server, 'agent@demo.ng');
      const mixed = { ...claimsOf(agentToken), sid: decodeJwtPayload(brokerToken).sid as string };
      const token = await server.ctx.tokens.sign(mixed, new Date(Date.now() + 3_600_000));
      expectInvalidSession(await status(bearer(token)));
    });

    it('refuses a signed token whose claims lack the session id', async () => {
      const { sid: _sid, ...withoutSid } = claimsOf(await signInAs(server, 'broker@demo.ng'));
      const token = await server.ctx.tokens.sign(withoutSid as TokenClaims, new Date(Date.now() + 3_600_000));
      expectInvalidSession(await status(bearer(token)));
    });
  });

  describe('ending sessions', () => {
    it('signs out: the same token is refused afterwards and the row is revoked', async () => {
      const token = await signInAs(server, 'agent@demo.ng');
      const signOut = await server.app.inject({ method: 'POST', url: SIGN_OUT, headers: bearer(token) });
      expect(signOut.statusCode).toBe(200);
      expect(signOut.json()).toMatchObject({ success: true });

      expectInvalidSession(await status(bearer(token)));
      expectInvalidSession(await status({ 'x-access-token': token }));
      expectInvalidSession(await server.app.inject({ method: 'POST', url: SIGN_OUT, headers: bearer(token) }));
      const [row] = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, decodeJwtPayload(token).sid as string));
      expect(row?.revokedAt).toBeInstanceOf(Date);
    });

    it("revoking one session leaves the user's other sessions working", async () => {
      const phone = await signInAs(server, 'admin@demo.ng');
      const laptop = await signInAs(server, 'admin@demo.ng');
      expect((await server.app.inject({ method: 'POST', url: SIGN_OUT, headers: bearer(phone) })).statusCode).toBe(200);
      expectInvalidSession(await status(bearer(phone)));
      expect((await status(bearer(laptop))).statusCode).toBe(200);
    });

    it('suspending a user ends all their live sessions at once, and no one else’s', async () => {
      const email = `suspend-me-${kind}@second.ng`;
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      const first = await signInAs(server, email, 'Right#Pass1');
      const second = await signInAs(server, email, 'Right#Pass1');
      const bystander = await signInAs(server, 'broker@demo.ng');
      expect((await status(bearer(first))).statusCode).toBe(200);

      await setSuspended(email, true);
      expectInvalidSession(await status(bearer(first)));
      expectInvalidSession(await status({ 'x-access-token': second }));
      expectInvalidSession(await server.app.inject({ method: 'POST', url: SIGN_OUT, headers: bearer(second) }));
      expect((await status(bearer(bystander))).statusCode).toBe(200);
    });
  });

  describe('subscription status', () => {
    it('reports the demo brokerage subscription', async () => {
      const response = await status(bearer(await signInAs(server, 'agent@demo.ng')));
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.success).toBe(true);
      expect(body.subscription.users).toBeGreaterThan(0);
      expect(body.subscription).toMatchObject({ users: 10, plan: 'Demo', billing_period_id: 3 });
      expect(new Date(body.subscription.ends_at).getTime()).toBeGreaterThan(Date.now());
    });

    it('reports users 0 for a brokerage without a subscription', async () => {
      const email = `no-plan-${kind}@second.ng`;
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      const response = await status(bearer(await signInAs(server, email, 'Right#Pass1')));
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        subscription: { users: 0, plan: null, billing_period_id: null, ends_at: null },
      });
    });

    it('counts only a subscription that is running now', async () => {
      const email = `lapsed-${kind}@second.ng`;
      const { tenantId } = await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      const day = 86_400_000;
      const now = Date.now();
      await server.db.insert(subscriptions).values([
        {
          tenantId,
          planName: 'Lapsed',
          billingPeriodId: 1,
          users: 3,
          startsAt: new Date(now - 60 * day),
          endsAt: new Date(now - 30 * day),
        },
        {
          tenantId,
          planName: 'Future',
          billingPeriodId: 1,
          users: 5,
          startsAt: new Date(now + 30 * day),
          endsAt: new Date(now + 60 * day),
        },
      ]);
      const token = await signInAs(server, email, 'Right#Pass1');
      expect((await status(bearer(token))).json().subscription.users).toBe(0);

      await server.db.insert(subscriptions).values({
        tenantId,
        planName: 'Current',
        billingPeriodId: 2,
        users: 4,
        startsAt: new Date(now - day),
        endsAt: new Date(now + 80 * day),
      });
      expect((await status(bearer(token))).json().subscription).toMatchObject({ users: 4, plan: 'Current', billing_period_id: 2 });
    });
  });
});
