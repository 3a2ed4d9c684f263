import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientNameOf } from '../../domain/invoices';
import { MAIL_KIND_NAMES, MAIL_KINDS, unknownPlaceholder, type MailKind } from '../../domain/mail-templates';
import { invoices, outbox, quotes } from '../../server/db/schema';
import { NOT_ABOUT_A_RECORD } from '../../server/mail/mail-templates';
import { seedDemoBook } from '../../server/seed/demo-book';
import { caller } from './support/access';
import { demoTenantId, outboxTo } from './support/accounts';
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
    await seedDemoBook(server.ctx, server.db, await demoTenantId(server));
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

  const defaultWords = (kind: MailKind) => ({ subject: MAIL_KINDS[kind].subject, body: MAIL_KINDS[kind].body });
  const preview = (token: string, kind: MailKind, extra: Record<string, unknown> = {}) =>
    call(token, 'POST', `/mailer/templates/${kind}/preview`, { ...defaultWords(kind), ...extra });

  it('fills an invoice mail from the latest invoice, exactly as the debit note is mailed to its client', async () => {
    const tenantId = await demoTenantId(server);
    const [latest] = await server.db
      .select({ id: invoices.id, number: invoices.invoiceNo })
      .from(invoices)
      .where(eq(invoices.tenantId, tenantId))
      .orderBy(desc(invoices.createdAt), desc(invoices.id))
      .limit(1);
    const invoice = (await call(admin, 'GET', `/invoice/${latest!.id}`)).json().data;
    const client = clientNameOf(invoice);

    const shown = (await preview(admin, 'invoice_document')).json().data;
    expect(shown.source).toEqual({ kind: 'record', label: `Invoice ${latest!.number}: ${client}`, record_id: latest!.id });
    expect(shown.subject).toBe(`Debit Note ${latest!.number} from Demo Insurance Brokers Ltd`);
    expect(shown.text).toContain(`Dear ${client},`);

    const sent = await call(admin, 'GET', `/invoice/send/debitNote/${latest!.id}`);
    expect(sent.statusCode, sent.body).toBe(200);
    const [mail] = await server.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.tenantId, tenantId), eq(outbox.subject, shown.subject)))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    expect(mail).toMatchObject({ subject: shown.subject, textBody: shown.text, htmlBody: shown.html });
  });

  it('fills from the record asked for, and from each kind’s own records', async () => {
    const tenantId = await demoTenantId(server);
    const [oldest] = await server.db
      .select({ id: quotes.id, number: quotes.quoteNo })
      .from(quotes)
      .where(eq(quotes.tenantId, tenantId))
      .orderBy(quotes.createdAt, quotes.id)
      .limit(1);
    const quote = (await preview(admin, 'quote_slip', { recordId: oldest!.id })).json().data;
    expect(quote.source).toMatchObject({
      kind: 'record',
      record_id: oldest!.id,
      label: expect.stringContaining(`Quote ${oldest!.number}: `),
    });
    expect(quote.subject).toBe(`Quotation ${oldest!.number} from Demo Insurance Brokers Ltd`);

    for (const [kind, label] of [
      ['placement_slip', /^Policy /],
      ['renewal_notice', /^Policy /],
      ['renewal_reminder', /^Policy /],
      ['endorsement_notice', /^Endorsement /],
      ['claim_registered', /^Claim /],
      ['claim_overdue', /^Claim /],
    ] as const) {
      const shown = (await preview(admin, kind)).json().data;
      expect(shown.source.kind, kind).toBe('record');
      expect(shown.source.label, kind).toMatch(label);
      expect(shown.text, kind).not.toContain('SAMPLE');
    }
  });

  it('keeps the samples for mail about no record, and for a brokerage without such records yet', async () => {
    const verification = (await preview(admin, 'verification')).json().data;
    expect(verification.source).toEqual({ kind: 'sample', label: 'Sample values: this mail is not about a record', record_id: null });
    const empty = (await preview(otherAdmin, 'invoice_document')).json().data;
    expect(empty.source).toEqual({ kind: 'sample', label: 'Sample values: the brokerage has no invoice yet', record_id: null });
    expect(empty.subject).toContain('INV-SAMPLE-0001');
    const refused = await preview(admin, 'verification', { recordId: '00000000-0000-4000-8000-000000000000' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().errors).toEqual([{ field: 'recordId', message: NOT_ABOUT_A_RECORD }]);
  });

  it("never fills a preview from another brokerage's record", async () => {
    const demoInvoice = (await preview(admin, 'invoice_document')).json().data.source.record_id as string;
    for (const recordId of [demoInvoice, 'not-an-id']) {
      const refused = await preview(otherAdmin, 'invoice_document', { recordId });
      expect(refused.statusCode, recordId).toBe(404);
      expect(refused.json().code).toBe('NOT_FOUND');
    }
    const demoQuote = (await preview(admin, 'quote_slip')).json().data.source.record_id as string;
    expect((await preview(otherAdmin, 'quote_slip', { recordId: demoQuote })).statusCode).toBe(404);
  });
});
