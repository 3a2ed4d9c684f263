import { CREDIT_NOTE_NOT_YET } from '../../domain/invoices/documents';
import { DOCUMENT_SENT_TO_CLIENT, DOCUMENT_SENT_TO_UNDERWRITER } from '../../domain/messages';
import { DocumentPreview } from '../../src/features/invoices/documents/document-preview';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { INVOICE_ID, PAID_INVOICE } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

// The invoice's documents: the full-page routes (/debitNote, /creditNote, /debitInvoice) and the
// preview the invoice details embed, over canned answers shaped as server/routes/invoice-documents.ts answers.

/** A one-page PDF with a few lines of Helvetica, so the frame shows a document rather than an error. */
function samplePdf(lines: string[]): Blob {
  const text = lines.map((line, index) => `${index === 0 ? '' : '0 -18 Td '}(${line.replace(/[()\\]/g, '\\$&')}) Tj`).join(' ');
  const stream = `BT /F1 12 Tf 48 790 Td ${text} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((object, index) => {
    const at = body.length;
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((at) => `${String(at).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return new Blob([body], { type: 'application/pdf' });
}

const figures = [`${PAID_INVOICE.invoice_no}`, 'Dangote Cement Plc', 'Commercial Motor with Leadway Assurance', 'Premium NGN 1,250,000.00'];
const debitNote = () => samplePdf(['Demo Insurance Brokers Ltd', 'DEBIT NOTE', ...figures, 'Amount due NGN 1,250,000.00']);
const creditNote = () => samplePdf(['Demo Insurance Brokers Ltd', 'CREDIT NOTE', ...figures, 'Net premium due NGN 1,082,031.25']);
const debitInvoice = () =>
  samplePdf(['Demo Insurance Brokers Ltd', 'DEBIT INVOICE', 'Tax invoice', ...figures, 'VAT on commission (7.5%) NGN 11,718.75']);
const receipt = () => samplePdf(['Demo Insurance Brokers Ltd', 'RECEIPT', ...figures, 'Total paid NGN 1,250,000.00']);

const pathsAnswer = (paid: boolean) => ({
  success: true,
  data: {
    pathToDebitNoteFile: `/api/v1/invoice/debitNote/${INVOICE_ID}`,
    pathToCreditNoteFile: paid ? `/api/v1/invoice/creditNote/${INVOICE_ID}` : null,
    pathToReceiptNoteFile: paid ? `/api/v1/invoice/receiptNote/${INVOICE_ID}` : null,
  },
});

const sends: ScreenAnswers = {
  [`/invoice/send/debitNote/${INVOICE_ID}`]: { success: true, message: DOCUMENT_SENT_TO_CLIENT },
  [`/invoice/send/client/${INVOICE_ID}`]: { success: true, message: DOCUMENT_SENT_TO_CLIENT },
  [`/invoice/send/underwriter/${INVOICE_ID}`]: { success: true, message: DOCUMENT_SENT_TO_UNDERWRITER },
};

const answers = (paid: boolean): ScreenAnswers => ({
  [`/invoice/generate/${INVOICE_ID}/pdfs`]: pathsAnswer(paid),
  [`/invoice/debitNote/${INVOICE_ID}`]: debitNote,
  [`/invoice/creditNote/${INVOICE_ID}`]: creditNote,
  [`/invoice/receiptNote/${INVOICE_ID}`]: receipt,
  [`/invoice/debitInvoice/${INVOICE_ID}`]: debitInvoice,
  ...sends,
});

const meta = {
  title: 'Screens/Invoices/Documents',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/debitNote/${INVOICE_ID}`, answers: answers(true) },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The links on their way. */
export const Loading: Story = { args: { answers: { ...answers(true), [`/invoice/generate/${INVOICE_ID}/pdfs`]: PENDING } } };

/** /debitNote/{id}: the debit note in its frame, with Send to client and Send to underwriter. */
export const DebitNote: Story = {};

/** /creditNote/{id} once the invoice is paid. */
export const CreditNote: Story = { args: { path: `/creditNote/${INVOICE_ID}` } };

/** /creditNote/{id} before the invoice is paid: nothing to show or send yet. */
export const CreditNoteNotYet: Story = {
  args: { path: `/creditNote/${INVOICE_ID}`, answers: answers(false) },
  parameters: { docs: { description: { story: CREDIT_NOTE_NOT_YET } } },
};

/** /debitInvoice/{id}: the debit note as a tax invoice. */
export const DebitInvoice: Story = { args: { path: `/debitInvoice/${INVOICE_ID}` } };

/** A user without 'Send Documents' sees the document but no send buttons. */
export const WithoutSendDocuments: Story = { args: { role: 'agent' } };

/** The server could not print the document. */
export const Failed: Story = {
  args: {
    path: `/debitInvoice/${INVOICE_ID}`,
    answers: { ...answers(true), [`/invoice/debitInvoice/${INVOICE_ID}`]: failure('Something went wrong on our side. Please try again.') },
  },
};

/** The preview as the invoice details page embeds it: the receipt of a paid invoice. */
export const EmbeddedReceipt: Story = { args: { children: <DocumentPreview invoiceId={INVOICE_ID} kind="receiptNote" /> } };
