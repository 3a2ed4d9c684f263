import { array, nullable, refine, string, type, type Infer } from 'superstruct';
import {
  FIELD_REQUIRED,
  RECEIPT_FILE_INVALID,
  RECEIPT_NUMBER_REQUIRED,
  RECEIPT_NUMBER_TOO_LONG,
  RECEIPT_NUMBER_TOO_SHORT,
} from '../common-messages';
import { checkUpload, chooseKindMessage, claimedKind, DOCUMENT_KINDS } from '../upload';
import { validatePayload, type FieldError } from '../validation';
import { mergeErrors, Problems, referenceNumberProblem, text } from './fields';

// Receipt uploads (spec section 5): the underwriter's receipt for a premium remittance
// (POST /invoice/uploadDocument/{id}) and the VAT receipt (POST /invoice/uploadvat/{id}), as form data.

const RECEIPT_MESSAGES = { required: RECEIPT_NUMBER_REQUIRED, short: RECEIPT_NUMBER_TOO_SHORT, long: RECEIPT_NUMBER_TOO_LONG };

/** "Receipt number has 6 to 20 characters." */
export const receiptNumberProblem = (value: string | null | undefined): string | null => referenceNumberProblem(value, RECEIPT_MESSAGES);

/** The premium receipt's fields (the file travels beside them as `file`). */
export const PremiumReceiptFields = refine(type({ remittanceId: text(), underwriterReceiptNumber: text() }), 'premiumReceipt', (fields) =>
  new Problems()
    .add('remittanceId', !fields.remittanceId && FIELD_REQUIRED)
    .add('underwriterReceiptNumber', receiptNumberProblem(fields.underwriterReceiptNumber))
    .failures(),
);
export type PremiumReceiptFields = Infer<typeof PremiumReceiptFields>;

/** The VAT receipt's fields (the file travels beside them as `file`). */
export const VatReceiptFields = refine(type({ vatRemitId: text(), vatReceiptNumber: text() }), 'vatReceipt', (fields) =>
  new Problems()
    .add('vatRemitId', !fields.vatRemitId && FIELD_REQUIRED)
    .add('vatReceiptNumber', receiptNumberProblem(fields.vatReceiptNumber))
    .failures(),
);
export type VatReceiptFields = Infer<typeof VatReceiptFields>;

/**
 * The chosen receipt file: pdf, jpeg, jpg or png, at most 2 MB, a name of at most 60 characters
 * without special characters. A file failing the size or name checks gets the receipt screen's one
 * combined message (shown for 5 seconds, REJECTION_SHOWN_MS).
 */
export function receiptFileProblem(file: { name: string; size: number; type?: string } | null | undefined): string | null {
  if (!file) return FIELD_REQUIRED;
  if (checkUpload([file])) return RECEIPT_FILE_INVALID;
  const kind = claimedKind(file);
  return kind && DOCUMENT_KINDS.includes(kind) ? null : chooseKindMessage(DOCUMENT_KINDS);
}

type ReceiptFile = Parameters<typeof receiptFileProblem>[0];

export function premiumReceiptErrors(fields: { remittanceId: string; underwriterReceiptNumber: string }, file: ReceiptFile): FieldError[] {
  const checked = validatePayload(PremiumReceiptFields, fields);
  return mergeErrors(checked.ok ? [] : checked.errors, new Problems().add('file', receiptFileProblem(file)).list);
}

export function vatReceiptErrors(fields: { vatRemitId: string; vatReceiptNumber: string }, file: ReceiptFile): FieldError[] {
  const checked = validatePayload(VatReceiptFields, fields);
  return mergeErrors(checked.ok ? [] : checked.errors, new Problems().add('file', receiptFileProblem(file)).list);
}

const ReceiptDocument = type({ document_name: string() });

/** A premium remittance as GET /invoice/remitHistory/{id} lists it, with its underwriter receipts. */
export const RemittanceLog = type({
  remittance_log_id: string(),
  remittance_mode: string(),
  remittance_bank_name: nullable(string()),
  remittance_cheque_number: nullable(string()),
  ModeOfRemittanceDocuments: array(
    type({ ...ReceiptDocument.schema, underwriter_receipt_number: string(), underwriter_receipt_url: string() }),
  ),
});
export type RemittanceLog = Infer<typeof RemittanceLog>;

/** A VAT remittance as GET /invoice/allVatRemitted/{id} lists it, with its VAT receipts. */
export const VatRemittanceLog = type({
  vat_log_id: string(),
  vat_remittance_mode: string(),
  vat_bank_name: nullable(string()),
  vat_cheque_number: nullable(string()),
  VatRemittanceDocuments: array(type({ ...ReceiptDocument.schema, vat_receipt_number: string(), vat_receipt_url: string() })),
});
export type VatRemittanceLog = Infer<typeof VatRemittanceLog>;
