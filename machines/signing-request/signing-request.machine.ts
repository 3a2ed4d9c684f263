import { checkedSigner } from './signer-form';
import { signingRequestSetup } from './signing-request.setup';
import type { SigningStatus } from './signing-request.types';

const to = (status: SigningStatus) => ({ guard: { type: 'hasStatus' as const, params: { status } }, target: `#signingRequest.${status}` });

/** The server said the request moved: follow it. */
const LIVE = { 'signing.statusChanged': { guard: 'isThisRequest', actions: 'followStatus', target: '#signingRequest.following' } } as const;

/**
 * One document sent to a client for an electronic signature: the broker names the signer (draft),
 * sends (sending), then follows the request live as the client opens and signs it, or cancels or
 * resends it; a request that expired or was cancelled can be sent again.
 */
export const signingRequestMachine = signingRequestSetup.createMachine({
  id: 'signingRequest',
  context: ({ input }) => ({
    subjectKind: input.subjectKind,
    subjectId: input.subjectId,
    form: { signerName: input.signer?.signerName ?? '', signerEmail: input.signer?.signerEmail ?? '' },
    fieldErrors: {},
    request: input.request ?? null,
    failure: null,
  }),
  initial: 'following',
  states: {
    /** Into the state the request's status names (at the start, after a send, a resend, a cancel or a live change); none yet is a draft. */
    following: {
      always: [to('signed'), to('expired'), to('cancelled'), to('opened'), to('sent'), { target: 'draft' }],
    },
    draft: {
      tags: ['editable'],
      on: {
        'signing.edit': { actions: 'edit' },
        'signing.send': [{ guard: 'formReady', target: 'sending' }, { actions: 'showProblems' }],
      },
    },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendRequest',
        src: 'sendRequest',
        input: ({ context }) => checkedSigner(context.form, context).value!,
        onDone: { target: 'following', actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) } },
        onError: { target: 'failed', actions: 'rememberFailure' },
      },
    },
    /** The request could not be sent; the form keeps what was typed. */
    failed: {
      tags: ['editable'],
      on: {
        'signing.edit': { target: 'draft', actions: 'edit' },
        'signing.send': [
          { guard: 'formReady', target: 'sending' },
          { target: 'draft', actions: 'showProblems' },
        ],
      },
    },
    sent: {
      on: { ...LIVE, 'signing.cancel': { target: 'cancelling' }, 'signing.resend': { target: 'resending' } },
    },
    opened: {
      on: { ...LIVE, 'signing.cancel': { target: 'cancelling' }, 'signing.resend': { target: 'resending' } },
    },
    cancelling: {
      tags: ['busy'],
      entry: 'forgetFailure',
      on: LIVE,
      invoke: {
        id: 'cancelRequest',
        src: 'cancelRequest',
        input: ({ context }) => ({ id: context.request!.id }),
        onDone: { target: 'following', actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) } },
        onError: { target: 'following', actions: 'rememberFailure' },
      },
    },
    resending: {
      tags: ['busy'],
      entry: 'forgetFailure',
      on: LIVE,
      invoke: {
        id: 'resendRequest',
        src: 'resendRequest',
        input: ({ context }) => ({ id: context.request!.id }),
        onDone: { target: 'following', actions: { type: 'keepRequest', params: ({ event }) => ({ request: event.output }) } },
        onError: { target: 'following', actions: 'rememberFailure' },
      },
    },
    signed: {},
    expired: {
      on: { 'signing.anew': { target: 'draft', actions: 'startAnew' } },
    },
    cancelled: {
      on: { 'signing.anew': { target: 'draft', actions: 'startAnew' } },
    },
  },
});

export type SigningRequestMachine = typeof signingRequestMachine;
