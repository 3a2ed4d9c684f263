import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import { addDays } from '../../../domain/invoices/dates';
import { todayInLagos } from '../../../domain/today';
import { accountingPeriods, insuranceCategories, insuranceProviders, ledgerAccounts, products } from '../../../server/db/schema';
import { createInvoice } from '../../../server/invoices/create';
import { addPayment } from '../../../server/invoices/payment';
import { bearer } from './accounts';
import { insurerPayableId, invoiceBook, invoicePayload, issueInvoice, payInvoice, systemAccountId, type InvoiceBook } from './invoices';
import { post } from './statement-books';
import type { InvoicePayload, AddPaymentPayload } from '../../../domain/invoices';
import type { TestServer } from './test-server';

// A brokerage's premium book for the regulatory returns, built through the real calls with dates
// moved into the past. Leadway at 12.5 %: 150,000.00 of premium nets the insurer 129,843.75
// (commission 18,750.00, VAT 1,406.25). AIICO at 10 %: 200,000.00 nets 178,500.00 (20,000.00, 1,500.00).
//
//   L1 Leadway issued T-100, paid in full T-100, 100,000.00 remitted T-95 (balance scheduled for T+14)
//   L2 Leadway issued T-40, paid 60,000.00 T-40 and 90,000.00 T-10, nothing remitted
//   L3 Leadway issued T-20, unpaid
//   A1 AIICO issued T-25, paid T-25, remitted in full by a remittance schedule T-5
//   A2 AIICO issued T-20, paid 50,000.00 T-20
//   A3 AIICO issued T-5, paid in full T-5
//   D1 Leadway issued T-8, paid direct to the insurer T-8, which paid over the commission and its VAT
//      (20,156.25) in cash: Dr Cash in Hand, Cr Leadway's payable
//   bank charges of 1,000.00 on the client bank account T-3
//
// The period asked for is T-89 to T (T is today), so L1 and its remittance make the opening positions.

export const PERIOD_DAYS = 89;

export interface RegulatoryBook {
  book: InvoiceBook;
  today: string;
  startDate: string;
  day: (daysAgo: number) => string;
  invoices: Record<'L1' | 'L2' | 'L3' | 'A1' | 'A2' | 'A3' | 'D1', { id: string; no: string }>;
  leadway: string;
  aiico: string;
  /** The partial remittance of L1: its journal reference, the schedule's number. */
  scheduleRef: string;
  /** The client bank account everything goes through (the first bank account of the chart). */
  bank: { id: string; code: string };
}

async function aiicoProduct(server: TestServer, tenantId: string, insurerId: number): Promise<string> {
  const [motor] = await server.db
    .select({ id: insuranceCategories.id })
    .from(insuranceCategories)
    .where(eq(insuranceCategories.code, 'MOTOR'));
  const [product] = await server.db
    .insert(products)
    .values({
      tenantId,
      insuranceProviderId: insurerId,
      insuranceCategoryId: motor!.id,
      productName: 'AIICO Motor Select',
      commissionType: 'Percentage',
      commissionRate: '10.00',
    })
    .returning({ id: products.id });
  return product!.id;
}

/** The year before today's, open, when the book reaches back into it. */
async function openEarlierYear(server: TestServer, tenantId: string, firstDay: string, today: string) {
  const year = firstDay.slice(0, 4);
  if (year === today.slice(0, 4)) return;
  await server.db
    .insert(accountingPeriods)
    .values({ tenantId, name: `FY ${year}`, periodStart: `${year}-01-01`, periodEnd: `${year}-12-31` });
}

export async function buildRegulatoryBook(
  server: TestServer,
  tenantId: string,
  admin: string,
  accountant: string,
): Promise<RegulatoryBook> {
  const today = todayInLagos();
  const day = (daysAgo: number) => addDays(today, -daysAgo);
  const book = await invoiceBook(server, tenantId);
  await openEarlierYear(server, tenantId, day(100), today);
  const aiicoProductId = await aiicoProduct(server, tenantId, book.coInsurerId);
  const names = await server.db
    .select({ id: insuranceProviders.id, name: insuranceProviders.name })
    .from(insuranceProviders)
    .where(inArray(insuranceProviders.id, [book.insurerId, book.coInsurerId]));
  const nameOf = (id: number) => names.find((row) => row.id === id)!.name;

  const issue = async (daysAgo: number, aiico: boolean) => {
    const invoice = await issueInvoice(server, admin, book, {
      transactionType: 'NEW POLICY',
      issueDate: day(daysAgo),
      startDate: day(daysAgo),
      ...(aiico ? { productId: aiicoProductId, premiumAmount: '200000.00' } : {}),
    });
    return { id: invoice.invoice_id, no: invoice.invoice_no };
  };
  const pay = (id: string, amount: string, daysAgo: number) =>
    payInvoice(server, accountant, id, { modeOfPayment: 'Bank Transfer', amount, dateOfActualPayment: day(daysAgo) });
  const call = async (method: 'PUT' | 'POST', url: string, payload: object) => {
    const answer = await server.app.inject({ method, url: `/api/v1${url}`, headers: bearer(accountant), payload });
    if (answer.statusCode >= 300) throw new Error(`${method} ${url} failed (${answer.statusCode}): ${answer.body}`);
    return answer.json().data;
  };
  const means = {
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Guaranty Trust Bank',
    remittanceChequeNumber: '',
    otherRemitDescription: '',
  };

  const L1 = await issue(100, false);
  await pay(L1.id, '150000.00', 100);
  const [partial] = await call('PUT', `/invoice/remitted/${L1.id}`, {
    ...means,
    remittanceType: 'Partial Remittance',
    date: day(95),
    amountToRemit: '100000.00',
    dateToRemitBalance: addDays(today, 14),
    remark: 'First part of the motor premium',
  });
  const L2 = await issue(40, false);
  await pay(L2.id, '60000.00', 40);
  await pay(L2.id, '90000.00', 10);
  const L3 = await issue(20, false);
  const A1 = await issue(25, true);
  await pay(A1.id, '200000.00', 25);
  const A2 = await issue(20, true);
  await pay(A2.id, '50000.00', 20);
  const A3 = await issue(5, true);
  await pay(A3.id, '200000.00', 5);
  const D1 = await issue(8, false);
  const cash = await systemAccountId(server, tenantId, 'cash_in_hand');
  await payInvoice(server, accountant, D1.id, {
    modeOfPayment: 'Direct to Insurer',
    amount: '150000.00',
    dateOfActualPayment: day(8),
    captureCommission: 'true',
    commissionAmount: '20156.25',
    debitAccount: cash,
    creditAccount: (await insurerPayableId(server, tenantId, book.insurerId))!,
  });
  await call('POST', '/remittance-schedules', { ...means, invoiceIds: [A1.id], date: day(5), remark: 'AIICO schedule' });

  const [bank] = await server.db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), isNotNull(ledgerAccounts.premiumAccountId)))
    .orderBy(asc(ledgerAccounts.code))
    .limit(1);
  await post(server, tenantId, [
    [
      day(3),
      'Bank charges',
      [
        ['5300', '1000.00', null],
        [bank!.code, null, '1000.00'],
      ],
    ],
  ]);

  return {
    book,
    today,
    startDate: day(PERIOD_DAYS),
    day,
    invoices: { L1, L2, L3, A1, A2, A3, D1 },
    leadway: nameOf(book.insurerId),
    aiico: nameOf(book.coInsurerId),
    scheduleRef: partial.ref_no,
    bank: bank!,
  };
}

/** Another brokerage's Leadway invoice, paid and unremitted, made through the services: none of it may reach the first's returns. */
export async function otherBrokerageInvoice(server: TestServer, tenantId: string, userId: string): Promise<string> {
  const book = await invoiceBook(server, tenantId);
  const today = todayInLagos();
  return server.ctx.database.asTenant(tenantId, async (tx) => {
    const invoice = await createInvoice(tx, tenantId, userId, invoicePayload(book, { premiumAmount: '80000.00' }) as InvoicePayload);
    const payment = { modeOfPayment: 'Bank Transfer', amount: '80000.00', dateOfActualPayment: today } as AddPaymentPayload;
    await addPayment(tx, tenantId, userId, invoice.invoice_id, payment);
    return invoice.invoice_id;
  });
}
