import { and, eq } from 'drizzle-orm';
import {
  collectedShareKobo,
  netPremiumKobo,
  premiumRemittanceRefusals,
  remittanceDueDate,
  unremittedPremiumKobo,
  type PremiumRemittancePayload,
  type RemittableInvoice,
} from '../../domain/invoices';
import { koboToNaira, nairaToKobo } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { invoices, premiumRemittances } from '../db/schema';
import { insurerPayableAccount, postEntry } from '../ledger';
import { moneyAccount } from './money-accounts';
import { rebuildPositions } from './positions';
import { findInvoiceRow, invoiceFigures, lockInvoice, readInvoice, type InvoiceRow, type PresentedInvoice } from './read';
import { throwRefusals } from './refusals';
import { paidOn, premiumRemittanceLogsById, type RemittanceLogView } from './remittance-logs';
import type { Transaction } from '../db/client';

// Remit Premium (PUT /invoice/remitted/{id}): the premium collected for an insurer leaves the bank,
// the insurer's payable goes down by as much, and the invoice counts it as remitted.

export const FULLY_REMITTED = 'Fully Remitted';
export const PARTIALLY_REMITTED = 'Partially Remitted';

/** What the remittance rules read from an invoice row. */
export function remittableFacts(row: InvoiceRow): RemittableInvoice {
  const figures = invoiceFigures(row);
  return {
    status: row.status,
    transaction_type: row.transactionType,
    quote_id: row.quoteId,
    policy_id: row.policyId,
    amount_unremitted: figures.amount_unremitted,
    vat_paid: figures.vat_paid,
    vat_remitted: figures.vat_remitted,
  };
}

type ModeFields = Pick<
  PremiumRemittancePayload,
  'remittanceMode' | 'remittanceBankName' | 'remittanceChequeNumber' | 'otherRemitDescription'
>;
type PremiumMode = (typeof premiumRemittances.$inferInsert)['mode'];

/**
 * How the money went, keeping only what the mode asks for (a bank for Cheque and Bank Transfer, a
 * cheque number for Cheque, a description for Other).
 */
export function remittanceMeans(fields: ModeFields) {
  const mode = fields.remittanceMode as PremiumMode;
  return {
    mode,
    bankName: mode === 'Other' ? null : (fields.remittanceBankName ?? null),
    chequeNumber: mode === 'Cheque' ? (fields.remittanceChequeNumber ?? null) : null,
    otherDescription: mode === 'Other' ? (fields.otherRemitDescription ?? null) : null,
  };
}

export interface PremiumRemittanceRecord {
  type: 'FULL REMITTANCE' | 'PARTIAL REMITTANCE';
  date: string;
  amountKobo: number;
  balanceDueDate: string | null;
  remark: string | null;
  means: ReturnType<typeof remittanceMeans>;
  bankAccountId: string;
  entryId: string;
  by: string;
}

/** Counts a remittance against a locked invoice and keeps its row; answers the row's id. */
export async function recordPremiumRemittance(
  tx: Transaction,
  tenantId: string,
  row: InvoiceRow,
  record: PremiumRemittanceRecord,
): Promise<string> {
  const left = unremittedPremiumKobo(remittableFacts(row)) - record.amountKobo;
  await tx
    .update(invoices)
    .set({
      premiumRemittedKobo: row.premiumRemittedKobo + record.amountKobo,
      remittedStatus: left <= 0 ? FULLY_REMITTED : PARTIALLY_REMITTED,
      updatedAt: new Date(),
    })
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, row.id)));
  const [remittance] = await tx
    .insert(premiumRemittances)
    .values({
      tenantId,
      invoiceId: row.id,
      remittanceType: record.type,
      remittanceDate: record.date,
      amountKobo: record.amountKobo,
      balanceDueDate: record.balanceDueDate,
      remark: record.remark,
      ...record.means,
      bankAccountId: record.bankAccountId,
      entryId: record.entryId,
      createdBy: record.by,
    })
    .returning({ id: premiumRemittances.id });
  await rebuildPositions(tx, tenantId, [row.id]);
  return remittance!.id;
}

/** The bank account remittances leave from: the brokerage's first bank account. */
export const remittanceBank = (tx: Transaction, tenantId: string) =>
  moneyAccount(tx, tenantId, { mode: 'Bank Transfer', field: 'remittanceMode' });

export async function remitPremium(
  tx: Transaction,
  tenantId: string,
  invoiceId: string,
  payload: PremiumRemittancePayload,
  by: string,
): Promise<[RemittanceLogView, PresentedInvoice]> {
  const row = await lockInvoice(tx, tenantId, invoiceId);
  throwRefusals(premiumRemittanceRefusals(payload, remittableFacts(row), todayInLagos()));
  const amountKobo = nairaToKobo(payload.amountToRemit!);
  const payable = await insurerPayableAccount(tx, tenantId, row.insuranceProviderId);
  const bank = await remittanceBank(tx, tenantId);
  const entry = await postEntry(tx, tenantId, {
    date: payload.date!,
    description: `Premium remitted to the insurer for invoice ${row.invoiceNo}`,
    source: 'premium_remittance',
    sourceId: row.id,
    lines: [
      { accountId: payable.id, debit: amountKobo },
      { accountId: bank.id, credit: amountKobo },
    ],
    by,
  });
  const id = await recordPremiumRemittance(tx, tenantId, row, {
    type: payload.remittanceType as PremiumRemittanceRecord['type'],
    date: payload.date!,
    amountKobo,
    // A full remittance leaves no balance: its date is the one the form sent (today), or the remittance's own.
    balanceDueDate: payload.dateToRemitBalance ?? payload.date!,
    remark: payload.remark ?? null,
    means: remittanceMeans(payload),
    bankAccountId: bank.id,
    entryId: entry.id,
    by,
  });
  const [log] = await premiumRemittanceLogsById(tx, tenantId, [id]);
  return [log!, await readInvoice(tx, tenantId, row.id)];
}

/** GET /invoice/getRemitted/{id}: what the insurer is owed on the invoice, what went, and by when the rest should go. */
export async function remittedFigures(tx: Transaction, tenantId: string, invoiceId: string) {
  const row = await findInvoiceRow(tx, tenantId, invoiceId);
  const figures = invoiceFigures(row);
  const paidDay = await paidOn(tx, tenantId, row.id);
  return {
    net_premium: figures.net_premium,
    collected: koboToNaira(collectedShareKobo(netPremiumKobo(row), row.paidKobo, row.premiumKobo)),
    remitted: figures.remitted,
    amount_unremitted: figures.amount_unremitted,
    remitted_status: row.remittedStatus,
    paid_on: paidDay,
    remit_by: paidDay ? remittanceDueDate(paidDay) : null,
  };
}
