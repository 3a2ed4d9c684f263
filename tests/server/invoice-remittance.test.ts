import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { todayInLagos } from '../../domain/today';
import { journalEntries, journalLines, ledgerAccounts, premiumRemittances, vatRemittances } from '../../server/db/schema';
import { bearer, demoTenantId } from './support/accounts';
import { invoiceBook, issueInvoice, payInvoice, type InvoiceBook } from './support/invoices';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { PresentedInvoice } from '../../server/invoices/read';

// Premium 150,000.00 at 12.5 %: commission 18,750.00, VAT on it 1,406.25, so the insurer is owed 129,843.75.
const NET = '129843.75';
const VAT = '1406.25';
const dayAfter = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(oneDatabase())('premium and VAT remittance, on %s', (kind) => {
  let server: TestServer;
  let tenantId: string;
  let book: InvoiceBook;
  let admin: string;
  let accountant: string;
  let broker: string;
  let agent: string;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    tenantId = await demoTenantId(server);
    book = await invoiceBook(server, tenantId);
    admin = await signInAs(server, 'admin@demo.ng');
    accountant = await signInAs(server, 'accounts@demo.ng');
    broker = await signInAs(server, 'broker@demo.ng');
    agent = await signInAs(server, 'agent@demo.ng');
  });
  afterAll(() => server?.close());

  const send = (token: string, method: 'GET' | 'PUT', url: string, payload?: object, key?: string) =>
    server.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: { ...bearer(token), ...(key ? { 'idempotency-key': key } : {}) },
      ...(payload ? { payload } : {}),
    });

  const paidInvoice = async (overrides: Record<string, unknown> = {}): Promise<PresentedInvoice> => {
    const invoice = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY', ...overrides });
    return payInvoice(server, admin, invoice.invoice_id);
  };

  const full = (overrides: Record<string, unknown> = {}) => ({
    remittanceType: 'Full Remittance',
    date: today,
    amountToRemit: NET,
    dateToRemitBalance: today,
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Guaranty Trust Bank',
    remark: 'Motor premium for the month',
    ...overrides,
  });
  const partial = (amount: string, overrides: Record<string, unknown> = {}) =>
    full({ remittanceType: 'Partial Remittance', amountToRemit: amount, dateToRemitBalance: dayAfter(today, 14), ...overrides });
  const vat = (amount: string, overrides: Record<string, unknown> = {}) => ({
    remittanceType: 'Partial Remittance',
    date: today,
    vatAmountToRemit: amount,
    remittanceMode: 'Cheque',
    remittanceBankName: 'Zenith Bank',
    remittanceChequeNumber: '00451278',
    ...overrides,
  });

  const remit = (invoiceId: string, body: object, key?: string, token = accountant) =>
    send(token, 'PUT', `/invoice/remitted/${invoiceId}`, body, key);
  const remitVat = (invoiceId: string, body: object, key?: string, token = accountant) =>
    send(token, 'PUT', `/invoice/vatremit/${invoiceId}`, body, key);
  const read = async (url: string, token = accountant) => {
    const answer = await send(token, 'GET', url);
    expect(answer.statusCode, answer.body).toBe(200);
    return answer.json().data;
  };

  /** An account's balance on its debit side, in kobo, from the posted lines. */
  const debitBalance = async (accountId: string) => {
    const [row] = await server.db
      .select({ balance: sql<string>`coalesce(sum(${journalLines.debitKobo} - ${journalLines.creditKobo}), 0)::text` })
      .from(journalLines)
      .where(eq(journalLines.accountId, accountId));
    return Number(row!.balance);
  };
  const accountWhere = async (condition: ReturnType<typeof eq>) => {
    const [row] = await server.db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(and(eq(ledgerAccounts.tenantId, tenantId), condition));
    return row!.id;
  };
  const insurerPayable = () => accountWhere(eq(ledgerAccounts.insuranceProviderId, book.insurerId));
  const vatOutput = () => accountWhere(eq(ledgerAccounts.systemKey, 'vat_output'));
  const entryLines = async (refNo: string) => {
    const [entry] = await server.db
      .select()
      .from(journalEntries)
      .where(and(eq(journalEntries.tenantId, tenantId), eq(journalEntries.refNo, refNo)));
    const lines = await server.db.select().from(journalLines).where(eq(journalLines.entryId, entry!.id)).orderBy(journalLines.lineNo);
    return { entry: entry!, lines: lines.map((line) => ({ accountId: line.accountId, debit: line.debitKobo, credit: line.creditKobo })) };
  };
  const trialBalanceHolds = async () => {
    const tb = await read('/accounting/reports/trial-balance', admin);
    expect(tb.checks).toEqual([expect.objectContaining({ name: 'Debits equal credits', holds: true })]);
  };

  describe('premium', () => {
    it('remits the whole net premium at once: the insurer payable goes back to zero and the invoice reads Fully Remitted', async () => {
      const payableBefore = await debitBalance(await insurerPayable().catch(() => randomUUID()));
      const invoice = await paidInvoice();
      expect(invoice.status).toBe('paid');
      expect(invoice.amount_unremitted).toBe(NET);

      const answer = await remit(invoice.invoice_id, full());
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      expect(body).toMatchObject({ success: true, message: 'Premium is successfully remitted!' });
      const [log, after] = body.data;
      expect(log).toEqual({
        remittance_log_id: expect.any(String),
        remittance_type: 'FULL REMITTANCE',
        remittance_date: today,
        amount: NET,
        balance_due_date: today,
        remark: 'Motor premium for the month',
        remittance_mode: 'Bank Transfer',
        remittance_bank_name: 'Guaranty Trust Bank',
        remittance_cheque_number: null,
        other_description: null,
        ref_no: expect.stringMatching(/^REM-\d{6}$/),
        created_at: expect.any(String),
        ModeOfRemittanceDocuments: [],
      });
      expect(after).toMatchObject({
        invoice_id: invoice.invoice_id,
        remitted_status: 'Fully Remitted',
        remitted: NET,
        amount_unremitted: '0.00',
        status: 'paid',
      });

      const payable = await insurerPayable();
      expect(await debitBalance(payable)).toBe(payableBefore);
      const { entry, lines } = await entryLines(log.ref_no);
      expect(entry).toMatchObject({ source: 'premium_remittance', sourceId: invoice.invoice_id, entryDate: today, status: 'approved' });
      expect(lines).toEqual([
        { accountId: payable, debit: 12_984_375, credit: 0 },
        { accountId: expect.any(String), debit: 0, credit: 12_984_375 },
      ]);
      await trialBalanceHolds();

      const again = await remit(invoice.invoice_id, full());
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({
        success: false,
        message: 'Could not remit premium!',
        errors: [{ field: 'body', message: 'Could not remit premium!' }],
      });
    });

    it('remits in parts: Partially Remitted, then Fully Remitted, each part in the history and the figures', async () => {
      const invoice = await paidInvoice();
      const balanceDate = dayAfter(today, 14);
      const first = await remit(
        invoice.invoice_id,
        partial('50000.00', { remittanceMode: 'Cheque', remittanceChequeNumber: 'CHQ-778812' }),
      );
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json().data[0]).toMatchObject({
        remittance_type: 'PARTIAL REMITTANCE',
        amount: '50000.00',
        balance_due_date: balanceDate,
        remittance_mode: 'Cheque',
        remittance_cheque_number: 'CHQ-778812',
      });
      expect(first.json().data[1]).toMatchObject({
        remitted_status: 'Partially Remitted',
        remitted: '50000.00',
        amount_unremitted: '79843.75',
      });

      expect(await read(`/invoice/getRemitted/${invoice.invoice_id}`)).toEqual({
        net_premium: NET,
        collected: NET,
        remitted: '50000.00',
        amount_unremitted: '79843.75',
        remitted_status: 'Partially Remitted',
        paid_on: today,
        remit_by: dayAfter(today, 30),
      });

      const second = await remit(
        invoice.invoice_id,
        partial('79843.75', {
          remittanceMode: 'Other',
          otherRemitDescription: 'Set off against claims due',
          remittanceBankName: 'ignored',
        }),
      );
      expect(second.statusCode, second.body).toBe(200);
      expect(second.json().data[0]).toMatchObject({
        remittance_mode: 'Other',
        other_description: 'Set off against claims due',
        remittance_bank_name: null,
      });
      expect(second.json().data[1]).toMatchObject({ remitted_status: 'Fully Remitted', amount_unremitted: '0.00' });

      const history = await read(`/invoice/remitHistory/${invoice.invoice_id}`, broker);
      expect(history.map((log: { amount: string; remittance_type: string }) => [log.amount, log.remittance_type])).toEqual([
        ['50000.00', 'PARTIAL REMITTANCE'],
        ['79843.75', 'PARTIAL REMITTANCE'],
      ]);
      await trialBalanceHolds();
    });

    it('answers the figures of an unpaid invoice with nothing collected and no dates', async () => {
      const invoice = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
      expect(await read(`/invoice/getRemitted/${invoice.invoice_id}`)).toEqual({
        net_premium: NET,
        collected: '0.00',
        remitted: '0.00',
        amount_unremitted: '0.00',
        remitted_status: null,
        paid_on: null,
        remit_by: null,
      });
      expect(await read(`/invoice/remitHistory/${invoice.invoice_id}`)).toEqual([]);
    });

    it('refuses every rule of the remit-premium form with the spec’s message, and writes nothing', async () => {
      const invoice = await paidInvoice();
      const cases: [Record<string, unknown>, string, string][] = [
        [full({ date: '' }), 'date', 'Please select a date'],
        [full({ date: '2026-02-30' }), 'date', 'Enter a valid date (yyyy-mm-dd)'],
        [full({ remittanceMode: '' }), 'remittanceMode', 'Please select a remittance mode'],
        [full({ remittanceMode: 'Cash' }), 'remittanceMode', 'Please select a remittance mode'],
        [full({ remittanceBankName: '' }), 'remittanceBankName', 'Bank name is required'],
        [full({ remittanceMode: 'Cheque', remittanceChequeNumber: '' }), 'remittanceChequeNumber', 'Cheque number is required'],
        [
          full({ remittanceMode: 'Cheque', remittanceChequeNumber: '12345' }),
          'remittanceChequeNumber',
          'Cheque number must be at least 6 characters',
        ],
        [
          full({ remittanceMode: 'Cheque', remittanceChequeNumber: '1'.repeat(21) }),
          'remittanceChequeNumber',
          'Cheque number must be at most 20 characters',
        ],
        [full({ remittanceMode: 'Other', remittanceBankName: '' }), 'otherRemitDescription', 'Kindly describe your mode of remittance'],
        [full({ amountToRemit: 'ten naira' }), 'amountToRemit', 'Please enter a valid amount'],
        [partial('1000.00', { dateToRemitBalance: '' }), 'dateToRemitBalance', 'Please select a date'],
        [partial('1000.00', { dateToRemitBalance: today }), 'dateToRemitBalance', 'Date should be after remittance date'],
        [
          partial('1000.00', { date: dayAfter(today, -10), dateToRemitBalance: dayAfter(today, -1) }),
          'dateToRemitBalance',
          'Date should be the current date or later',
        ],
        [partial('129843.76'), 'amountToRemit', 'Amount can not be more than the unremitted premium of ₦129,843.75'],
        [full({ amountToRemit: '100000.00' }), 'amountToRemit', 'A full remittance remits the whole ₦129,843.75'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await remit(invoice.invoice_id, body);
        expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
        expect(answer.json().errors, JSON.stringify(body)).toContainEqual({ field, message });
      }
      const rows = await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id));
      expect(rows).toEqual([]);
      expect(await read(`/invoice/getRemitted/${invoice.invoice_id}`)).toMatchObject({ remitted: '0.00', remitted_status: null });
    });

    it('takes the type in any case, and keeps it upper case', async () => {
      const invoice = await paidInvoice();
      const answer = await remit(invoice.invoice_id, partial('1000.00', { remittanceType: 'partial remittance' }));
      expect(answer.statusCode, answer.body).toBe(200);
      expect(answer.json().data[0].remittance_type).toBe('PARTIAL REMITTANCE');
    });

    it('is offered only on paid invoices that are not endorsement remittances', async () => {
      const unpaid = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
      const refused = await remit(unpaid.invoice_id, full());
      expect(refused.statusCode).toBe(409);
      expect(refused.json()).toMatchObject({
        message: 'Remit Premium is not available for this invoice',
        errors: [{ field: 'body', message: 'Remit Premium is not available for this invoice' }],
      });

      const partlyPaid = await issueInvoice(server, admin, book, { transactionType: 'NEW POLICY' });
      await payInvoice(server, admin, partlyPaid.invoice_id, { amount: '1000.00' });
      expect((await remit(partlyPaid.invoice_id, full())).json().message).toBe('Remit Premium is not available for this invoice');

      const endorsement = await paidInvoice({ transactionType: 'POLICY_EDORSEMENT_REMITTANCE' });
      const answer = await remit(endorsement.invoice_id, full());
      expect(answer.statusCode).toBe(409);
      expect(answer.json().message).toBe('Remit Premium is not available for this invoice');
      expect((await remitVat(endorsement.invoice_id, vat('100.00'))).json().message).toBe('Remit VAT is not available for this invoice');
    });

    it('answers a repeated Idempotency-Key with the first answer, and refuses the key with another body', async () => {
      const invoice = await paidInvoice();
      const key = `remit-${randomUUID()}`;
      const first = await remit(invoice.invoice_id, partial('2500.00'), key);
      const second = await remit(invoice.invoice_id, partial('2500.00'), key);
      expect(first.statusCode, first.body).toBe(200);
      expect(second.statusCode).toBe(200);
      expect(second.json()).toEqual(first.json());
      const rows = await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id));
      expect(rows).toHaveLength(1);

      const other = await remit(invoice.invoice_id, partial('2600.00'), key);
      expect(other.statusCode).toBe(409);
      expect(other.json().message).toBe('This Idempotency-Key was already used for another request');
    });

    it('answers 404 for an invoice that is not the brokerage’s', async () => {
      for (const id of [randomUUID(), 'not-an-id']) {
        expect((await remit(id, full())).statusCode).toBe(404);
        expect((await send(accountant, 'GET', `/invoice/remitHistory/${id}`)).statusCode).toBe(404);
        expect((await send(accountant, 'GET', `/invoice/getRemitted/${id}`)).statusCode).toBe(404);
        expect((await remitVat(id, vat('1.00'))).statusCode).toBe(404);
        expect((await send(accountant, 'GET', `/invoice/getVatToRemit/${id}`)).statusCode).toBe(404);
        expect((await send(accountant, 'GET', `/invoice/allVatRemitted/${id}`)).statusCode).toBe(404);
      }
    });
  });

  describe('VAT', () => {
    it('remits the VAT on the commission in parts until none is left: the VAT output payable goes back to zero', async () => {
      const vatBefore = await debitBalance(await vatOutput());
      const invoice = await paidInvoice();
      expect(await read(`/invoice/getVatToRemit/${invoice.invoice_id}`)).toEqual({
        vat: VAT,
        vat_paid: VAT,
        vat_remitted: '0.00',
        vat_to_remit: VAT,
      });

      const first = await remitVat(invoice.invoice_id, vat('406.25'));
      expect(first.statusCode, first.body).toBe(200);
      expect(first.json()).toMatchObject({ success: true, message: 'VAT is successfully remitted!' });
      const [log, after] = first.json().data;
      expect(log).toEqual({
        vat_log_id: expect.any(String),
        remittance_type: 'PARTIAL REMITTANCE',
        remittance_date: today,
        amount: '406.25',
        vat_remittance_mode: 'Cheque',
        vat_bank_name: 'Zenith Bank',
        vat_cheque_number: '00451278',
        ref_no: expect.stringMatching(/^VAT-\d{6}$/),
        created_at: expect.any(String),
        VatRemittanceDocuments: [],
      });
      expect(after).toMatchObject({ vat_paid: VAT, vat_remitted: '406.25' });

      const { entry, lines } = await entryLines(log.ref_no);
      expect(entry).toMatchObject({ source: 'vat_remittance', sourceId: invoice.invoice_id });
      expect(lines).toEqual([
        { accountId: await vatOutput(), debit: 40_625, credit: 0 },
        { accountId: expect.any(String), debit: 0, credit: 40_625 },
      ]);

      const whole = await remitVat(
        invoice.invoice_id,
        vat('1000.00', { remittanceType: 'Full Remittance', remittanceMode: 'Bank Transfer', remittanceChequeNumber: '' }),
      );
      expect(whole.statusCode, whole.body).toBe(200);
      expect(whole.json().data[0]).toMatchObject({
        remittance_type: 'FULL REMITTANCE',
        vat_remittance_mode: 'Bank Transfer',
        vat_cheque_number: null,
      });
      expect(await read(`/invoice/getVatToRemit/${invoice.invoice_id}`)).toEqual({
        vat: VAT,
        vat_paid: VAT,
        vat_remitted: VAT,
        vat_to_remit: '0.00',
      });
      expect(await debitBalance(await vatOutput())).toBe(vatBefore);

      const logs = await read(`/invoice/allVatRemitted/${invoice.invoice_id}`, broker);
      expect(logs.map((row: { amount: string }) => row.amount)).toEqual(['406.25', '1000.00']);

      const none = await remitVat(invoice.invoice_id, vat('1.00'));
      expect(none.statusCode).toBe(409);
      expect(none.json()).toMatchObject({
        message: 'Could not remit VAT, it has been fully remitted!',
        errors: [{ field: 'body', message: 'Could not remit VAT, it has been fully remitted!' }],
      });
      await trialBalanceHolds();
    });

    it('refuses the VAT form’s rules: only Cheque or Bank Transfer, never more than remains, a full remittance for all of it', async () => {
      const invoice = await paidInvoice();
      const cases: [Record<string, unknown>, string, string][] = [
        [vat('100.00', { remittanceMode: 'Other' }), 'remittanceMode', 'Please select a remittance mode'],
        [vat('100.00', { date: '' }), 'date', 'Please select a date'],
        [vat('100.00', { remittanceBankName: '' }), 'remittanceBankName', 'Bank name is required'],
        [vat('100.00', { remittanceChequeNumber: '123' }), 'remittanceChequeNumber', 'Cheque number must be at least 6 characters'],
        [vat('-5'), 'vatAmountToRemit', 'Please enter a valid amount'],
        [vat('1406.26'), 'vatAmountToRemit', 'VAT to remit can not be more than the unremitted VAT of ₦1,406.25'],
        [vat('1000.00', { remittanceType: 'Full Remittance' }), 'vatAmountToRemit', 'A full remittance remits the whole ₦1,406.25'],
      ];
      for (const [body, field, message] of cases) {
        const answer = await remitVat(invoice.invoice_id, body);
        expect(answer.statusCode, `${field}: ${answer.body}`).toBe(400);
        expect(answer.json().errors, JSON.stringify(body)).toContainEqual({ field, message });
      }
      expect(await server.db.select().from(vatRemittances).where(eq(vatRemittances.invoiceId, invoice.invoice_id))).toEqual([]);
    });

    it('answers a repeated Idempotency-Key with the first answer', async () => {
      const invoice = await paidInvoice();
      const key = `vat-${randomUUID()}`;
      const first = await remitVat(invoice.invoice_id, vat('100.00'), key);
      const second = await remitVat(invoice.invoice_id, vat('100.00'), key);
      expect(second.json()).toEqual(first.json());
      expect(await server.db.select().from(vatRemittances).where(eq(vatRemittances.invoiceId, invoice.invoice_id))).toHaveLength(1);
      expect((await remitVat(invoice.invoice_id, vat('200.00'), key)).statusCode).toBe(409);
    });
  });

  describe('who may', () => {
    it('lets only holders of Remit Premium and Remit VAT remit; View Invoices reads the history and figures', async () => {
      const invoice = await paidInvoice();
      // broker@demo.ng is an underwriting officer: View Invoices, no remittance.
      expect((await remit(invoice.invoice_id, full(), undefined, broker)).statusCode).toBe(403);
      expect((await remitVat(invoice.invoice_id, vat('100.00'), undefined, broker)).statusCode).toBe(403);
      for (const path of ['remitHistory', 'getRemitted', 'getVatToRemit', 'allVatRemitted']) {
        expect((await send(broker, 'GET', `/invoice/${path}/${invoice.invoice_id}`)).statusCode, path).toBe(200);
        // agent@demo.ng holds no invoice permission at all.
        expect((await send(agent, 'GET', `/invoice/${path}/${invoice.invoice_id}`)).statusCode, path).toBe(403);
      }
      expect((await remit(invoice.invoice_id, full(), undefined, agent)).statusCode).toBe(403);
      expect(await server.db.select().from(premiumRemittances).where(eq(premiumRemittances.invoiceId, invoice.invoice_id))).toEqual([]);
      // The admin holds everything.
      expect((await remit(invoice.invoice_id, full(), undefined, admin)).statusCode).toBe(200);
    });
  });
});
