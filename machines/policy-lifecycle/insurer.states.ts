import { confirmedCall, failedCall, succeeded, typedCall } from './dialog-parts';
import { numberPatch } from './policy-patch-form';

// Dealings with the insurer: the placement slip mailed to its underwriters, its acceptance and its
// policy number recorded, and the broker's credit note mailed once the premium is in.

export const insurerStates = {
  /** Mails the slip (a proposal becomes placed); sent again while placed, if need be. */
  placing: confirmedCall('sending', {
    id: 'sendPlacementSlip',
    src: 'sendPlacementSlip',
    input: ({ context }) => ({ policyId: context.policyId, confirmed: false }),
    onDone: succeeded('placed'),
    onError: failedCall,
  }),
  /** The insurer accepted the placement (placement_confirmed_at). */
  confirmingPlacement: confirmedCall('saving', {
    id: 'confirmPlacement',
    src: 'sendPlacementSlip',
    input: ({ context }) => ({ policyId: context.policyId, confirmed: true }),
    onDone: succeeded('placementConfirmed'),
    onError: failedCall,
  }),
  recordingNumber: typedCall(
    {
      'policy.saveNumber': [
        { guard: 'numberValid', target: 'saving', actions: ['keepNumber', 'forgetFailure'] },
        { target: 'failed', actions: ['keepNumber', 'refuseNumber'] },
      ],
    },
    {
      id: 'recordNumber',
      src: 'patchPolicy',
      input: ({ context }) => ({ policyId: context.policyId, patch: numberPatch(context.insurerPolicyNumber) }),
      onDone: succeeded('numberRecorded'),
      onError: failedCall,
    },
  ),
  /** Due 48 hours after the premium is received in full. */
  sendingCreditNote: confirmedCall('sending', {
    id: 'sendCreditNote',
    src: 'sendCreditNote',
    input: ({ context }) => ({ policyId: context.policyId }),
    onDone: succeeded('creditNoteSent'),
    onError: failedCall,
  }),
};
