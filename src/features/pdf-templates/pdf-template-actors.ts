import { fromPromise } from 'xstate';
import { fetchPdfTemplate, fetchPdfTemplates, previewPdfTemplate, resetPdfTemplate, savePdfTemplate } from '../../api/pdf-templates';
import type {
  PdfDocumentKind,
  PdfPreviewRequest,
  PdfTemplate,
  PdfTemplateLoaded,
  PdfTemplatePreview,
} from '../../../machines/pdf-template-editor/pdf-template-editor.types';
import type { ApiClient } from '../../api/client';

/** The PDF template editor's requests, bound to the real API; leaving a state aborts its request. */
export function createPdfTemplateActors(api: ApiClient) {
  return {
    loadTemplate: fromPromise<PdfTemplateLoaded, { kind: PdfDocumentKind }>(async ({ input, signal }) => {
      const [summaries, template] = await Promise.all([fetchPdfTemplates(api, signal), fetchPdfTemplate(api, input.kind, signal)]);
      return { summaries, template };
    }),
    // The brokerage's latest record of the kind: the server picks it, or prints a labelled sample.
    previewTemplate: fromPromise<PdfTemplatePreview, PdfPreviewRequest>(({ input, signal }) =>
      previewPdfTemplate(api, input.kind, { template: input.template }, signal),
    ),
    saveTemplate: fromPromise<PdfTemplate, PdfPreviewRequest>(({ input, signal }) =>
      savePdfTemplate(api, input.kind, input.template, signal),
    ),
    resetTemplate: fromPromise<PdfTemplate, { kind: PdfDocumentKind }>(({ input, signal }) => resetPdfTemplate(api, input.kind, signal)),
  };
}
