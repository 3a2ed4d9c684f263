import { useState } from 'react';
import { CLAIM_MAIL_EVENTS, type ClaimMailEvent } from '../../../domain/claims';
import { SelectInput } from '../../ui/select-input';
import { StepDialog } from '../../ui/step-dialog';
import type { ClaimState } from './use-claim';

const MAILS: Record<ClaimMailEvent, string> = {
  registered: 'Claim registered',
  documents_requested: 'Documents requested',
  submitted: 'Submitted to the insurer',
  offer_received: 'Offer received',
  settled: 'Claim settled',
  declined: 'Claim declined',
  overdue: 'Claim overdue',
};
const OPTIONS = CLAIM_MAIL_EVENTS.map((event) => ({ value: event, label: MAILS[event] }));

/** Send mail: the mail of the claim's current status unless another is chosen; then who it went to. */
export function ClaimMailDialog({ state }: { state: ClaimState }) {
  const [event, setEvent] = useState<ClaimMailEvent | ''>('');
  const sent = state.step === 'done' ? state.mailSent : null;
  if (sent)
    return (
      <StepDialog title="Mail sent" step="asking" failure={null} canRetry={false} onRetry={state.retry} onClose={state.close}>
        <p role="status">{sent.message}</p>
        <ul aria-label="Sent to" className="list-disc pl-5">
          {sent.sent_to.map((to) => (
            <li key={to}>{to}</li>
          ))}
        </ul>
      </StepDialog>
    );
  return (
    <StepDialog
      title="Send mail"
      step={state.step === 'done' ? 'asking' : state.step}
      failure={state.failure}
      canRetry={state.canRetry}
      onRetry={state.retry}
      onClose={state.close}
      confirm="Send mail"
      onConfirm={() => state.sendMail(event || null)}
    >
      <p>The client and the insurer are mailed as the claim’s status says, unless another mail is chosen.</p>
      <SelectInput
        label="Mail"
        value={event}
        options={OPTIONS}
        placeholder="The one for the claim’s status"
        disabled={state.step === 'busy'}
        onChange={setEvent}
      />
    </StepDialog>
  );
}
