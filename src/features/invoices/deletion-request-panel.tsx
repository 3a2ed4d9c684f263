import {
  selectDeletionNotice,
  selectDeletionRequest,
  selectFailure,
} from '../../../machines/invoice-lifecycle/invoice-lifecycle.selectors';
import { Button } from '../../ui/button';
import { Loading } from '../../ui/loading';
import { useInvoiceSelector } from './invoice-context';
import { useInvoiceCommands } from './use-invoice';
import type { InvoiceLifecycleMachine } from '../../../machines/invoice-lifecycle/invoice-lifecycle.machine';
import type { SnapshotFrom } from 'xstate';

const STEPS = ['awaitingApproval', 'loadingRequest', 'requestLoadFailed', 'reviewing', 'accepting', 'rejecting', 'decisionFailed'] as const;
type DeletionStep = (typeof STEPS)[number];

const selectDeletionStep = (s: SnapshotFrom<InvoiceLifecycleMachine>): DeletionStep | null =>
  STEPS.find((step) => s.matches({ viewing: { pendingDeletion: step } })) ?? null;

/**
 * A deletion request waiting: anyone but an admin reads that an admin must approve it; an admin
 * sees who asked and why, and accepts or rejects it.
 */
export function DeletionRequestPanel() {
  const step = useInvoiceSelector(selectDeletionStep);
  const request = useInvoiceSelector(selectDeletionRequest);
  const notice = useInvoiceSelector(selectDeletionNotice);
  const failure = useInvoiceSelector(selectFailure);
  const { retry, acceptDeletion, rejectDeletion } = useInvoiceCommands();
  if (!step) return null;
  const deciding = step === 'accepting' || step === 'rejecting';
  return (
    <section aria-label="Deletion request" className="space-y-3 rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-950">
      <h2 className="font-semibold">Deletion requested</h2>
      {step === 'awaitingApproval' && notice && <p>{notice}</p>}
      {step === 'loadingRequest' && <Loading label="Loading the deletion request" />}
      {(step === 'requestLoadFailed' || step === 'decisionFailed') && failure && (
        <p role="alert" className="rounded-lg bg-red-50 p-2 text-red-800">
          {failure.message}
        </p>
      )}
      {step === 'requestLoadFailed' && (
        <Button variant="secondary" onClick={retry}>
          Try again
        </Button>
      )}
      {request && step !== 'loadingRequest' && step !== 'requestLoadFailed' && (
        <>
          <dl className="grid gap-2 sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Requested by</dt>
            <dd>{request.username}</dd>
            <dt className="font-medium">Reason</dt>
            <dd>{request.initiator_reason_for_deletion}</dd>
          </dl>
          <div className="flex gap-2">
            <Button variant="danger" busy={step === 'accepting'} disabled={deciding} onClick={acceptDeletion}>
              Accept
            </Button>
            <Button variant="secondary" busy={step === 'rejecting'} disabled={deciding} onClick={rejectDeletion}>
              Reject
            </Button>
          </div>
        </>
      )}
    </section>
  );
}
