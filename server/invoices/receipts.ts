import { and, eq } from 'drizzle-orm';
import { optional, string, type } from 'superstruct';
import { isUuid } from '../../domain/ids';
import { PremiumReceiptFields, receiptFileProblem, VatReceiptFields } from '../../domain/invoices';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { validatePayload, type FieldError } from '../../domain/validation';
import { premiumRemittanceDocuments, premiumRemittances, vatRemittanceDocuments, vatRemittances } from '../db/schema';
import { checkReceivedFile, storeFileIn, type ReceivedForm } from '../files/uploads';
import { invalidInput, notFound } from '../http/errors';
import { findInvoiceRow } from './read';
import { premiumRemittanceLogsById, vatRemittanceLogById, type RemittanceLogView, type VatRemittanceLogView } from './remittance-logs';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { SessionUser } from '../identity/sessions';
import type { Struct } from 'superstruct';

// Receipts for remittances (POST /invoice/uploadDocument/{id} and /invoice/uploadvat/{id}): the
// underwriter's receipt for a premium remittance, the tax receipt for a VAT remittance.

const REMITTANCE_NOT_FOUND = 'Remittance';

/** The premium receipt form's text fields as sent; they are checked with the file, in uploadReceipt. */
export const PremiumReceiptForm = type({ remittanceId: optional(string()), underwriterReceiptNumber: optional(string()) });
/** The VAT receipt form's text fields as sent. */
export const VatReceiptForm = type({ vatRemitId: optional(string()), vatReceiptNumber: optional(string()) });

interface ReceiptKind<F, Log> {
  fields: Struct<F, unknown>;
  /** Why the file is kept, stored with it. */
  purpose: string;
  attach(tx: Transaction, tenantId: string, invoiceId: string, fields: F, file: { id: string; name: string }, by: string): Promise<Log>;
}

export const PREMIUM_RECEIPT: ReceiptKind<PremiumReceiptFields, RemittanceLogView> = {
  fields: PremiumReceiptFields,
  purpose: 'premium remittance receipt',
  async attach(tx, tenantId, invoiceId, fields, file, by) {
    const invoice = await findInvoiceRow(tx, tenantId, invoiceId);
    const remittanceId = fields.remittanceId!;
    const [remittance] = isUuid(remittanceId)
      ? await tx
          .select({ id: premiumRemittances.id })
          .from(premiumRemittances)
          .where(
            and(
              eq(premiumRemittances.tenantId, tenantId),
              eq(premiumRemittances.invoiceId, invoice.id),
              eq(premiumRemittances.id, remittanceId),
            ),
          )
      : [];
    if (!remittance) throw notFound(REMITTANCE_NOT_FOUND);
    await tx.insert(premiumRemittanceDocuments).values({
      tenantId,
      remittanceId: remittance.id,
      receiptNumber: fields.underwriterReceiptNumber!,
      fileId: file.id,
      documentName: file.name,
      createdBy: by,
    });
    const [log] = await premiumRemittanceLogsById(tx, tenantId, [remittance.id]);
    return log!;
  },
};

export const VAT_RECEIPT: ReceiptKind<VatReceiptFields, VatRemittanceLogView> = {
  fields: VatReceiptFields,
  purpose: 'VAT remittance receipt',
  async attach(tx, tenantId, invoiceId, fields, file, by) {
    const invoice = await findInvoiceRow(tx, tenantId, invoiceId);
    const remittanceId = fields.vatRemitId!;
    const [remittance] = isUuid(remittanceId)
      ? await tx
          .select({ id: vatRemittances.id })
          .from(vatRemittances)
          .where(and(eq(vatRemittances.tenantId, tenantId), eq(vatRemittances.invoiceId, invoice.id), eq(vatRemittances.id, remittanceId)))
      : [];
    if (!remittance) throw notFound(REMITTANCE_NOT_FOUND);
    await tx.insert(vatRemittanceDocuments).values({
      tenantId,
      vatRemittanceId: remittance.id,
      receiptNumber: fields.vatReceiptNumber!,
      fileId: file.id,
      documentName: file.name,
      createdBy: by,
    });
    return (await vatRemittanceLogById(tx, tenantId, remittance.id))!;
  },
};

/**
 * Checks the form's fields and the file together (the receipt screen's one combined file
 * message), then stores the file and attaches it to the invoice's remittance in the upload's
 * transaction. When that fails, the stored bytes are removed again.
 */
export async function uploadReceipt<F, Log>(
  ctx: AppContext,
  tx: Transaction,
  session: SessionUser,
  invoiceId: string,
  kind: ReceiptKind<F, Log>,
  fields: object,
  received: ReceivedForm['file'],
): Promise<Log> {
  const checked = validatePayload(kind.fields, fields);
  const fileProblem = receiptFileProblem(received && { name: received.name, size: received.bytes.length });
  const errors: FieldError[] = [...(checked.ok ? [] : checked.errors), ...(fileProblem ? [{ field: 'file', message: fileProblem }] : [])];
  if (!checked.ok || fileProblem) throw invalidInput(errors, fileProblem ?? undefined);
  // The name and size passed; the content must really be a PDF, PNG or JPEG (415 otherwise).
  const file = { ...received!, kind: checkReceivedFile(received, DOCUMENT_KINDS) };
  return storeFileIn(tx, ctx, session, file, kind.purpose, (_uploaded, fileId) =>
    kind.attach(tx, session.tenantId, invoiceId, checked.value, { id: fileId, name: file.name }, session.userId),
  );
}
