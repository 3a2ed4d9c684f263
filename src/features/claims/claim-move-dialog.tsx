import { useState } from 'react';
import { describeOffer, type ClaimStatus } from '../../../domain/claims';
import { positiveKobo } from '../../../domain/invoices/fields';
import { formatNairaText, nairaTextToKobo } from '../../../domain/money';
import { StepDialog } from '../../ui/step-dialog';
import { moveLabel } from './claim-moves';
import { MoveFields } from './move-fields';
import type { ClaimDetails, MoveForm } from '../../../machines/claims/claims.types';
import type { ClaimState } from './use-claim';

/** What the move does, in a sentence, before its fields. */
function moveQuestion(c: ClaimDetails, to: ClaimStatus): string {
  switch (to) {
    case 'documents_pending':
      return `Ask ${c.client_name} for what is still missing: ${c.missing_documents.join(', ') || 'nothing'}.`;
    case 'submitted':
      return `Submit claim ${c.claim_number} with its documents to ${c.insurance_provider_name}?`;
    case 'under_adjustment':
      return `Who did ${c.insurance_provider_name} appoint to adjust the loss?`;
    case 'offer_received':
      return `What did ${c.insurance_provider_name} offer on the ${formatNairaText(c.estimated_loss)} claimed?`;
    case 'offer_accepted':
      return `Accept the offer of ${formatNairaText(c.offer_amount)} less ${formatNairaText(c.excess)} excess: ${formatNairaText(c.net_offer)} to ${c.client_name}?`;
    case 'discharge_signed':
      return `${c.client_name} signed the discharge voucher for ${formatNairaText(c.net_offer)}?`;
    case 'payment_received':
      return `The settlement of ${formatNairaText(c.net_offer)} received from ${c.insurance_provider_name}.`;
    case 'settled':
      return c.status === 'payment_received'
        ? `Pay ${c.client_name} the ${formatNairaText(c.net_offer)} received from ${c.insurance_provider_name}.`
        : `${c.insurance_provider_name} paid ${c.client_name} directly.`;
    case 'closed':
      return `Close claim ${c.claim_number}? Nothing more is done to it.`;
    default:
      return '';
  }
}

/** The offer less the excess, as typed, once both read as amounts. */
function offerPreview(form: MoveForm): string | null {
  const offer = positiveKobo(form.offerAmount);
  const excess = form.excess ? nairaTextToKobo(form.excess) : 0;
  return offer !== null && excess !== null && excess <= offer ? describeOffer(offer, excess) : null;
}

/** A move to its next status: its question, the fields it records, and why the rules or the server refused it. */
export function ClaimMoveDialog({ state, claim, to }: { state: ClaimState; claim: ClaimDetails; to: ClaimStatus }) {
  const [form, setForm] = useState(state.moveForm);
  const label = moveLabel(claim.status, to);
  const preview = to === 'offer_received' ? offerPreview(form) : null;
  const busy = state.step === 'busy';
  return (
    <StepDialog
      title={label}
      size="md"
      step={state.step === 'done' ? 'asking' : state.step}
      failure={state.failure}
      canRetry={state.canRetry}
      onRetry={state.retry}
      onClose={state.close}
      confirm={label}
      onConfirm={() => state.submitMove(form)}
    >
      {moveQuestion(claim, to) && <p>{moveQuestion(claim, to)}</p>}
      <MoveFields
        from={claim.status as ClaimStatus}
        to={to}
        form={form}
        errors={state.step === 'failed' ? (state.failure?.fieldErrors ?? {}) : {}}
        today={state.today}
        disabled={busy}
        onChange={(field, value) => setForm((typed) => ({ ...typed, [field]: value }))}
      />
      {preview && (
        <p role="note" aria-label="Net offer" className="text-slate-700">
          {preview}
        </p>
      )}
    </StepDialog>
  );
}
