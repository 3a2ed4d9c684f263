import { and, asc, eq, isNotNull, lte, sql } from 'drizzle-orm';
import { collectedShareKobo, DIRECT_TO_INSURER, ENDORSEMENT_REMITTANCE } from '../../../domain/invoices';
import { corporateClients, individualClients, insuranceProviders, invoicePayments, invoices, premiumRemittances } from '../../db/schema';
import { insurerPayableAccounts } from './ledger-movements';
import type { Transaction } from '../../db/client';

// Where each invoice's premium stood at the end of a day, from its payments and remittances up to
// that day: collected from the client, remitted to the insurer, and what the brokerage still holds.

export interface InvoicePosition {
  invoiceId: string;
  invoiceNo: string;
  insurerId: number;
  insurer: string;
  client: string;
  /** A return premium: the insurer owes its share back, nothing is remitted on it. */
  returned: boolean;
  /** Premium less commission and VAT: what the issue entry credits to the insurer's payable. */
  netKobo: number;
  commissionKobo: number;
  vatKobo: number;
  /** The net premium the client's payments so far have collected (all of it once paid). */
  collectedKobo: number;
  /** Premium remittances to the insurer. */
  remittedKobo: number;
  /** Paid by the client straight to the insurer: the whole amount, and its net premium share. */
  directKobo: number;
  directShareKobo: number;
  /** Collected by the brokerage and not yet remitted (section 41's premium in hand). */
  unremittedKobo: number;
  /** The payment day of the oldest collection still unremitted (remittances settle the oldest first). */
  paidOn: string | null;
  /** Commission on the premium the brokerage collected (kept from it before remitting the net). */
  commissionKeptKobo: number;
  /** Commission the insurer paid over on direct payments (captured with the payment), the VAT it may carry left out. */
  commissionCapturedKobo: number;
  /** On a return premium: the insurer's share received back so far. */
  receivedBackKobo: number;
  /** What the invoice leaves on the insurer's payable account (credit side). */
  owedKobo: number;
}

// A deleted invoice's issue entry is reversed on the day of its deletion.
const notDeletedBy = (day: string) =>
  sql`(${invoices.deletedAt} is null or (${invoices.deletedAt} at time zone 'Africa/Lagos')::date > ${day})`;

async function invoicesAsAt(tx: Transaction, tenantId: string, day: string) {
  return tx
    .select({
      id: invoices.id,
      invoiceNo: invoices.invoiceNo,
      insurerId: invoices.insuranceProviderId,
      insurer: insuranceProviders.name,
      person: sql<string | null>`${individualClients.firstname} || ' ' || ${individualClients.lastname}`,
      company: corporateClients.corporateName,
      transactionType: invoices.transactionType,
      premiumKobo: invoices.premiumKobo,
      commissionKobo: invoices.commissionKobo,
      vatKobo: invoices.vatKobo,
    })
    .from(invoices)
    .innerJoin(insuranceProviders, eq(insuranceProviders.id, invoices.insuranceProviderId))
    .leftJoin(individualClients, eq(individualClients.id, invoices.individualClientId))
    .leftJoin(corporateClients, eq(corporateClients.id, invoices.corporateClientId))
    .where(and(eq(invoices.tenantId, tenantId), isNotNull(invoices.issueEntryId), lte(invoices.issueDate, day), notDeletedBy(day)))
    .orderBy(asc(insuranceProviders.name), asc(invoices.invoiceNo));
}

async function paymentsAsAt(tx: Transaction, tenantId: string, day: string) {
  return tx
    .select({
      invoiceId: invoicePayments.invoiceId,
      amountKobo: invoicePayments.amountKobo,
      mode: invoicePayments.modeOfPayment,
      date: invoicePayments.paymentDate,
      commissionKobo: invoicePayments.commissionKobo,
      debitAccountId: invoicePayments.debitAccountId,
      creditAccountId: invoicePayments.creditAccountId,
    })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, tenantId), lte(invoicePayments.paymentDate, day)))
    .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.createdAt), asc(invoicePayments.id));
}

async function remittedAsAt(tx: Transaction, tenantId: string, day: string): Promise<Map<string, number>> {
  const rows = await tx
    .select({ invoiceId: premiumRemittances.invoiceId, amount: sql<string>`sum(${premiumRemittances.amountKobo})::text` })
    .from(premiumRemittances)
    .where(and(eq(premiumRemittances.tenantId, tenantId), lte(premiumRemittances.remittanceDate, day)))
    .groupBy(premiumRemittances.invoiceId);
  return new Map(rows.map((row) => [row.invoiceId, Number(row.amount)]));
}

type Payment = Awaited<ReturnType<typeof paymentsAsAt>>[number];
type Invoice = Awaited<ReturnType<typeof invoicesAsAt>>[number];

function positionOf(invoice: Invoice, payments: Payment[], remittedKobo: number, payable: string | undefined): InvoicePosition {
  const net = invoice.premiumKobo - invoice.commissionKobo - invoice.vatKobo;
  const share = (whole: number, paid: number) => collectedShareKobo(whole, paid, invoice.premiumKobo);
  let paid = 0;
  let direct = 0;
  let directShare = 0;
  let kept = 0;
  let captured = 0;
  // A captured commission posted against the insurer's payable (the insurer paying over what it held) moves what is owed.
  let capturedOnPayable = 0;
  const steps: { date: string; collected: number }[] = [];
  for (const payment of payments) {
    const before = paid;
    paid += payment.amountKobo;
    if (payment.mode === DIRECT_TO_INSURER) {
      direct += payment.amountKobo;
      directShare += share(net, paid) - share(net, before);
      captured += payment.commissionKobo;
      if (payment.commissionKobo > 0 && payable) {
        if (payment.creditAccountId === payable) capturedOnPayable += payment.commissionKobo;
        if (payment.debitAccountId === payable) capturedOnPayable -= payment.commissionKobo;
      }
    } else kept += share(invoice.commissionKobo, paid) - share(invoice.commissionKobo, before);
    steps.push({ date: payment.date, collected: share(net, paid) });
  }
  const returned = invoice.transactionType === ENDORSEMENT_REMITTANCE;
  const collected = returned ? 0 : share(net, paid);
  const unremitted = returned ? 0 : Math.max(0, collected - remittedKobo - directShare);
  const settled = remittedKobo + directShare;
  return {
    invoiceId: invoice.id,
    invoiceNo: invoice.invoiceNo,
    insurerId: invoice.insurerId,
    insurer: invoice.insurer,
    client: invoice.company ?? invoice.person ?? '',
    returned,
    netKobo: net,
    commissionKobo: invoice.commissionKobo,
    vatKobo: invoice.vatKobo,
    collectedKobo: collected,
    remittedKobo,
    directKobo: direct,
    directShareKobo: directShare,
    unremittedKobo: unremitted,
    paidOn: unremitted > 0 ? (steps.find((step) => step.collected > settled)?.date ?? null) : null,
    commissionKeptKobo: returned ? 0 : kept,
    commissionCapturedKobo: returned ? 0 : Math.min(captured, invoice.commissionKobo),
    receivedBackKobo: returned ? paid : 0,
    owedKobo: returned ? paid - net : net - remittedKobo - direct + capturedOnPayable,
  };
}

/** Every invoice billed (its issue posted) by the end of `day`, where its premium stood that evening. */
export async function invoicePositions(tx: Transaction, tenantId: string, day: string): Promise<InvoicePosition[]> {
  const rows = await invoicesAsAt(tx, tenantId, day);
  const payments = new Map<string, Payment[]>();
  for (const payment of await paymentsAsAt(tx, tenantId, day)) {
    const list = payments.get(payment.invoiceId) ?? [];
    list.push(payment);
    payments.set(payment.invoiceId, list);
  }
  const remitted = await remittedAsAt(tx, tenantId, day);
  const payables = new Map((await insurerPayableAccounts(tx, tenantId)).map((account) => [account.insuranceProviderId, account.id]));
  return rows.map((row) => positionOf(row, payments.get(row.id) ?? [], remitted.get(row.id) ?? 0, payables.get(row.insurerId)));
}

/** Sums a figure of the positions by insurer. */
export function byInsurer<T extends { insurerId: number; insurer: string }>(rows: T[]): Map<number, { insurer: string; rows: T[] }> {
  const groups = new Map<number, { insurer: string; rows: T[] }>();
  for (const row of rows) {
    const group = groups.get(row.insurerId) ?? { insurer: row.insurer, rows: [] };
    group.rows.push(row);
    groups.set(row.insurerId, group);
  }
  return groups;
}

export const sumOf = <T>(rows: T[], figure: (row: T) => number) => rows.reduce((total, row) => total + figure(row), 0);

/** Whole days from `from` to `to` (yyyy-mm-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
