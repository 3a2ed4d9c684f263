import { defaultPdfTemplate, optionalFieldChoices, PDF_DOCUMENT_KINDS, PDF_DOCUMENT_LABELS } from '../../domain/pdf-templates';
import type { PdfTemplatePreview } from '../../domain/api/pdf-templates';
import type { PdfDocumentKind, PdfTemplate, PdfTemplateBody, PdfTemplateSummary } from '../../domain/pdf-templates';

// PDF templates as the server answers them, shared by the machine's tests, its stories and the views' tests.

/** The brokerage's latest invoice, which the debit note's preview is printed from. */
export const LATEST_INVOICE_ID = '5b0a8c3e-1f2d-4e6a-9b7c-0d1e2f3a4b5c';
export const LATEST_INVOICE_NO = 'DN/2026/0042';

/** A kind's template: version 0 is the default, never saved. */
export function templateOf(kind: PdfDocumentKind, version = 0, change: Partial<PdfTemplateBody> = {}): PdfTemplate {
  return {
    kind,
    label: PDF_DOCUMENT_LABELS[kind],
    version,
    saved_at: version > 0 ? '2026-11-27T09:12:00.000Z' : null,
    saved_by: version > 0 ? 'Ngozi Adeyemi' : null,
    template: { ...defaultPdfTemplate(kind), ...change },
    optional_fields: optionalFieldChoices(kind),
  };
}

export const DEFAULT_DEBIT_NOTE = templateOf('debitNote');

/** The debit note in the brokerage's own colours and footer, saved twice. */
export const SAVED_DEBIT_NOTE = templateOf('debitNote', 2, {
  accentColour: '#1f4e79',
  headerText: 'Licensed by NAICOM',
  footerText: 'Demo Insurance Brokers Ltd · 12 Marina, Lagos',
  signatoriesShown: 2,
  terms: 'Premium is due within 30 days of the start of cover.',
});

/** Every kind at version 0, but those given. */
export const summariesOf = (...saved: PdfTemplate[]): PdfTemplateSummary[] =>
  PDF_DOCUMENT_KINDS.map((kind) => {
    const template = saved.find((candidate) => candidate.kind === kind);
    return { kind, label: PDF_DOCUMENT_LABELS[kind], version: template?.version ?? 0, saved_at: template?.saved_at ?? null };
  });

/** A printed preview: from a record of the brokerage, or the sample (null). */
export const previewOf = (recordId: string | null, receivedAt = '2026-11-29T09:30:05.000Z'): PdfTemplatePreview => ({
  pdf: new Blob(['%PDF-1.7 preview'], { type: 'application/pdf' }),
  recordId,
  reference: recordId ? LATEST_INVOICE_NO : null,
  receivedAt,
});
