import { and } from 'xstate';
import { decisionStates } from './decision.states';
import { close, ROUTING } from './dialog-parts';
import { endorsementSetup, initialContext } from './endorsement-lifecycle.setup';

const LOADED = '#endorsementLifecycle.loaded';

/**
 * One endorsement from its page (seed document 1, section 7): loaded, then shown in the state its
 * status says (pending, approved, applied, rejected; an approved one whose additional premium is
 * not received in full awaits it: "No Premium, No Cover"), until the user starts one move in a
 * dialog: approve, reject with a reason, apply to the policy, upload a document, or read the
 * endorsement's PDF. What is offered comes from the viewer's 'Manage Endorsements' and the domain's
 * ENDORSEMENT_MOVES; each change reads the endorsement again.
 */
export const endorsementLifecycleMachine = endorsementSetup.createMachine({
  id: 'endorsementLifecycle',
  context: ({ input }) => initialContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadEndorsement',
        src: 'loadEndorsement',
        input: ({ context }) => ({ endorsementId: context.endorsementId }),
        onDone: { target: 'loaded', actions: 'adopt' },
        onError: { target: 'loadFailed', actions: 'rememberFailure' },
      },
    },
    /** Not found (404) or not read; the same load may be tried again. */
    loadFailed: {
      on: { 'endorsement.retry': { target: 'loading', actions: 'forgetFailure' } },
    },
    loaded: {
      initial: 'routing',
      states: {
        /** The status decides where the endorsement rests. */
        routing: {
          always: [
            { guard: 'isPending', target: 'idle.pending' },
            { guard: and(['isApproved', 'premiumAwaited']), target: 'idle.approved.awaitingPremium' },
            { guard: 'isApproved', target: 'idle.approved.ready' },
            { guard: 'isApplied', target: 'idle.applied' },
            { guard: 'isRejected', target: 'idle.rejected' },
            { target: 'idle.unknownStatus' },
          ],
        },
        idle: {
          // Entered through routing, which names the child; the initial one is only XState's default.
          initial: 'unknownStatus',
          on: {
            'endorsement.approve': { guard: 'mayApprove', target: 'approving' },
            'endorsement.reject': { guard: 'mayReject', target: 'rejecting' },
            'endorsement.upload': { guard: 'mayUpload', target: 'uploading' },
            'endorsement.viewDocument': { target: 'viewingDocument' },
          },
          states: {
            /** Registered: approve or reject it. */
            pending: {},
            approved: {
              initial: 'ready',
              states: {
                /** The additional premium is not received in full: Apply is refused with the reason, no call made. */
                awaitingPremium: {
                  on: { 'endorsement.apply': { guard: 'mayApply', target: `${LOADED}.applyRefused`, actions: 'showApplyRefusal' } },
                },
                ready: {
                  on: { 'endorsement.apply': { guard: 'mayApply', target: `${LOADED}.applying` } },
                },
              },
            },
            /** The policy carries the change; documents may still be added. */
            applied: {},
            /** Nothing more may be done to it. */
            rejected: {},
            /** A status the domain does not name (the server never writes one): shown as it is, nothing offered. */
            unknownStatus: {},
          },
        },
        /** A call changed the endorsement: it is read again, still shown meanwhile. */
        reloading: {
          tags: ['busy'],
          invoke: {
            id: 'reloadEndorsement',
            src: 'loadEndorsement',
            input: ({ context }) => ({ endorsementId: context.endorsementId }),
            onDone: { target: 'routing', actions: ['adopt', 'forgetEntries'] },
            onError: { target: 'reloadFailed', actions: 'rememberFailure' },
          },
        },
        /** The change went through but the endorsement was not read again: what is shown may be behind. */
        reloadFailed: {
          on: {
            'endorsement.retry': { target: 'reloading', actions: 'forgetFailure' },
            'endorsement.close': close,
          },
        },
        /** Why the change may not be applied yet; no call was made. */
        applyRefused: {
          on: { 'endorsement.close': { target: 'routing', actions: 'forgetApplyRefusal' } },
        },
        /** The upload wizard's dialog is open; the wizard sends the file and says when the server took it. */
        uploading: {
          on: {
            'endorsement.documentUploaded': {
              guard: 'isThisEndorsement',
              target: 'reloading',
              actions: [
                'adoptUploaded',
                { type: 'announce', params: ({ event }) => ({ endorsement: event.endorsement, move: 'documentUploaded' as const }) },
              ],
            },
            'endorsement.close': 'routing',
          },
        },
        /** The endorsement's PDF, fetched with the session and shown in a preview. */
        viewingDocument: {
          initial: 'fetching',
          exit: 'forgetDocument',
          states: {
            fetching: {
              tags: ['busy'],
              invoke: {
                id: 'loadDocument',
                src: 'loadDocument',
                input: ({ context }) => ({ endorsementId: context.endorsementId }),
                onDone: { target: 'showing', actions: 'keepDocument' },
                onError: { target: 'failed', actions: 'rememberFailure' },
              },
            },
            showing: { on: { 'endorsement.close': ROUTING } },
            /** Reading it again changes nothing: it may always be tried again. */
            failed: {
              on: {
                'endorsement.retry': { target: 'fetching', actions: 'forgetFailure' },
                'endorsement.close': ROUTING,
              },
            },
          },
        },
        ...decisionStates,
      },
    },
  },
});

export type EndorsementLifecycleMachine = typeof endorsementLifecycleMachine;
