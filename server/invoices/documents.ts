import { and, asc, eq, inArray } from 'drizzle-orm';
import { coerce, optional, refine, string, type } from 'superstruct';
import { ERROR_CODES } from '../../domain/api';
import { clientNameOf } from '../../domain/invoices';
import {
  CLIENT_HAS_NO_EMAIL,
  DOCUMENT_KINDS,
  DOCUMENT_TITLES,
  documentPath,
  documentRefusal,
  INSURER_HAS_NO_EMAIL,
  isDocumentKind,
  type DocumentKind,
  type DocumentPaths,
  type SendTarget,
} from '../../domain/invoices/documents';
import { koboToNaira } from '../../domain/money';
import { todayInLagos } from '../../domain/today';
import { clientAddressee, joined, uniqueEmails, type Addressee } from '../clients/addressee';
import { banks, insuranceProviders, invoicePayments, premiumAccounts, tenants, underwriterContacts, underwriters } from '../db/schema';
import { ApiError, conflict } from '../http/errors';
import { API_PREFIX } from '../http/static-app';
import { composeMailFor, signatureValues } from '../mail/compose';
import { documentFileName, renderInvoiceDocument, type InvoiceDocumentData } from '../pdf/invoice-documents';
import { issuerOf, signed, type Issuer } from '../pdf/signed-by';
import { keepSentVersion, type PrintedWith } from '../pdf/templates';
import { readInvoice } from './read';
import type { MailValues } from '../../domain/mail-templates';
import type { PdfTemplateBody } from '../../domain/pdf-templates';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { Struct } from 'superstruct';

// The invoice's documents: what each one says, read from the invoice and the brokerage's records,
// printed as PDF, and mailed to the client or to the insurer's underwriters.

/** The insurer, mailed at the brokerage's underwriters there (and their contacts), else at the insurer's own address. */
export async function insurerAddressee(tx: Transaction, tenantId: string, providerId: number, knownAs: string): Promise<Addressee> {
  const [provider] = await tx
    .select({ name: insuranceProviders.name, address: insuranceProviders.address, email: insuranceProviders.email })
    .from(insuranceProviders)
    .where(eq(insuranceProviders.id, providerId));
  const desks = await tx
    .select({ id: underwriters.id, email: underwriters.email })
    .from(underwriters)
    .where(and(eq(underwriters.tenantId, tenantId), eq(underwriters.providerId, providerId)))
    .orderBy(asc(underwriters.createdAt));
  const contacts = desks.length
    ? await tx
        .select({ email: underwriterContacts.email })
        .from(underwriterContacts)
        .where(
          and(
            eq(underwriterContacts.tenantId, tenantId),
            inArray(
              underwriterContacts.underwriterId,
              desks.map((desk) => desk.id),
            ),
          ),
        )
        .orderBy(asc(underwriterContacts.name))
    : [];
  const underwritersEmails = uniqueEmails([...desks.map((desk) => desk.email), ...contacts.map((contact) => contact.email)]);
  return {
    name: provider?.name ?? knownAs,
    address: provider?.address?.trim() || null,
    emails: underwritersEmails.length ? underwritersEmails : uniqueEmails([provider?.email ?? null]),
  };
}

async function paymentsOf(tx: Transaction, tenantId: string, invoiceId: string): Promise<InvoiceDocumentData['payments']> {
  const rows = await tx
    .select()
    .from(invoicePayments)
    .where(and(eq(invoicePayments.tenantId, tenantId), eq(invoicePayments.invoiceId, invoiceId)))
    .orderBy(asc(invoicePayments.paymentDate), asc(invoicePayments.createdAt));
  return rows.map((row) => ({
    date: row.paymentDate,
    mode: row.modeOfPayment,
    reference: joined([row.chequeNumber ? `Cheque ${row.chequeNumber}` : null, row.bankName]),
    amount: koboToNaira(row.amountKobo),
  }));
}

async function premiumAccountsOf(tx: Transaction, tenantId: string): Promise<InvoiceDocumentData['premiumAccounts']> {
  const rows = await tx
    .select({ bank: banks.name, accountName: premiumAccounts.accountName, accountNumber: premiumAccounts.accountNumber })
    .from(premiumAccounts)
    .innerJoin(banks, eq(banks.id, premiumAccounts.bankId))
    // Invoices are in naira: only naira accounts take their premium.
    .where(and(eq(premiumAccounts.tenantId, tenantId), eq(premiumAccounts.currency, 'NGN')))
    .orderBy(asc(banks.name), asc(premiumAccounts.accountNumber));
  return rows;
}

interface Gathered {
  data: InvoiceDocumentData;
  client: Addressee;
  insurer: Addressee;
  issuer: Issuer;
}

/** Everything a document of the invoice says; 409 with the reason when `kind` does not exist yet. */
async function gather(
  ctx: AppContext,
  tx: Transaction,
  tenantId: string,
  invoiceId: string,
  kind: DocumentKind,
  template?: PdfTemplateBody,
): Promise<Gathered> {
  const invoice = await readInvoice(tx, tenantId, invoiceId);
  const refusal = documentRefusal(kind, invoice);
  if (refusal) throw conflict(refusal);
  const [brokerage] = await tx.select({ tin: tenants.tin }).from(tenants).where(eq(tenants.id, tenantId));
  const client = await clientAddressee(tx, tenantId, {
    clientType: invoice.client_type,
    clientId: invoice.client_id,
    name: clientNameOf(invoice),
  });
  const insurer = await insurerAddressee(tx, tenantId, invoice.insurance_provider_id, invoice.InsuranceProduct.InsuranceProvider.name);
  const issuer = await issuerOf(ctx, tx, tenantId, kind, { recordId: invoice.invoice_id, template });
  const data: InvoiceDocumentData = {
    letterhead: issuer.letterhead,
    tin: brokerage?.tin ?? null,
    invoice,
    client,
    insurer,
    payments: await paymentsOf(tx, tenantId, invoice.invoice_id),
    premiumAccounts: await premiumAccountsOf(tx, tenantId),
    signatories: issuer.signatories,
    printedOn: todayInLagos(),
  };
  return { data, client, insurer, issuer };
}

export interface PrintedDocument {
  fileName: string;
  bytes: Buffer;
  data: InvoiceDocumentData;
  client: Addressee;
  insurer: Addressee;
  /** The invoice and the template version it was printed with; null for a preview. */
  printedWith: PrintedWith | null;
}

/** `?document=` names the document to send; without it (or blank), the debit note. */
export const DocumentQuery = type({
  document: refine(
    coerce(optional(string()), string(), (text) => (text === '' ? undefined : text)),
    'document',
    (asked) => asked === undefined || isDocumentKind(asked) || `Choose one of ${DOCUMENT_KINDS.join(', ')}`,
  ) as Struct<DocumentKind | undefined, null>,
});

/**
 * The document as PDF bytes, in the brokerage's letterhead and template with its signatories'
 * signatures; once sent, in the template version it was sent with; with `template`, in that one.
 */
export async function printDocument(
  ctx: AppContext,
  tenantId: string,
  invoiceId: string,
  kind: DocumentKind,
  template?: PdfTemplateBody,
): Promise<PrintedDocument> {
  const gathered = await ctx.database.asTenant(tenantId, (tx) => gather(ctx, tx, tenantId, invoiceId, kind, template));
  const data = { ...gathered.data, signatories: await signed(ctx, gathered.issuer) };
  const bytes = await renderInvoiceDocument(kind, data);
  return {
    fileName: documentFileName(kind, data.invoice.invoice_no),
    bytes,
    data,
    client: gathered.client,
    insurer: gathered.insurer,
    printedWith: gathered.issuer.printedWith,
  };
}

/** GET /invoice/generate/{invoiceId}/pdfs: where each document is read, null while it does not exist yet. */
export async function documentPaths(tx: Transaction, tenantId: string, invoiceId: string): Promise<DocumentPaths> {
  const invoice = await readInvoice(tx, tenantId, invoiceId);
  const pathOf = (kind: DocumentKind) => (documentRefusal(kind, invoice) ? null : `${API_PREFIX}${documentPath(kind, invoice.invoice_id)}`);
  return {
    pathToDebitNoteFile: pathOf('debitNote')!,
    pathToCreditNoteFile: pathOf('creditNote'),
    pathToReceiptNoteFile: pathOf('receiptNote'),
  };
}

/** The placeholders of the mail that carries an invoice's document (also filled for a template's preview). */
export function invoiceDocumentValues(
  kind: DocumentKind,
  invoice: InvoiceDocumentData['invoice'],
  recipient: string,
  insurer: string,
  letterhead: InvoiceDocumentData['letterhead'],
): MailValues<'invoice_document'> {
  return {
    recipient_name: recipient,
    document_title: DOCUMENT_TITLES[kind],
    invoice_number: invoice.invoice_no,
    amount: `NGN ${invoice.amount}`,
    insured_name: invoice.insured,
    product_name: invoice.InsuranceProduct.product_name,
    insurer_name: insurer,
    file_name: documentFileName(kind, invoice.invoice_no),
    ...signatureValues(letterhead),
  };
}

/**
 * Mails the document as a PDF attachment to the client, or to the insurer's underwriters. 409 when
 * there is nobody to mail it to; 503 when the mail server would not take it.
 */
export async function sendDocument(
  ctx: AppContext,
  tenantId: string,
  invoiceId: string,
  kind: DocumentKind,
  target: SendTarget,
): Promise<void> {
  const printed = await printDocument(ctx, tenantId, invoiceId, kind);
  const to = target === 'client' ? printed.client : printed.insurer;
  if (to.emails.length === 0) throw conflict(target === 'client' ? CLIENT_HAS_NO_EMAIL : INSURER_HAS_NO_EMAIL);
  const { delivered } = await ctx.mailer.send({
    tenantId,
    to: to.emails.join(', '),
    ...(await composeMailFor(
      ctx,
      tenantId,
      'invoice_document',
      invoiceDocumentValues(kind, printed.data.invoice, to.name, printed.insurer.name, printed.data.letterhead),
    )),
    attachments: [{ filename: printed.fileName, contentType: 'application/pdf', content: printed.bytes }],
  });
  // Without SMTP the mail is kept in the outbox, as every mail of the app; a refusal by a configured server is the sender's to know.
  if (!delivered && ctx.config.smtpUrl)
    throw new ApiError(503, ERROR_CODES.unavailable, 'The mail server did not take the document. Please try again.');
  // What was sent prints again the same: the document keeps the template version it went with.
  await ctx.database.asTenant(tenantId, (tx) => keepSentVersion(tx, tenantId, printed.printedWith));
}
