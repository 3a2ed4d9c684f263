import { rejection } from './decision-form';
import { confirmedCall, failedCall, succeeded, typedCall } from './dialog-parts';

// The decision on a pending endorsement (PATCH /policies/endorsement/{id}): approved, which raises
// its invoice, or rejected saying why; then, once approved, the change applied to the policy.

export const decisionStates = {
  /** The server refuses (409) an endorsement decided meanwhile: its words are shown. */
  approving: confirmedCall({
    id: 'approveEndorsement',
    src: 'decideEndorsement',
    input: ({ context }) => ({ endorsementId: context.endorsementId, decision: { status: 'approved' as const } }),
    onDone: succeeded('approved', true),
    onError: failedCall,
  }),
  rejecting: typedCall(
    {
      'endorsement.giveReason': [
        { guard: 'reasonValid', target: 'saving', actions: ['keepReason', 'forgetFailure'] },
        { target: 'failed', actions: ['keepReason', 'refuseReason'] },
      ],
    },
    {
      id: 'rejectEndorsement',
      src: 'decideEndorsement',
      input: ({ context }) => ({ endorsementId: context.endorsementId, decision: rejection(context.reason) }),
      onDone: succeeded('rejected', true),
      onError: failedCall,
    },
  ),
  /** PUT /policies/{policyId}: the server may still refuse with 409 (the premium was reversed meanwhile). */
  applying: confirmedCall({
    id: 'applyEndorsement',
    src: 'applyEndorsement',
    input: ({ context }) => ({ endorsementId: context.endorsementId, policyId: context.endorsement!.policy_id }),
    // The server answers the policy: the endorsement itself is read again.
    onDone: succeeded('applied', false),
    onError: failedCall,
  }),
};
