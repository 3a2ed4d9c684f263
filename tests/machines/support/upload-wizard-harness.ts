import { createActor, SimulatedClock } from 'xstate';
import { IMAGE_KINDS, REJECTION_SHOWN_MS, type UploadProgress } from '../../../domain/upload';
import { uploadWizardMachine } from '../../../machines/upload-wizard/upload-wizard.machine';
import { ApiFailure } from '../../../src/api/errors';
import { controlledActors, settle } from './controlled-actors';
import type { SendFileInput, UploadWizardInput } from '../../../machines/upload-wizard/upload-wizard.types';

export { settle };

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

/** An upload wizard whose `sendFile` stays pending until the test settles it, on a clock the test moves. */
export function createUploadWizardHarness(input: UploadWizardInput = { accept: IMAGE_KINDS }) {
  const stand = controlledActors<'sendFile', { sendFile: unknown }>();
  const announced: { file: File; answer: unknown }[] = [];
  const clock = new SimulatedClock();
  const machine = uploadWizardMachine.provide({
    actors: { sendFile: stand.controlled<unknown, SendFileInput>('sendFile') },
    actions: { announceUploaded: (_, params) => void announced.push(params) },
  });
  const actor = createActor(machine, { input, clock });
  return {
    machine,
    actor,
    clock,
    announced,
    invocations: stand.invocations,
    isRunning: stand.isRunning,
    start() {
      actor.start();
      return this;
    },
    resolve: (answer: unknown) => stand.resolve('sendFile', answer),
    reject: (error: unknown) => stand.reject('sendFile', error),
    /** What the running upload reports, as XMLHttpRequest's upload.onprogress would. */
    report: (progress: UploadProgress) => (stand.inputOf('sendFile') as SendFileInput).reportProgress(progress),
    /** Lets the rejection's five seconds pass. */
    waitOutRejection: () => clock.increment(REJECTION_SHOWN_MS),
    state: () => actor.getSnapshot(),
  };
}

export type UploadWizardHarness = ReturnType<typeof createUploadWizardHarness>;
