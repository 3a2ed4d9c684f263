import { literal, nullable, string, type, type Infer } from 'superstruct';
import { nairaTextToKobo } from '../money';
import { isPaid } from './status';

// The invoice's printed documents (spec section 7): the debit note, the credit note, the receipt
// and the debit invoice, each a PDF the brokerage prints or mails to the client or the insurer.

export const DOCUMENT_KINDS = ['debitNote', 'creditNote', 'receiptNote', 'debitInvoice'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];

export const DOCUMENT_TITLES: Record<DocumentKind, string> = {
  debitNote: 'Debit Note',
  creditNote: 'Credit Note',
  receiptNote: 'Receipt',
  debitInvoice: 'Debit Invoice',
};

export const isDocumentKind = (value: unknown): value is DocumentKind =>
  typeof value === 'string' && (DOCUMENT_KINDS as readonly string[]).includes(value);

export const CREDIT_NOTE_NOT_YET = 'The credit note is issued once the invoice is paid';
export const RECEIPT_NOT_YET = 'A receipt is issued once a payment is recorded';
export const CLIENT_HAS_NO_EMAIL = 'The client has no email address';
export const INSURER_HAS_NO_EMAIL = 'The insurer has no email address';

/**
 * Why a document does not exist yet, or null when it does: the credit note follows the full
 * payment, the receipt the first payment; the debit note and debit invoice exist from the start.
 */
export function documentRefusal(kind: DocumentKind, invoice: { status: string; amount_paid: string }): string | null {
  if (kind === 'creditNote' && !isPaid(invoice)) return CREDIT_NOTE_NOT_YET;
  if (kind === 'receiptNote' && (nairaTextToKobo(invoice.amount_paid) ?? 0) <= 0) return RECEIPT_NOT_YET;
  return null;
}

/** GET /invoice/generate/{invoiceId}/pdfs: where each document is read; null while it does not exist yet. */
export const DocumentPaths = type({
  pathToDebitNoteFile: string(),
  pathToCreditNoteFile: nullable(string()),
  pathToReceiptNoteFile: nullable(string()),
});
export type DocumentPaths = Infer<typeof DocumentPaths>;
export const DocumentPathsResponse = type({ success: literal(true), data: DocumentPaths });

/** Who a document is mailed to: the client, or the insurer's underwriters. */
export const SEND_TARGETS = ['client', 'underwriter'] as const;
export type SendTarget = (typeof SEND_TARGETS)[number];
export const DocumentSentResponse = type({ success: literal(true), message: string() });

/** Where the API serves a document (under /api/v1). */
export const documentPath = (kind: DocumentKind, invoiceId: string) => `/invoice/${kind}/${encodeURIComponent(invoiceId)}`;

/** "Document links are forced to https": an absolute http link becomes https; paths and other links stay as they are. */
export function forceHttps(url: string): string {
  return url.replace(/^\s*http:\/\//i, 'https://');
}
