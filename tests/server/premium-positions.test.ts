import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices/dates';
import { ENDORSEMENT_REMITTANCE } from '../../domain/invoices/vocabulary';
import { todayInLagos } from '../../domain/today';
import { POSITION_TOTAL_FIGURES, recomputedPositions } from '../../server/invoices/positions';
import { openClientAccount } from '../../server/ledger';
import { positionTotals } from '../../server/reports/regulatory/premium-positions';
import { bearer, demoTenantId } from './support/accounts';
import { insurerPayableId, invoiceBook, issueInvoice, payInvoice, systemAccountId, type InvoiceBook } from './support/invoices';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

// The maintained positions (each invoice's dated spans, the insurers' daily and monthly moves) hold
// what recomputing every invoice from its payments and remittances gives, after a mix of the real calls.

type Row = Record<string, unknown>;

/** A row with every value as text and the span's days left out, so both databases' drivers compare alike. */
const plain = ({ valid_from: _from, valid_to: _to, ...row }: Row) =>
  Object.fromEntries(Object.entries(row).map(([key, value]) => [key, value === null ? null : String(value)]));
const byInvoice = (a: Row, b: Row) => String(a.invoice_id).localeCompare(String(b.invoice_id));

describe.each(databaseKinds())('maintained premium positions on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let book: InvoiceBook;
  let admin: string;
  let accountant: string;
  const today = todayInLagos();
  const day = (daysAgo: number) => addDays(today, -daysAgo);

  const call = async (method: 'PUT' | 'POST' | 'DELETE', url: string, payload?: object, token = accountant) => {
    const answer = await server.app.inject({ method, url: `/api/v1${url}`, headers: bearer(token), payload });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url} failed (${answer.statusCode}): ${answer.body}`);
    return answer.json().data;
  };
  const issue = async (daysAgo: number, overrides: Record<string, unknown> = {}) =>
    (await issueInvoice(server, admin, book, { issueDate: day(daysAgo), startDate: day(daysAgo), ...overrides })).invoice_id;
  const pay = (id: string, amount: string, daysAgo: number, body: Record<string, unknown> = {}) =>
    payInvoice(server, accountant, id, { modeOfPayment: 'Bank Transfer', amount, dateOfActualPayment: day(daysAgo), ...body });
  const means = {
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Guaranty Trust Bank',
    remittanceChequeNumber: '',
    otherRemitDescription: '',
  };
  const remit = (id: string, type: 'Partial Remittance' | 'Full Remittance', daysAgo: number, amountToRemit: string) =>
    call('PUT', `/invoice/remitted/${id}`, {
      ...means,
      remittanceType: type,
      date: day(daysAgo),
      amountToRemit,
      ...(type === 'Partial Remittance' ? { dateToRemitBalance: addDays(today, 14) } : {}),
      remark: 'Premium to the insurer',
    });

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');

    // Part-paid, paid off, remitted in part then the rest.
    const partly = await issue(60);
    await pay(partly, '50000.00', 55);
    await pay(partly, '100000.00', 30);
    await remit(partly, 'Partial Remittance', 25, '60000.00');
    await remit(partly, 'Full Remittance', 3, '69843.75');
    // Paid, then a payment back-dated before the first one.
    const backDated = await issue(45);
    await pay(backDated, '40000.00', 20);
    await pay(backDated, '30000.00', 44);
    // Paid straight to the insurer, which paid over the commission and its VAT.
    const direct = await issue(15);
    await pay(direct, '150000.00', 12, {
      modeOfPayment: 'Direct to Insurer',
      captureCommission: 'true',
      commissionAmount: '20156.25',
      debitAccount: await systemAccountId(server, tenantId, 'cash_in_hand'),
      creditAccount: (await insurerPayableId(server, tenantId, book.insurerId))!,
    });
    // Billed only at its first payment: its client had no ledger account at issue.
    const waiting = await issue(35, { clientType: 'CORPORATE', clientId: book.corporateClientId });
    await server.ctx.database.asTenant(tenantId, (tx) => openClientAccount(tx, tenantId, book.corporateClientId, 'CORPORATE'));
    await pay(waiting, '150000.00', 33);
    // A return premium, the insurer's share received back.
    const returned = await issue(20, { transactionType: ENDORSEMENT_REMITTANCE });
    await pay(returned, '50000.00', 10);
    // Billed in the past and deleted today.
    const deleted = await issue(50);
    await call('DELETE', `/invoice/${deleted}`, undefined, admin);
  }, 180_000);
  afterAll(() => server?.close());

  const maintained = async (at: string) => {
    const result = await server.db.execute(sql`
      select tenant_id, invoice_id, insurance_provider_id, returned, net_kobo, commission_kobo, vat_kobo, collected_kobo, remitted_kobo,
             direct_kobo, direct_share_kobo, unremitted_kobo, paid_on::text as paid_on, commission_kept_kobo, commission_captured_kobo,
             commission_receivable_kobo, received_back_kobo, owed_kobo
        from invoice_positions
       where tenant_id = ${tenantId} and valid_from <= ${at}::date and coalesce(valid_to, 'infinity'::date) > ${at}::date`);
    return (result as unknown as { rows: Row[] }).rows;
  };

  it.each([60, 56, 55, 50, 44, 33, 30, 25, 20, 12, 10, 3, 1, 0])(
    'holds the recomputed positions and totals %i days ago',
    async (daysAgo) => {
      const at = day(daysAgo);
      const expected = await server.db.transaction((tx) => recomputedPositions(tx, tenantId, at));
      const kept = await maintained(at);
      expect(kept.map(plain).sort(byInvoice)).toEqual(expected.map(plain).sort(byInvoice));

      const sums = new Map<string, Row>();
      for (const row of expected) {
        const key = `${String(row.insurance_provider_id)}:${String(row.returned)}`;
        const sum = sums.get(key) ?? { insurerId: Number(row.insurance_provider_id), returned: row.returned };
        for (const figure of POSITION_TOTAL_FIGURES) sum[figure] = Number(sum[figure] ?? 0) + Number(row[figure]);
        sums.set(key, sum);
      }
      const totals = await server.db.transaction((tx) => positionTotals(tx, tenantId, at));
      expect(
        totals.map((total) => ({
          insurerId: total.insurerId,
          returned: total.returned,
          collected_kobo: total.collectedKobo,
          unremitted_kobo: total.unremittedKobo,
          owed_kobo: total.owedKobo,
          commission_kobo: total.commissionKobo,
          vat_kobo: total.vatKobo,
          commission_kept_kobo: total.commissionKeptKobo,
          commission_captured_kobo: total.commissionCapturedKobo,
          commission_receivable_kobo: total.commissionReceivableKobo,
        })),
      ).toEqual(expect.arrayContaining([...sums.values()]));
      expect(totals).toHaveLength(sums.size);
    },
  );

  it('finds positions for the book built above', async () => {
    expect((await maintained(day(30))).length).toBeGreaterThan(3);
  });
});
