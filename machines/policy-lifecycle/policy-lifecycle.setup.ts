import { assertEvent, assign, setup } from 'xstate';
import { describeFailure, mayRetryAfter } from '../../domain/api';
import {
  canBillPolicy,
  canConfirmPlacement,
  canMovePolicy,
  canSendCreditNote,
  coverRefusal,
  hasEnded,
  type PolicyMove,
  type PolicyStatus,
} from '../../domain/policies';
import { todayInLagos } from '../../domain/today';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { numberPatch, patchRefusal, reasonPatch } from './policy-patch-form';
import type {
  PatchInput,
  PlacementInput,
  PolicyDetails,
  PolicyLifecycleContext,
  PolicyLifecycleEvent,
  PolicyLifecycleInput,
  PolicyRef,
  PolicyViewer,
} from './policy-lifecycle.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const policyOf = (event: unknown) => (event as { output: PolicyDetails }).output;

/** What the page is told once a call has changed the policy (to toast it). */
export type PolicyAnnouncement =
  | 'placed'
  | 'placementConfirmed'
  | 'numberRecorded'
  | 'activated'
  | 'lapsed'
  | 'cancelled'
  | 'expired'
  | 'creditNoteSent'
  | 'documentUploaded'
  | 'billed'
  | 'renewalNoticeSent';

/** The code the API client gives a call that never reached the server. */
type Permission = keyof PolicyViewer;

/** The viewer holds the permission and the domain lets the move start from the policy's status. */
const allows = (context: PolicyLifecycleContext, permission: Permission, move: PolicyMove) =>
  context.policy !== null && context.viewer[permission] && canMovePolicy(context.policy.status as PolicyStatus, move);

export function initialContext(input: PolicyLifecycleInput): PolicyLifecycleContext {
  return {
    policyId: input.policyId,
    viewer: input.viewer,
    today: input.today ?? todayInLagos(),
    policy: null,
    insurerPolicyNumber: '',
    reason: '',
    coverRefusal: null,
    failure: null,
  };
}

/** The policy lifecycle machine's types, calls, rules and context changes; its states are in policy-lifecycle.machine.ts. */
export const policySetup = setup({
  types: {
    context: {} as PolicyLifecycleContext,
    events: {} as PolicyLifecycleEvent,
    input: {} as PolicyLifecycleInput,
  },
  actors: {
    loadPolicy: placeholderActor<PolicyDetails, PolicyRef>('loadPolicy'),
    /** Mails the slip to the insurer's underwriters, or records that the insurer accepted it. */
    sendPlacementSlip: placeholderActor<PolicyDetails, PlacementInput>('sendPlacementSlip'),
    patchPolicy: placeholderActor<PolicyDetails, PatchInput>('patchPolicy'),
    sendCreditNote: placeholderActor<PolicyDetails, PolicyRef>('sendCreditNote'),
    /** Raises the invoice (debit note) of a proposal not billed yet: NEW POLICY, or RENEWAL for a renewal. */
    billPolicy: placeholderActor<PolicyDetails, PolicyRef>('billPolicy'),
    /** Mails the client a renewal notice. */
    sendRenewalNotice: placeholderActor<PolicyDetails, PolicyRef>('sendRenewalNotice'),
  },
  actions: {
    /** A call changed the policy: the page may toast it. */
    announce: placeholderAction<{ policy: PolicyDetails; move: PolicyAnnouncement }>('announce'),
    adopt: assign({ policy: ({ event }) => policyOf(event), failure: null }),
    adoptUploaded: assign(({ event }) => {
      assertEvent(event, 'policy.documentUploaded');
      return { policy: event.policy, failure: null };
    }),
    keepNumber: assign(({ event }) => {
      assertEvent(event, 'policy.saveNumber');
      return { insurerPolicyNumber: event.insurerPolicyNumber };
    }),
    keepReason: assign(({ event }) => {
      assertEvent(event, 'policy.giveReason');
      return { reason: event.reason };
    }),
    refuseNumber: assign({ failure: ({ context }) => patchRefusal(numberPatch(context.insurerPolicyNumber)) }),
    refuseReason: assign({
      failure: ({ context }, params: { status: 'lapsed' | 'cancelled' }) => patchRefusal(reasonPatch(params.status, context.reason)),
    }),
    forgetEntries: assign({ insurerPolicyNumber: '', reason: '', failure: null }),
    showCoverRefusal: assign({ coverRefusal: ({ context }) => context.policy && coverRefusal(context.policy) }),
    forgetCoverRefusal: assign({ coverRefusal: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    mayPlace: ({ context }) => allows(context, 'mayUpdate', 'place'),
    /** Once the slip is out, the insurer's acceptance is recorded once. */
    mayConfirmPlacement: ({ context }) => context.policy !== null && context.viewer.mayUpdate && canConfirmPlacement(context.policy),
    mayRecordNumber: ({ context }) => allows(context, 'mayUpdate', 'recordNumber'),
    mayActivate: ({ context }) => allows(context, 'mayUpdate', 'activate'),
    /** "No Premium, No Cover": the domain's own guard refuses; nothing is asked of the server. */
    coverRefused: ({ context }) => context.policy !== null && coverRefusal(context.policy) !== null,
    mayExpire: ({ context }) => allows(context, 'mayUpdate', 'expire') && hasEnded(context.policy!, context.today),
    mayLapse: ({ context }) => allows(context, 'mayUpdate', 'lapse'),
    mayCancel: ({ context }) => allows(context, 'mayUpdate', 'cancel'),
    mayUpload: ({ context }) => allows(context, 'mayUpdate', 'upload'),
    /** The credit note exists once the premium is received in full, and never for a cancelled policy. */
    maySendCreditNote: ({ context }) => context.policy !== null && context.viewer.maySend && canSendCreditNote(context.policy),
    /** A policy is billed on one invoice: once it has one, there is nothing to raise. */
    mayBill: ({ context }) => context.policy !== null && context.viewer.mayBill && canBillPolicy(context.policy),
    maySendRenewalNotice: ({ context }) => allows(context, 'maySend', 'notifyRenewal'),
    numberValid: ({ event }) => {
      assertEvent(event, 'policy.saveNumber');
      return patchRefusal(numberPatch(event.insurerPolicyNumber)) === null;
    },
    reasonValid: ({ event }, params: { status: 'lapsed' | 'cancelled' }) => {
      assertEvent(event, 'policy.giveReason');
      return patchRefusal(reasonPatch(params.status, event.reason)) === null;
    },
    isThisPolicy: ({ context, event }) => {
      assertEvent(event, 'policy.documentUploaded');
      return event.policy.policy_id === context.policyId;
    },
    /** The network or the server failed, not the request: the same call may be tried again. */
    mayRetry: ({ context }) => mayRetryAfter(context.failure),
  },
});
