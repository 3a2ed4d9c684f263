import { assertEvent, assign, setup } from 'xstate';
import { describeFailure, mayRetryAfter } from '../../domain/api';
import {
  awaitsPremium,
  canMoveEndorsement,
  unpaidEndorsementRefusal,
  type EndorsementMove,
  type EndorsementStatus,
} from '../../domain/policies';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import { decisionRefusal, rejection } from './decision-form';
import type {
  ApplyInput,
  DecisionInput,
  EndorsementDetails,
  EndorsementLifecycleContext,
  EndorsementLifecycleEvent,
  EndorsementLifecycleInput,
  EndorsementRef,
  PolicyDetails,
} from './endorsement-lifecycle.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;
const outputOf = <T>(event: unknown) => (event as { output: T }).output;

/** What the page is told once a call has changed the endorsement (to toast it). */
export type EndorsementAnnouncement = 'approved' | 'rejected' | 'applied' | 'documentUploaded';

/** The code the API client gives a call that never reached the server. */
/** The viewer may manage endorsements and the domain lets the move start from the endorsement's status. */
const allows = (context: EndorsementLifecycleContext, move: EndorsementMove) =>
  context.endorsement !== null && context.viewer.mayManage && canMoveEndorsement(context.endorsement.status as EndorsementStatus, move);

const hasStatus = (context: EndorsementLifecycleContext, status: EndorsementStatus) => context.endorsement?.status === status;

/** "No Premium, No Cover", in the domain's words: why the change may not be applied yet, or null. */
export const applyRefusalOf = (endorsement: EndorsementDetails | null): string | null =>
  endorsement && awaitsPremium(endorsement) ? unpaidEndorsementRefusal(endorsement.invoice_no ?? 'not raised yet') : null;

export function initialContext(input: EndorsementLifecycleInput): EndorsementLifecycleContext {
  return {
    endorsementId: input.endorsementId,
    viewer: input.viewer,
    endorsement: null,
    reason: '',
    applyRefusal: null,
    document: null,
    failure: null,
  };
}

/** The endorsement lifecycle machine's types, calls, rules and context changes; its states are in endorsement-lifecycle.machine.ts. */
export const endorsementSetup = setup({
  types: {
    context: {} as EndorsementLifecycleContext,
    events: {} as EndorsementLifecycleEvent,
    input: {} as EndorsementLifecycleInput,
  },
  actors: {
    loadEndorsement: placeholderActor<EndorsementDetails, EndorsementRef>('loadEndorsement'),
    /** Approves (its invoice is raised) or rejects saying why. */
    decideEndorsement: placeholderActor<EndorsementDetails, DecisionInput>('decideEndorsement'),
    /** Applies the approved change to the policy; the server answers the policy. */
    applyEndorsement: placeholderActor<PolicyDetails, ApplyInput>('applyEndorsement'),
    /** The endorsement as a PDF. */
    loadDocument: placeholderActor<Blob, EndorsementRef>('loadDocument'),
  },
  actions: {
    /** A call changed the endorsement: the page may toast it. */
    announce: placeholderAction<{ endorsement: EndorsementDetails; move: EndorsementAnnouncement }>('announce'),
    adopt: assign({ endorsement: ({ event }) => outputOf<EndorsementDetails>(event), failure: null }),
    adoptUploaded: assign(({ event }) => {
      assertEvent(event, 'endorsement.documentUploaded');
      return { endorsement: event.endorsement, failure: null };
    }),
    keepReason: assign(({ event }) => {
      assertEvent(event, 'endorsement.giveReason');
      return { reason: event.reason };
    }),
    refuseReason: assign({ failure: ({ context }) => decisionRefusal(rejection(context.reason)) }),
    forgetEntries: assign({ reason: '', failure: null }),
    showApplyRefusal: assign({ applyRefusal: ({ context }) => applyRefusalOf(context.endorsement) }),
    forgetApplyRefusal: assign({ applyRefusal: null }),
    keepDocument: assign({ document: ({ event }) => outputOf<Blob>(event) }),
    forgetDocument: assign({ document: null, failure: null }),
    rememberFailure: assign({ failure: ({ event }) => describeFailure(errorOf(event)) }),
    forgetFailure: assign({ failure: null }),
  },
  guards: {
    // The status the server answered, as the domain names it (ENDORSEMENT_STATUSES).
    isPending: ({ context }) => hasStatus(context, 'pending'),
    isApproved: ({ context }) => hasStatus(context, 'approved'),
    isApplied: ({ context }) => hasStatus(context, 'applied'),
    isRejected: ({ context }) => hasStatus(context, 'rejected'),
    /** "No Premium, No Cover": an additional premium not received in full holds the change back. */
    premiumAwaited: ({ context }) => context.endorsement !== null && awaitsPremium(context.endorsement),
    mayApprove: ({ context }) => allows(context, 'approve'),
    mayReject: ({ context }) => allows(context, 'reject'),
    mayApply: ({ context }) => allows(context, 'apply'),
    mayUpload: ({ context }) => allows(context, 'upload'),
    reasonValid: ({ event }) => {
      assertEvent(event, 'endorsement.giveReason');
      return decisionRefusal(rejection(event.reason)) === null;
    },
    isThisEndorsement: ({ context, event }) => {
      assertEvent(event, 'endorsement.documentUploaded');
      return event.endorsement.endorsement_id === context.endorsementId;
    },
    /** The network or the server failed, not the request: the same call may be tried again. */
    mayRetry: ({ context }) => mayRetryAfter(context.failure),
  },
});
