import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../domain/messages';
import { sessions, tenants } from '../../server/db/schema';
import { bearer, freshAddress, keptKey, PUBLIC_URL, registered, sessionWorks, signIn, STRONG_PASSWORD } from './support/accounts';
import { decodeJwtPayload } from './support/jwt';
import { atOnce } from './support/race';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('a new brokerage’s address on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { PUBLIC_URL } });
  });
  afterAll(() => server?.close());

  const db = () => server.db;
  const chooseAddress = (token: string | null, url: unknown) =>
    server.app.inject({ method: 'POST', url: '/api/v1/tenants/url', headers: token ? bearer(token) : {}, payload: { url } });
  const tenantUrl = async (tenantId: string) => (await db().select().from(tenants).where(eq(tenants.id, tenantId)))[0]!.url;

  /** A broker who registered and followed the verification link: the token of the next step. */
  async function verifiedBroker() {
    const { user, registerToken } = await registered(server, 'broker');
    const key = await keptKey(server, user.email, '/verify');
    const verified = await server.app.inject({ method: 'PUT', url: `/api/v1/auth/verify?key=${encodeURIComponent(key)}` });
    expect(verified.statusCode).toBe(200);
    return { user, registerToken, brokerToken: verified.json().token as string };
  }

  it('sets the address and answers a working session token of the brokerage’s admin', async () => {
    const { user, brokerToken } = await verifiedBroker();
    const address = freshAddress('obi');
    const response = await chooseAddress(brokerToken, `  ${address.toUpperCase()} `);
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data.url).toBe(address);
    expect(await tenantUrl(user.tenantId)).toBe(address);

    expect(decodeJwtPayload(data.token)).toMatchObject({
      user_id: user.id,
      userType: 'broker',
      roles: [{ name: 'admin' }],
      tenant: { id: user.tenantId, url: address },
      pendingPasswordChange: false,
    });
    expect((await sessionWorks(server, data.token)).statusCode).toBe(200);
    const outbox = await server.app.inject({ method: 'GET', url: '/api/v1/mailer/outbox', headers: bearer(data.token) });
    expect(outbox.statusCode).toBe(200);
    const live = await db().select().from(sessions).where(eq(sessions.userId, user.id));
    expect(live).toHaveLength(1);
    expect(live[0]!.revokedAt).toBeNull();

    // The address now leads agents to this brokerage.
    const agent = await registered(server, 'agent', { brokerageAddress: address });
    expect(agent.user.tenantId).toBe(user.tenantId);
  });

  it('answers 409 on the field url for an address another brokerage uses, whatever its case', async () => {
    const { user, brokerToken } = await verifiedBroker();
    for (const url of ['demo', 'Demo']) {
      const response = await chooseAddress(brokerToken, url);
      expect(response.statusCode, url).toBe(409);
      expect(response.json(), url).toMatchObject({
        success: false,
        code: 'CONFLICT',
        errors: [{ field: 'url', message: expect.any(String) }],
      });
    }
    expect(await tenantUrl(user.tenantId)).toBeNull();
    // The step can still be finished with a free address.
    expect((await chooseAddress(brokerToken, freshAddress('free'))).statusCode).toBe(200);
  });

  it.each([
    ['', FIELD_REQUIRED],
    ['ab', 'Use 3 to 30 characters'],
    ['a'.repeat(31), 'Use 3 to 30 characters'],
    ['obi_brokers', 'Use lower-case letters, numbers and single hyphens, starting and ending with a letter or number'],
    ['-obi', 'Use lower-case letters, numbers and single hyphens, starting and ending with a letter or number'],
    ['obi--brokers', 'Use lower-case letters, numbers and single hyphens, starting and ending with a letter or number'],
    ['www', 'This address is reserved, choose another'],
    ['Admin', 'This address is reserved, choose another'],
    ['api', 'This address is reserved, choose another'],
  ])('answers 400 on the field url for %j', async (url, message) => {
    const { user, brokerToken } = await verifiedBroker();
    const response = await chooseAddress(brokerToken, url);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'url', message }] });
    expect(await tenantUrl(user.tenantId)).toBeNull();
  });

  it('answers 409 to a second choice and keeps the first address', async () => {
    const { user, brokerToken } = await verifiedBroker();
    const first = freshAddress('first');
    expect((await chooseAddress(brokerToken, first)).statusCode).toBe(200);
    const second = await chooseAddress(brokerToken, freshAddress('second'));
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ success: false, code: 'CONFLICT' });
    expect(await tenantUrl(user.tenantId)).toBe(first);
    expect(await db().select().from(sessions).where(eq(sessions.userId, user.id))).toHaveLength(1);
  });

  it('gives the address to one of two brokerages asking for it at once', async () => {
    const [a, b] = await Promise.all([verifiedBroker(), verifiedBroker()]);
    const address = freshAddress('race');
    const answers = await atOnce(server, 'tenants', [
      () => chooseAddress(a.brokerToken, address),
      () => chooseAddress(b.brokerToken, address),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const urls = [await tenantUrl(a.user.tenantId), await tenantUrl(b.user.tenantId)];
    expect(urls.filter((url) => url === address)).toHaveLength(1);
    expect(urls.filter((url) => url === null)).toHaveLength(1);
  });

  it('needs the token of this step: none, a registration token or a session token answer 401', async () => {
    const { user, registerToken } = await verifiedBroker();
    const session = await signIn(server, user.email, STRONG_PASSWORD);
    expect(session.statusCode).toBe(200);
    const adminSession = await signInAs(server, 'admin@demo.ng');
    for (const token of [null, 'garbage', registerToken, session.json().token as string, adminSession]) {
      const response = await chooseAddress(token, freshAddress('nope'));
      expect(response.statusCode, String(token)).toBe(401);
      expect(response.json().code).toBe('INVALID_TOKEN');
    }
    expect(await tenantUrl(user.tenantId)).toBeNull();
  });
});
