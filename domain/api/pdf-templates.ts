import { type Infer } from 'superstruct';
import { PdfTemplate, PdfTemplateSummary } from '../pdf-templates';
import { answerOf, listOf, savedAnswerOf } from './envelope';

// The answers of the brokerage's PDF templates: each kind's version, a kind's template, and its saves.

export const PdfTemplateListResponse = listOf(PdfTemplateSummary);
export type PdfTemplateListResponse = Infer<typeof PdfTemplateListResponse>;
export const PdfTemplateResponse = answerOf(PdfTemplate);
export type PdfTemplateResponse = Infer<typeof PdfTemplateResponse>;
export const PdfTemplateSavedResponse = savedAnswerOf(PdfTemplate);
export type PdfTemplateSavedResponse = Infer<typeof PdfTemplateSavedResponse>;

/** The header of a preview's answer naming the record it was printed from, or 'sample'. */
export const PREVIEW_RECORD_HEADER = 'x-preview-record';
export const SAMPLE_RECORD = 'sample';
/** The header naming the record's own number (URI-encoded), when the preview shows a record. */
export const PREVIEW_REFERENCE_HEADER = 'x-preview-reference';

/** A preview as the browser holds it: the printed PDF, the record it shows and its number (null for the sample), and when it came. */
export interface PdfTemplatePreview {
  pdf: Blob;
  recordId: string | null;
  reference: string | null;
  receivedAt: string;
}
