import {
  PdfTemplateListResponse,
  PdfTemplateResponse,
  PdfTemplateSavedResponse,
  PREVIEW_RECORD_HEADER,
  PREVIEW_REFERENCE_HEADER,
  SAMPLE_RECORD,
  type PdfTemplatePreview,
} from '../../domain/api/pdf-templates';
import type {
  PdfDocumentKind,
  PdfTemplate,
  PdfTemplateBody,
  PdfTemplatePreviewPayload,
  PdfTemplateSummary,
} from '../../domain/pdf-templates';
import type { ApiClient } from './client';

const path = (kind: PdfDocumentKind) => `/pdf-templates/${encodeURIComponent(kind)}`;

/** GET /pdf-templates: each kind of printed document with its template's version (0: the default); needs 'Manage Mail Settings'. */
export async function fetchPdfTemplates(api: ApiClient, signal?: AbortSignal): Promise<PdfTemplateSummary[]> {
  return (await api.request('/pdf-templates', { signal, response: PdfTemplateListResponse })).data as PdfTemplateSummary[];
}

/** GET /pdf-templates/{kind}: the template the kind prints with and the optional parts it may show. */
export async function fetchPdfTemplate(api: ApiClient, kind: PdfDocumentKind, signal?: AbortSignal): Promise<PdfTemplate> {
  return (await api.request(path(kind), { signal, response: PdfTemplateResponse })).data as PdfTemplate;
}

/** PUT /pdf-templates/{kind}: saved as a new version; documents already sent keep theirs. */
export async function savePdfTemplate(
  api: ApiClient,
  kind: PdfDocumentKind,
  template: PdfTemplateBody,
  signal?: AbortSignal,
): Promise<PdfTemplate> {
  const body = { ...template };
  return (await api.request(path(kind), { method: 'PUT', body, signal, response: PdfTemplateSavedResponse })).data as PdfTemplate;
}

/** POST /pdf-templates/{kind}/reset: the default saved as a new version. */
export async function resetPdfTemplate(api: ApiClient, kind: PdfDocumentKind, signal?: AbortSignal): Promise<PdfTemplate> {
  return (await api.request(`${path(kind)}/reset`, { method: 'POST', signal, response: PdfTemplateSavedResponse })).data as PdfTemplate;
}

/**
 * POST /pdf-templates/{kind}/preview: the document as the unsaved template prints it, from the
 * chosen record or the brokerage's latest of the kind, with the record it shows (none for a sample).
 */
export async function previewPdfTemplate(
  api: ApiClient,
  kind: PdfDocumentKind,
  payload: PdfTemplatePreviewPayload,
  signal?: AbortSignal,
): Promise<PdfTemplatePreview> {
  const response = await api.stream(`${path(kind)}/preview`, { method: 'POST', body: { ...payload }, signal });
  const record = response.headers.get(PREVIEW_RECORD_HEADER);
  const reference = response.headers.get(PREVIEW_REFERENCE_HEADER);
  return {
    pdf: await response.blob(),
    recordId: record && record !== SAMPLE_RECORD ? record : null,
    reference: reference ? decodeURIComponent(reference) : null,
    receivedAt: new Date().toISOString(),
  };
}
