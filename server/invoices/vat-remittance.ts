import { and, eq } from 'drizzle-orm';
import { unremittedVatKobo, vatRemittanceRefusals, type VatRemittancePayload } from '../../domain/invoices';
import { koboToNaira, nairaToKobo } from '../../domain/money';
import { invoices, vatRemittances } from '../db/schema';
import { postEntry, systemAccount } from '../ledger';
import { remittableFacts, remittanceBank, remittanceMeans } from './premium-remittance';
import { findInvoiceRow, invoiceFigures, lockInvoice, readInvoice, type PresentedInvoice } from './read';
import { throwRefusals } from './refusals';
import { vatRemittanceLogById, type VatRemittanceLogView } from './remittance-logs';
import type { Transaction } from '../db/client';

// Remit VAT (PUT /invoice/vatremit/{id}): the VAT collected on the commission goes to the tax
// authority from the bank, and the VAT output payable goes down by as much.

type VatMode = (typeof vatRemittances.$inferInsert)['mode'];

export async function remitVat(
  tx: Transaction,
  tenantId: string,
  invoiceId: string,
  payload: VatRemittancePayload,
  by: string,
): Promise<[VatRemittanceLogView, PresentedInvoice]> {
  const row = await lockInvoice(tx, tenantId, invoiceId);
  throwRefusals(vatRemittanceRefusals(payload, remittableFacts(row)));
  const amountKobo = nairaToKobo(payload.vatAmountToRemit!);
  const vatOutput = await systemAccount(tx, tenantId, 'vat_output');
  const bank = await remittanceBank(tx, tenantId);
  const entry = await postEntry(tx, tenantId, {
    date: payload.date!,
    description: `VAT remitted for invoice ${row.invoiceNo}`,
    source: 'vat_remittance',
    sourceId: row.id,
    lines: [
      { accountId: vatOutput.id, debit: amountKobo },
      { accountId: bank.id, credit: amountKobo },
    ],
    by,
  });
  await tx
    .update(invoices)
    .set({ vatRemittedKobo: row.vatRemittedKobo + amountKobo, updatedAt: new Date() })
    .where(and(eq(invoices.tenantId, tenantId), eq(invoices.id, row.id)));
  const means = remittanceMeans({ ...payload, otherRemitDescription: null });
  const [remittance] = await tx
    .insert(vatRemittances)
    .values({
      tenantId,
      invoiceId: row.id,
      remittanceType: payload.remittanceType as 'FULL REMITTANCE' | 'PARTIAL REMITTANCE',
      remittanceDate: payload.date!,
      amountKobo,
      mode: means.mode as VatMode,
      bankName: means.bankName,
      chequeNumber: means.chequeNumber,
      bankAccountId: bank.id,
      entryId: entry.id,
      createdBy: by,
    })
    .returning({ id: vatRemittances.id });
  const log = await vatRemittanceLogById(tx, tenantId, remittance!.id);
  return [log!, await readInvoice(tx, tenantId, row.id)];
}

/** GET /invoice/getVatToRemit/{id}. */
export async function vatToRemit(tx: Transaction, tenantId: string, invoiceId: string) {
  const figures = invoiceFigures(await findInvoiceRow(tx, tenantId, invoiceId));
  return {
    vat: figures.vat,
    vat_paid: figures.vat_paid,
    vat_remitted: figures.vat_remitted,
    vat_to_remit: koboToNaira(unremittedVatKobo(figures)),
  };
}
