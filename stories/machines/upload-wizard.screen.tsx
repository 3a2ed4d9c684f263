import { fromPromise } from 'xstate';
import { uploadWizardMachine } from '../../machines/upload-wizard/upload-wizard.machine';
import { useUploadWizardOf, type UploadWizardActor } from '../../src/app/uploads/use-upload-wizard';
import { UploadWizardView } from '../../src/ui/upload-wizard-view';
import type { SendFileInput } from '../../machines/upload-wizard/upload-wizard.types';

/** An upload that never finishes and a screen that hears nothing, so a story stays in the state it shows. */
export const inertUploadWizardMachine = uploadWizardMachine.provide({
  actors: { sendFile: fromPromise<unknown, SendFileInput>(() => new Promise(() => {})) },
  actions: { announceUploaded: () => {} },
});

/** A debit note's premium receipt upload over an upload wizard actor, as its state stories and the walker show it. */
export function UploadWizardScreen({ actor }: { actor: UploadWizardActor }) {
  const wizard = useUploadWizardOf(actor);
  return (
    <div className="min-h-screen bg-slate-50 p-8">
      <section
        aria-labelledby="receipt-upload-title"
        className="max-w-xl space-y-3 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="receipt-upload-title" className="text-base font-semibold text-slate-900">
          Premium receipt
        </h2>
        <UploadWizardView wizard={wizard} chooseLabel="Choose a receipt" sendLabel="Upload receipt" />
      </section>
    </div>
  );
}
