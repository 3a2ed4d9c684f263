import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAIL_KIND_NAMES, unknownPlaceholder } from '../../domain/mail-templates';
import { caller } from './support/access';
import { outboxTo } from './support/accounts';
import { emptyBrokerageAdmin } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(databaseKinds())('mail templates on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let otherAdmin: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    admin = await signInAs(server, 'admin@demo.ng');
    otherAdmin = await emptyBrokerageAdmin(server, 'admin@second-templates.ng', 'second-templates');
  });
  afterAll(() => server?.close());

  it('lists every kind with its defaults, saves one, previews it and resets it', async () => {
    const list = (await call(admin, 'GET', '/mailer/templates')).json().data;
    expect(list.map((t: { kind: string }) => t.kind)).toEqual(MAIL_KIND_NAMES);
    expect(list.every((t: { customised: boolean }) => !t.customised)).toBe(true);

    const saved = await call(admin, 'PUT', '/mailer/templates/verification', {
      subject: 'Welcome {{user_name}}',
      body: 'Hi {{user_name}}\n\n{{link}}',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({ customised: true, subject: 'Welcome {{user_name}}' });

    const preview = (
      await call(admin, 'POST', '/mailer/templates/verification/preview', { subject: 'Hi {{user_name}}', body: '<{{user_name}}>' })
    ).json().data;
    expect(preview.subject).toBe('Hi Adaeze');
    expect(preview.html).toContain('&lt;Adaeze&gt;');
    expect(preview.source.kind).toBe('sample');

    const reset = (await call(admin, 'DELETE', '/mailer/templates/verification')).json().data;
    expect(reset).toMatchObject({ customised: false, subject: 'Verify your email address' });
  });

  it('is for holders of Manage Mail Settings only', async () => {
    const agent = await signInAs(server, 'agent@demo.ng');
    expect((await call(agent, 'GET', '/mailer/templates')).statusCode).toBe(403);
    expect((await call(agent, 'PUT', '/mailer/templates/verification', { subject: 'x', body: 'y' })).statusCode).toBe(403);
  });

  it('refuses unknown placeholders and unknown kinds in the error shape', async () => {
    const refused = await call(admin, 'PUT', '/mailer/templates/quote_slip', { subject: 'Quote', body: 'Dear {{invoice_number}}' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      success: false,
      errors: [{ field: 'body', message: unknownPlaceholder('invoice_number', 'quote_slip') }],
    });
    expect((await call(admin, 'GET', '/mailer/templates/nothing')).json().code).toBe('NOT_FOUND');
  });

  it("uses the brokerage's saved template for its own mail, never for another's", async () => {
    await call(admin, 'PUT', '/mailer/templates/password_reset', { subject: 'Demo reset for {{user_name}}', body: 'Reset: {{link}}' });
    await server.app.inject({ method: 'POST', url: '/api/v1/auth/forgot-password', payload: { email: 'admin@demo.ng' } });
    const mails = await outboxTo(server, 'admin@demo.ng');
    expect(mails.some((mail) => mail.subject.startsWith('Demo reset for'))).toBe(true);
    const theirs = (await call(otherAdmin, 'GET', '/mailer/templates/password_reset')).json().data;
    expect(theirs).toMatchObject({ customised: false, subject: 'Reset your password' });
  });
});
