import { createActor, SimulatedClock } from 'xstate';
import { IMAGE_KINDS, REJECTION_SHOWN_MS, type UploadProgress } from '../../../domain/upload';
import { uploadWizardMachine } from '../../../machines/upload-wizard/upload-wizard.machine';
import { controlledActors, settle } from './controlled-actors';
import type { SendFileInput, UploadWizardInput } from '../../../machines/upload-wizard/upload-wizard.types';

export { settle };

export { file, FILES, STORED, FAILURES } from '../../../stories/machines/upload-wizard.model';

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
