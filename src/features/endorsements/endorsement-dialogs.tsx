import { useState, type ReactNode } from 'react';
import { formatNairaText } from '../../../domain/money';
import { MAX_DECISION_REASON, type EndorsementDetails } from '../../../domain/policies';
import { BlobPreview } from '../../ui/blob-preview';
import { LoadFailure } from '../../ui/load-failure';
import { Loading } from '../../ui/loading';
import { Modal } from '../../ui/modal';
import { StepDialog } from '../../ui/step-dialog';
import { TextArea } from '../../ui/text-area';
import { adjustmentText, day } from './endorsement-format';
import type { EndorsementLifecycleState } from './use-endorsement-lifecycle';

/** What approving raises: the invoice of an additional premium, or the remittance invoice and refund of a return premium. */
function approvalQuestion(e: EndorsementDetails) {
  const base = `Approve ${e.endorsement_number} on ${e.policy_number}?`;
  if (e.premium_adjustment_kind === 'additional')
    return `${base} An invoice for the additional premium of ${formatNairaText(e.premium_adjustment)} is raised for ${e.client_name}.`;
  if (e.premium_adjustment_kind === 'return')
    return `${base} The return premium of ${formatNairaText(e.premium_adjustment)} is put on a remittance invoice and refunded to ${e.client_name}.`;
  return `${base} The premium does not change.`;
}

const applyQuestion = (e: EndorsementDetails) =>
  `Apply ${e.endorsement_number} to ${e.policy_number} from ${day(e.effective_date)}? Its premium becomes ${formatNairaText(e.new_premium)}, ` +
  `its sum insured ${formatNairaText(e.new_sum_insured)} and its last day of cover ${day(e.new_end_date)}.`;

function Frame({
  state,
  title,
  children,
  confirm,
  onConfirm,
}: {
  state: EndorsementLifecycleState;
  title: string;
  children: ReactNode;
  confirm?: string;
  onConfirm?: () => void;
}) {
  return (
    <StepDialog
      title={title}
      step={state.step}
      failure={state.failure}
      canRetry={state.canRetry}
      onRetry={state.retry}
      onClose={state.close}
      confirm={confirm}
      onConfirm={onConfirm}
    >
      {children}
    </StepDialog>
  );
}

/** Why it is rejected; what was typed stays through a refusal or a failure. */
function ReasonForm({ state }: { state: EndorsementLifecycleState }) {
  const [reason, setReason] = useState(state.reason);
  return (
    <Frame state={state} title="Reject the endorsement" confirm="Reject the endorsement" onConfirm={() => state.giveReason(reason)}>
      <TextArea
        label="Why it is rejected"
        required
        value={reason}
        onChange={setReason}
        limit={MAX_DECISION_REASON}
        stopAtLimit
        disabled={state.step === 'busy'}
        error={state.failure?.fieldErrors.reason}
      />
    </Frame>
  );
}

const fileNameOf = (e: EndorsementDetails) => `endorsement-${e.endorsement_number.replace(/\W+/g, '-')}.pdf`;

/** The endorsement as a PDF, fetched by the machine with the session. */
function DocumentPreview({ state, endorsement }: { state: EndorsementLifecycleState; endorsement: EndorsementDetails }) {
  const preparing = 'Preparing the endorsement';
  return (
    <Modal open onClose={state.close} title={`Endorsement ${endorsement.endorsement_number}`} size="full">
      {state.step === 'failed' ? (
        <LoadFailure message={state.failure?.message} onRetry={state.retry} />
      ) : state.document ? (
        <BlobPreview blob={state.document} fileName={fileNameOf(endorsement)} preparing={preparing} />
      ) : (
        <Loading label={preparing} />
      )}
    </Modal>
  );
}

/** The dialog the machine has open, one slot per dialog; the upload dialog lives with the documents. */
export function EndorsementDialogs({ state }: { state: EndorsementLifecycleState }) {
  const { dialog, endorsement } = state;
  if (!dialog || !endorsement) return null;
  switch (dialog) {
    case 'approving':
      return (
        <Frame state={state} title="Approve the endorsement" confirm="Approve" onConfirm={state.confirm}>
          <p>{approvalQuestion(endorsement)}</p>
          <p className="text-slate-600">{adjustmentText(endorsement)}</p>
        </Frame>
      );
    case 'rejecting':
      return <ReasonForm state={state} />;
    case 'applying':
      return (
        <Frame state={state} title="Apply to the policy" confirm="Apply to the policy" onConfirm={state.confirm}>
          <p>{applyQuestion(endorsement)}</p>
        </Frame>
      );
    case 'applyRefused':
      return (
        <Frame state={state} title="Not applied yet">
          <p role="alert">{state.applyRefusal}</p>
        </Frame>
      );
    case 'viewingDocument':
      return <DocumentPreview state={state} endorsement={endorsement} />;
    case 'uploading':
      return null;
  }
}
