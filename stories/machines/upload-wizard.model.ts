import { DOCUMENT_KINDS, IMAGE_KINDS, uploadPercent } from '../../domain/upload';
import { ApiFailure } from '../../src/api/errors';
import type { UploadWizardMachine } from '../../machines/upload-wizard/upload-wizard.machine';
import type { UploadWizardEvent, UploadWizardInput } from '../../machines/upload-wizard/upload-wizard.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The upload wizard's model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

type Snapshot = SnapshotFrom<UploadWizardMachine>;

export const file = (name: string, size = 1024, type = 'image/png') => new File([new Uint8Array(size)], name, { type });

export const FILES = {
  picture: file('halima.png'),
  scan: file('Receipt 2026.jpg', 2048, 'image/jpeg'),
  tooLarge: file('holiday.png', 2 * 1024 * 1024 + 1),
  specialName: file('me & you.png'),
  wrongKind: file('logo.pdf', 512, 'application/pdf'),
};

/** What the server answered for a stored avatar. */
export const STORED = { avatar_uri: '/api/v1/file/download?fileName=6f1c2d3e.png' };

export const FAILURES = {
  unsupported: new ApiFailure('This file is not a PNG or JPEG file', 415, 'UNSUPPORTED_MEDIA_TYPE', { file: 'Choose a PNG or JPEG file' }),
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
};

/** The rejection's five seconds running out, as XState names the delayed event. */
export const REJECTION_OVER = 'xstate.after.rejectionShown.uploadWizard.rejected';

export type UploadWizardModelEvent =
  | UploadWizardEvent
  | { type: 'xstate.done.actor.sendFile'; output: typeof STORED }
  | { type: 'xstate.error.actor.sendFile'; error: unknown }
  | { type: typeof REJECTION_OVER };
type ModelEvent = UploadWizardModelEvent;

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'upload.choose', file: FILES.picture },
  { type: 'upload.choose', file: FILES.tooLarge },
  { type: 'upload.choose', file: FILES.wrongKind },
  { type: REJECTION_OVER },
  { type: 'upload.send' },
  { type: 'upload.progress', progress: { sent: 512, total: 1024 } },
  { type: 'xstate.done.actor.sendFile', output: STORED },
  { type: 'xstate.error.actor.sendFile', error: FAILURES.network },
  { type: 'upload.retry' },
  { type: 'upload.cancel' },
  { type: 'upload.reset' },
];

export const ENTRIES: Record<string, UploadWizardInput> = {
  'a picture, confirmed before sending': { accept: IMAGE_KINDS, sendAtOnce: false },
  'a document, sent at once': { accept: DOCUMENT_KINDS, sendAtOnce: true },
};

export function describeWizard(snapshot: Snapshot) {
  const { file: chosen, rejection, progress, failure } = snapshot.context;
  return {
    value: snapshot.value,
    file: chosen?.name ?? null,
    rejection: rejection?.message ?? null,
    percent: progress ? uploadPercent(progress) : null,
    failure: failure?.code ?? null,
  };
}

// Files serialise to {} in JSON: an event is named by its file instead.
export const eventName = (event: ModelEvent) => {
  const base = event.type
    .replace('xstate.done.actor.', 'done:')
    .replace('xstate.error.actor.', 'error:')
    .replace(REJECTION_OVER, '5 seconds');
  return event.type === 'upload.choose' ? `${base}(${event.file.name})` : base;
};

export const uploadWizardModel: MachineModel<UploadWizardModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeWizard(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'upload.choose': 'choose a file',
    'upload.send': 'send the file',
    'upload.progress': 'the upload reports progress',
    'xstate.done.actor.sendFile': 'the server stores the file',
    'xstate.error.actor.sendFile': 'the upload fails',
    [REJECTION_OVER]: 'after 5 seconds',
  },
};
