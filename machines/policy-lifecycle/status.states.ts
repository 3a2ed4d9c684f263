import { confirmedCall, failedCall, IDLE, succeeded, typedCall } from './dialog-parts';
import { policySetup } from './policy-lifecycle.setup';
import { reasonPatch } from './policy-patch-form';

// The status changes a patch makes: on cover once "No Premium, No Cover" allows it, expired past
// its end date, lapsed or cancelled with a reason.

const withReason = (status: 'lapsed' | 'cancelled') =>
  typedCall(
    {
      'policy.giveReason': [
        { guard: { type: 'reasonValid', params: { status } }, target: 'saving', actions: ['keepReason', 'forgetFailure'] },
        { target: 'failed', actions: ['keepReason', { type: 'refuseReason', params: { status } }] },
      ],
    },
    {
      id: status === 'lapsed' ? 'lapsePolicy' : 'cancelPolicy',
      src: 'patchPolicy',
      input: ({ context }) => ({ policyId: context.policyId, patch: reasonPatch(status, context.reason) }),
      onDone: succeeded(status),
      onError: failedCall,
    },
  );

export const statusStates = {
  /** The server may still refuse with 409 (the premium was reversed meanwhile): its words are shown. */
  activating: confirmedCall('saving', {
    id: 'activatePolicy',
    src: 'patchPolicy',
    input: ({ context }) => ({ policyId: context.policyId, patch: { status: 'active' as const } }),
    onDone: succeeded('activated'),
    onError: failedCall,
  }),
  /** Why the policy may not go on cover yet; no call was made. */
  coverRefused: policySetup.createStateConfig({
    on: { 'policy.close': { target: IDLE, actions: 'forgetCoverRefusal' } },
  }),
  /** The server refuses (409) a policy that has not reached its end date. */
  expiring: confirmedCall('saving', {
    id: 'expirePolicy',
    src: 'patchPolicy',
    input: ({ context }) => ({ policyId: context.policyId, patch: { status: 'expired' as const } }),
    onDone: succeeded('expired'),
    onError: failedCall,
  }),
  lapsing: withReason('lapsed'),
  cancelling: withReason('cancelled'),
};
