import { and, asc, eq, inArray, or, sql } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { koboToNaira } from '../../domain/money';
import { invoicePayments, invoices, journalEntries, journalLines, ledgerAccounts, premiumRemittances, users } from '../db/schema';
import { notFound } from '../http/errors';
import { INVOICE_NOT_FOUND, presentInvoices, type InvoiceRow, type PresentedInvoice } from './read';
import type { Transaction } from '../db/client';

// What happened to an invoice: its payments (GET /invoice/{id}/payments) and every journal entry
// it caused (GET /invoice/{id}/transactions, "View Transactions").

export interface PaymentView {
  payment_id: string;
  amount: string;
  mode_of_payment: string;
  payment_date: string;
  cheque_number: string | null;
  bank_name: string | null;
  description: string | null;
  commission: string;
  ref_no: string | null;
  recorded_by: string | null;
  created_at: string;
}

export interface TransactionLineView {
  account_code_pk: string;
  account_code: string;
  account_name: string;
  debit: string;
  credit: string;
}

export interface InvoiceTransactionView {
  ref_no: string;
  entry_date: string;
  description: string;
  source: string;
  status: string;
  total: string;
  lines: TransactionLineView[];
}

/** The invoice by its id or, for the /invoice/{invoiceNo}/payments page, by its number. */
async function invoiceByIdOrNo(tx: Transaction, tenantId: string, idOrNo: string): Promise<InvoiceRow> {
  const [row] = await tx
    .select()
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), isUuid(idOrNo) ? eq(invoices.id, idOrNo) : eq(invoices.invoiceNo, idOrNo)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  return row;
}

export async function invoicePaymentHistory(
  tx: Transaction,
  tenantId: string,
  idOrNo: string,
): Promise<{ invoice: PresentedInvoice; payments: PaymentView[] }> {
  const row = await invoiceByIdOrNo(tx, tenantId, idOrNo);
  const rows = await tx
    .select({ payment: invoicePayments, refNo: journalEntries.refNo, recordedBy: users.username })
    .from(invoicePayments)
    .leftJoin(journalEntries, eq(journalEntries.id, invoicePayments.entryId))
    .leftJoin(users, eq(users.id, invoicePayments.createdBy))
    .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, row.id)))
    .orderBy(asc(invoicePayments.createdAt), asc(invoicePayments.paymentDate));
  const [invoice] = await presentInvoices(tx, tenantId, [row]);
  return {
    invoice: invoice!,
    payments: rows.map(({ payment, refNo, recordedBy }) => ({
      payment_id: payment.id,
      amount: koboToNaira(payment.amountKobo),
      mode_of_payment: payment.modeOfPayment,
      payment_date: payment.paymentDate,
      cheque_number: payment.chequeNumber,
      bank_name: payment.bankName,
      description: payment.description,
      commission: koboToNaira(payment.commissionKobo),
      ref_no: refNo,
      recorded_by: recordedBy,
      created_at: payment.createdAt.toISOString(),
    })),
  };
}

/**
 * Every entry whose source is the invoice (issue, payments, reversals, remittances, deletion),
 * oldest first. Entries of one transaction share a creation time: a reversal goes before what
 * replaces it, then the reference numbers keep their order.
 */
export async function invoiceTransactions(tx: Transaction, tenantId: string, invoiceId: string): Promise<InvoiceTransactionView[]> {
  if (!isUuid(invoiceId)) throw notFound(INVOICE_NOT_FOUND);
  const [row] = await tx
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  if (!row) throw notFound(INVOICE_NOT_FOUND);
  const entries = await tx
    .select()
    .from(journalEntries)
    .where(
      and(
        eq(journalEntries.tenantId, tenantId),
        // A schedule of several invoices has one entry that names none of them; their remittances point at it.
        or(
          eq(journalEntries.sourceId, row.id),
          inArray(
            journalEntries.id,
            tx
              .select({ id: premiumRemittances.entryId })
              .from(premiumRemittances)
              .where(and(eq(premiumRemittances.tenantId, tenantId), eq(premiumRemittances.invoiceId, row.id))),
          ),
        ),
      ),
    )
    .orderBy(asc(journalEntries.createdAt), sql`${journalEntries.reversesEntryId} is null`, asc(journalEntries.refNo));
  const lines = entries.length
    ? await tx
        .select({
          entryId: journalLines.entryId,
          accountId: ledgerAccounts.id,
          code: ledgerAccounts.code,
          name: ledgerAccounts.name,
          debit: journalLines.debitKobo,
          credit: journalLines.creditKobo,
        })
        .from(journalLines)
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, journalLines.accountId))
        .where(
          and(
            eq(journalLines.tenantId, tenantId),
            inArray(
              journalLines.entryId,
              entries.map((entry) => entry.id),
            ),
          ),
        )
        .orderBy(asc(journalLines.lineNo))
    : [];
  return entries.map((entry) => ({
    ref_no: entry.refNo,
    entry_date: entry.entryDate,
    description: entry.description,
    source: entry.source,
    status: entry.status,
    total: koboToNaira(entry.totalKobo),
    lines: lines
      .filter((line) => line.entryId === entry.id)
      .map((line) => ({
        account_code_pk: line.accountId,
        account_code: line.code,
        account_name: line.name,
        debit: koboToNaira(line.debit),
        credit: koboToNaira(line.credit),
      })),
  }));
}
