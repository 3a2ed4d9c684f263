import { createServer, type AddressInfo, type Server } from 'node:net';
import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  MAIL_HOST_RULE,
  MAIL_PASSWORD_UNREADABLE,
  MAIL_PORT_RULE,
  MAIL_SECURITY_RULE,
  NO_MAIL_CONNECTION,
} from '../../domain/mail-connection';
import { buildApp } from '../../server/app';
import { mailConnections, outbox } from '../../server/db/schema';
import { passwordBox } from '../../server/mail/mail-connection';
import { startSmtpCapture, type SmtpCapture } from '../support/smtp-capture';
import { caller } from './support/access';
import { demoTenantId, outboxTo, PUBLIC_URL } from './support/accounts';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { FastifyInstance } from 'fastify';

const SMTP_USER = 'office@demo.ng';
const SMTP_PASSWORD = 'Smtp#Secret-4821';

/** A TCP server that takes connections and never says a word: a mail server that hangs. */
async function silentServer(): Promise<Server> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** A port nothing listens on: one the system just handed out and took back. */
async function closedPort(): Promise<number> {
  const server = await silentServer();
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe.each(databaseKinds())('the brokerage’s own mail on %s', (kind) => {
  let brokerageSmtp: SmtpCapture;
  let serverSmtp: SmtpCapture;
  let silent: Server;
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let agent: string;
  let tenantId: string;
  /** Every answer the tests received, to be searched for the password. */
  const answers: string[] = [];
  let refusing = false;

  const connection = (overrides: Record<string, unknown> = {}) => ({
    host: '127.0.0.1',
    port: brokerageSmtp.port,
    security: 'none',
    username: SMTP_USER,
    password: SMTP_PASSWORD,
    senderName: 'Demo Brokers Mail',
    senderAddress: 'Office@Demo.ng',
    replyTo: 'claims@demo.ng',
    ...overrides,
  });
  const send = async (token: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: unknown) => {
    const response = await call(token, method, url, payload);
    answers.push(response.body);
    return response;
  };
  const settings = async (token = admin) => (await send(token, 'GET', '/mailer/connection-settings')).json().data;
  const savedRow = async () => (await server.db.select().from(mailConnections).where(eq(mailConnections.tenantId, tenantId)))[0];

  beforeAll(async () => {
    brokerageSmtp = await startSmtpCapture({
      accounts: { [SMTP_USER]: SMTP_PASSWORD },
      refuse: (address) => refusing && address.startsWith('bounce-'),
    });
    serverSmtp = await startSmtpCapture();
    silent = await silentServer();
    server = await startTestServer(kind, { env: { SMTP_URL: serverSmtp.url, SMTP_TIMEOUT_MS: '1500', PUBLIC_URL } });
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
    tenantId = await demoTenantId(server);
  });
  afterAll(async () => {
    await server?.close();
    await brokerageSmtp?.close();
    await serverSmtp?.close();
    await new Promise((resolve) => silent?.close(resolve));
  });

  it('answers an empty connection, not a 404, before one is saved', async () => {
    expect(await settings()).toEqual(NO_MAIL_CONNECTION);
  });

  it('says what is wrong with each field and saves nothing', async () => {
    const response = await send(admin, 'POST', '/mailer/save-connection', {
      host: 'smtp .demo',
      port: '70000',
      security: 'ssl',
      senderName: ' ',
      senderAddress: 'not-an-address',
      replyTo: 'nor@this',
    });
    expect(response.statusCode).toBe(400);
    const errors = Object.fromEntries(
      response.json().errors.map((error: { field: string; message: string }) => [error.field, error.message]),
    );
    expect(errors).toEqual({
      host: MAIL_HOST_RULE,
      port: MAIL_PORT_RULE,
      security: MAIL_SECURITY_RULE,
      senderName: 'This field is required',
      senderAddress: 'Enter a valid email address',
      replyTo: 'Enter a valid email address',
    });
    expect(await savedRow()).toBeUndefined();
  });

  it('is for holders of Manage Mail Settings only', async () => {
    for (const [method, url] of [
      ['GET', '/mailer/connection-settings'],
      ['POST', '/mailer/save-connection'],
      ['PUT', '/mailer/modify-connection'],
      ['POST', '/mailer/test-connection'],
    ] as const) {
      const refused = await send(agent, method, url, method === 'GET' ? undefined : connection());
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code, url).toBe('FORBIDDEN');
    }
    expect(await savedRow()).toBeUndefined();
  });

  it('saves the connection with its password sealed, answers only that one is set, and refuses a second', async () => {
    const saved = await send(admin, 'POST', '/mailer/save-connection', connection());
    expect(saved.statusCode).toBe(201);
    expect(saved.json().data).toMatchObject({
      configured: true,
      host: '127.0.0.1',
      port: brokerageSmtp.port,
      security: 'none',
      username: SMTP_USER,
      password_set: true,
      sender_name: 'Demo Brokers Mail',
      sender_address: 'office@demo.ng',
      reply_to: 'claims@demo.ng',
      tested_at: null,
      in_use: false,
    });
    const row = (await savedRow())!;
    expect(row.sealedPassword).not.toContain(SMTP_PASSWORD);
    expect(passwordBox(server.config).open(row.sealedPassword!)).toBe(SMTP_PASSWORD);

    const again = await send(admin, 'POST', '/mailer/save-connection', connection({ host: 'smtp.other.ng' }));
    expect(again.statusCode).toBe(409);
    expect((await savedRow())!.host).toBe('127.0.0.1');
  });

  it('seals the same password differently each time it is saved, and keeps it when a change leaves it out', async () => {
    const before = (await savedRow())!.sealedPassword!;
    expect((await send(admin, 'PUT', '/mailer/modify-connection', { password: SMTP_PASSWORD })).statusCode).toBe(200);
    const resealed = (await savedRow())!.sealedPassword!;
    expect(resealed).not.toBe(before);
    expect(passwordBox(server.config).open(resealed)).toBe(SMTP_PASSWORD);

    const renamed = await send(admin, 'PUT', '/mailer/modify-connection', { senderName: 'Demo Brokers' });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().data).toMatchObject({ sender_name: 'Demo Brokers', password_set: true, username: SMTP_USER });
    expect((await savedRow())!.sealedPassword).toBe(resealed);
  });

  it('tests the saved connection, signs in and mails the caller, and keeps the result', async () => {
    const tested = await send(admin, 'POST', '/mailer/test-connection', { sendToMe: true });
    expect(tested.statusCode).toBe(200);
    expect(tested.json().data).toMatchObject({
      passed: true,
      failure: null,
      sent_to: 'admin@demo.ng',
      saved_connection: true,
      message: 'Connected to 127.0.0.1 and signed in, and sent a test mail to admin@demo.ng.',
    });
    const mail = await brokerageSmtp.nextMailTo('admin@demo.ng');
    expect(mail.from).toBe('Demo Brokers <office@demo.ng>');
    expect(mail.raw).toMatch(/^Reply-To: claims@demo\.ng$/im);
    expect(mail.subject).toBe('Test mail from Demo Insurance Brokers Ltd');
    expect(await settings()).toMatchObject({ test_passed: true, in_use: true, tested_at: expect.any(String) });
  });

  it('says in words why a connection fails, without keeping the result of settings that are not the saved ones', async () => {
    const tryWith = async (overrides: Record<string, unknown>) => {
      const response = await send(admin, 'POST', '/mailer/test-connection', { connection: connection(overrides) });
      expect(response.statusCode).toBe(200);
      return response.json().data;
    };
    expect(await tryWith({ password: 'wrong-password' })).toMatchObject({
      passed: false,
      failure: 'authentication',
      message: '127.0.0.1 refused the user name or password.',
      saved_connection: false,
    });
    expect(await tryWith({ port: await closedPort() })).toMatchObject({ failure: 'connection_refused' });
    expect((await tryWith({ port: await closedPort() })).message).toMatch(/^127\.0\.0\.1 refused the connection/);
    expect(await tryWith({ host: 'nonexistent.invalid' })).toMatchObject({
      failure: 'host_not_found',
      message: 'The mail server nonexistent.invalid could not be found: check its name.',
    });
    const started = Date.now();
    expect(await tryWith({ port: (silent.address() as AddressInfo).port })).toMatchObject({ failure: 'timed_out' });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(await tryWith({ security: 'starttls' })).toMatchObject({ failure: 'tls' });
    // None of them was the saved connection: its passed test stands.
    expect(await settings()).toMatchObject({ test_passed: true, in_use: true });
  });

  it('tries the form’s settings with the stored password when the form leaves it out', async () => {
    const { password: _left, ...withoutPassword } = connection();
    const response = await send(admin, 'POST', '/mailer/test-connection', { connection: withoutPassword });
    expect(response.json().data).toMatchObject({ passed: true, saved_connection: true });
  });

  it('sends the brokerage’s mail through its own server, and another brokerage’s through the server’s', async () => {
    expect((await send(admin, 'POST', '/auth/forgot-password', { email: 'agent@demo.ng' })).statusCode).toBe(200);
    const ours = await brokerageSmtp.nextMailTo('agent@demo.ng');
    expect(ours.from).toBe('Demo Brokers <office@demo.ng>');
    expect(ours.envelopeFrom).toBe('office@demo.ng');
    await expect
      .poll(async () => (await outboxTo(server, 'agent@demo.ng')).at(-1))
      .toMatchObject({ status: 'sent', route: 'brokerage_smtp' });

    const theirs = await emptyBrokerageAdmin(server, 'admin@second-mail.ng', 'second-mail');
    expect(await settings(theirs)).toMatchObject({ configured: false });
    expect((await send(theirs, 'POST', '/auth/forgot-password', { email: 'admin@second-mail.ng' })).statusCode).toBe(200);
    const mail = await serverSmtp.nextMailTo('admin@second-mail.ng');
    expect(mail.from).toBe('IBMS Broker Office <no-reply@office.test>');
    expect(brokerageSmtp.mailsTo('admin@second-mail.ng')).toEqual([]);
    await expect.poll(async () => (await outboxTo(server, 'admin@second-mail.ng')).at(-1)).toMatchObject({ route: 'server_smtp' });

    // The second brokerage neither sees nor changes the first one's connection.
    expect((await send(theirs, 'PUT', '/mailer/modify-connection', { host: 'smtp.second.ng' })).statusCode).toBe(404);
    expect((await savedRow())!.host).toBe('127.0.0.1');
    // Its own, saved and tested at once, is its own: a first test is kept with the connection just saved.
    const saved = await send(theirs, 'POST', '/mailer/save-connection', connection({ senderName: 'Second Brokers' }));
    expect(saved.statusCode).toBe(201);
    expect((await send(theirs, 'POST', '/mailer/test-connection', {})).json().data).toMatchObject({ passed: true, saved_connection: true });
    expect(await settings(theirs)).toMatchObject({ sender_name: 'Second Brokers', test_passed: true, in_use: true });
    expect(await settings()).toMatchObject({ sender_name: 'Demo Brokers' });
  });

  it('tries a failed delivery again with back-off, the full mail kept sealed until it goes', async () => {
    refusing = true;
    const key = 'single-use-key-5812';
    const to = 'bounce-client@example.ng';
    const first = await server.ctx.mailer.send({
      tenantId,
      to,
      subject: 'Your renewal',
      text: `Renew here: ${PUBLIC_URL}/renew?key=${key}`,
      html: `<p>${key}</p>`,
      secrets: [key],
    });
    expect(first.delivered).toBe(false);
    const [failed] = await outboxTo(server, to);
    expect(failed).toMatchObject({ status: 'failed', route: 'brokerage_smtp', attempts: 1 });
    expect(failed!.error).toMatch(/550/);
    expect(failed!.textBody).not.toContain(key);
    expect(failed!.sealedRetry).not.toContain(key);
    const due = failed!.nextAttemptAt!.getTime();
    expect(due - failed!.createdAt.getTime()).toBeGreaterThanOrEqual(55_000);

    expect(await server.ctx.mailer.retryDue(new Date(due - 1_000))).toEqual({ tried: 0, delivered: 0 });
    expect(await server.ctx.mailer.retryDue(new Date(due))).toEqual({ tried: 1, delivered: 0 });
    const [again] = await outboxTo(server, to);
    expect(again).toMatchObject({ status: 'failed', attempts: 2 });
    // The second wait is longer than the first.
    expect(again!.nextAttemptAt!.getTime() - due).toBeGreaterThan(due - failed!.createdAt.getTime());

    refusing = false;
    expect(await server.ctx.mailer.retryDue(again!.nextAttemptAt!)).toEqual({ tried: 1, delivered: 1 });
    expect((await brokerageSmtp.nextMailTo(to)).text).toContain(key);
    const [sent] = await outboxTo(server, to);
    expect(sent).toMatchObject({ status: 'sent', attempts: 3, error: null, nextAttemptAt: null, sealedRetry: null });
    expect(sent!.textBody).not.toContain(key);

    const listed = await send(admin, 'GET', '/mailer/outbox?limit=5');
    expect(listed.json().data.find((mail: { to: string }) => mail.to === to)).toMatchObject({
      status: 'sent',
      route: 'brokerage_smtp',
      attempts: 3,
      next_attempt_at: null,
    });
  });

  it('clears the test when the way in changes, so mail goes the server’s way until tested again', async () => {
    const changed = await send(admin, 'PUT', '/mailer/modify-connection', { port: await closedPort() });
    expect(changed.json().data).toMatchObject({ tested_at: null, test_passed: null, in_use: false, password_set: true });
    const failed = await send(admin, 'POST', '/mailer/test-connection', {});
    expect(failed.json().data).toMatchObject({ passed: false, failure: 'connection_refused', saved_connection: true });
    expect(await settings()).toMatchObject({ test_passed: false, in_use: false, test_message: failed.json().data.message });
    await send(admin, 'PUT', '/mailer/modify-connection', { port: brokerageSmtp.port });
  });

  it('never answers, logs or stores the password in the clear', async () => {
    const lines: string[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString('utf8'));
        done();
      },
    });
    const logged: FastifyInstance = await buildApp(server.ctx, { logger: true, logStream });
    try {
      for (const [method, url, payload] of [
        ['PUT', '/api/v1/mailer/modify-connection', { password: SMTP_PASSWORD, port: 'not-a-port' }],
        ['PUT', '/api/v1/mailer/modify-connection', { password: SMTP_PASSWORD }],
        ['POST', '/api/v1/mailer/test-connection', { connection: connection({ password: `${SMTP_PASSWORD}-wrong` }) }],
        ['POST', '/api/v1/mailer/save-connection', connection()],
      ] as const) {
        const response = await logged.inject({ method, url, payload, headers: { authorization: `Bearer ${admin}` } });
        answers.push(response.body);
      }
    } finally {
      await logged.close();
    }
    expect(lines.length).toBeGreaterThan(0);
    for (const text of [...answers, ...lines]) expect(text).not.toContain(SMTP_PASSWORD);
    const stored = await server.db.select().from(outbox);
    for (const mail of stored) expect(JSON.stringify(mail)).not.toContain(SMTP_PASSWORD);
    expect(JSON.stringify(await savedRow())).not.toContain(SMTP_PASSWORD);
  });

  it('says the saved password must be entered again when the server’s secret changed since it was saved', async () => {
    const sealedElsewhere = passwordBox({ sessionSecret: 'another-server-secret-of-enough-length' }).seal(SMTP_PASSWORD);
    await server.db.update(mailConnections).set({ sealedPassword: sealedElsewhere }).where(eq(mailConnections.tenantId, tenantId));
    const refused = await send(admin, 'POST', '/mailer/test-connection', {});
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ success: false, message: MAIL_PASSWORD_UNREADABLE });
    expect((await send(admin, 'PUT', '/mailer/modify-connection', { password: SMTP_PASSWORD })).statusCode).toBe(200);
    expect((await send(admin, 'POST', '/mailer/test-connection', {})).json().data).toMatchObject({ passed: true });
  });
});
