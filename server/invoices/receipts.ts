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
import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { Struct } from 'superstruct';

// Receipts for remittances (POST /invoice/uploadDocument/{id} and /invoice/uploadvat/{id}): the
// underwriter's receipt for a premium remittance, the tax receipt for a VAT remittance.

const REMITTANCE_NOT_FOUND = 'Remittance';

/** The premium receipt form's text fields as sent; they are checked with the file, in uploadReceipt. */
export const PremiumReceiptForm = type({ remittanceId: optional(string()), underwriterReceiptNumber: optional(string()) });
/** The VAT receipt form's text fields as sent. */
export const VatReceiptForm = type({ vatRemitId: optional(string()), vatReceiptNumber: optional(string()) });

/** A receipt as it is recorded against its remittance. */
interface ReceiptRecord {
  tenantId: string;
  remittanceId: string;
  receiptNumber: string;
  fileId: string;
  documentName: string;
  createdBy: string;
}

interface ReceiptKind<F, Log> {
  fields: Struct<F, unknown>;
  /** Why the file is kept, stored with it. */
  purpose: string;
  /** The remittance the form names and the receipt's number. */
  named(fields: F): { remittanceId: string; receiptNumber: string };
  remittances: typeof premiumRemittances | typeof vatRemittances;
  record(tx: Transaction, receipt: ReceiptRecord): Promise<unknown>;
  logOf(tx: Transaction, tenantId: string, remittanceId: string): Promise<Log | null>;
}

export const PREMIUM_RECEIPT: ReceiptKind<PremiumReceiptFields, RemittanceLogView> = {
  fields: PremiumReceiptFields,
  purpose: 'premium remittance receipt',
  named: (fields) => ({ remittanceId: fields.remittanceId!, receiptNumber: fields.underwriterReceiptNumber! }),
  remittances: premiumRemittances,
  record: (tx, receipt) => tx.insert(premiumRemittanceDocuments).values(receipt),
  logOf: async (tx, tenantId, remittanceId) => (await premiumRemittanceLogsById(tx, tenantId, [remittanceId]))[0] ?? null,
};

export const VAT_RECEIPT: ReceiptKind<VatReceiptFields, VatRemittanceLogView> = {
  fields: VatReceiptFields,
  purpose: 'VAT remittance receipt',
  named: (fields) => ({ remittanceId: fields.vatRemitId!, receiptNumber: fields.vatReceiptNumber! }),
  remittances: vatRemittances,
  record: (tx, { remittanceId, ...receipt }) => tx.insert(vatRemittanceDocuments).values({ ...receipt, vatRemittanceId: remittanceId }),
  logOf: vatRemittanceLogById,
};

/** Records the stored receipt against the invoice's remittance the form names (404 when the invoice has no such remittance). */
async function attachReceipt<F, Log>(
  tx: Transaction,
  kind: ReceiptKind<F, Log>,
  actor: SessionUser,
  invoiceId: string,
  fields: F,
  file: { id: string; name: string },
): Promise<Log> {
  const { tenantId } = actor;
  const invoice = await findInvoiceRow(tx, tenantId, invoiceId);
  const { remittanceId, receiptNumber } = kind.named(fields);
  const { remittances } = kind;
  const [remittance] = isUuid(remittanceId)
    ? await tx
        .select({ id: remittances.id })
        .from(remittances)
        .where(and(eq(remittances.tenantId, tenantId), eq(remittances.invoiceId, invoice.id), eq(remittances.id, remittanceId)))
    : [];
  if (!remittance) throw notFound(REMITTANCE_NOT_FOUND);
  await kind.record(tx, {
    tenantId,
    remittanceId: remittance.id,
    receiptNumber,
    fileId: file.id,
    documentName: file.name,
    createdBy: actor.userId,
  });
  return (await kind.logOf(tx, tenantId, remittance.id))!;
}

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
    attachReceipt(tx, kind, session, invoiceId, checked.value, { id: fileId, name: file.name }),
  );
}
