import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../../server/db/schema';
import { linkIn, startSmtpCapture, type CapturedMail, type SmtpCapture } from '../support/smtp-capture';
import {
  bearer,
  freshAddress,
  freshEmail,
  OTHER_STRONG_PASSWORD,
  outboxTo,
  PUBLIC_URL,
  registered,
  signIn,
  userByEmail,
} from './support/accounts';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

/** The API call a mailed link leads to: /verify?key=… is PUT /auth/verify?key=…, with the query as mailed. */
function apiCallFor(link: URL): string {
  return `/api/v1/auth${link.pathname}${link.search}`;
}

describe.each(oneDatabase())('mail on %s', (kind) => {
  describe('through SMTP when SMTP_URL is set', () => {
    let smtp: SmtpCapture;
    let server: TestServer;
    beforeAll(async () => {
      smtp = await startSmtpCapture({ refuse: (address) => address.startsWith('bounce-') });
      server = await startTestServer(kind, { env: { SMTP_URL: smtp.url, PUBLIC_URL } });
    });
    afterAll(async () => {
      await server?.close();
      await smtp?.close();
    });

    const follow = (link: URL, payload?: Record<string, unknown>) => server.app.inject({ method: 'PUT', url: apiCallFor(link), payload });

    function expectWellFormed(mail: CapturedMail, to: string, subject: string) {
      expect(mail.envelopeTo).toEqual([to]);
      expect(mail.envelopeFrom).toBe('no-reply@office.test');
      expect(mail.from).toBe('IBMS Broker Office <no-reply@office.test>');
      expect(mail.to).toBe(to);
      expect(mail.subject).toBe(subject);
    }

    it('delivers the verification mail; following its link verifies the agent, who signs in', async () => {
      const { user, payload } = await registered(server, 'agent', { firstName: 'Chinedù', lastName: 'Adébáyò' });
      const mail = await smtp.nextMailTo(user.email);
      expectWellFormed(mail, user.email, 'Verify your email address');
      expect(mail.text).toContain('Hello Chinedù,');
      const link = linkIn(mail.text, PUBLIC_URL, '/verify');
      // The HTML part's link leads to the same place, and shows the address for pasting too.
      const hrefs = [...mail.html.matchAll(/href="([^"]+)"/g)].map((match) => match[1]!.replace(/&amp;/g, '&'));
      expect(hrefs).toEqual([link.href]);
      expect(mail.html).toContain(`Verify your email: <a href="${link.href}">${link.href}</a>`);

      const [row] = await outboxTo(server, user.email);
      expect(row).toMatchObject({ status: 'sent', error: null, tenantId: user.tenantId, subject: mail.subject });
      expect(row!.sentAt).toBeInstanceOf(Date);
      // The stored copy is the delivered mail with its single-use key blanked out.
      const key = link.searchParams.get('key')!;
      expect(row!.textBody).not.toContain(key);
      expect(row!.htmlBody).not.toContain(key);
      expect(row!.textBody.trim()).toBe(mail.text.replace(/\r\n/g, '\n').trim().split(key).join('[hidden]'));

      const verified = await follow(link);
      expect(verified.statusCode).toBe(200);
      expect(verified.json().token).toBeNull();
      expect((await userByEmail(server, user.email)).emailVerifiedAt).toBeInstanceOf(Date);
      expect((await signIn(server, user.email, String(payload.password))).statusCode).toBe(200);
      expect((await follow(link)).statusCode).toBe(409);
    });

    it('takes a broker from the mailed link to the address step and the admin’s outbox', async () => {
      const { user } = await registered(server, 'broker');
      const verified = await follow(linkIn((await smtp.nextMailTo(user.email)).text, PUBLIC_URL, '/verify'));
      expect(verified.statusCode).toBe(200);
      const address = await server.app.inject({
        method: 'POST',
        url: '/api/v1/tenants/url',
        headers: bearer(verified.json().token),
        payload: { url: freshAddress('smtp') },
      });
      expect(address.statusCode).toBe(200);
      const read = await server.app.inject({ method: 'GET', url: '/api/v1/mailer/outbox', headers: bearer(address.json().data.token) });
      expect(read.statusCode).toBe(200);
      expect(read.json().data).toEqual([
        expect.objectContaining({ to: user.email, status: 'sent', sent_at: expect.any(String), error: null }),
      ]);
    });

    it('delivers the reset mail; following its link sets the password', async () => {
      const { user, payload } = await registered(server, 'agent');
      await smtp.nextMailTo(user.email);
      expect(
        (await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: user.email } })).statusCode,
      ).toBe(200);
      const mail = await smtp.nextMailTo(user.email);
      expectWellFormed(mail, user.email, 'Reset your password');
      const link = linkIn(mail.text, PUBLIC_URL, '/reset-password');

      const reset = await follow(link, { password: OTHER_STRONG_PASSWORD, confirmPassword: OTHER_STRONG_PASSWORD });
      expect(reset.statusCode).toBe(200);
      expect((await signIn(server, user.email, String(payload.password))).statusCode).toBe(401);
      expect((await signIn(server, user.email, OTHER_STRONG_PASSWORD)).statusCode).toBe(200);
      expect((await outboxTo(server, user.email)).map((row) => [row.subject, row.status])).toEqual([
        ['Verify your email address', 'sent'],
        ['Reset your password', 'sent'],
      ]);
    });

    it('mails nobody for an unknown address', async () => {
      const before = smtp.messages.length;
      const email = freshEmail('ghost');
      expect((await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email } })).statusCode).toBe(200);
      expect(smtp.messages.length).toBe(before);
      expect(smtp.mailsTo(email)).toEqual([]);
    });

    it('records a refused delivery as failed without failing the registration', async () => {
      const email = freshEmail('bounce');
      const { user } = await registered(server, 'agent', { email });
      const [row] = await outboxTo(server, user.email);
      expect(row).toMatchObject({ status: 'failed', sentAt: null });
      expect(row!.error).toMatch(/550/);
      expect(smtp.mailsTo(email)).toEqual([]);
    });
  });

  describe('kept in the outbox when SMTP_URL is unset', () => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { env: { PUBLIC_URL } });
    });
    afterAll(() => server?.close());

    const readOutbox = (token: string, query = '') =>
      server.app.inject({ method: 'GET', url: `/api/v1/mailer/outbox${query}`, headers: bearer(token) });

    it('keeps the mail with status kept, and the admin reads it with its link', async () => {
      const { user } = await registered(server, 'agent');
      const [row] = await outboxTo(server, user.email);
      expect(row).toMatchObject({ status: 'kept', sentAt: null, error: null });

      const response = await readOutbox(await signInAs(server, 'admin@demo.ng'));
      expect(response.statusCode).toBe(200);
      const mail = response.json().data.find((entry: { to: string }) => entry.to === user.email);
      expect(mail).toMatchObject({ mail_id: row!.id, subject: 'Verify your email address', status: 'kept', sent_at: null });
      const verified = await server.app.inject({ method: 'PUT', url: apiCallFor(linkIn(mail.text, PUBLIC_URL, '/verify')) });
      expect(verified.statusCode).toBe(200);
    });

    it('shows an admin only their own brokerage’s mail, newest first and paged', async () => {
      const agent = await registered(server, 'agent');
      const broker = await registered(server, 'broker');
      const demoMail = await server.db.select().from(outbox).where(eq(outbox.tenantId, agent.user.tenantId));

      const response = await readOutbox(await signInAs(server, 'admin@demo.ng'), '?limit=1&page=1');
      expect(response.statusCode).toBe(200);
      expect(response.json().meta).toEqual({ page: 1, limit: 1, total: demoMail.length, pages: demoMail.length });
      expect(response.json().data).toHaveLength(1);
      expect(response.json().data[0].to).toBe(agent.user.email);

      const all = await readOutbox(await signInAs(server, 'admin@demo.ng'), '?limit=100');
      const addresses = all.json().data.map((entry: { to: string }) => entry.to);
      expect(addresses).toContain(agent.user.email);
      expect(addresses).not.toContain(broker.user.email);
    });

    it('is for admins only: an agent and a non-admin broker get 403, nobody signed in 401', async () => {
      for (const email of ['agent@demo.ng', 'broker@demo.ng']) {
        const response = await readOutbox(await signInAs(server, email));
        expect(response.statusCode, email).toBe(403);
        expect(response.json().code, email).toBe('FORBIDDEN');
      }
      const anonymous = await server.app.inject({ method: 'GET', url: '/api/v1/mailer/outbox' });
      expect(anonymous.statusCode).toBe(401);
    });
  });
});
