import { uploadPercent } from '../../domain/upload';
import type { UploadWizardMachine } from './upload-wizard.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<UploadWizardMachine>;

/** What an upload screen shows: one slot per state. */
export type UploadSlot = 'choosing' | 'rejected' | 'chosen' | 'uploading' | 'uploaded' | 'failed';

export const selectUploadSlot = (s: Snapshot): UploadSlot => {
  if (s.matches('rejected')) return 'rejected';
  if (s.matches('chosen')) return 'chosen';
  if (s.matches('uploading')) return 'uploading';
  if (s.matches('uploaded')) return 'uploaded';
  if (s.matches('failed')) return 'failed';
  return 'choosing';
};

/** The checked file the wizard holds (chosen, uploading, uploaded or failed), else null. */
export const selectFile = (s: Snapshot) => s.context.file;
export const selectRejection = (s: Snapshot) => s.context.rejection;
export const selectFailure = (s: Snapshot) => s.context.failure;
/** Whole per cent sent while uploading; null otherwise or when the total is unknown. */
export const selectPercent = (s: Snapshot) => (s.context.progress ? uploadPercent(s.context.progress) : null);
export const selectAccept = (s: Snapshot) => s.context.accept;
