import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { invoices, journalEntries, premiumRemittances, vatRemittances } from '../../server/db/schema';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// Premium 150,000.00 at 12.5 %: 129,843.75 is owed to the insurer, 1,406.25 of VAT to remit.
const NET_KOBO = 12_984_375;
const VAT_KOBO = 140_625;

/**
 * 25 keys, each sent twice at once. Every key but the last asks for `part`; the last asks for the
 * odd remainder. Whatever order the database takes them in, the remainder always fits and exactly
 * enough of the others fit to reach the whole: so the outcome is known while the order is not.
 */
function doubleSubmits(wholeKobo: number, partKobo: number) {
  const remainder = wholeKobo % partKobo;
  const keys = Array.from({ length: 25 }, (_, index) => ({ key: `race-${randomUUID()}`, kobo: index === 24 ? remainder : partKobo }));
  return { keys, accepted: Math.floor(wholeKobo / partKobo) + 1 };
}
const naira = (kobo: number) => (kobo / 100).toFixed(2);

describe.each(databaseKinds().filter((kind) => kind === 'postgres'))('remittances under concurrency, on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let book: InvoiceBook;
  let admin: string;
  let accountant: string;
  const today = todayInLagos();
  const later = `${Number(today.slice(0, 4)) + 1}${today.slice(4, 7)}-01`;

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
  });
  afterAll(() => server?.close());

  const paidInvoice = async () => {
    const invoice = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
    return payInvoice(server, admin, invoice.invoice_id);
  };
  const put = (url: string, payload: object, key: string) =>
    server.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { ...bearer(accountant), 'idempotency-key': key }, payload });
  const entriesOf = async (invoiceId: string, source: 'premium_remittance' | 'vat_remittance') =>
    server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.source, source), eq(journalEntries.sourceId, invoiceId)));

  it('50 double-submitted partial premium and VAT remittances at once never remit more than is owed, once per accepted key', async () => {
    const invoice = await paidInvoice();
    const premium = doubleSubmits(NET_KOBO, 1_000_000);
    const vat = doubleSubmits(VAT_KOBO, 10_000);
    const premiumBody = (kobo: number) => ({
      remittanceType: 'Partial Remittance',
      date: today,
      amountToRemit: naira(kobo),
      dateToRemitBalance: later,
      remittanceMode: 'Bank Transfer',
      remittanceBankName: 'Access Bank',
    });
    const vatBody = (kobo: number) => ({
      remittanceType: 'Partial Remittance',
      date: today,
      vatAmountToRemit: naira(kobo),
      remittanceMode: 'Bank Transfer',
      remittanceBankName: 'Access Bank',
    });

    const requests = [
      ...premium.keys.flatMap(({ key, kobo }) =>
        [0, 1].map(() => ({ kind: 'premium', key, send: () => put(`/invoice/remitted/${invoice.invoice_id}`, premiumBody(kobo), key) })),
      ),
      ...vat.keys.flatMap(({ key, kobo }) =>
        [0, 1].map(() => ({ kind: 'vat', key, send: () => put(`/invoice/vatremit/${invoice.invoice_id}`, vatBody(kobo), key) })),
      ),
    ];
    const answers = await Promise.all(requests.map((request) => request.send()));

    const outcome = (which: 'premium' | 'vat') => {
      const byKey = new Map<string, { status: number; body: string }[]>();
      requests.forEach((request, index) => {
        if (request.kind !== which) return;
        byKey.set(request.key, [...(byKey.get(request.key) ?? []), { status: answers[index]!.statusCode, body: answers[index]!.body }]);
      });
      const accepted = [...byKey.entries()].filter(([, pair]) => pair.some((answer) => answer.status === 200));
      for (const [key, pair] of byKey) {
        // Both submits of a key have the same fate; an accepted key answers its one remittance twice.
        if (pair[0]!.status === 200) {
          expect(
            pair.map((answer) => answer.status),
            key,
          ).toEqual([200, 200]);
          expect(JSON.parse(pair[1]!.body)).toEqual(JSON.parse(pair[0]!.body));
        } else {
          // Refused: above what is left (400) or nothing left at all (409).
          for (const answer of pair) expect([400, 409], key).toContain(answer.status);
        }
      }
      return accepted.map(([key]) => key);
    };

    const premiumAccepted = outcome('premium');
    const vatAccepted = outcome('vat');
    expect(premiumAccepted).toHaveLength(premium.accepted);
    expect(vatAccepted).toHaveLength(vat.accepted);

    const [row] = await server.db.select().from(invoices).where(eq(invoices.id, invoice.invoice_id));
    expect(row).toMatchObject({
      premiumRemittedKobo: NET_KOBO,
      vatRemittedKobo: VAT_KOBO,
      remittedStatus: 'Fully Remitted',
      status: 'paid',
    });

    const premiumRows = await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id));
    const vatRows = await server.db.select().from(vatRemittances).where(eq(vatRemittances.invoiceId, invoice.invoice_id));
    expect(premiumRows).toHaveLength(premium.accepted);
    expect(vatRows).toHaveLength(vat.accepted);
    expect(premiumRows.reduce((sum, remittance) => sum + remittance.amountKobo, 0)).toBe(NET_KOBO);
    expect(vatRows.reduce((sum, remittance) => sum + remittance.amountKobo, 0)).toBe(VAT_KOBO);

    const premiumEntries = await entriesOf(invoice.invoice_id, 'premium_remittance');
    const vatEntries = await entriesOf(invoice.invoice_id, 'vat_remittance');
    expect(premiumEntries).toHaveLength(premium.accepted);
    expect(vatEntries).toHaveLength(vat.accepted);
    expect(new Set(premiumRows.map((remittance) => remittance.entryId))).toEqual(new Set(premiumEntries.map((entry) => entry.id)));
    expect(premiumEntries.reduce((sum, entry) => sum + entry.totalKobo, 0)).toBe(NET_KOBO);
    expect(vatEntries.reduce((sum, entry) => sum + entry.totalKobo, 0)).toBe(VAT_KOBO);

    const figures = await server.app.inject({
      method: 'GET',
      url: `/api/v1/invoice/getVatToRemit/${invoice.invoice_id}`,
      headers: bearer(accountant),
    });
    expect(figures.json().data).toEqual({
      vat: naira(VAT_KOBO),
      vat_paid: naira(VAT_KOBO),
      vat_remitted: naira(VAT_KOBO),
      vat_to_remit: '0.00',
    });
    const tb = await server.app.inject({ method: 'GET', url: '/api/v1/accounting/reports/trial-balance', headers: bearer(admin) });
    expect(tb.json().data.checks).toEqual([expect.objectContaining({ name: 'Debits equal credits', holds: true })]);
  });

  it('lets only one of ten schedules racing for the same invoices through, without waiting on each other forever', async () => {
    const first = await paidInvoice();
    const second = await paidInvoice();
    const orders = [
      [first.invoice_id, second.invoice_id],
      [second.invoice_id, first.invoice_id],
    ];
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        server.app.inject({
          method: 'POST',
          url: '/api/v1/remittance-schedules',
          headers: { ...bearer(accountant), 'idempotency-key': `schedule-race-${randomUUID()}` },
          payload: { invoiceIds: orders[index % 2], date: today, remittanceMode: 'Bank Transfer', remittanceBankName: 'Access Bank' },
        }),
      ),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, ...Array(9).fill(409)]);
    const rows = await server.db
      .select()
      .from(premiumRemittances)
      .where(inArray(premiumRemittances.invoiceId, [first.invoice_id, second.invoice_id]));
    expect(rows).toHaveLength(2);
    expect(new Set(rows.map((row) => row.entryId)).size).toBe(1);
    const after = await server.db
      .select()
      .from(invoices)
      .where(inArray(invoices.id, [first.invoice_id, second.invoice_id]));
    expect(after.map((row) => row.premiumRemittedKobo)).toEqual([NET_KOBO, NET_KOBO]);
  });
});
