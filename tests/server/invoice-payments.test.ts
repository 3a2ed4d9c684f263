import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '../../domain/invoices';
import {
  actionNotOffered,
  BANK_NAME_REQUIRED,
  CHEQUE_NUMBER_REQUIRED,
  dateAfterMaximum,
  FIELD_REQUIRED,
  INVALID_AMOUNT,
  paymentAboveBalance,
  paymentModeFixed,
  SAME_DEBIT_AND_CREDIT_ACCOUNT,
  TRANSACTION_DESCRIPTION_TOO_LONG,
} from '../../domain/messages';
import { todayInLagos } from '../../domain/today';
import { invoicePayments, invoices, journalEntries } from '../../server/db/schema';
import { IDEMPOTENCY_KEY_REUSED } from '../../server/http/idempotency';
import { CHOOSE_CASH_OR_BANK_ACCOUNT } from '../../server/invoices/money-accounts';
import { caller } from './support/access';
import { bearer, demoTenantId } from './support/accounts';
import {
  fetchInvoice,
  insurerPayableId,
  invoiceBook,
  issueInvoice,
  payInvoice,
  postedTo,
  systemAccountId,
  trialBalanceGap,
  type InvoiceBook,
} from './support/invoices';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

describe.each(oneDatabase())('invoice payments on %s', (kind) => {
  let server: TestServer;
  let call: ReturnType<typeof caller>;
  let admin: string;
  let accounts: string;
  let tenantId: string;
  const today = todayInLagos();

  beforeAll(async () => {
    server = await startTestServer(kind);
    call = caller(server);
    [admin, accounts] = (await Promise.all(['admin@demo.ng', 'accounts@demo.ng'].map((email) => signInAs(server, email)))) as [
      string,
      string,
    ];
    tenantId = await demoTenantId(server);
  });
  afterAll(() => server?.close());

  /** A fresh client and an invoice of 150,000.00 at 12.5 % for them. */
  const freshInvoice = async (overrides: Record<string, unknown> = {}) => {
    const book = await invoiceBook(server, tenantId);
    return { book, invoice: await issueInvoice(server, admin, book, overrides) };
  };
  const pay = (invoiceId: string, body: Record<string, unknown>, key?: string) =>
    server.app.inject({
      method: 'PUT',
      url: `/api/v1/invoice/${invoiceId}`,
      headers: { ...bearer(accounts), ...(key ? { 'idempotency-key': key } : {}) },
      payload: body,
    });
  const cash = (amount: string, extra: Record<string, unknown> = {}) => ({
    amount,
    modeOfPayment: 'Cash',
    dateOfActualPayment: today,
    ...extra,
  });
  const paymentsOf = (invoiceId: string) => server.db.select().from(invoicePayments).where(eq(invoicePayments.invoiceId, invoiceId));
  const entriesOf = (invoiceId: string) => server.db.select().from(journalEntries).where(eq(journalEntries.sourceId, invoiceId));
  const balances = async (book: InvoiceBook) => ({
    client: (await postedTo(server, book.individualClientAccountId)).balance,
    cash: (await postedTo(server, await systemAccountId(server, tenantId, 'cash_in_hand'))).balance,
    bank: (await postedTo(server, book.bankLedgerAccountId)).balance,
    insurer: (await postedTo(server, (await insurerPayableId(server, tenantId, book.insurerId))!)).balance,
  });

  it('takes part payments in cash until paid: status, VAT collected, the books and the payment list', async () => {
    const { book, invoice } = await freshInvoice();
    const before = await balances(book);
    expect(before.client).toBe(15_000_000);

    const first = await pay(invoice.invoice_id, cash('50,000.00', { transactionDescription: 'First instalment' }));
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      success: true,
      message: 'Action completed successfully',
      data: {
        status: 'partial payment',
        amount_paid: '50000.00',
        mode_of_payment: 'Cash',
        vat_paid: '468.75',
        amount_unremitted: '43281.25',
      },
    });
    let now = await balances(book);
    expect(now.client).toBe(10_000_000);
    expect(now.cash - before.cash).toBe(5_000_000);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);

    const rest = await pay(invoice.invoice_id, cash('100000'));
    expect(rest.json().data).toMatchObject({
      status: 'paid',
      amount_paid: '150000.00',
      vat_paid: '1406.25',
      amount_unremitted: '129843.75',
      remitted: '0.00',
    });
    now = await balances(book);
    expect(now.client).toBe(0);
    expect(now.cash - before.cash).toBe(15_000_000);
    expect(now.insurer - before.insurer).toBe(0);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);

    const listed = await call(accounts, 'GET', `/invoice/${invoice.invoice_id}/payments`);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().invoice).toMatchObject({ invoice_id: invoice.invoice_id, status: 'paid' });
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        amount: '50000.00',
        mode_of_payment: 'Cash',
        payment_date: today,
        description: 'First instalment',
        commission: '0.00',
        ref_no: expect.stringMatching(/^RCT-\d{6}$/),
        recorded_by: 'Chinedu Eze',
      }),
      expect.objectContaining({ amount: '100000.00', description: null, ref_no: expect.stringMatching(/^RCT-\d{6}$/) }),
    ]);
    // The page /invoice/{invoiceNo}/payments finds it by number too.
    const byNumber = await call(accounts, 'GET', `/invoice/${encodeURIComponent(invoice.invoice_no)}/payments`);
    expect(byNumber.statusCode).toBe(200);
    expect(byNumber.json().data).toHaveLength(2);

    const transactions = (await call(accounts, 'GET', `/invoice/${invoice.invoice_id}/transactions`)).json().data;
    expect(
      transactions.map((entry: { source: string; total: string; status: string }) => [entry.source, entry.total, entry.status]),
    ).toEqual([
      ['invoice', '150000.00', 'approved'],
      ['payment', '50000.00', 'approved'],
      ['payment', '100000.00', 'approved'],
    ]);
    expect(transactions[0]).toMatchObject({
      ref_no: expect.stringMatching(/^INV-/),
      entry_date: today,
      description: expect.stringContaining(invoice.invoice_no),
    });
    expect(transactions[1].lines).toEqual([
      {
        account_code_pk: await systemAccountId(server, tenantId, 'cash_in_hand'),
        account_code: expect.any(String),
        account_name: 'Cash in Hand',
        debit: '50000.00',
        credit: '0.00',
      },
      {
        account_code_pk: book.individualClientAccountId,
        account_code: expect.stringMatching(/-\d{4}$/),
        account_name: expect.stringMatching(/^Adaeze/),
        debit: '0.00',
        credit: '50000.00',
      },
    ]);
    expect(transactions[0].lines.map((line: { debit: string; credit: string }) => [line.debit, line.credit])).toEqual([
      ['150000.00', '0.00'],
      ['0.00', '129843.75'],
      ['0.00', '18750.00'],
      ['0.00', '1406.25'],
    ]);

    const again = await pay(invoice.invoice_id, cash('1'));
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(actionNotOffered('Add payment'));
  });

  it('pays by transfer into the chosen bank account, or the first bank account when none is chosen, and refuses any other account', async () => {
    const { book, invoice } = await freshInvoice();
    const before = await balances(book);
    const chosen = await pay(invoice.invoice_id, {
      ...cash('20000'),
      modeOfPayment: 'bank transfer',
      debitAccount: book.bankLedgerAccountId,
    });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().data.mode_of_payment).toBe('Bank Transfer');
    expect((await balances(book)).bank - before.bank).toBe(2_000_000);

    const wrong = await pay(invoice.invoice_id, {
      ...cash('1000'),
      modeOfPayment: 'Bank Transfer',
      debitAccount: book.individualClientAccountId,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().errors).toEqual([{ field: 'debitAccount', message: CHOOSE_CASH_OR_BANK_ACCOUNT }]);

    const anyBank = await pay(invoice.invoice_id, { ...cash('1000'), modeOfPayment: 'Bank Transfer' });
    expect(anyBank.statusCode, anyBank.body).toBe(200);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
    expect(await paymentsOf(invoice.invoice_id)).toHaveLength(2);
  });

  it('needs a cheque number and bank for a cheque, and keeps it', async () => {
    const { invoice } = await freshInvoice();
    const missing = await pay(invoice.invoice_id, { ...cash('1000'), modeOfPayment: 'Cheque' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().errors).toEqual([
      { field: 'chequeNumber', message: CHEQUE_NUMBER_REQUIRED },
      { field: 'bankName', message: BANK_NAME_REQUIRED },
    ]);
    const paid = await pay(invoice.invoice_id, {
      ...cash('1000'),
      modeOfPayment: 'Cheque',
      chequeNumber: '00012345',
      bankName: 'Zenith Bank',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const [row] = await paymentsOf(invoice.invoice_id);
    expect(row).toMatchObject({ modeOfPayment: 'Cheque', chequeNumber: '00012345', bankName: 'Zenith Bank', amountKobo: 100_000 });
  });

  it('refuses what the invoice does not allow: above the balance, another mode when partly paid, a future date; writing nothing', async () => {
    const { invoice } = await freshInvoice();
    const shape = await pay(invoice.invoice_id, { amount: 'ten', modeOfPayment: 'Cash', transactionDescription: 'x'.repeat(201) });
    expect(shape.statusCode).toBe(400);
    expect(shape.json().errors).toEqual([
      { field: 'amount', message: INVALID_AMOUNT },
      { field: 'dateOfActualPayment', message: FIELD_REQUIRED },
      { field: 'transactionDescription', message: TRANSACTION_DESCRIPTION_TOO_LONG },
    ]);
    const above = await pay(invoice.invoice_id, cash('150000.01', { dateOfActualPayment: addDays(today, 1) }));
    expect(above.statusCode).toBe(400);
    expect(above.json().errors).toEqual([
      { field: 'amount', message: paymentAboveBalance('₦150,000.00') },
      { field: 'dateOfActualPayment', message: dateAfterMaximum(today) },
    ]);
    await payInvoice(server, accounts, invoice.invoice_id, cash('1000'));
    const otherMode = await pay(invoice.invoice_id, { ...cash('1000'), modeOfPayment: 'Bank Transfer' });
    expect(otherMode.statusCode).toBe(400);
    expect(otherMode.json().errors).toEqual([{ field: 'modeOfPayment', message: paymentModeFixed('Cash') }]);
    expect(await paymentsOf(invoice.invoice_id)).toHaveLength(1);
    expect((await fetchInvoice(server, accounts, invoice.invoice_id)).amount_paid).toBe('1000.00');

    // A payment dated in no open period is refused by the books, and nothing of it stays.
    const longAgo = await pay(invoice.invoice_id, cash('1000', { dateOfActualPayment: '2001-01-05' }));
    expect(longAgo.statusCode).toBe(409);
    expect(await paymentsOf(invoice.invoice_id)).toHaveLength(1);

    await server.db.update(invoices).set({ status: 'pending deletion' }).where(eq(invoices.id, invoice.invoice_id));
    const pending = await pay(invoice.invoice_id, cash('1000'));
    expect(pending.statusCode).toBe(409);
    expect(pending.json().message).toBe(actionNotOffered('Add payment'));
    expect((await call(accounts, 'PUT', '/invoice/00000000-0000-4000-8000-000000000000', cash('1'))).statusCode).toBe(404);
  });

  it('takes a payment straight to the insurer: the whole balance when the amount is blank, its net premium counted as remitted', async () => {
    const { book, invoice } = await freshInvoice();
    const before = await balances(book);
    const part = await pay(invoice.invoice_id, { modeOfPayment: 'Direct to Insurer', amount: '60000', dateOfActualPayment: today });
    expect(part.statusCode, part.body).toBe(200);
    // 60,000 of 150,000 collects 40 % of the net premium 129,843.75 (51,937.50), remitted already.
    expect(part.json().data).toMatchObject({
      status: 'partial payment',
      amount_paid: '60000.00',
      remitted: '51937.50',
      amount_unremitted: '0.00',
      remitted_status: 'Paid Direct to Insurer',
      mode_of_payment: 'Direct to Insurer',
      vat_paid: '562.50',
    });
    const rest = await pay(invoice.invoice_id, { modeOfPayment: 'Direct to Insurer', amount: '', dateOfActualPayment: today });
    expect(rest.statusCode, rest.body).toBe(200);
    expect(rest.json().data).toMatchObject({
      status: 'paid',
      amount_paid: '150000.00',
      remitted: '129843.75',
      amount_unremitted: '0.00',
      vat_paid: '1406.25',
    });
    const now = await balances(book);
    expect(now.client).toBe(0);
    expect(now.insurer - before.insurer).toBe(15_000_000);
    expect(now.cash).toBe(before.cash);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });

  it('captures the commission the insurer kept between the two accounts chosen, and refuses the same account twice', async () => {
    const { book, invoice } = await freshInvoice();
    const commissionIncome = await systemAccountId(server, tenantId, 'commission_income');
    const direct = { modeOfPayment: 'Direct to Insurer', dateOfActualPayment: today, captureCommission: true, commissionAmount: '18,750' };
    const same = await pay(invoice.invoice_id, {
      ...direct,
      debitAccount: book.bankLedgerAccountId,
      creditAccount: book.bankLedgerAccountId,
    });
    expect(same.statusCode).toBe(400);
    expect(same.json().errors).toEqual([{ field: 'creditAccount', message: SAME_DEBIT_AND_CREDIT_ACCOUNT }]);
    const missing = await pay(invoice.invoice_id, { ...direct, captureCommission: 'true', commissionAmount: '' });
    expect(missing.json().errors).toEqual([
      { field: 'debitAccount', message: FIELD_REQUIRED },
      { field: 'creditAccount', message: FIELD_REQUIRED },
      { field: 'commissionAmount', message: INVALID_AMOUNT },
    ]);
    const unknown = await pay(invoice.invoice_id, { ...direct, debitAccount: 'no-such-account', creditAccount: commissionIncome });
    expect(unknown.json().errors).toEqual([{ field: 'debitAccount', message: 'Choose an account from the chart of accounts' }]);
    const parent = await systemAccountId(server, tenantId, 'cash_and_bank');
    const notPostable = await pay(invoice.invoice_id, { ...direct, debitAccount: parent, creditAccount: commissionIncome });
    expect(notPostable.statusCode).toBe(400);
    expect(notPostable.json().errors.map((error: { field: string }) => error.field)).toEqual(['debitAccount']);
    expect(await paymentsOf(invoice.invoice_id)).toHaveLength(0);

    const bankBefore = (await postedTo(server, book.bankLedgerAccountId)).balance;
    const income = (await postedTo(server, commissionIncome)).balance;
    const paid = await pay(invoice.invoice_id, { ...direct, debitAccount: book.bankLedgerAccountId, creditAccount: commissionIncome });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await postedTo(server, book.bankLedgerAccountId)).balance - bankBefore).toBe(1_875_000);
    expect((await postedTo(server, commissionIncome)).balance - income).toBe(-1_875_000);
    const [row] = await paymentsOf(invoice.invoice_id);
    expect(row).toMatchObject({
      commissionKobo: 1_875_000,
      debitAccountId: book.bankLedgerAccountId,
      creditAccountId: commissionIncome,
      amountKobo: 15_000_000,
    });
    expect(row!.commissionEntryId).not.toBeNull();
    expect((await entriesOf(invoice.invoice_id)).map((entry) => entry.source).sort()).toEqual(['invoice', 'payment', 'payment']);
    const listed = (await call(accounts, 'GET', `/invoice/${invoice.invoice_id}/payments`)).json().data;
    expect(listed).toEqual([
      expect.objectContaining({ amount: '150000.00', commission: '18750.00', mode_of_payment: 'Direct to Insurer' }),
    ]);
    expect(await trialBalanceGap(server, tenantId)).toBe(0);
  });

  it('answers a repeated Idempotency-Key with the first answer, and refuses it for another body', async () => {
    const { invoice } = await freshInvoice();
    const key = `pay-${invoice.invoice_id}`;
    const first = await pay(invoice.invoice_id, cash('10000'), key);
    const second = await pay(invoice.invoice_id, cash('10000'), key);
    expect(first.statusCode).toBe(200);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
    expect(await paymentsOf(invoice.invoice_id)).toHaveLength(1);
    const other = await pay(invoice.invoice_id, cash('10001'), key);
    expect(other.statusCode).toBe(409);
    expect(other.json().message).toBe(IDEMPOTENCY_KEY_REUSED);
    // A refused payment keeps nothing, its key included: the corrected request may use it.
    const refusedKey = `refused-${invoice.invoice_id}`;
    expect((await pay(invoice.invoice_id, cash('999999'), refusedKey)).statusCode).toBe(400);
    expect((await pay(invoice.invoice_id, cash('999999'), refusedKey)).statusCode).toBe(400);
    expect((await paymentsOf(invoice.invoice_id)).length).toBe(1);
    expect((await fetchInvoice(server, accounts, invoice.invoice_id)).amount_paid).toBe('10000.00');
  });
});
