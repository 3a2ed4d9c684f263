import type { RequestFailure } from '../../domain/api';
import type { PdfTemplatePreview } from '../../domain/api/pdf-templates';
import type { PdfDocumentKind, PdfTemplate, PdfTemplateBody, PdfTemplateSummary } from '../../domain/pdf-templates';

export type { PdfDocumentKind, PdfTemplate, PdfTemplateBody, PdfTemplatePreview, PdfTemplateSummary, RequestFailure };

/** What the screen reads for the chosen kind: every kind's version, and the chosen one's template. */
export interface PdfTemplateLoaded {
  summaries: PdfTemplateSummary[];
  template: PdfTemplate;
}

/** The document in the unsaved template, asked for the kind chosen. */
export interface PdfPreviewRequest {
  kind: PdfDocumentKind;
  template: PdfTemplateBody;
}

/** The preview shown, with the template it was printed in (to tell whether the form has moved on). */
export interface ShownPreview extends PdfTemplatePreview {
  template: PdfTemplateBody;
}

export interface PdfTemplateEditorContext {
  /** The kind of document being edited. */
  kind: PdfDocumentKind;
  summaries: PdfTemplateSummary[];
  /** The kind's current template as saved (version 0: the default, never saved). */
  saved: PdfTemplate | null;
  form: PdfTemplateBody;
  fieldErrors: Record<string, string>;
  /** Why the last load, save or reset failed. */
  failure: RequestFailure | null;
  preview: ShownPreview | null;
  /** Why the last preview could not be printed. */
  previewFailure: RequestFailure | null;
  /** Said once a save or a reset went through. */
  notice: string | null;
  /** The document chosen while the form held unsaved changes, loaded once the admin lets them go. */
  pendingKind: PdfDocumentKind | null;
}

export type PdfTemplateEditorEvent =
  | { type: 'pdfTemplate.choose'; kind: PdfDocumentKind }
  | { type: 'pdfTemplate.edit'; change: Partial<PdfTemplateBody> }
  | { type: 'pdfTemplate.save' }
  | { type: 'pdfTemplate.reset' }
  | { type: 'pdfTemplate.confirmReset' }
  | { type: 'pdfTemplate.cancelReset' }
  | { type: 'pdfTemplate.confirmDiscard' }
  | { type: 'pdfTemplate.cancelDiscard' }
  | { type: 'pdfTemplate.retry' };
