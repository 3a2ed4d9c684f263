import { ApiFailure } from '../../src/api/errors';
import { DEFAULT_DEBIT_NOTE, LATEST_INVOICE_ID, previewOf, SAVED_DEBIT_NOTE, summariesOf } from '../../tests/support/pdf-template-fixtures';
import type { PdfTemplateEditorMachine } from '../../machines/pdf-template-editor/pdf-template-editor.machine';
import type {
  PdfTemplate,
  PdfTemplateEditorEvent,
  PdfTemplateLoaded,
  PdfTemplatePreview,
} from '../../machines/pdf-template-editor/pdf-template-editor.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The PDF template editor's model: the event cases its model-based tests walk, which the walker and
// the paths on its Diagram page offer too.

/** The invoke ids, as the machine names them. */
export type PdfTemplateActorName = 'loadTemplate' | 'previewTemplate' | 'saveTemplate' | 'resetTemplate';

/** The form resting long enough after a change, as XState names the delayed event. */
export const FORM_RESTED = 'xstate.after.previewDelay.pdfTemplateEditor.editing.waiting';

type Snapshot = SnapshotFrom<PdfTemplateEditorMachine>;
type Output = PdfTemplateLoaded | PdfTemplate | PdfTemplatePreview;
type DoneEvent = { type: `xstate.done.actor.${PdfTemplateActorName}`; output: Output };
type ErrorEvent = { type: `xstate.error.actor.${PdfTemplateActorName}`; error: unknown };
export type PdfTemplateModelEvent = PdfTemplateEditorEvent | DoneEvent | ErrorEvent | { type: typeof FORM_RESTED };
type ModelEvent = PdfTemplateModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  invalid: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    footerText: 'Must be at most 200 characters',
  }),
};

const done = (id: PdfTemplateActorName, output: Output): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: PdfTemplateActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  done('loadTemplate', { summaries: summariesOf(), template: DEFAULT_DEBIT_NOTE }),
  done('loadTemplate', { summaries: summariesOf(SAVED_DEBIT_NOTE), template: SAVED_DEBIT_NOTE }),
  failed('loadTemplate', FAILURES.network),
  { type: 'pdfTemplate.retry' },
  { type: 'pdfTemplate.choose', kind: 'creditNote' },
  { type: 'pdfTemplate.choose', kind: 'debitNote' },
  { type: 'pdfTemplate.edit', change: { accentColour: '#7a1f1f' } },
  { type: 'pdfTemplate.edit', change: { accentColour: 'red' } },
  { type: FORM_RESTED },
  done('previewTemplate', previewOf(LATEST_INVOICE_ID)),
  failed('previewTemplate', FAILURES.network),
  { type: 'pdfTemplate.save' },
  done('saveTemplate', { ...SAVED_DEBIT_NOTE, version: 3 }),
  failed('saveTemplate', FAILURES.invalid),
  { type: 'pdfTemplate.reset' },
  { type: 'pdfTemplate.cancelReset' },
  { type: 'pdfTemplate.confirmReset' },
  { type: 'pdfTemplate.cancelDiscard' },
  { type: 'pdfTemplate.confirmDiscard' },
  done('resetTemplate', { ...DEFAULT_DEBIT_NOTE, version: 4 }),
  failed('resetTemplate', FAILURES.network),
];

export function describeEditor(snapshot: Snapshot) {
  const { kind, saved, form, failure, preview, previewFailure, notice, pendingKind } = snapshot.context;
  return {
    value: snapshot.value,
    kind,
    version: saved?.version ?? null,
    accent: form.accentColour,
    failure: failure ? (failure.code ?? 'form') : null,
    preview: preview ? preview.template.accentColour : null,
    previewFailure: previewFailure?.code ?? null,
    notice,
    pendingKind,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type
    .replace('xstate.done.actor.', 'done:')
    .replace('xstate.error.actor.', 'error:')
    .replace(FORM_RESTED, 'form rested');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('output' in event) {
    const { output } = event;
    if ('pdf' in output) return `${base}(${output.recordId ? 'record' : 'sample'})`;
    if ('summaries' in output) return `${base}(version ${output.template.version})`;
    return `${base}(version ${output.version})`;
  }
  if (event.type === 'pdfTemplate.edit') return `${base}(${JSON.stringify(event.change)})`;
  if (event.type === 'pdfTemplate.choose') return `${base}(${event.kind})`;
  return base;
};

export const pdfTemplateEditorModel: MachineModel<PdfTemplateModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeEditor(snapshot as Snapshot),
  entries: { 'an admin': undefined },
  labels: {
    'pdfTemplate.edit': 'change the template',
    'pdfTemplate.choose': 'choose another document',
    'pdfTemplate.confirmReset': 'confirm the reset',
    'pdfTemplate.cancelReset': 'keep the template',
    'pdfTemplate.confirmDiscard': 'discard the changes',
    'pdfTemplate.cancelDiscard': 'keep editing',
    [FORM_RESTED]: 'the form rests 400 ms',
    'xstate.done.actor.loadTemplate': 'the template loads',
    'xstate.done.actor.previewTemplate': 'the preview is printed',
  },
};
