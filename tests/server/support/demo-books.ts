import { and, eq } from 'drizzle-orm';
import { todayInLagos } from '../../../domain/today';
import { accountingPeriods, currencies, ledgerAccounts } from '../../../server/db/schema';
import { openClientAccount, proposeEntry, systemAccount } from '../../../server/ledger';
import { userByEmail } from './accounts';
import { invoiceBook, issueInvoice, payInvoice } from './invoices';
import { multipartForm, pdfBytes } from './multipart';
import { policyPayload } from './policies';
import { quoteBook, quotePayload } from './quotes';
import { signInAs } from './test-server';
import type { TestServer } from './test-server';

/**
 * Records of the demo brokerage's books for another brokerage to reach for: a client's account, the
 * open period, a dollar rate and a manual transaction waiting for approval (reference DEMO-XT-1).
 */
export async function demoBooks(server: TestServer, tenantId: string, individualClientId: string) {
  const maker = (await userByEmail(server, 'accounts@demo.ng')).id;
  const [period] = await server.db
    .select({ id: accountingPeriods.id })
    .from(accountingPeriods)
    .where(eq(accountingPeriods.tenantId, tenantId))
    .limit(1);
  const [currency] = await server.db
    .insert(currencies)
    .values({ tenantId, code: 'USD', name: 'US Dollar', symbol: '$', rate: '1530.25', rateDate: new Date().toISOString().slice(0, 10) })
    .returning({ id: currencies.id });
  const ledgerAccount = await server.ctx.database.asTenant(tenantId, async (tx) => {
    const { account } = await openClientAccount(tx, tenantId, individualClientId, 'INDIVIDUAL');
    const cash = await systemAccount(tx, tenantId, 'cash_in_hand');
    await proposeEntry(tx, tenantId, {
      date: new Date().toISOString().slice(0, 10),
      description: 'Premium received in cash',
      source: 'manual',
      refNo: 'DEMO-XT-1',
      lines: [
        { accountId: cash.id, debit: 50_000_00 },
        { accountId: account.id, credit: 50_000_00 },
      ],
      by: maker,
    });
    return account.id;
  });
  const [account] = await server.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.id, ledgerAccount)));
  return { ledgerAccount: account!.id, period: period!.id, currency: currency!.id, refNo: 'DEMO-XT-1' };
}

/**
 * A paid demo invoice for another brokerage to reach for, with a partial premium remittance and a
 * partial VAT remittance on it (their ids: the receipt uploads name them).
 */
export async function demoInvoice(server: TestServer, tenantId: string) {
  const token = await signInAs(server, 'admin@demo.ng');
  const book = await invoiceBook(server, tenantId);
  const invoice = await issueInvoice(server, token, book, { transactionType: 'NEW POLICY' });
  await payInvoice(server, token, invoice.invoice_id);
  const put = async (url: string, payload: object) => {
    const answer = await server.app.inject({ method: 'PUT', url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
    if (answer.statusCode !== 200) throw new Error(`${url}: ${answer.body}`);
    return answer.json().data[0];
  };
  const today = todayInLagos();
  const later = new Date(Date.parse(`${today}T00:00:00Z`) + 7 * 86_400_000).toISOString().slice(0, 10);
  const remittance = await put(`/invoice/remitted/${invoice.invoice_id}`, {
    remittanceType: 'Partial Remittance',
    date: today,
    amountToRemit: '1000.00',
    dateToRemitBalance: later,
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Zenith Bank',
  });
  const vatRemittance = await put(`/invoice/vatremit/${invoice.invoice_id}`, {
    remittanceType: 'Partial Remittance',
    date: today,
    vatAmountToRemit: '100.00',
    remittanceMode: 'Bank Transfer',
    remittanceBankName: 'Zenith Bank',
  });
  return {
    invoice: invoice.invoice_id as string,
    remittance: remittance.remittance_log_id as string,
    vatRemittance: vatRemittance.vat_log_id as string,
  };
}

/** A quote of the demo brokerage, drafted by the broker and waiting for approval. */
export async function demoQuote(server: TestServer, tenantId: string): Promise<{ quote: string }> {
  const token = await signInAs(server, 'broker@demo.ng');
  const book = await quoteBook(server, tenantId);
  const call = (method: 'POST' | 'PUT', url: string, payload?: object) =>
    server.app.inject({ method, url: `/api/v1${url}`, headers: { authorization: `Bearer ${token}` }, payload });
  const drafted = await call('POST', '/quotes/motor', quotePayload(book, todayInLagos()));
  if (drafted.statusCode !== 201) throw new Error(`POST /quotes/motor: ${drafted.body}`);
  const quote = drafted.json().data.quote_id as string;
  const submitted = await call('PUT', `/quote/${quote}/save`);
  if (submitted.statusCode !== 200) throw new Error(`PUT /quote/${quote}/save: ${submitted.body}`);
  return { quote };
}

/** A quote request of the demo brokerage, made by the broker for a prospect, with a proposal form. */
export async function demoQuoteRequest(server: TestServer, tenantId: string): Promise<{ quoteRequest: string }> {
  const token = await signInAs(server, 'broker@demo.ng');
  const form = multipartForm(
    { prospectName: 'Demo Prospect', prospectEmail: 'prospect@demo.ng', quoteType: 'motor', subjectMatter: 'Demo fleet of three vans' },
    { name: 'proposal.pdf', bytes: pdfBytes() },
  );
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/v1/quote/request',
    headers: { authorization: `Bearer ${token}`, ...form.headers },
    payload: form.payload,
  });
  if (made.statusCode !== 201) throw new Error(`POST /quote/request for ${tenantId}: ${made.body}`);
  return { quoteRequest: made.json().data.quote_request_id as string };
}

/** A policy proposal of the demo brokerage, from scratch, for its demo client. */
export async function demoPolicy(server: TestServer, tenantId: string): Promise<{ policy: string }> {
  const token = await signInAs(server, 'broker@demo.ng');
  const book = await invoiceBook(server, tenantId);
  const made = await server.app.inject({
    method: 'POST',
    url: '/api/v1/policies',
    headers: { authorization: `Bearer ${token}` },
    payload: policyPayload(book, { premium: '150000' }),
  });
  if (made.statusCode !== 201) throw new Error(`POST /policies: ${made.body}`);
  return { policy: made.json().data.policy_id as string };
}
