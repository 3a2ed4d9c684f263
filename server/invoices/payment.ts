import { eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import {
  collectedShareKobo,
  DIRECT_TO_INSURER,
  ENDORSEMENT_REMITTANCE,
  netPremiumKobo,
  PAYMENT_MODES,
  paymentRefusals,
  pickIgnoringCase,
  type AddPaymentPayload,
  type InvoiceStatus,
} from '../../domain/invoices';
import { positiveKobo } from '../../domain/invoices/fields';
import { todayInLagos } from '../../domain/today';
import { invoicePayments, invoices } from '../db/schema';
import { ApiError, invalidInput } from '../http/errors';
import { clientAccount, insurerPayableAccount, postEntry, type JournalEntryRow } from '../ledger';
import { clientIdOf, postIssue } from './issue-posting';
import { moneyAccount } from './money-accounts';
import { rebuildPositions } from './positions';
import { lockInvoice, presentInvoices, readInvoice, type InvoiceRow, type PresentedInvoice } from './read';
import { throwRefusals } from './refusals';
import type { FieldError } from '../../domain/validation';
import type { Transaction } from '../db/client';

// Add payment (spec section 5, PUT /invoice/{id}): the client pays the brokerage (cash, transfer,
// cheque) or the insurer directly. The invoice row is locked first, so two payments in flight are
// checked one after the other against the balance the first one left.

export const PAID_DIRECT_TO_INSURER = 'Paid Direct to Insurer';
const CHOOSE_ACCOUNT = 'Choose an account from the chart of accounts';
export const SHARE_COMES_TO_THE_BROKERAGE =
  "The insurer's share of a return premium comes back to the brokerage: choose Cash, Bank Transfer or Cheque";

export const statusAfterPayment = (paidKobo: number, premiumKobo: number): InvoiceStatus =>
  paidKobo >= premiumKobo ? 'paid' : 'partial payment';

/** The commission the insurer kept for the brokerage, between the two accounts the user chose; field errors name those accounts. */
async function postCapturedCommission(
  tx: Transaction,
  tenantId: string,
  row: InvoiceRow,
  payload: AddPaymentPayload,
  date: string,
  by: string,
): Promise<JournalEntryRow> {
  const debitAccount = payload.debitAccount!;
  const creditAccount = payload.creditAccount!;
  const unknown: FieldError[] = [];
  if (!isUuid(debitAccount)) unknown.push({ field: 'debitAccount', message: CHOOSE_ACCOUNT });
  if (!isUuid(creditAccount)) unknown.push({ field: 'creditAccount', message: CHOOSE_ACCOUNT });
  if (unknown.length > 0) throw invalidInput(unknown);
  try {
    return await postEntry(tx, tenantId, {
      date,
      description: `Commission kept by the insurer on invoice ${row.invoiceNo}`,
      source: 'payment',
      sourceId: row.id,
      lines: [
        { accountId: debitAccount, debit: positiveKobo(payload.commissionAmount)! },
        { accountId: creditAccount, credit: positiveKobo(payload.commissionAmount)! },
      ],
      by,
    });
  } catch (error) {
    // The ledger names its lines; the form names the two accounts.
    if (error instanceof ApiError && error.status === 400) {
      throw invalidInput(
        error.errors.map((problem) => ({
          ...problem,
          field: problem.field.replace(/^lines\.0\..*/, 'debitAccount').replace(/^lines\.1\..*/, 'creditAccount'),
        })),
      );
    }
    throw error;
  }
}

/**
 * A return premium's "Receive payment": the insurer's share comes back into a cash or bank account,
 * clearing what the insurer owes; the invoice is paid once all of its share is back.
 */
async function receiveInsurerShare(
  tx: Transaction,
  tenantId: string,
  by: string,
  row: InvoiceRow,
  payload: AddPaymentPayload,
): Promise<PresentedInvoice> {
  const mode = pickIgnoringCase(PAYMENT_MODES, payload.modeOfPayment!)!;
  if (mode === DIRECT_TO_INSURER) throw invalidInput([{ field: 'modeOfPayment', message: SHARE_COMES_TO_THE_BROKERAGE }]);
  const share = netPremiumKobo(row);
  const amount = positiveKobo(payload.amount) ?? share - row.paidKobo;
  const date = payload.dateOfActualPayment!;
  const insurer = await insurerPayableAccount(tx, tenantId, row.insuranceProviderId);
  const receivedInto = await moneyAccount(tx, tenantId, { mode, accountId: payload.debitAccount, field: 'debitAccount' });
  const entry = await postEntry(tx, tenantId, {
    date,
    description: payload.transactionDescription ?? `Insurer's share of the return premium on invoice ${row.invoiceNo} received (${mode})`,
    source: 'payment',
    sourceId: row.id,
    lines: [
      { accountId: receivedInto.id, debit: amount },
      { accountId: insurer.id, credit: amount },
    ],
    by,
  });
  const paid = row.paidKobo + amount;
  await tx
    .update(invoices)
    .set({ paidKobo: paid, status: statusAfterPayment(paid, share), modeOfPayment: mode, updatedAt: new Date() })
    .where(eq(invoices.id, row.id));
  await tx.insert(invoicePayments).values({
    tenantId,
    invoiceId: row.id,
    amountKobo: amount,
    modeOfPayment: mode,
    paymentDate: date,
    chequeNumber: mode === 'Cheque' ? payload.chequeNumber : null,
    bankName: payload.bankName ?? null,
    description: payload.transactionDescription ?? null,
    debitAccountId: receivedInto.id,
    creditAccountId: insurer.id,
    commissionKobo: 0,
    entryId: entry.id,
    commissionEntryId: null,
    createdBy: by,
  });
  await rebuildPositions(tx, tenantId, [row.id]);
  return readInvoice(tx, tenantId, row.id);
}

/** Records a payment on the invoice and answers the invoice as it is after it. `payload` has passed AddPaymentPayload. */
export async function addPayment(
  tx: Transaction,
  tenantId: string,
  by: string,
  invoiceId: string,
  payload: AddPaymentPayload,
): Promise<PresentedInvoice> {
  let row = await lockInvoice(tx, tenantId, invoiceId);
  const [presented] = await presentInvoices(tx, tenantId, [row]);
  throwRefusals(paymentRefusals(payload, presented!, todayInLagos()));
  if (!row.issueEntryId) row = await postIssue(tx, tenantId, row, by);
  if (row.transactionType === ENDORSEMENT_REMITTANCE) return receiveInsurerShare(tx, tenantId, by, row, payload);

  const mode = pickIgnoringCase(PAYMENT_MODES, payload.modeOfPayment!)!;
  const outstanding = row.premiumKobo - row.paidKobo;
  // "Choosing Direct to Insurer clears the amount": left blank, it is the whole balance.
  const amount = positiveKobo(payload.amount) ?? outstanding;
  const date = payload.dateOfActualPayment!;
  const client = await clientAccount(tx, tenantId, clientIdOf(row));
  const direct = mode === DIRECT_TO_INSURER;
  const receivedInto = direct
    ? await insurerPayableAccount(tx, tenantId, row.insuranceProviderId)
    : await moneyAccount(tx, tenantId, { mode, accountId: payload.debitAccount, field: 'debitAccount' });

  const entry = await postEntry(tx, tenantId, {
    date,
    description: payload.transactionDescription ?? `Payment on invoice ${row.invoiceNo} (${mode})`,
    source: 'payment',
    sourceId: row.id,
    lines: [
      { accountId: receivedInto.id, debit: amount },
      { accountId: client.id, credit: amount },
    ],
    by,
  });
  const commissionEntry = direct && payload.captureCommission ? await postCapturedCommission(tx, tenantId, row, payload, date, by) : null;

  const paid = row.paidKobo + amount;
  const net = netPremiumKobo(row);
  // Paid straight to the insurer, the net premium this payment collects is remitted already.
  const remittedNow = direct ? collectedShareKobo(net, paid, row.premiumKobo) - collectedShareKobo(net, row.paidKobo, row.premiumKobo) : 0;
  await tx
    .update(invoices)
    .set({
      paidKobo: paid,
      vatPaidKobo: collectedShareKobo(row.vatKobo, paid, row.premiumKobo),
      status: statusAfterPayment(paid, row.premiumKobo),
      modeOfPayment: mode,
      ...(direct ? { premiumRemittedKobo: row.premiumRemittedKobo + remittedNow, remittedStatus: PAID_DIRECT_TO_INSURER } : {}),
      updatedAt: new Date(),
    })
    .where(eq(invoices.id, row.id));
  await tx.insert(invoicePayments).values({
    tenantId,
    invoiceId: row.id,
    amountKobo: amount,
    modeOfPayment: mode,
    paymentDate: date,
    chequeNumber: mode === 'Cheque' ? payload.chequeNumber : null,
    bankName: payload.bankName ?? null,
    description: payload.transactionDescription ?? null,
    debitAccountId: commissionEntry ? payload.debitAccount : receivedInto.id,
    creditAccountId: commissionEntry ? payload.creditAccount : client.id,
    commissionKobo: commissionEntry ? positiveKobo(payload.commissionAmount)! : 0,
    entryId: entry.id,
    commissionEntryId: commissionEntry?.id ?? null,
    createdBy: by,
  });
  await rebuildPositions(tx, tenantId, [row.id]);
  return readInvoice(tx, tenantId, row.id);
}
