import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { hasSigningStatus, isSigningLinkRefusal } from '../../domain/signing';
import { placeholderActor } from '../placeholder-actor';
import { checkedSignature } from './signature-form';
import type {
  PublicSigningRequest,
  SigningPageContext,
  SigningPageEvent,
  SigningPageInput,
  SigningPageLoaded,
  SignInput,
} from './signing-page.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

/**
 * The client's public signing page (/sign/:key): open the mailed link, review the document, draw
 * or type a signature, consent and sign. A link the server refuses (unknown, expired, used,
 * cancelled) ends on its reason; a network failure can be tried again.
 */
export const signingPageMachine = setup({
  types: {
    context: {} as SigningPageContext,
    events: {} as SigningPageEvent,
    input: {} as SigningPageInput,
  },
  actors: {
    openSigning: placeholderActor<SigningPageLoaded, { key: string }>('openSigning'),
    signDocument: placeholderActor<PublicSigningRequest, SignInput>('signDocument'),
  },
  actions: {
    keepLoaded: assign((_, params: SigningPageLoaded) => ({ page: params.page, document: params.document, failure: null })),
    keepSigned: assign((_, params: { page: PublicSigningRequest }) => ({ page: params.page, failure: null, fieldErrors: {} })),
    choose: assign(({ context, event }) => {
      assertEvent(event, 'signature.choose');
      return { form: { ...context.form, method: event.method }, fieldErrors: {}, failure: null };
    }),
    draw: assign(({ context, event }) => {
      assertEvent(event, 'signature.draw');
      const { image: _drawn, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, drawing: event.image }, fieldErrors, failure: null };
    }),
    type: assign(({ context, event }) => {
      assertEvent(event, 'signature.type');
      const { typedName: _typed, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, typedName: event.name }, fieldErrors, failure: null };
    }),
    consent: assign(({ context, event }) => {
      assertEvent(event, 'signature.consent');
      const { consent: _agreed, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, consent: event.value }, fieldErrors, failure: null };
    }),
    showProblems: assign(({ context }) => {
      const { failure } = checkedSignature(context.form);
      return { failure, fieldErrors: failure?.fieldErrors ?? {} };
    }),
    rememberFailure: assign(({ event }) => {
      const failure = describeFailure(errorOf(event));
      return { failure, fieldErrors: failure.fieldErrors };
    }),
  },
  guards: {
    isSigned: (_, params: { page: PublicSigningRequest }) => hasSigningStatus(params.page, 'signed'),
    linkRefused: ({ event }) => isSigningLinkRefusal(describeFailure(errorOf(event))),
    signatureReady: ({ context }) => checkedSignature(context.form).failure === null,
  },
}).createMachine({
  id: 'signingPage',
  context: ({ input }) => ({
    key: input.key,
    page: null,
    document: null,
    form: { method: 'drawn', drawing: null, typedName: '', consent: false },
    fieldErrors: {},
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'openSigning',
        src: 'openSigning',
        input: ({ context }) => ({ key: context.key }),
        onDone: [
          // Opened again after signing: the page offers the signed copy.
          {
            guard: { type: 'isSigned', params: ({ event }) => ({ page: event.output.page }) },
            target: 'signed',
            actions: { type: 'keepLoaded', params: ({ event }) => event.output },
          },
          { target: 'ready', actions: { type: 'keepLoaded', params: ({ event }) => event.output } },
        ],
        onError: [
          { guard: 'linkRefused', target: 'refused', actions: 'rememberFailure' },
          { target: 'failed', actions: 'rememberFailure' },
        ],
      },
    },
    /** The page could not be reached (network, server): try again. */
    failed: {
      on: { 'signature.retry': { target: 'loading' } },
    },
    ready: {
      tags: ['editable'],
      on: {
        'signature.choose': { actions: 'choose' },
        'signature.draw': { actions: 'draw' },
        'signature.type': { actions: 'type' },
        'signature.consent': { actions: 'consent' },
        'signature.sign': [{ guard: 'signatureReady', target: 'signing' }, { actions: 'showProblems' }],
      },
    },
    signing: {
      tags: ['busy'],
      invoke: {
        id: 'signDocument',
        src: 'signDocument',
        input: ({ context }) => ({ key: context.key, payload: checkedSignature(context.form).value! }),
        onDone: { target: 'signed', actions: { type: 'keepSigned', params: ({ event }) => ({ page: event.output }) } },
        // A refused link ends here; anything else leaves the signature as it was, to sign again.
        onError: [
          { guard: 'linkRefused', target: 'refused', actions: 'rememberFailure' },
          { target: 'ready', actions: 'rememberFailure' },
        ],
      },
    },
    signed: {},
    /** The server refused the link (unknown, expired, already used, cancelled): only a new link helps. */
    refused: {},
  },
});

export type SigningPageMachine = typeof signingPageMachine;
