import { assertEvent, assign, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { hasSigningStatus, isSameSigningRequest } from '../../domain/signing';
import { placeholderActor } from '../placeholder-actor';
import { checkedSigner } from './signer-form';
import type {
  SigningRequest,
  SigningRequestContext,
  SigningRequestEvent,
  SigningRequestInput,
  SigningRequestPayload,
  SigningStatus,
} from './signing-request.types';

/** Why the invoked call failed (only in its error event, which the machine's event union does not list). */
const errorOf = (event: unknown) => (event as { error?: unknown }).error;

export const signingRequestSetup = setup({
  types: {
    context: {} as SigningRequestContext,
    events: {} as SigningRequestEvent,
    input: {} as SigningRequestInput,
  },
  actors: {
    sendRequest: placeholderActor<SigningRequest, SigningRequestPayload>('sendRequest'),
    cancelRequest: placeholderActor<SigningRequest, { id: string }>('cancelRequest'),
    resendRequest: placeholderActor<SigningRequest, { id: string }>('resendRequest'),
  },
  actions: {
    edit: assign(({ context, event }) => {
      assertEvent(event, 'signing.edit');
      const { [event.field]: _fixed, ...fieldErrors } = context.fieldErrors;
      return { form: { ...context.form, [event.field]: event.value }, fieldErrors, failure: null };
    }),
    showProblems: assign(({ context }) => {
      const { failure } = checkedSigner(context.form, context);
      return { failure, fieldErrors: failure?.fieldErrors ?? {} };
    }),
    keepRequest: assign((_, params: { request: SigningRequest }) => ({ request: params.request, failure: null, fieldErrors: {} })),
    followStatus: assign(({ context, event }) => {
      assertEvent(event, 'signing.statusChanged');
      return context.request ? { request: { ...context.request, status: event.status } } : {};
    }),
    rememberFailure: assign(({ event }) => {
      const failure = describeFailure(errorOf(event));
      return { failure, fieldErrors: failure.fieldErrors };
    }),
    forgetFailure: assign({ failure: null }),
    startAnew: assign({ request: null, failure: null, fieldErrors: {} }),
  },
  guards: {
    formReady: ({ context }) => checkedSigner(context.form, context).failure === null,
    hasStatus: ({ context }, params: { status: SigningStatus }) => hasSigningStatus(context.request, params.status),
    isThisRequest: ({ context, event }) => event.type === 'signing.statusChanged' && isSameSigningRequest(context.request, event.id),
  },
});
