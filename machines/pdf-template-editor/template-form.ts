import { pdfTemplateBodyOf, type PdfDocumentKind, type PdfTemplateBody } from '../../domain/pdf-templates';
import { validatePayload } from '../../domain/validation';
import type { RequestFailure } from './pdf-template-editor.types';

// The template as the admin edits it, checked with the struct the server checks it with for its kind.

const INVALID_FORM = 'Please correct the highlighted fields';

type Checked = { value: PdfTemplateBody; failure: null } | { value: null; failure: RequestFailure };

export function checkedTemplate(kind: PdfDocumentKind, form: PdfTemplateBody): Checked {
  const result = validatePayload(pdfTemplateBodyOf(kind), form);
  if (result.ok) return { value: result.value, failure: null };
  const fieldErrors = Object.fromEntries(result.errors.map((error) => [error.field, error.message]));
  return { value: null, failure: { message: INVALID_FORM, status: 400, fieldErrors } };
}

/** Whether two templates print alike, field by field. */
export const sameTemplate = (a: PdfTemplateBody, b: PdfTemplateBody) =>
  (Object.keys(a) as (keyof PdfTemplateBody)[]).every((key) => JSON.stringify(a[key]) === JSON.stringify(b[key]));
