import { mkdtempSync, rmSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { CREDENTIAL_LIMITS } from '../../server/auth/throttle-limits';
import { createTokenService } from '../../server/auth/tokens';
import { loadConfig } from '../../server/config';
import { nobodyConnected } from '../../server/context';
import { openPostgres } from '../../server/db/client';
import { notificationReceipts, notifications } from '../../server/db/schema';
import { SIGN_IN_FAILURES_KIND } from '../../server/identity/throttle-alert';
import { SIGN_IN_POLICY } from '../../server/identity/throttle-failures';
import { createMailer } from '../../server/mail/mailer';
import { createUser, demoTenantId, freshEmail, outboxTo, STRONG_PASSWORD } from './support/accounts';
import { createPostgresDatabase, databaseKinds, oneDatabase, startTestServer, type TestServer } from './support/test-server';
import type { FastifyInstance } from 'fastify';
import type { AddressInfo } from 'node:net';

const OWNER_ADDRESS = '127.0.0.1';
const ATTACKER_ADDRESS = '127.0.0.2';
const SPRAYER_ADDRESS = '127.0.0.3';
const WARNING_SUBJECT = 'Failed sign-in attempts on your account';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: { success: boolean; code?: string; message?: string; errors?: unknown[]; token?: string };
}

/** A real request over TCP from one of the loopback addresses: the server sees that address as the client's. */
function postFrom(port: number, from: string, path: string, payload: object): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const body = JSON.stringify(payload);
    const sent = request(
      {
        host: '127.0.0.1',
        port,
        path: `/api/v1${path}`,
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body: JSON.parse(text) }));
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe.each(oneDatabase())('sign-in from two addresses on %s', (kind) => {
  let server: TestServer;
  let port: number;
  let tenantId: string;
  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    port = (server.app.server.address() as AddressInfo).port;
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const signInFrom = (from: string, email: string, password: string) => postFrom(port, from, '/auth/signin', { email, password });

  async function warningsOf(userId: string) {
    return server.db
      .select({ title: notifications.title, message: notifications.message, link: notifications.link })
      .from(notificationReceipts)
      .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
      .where(and(eq(notificationReceipts.userId, userId), eq(notifications.kind, SIGN_IN_FAILURES_KIND)));
  }

  it("blocks the attacker's address, even with the right password, while the owner signs in from theirs at once", async () => {
    const owner = await createUser(server, { tenantId, email: freshEmail('owner'), admin: true });
    // The owner has signed in from their own address before.
    expect((await signInFrom(OWNER_ADDRESS, owner.email, STRONG_PASSWORD)).status).toBe(200);

    for (let attempt = 1; attempt <= SIGN_IN_POLICY.blockAfter; attempt++) {
      const failed = await signInFrom(ATTACKER_ADDRESS, owner.email, `Guess#${attempt}x`);
      expect(failed.status, `attempt ${attempt}`).toBe(401);
      expect(failed.body.code).toBe('INVALID_CREDENTIALS');
    }
    const refused = await signInFrom(ATTACKER_ADDRESS, owner.email, STRONG_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts. Try again in 15 minutes.',
      errors: [],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(SIGN_IN_POLICY.blockMs / 1000 - 60);

    const started = performance.now();
    const ownerIn = await signInFrom(OWNER_ADDRESS, owner.email, STRONG_PASSWORD);
    expect(ownerIn.status).toBe(200);
    expect(ownerIn.body.token).toEqual(expect.any(String));
    expect(performance.now() - started).toBeLessThan(SIGN_IN_POLICY.baseDelayMs * 4); // not even slowed down

    // Told once, by mail and by notification, of the failures from the address that is not theirs.
    const mails = (await outboxTo(server, owner.email)).filter((mail) => mail.subject === WARNING_SUBJECT);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`${SIGN_IN_POLICY.tellOwnerAt} attempts to sign in to your account with a wrong password`);
    expect(mails[0]!.textBody).toContain(`from the address ${ATTACKER_ADDRESS}`);
    expect(mails[0]!.textBody).toMatch(/\d{1,2} \w{3} \d{4}, \d{2}:\d{2} WAT/);
    expect(mails[0]!.textBody).toContain('If that was not you, change your password now');
    expect(mails[0]!.textBody).toContain('/change-password');
    const warnings = await warningsOf(owner.id);
    expect(warnings).toEqual([
      {
        title: WARNING_SUBJECT,
        message: expect.stringContaining(`from the address ${ATTACKER_ADDRESS}`),
        link: '/change-password',
      },
    ]);
  });

  it('does not warn the owner of their own mistakes from an address they sign in from', async () => {
    const owner = await createUser(server, { tenantId, email: freshEmail('clumsy') });
    expect((await signInFrom(OWNER_ADDRESS, owner.email, STRONG_PASSWORD)).status).toBe(200);
    for (let attempt = 1; attempt <= SIGN_IN_POLICY.tellOwnerAt; attempt++) {
      expect((await signInFrom(OWNER_ADDRESS, owner.email, `Typo#${attempt}x`)).status).toBe(401);
    }
    expect((await signInFrom(OWNER_ADDRESS, owner.email, STRONG_PASSWORD)).status).toBe(200);
    expect((await outboxTo(server, owner.email)).filter((mail) => mail.subject === WARNING_SUBJECT)).toEqual([]);
    expect(await warningsOf(owner.id)).toEqual([]);
  });

  it('refuses an address that fails across many accounts on every account, and nobody else', async () => {
    const untried = await createUser(server, { tenantId, email: freshEmail('untried') });
    const accounts = await Promise.all(Array.from({ length: 5 }, () => createUser(server, { tenantId, email: freshEmail('staff') })));
    let failures = 0;
    for (const account of accounts) {
      for (let guess = 1; guess <= SIGN_IN_POLICY.addressBlockAfter / accounts.length; guess++) {
        expect((await signInFrom(SPRAYER_ADDRESS, account.email, `Spring#${guess}x`)).status).toBe(401);
        failures++;
      }
    }
    expect(failures).toBe(SIGN_IN_POLICY.addressBlockAfter);
    const refused = await signInFrom(SPRAYER_ADDRESS, untried.email, STRONG_PASSWORD);
    expect(refused.status).toBe(429);
    expect(refused.body).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      message: 'Too many failed sign-in attempts from your network on several accounts. Try again in 15 minutes.',
      errors: [],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await signInFrom(OWNER_ADDRESS, untried.email, STRONG_PASSWORD)).status).toBe(200);
    expect((await signInFrom(OWNER_ADDRESS, accounts[0]!.email, STRONG_PASSWORD)).status).toBe(200);
  });
});

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('throttling shared by two app processes on %s', () => {
  const apps: FastifyInstance[] = [];
  const closing: (() => Promise<void>)[] = [];
  let first: FastifyInstance;
  let second: FastifyInstance;

  /** Another app process on the same database, as a second server behind the load balancer would be. */
  async function appOn(url: string): Promise<FastifyInstance> {
    const dataDir = mkdtempSync(join(tmpdir(), 'brokerage-throttle-'));
    const config = loadConfig({
      DATA_DIR: dataDir,
      STATIC_DIR: join(dataDir, 'no-app'),
      DATABASE_URL: url,
      SESSION_SECRET: 'x'.repeat(48),
    });
    const database = await openPostgres(url);
    const mailer = createMailer({ database, config: { ...config, smtpUrl: null } });
    const app = await buildApp({ config, database, tokens: createTokenService(config.sessionSecret), live: nobodyConnected, mailer });
    await app.ready();
    apps.push(app);
    closing.push(async () => {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    });
    return app;
  }

  beforeAll(async () => {
    const database = await createPostgresDatabase({ template: 'demo' });
    closing.push(() => database.drop());
    first = await appOn(database.url);
    second = await appOn(database.url);
  });
  afterAll(async () => {
    for (const close of closing.reverse()) await close();
  });

  const from = (app: FastifyInstance, remoteAddress: string, url: string, payload: object) =>
    app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress });

  it("counts one address's requests to a credential route across both processes, and answers 429 in the spec's shape past the limit", async () => {
    const address = '203.0.113.10';
    const { max } = CREDENTIAL_LIMITS['POST /auth/forgot-password']!;
    for (let request = 1; request <= max; request++) {
      const answer = await from(request % 2 ? first : second, address, '/auth/forgot-password', { email: `nobody-${request}@example.ng` });
      expect(answer.statusCode, `request ${request}`).toBe(200);
      expect(Number(answer.headers['x-ratelimit-remaining'])).toBe(max - request);
    }
    const refused = await from(first, address, '/auth/forgot-password', { email: 'nobody@example.ng' });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      success: false,
      code: 'TOO_MANY_ATTEMPTS',
      message: expect.stringMatching(/^Too many requests from your address\. Try again in \d+ minutes?\.$/),
      errors: [],
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    // Another address, and the same address on another route, have their own counts.
    expect((await from(second, '203.0.113.11', '/auth/forgot-password', { email: 'nobody@example.ng' })).statusCode).toBe(200);
    expect((await from(second, address, '/auth/signin', { email: 'admin@demo.ng', password: 'Demo#2026' })).statusCode).toBe(200);
  });

  it("shares an attacker's failures on an account between the processes", async () => {
    const attacker = '203.0.113.20';
    for (let attempt = 1; attempt <= SIGN_IN_POLICY.blockAfter; attempt++) {
      const answer = await from(attempt % 2 ? first : second, attacker, '/auth/signin', {
        email: 'broker@demo.ng',
        password: `Guess#${attempt}x`,
      });
      expect(answer.statusCode, `attempt ${attempt}`).toBe(401);
    }
    for (const app of [first, second]) {
      const refused = await from(app, attacker, '/auth/signin', { email: 'broker@demo.ng', password: 'Demo#2026' });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().code).toBe('TOO_MANY_ATTEMPTS');
    }
    expect((await from(second, '203.0.113.21', '/auth/signin', { email: 'broker@demo.ng', password: 'Demo#2026' })).statusCode).toBe(200);
  });
});
