import { and } from 'xstate';
import { clientStates } from './client.states';
import { insurerStates } from './insurer.states';
import { initialContext, policySetup } from './policy-lifecycle.setup';
import { statusStates } from './status.states';

/**
 * One policy from its page (seed document 1, section 7): loaded, then read (idle) until the user
 * starts one move in a dialog: the placement slip mailed to the insurer, its acceptance and policy
 * number recorded, put on cover once "No Premium, No Cover" allows it, lapsed or cancelled with a
 * reason, marked expired, the credit note mailed, a document uploaded, the proposal's invoice raised,
 * the client sent a renewal notice. What is offered comes from
 * the viewer's permissions and the domain's POLICY_MOVES; each success reloads the policy.
 */
export const policyLifecycleMachine = policySetup.createMachine({
  id: 'policyLifecycle',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadPolicy',
        src: 'loadPolicy',
        input: ({ context }) => ({ policyId: context.policyId }),
        onDone: { target: 'loaded', actions: 'adopt' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    /** Not found (404) or not read; the same load may be tried again. */
    loadFailed: {
      on: { 'policy.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    loaded: {
      initial: 'idle',
      states: {
        idle: {
          on: {
            'policy.sendPlacementSlip': { guard: 'mayPlace', target: 'placing' },
            'policy.confirmPlacement': { guard: 'mayConfirmPlacement', target: 'confirmingPlacement' },
            'policy.recordNumber': { guard: 'mayRecordNumber', target: 'recordingNumber' },
            'policy.activate': [
              { guard: and(['mayActivate', 'coverRefused']), target: 'coverRefused', actions: 'showCoverRefusal' },
              { guard: 'mayActivate', target: 'activating' },
            ],
            'policy.lapse': { guard: 'mayLapse', target: 'lapsing' },
            'policy.cancel': { guard: 'mayCancel', target: 'cancelling' },
            'policy.markExpired': { guard: 'mayExpire', target: 'expiring' },
            'policy.sendCreditNote': { guard: 'maySendCreditNote', target: 'sendingCreditNote' },
            'policy.upload': { guard: 'mayUpload', target: 'uploading' },
            'policy.bill': { guard: 'mayBill', target: 'billing' },
            'policy.sendRenewalNotice': { guard: 'maySendRenewalNotice', target: 'sendingRenewalNotice' },
          },
        },
        /** A call changed the policy: it is read again (its history and documents with it), still shown meanwhile. */
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadPolicy',
            src: 'loadPolicy',
            input: ({ context }) => ({ policyId: context.policyId }),
            onDone: { target: 'idle', actions: ['adopt', 'forgetEntries'] },
            onError: { target: 'reloadFailed', actions: 'rememberFailure' },
          },
        },
        /** The change went through but the policy was not read again: what is shown may be behind. */
        reloadFailed: {
          on: {
            'policy.retry': { target: 'reloading', actions: 'forgetFailure' },
            'policy.close': { target: 'idle', actions: 'forgetEntries' },
          },
        },
        /** The upload wizard's dialog is open; the wizard sends the file and says when the server took it. */
        uploading: {
          on: {
            'policy.documentUploaded': {
              guard: 'isThisPolicy',
              target: 'reloading',
              actions: [
                'adoptUploaded',
                { type: 'announce', params: ({ event }) => ({ policy: event.policy, move: 'documentUploaded' as const }) },
              ],
            },
            'policy.close': 'idle',
          },
        },
        ...insurerStates,
        ...statusStates,
        ...clientStates,
      },
    },
  },
});

export type PolicyLifecycleMachine = typeof policyLifecycleMachine;
