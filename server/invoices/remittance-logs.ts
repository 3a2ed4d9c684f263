import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { koboToNaira } from '../../domain/money';
import {
  invoicePayments,
  invoices,
  journalEntries,
  premiumRemittanceDocuments,
  premiumRemittances,
  storedFiles,
  vatRemittanceDocuments,
  vatRemittances,
} from '../db/schema';
import { downloadUrl } from '../files/uploads';
import type { Transaction } from '../db/client';

// Premium and VAT remittances as the API answers them (api.md: RemittanceLog, VatRemittanceLog),
// each with its receipts and the reference of the journal entry that moved the money.

export interface PremiumReceipt {
  document_name: string;
  underwriter_receipt_number: string;
  underwriter_receipt_url: string;
}

export interface RemittanceLogView {
  remittance_log_id: string;
  remittance_type: string;
  remittance_date: string;
  amount: string;
  balance_due_date: string | null;
  remark: string | null;
  remittance_mode: string;
  remittance_bank_name: string | null;
  remittance_cheque_number: string | null;
  other_description: string | null;
  ref_no: string | null;
  created_at: string;
  ModeOfRemittanceDocuments: PremiumReceipt[];
}

export interface VatReceipt {
  document_name: string;
  vat_receipt_number: string;
  vat_receipt_url: string;
}

export interface VatRemittanceLogView {
  vat_log_id: string;
  remittance_type: string;
  remittance_date: string;
  amount: string;
  vat_remittance_mode: string;
  vat_bank_name: string | null;
  vat_cheque_number: string | null;
  ref_no: string | null;
  created_at: string;
  VatRemittanceDocuments: VatReceipt[];
}

type PremiumRemittanceRow = typeof premiumRemittances.$inferSelect & { refNo: string | null };
type VatRemittanceRow = typeof vatRemittances.$inferSelect & { refNo: string | null };

/** Premium remittance rows with their entry's reference, oldest first. */
async function premiumRows(tx: Transaction, tenantId: string, where: SQL): Promise<PremiumRemittanceRow[]> {
  const rows = await tx
    .select({ remittance: premiumRemittances, refNo: journalEntries.refNo })
    .from(premiumRemittances)
    .leftJoin(journalEntries, eq(journalEntries.id, premiumRemittances.entryId))
    .where(and(eq(premiumRemittances.tenantId, tenantId), where))
    .orderBy(asc(premiumRemittances.createdAt), asc(premiumRemittances.id));
  return rows.map((row) => ({ ...row.remittance, refNo: row.refNo }));
}

/** The logs of the given premium remittance rows, in their order, with every receipt in one query. */
export async function presentPremiumRemittances(
  tx: Transaction,
  tenantId: string,
  rows: PremiumRemittanceRow[],
): Promise<RemittanceLogView[]> {
  if (rows.length === 0) return [];
  const receipts = await tx
    .select({
      remittanceId: premiumRemittanceDocuments.remittanceId,
      name: premiumRemittanceDocuments.documentName,
      number: premiumRemittanceDocuments.receiptNumber,
      storedName: storedFiles.storedName,
    })
    .from(premiumRemittanceDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, premiumRemittanceDocuments.fileId))
    .where(
      and(
        eq(premiumRemittanceDocuments.tenantId, tenantId),
        inArray(
          premiumRemittanceDocuments.remittanceId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(premiumRemittanceDocuments.createdAt), asc(premiumRemittanceDocuments.id));
  return rows.map((row) => ({
    remittance_log_id: row.id,
    remittance_type: row.remittanceType,
    remittance_date: row.remittanceDate,
    amount: koboToNaira(row.amountKobo),
    balance_due_date: row.balanceDueDate,
    remark: row.remark,
    remittance_mode: row.mode,
    remittance_bank_name: row.bankName,
    remittance_cheque_number: row.chequeNumber,
    other_description: row.otherDescription,
    ref_no: row.refNo,
    created_at: row.createdAt.toISOString(),
    ModeOfRemittanceDocuments: receipts
      .filter((receipt) => receipt.remittanceId === row.id)
      .map((receipt) => ({
        document_name: receipt.name,
        underwriter_receipt_number: receipt.number,
        underwriter_receipt_url: downloadUrl(receipt.storedName),
      })),
  }));
}

/** GET /invoice/remitHistory/{id}: the invoice's premium remittances, oldest first. */
export async function premiumRemittanceLogs(tx: Transaction, tenantId: string, invoiceId: string): Promise<RemittanceLogView[]> {
  return presentPremiumRemittances(tx, tenantId, await premiumRows(tx, tenantId, eq(premiumRemittances.invoiceId, invoiceId)));
}

/** Some premium remittances by id, oldest first. */
export async function premiumRemittanceLogsById(tx: Transaction, tenantId: string, ids: string[]): Promise<RemittanceLogView[]> {
  if (ids.length === 0) return [];
  return presentPremiumRemittances(tx, tenantId, await premiumRows(tx, tenantId, inArray(premiumRemittances.id, ids)));
}

async function vatRows(tx: Transaction, tenantId: string, where: SQL): Promise<VatRemittanceRow[]> {
  const rows = await tx
    .select({ remittance: vatRemittances, refNo: journalEntries.refNo })
    .from(vatRemittances)
    .leftJoin(journalEntries, eq(journalEntries.id, vatRemittances.entryId))
    .where(and(eq(vatRemittances.tenantId, tenantId), where))
    .orderBy(asc(vatRemittances.createdAt), asc(vatRemittances.id));
  return rows.map((row) => ({ ...row.remittance, refNo: row.refNo }));
}

async function presentVatRemittances(tx: Transaction, tenantId: string, rows: VatRemittanceRow[]): Promise<VatRemittanceLogView[]> {
  if (rows.length === 0) return [];
  const receipts = await tx
    .select({
      remittanceId: vatRemittanceDocuments.vatRemittanceId,
      name: vatRemittanceDocuments.documentName,
      number: vatRemittanceDocuments.receiptNumber,
      storedName: storedFiles.storedName,
    })
    .from(vatRemittanceDocuments)
    .innerJoin(storedFiles, eq(storedFiles.id, vatRemittanceDocuments.fileId))
    .where(
      and(
        eq(vatRemittanceDocuments.tenantId, tenantId),
        inArray(
          vatRemittanceDocuments.vatRemittanceId,
          rows.map((row) => row.id),
        ),
      ),
    )
    .orderBy(asc(vatRemittanceDocuments.createdAt), asc(vatRemittanceDocuments.id));
  return rows.map((row) => ({
    vat_log_id: row.id,
    remittance_type: row.remittanceType,
    remittance_date: row.remittanceDate,
    amount: koboToNaira(row.amountKobo),
    vat_remittance_mode: row.mode,
    vat_bank_name: row.bankName,
    vat_cheque_number: row.chequeNumber,
    ref_no: row.refNo,
    created_at: row.createdAt.toISOString(),
    VatRemittanceDocuments: receipts
      .filter((receipt) => receipt.remittanceId === row.id)
      .map((receipt) => ({
        document_name: receipt.name,
        vat_receipt_number: receipt.number,
        vat_receipt_url: downloadUrl(receipt.storedName),
      })),
  }));
}

/** GET /invoice/allVatRemitted/{id}: the invoice's VAT remittances, oldest first. */
export async function vatRemittanceLogs(tx: Transaction, tenantId: string, invoiceId: string): Promise<VatRemittanceLogView[]> {
  return presentVatRemittances(tx, tenantId, await vatRows(tx, tenantId, eq(vatRemittances.invoiceId, invoiceId)));
}

export async function vatRemittanceLogById(tx: Transaction, tenantId: string, id: string): Promise<VatRemittanceLogView | null> {
  const [log] = await presentVatRemittances(tx, tenantId, await vatRows(tx, tenantId, eq(vatRemittances.id, id)));
  return log ?? null;
}

/**
 * The day an invoice was paid: the date of the payment that completed it, which is its last one
 * (nothing is paid after that). A lateral join on invoices, `last_payment.paid_on`, read once for
 * each invoice however many figures, filters and orders use it; on an invoice not yet paid it is
 * the date of its latest payment, so callers keep to paid invoices.
 */
export const lastPaymentOf = (tx: Transaction) =>
  tx
    .select({ paidOn: sql<string>`${invoicePayments.paymentDate}::text`.as('paid_on') })
    .from(invoicePayments)
    .where(and(eq(invoicePayments.invoiceId, invoices.id), eq(invoicePayments.tenantId, invoices.tenantId)))
    .orderBy(desc(invoicePayments.createdAt), desc(invoicePayments.id))
    .limit(1)
    .as('last_payment');

export async function paidOn(tx: Transaction, tenantId: string, invoiceId: string): Promise<string | null> {
  const lastPayment = lastPaymentOf(tx);
  const [row] = await tx
    .select({ status: invoices.status, paidOn: lastPayment.paidOn })
    .from(invoices)
    .leftJoinLateral(lastPayment, sql`true`)
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, invoiceId)));
  return row?.status === 'paid' ? row.paidOn : null;
}
