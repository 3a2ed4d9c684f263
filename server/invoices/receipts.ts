import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { PremiumReceiptFields, receiptFileProblem, VatReceiptFields } from '../../domain/invoices';
import { UPLOAD_SUCCEEDED } from '../../domain/messages';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { validatePayload, type FieldError } from '../../domain/validation';
import { sessionOf } from '../auth/authenticate';
import { premiumRemittanceDocuments, premiumRemittances, storedFiles, vatRemittanceDocuments, vatRemittances } from '../db/schema';
import { checkReceivedFile, readForm, withStoredFile, type UploadedFile } from '../files/uploads';
import { invalidInput, notFound } from '../http/errors';
import { idempotencyClaim, once, type Answer } from '../http/idempotency';
import { findInvoiceRow } from './read';
import { premiumRemittanceLogsById, vatRemittanceLogById, type RemittanceLogView, type VatRemittanceLogView } from './remittance-logs';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { FastifyRequest } from 'fastify';
import type { Struct } from 'superstruct';

// Receipts for remittances (POST /invoice/uploadDocument/{id} and /invoice/uploadvat/{id}): the
// underwriter's receipt for a premium remittance, the tax receipt for a VAT remittance.

const REMITTANCE_NOT_FOUND = 'Remittance';

interface ReceiptKind<F, Log> {
  fields: Struct<F, unknown>;
  /** Why the file is kept, stored with it. */
  purpose: string;
  attach(tx: Transaction, tenantId: string, invoiceId: string, fields: F, file: { id: string; name: string }, by: string): Promise<Log>;
}

async function storedFileId(tx: Transaction, tenantId: string, uploaded: UploadedFile): Promise<string> {
  const [file] = await tx
    .select({ id: storedFiles.id })
    .from(storedFiles)
    .where(and(eq(storedFiles.tenantId, tenantId), eq(storedFiles.storedName, uploaded.stored_name)));
  return file!.id;
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

/** An earlier request with the same Idempotency-Key answered already: undo this one's stored file and give that answer. */
class AlreadyAnswered extends Error {
  constructor(readonly answer: Answer) {
    super('already answered');
  }
}

/**
 * Reads the form, checks the fields and the file together (the receipt screen's one combined file
 * message), then stores the file and attaches it to the invoice's remittance in one transaction.
 */
export async function uploadReceipt<F, Log>(
  ctx: AppContext,
  request: FastifyRequest,
  invoiceId: string,
  kind: ReceiptKind<F, Log>,
): Promise<Answer> {
  const session = sessionOf(request);
  const form = await readForm(request);
  const checked = validatePayload(kind.fields, form.fields);
  const fileProblem = receiptFileProblem(form.file && { name: form.file.name, size: form.file.bytes.length });
  const errors: FieldError[] = [...(checked.ok ? [] : checked.errors), ...(fileProblem ? [{ field: 'file', message: fileProblem }] : [])];
  if (!checked.ok || fileProblem) throw invalidInput(errors, fileProblem ?? undefined);
  // The name and size passed; the content must really be a PDF, PNG or JPEG (415 otherwise).
  const fileKind = checkReceivedFile(form.file, DOCUMENT_KINDS);
  const file = form.file!;
  const claim = idempotencyClaim(request, session, { fields: checked.value, file: createHash('sha256').update(file.bytes).digest('hex') });
  try {
    return await withStoredFile(ctx, session, { ...file, kind: fileKind }, kind.purpose, async (tx, uploaded) => {
      const answer = await once(tx, claim, async () => {
        const stored = { id: await storedFileId(tx, session.tenantId, uploaded), name: file.name };
        const data = await kind.attach(tx, session.tenantId, invoiceId, checked.value, stored, session.userId);
        return { status: 200, body: { success: true, message: UPLOAD_SUCCEEDED, data } };
      });
      if (answer.replayed) throw new AlreadyAnswered(answer);
      return answer;
    });
  } catch (error) {
    if (error instanceof AlreadyAnswered) return error.answer;
    throw error;
  }
}
