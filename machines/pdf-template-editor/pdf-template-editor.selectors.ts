import type { PdfTemplateEditorMachine } from './pdf-template-editor.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<PdfTemplateEditorMachine>;

/** What the screen shows: one slot per state. */
export type PdfTemplateEditorSlot = 'loading' | 'loadFailed' | 'editor';

export const selectSlot = (s: Snapshot): PdfTemplateEditorSlot => {
  if (s.matches('loading')) return 'loading';
  if (s.matches('loadFailed')) return 'loadFailed';
  return 'editor';
};

/** Where the preview stands: asked for once the form rests, printing, shown, held for the form's problems, or failed. */
export type PreviewStage = 'waiting' | 'previewing' | 'shown' | 'held' | 'failed';

export const selectPreviewStage = (s: Snapshot): PreviewStage => {
  if (s.matches({ editing: 'waiting' })) return 'waiting';
  if (s.matches({ editing: 'previewing' })) return 'previewing';
  if (s.matches({ editing: 'held' })) return 'held';
  if (s.matches({ editing: 'previewFailed' })) return 'failed';
  return 'shown';
};

export const selectKind = (s: Snapshot) => s.context.kind;
export const selectSummaries = (s: Snapshot) => s.context.summaries;
export const selectSaved = (s: Snapshot) => s.context.saved;
export const selectForm = (s: Snapshot) => s.context.form;
export const selectFieldErrors = (s: Snapshot) => s.context.fieldErrors;
export const selectFailure = (s: Snapshot) => s.context.failure;
export const selectNotice = (s: Snapshot) => s.context.notice;
export const selectPreview = (s: Snapshot) => s.context.preview;
export const selectPreviewFailure = (s: Snapshot) => s.context.previewFailure;
export const selectIsSaving = (s: Snapshot) => s.matches('saving');
export const selectIsResetting = (s: Snapshot) => s.matches('resetting');
export const selectIsConfirmingReset = (s: Snapshot) => s.matches('confirmingReset') || s.matches('resetting');
export const selectIsConfirmingDiscard = (s: Snapshot) => s.matches('confirmingDiscard');
export const selectPendingKind = (s: Snapshot) => s.context.pendingKind;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
