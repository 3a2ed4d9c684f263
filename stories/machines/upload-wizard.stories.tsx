import { useEffect, useState } from 'react';
import { createActor, type SnapshotFrom } from 'xstate';
import { FILE_TOO_LARGE } from '../../domain/messages';
import { DOCUMENT_KINDS } from '../../domain/upload';
import { uploadWizardMachine, type UploadWizardMachine } from '../../machines/upload-wizard/upload-wizard.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import { inertUploadWizardMachine, UploadWizardScreen } from './upload-wizard.screen';
import type { UploadWizardContext } from '../../machines/upload-wizard/upload-wizard.types';
import type { UploadWizardActor } from '../../src/app/uploads/use-upload-wizard';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** A debit note's premium receipt, as a broker scans it. */
const STORY_FILE = new File(['%PDF-1.7\n% Premium receipt for DN-2026-0142\n'], 'Leadway premium receipt DN-2026-0142.pdf', {
  type: 'application/pdf',
});

/** The context each leaf state holds, as its own transitions would have left it. */
function uploadContextFor(state: string): UploadWizardContext {
  const base: UploadWizardContext = {
    accept: DOCUMENT_KINDS,
    sendAtOnce: false,
    file: null,
    rejection: null,
    progress: null,
    failure: null,
  };
  switch (state) {
    case 'rejected':
      return { ...base, rejection: { fileName: 'Scan of receipt (large).pdf', message: FILE_TOO_LARGE } };
    case 'chosen':
    case 'uploaded':
      return { ...base, file: STORY_FILE };
    case 'uploading':
      return { ...base, file: STORY_FILE, progress: { sent: 42_000, total: 100_000 } };
    case 'failed':
      return { ...base, file: STORY_FILE, failure: { message: 'Network error, please try again', code: 'NETWORK_ERROR', fieldErrors: {} } };
    default:
      return base;
  }
}

function createUploadWizardActorIn(state: string): UploadWizardActor {
  if (!leafStates(uploadWizardMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the upload wizard machine`);
  const snapshot = inertUploadWizardMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<UploadWizardMachine>['value'],
    context: uploadContextFor(state),
  });
  return createActor(inertUploadWizardMachine, { snapshot, input: { accept: DOCUMENT_KINDS, sendAtOnce: false } });
}

function UploadWizardStory({ state }: { state: string }) {
  const [actor, setActor] = useState<UploadWizardActor | null>(null);
  useEffect(() => {
    const created = createUploadWizardActorIn(state);
    created.start();
    setActor(created);
    return () => created.stop();
  }, [state]);
  return actor ? <UploadWizardScreen actor={actor} /> : null;
}

/**
 * One file from choosing to stored, one story per state of the upload wizard machine: the shared
 * upload view over an actor resolved into the state, with an upload that never finishes.
 */
const meta = {
  title: 'Machines/Upload wizard',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <UploadWizardStory state={(parameters as MachineStoryParameters).state} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choosing: Story = {
  name: 'choosing',
  parameters: { machine: 'upload-wizard', state: 'choosing' },
};

export const Rejected: Story = {
  name: 'rejected: over 2MB (shown for 5 seconds)',
  parameters: { machine: 'upload-wizard', state: 'rejected' },
};

export const Chosen: Story = {
  name: 'chosen: checked, waiting to be sent',
  parameters: { machine: 'upload-wizard', state: 'chosen' },
};

export const Uploading: Story = {
  name: 'uploading: 42%',
  parameters: { machine: 'upload-wizard', state: 'uploading' },
};

export const Uploaded: Story = {
  name: 'uploaded',
  parameters: { machine: 'upload-wizard', state: 'uploaded' },
};

export const Failed: Story = {
  name: 'failed: network error, Retry',
  parameters: { machine: 'upload-wizard', state: 'failed' },
};
