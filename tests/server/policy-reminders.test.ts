import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REMINDER_DAYS_RULE } from '../../domain/brokerage';
import { addDays } from '../../domain/invoices/dates';
import { todayInLagos } from '../../domain/today';
import { individualClients, jobRuns, notificationReceipts, notifications } from '../../server/db/schema';
import { CREDIT_NOTE_OVERDUE, POLICY_RENEWAL_DUE, PREMIUM_REMITTANCE_DUE, runPolicyReminders } from '../../server/policies/reminders';
import { demoTenantId, outboxTo } from './support/accounts';
import { issueInvoice, payInvoice } from './support/invoices';
import { callApi, policyPayload } from './support/policies';
import { placingBook, type QuoteBook } from './support/quotes';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { PolicyDetails } from '../../domain/policies';

const DAY = 86_400_000;

describe.each(databaseKinds())('the reminders that run by themselves on %s', (kind) => {
  let server: TestServer;
  let admin: string;
  let broker: string;
  let book: QuoteBook;
  let clientEmail: string;
  const api = (token: string, method: string, url: string, payload?: object) => callApi(server, token, method, url, payload);

  beforeAll(async () => {
    server = await startTestServer(kind);
    admin = await signInAs(server, 'admin@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
    const tenantId = await demoTenantId(server);
    book = await placingBook(server, tenantId);
    const [client] = await server.db
      .select({ email: individualClients.email })
      .from(individualClients)
      .where(eq(individualClients.id, book.individualClientId));
    clientEmail = client!.email!;
  });
  afterAll(() => server?.close());

  /** Who was told what, by kind: the email of each recipient of each notification of that kind about `subject`. */
  async function told(kindOf: string, subject: string) {
    const rows = (await server.db.execute(sql`
      select u.email from ${notifications} n
      join ${notificationReceipts} r on r.notification_id = n.id
      join users u on u.id = r.user_id
      where n.kind = ${kindOf} and n.payload::text like ${`%${subject}%`}
      order by u.email`)) as unknown as { rows: { email: string }[] };
    return rows.rows.map((row) => row.email);
  }

  async function activePolicy(endDate: string): Promise<PolicyDetails> {
    const invoice = await issueInvoice(server, admin, book, { endDate });
    await payInvoice(server, admin, invoice.invoice_id);
    const made = await api(broker, 'POST', '/policies', policyPayload(book, { invoiceId: invoice.invoice_id, endDate }));
    const id = made.json().data.policy_id as string;
    await api(broker, 'GET', `/policy/${id}/sendPlacementSlip`);
    await api(broker, 'GET', `/policy/${id}/sendPlacementSlip?confirmed=true`);
    await api(broker, 'GET', `/policies/${id}/creditNote`);
    const active = await api(broker, 'PATCH', `/policies/${id}`, { insurerPolicyNumber: `LW/${id.slice(0, 6)}`, status: 'active' });
    expect(active.statusCode, active.body).toBe(200);
    return active.json().data as PolicyDetails;
  }

  it('reminds the client and the policy’s owner at the brokerage’s days before expiry, once each, as the clock moves', async () => {
    const now = Date.now();
    const policy = await activePolicy(addDays(todayInLagos(), 20));
    const mailsBefore = (await outboxTo(server, clientEmail)).length;

    // Two runs at once on the same day: one does the work.
    const runs = await Promise.all([runPolicyReminders(server.ctx, new Date(now)), runPolicyReminders(server.ctx, new Date(now))]);
    expect(runs.filter(Boolean)).toHaveLength(1);
    const notices = (await outboxTo(server, clientEmail)).slice(mailsBefore);
    expect(notices.map((mail) => mail.subject)).toEqual([`Renewal notice: Adaeze Okafor, cover ends ${policy.end_date}`]);
    expect(await told(POLICY_RENEWAL_DUE, policy.policy_id)).toEqual(['broker@demo.ng']);
    const read = (await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data as PolicyDetails;
    expect(read.renewal_notice_sent_at).not.toBeNull();
    expect(read.history.at(-1)).toMatchObject({ action: 'renewal reminder', by: null });
    expect(read.history.at(-1)!.note).toMatch(/^30 days before expiry; notice mailed to /);
    const [run] = await server.db
      .select()
      .from(jobRuns)
      .where(and(eq(jobRuns.job, 'policy-reminders'), eq(jobRuns.period, todayInLagos(new Date(now)))));
    expect(run!.summary).toMatch(/^1 renewal reminders, /);

    // Fourteen days on, 6 days are left: the 7-day reminder, once.
    expect(await runPolicyReminders(server.ctx, new Date(now + 14 * DAY))).toBe(true);
    expect(await runPolicyReminders(server.ctx, new Date(now + 14 * DAY))).toBe(false);
    expect(await runPolicyReminders(server.ctx, new Date(now + 15 * DAY))).toBe(true);
    expect((await outboxTo(server, clientEmail)).slice(mailsBefore)).toHaveLength(2);
    expect(await told(POLICY_RENEWAL_DUE, policy.policy_id)).toEqual(['broker@demo.ng', 'broker@demo.ng']);
  });

  it('reminds at the brokerage’s own days, set on its profile', async () => {
    const refused = await api(admin, 'PUT', '/broker', { renewalReminderDays: '90, 0' });
    expect(refused.json().errors).toEqual([{ field: 'renewalReminderDays', message: REMINDER_DAYS_RULE }]);
    const set = await api(admin, 'PUT', '/broker', { renewalReminderDays: '14, 45' });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json().data.renewal_reminder_days).toEqual([45, 14]);
    const now = Date.now() + 100 * DAY;
    // Read 100 days on, a policy ending 140 days from today has 40 days left: past 45, not yet 14.
    const policy = await activePolicy(addDays(todayInLagos(), 140));
    await runPolicyReminders(server.ctx, new Date(now));
    const read = (await api(broker, 'GET', `/policies/${policy.policy_id}`)).json().data as PolicyDetails;
    expect(read.history.at(-1)!.note).toMatch(/^45 days before expiry/);
    await api(admin, 'PUT', '/broker', { renewalReminderDays: [60, 30, 7] });
  });

  it('warns those who remit at day 25 and tells the admins at day 30 while premium stays unremitted', async () => {
    const invoice = await issueInvoice(server, admin, book);
    await payInvoice(server, admin, invoice.invoice_id);
    const paidAt = Date.now();
    expect(await runPolicyReminders(server.ctx, new Date(paidAt + 24 * DAY))).toBe(true);
    expect(await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id)).toEqual([]);
    await runPolicyReminders(server.ctx, new Date(paidAt + 25 * DAY));
    const warned = await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id);
    expect(warned).toEqual(expect.arrayContaining(['accounts@demo.ng', 'admin@demo.ng']));
    expect(warned).not.toContain('broker@demo.ng');
    await runPolicyReminders(server.ctx, new Date(paidAt + 26 * DAY));
    expect(await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id)).toEqual(warned);
    await runPolicyReminders(server.ctx, new Date(paidAt + 30 * DAY));
    await runPolicyReminders(server.ctx, new Date(paidAt + 31 * DAY));
    expect(await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id)).toEqual([...warned, 'admin@demo.ng'].sort());
    const escalations = (await server.db.execute(
      sql`select title from ${notifications} where kind = ${PREMIUM_REMITTANCE_DUE} and payload->>'escalation' = 'true' and payload->>'invoice_id' = ${invoice.invoice_id}`,
    )) as unknown as { rows: { title: string }[] };
    expect(escalations.rows.map((row) => row.title)).toEqual([`Premium on ${invoice.invoice_no} is past the 30 days to remit`]);
  });

  it('counts the 30 days from the day the client paid, not from the day the payment was entered', async () => {
    const paidOn = addDays(todayInLagos(), -20);
    const invoice = await issueInvoice(server, admin, book, { issueDate: addDays(todayInLagos(), -22) });
    await payInvoice(server, admin, invoice.invoice_id, { dateOfActualPayment: paidOn });
    const now = Date.now();
    await runPolicyReminders(server.ctx, new Date(now + 4 * DAY));
    expect(await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id)).toEqual([]);
    await runPolicyReminders(server.ctx, new Date(now + 5 * DAY));
    expect(await told(PREMIUM_REMITTANCE_DUE, invoice.invoice_id)).toEqual(expect.arrayContaining(['accounts@demo.ng', 'admin@demo.ng']));
  });

  it('tells the policy’s owner and those who send documents once a credit note is past its 48 hours', async () => {
    const invoice = await issueInvoice(server, admin, book);
    await payInvoice(server, admin, invoice.invoice_id);
    const made = await api(broker, 'POST', '/policies', policyPayload(book, { invoiceId: invoice.invoice_id }));
    const policyId = made.json().data.policy_id as string;
    const now = Date.now();
    await runPolicyReminders(server.ctx, new Date(now + 2 * DAY - 3_600_000));
    expect(await told(CREDIT_NOTE_OVERDUE, policyId)).toEqual([]);
    await runPolicyReminders(server.ctx, new Date(now + 3 * DAY));
    await runPolicyReminders(server.ctx, new Date(now + 4 * DAY));
    const overdue = await told(CREDIT_NOTE_OVERDUE, policyId);
    expect(overdue).toEqual(expect.arrayContaining(['broker@demo.ng', 'admin@demo.ng']));
    expect(new Set(overdue).size).toBe(overdue.length);
  });
});
