import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { displayStatus } from '../../domain/invoices';
import {
  actionNotOffered,
  DELETION_REASON_TOO_LONG,
  DELETION_REQUEST_APPROVED,
  DELETION_REQUEST_REJECTED,
  DELETION_REQUEST_SUBMITTED,
  FIELD_REQUIRED,
  INVOICE_DELETED,
  NO_DELETION_REQUEST,
} from '../../domain/messages';
import {
  deletionRequests,
  individualClients,
  invoices,
  journalEntries,
  journalLines,
  notificationReceipts,
  notifications,
  userRoles,
  users,
} from '../../server/db/schema';
import { ADMINS_ONLY, INVOICE_DELETION_REQUEST, INVOICE_DELETION_RESPONSE } from '../../server/invoices/deletion';
import { insurerPayableAccount, openClientAccount } from '../../server/ledger';
import { ensureDefaultRoles } from '../../server/seed/access-catalogue';
import { userIdOf } from './ledger/support';
import { caller, grantDirectly, plainUser, UNKNOWN_ID } from './support/access';
import { demoTenantId, freshEmail, STRONG_PASSWORD } from './support/accounts';
import { fetchInvoice, invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { atOnce } from './support/race';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { LiveChannel } from '../../server/context';
import type { PresentedInvoice } from '../../server/invoices/read';

/** A live channel that remembers what it was asked to send. */
function recordingLive(): LiveChannel & { sent: [string, string, unknown][] } {
  const sent: [string, string, unknown][] = [];
  return { sent, toUser: (userId, event, payload) => void sent.push([userId, event, payload]), endSession: () => {} };
}

const DELETE_NOT_OFFERED = actionNotOffered('Delete Invoice');

describe.each(oneDatabase())('invoice deletion on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let live: ReturnType<typeof recordingLive>;
  let tenantId: string;
  let book: InvoiceBook;
  let admin: string;
  let accountant: string;
  let broker: string;
  let adminId: string;
  let accountantId: string;
  /** Holds 'Approve Invoice Deletion' without being an admin. */
  let approver: { id: string; token: string };
  /** Held 'Approve Invoice Deletion' too, but is suspended. */
  let suspendedApproverId: string;

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    live = recordingLive();
    server.ctx.live = live;
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
    adminId = await userIdOf(server, 'admin@demo.ng');
    accountantId = await userIdOf(server, 'accounts@demo.ng');
    const holder = await plainUser(server, tenantId, { userType: 'broker' });
    await grantDirectly(server, tenantId, holder.user.id, 'Approve Invoice Deletion');
    await grantDirectly(server, tenantId, holder.user.id, 'View Invoices');
    approver = { id: holder.user.id, token: holder.token };
    const suspended = await plainUser(server, tenantId);
    await grantDirectly(server, tenantId, suspended.user.id, 'Approve Invoice Deletion');
    await server.db.update(users).set({ suspended: true }).where(eq(users.id, suspended.user.id));
    suspendedApproverId = suspended.user.id;
  });
  afterAll(() => server?.close());

  const issue = (overrides: Record<string, unknown> = {}) => issueInvoice(server, admin, book, overrides);
  const askWith = (token: string, invoiceId: string, body: Record<string, unknown>) =>
    call(token, 'PATCH', `/invoice/deletion/request/${invoiceId}`, body);
  const ask = (token: string, invoiceId: string, reasonForDeletion = 'Raised twice for the same vehicle') =>
    askWith(token, invoiceId, { reasonForDeletion });
  const remove = (token: string, invoiceId: string) => call(token, 'DELETE', `/invoice/${invoiceId}`);
  const detail = (token: string, invoiceId: string) => call(token, 'GET', `/invoice/deletion/request-detail/${invoiceId}`);
  const decide = (token: string, step: 'accept' | 'reject', invoiceId: string) =>
    call(token, 'PATCH', `/invoice/${step}/deletion/request/${invoiceId}`, {});
  const statusOf = async (invoiceId: string) => (await fetchInvoice(server, admin, invoiceId)).status;

  const requestsOf = (invoiceId: string) =>
    server.db.select().from(deletionRequests).where(eq(deletionRequests.invoiceId, invoiceId)).orderBy(deletionRequests.requestedAt);
  const rowOf = async (invoiceId: string) => (await server.db.select().from(invoices).where(eq(invoices.id, invoiceId)))[0]!;
  const deletionEntries = (invoiceId: string) =>
    server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceId, invoiceId), eq(journalEntries.source, 'invoice_deletion')));
  const noticesOf = (userId: string, invoiceId: string) =>
    server.db
      .select({ kind: notifications.kind, title: notifications.title, message: notifications.message, link: notifications.link })
      .from(notificationReceipts)
      .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
      .where(and(eq(notificationReceipts.userId, userId), sql`${notifications.payload}->>'invoice_id' = ${invoiceId}`))
      .orderBy(notifications.offset);
  /** An account's balance in kobo, debit side positive. */
  const balanceOf = async (accountId: string) => {
    const [row] = await server.db
      .select({ balance: sql<number>`coalesce(sum(${journalLines.debitKobo} - ${journalLines.creditKobo}), 0)`.mapWith(Number) })
      .from(journalLines)
      .where(eq(journalLines.accountId, accountId));
    return row!.balance;
  };
  /** A client of its own, so its ledger account shows this test's invoice alone. */
  const clientWithAccount = async () => {
    const [person] = await server.db
      .insert(individualClients)
      .values({
        tenantId,
        firstname: 'Musa',
        lastname: `Danjuma ${Math.random().toString(36).slice(2, 8)}`,
        address: '3 Ahmadu Bello Way',
        city: 'Kaduna',
      })
      .returning({ id: individualClients.id });
    const { account } = await server.ctx.database.asTenant(tenantId, (tx) => openClientAccount(tx, tenantId, person!.id, 'INDIVIDUAL'));
    return { clientId: person!.id, accountId: account.id };
  };
  const insurerAccountId = () =>
    server.ctx.database.asTenant(tenantId, async (tx) => (await insurerPayableAccount(tx, tenantId, book.insurerId)).id);
  const trialBalance = async () => {
    const answer = await call(admin, 'GET', '/accounting/reports/trial-balance');
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data as { totals: { debit: string; credit: string }; checks: { holds: boolean }[] };
  };

  describe('asking for a deletion', () => {
    it('refuses a missing, blank or over-long reason and changes nothing', async () => {
      const invoice = await issue();
      for (const [body, message] of [
        [{}, FIELD_REQUIRED],
        [{ reasonForDeletion: '   ' }, FIELD_REQUIRED],
        [{ reasonForDeletion: 'x'.repeat(251) }, DELETION_REASON_TOO_LONG],
      ] as const) {
        const answer = await askWith(accountant, invoice.invoice_id, body);
        expect(answer.statusCode, JSON.stringify(body)).toBe(400);
        expect(answer.json().errors).toEqual([{ field: 'reasonForDeletion', message }]);
      }
      expect(await statusOf(invoice.invoice_id)).toBe('payment pending');
      expect(await requestsOf(invoice.invoice_id)).toEqual([]);
    });

    it('puts the invoice in pending deletion, keeps the reason and tells every active admin, who alone may rule on it, after the commit', async () => {
      const invoice = await issue();
      live.sent.length = 0;
      const reason = `  ${'r'.repeat(250)}  `;
      const answer = await ask(accountant, invoice.invoice_id, reason);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: true,
        message: DELETION_REQUEST_SUBMITTED,
        data: { invoice_id: invoice.invoice_id, status: 'pending deletion' },
      });
      expect(await statusOf(invoice.invoice_id)).toBe('pending deletion');
      expect(await requestsOf(invoice.invoice_id)).toEqual([
        expect.objectContaining({
          reason: 'r'.repeat(250),
          requestedBy: accountantId,
          decision: 'pending',
          decidedBy: null,
          decidedAt: null,
        }),
      ]);

      const expected = {
        kind: INVOICE_DELETION_REQUEST,
        title: `Invoice ${invoice.invoice_no} deletion requested`,
        message: `Chinedu Eze asked to delete invoice ${invoice.invoice_no}: ${'r'.repeat(250)}`,
        link: `/account/invoice/${invoice.invoice_id}`,
      };
      expect(await noticesOf(adminId, invoice.invoice_id)).toEqual([expected]);
      // Holding 'Approve Invoice Deletion' without being an admin lets nobody rule on it, so they are not told.
      expect(await noticesOf(approver.id, invoice.invoice_id)).toEqual([]);
      expect(await noticesOf(suspendedApproverId, invoice.invoice_id)).toEqual([]);
      expect(await noticesOf(accountantId, invoice.invoice_id)).toEqual([]);
      const pushedTo = live.sent.filter(([, event]) => event === 'notification').map(([userId]) => userId);
      expect(pushedTo).toEqual([adminId]);

      // The admin reads the admin's own list through the API as well.
      const listed = await call(admin, 'GET', '/notification');
      expect(listed.json().data).toContainEqual(expect.objectContaining({ ...expected, receipts: { is_read: false } }));
    });

    it('shows the pending request to whoever rules on it: data[0] with the reason and the requester', async () => {
      const invoice = await issue();
      await ask(accountant, invoice.invoice_id, 'Client cancelled before cover started');
      const answer = await detail(admin, invoice.invoice_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toEqual({
        success: true,
        data: [
          {
            initiator_reason_for_deletion: 'Client cancelled before cover started',
            username: 'Chinedu Eze',
            requested_at: expect.any(String),
          },
        ],
      });
      expect(Date.parse(answer.json().data[0].requested_at)).toBeGreaterThan(Date.now() - 60_000);
    });

    it('has no request detail for an invoice nobody asked to delete, and none for an unknown invoice', async () => {
      const invoice = await issue();
      const answer = await detail(admin, invoice.invoice_id);
      expect(answer.statusCode).toBe(409);
      expect(answer.json()).toMatchObject({ success: false, message: NO_DELETION_REQUEST });
      expect((await detail(admin, UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('refuses an invoice that is already pending deletion or is no longer payment pending', async () => {
      const pending = await issue();
      expect((await ask(accountant, pending.invoice_id)).statusCode).toBe(200);
      const again = await ask(accountant, pending.invoice_id);
      expect(again.statusCode).toBe(409);
      expect(again.json().message).toBe(DELETE_NOT_OFFERED);
      expect(await requestsOf(pending.invoice_id)).toHaveLength(1);

      const partial = await issue();
      await payInvoice(server, admin, partial.invoice_id, { amount: '50000.00' });
      const refused = await ask(accountant, partial.invoice_id);
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(DELETE_NOT_OFFERED);
      expect(await statusOf(partial.invoice_id)).toBe('partial payment');
    });

    it('needs the Request Invoice Deletion permission, and answers 404 for an invoice the brokerage does not have', async () => {
      const invoice = await issue();
      expect((await ask(broker, invoice.invoice_id)).statusCode).toBe(403);
      expect(await statusOf(invoice.invoice_id)).toBe('payment pending');
      expect((await ask(accountant, UNKNOWN_ID)).statusCode).toBe(404);
    });

    it('keeps one pending request when two arrive at once', async () => {
      const invoice = await issue();
      const answers = await atOnce(server, 'invoices', [
        () => ask(accountant, invoice.invoice_id, 'First click'),
        () => ask(accountant, invoice.invoice_id, 'Second click'),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(await requestsOf(invoice.invoice_id)).toHaveLength(1);
      expect(await statusOf(invoice.invoice_id)).toBe('pending deletion');
    });
  });

  describe('an admin deleting directly', () => {
    it('deactivates the invoice, reverses its issue entry so client and insurer owe nothing, and keeps the books balanced', async () => {
      const client = await clientWithAccount();
      const insurer = await insurerAccountId();
      const insurerBefore = await balanceOf(insurer);
      const invoice = await issue({ clientId: client.clientId });
      const issueEntryId = (await rowOf(invoice.invoice_id)).issueEntryId;
      expect(issueEntryId).not.toBeNull();
      expect(await balanceOf(client.accountId)).toBe(15_000_000);
      expect(await balanceOf(insurer)).not.toBe(insurerBefore);

      const answer = await remove(admin, invoice.invoice_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: true,
        message: INVOICE_DELETED,
        data: { invoice_id: invoice.invoice_id, status: 'deactivated' },
      });

      const row = await rowOf(invoice.invoice_id);
      expect(row).toMatchObject({ status: 'deactivated', deletedBy: adminId });
      expect(row.deletedAt).toBeInstanceOf(Date);
      const [reversal, ...more] = await deletionEntries(invoice.invoice_id);
      expect(more).toEqual([]);
      expect(reversal).toMatchObject({ status: 'approved', reversesEntryId: issueEntryId, createdBy: adminId, totalKobo: 15_000_000 });
      expect(await balanceOf(client.accountId)).toBe(0);
      expect(await balanceOf(insurer)).toBe(insurerBefore);
      const books = await trialBalance();
      expect(books.totals.debit).toBe(books.totals.credit);
      expect(books.checks.every((check) => check.holds)).toBe(true);
    });

    it('still reads the deleted invoice, shown as DELETED', async () => {
      const invoice = await issue();
      await remove(admin, invoice.invoice_id);
      const read = await fetchInvoice(server, accountant, invoice.invoice_id);
      expect(read.status).toBe('deactivated');
      expect(displayStatus(read)).toBe('DELETED');
    });

    it('deletes an invoice whose issue was never posted without touching the books', async () => {
      const invoice = await issue({ clientType: 'CORPORATE', clientId: book.corporateClientId });
      expect((await rowOf(invoice.invoice_id)).issueEntryId).toBeNull();
      const answer = await remove(admin, invoice.invoice_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(await deletionEntries(invoice.invoice_id)).toEqual([]);
    });

    it('refuses an invoice that is deleted, partly paid, paid or pending deletion', async () => {
      const deleted = await issue();
      expect((await remove(admin, deleted.invoice_id)).statusCode).toBe(200);
      const partial = await issue();
      await payInvoice(server, admin, partial.invoice_id, { amount: '1000.00' });
      const paid = await issue();
      await payInvoice(server, admin, paid.invoice_id);
      const pending = await issue();
      await ask(accountant, pending.invoice_id);
      for (const invoice of [deleted, partial, paid, pending]) {
        const answer = await remove(admin, invoice.invoice_id);
        expect(answer.statusCode, invoice.status).toBe(409);
        expect(answer.json().message).toBe(DELETE_NOT_OFFERED);
      }
      expect(await deletionEntries(deleted.invoice_id)).toHaveLength(1);
      expect(await statusOf(pending.invoice_id)).toBe('pending deletion');
    });

    it('is for admins only: a holder of Approve Invoice Deletion who is not an admin gets 403, as does anyone without it', async () => {
      const invoice = await issue();
      const notAdmin = await remove(approver.token, invoice.invoice_id);
      expect(notAdmin.statusCode).toBe(403);
      expect(notAdmin.json().message).toBe(ADMINS_ONLY);
      expect((await remove(accountant, invoice.invoice_id)).statusCode).toBe(403);
      expect(await statusOf(invoice.invoice_id)).toBe('payment pending');
      expect(await deletionEntries(invoice.invoice_id)).toEqual([]);
    });

    it('answers a repeated Idempotency-Key with the first answer and reverses once', async () => {
      const invoice = await issue();
      const send = () =>
        server.app.inject({
          method: 'DELETE',
          url: `/api/v1/invoice/${invoice.invoice_id}`,
          headers: { authorization: `Bearer ${admin}`, 'idempotency-key': `delete-${invoice.invoice_id}` },
        });
      const first = await send();
      const second = await send();
      expect(first.statusCode).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      expect(await deletionEntries(invoice.invoice_id)).toHaveLength(1);
    });
  });

  describe('ruling on a request', () => {
    const requested = async () => {
      const invoice = await issue();
      const answer = await ask(accountant, invoice.invoice_id, 'Wrong insurer chosen');
      expect(answer.statusCode, answer.body).toBe(200);
      return invoice;
    };

    it('accepts: the invoice is deactivated, its issue reversed, and the requester told after the commit', async () => {
      const invoice = await requested();
      const issueEntryId = (await rowOf(invoice.invoice_id)).issueEntryId;
      live.sent.length = 0;
      const answer = await decide(admin, 'accept', invoice.invoice_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({
        success: true,
        message: DELETION_REQUEST_APPROVED,
        data: { invoice_id: invoice.invoice_id, status: 'deactivated' },
      });
      expect(await requestsOf(invoice.invoice_id)).toEqual([
        expect.objectContaining({ decision: 'accepted', decidedBy: adminId, decidedAt: expect.any(Date) }),
      ]);
      expect(await rowOf(invoice.invoice_id)).toMatchObject({ status: 'deactivated', deletedBy: adminId });
      expect(await deletionEntries(invoice.invoice_id)).toEqual([
        expect.objectContaining({ reversesEntryId: issueEntryId, status: 'approved' }),
      ]);
      expect(displayStatus(await fetchInvoice(server, accountant, invoice.invoice_id))).toBe('DELETED');

      expect(await noticesOf(accountantId, invoice.invoice_id)).toEqual([
        {
          kind: INVOICE_DELETION_RESPONSE,
          title: `Invoice ${invoice.invoice_no} deletion request approved`,
          message: `Adaeze Okafor approved your request to delete invoice ${invoice.invoice_no}; it is now deleted`,
          link: `/account/invoice/${invoice.invoice_id}`,
        },
      ]);
      expect(live.sent.filter(([, event]) => event === 'notification').map(([userId]) => userId)).toEqual([accountantId]);
      const books = await trialBalance();
      expect(books.totals.debit).toBe(books.totals.credit);
    });

    it('rejects: the invoice is payment pending again, nothing is posted, the requester is told, and a new request may follow', async () => {
      const invoice = await requested();
      const entriesBefore = await server.db.select().from(journalEntries).where(eq(journalEntries.sourceId, invoice.invoice_id));
      const answer = await decide(admin, 'reject', invoice.invoice_id);
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json()).toMatchObject({ success: true, message: DELETION_REQUEST_REJECTED, data: { status: 'payment pending' } });
      expect(await requestsOf(invoice.invoice_id)).toEqual([expect.objectContaining({ decision: 'rejected', decidedBy: adminId })]);
      expect(await rowOf(invoice.invoice_id)).toMatchObject({ status: 'payment pending', deletedBy: null, deletedAt: null });
      expect(await server.db.select().from(journalEntries).where(eq(journalEntries.sourceId, invoice.invoice_id))).toEqual(entriesBefore);
      expect(await noticesOf(accountantId, invoice.invoice_id)).toEqual([
        expect.objectContaining({ kind: INVOICE_DELETION_RESPONSE, title: `Invoice ${invoice.invoice_no} deletion request rejected` }),
      ]);

      const detailAfter = await detail(admin, invoice.invoice_id);
      expect(detailAfter.statusCode).toBe(409);
      expect(detailAfter.json().message).toBe(NO_DELETION_REQUEST);
      expect((await ask(accountant, invoice.invoice_id, 'Asking again')).statusCode).toBe(200);
      expect((await detail(admin, invoice.invoice_id)).json().data[0].initiator_reason_for_deletion).toBe('Asking again');
    });

    it('refuses a second ruling, and a ruling where nobody asked', async () => {
      const invoice = await requested();
      expect((await decide(admin, 'accept', invoice.invoice_id)).statusCode).toBe(200);
      for (const step of ['accept', 'reject'] as const) {
        const again = await decide(admin, step, invoice.invoice_id);
        expect(again.statusCode, step).toBe(409);
        expect(again.json().message).toBe(NO_DELETION_REQUEST);
      }
      const untouched = await issue();
      expect((await decide(admin, 'reject', untouched.invoice_id)).statusCode).toBe(409);
      expect(await statusOf(untouched.invoice_id)).toBe('payment pending');
      expect(await deletionEntries(invoice.invoice_id)).toHaveLength(1);
    });

    it('is for admins only', async () => {
      const invoice = await requested();
      for (const step of ['accept', 'reject'] as const) {
        const answer = await decide(approver.token, step, invoice.invoice_id);
        expect(answer.statusCode, step).toBe(403);
        expect(answer.json().message).toBe(ADMINS_ONLY);
        expect((await decide(accountant, step, invoice.invoice_id)).statusCode).toBe(403);
      }
      expect(await statusOf(invoice.invoice_id)).toBe('pending deletion');
      expect(await requestsOf(invoice.invoice_id)).toEqual([expect.objectContaining({ decision: 'pending' })]);
    });

    it('posts one reversal when two accepts arrive at once', async () => {
      const invoice = await requested();
      const answers = await atOnce(server, 'invoices', [
        () => decide(admin, 'accept', invoice.invoice_id),
        () => decide(admin, 'accept', invoice.invoice_id),
      ]);
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
      expect(answers.find((answer) => answer.statusCode === 409)!.json().message).toBe(NO_DELETION_REQUEST);
      expect(await deletionEntries(invoice.invoice_id)).toHaveLength(1);
      expect(await noticesOf(accountantId, invoice.invoice_id)).toHaveLength(1);
      const books = await trialBalance();
      expect(books.totals.debit).toBe(books.totals.credit);
    });
  });

  it("keeps every deletion call inside its own brokerage: another brokerage's admin finds nothing", async () => {
    const email = freshEmail('other-admin');
    const other = await createTenantWithUser(server, { email, password: STRONG_PASSWORD });
    const roleIds = await ensureDefaultRoles(server.db, other.tenantId);
    await server.db.insert(userRoles).values({ tenantId: other.tenantId, userId: other.userId, roleId: roleIds.get('admin')! });
    const outsider = await signInAs(server, email, STRONG_PASSWORD);
    const pending = await issue();
    await ask(accountant, pending.invoice_id);
    const open = await issue();
    const answers = [
      await ask(outsider, open.invoice_id),
      await remove(outsider, open.invoice_id),
      await detail(outsider, pending.invoice_id),
      await decide(outsider, 'accept', pending.invoice_id),
      await decide(outsider, 'reject', pending.invoice_id),
    ];
    expect(answers.map((answer) => answer.statusCode)).toEqual([404, 404, 404, 404, 404]);
    expect(await statusOf(open.invoice_id)).toBe('payment pending');
    expect(await statusOf(pending.invoice_id)).toBe('pending deletion');
  });

  it('answers the deleted invoice with every figure it had', async () => {
    const invoice: PresentedInvoice = await issue();
    const answer = await remove(admin, invoice.invoice_id);
    expect(answer.json().data).toEqual({ ...invoice, status: 'deactivated' });
  });
});
