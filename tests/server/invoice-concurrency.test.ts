import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { collectedShareKobo } from '../../domain/invoices';
import { koboToNaira } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { insuranceProviders, invoicePayments, invoices, journalEntries, products } from '../../server/db/schema';
import { IDEMPOTENCY_KEY_REUSED } from '../../server/http/idempotency';
import { bearer, demoTenantId } from './support/accounts';
import {
  insurerPayableId,
  invoiceBook,
  invoicePayload,
  issueInvoice,
  postedTo,
  systemAccountId,
  trialBalanceGap,
} from './support/invoices';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// Payments racing on one invoice, on a real PostgreSQL where the requests truly run side by side
// (PGlite runs one statement at a time, so it cannot show a race). Requests go out with
// Promise.all over app.inject: race.ts's atOnce stalls beyond about nine requests.

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('concurrent payments on %s', (kind) => {
  let server: TestServer;
  let accounts: string;
  let admin: string;
  let tenantId: string;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    [admin, accounts] = (await Promise.all(['admin@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)))) as [
      string,
      string,
    ];
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  const pay = (invoiceId: string, body: Record<string, unknown>, key: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/${invoiceId}`,
      headers: { ...bearer(accounts), 'idempotency-key': key },
      payload: body,
    });
  const cash = (amount: string) => ({ amount, modeOfPayment: 'Cash', dateOfActualPayment: today });
  const paymentRows = (invoiceId: string) => server.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const paymentEntries = (invoiceId: string) =>
    server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.sourceId, invoiceId), eq(journalEntries.source, 'payment')));

  it('pays once for 50 identical requests with one Idempotency-Key, all answered alike; the key with another body is refused', async () => {
    const book = await invoiceBook(server, tenantId);
    const invoice = await issueInvoice(server, admin, book);
    const key = `double-click-${invoice.invoice_id}`;
    const answers = await Promise.all(Array.from({ length: 50 }, () => pay(invoice.invoice_id, cash('40000.00'), key)));

    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(50).fill(200));
    const first = answers[0]!.json();
    for (const answer of answers) expect(answer.json()).toEqual(first);
    expect(first.data).toMatchObject({ status: 'partial payment', amount_paid: '40000.00' });
    expect(await paymentRows(invoice.invoice_id)).toHaveLength(1);
    expect(await paymentEntries(invoice.invoice_id)).toHaveLength(1);
    expect((await postedTo(server, book.individualClientAccountId)).balance).toBe(11_000_000);

    const other = await pay(invoice.invoice_id, cash('40000.01'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    expect(await paymentRows(invoice.invoice_id)).toHaveLength(1);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });

  it('keeps 50 concurrent double-submits (25 payments, each sent twice) within the balance, each accepted payment recorded and posted once', async () => {
    const book = await invoiceBook(server, tenantId);
    const invoice = await issueInvoice(server, admin, book);
    const premium = 15_000_000;
    const cashAccount = await systemAccountId(server, tenantId, 'cash_in_hand');
    const cashBefore = (await postedTo(server, cashAccount)).balance;

    // 9,000 to 13,000 naira each: 275,000 in all, so only some fit the 150,000 premium.
    const payments = Array.from({ length: 25 }, (_, index) => ({
      key: `submit-${index}-${invoice.invoice_id}`,
      kobo: (9_000 + (index % 5) * 1_000) * 100,
    }));
    const sent = payments.flatMap((payment) => [payment, payment]);
    const answers = await Promise.all(sent.map((payment) => pay(invoice.invoice_id, cash(koboToNaira(payment.kobo)), payment.key)));

    const byKey = new Map<string, { statusCode: number; body: string }[]>();
    sent.forEach((payment, index) =>
      byKey.set(payment.key, [...(byKey.get(payment.key) ?? []), { statusCode: answers[index]!.statusCode, body: answers[index]!.body }]),
    );
    const accepted = payments.filter((payment) => byKey.get(payment.key)!.some((answer) => answer.statusCode === 200));
    const refused = payments.filter((payment) => !accepted.includes(payment));

    for (const payment of accepted) {
      // Both submits of an accepted payment carry the one answer.
      const [one, two] = byKey.get(payment.key)!;
      expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
      expect(JSON.parse(two!.body)).toEqual(JSON.parse(one!.body));
    }
    for (const payment of refused) {
      for (const answer of byKey.get(payment.key)!) expect([400, 409], answer.body).toContain(answer.statusCode);
    }

    const paid = accepted.reduce((sum, payment) => sum + payment.kobo, 0);
    expect(accepted.length).toBeGreaterThan(0);
    expect(refused.length).toBeGreaterThan(0);
    expect(paid).toBeLessThanOrEqual(premium);
    // Every refused payment is more than what is still owed: nothing that fitted was turned away.
    for (const payment of refused) expect(payment.kobo).toBeGreaterThan(premium - paid);

    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(row!.paidKobo).toBe(paid);
    expect(row!.vatPaidKobo).toBe(collectedShareKobo(row!.vatKobo, paid, premium));
    expect(row!.status).toBe(paid === premium ? 'paid' : 'partial payment');

    const rows = await paymentRows(invoice.invoice_id);
    expect(rows.map((payment) => payment.amountKobo).sort()).toEqual(accepted.map((payment) => payment.kobo).sort());
    const entries = await paymentEntries(invoice.invoice_id);
    expect(entries).toHaveLength(accepted.length);
    expect(new Set(rows.map((payment) => payment.entryId))).toEqual(new Set(entries.map((entry) => entry.id)));

    expect((await postedTo(server, book.individualClientAccountId)).balance).toBe(premium - paid);
    expect((await postedTo(server, cashAccount)).balance - cashBefore).toBe(paid);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });

  it('opens one payable account for an insurer whose first invoices are issued at the same time', async () => {
    const book = await invoiceBook(server, tenantId);
    const [axa] = await server.db.select().from(insuranceProviders).where(eq(insuranceProviders.code, 'AXA_MANSARD'));
    await server.db.update(products).set({ insuranceProviderId: axa!.id }).where(eq(products.id, book.productId));
    expect(await insurerPayableId(server, tenantId, axa!.id)).toBeNull();
    // Typed numbers, so the invoice counter does not line the requests up.
    const answers = await Promise.all(
      Array.from({ length: 8 }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/invoice',
          headers: bearer(admin),
          payload: invoicePayload(book, { invoiceNo: `AXA-FIRST-${index}` }),
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(8).fill(201));
    const payable = (await insurerPayableId(server, tenantId, axa!.id))!;
    expect((await postedTo(server, payable)).balance).toBe(-8 * 12_984_375);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });
});
