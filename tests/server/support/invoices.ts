import { randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { outstandingKobo } from '../../../domain/invoices/money';
import { koboToNaira } from '../../../domain/money';
import { todayInLagos } from '../../../domain/today';
import {
  banks,
  coBrokers,
  corporateClients,
  individualClients,
  insuranceCategories,
  insuranceProviders,
  journalLines,
  ledgerAccounts,
  premiumAccounts,
  products,
} from '../../../server/db/schema';
import { bankAccountFor, ensureBooks, openClientAccount } from '../../../server/ledger';
import { bearer } from './accounts';
import type { SystemAccountKey } from '../../../domain/accounting';
import type { PresentedInvoice } from '../../../server/invoices/read';
import type { TestServer } from './test-server';

// Arranging invoices for tests: the records an invoice needs are written through the owner's
// connection and the ledger service; invoices and payments go through the real API.

/** The records of one brokerage an invoice is made of (see `invoiceBook`). */
export interface InvoiceBook {
  tenantId: string;
  /** An individual client with a receivable account in the ledger. */
  individualClientId: string;
  individualClientAccountId: string;
  /** A corporate client with no ledger account: its invoice's issue waits for one. */
  corporateClientId: string;
  /** A product of Leadway, Percentage 12.5. */
  productId: string;
  insurerId: number;
  /** Another shared insurer, fit to be a co-insurer. */
  coInsurerId: number;
  /** An active co-broker of the brokerage. */
  coBrokerId: string;
  /** A premium (bank) account and its ledger account under Cash and Bank (a debitAccount for payments). */
  premiumAccountId: string;
  bankLedgerAccountId: string;
}

const suffix = () => randomBytes(3).toString('hex');
const tenDigits = () => String(1_000_000_000 + (randomBytes(4).readUInt32BE() % 9_000_000_000)).slice(0, 10);

/**
 * Writes a fresh set of invoice records into a brokerage (any brokerage: its books are made ready
 * first): an individual client with a ledger account, a corporate client without one, a Leadway
 * product at 12.5 %, a co-broker and a premium bank account. Each call makes new ones.
 */
export async function invoiceBook(server: TestServer, tenantId: string): Promise<InvoiceBook> {
  const { db } = server;
  const tag = suffix();
  const providers = await db
    .select({ id: insuranceProviders.id, code: insuranceProviders.code })
    .from(insuranceProviders)
    .where(inArray(insuranceProviders.code, ['LEADWAY', 'AIICO']));
  const providerId = (code: string) => providers.find((row) => row.code === code)!.id;
  const [motor] = await db.select({ id: insuranceCategories.id }).from(insuranceCategories).where(eq(insuranceCategories.code, 'MOTOR'));
  const [gtbank] = await db.select({ id: banks.id }).from(banks).where(eq(banks.code, '058'));

  const [person] = await db
    .insert(individualClients)
    .values({
      tenantId,
      firstname: 'Adaeze',
      lastname: `Okafor ${tag}`,
      email: `adaeze-${tag}@example.ng`,
      phone: '0803 555 0101',
      address: '12 Awolowo Road',
      city: 'Ikoyi',
    })
    .returning({ id: individualClients.id });
  const [company] = await db
    .insert(corporateClients)
    .values({
      tenantId,
      corporateName: `Zenith Foods ${tag} Ltd`,
      rcNumber: `RC ${tag}`,
      operatingBusinessAddress: '5 Broad Street',
      cityOfOperation: 'Lagos Island',
    })
    .returning({ id: corporateClients.id });
  const [product] = await db
    .insert(products)
    .values({
      tenantId,
      insuranceProviderId: providerId('LEADWAY'),
      insuranceCategoryId: motor!.id,
      productName: `Leadway Motor ${tag}`,
      commissionType: 'Percentage',
      commissionRate: '12.50',
    })
    .returning({ id: products.id });
  const [coBroker] = await db
    .insert(coBrokers)
    .values({ tenantId, name: `Heirs Brokers ${tag} Ltd` })
    .returning({ id: coBrokers.id });
  const [premiumAccount] = await db
    .insert(premiumAccounts)
    .values({ tenantId, bankId: gtbank!.id, accountNumber: tenDigits(), accountName: `Premium ${tag}` })
    .returning({ id: premiumAccounts.id });

  const ledger = await server.ctx.database.asTenant(tenantId, async (tx) => {
    await ensureBooks(tx, tenantId);
    const { account } = await openClientAccount(tx, tenantId, person!.id, 'INDIVIDUAL');
    const bank = await bankAccountFor(tx, tenantId, premiumAccount!.id);
    return { client: account.id, bank: bank.id };
  });

  return {
    tenantId,
    individualClientId: person!.id,
    individualClientAccountId: ledger.client,
    corporateClientId: company!.id,
    productId: product!.id,
    insurerId: providerId('LEADWAY'),
    coInsurerId: providerId('AIICO'),
    coBrokerId: coBroker!.id,
    premiumAccountId: premiumAccount!.id,
    bankLedgerAccountId: ledger.bank,
  };
}

/** A POST /invoice body for the book's individual client: premium 150,000.00, the product's 12.5 %, issued today. */
export function invoicePayload(book: InvoiceBook, overrides: Record<string, unknown> = {}): Record<string, unknown> {
  const today = todayInLagos();
  return {
    clientType: 'INDIVIDUAL',
    clientId: book.individualClientId,
    productId: book.productId,
    issueDate: today,
    startDate: today,
    endDate: `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`,
    sumInsured: '5000000.00',
    premiumAmount: '150000.00',
    insured: 'Adaeze Okafor',
    narration: 'Private motor comprehensive cover',
    ...overrides,
  };
}

/** Creates an invoice through POST /invoice (see `invoicePayload` for the defaults) and answers it; fails loudly on anything but 201. */
export async function issueInvoice(
  server: TestServer,
  token: string,
  book: InvoiceBook,
  overrides: Record<string, unknown> = {},
): Promise<PresentedInvoice> {
  const response = await server.app.inject({
    method: 'POST',
    url: '/api/v1/invoice',
    headers: bearer(token),
    payload: invoicePayload(book, overrides),
  });
  if (response.statusCode !== 201) throw new Error(`Issuing an invoice failed (${response.statusCode}): ${response.body}`);
  return response.json().data as PresentedInvoice;
}

/** The invoice as GET /invoice/{id} answers it. */
export async function fetchInvoice(server: TestServer, token: string, invoiceId: string): Promise<PresentedInvoice> {
  const response = await server.app.inject({ method: 'GET', url: `/api/v1/invoice/${invoiceId}`, headers: bearer(token) });
  if (response.statusCode !== 200) throw new Error(`Reading invoice ${invoiceId} failed (${response.statusCode}): ${response.body}`);
  return response.json().data as PresentedInvoice;
}

/**
 * Records a payment through PUT /invoice/{id} and answers the invoice; fails loudly on anything but
 * 200. Without a body it pays the whole outstanding balance in cash today; fields given replace those.
 */
export async function payInvoice(
  server: TestServer,
  token: string,
  invoiceId: string,
  body: Record<string, unknown> = {},
  options: { idempotencyKey?: string } = {},
): Promise<PresentedInvoice> {
  const invoice = await fetchInvoice(server, token, invoiceId);
  // On a return premium, what is received is the insurer's share.
  const payload = { modeOfPayment: 'Cash', amount: koboToNaira(outstandingKobo(invoice)), dateOfActualPayment: todayInLagos(), ...body };
  const headers = { ...bearer(token), ...(options.idempotencyKey ? { 'idempotency-key': options.idempotencyKey } : {}) };
  const response = await server.app.inject({ method: 'PUT', url: `/api/v1/invoice/${invoiceId}`, headers, payload });
  if (response.statusCode !== 200) throw new Error(`Paying invoice ${invoiceId} failed (${response.statusCode}): ${response.body}`);
  return response.json().data as PresentedInvoice;
}

// ---- the books, read behind the app's back ------------------------------------------------------

/** An account's posted debits and credits in kobo, and its balance on the debit side (debit − credit). */
export async function postedTo(server: TestServer, accountId: string): Promise<{ debit: number; credit: number; balance: number }> {
  const [row] = await server.db
    .select({
      debit: sql<string>`coalesce(sum(${journalLines.debitKobo}), 0)`,
      credit: sql<string>`coalesce(sum(${journalLines.creditKobo}), 0)`,
    })
    .from(journalLines)
    .where(eq(journalLines.accountId, accountId));
  const debit = Number(row!.debit);
  const credit = Number(row!.credit);
  return { debit, credit, balance: debit - credit };
}

/** Every posted debit less every posted credit of the brokerage: 0 when the trial balance balances. */
export async function trialBalanceGap(server: TestServer, tenantId: string): Promise<number> {
  const [row] = await server.db
    .select({ gap: sql<string>`coalesce(sum(${journalLines.debitKobo}) - sum(${journalLines.creditKobo}), 0)` })
    .from(journalLines)
    .where(eq(journalLines.tenantId, tenantId));
  return Number(row!.gap);
}

/** The id of one of the brokerage's system accounts (cash_in_hand, commission_income, vat_output …). */
export async function systemAccountId(server: TestServer, tenantId: string, key: SystemAccountKey): Promise<string> {
  const [row] = await server.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.systemKey, key)));
  if (!row) throw new Error(`No ${key} account`);
  return row.id;
}

/** The id of the insurer's premium-payable account, or null before anything was billed for it. */
export async function insurerPayableId(server: TestServer, tenantId: string, insurerId: number): Promise<string | null> {
  const [row] = await server.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.tenantId, tenantId), eq(ledgerAccounts.insuranceProviderId, insurerId)));
  return row?.id ?? null;
}
