import { useState, type ReactNode } from 'react';
import { formatNairaText } from '../../../domain/money';
import { MAX_INSURER_POLICY_NUMBER, MAX_STATUS_REASON, type PolicyDetails } from '../../../domain/policies';
import { StepDialog } from '../../ui/step-dialog';
import { TextArea } from '../../ui/text-area';
import { TextField } from '../../ui/text-field';
import { period } from './policy-format';
import type { PolicyDialog } from '../../../machines/policy-lifecycle/policy-lifecycle.selectors';
import type { PolicyLifecycleState } from './use-policy-lifecycle';

type Asked = Extract<
  PolicyDialog,
  'placing' | 'confirmingPlacement' | 'activating' | 'expiring' | 'sendingCreditNote' | 'billing' | 'sendingRenewalNotice'
>;

const QUESTIONS: Record<Asked, { title: string; confirm: string; question: (policy: PolicyDetails) => string }> = {
  placing: {
    title: 'Send the placement slip',
    confirm: 'Send the slip',
    question: (p) => `Mail the placement slip for ${p.policy_number} to ${p.insurance_provider_name}’s underwriters?`,
  },
  confirmingPlacement: {
    title: 'Insurer confirmed',
    confirm: 'Record the acceptance',
    question: (p) => `Record that ${p.insurance_provider_name} accepted the placement of ${p.policy_number}?`,
  },
  activating: {
    title: 'Put on cover',
    confirm: 'Put on cover',
    question: (p) => `Put ${p.policy_number} on cover from ${p.start_date}? The premium is received and the insurer has confirmed.`,
  },
  expiring: {
    title: 'Mark expired',
    confirm: 'Mark expired',
    question: (p) => `Mark ${p.policy_number} expired? Its period ended on ${p.end_date}.`,
  },
  sendingCreditNote: {
    title: 'Send the credit note',
    confirm: 'Send the credit note',
    question: (p) => `Mail the broker’s credit note for ${p.policy_number} to ${p.insurance_provider_name}?`,
  },
  billing: {
    title: 'Raise the invoice',
    confirm: 'Raise the invoice',
    question: (p) =>
      `Raise a ${p.transaction_type} invoice for ${p.policy_number}, ${p.client_name}, for its premium of ${formatNairaText(p.premium)} and period ${period(p.start_date, p.end_date)}?`,
  },
  sendingRenewalNotice: {
    title: 'Send the renewal notice',
    confirm: 'Send the notice',
    question: (p) => `Mail ${p.client_name} a renewal notice for ${p.policy_number}, which ends on ${p.end_date}?`,
  },
};

function Frame({
  state,
  title,
  children,
  confirm,
  onConfirm,
}: {
  state: PolicyLifecycleState;
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

function NumberForm({ state }: { state: PolicyLifecycleState }) {
  const [number, setNumber] = useState(state.policy?.insurer_policy_number ?? '');
  return (
    <Frame state={state} title="Record the insurer’s policy number" confirm="Save the number" onConfirm={() => state.saveNumber(number)}>
      <TextField
        label="Insurer’s policy number"
        required
        value={number}
        maxLength={MAX_INSURER_POLICY_NUMBER}
        disabled={state.step === 'busy'}
        error={state.failure?.fieldErrors.insurerPolicyNumber}
        onChange={(event) => setNumber(event.target.value)}
      />
    </Frame>
  );
}

function ReasonForm({ state, lapse }: { state: PolicyLifecycleState; lapse: boolean }) {
  const [reason, setReason] = useState('');
  return (
    <Frame
      state={state}
      title={lapse ? 'Lapse the policy' : 'Cancel the policy'}
      confirm={lapse ? 'Lapse the policy' : 'Cancel the policy'}
      onConfirm={() => state.giveReason(reason)}
    >
      <TextArea
        label={lapse ? 'Why it lapses' : 'Why it is cancelled'}
        required
        value={reason}
        onChange={setReason}
        limit={MAX_STATUS_REASON}
        stopAtLimit
        disabled={state.step === 'busy'}
        error={state.failure?.fieldErrors.reason}
      />
    </Frame>
  );
}

/** The dialog the machine has open, one slot per dialog; the upload dialog lives with the documents. */
export function PolicyDialogs({ state }: { state: PolicyLifecycleState }) {
  const { dialog, policy } = state;
  if (!dialog || !policy) return null;
  switch (dialog) {
    case 'recordingNumber':
      return <NumberForm state={state} />;
    case 'lapsing':
    case 'cancelling':
      return <ReasonForm state={state} lapse={dialog === 'lapsing'} />;
    case 'coverRefused':
      return (
        <Frame state={state} title="Not yet on cover">
          <p role="alert">{state.coverRefusal}</p>
        </Frame>
      );
    case 'uploading':
      return null;
    default: {
      const asked = QUESTIONS[dialog];
      return (
        <Frame state={state} title={asked.title} confirm={asked.confirm} onConfirm={state.confirm}>
          <p>{asked.question(policy)}</p>
        </Frame>
      );
    }
  }
}
