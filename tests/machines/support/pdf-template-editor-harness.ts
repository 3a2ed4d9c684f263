import { createActor, SimulatedClock } from 'xstate';
import { PREVIEW_DELAY_MS, pdfTemplateEditorMachine } from '../../../machines/pdf-template-editor/pdf-template-editor.machine';
import { controlledActors, harnessOf } from './controlled-actors';
import type {
  PdfDocumentKind,
  PdfPreviewRequest,
  PdfTemplate,
  PdfTemplateLoaded,
  PdfTemplatePreview,
} from '../../../machines/pdf-template-editor/pdf-template-editor.types';
import type { PdfTemplateActorName } from '../../../stories/machines/pdf-template-editor.model';

interface Outputs {
  loadTemplate: PdfTemplateLoaded;
  previewTemplate: PdfTemplatePreview;
  saveTemplate: PdfTemplate;
  resetTemplate: PdfTemplate;
}

export { FAILURES, type PdfTemplateActorName } from '../../../stories/machines/pdf-template-editor.model';

/** The PDF template editor over calls that stay pending until the test settles them, on a clock the test moves. */
export function createPdfTemplateEditorHarness() {
  const stand = controlledActors<PdfTemplateActorName, Outputs>();
  const { controlled } = stand;
  const clock = new SimulatedClock();
  const machine = pdfTemplateEditorMachine.provide({
    actors: {
      loadTemplate: controlled<PdfTemplateLoaded, { kind: PdfDocumentKind }>('loadTemplate'),
      previewTemplate: controlled<PdfTemplatePreview, PdfPreviewRequest>('previewTemplate'),
      saveTemplate: controlled<PdfTemplate, PdfPreviewRequest>('saveTemplate'),
      resetTemplate: controlled<PdfTemplate, { kind: PdfDocumentKind }>('resetTemplate'),
    },
  });
  return harnessOf(machine, createActor(machine, { clock }), stand, {
    clock,
    /** Lets the form rest long enough for the preview to be asked for. */
    rest: () => clock.increment(PREVIEW_DELAY_MS),
  });
}

export type PdfTemplateEditorHarness = ReturnType<typeof createPdfTemplateEditorHarness>;
