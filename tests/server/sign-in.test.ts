import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, signInAddressFailures, signInFailures, tenants, users } from '../../server/db/schema';
import { SIGN_IN_POLICY } from '../../server/identity/sign-in';
import { decodeJwtPart, decodeJwtPayload } from './support/jwt';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, startTestServer, type TestServer } from './support/test-server';

const PASSWORD = 'Demo#2026';
const SIGN_IN = '/api/v1/auth/signin';

describe.each(oneDatabase())('sign-in on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const signIn = (payload: unknown, headers: Record<string, string> = {}, remoteAddress = '127.0.0.1') =>
    server.app.inject({ method: 'POST', url: SIGN_IN, payload: payload as object, headers, remoteAddress });

  /** Each throttling case comes from its own address, so that one case's failures do not count in another's. */
  let lastOctet = 0;
  const freshAddress = () => `198.51.100.${++lastOctet}`;

  async function timedSignIn(payload: unknown, remoteAddress = '127.0.0.1') {
    const started = performance.now();
    const response = await signIn(payload, {}, remoteAddress);
    return { response, ms: performance.now() - started };
  }

  const attemptsOf = async (email: string, address = '127.0.0.1') =>
    (
      await server.db
        .select()
        .from(signInFailures)
        .where(and(eq(signInFailures.email, email), eq(signInFailures.address, address)))
    )[0];

  async function userId(email: string): Promise<string> {
    const [user] = await server.db.select({ id: users.id }).from(users).where(eq(users.email, email));
    return user!.id;
  }

  describe('success', () => {
    it('answers { success: true, token } for a right email and password', async () => {
      const response = await signIn({ email: 'admin@demo.ng', password: PASSWORD });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      const body = response.json();
      expect(body).toEqual({ success: true, message: 'Signed in', token: expect.any(String) });
      expect(body.token.split('.')).toHaveLength(3);
    });

    it('signs a token whose claims describe the admin, their roles and their brokerage', async () => {
      const before = Math.floor(Date.now() / 1000);
      const response = await signIn({ email: 'admin@demo.ng', password: PASSWORD }, { 'user-agent': 'sign-in-test/1.0' });
      const token: string = response.json().token;
      expect(decodeJwtPart(token, 0)).toMatchObject({ alg: 'HS256', typ: 'JWT' });
      const claims = decodeJwtPayload(token);
      const [tenant] = await server.db.select().from(tenants).where(eq(tenants.url, 'demo'));
      const adminId = await userId('admin@demo.ng');
      expect(claims).toMatchObject({
        user_id: adminId,
        sub: adminId,
        userType: 'admin-role',
        tenant: { id: tenant!.id, name: 'Demo Insurance Brokers Ltd', url: 'demo' },
        username: 'Adaeze Okafor',
        email: 'admin@demo.ng',
        pendingPasswordChange: false,
      });
      expect(claims.roles).toEqual([{ id: expect.any(String), name: 'admin' }]);
      expect(claims.sid).toEqual(expect.stringMatching(/^[0-9a-f-]{36}$/));
      const exp = claims.exp as number;
      expect(exp).toBeGreaterThanOrEqual(before + 43_200 - 2);
      expect(exp).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 43_200 + 2);
      expect(server.config.sessionTtlSeconds).toBe(43_200);

      // The token stands for one session row, expiring with it.
      const [session] = await server.db
        .select()
        .from(sessions)
        .where(eq(sessions.id, claims.sid as string));
      expect(session).toMatchObject({ userId: adminId, tenantId: tenant!.id, revokedAt: null, userAgent: 'sign-in-test/1.0' });
      expect(Math.abs(session!.expiresAt.getTime() / 1000 - exp)).toBeLessThanOrEqual(1);
    });

    it('carries each user their own user type and roles, none of them admin for a broker or an agent', async () => {
      const broker = decodeJwtPayload((await signIn({ email: 'broker@demo.ng', password: PASSWORD })).json().token);
      expect(broker).toMatchObject({ userType: 'broker', email: 'broker@demo.ng', username: 'Tunde Bakare' });
      expect((broker.roles as { name: string }[]).map((role) => role.name)).toEqual(['underwriting officer']);
      expect(broker.user_id).toBe(await userId('broker@demo.ng'));
      const agent = decodeJwtPayload((await signIn({ email: 'agent@demo.ng', password: PASSWORD })).json().token);
      expect(agent).toMatchObject({ userType: 'agent', email: 'agent@demo.ng' });
      expect((agent.roles as { name: string }[]).map((role) => role.name)).toEqual(['agent']);
    });

    it('opens a new session, with its own id, on every sign-in', async () => {
      const first = decodeJwtPayload((await signIn({ email: 'broker@demo.ng', password: PASSWORD })).json().token);
      const second = decodeJwtPayload((await signIn({ email: 'broker@demo.ng', password: PASSWORD })).json().token);
      expect(first.sid).not.toBe(second.sid);
    });

    it('reads the email case-insensitively and ignores surrounding spaces', async () => {
      for (const email of ['ADMIN@DEMO.NG', '  Admin@Demo.ng  ', '\tadmin@demo.ng\n']) {
        const response = await signIn({ email, password: PASSWORD });
        expect(response.statusCode, email).toBe(200);
        expect(decodeJwtPayload(response.json().token).email).toBe('admin@demo.ng');
      }
    });

    it('does not trim or fold the password', async () => {
      for (const password of [` ${PASSWORD}`, `${PASSWORD} `, PASSWORD.toLowerCase()]) {
        expect((await signIn({ email: 'broker@demo.ng', password })).statusCode, password).toBe(401);
      }
      await signIn({ email: 'broker@demo.ng', password: PASSWORD }); // clears the failures again
    });

    it('follows the configured session lifetime for the token and the session', async () => {
      // loadConfig turns SESSION_TTL into sessionTtlSeconds (see config.test.ts); sign-in reads it from the context.
      const configured = server.ctx.config.sessionTtlSeconds;
      server.ctx.config.sessionTtlSeconds = 1800;
      try {
        const before = Math.floor(Date.now() / 1000);
        const claims = decodeJwtPayload((await signIn({ email: 'agent@demo.ng', password: PASSWORD })).json().token);
        expect(claims.exp as number).toBeGreaterThanOrEqual(before + 1800 - 2);
        expect(claims.exp as number).toBeLessThanOrEqual(Math.ceil(Date.now() / 1000) + 1800 + 2);
        const [session] = await server.db
          .select()
          .from(sessions)
          .where(eq(sessions.id, claims.sid as string));
        expect(Math.abs(session!.expiresAt.getTime() / 1000 - (claims.exp as number))).toBeLessThanOrEqual(1);
      } finally {
        server.ctx.config.sessionTtlSeconds = configured;
      }
    });
  });

  describe('refusals', () => {
    it('answers a wrong password and an unknown email alike: 401 INVALID_CREDENTIALS', async () => {
      const wrongPassword = await signIn({ email: 'broker@demo.ng', password: 'Demo#2025' });
      const unknownEmail = await signIn({ email: 'nobody@demo.ng', password: PASSWORD });
      for (const response of [wrongPassword, unknownEmail]) {
        expect(response.statusCode).toBe(401);
        expect(response.json()).toEqual({ success: false, code: 'INVALID_CREDENTIALS', message: 'Invalid email or password', errors: [] });
      }
      expect(wrongPassword.body).toBe(unknownEmail.body);
      expect(wrongPassword.headers['retry-after']).toBeUndefined();
      await signIn({ email: 'broker@demo.ng', password: PASSWORD });
    });

    it('answers 400 VALIDATION_ERROR with a message per missing field', async () => {
      for (const payload of [{}, { email: '', password: '' }, { email: null, password: null }]) {
        const response = await signIn(payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        const body = response.json();
        expect(body).toMatchObject({ success: false, code: 'VALIDATION_ERROR', message: expect.any(String) });
        expect(body.errors).toEqual(
          expect.arrayContaining([
            { field: 'email', message: 'This field is required' },
            { field: 'password', message: 'This field is required' },
          ]),
        );
        expect(body.errors).toHaveLength(2);
      }
    });

    it('answers 400 when the body is missing altogether', async () => {
      const response = await server.app.inject({ method: 'POST', url: SIGN_IN });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
      expect(response.json().errors).toHaveLength(2);
    });

    it('names a blank email required and a malformed one invalid', async () => {
      const blank = await signIn({ email: '   ', password: PASSWORD });
      expect(blank.statusCode).toBe(400);
      expect(blank.json().errors).toEqual([{ field: 'email', message: 'This field is required' }]);
      for (const email of ['not-an-email', 'admin@demo', 'admin demo@demo.ng', '@demo.ng']) {
        const response = await signIn({ email, password: PASSWORD });
        expect(response.statusCode, email).toBe(400);
        expect(response.json()).toMatchObject({
          success: false,
          code: 'VALIDATION_ERROR',
          errors: [{ field: 'email', message: 'Enter a valid email address' }],
        });
      }
    });

    it('records nothing when the input is invalid', async () => {
      const response = await signIn({ email: 'admin@demo.ng', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ field: 'password', message: 'This field is required' }]);
      expect(await attemptsOf('admin@demo.ng')).toBeUndefined();
    });

    it('answers 400 in the error shape when the body is not JSON', async () => {
      const broken = await server.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { 'content-type': 'application/json' },
        payload: '{"email": "admin@demo.ng", "password": ',
      });
      expect(broken.statusCode).toBe(400);
      expect(broken.json()).toEqual({
        success: false,
        code: 'VALIDATION_ERROR',
        message: 'The request body is not valid JSON',
        errors: [],
      });

      const text = await server.app.inject({
        method: 'POST',
        url: SIGN_IN,
        headers: { 'content-type': 'text/plain' },
        payload: 'email=admin@demo.ng&password=Demo#2026',
      });
      expect(text.statusCode).toBe(400);
      expect(text.json()).toMatchObject({
        success: false,
        code: expect.any(String),
        message: expect.any(String),
        errors: expect.any(Array),
      });

      const array = await server.app.inject({ method: 'POST', url: SIGN_IN, payload: [] as unknown as object });
      expect(array.statusCode).toBe(400);
      expect(array.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR' });
    });

    it('answers 403 to a suspended user with the right password, and opens no session', async () => {
      const email = `suspended-${kind}@second.ng`;
      const { userId: id } = await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      expect((await signIn({ email, password: 'Right#Pass1' })).statusCode).toBe(200);
      await server.db.update(users).set({ suspended: true }).where(eq(users.id, id));
      const sessionsBefore = await server.db.select().from(sessions).where(eq(sessions.userId, id));

      const response = await signIn({ email, password: 'Right#Pass1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'FORBIDDEN',
        message: expect.stringMatching(/suspended/i),
        errors: [],
      });
      const sessionsAfter = await server.db.select().from(sessions).where(eq(sessions.userId, id));
      expect(sessionsAfter).toHaveLength(sessionsBefore.length);

      // A wrong password still reads as bad credentials: suspension is not revealed to a guesser.
      expect((await signIn({ email, password: 'Wrong#Pass1' })).statusCode).toBe(401);
    });

    it('answers 403 to a user whose email is not verified yet', async () => {
      const email = `unverified-${kind}@second.ng`;
      await createTenantWithUser(server, { email, password: 'Right#Pass1', verified: false });
      const response = await signIn({ email, password: 'Right#Pass1' });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({
        success: false,
        code: 'EMAIL_NOT_VERIFIED',
        message: 'Please verify your email address before signing in',
      });
    });
  });

  describe('throttling', () => {
    it('slows the answers down once slowAfter failures from the address are counted', async () => {
      expect(SIGN_IN_POLICY.slowAfter).toBe(3);
      const email = 'agent@demo.ng';
      const address = freshAddress();
      const timings: number[] = [];
      for (let attempt = 1; attempt <= 5; attempt++) {
        const { response, ms } = await timedSignIn({ email, password: `wrong-${attempt}` }, address);
        expect(response.statusCode, `attempt ${attempt}`).toBe(401);
        timings.push(ms);
      }
      expect((await attemptsOf(email, address))?.failures).toBe(5);
      const unthrottled = Math.min(timings[0]!, timings[1]!, timings[2]!);
      expect(timings[3]! - unthrottled).toBeGreaterThanOrEqual(200); // base delay 250 ms
      expect(timings[4]! - unthrottled).toBeGreaterThanOrEqual(400); // doubled: 500 ms
      expect(timings[4]!).toBeLessThan(SIGN_IN_POLICY.maxDelayMs + 2_000);
      expect(unthrottled).toBeLessThan(SIGN_IN_POLICY.baseDelayMs * 4);

      // The same account from another address is not slowed down.
      const { response, ms } = await timedSignIn({ email, password: PASSWORD }, freshAddress());
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(SIGN_IN_POLICY.baseDelayMs * 4);
      await signIn({ email, password: PASSWORD }, {}, address);
    });

    it('counts failures per email, whatever its case, and address, including unknown emails', async () => {
      const email = `nobody-${kind}@nowhere.ng`;
      const address = freshAddress();
      await signIn({ email, password: 'x' }, {}, address);
      await signIn({ email: email.toUpperCase(), password: 'x' }, {}, address);
      await signIn({ email: `  ${email}  `, password: 'x' }, {}, address);
      expect((await attemptsOf(email, address))?.failures).toBe(3);
      expect(await attemptsOf(email.toUpperCase(), address)).toBeUndefined();
      const [everywhere] = await server.db.select().from(signInAddressFailures).where(eq(signInAddressFailures.address, address));
      expect(everywhere?.failures).toBe(3);
    });

    it('blocks the address for that account after blockAfter failures: 429 with retry-after, even for the right password', async () => {
      const email = `locked-${kind}@second.ng`;
      const attacker = freshAddress();
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      // blockAfter - 1 failures already counted within the window: the next failure blocks.
      await server.db
        .insert(signInFailures)
        .values({ email, address: attacker, failures: SIGN_IN_POLICY.blockAfter - 1, windowStartedAt: new Date() });

      const last = await signIn({ email, password: 'Wrong#Pass1' }, {}, attacker);
      expect(last.statusCode).toBe(401);
      expect(last.json().code).toBe('INVALID_CREDENTIALS');
      const row = await attemptsOf(email, attacker);
      expect(row?.failures).toBe(SIGN_IN_POLICY.blockAfter);
      expect(row?.blockedUntil).toBeInstanceOf(Date);
      expect(row!.blockedUntil!.getTime() - Date.now()).toBeGreaterThan(SIGN_IN_POLICY.blockMs - 60_000);

      for (const attempt of [
        { email, password: 'Right#Pass1' },
        { email: email.toUpperCase(), password: 'Right#Pass1' },
        { email, password: 'Wrong' },
      ]) {
        const { response, ms } = await timedSignIn(attempt, attacker);
        expect(response.statusCode).toBe(429);
        expect(response.json()).toEqual({
          success: false,
          code: 'TOO_MANY_ATTEMPTS',
          message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
          errors: [],
        });
        const retryAfter = Number(response.headers['retry-after']);
        expect(retryAfter).toBeGreaterThan(SIGN_IN_POLICY.blockMs / 1000 - 60);
        expect(retryAfter).toBeLessThanOrEqual(SIGN_IN_POLICY.blockMs / 1000);
        expect(ms).toBeLessThan(1_000); // refused at once, not after the slow-down
      }
      // Refusals while blocked neither count as failures nor lengthen the block.
      expect((await attemptsOf(email, attacker))?.failures).toBe(SIGN_IN_POLICY.blockAfter);
      expect((await attemptsOf(email, attacker))?.blockedUntil?.getTime()).toBe(row!.blockedUntil!.getTime());

      // The owner, from anywhere else, signs in at once; other accounts stay open to the blocked address.
      const owner = await timedSignIn({ email, password: 'Right#Pass1' }, freshAddress());
      expect(owner.response.statusCode).toBe(200);
      expect(owner.ms).toBeLessThan(1_000);
      expect((await signIn({ email: 'broker@demo.ng', password: PASSWORD }, {}, attacker)).statusCode).toBe(200);
    });

    it('lets the address in again once the block has run out', async () => {
      const email = `unlocked-${kind}@second.ng`;
      const address = freshAddress();
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      const longAgo = new Date(Date.now() - SIGN_IN_POLICY.windowMs - 60_000);
      await server.db.insert(signInFailures).values({
        email,
        address,
        failures: SIGN_IN_POLICY.blockAfter,
        windowStartedAt: longAgo,
        blockedUntil: new Date(Date.now() - 1000),
      });
      const { response, ms } = await timedSignIn({ email, password: 'Right#Pass1' }, address);
      expect(response.statusCode).toBe(200);
      expect(ms).toBeLessThan(SIGN_IN_POLICY.baseDelayMs * 4); // old failures are outside the window
    });

    it('starts counting afresh when the last failures are older than the window', async () => {
      const email = `stale-${kind}@nowhere.ng`;
      const address = freshAddress();
      const longAgo = new Date(Date.now() - SIGN_IN_POLICY.windowMs - 60_000);
      await server.db.insert(signInFailures).values({ email, address, failures: SIGN_IN_POLICY.blockAfter - 1, windowStartedAt: longAgo });
      const { response, ms } = await timedSignIn({ email, password: 'x' }, address);
      expect(response.statusCode).toBe(401);
      expect(ms).toBeLessThan(SIGN_IN_POLICY.baseDelayMs * 4);
      const row = await attemptsOf(email, address);
      expect(row?.failures).toBe(1);
      expect(row?.blockedUntil).toBeNull();
      expect(row!.windowStartedAt.getTime()).toBeGreaterThan(Date.now() - 60_000);
    });

    it("forgets the address's failures on that account when a sign-in from it succeeds, not the other addresses'", async () => {
      const email = `forgiven-${kind}@second.ng`;
      const [here, elsewhere] = [freshAddress(), freshAddress()];
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      for (let attempt = 0; attempt < 2; attempt++) await signIn({ email, password: 'Wrong#Pass1' }, {}, here);
      await signIn({ email, password: 'Wrong#Pass1' }, {}, elsewhere);
      expect((await attemptsOf(email, here))?.failures).toBe(2);

      expect((await signIn({ email: email.toUpperCase(), password: 'Right#Pass1' }, {}, here)).statusCode).toBe(200);
      expect(await attemptsOf(email, here)).toBeUndefined();
      expect((await attemptsOf(email, elsewhere))?.failures).toBe(1);

      await signIn({ email, password: 'Wrong#Pass1' }, {}, here);
      expect((await attemptsOf(email, here))?.failures).toBe(1);
    });

    it('blocks an address that fails on many accounts (password spraying) on every account, the untried ones too', async () => {
      const sprayer = freshAddress();
      const email = `sprayed-${kind}@second.ng`;
      await createTenantWithUser(server, { email, password: 'Right#Pass1' });
      // Two guesses per account stay far below the per-account block.
      for (let account = 0; account < SIGN_IN_POLICY.addressBlockAfter / 2; account++) {
        for (const guess of ['Password1!', 'Welcome#2026']) {
          const response = await signIn({ email: `staff-${account}-${kind}@spray.ng`, password: guess }, {}, sprayer);
          expect(response.statusCode).toBe(401);
        }
      }
      const refused = await signIn({ email, password: 'Right#Pass1' }, {}, sprayer);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toEqual({
        success: false,
        code: 'TOO_MANY_ATTEMPTS',
        message: 'Too many failed sign-in attempts from your network on several accounts. Try again in 15 minutes.',
        errors: [],
      });
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SIGN_IN_POLICY.blockMs / 1000 - 60);
      // Nobody else is refused: the same account from another address signs in.
      expect((await signIn({ email, password: 'Right#Pass1' }, {}, freshAddress())).statusCode).toBe(200);
    });
  });
});
