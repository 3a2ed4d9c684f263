import { fromPromise, type ActorRefFrom } from 'xstate';
import { pdfTemplateEditorMachine, type PdfTemplateEditorMachine } from '../../machines/pdf-template-editor/pdf-template-editor.machine';
import { PdfTemplateEditorProvider } from '../../src/features/pdf-templates/pdf-template-context';
import { PdfTemplateEditorView } from '../../src/features/pdf-templates/pdf-template-editor-view';
import { PageHeader } from '../../src/ui/page-header';
import type {
  PdfDocumentKind,
  PdfPreviewRequest,
  PdfTemplate,
  PdfTemplateLoaded,
  PdfTemplatePreview,
} from '../../machines/pdf-template-editor/pdf-template-editor.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish, so a story stays in the state it shows. */
export const inertPdfTemplateEditorMachine = pdfTemplateEditorMachine.provide({
  actors: {
    loadTemplate: fromPromise<PdfTemplateLoaded, { kind: PdfDocumentKind }>(() => pending()),
    previewTemplate: fromPromise<PdfTemplatePreview, PdfPreviewRequest>(() => pending()),
    saveTemplate: fromPromise<PdfTemplate, PdfPreviewRequest>(() => pending()),
    resetTemplate: fromPromise<PdfTemplate, { kind: PdfDocumentKind }>(() => pending()),
  },
});

/** /pdf-templates over a PDF template editor actor, as its state stories and the walker show it. */
export function PdfTemplateEditorScreen({ actor }: { actor: ActorRefFrom<PdfTemplateEditorMachine> }) {
  return (
    <div className="min-h-screen space-y-5 bg-slate-50 px-4 py-5 md:px-8">
      <PageHeader title="PDF Templates" />
      <PdfTemplateEditorProvider actor={actor}>
        <PdfTemplateEditorView />
      </PdfTemplateEditorProvider>
    </div>
  );
}
