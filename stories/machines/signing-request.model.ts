import { ApiFailure } from '../../src/api/errors';
import { SENT_REQUEST, SIGNING_SUBJECT, withStatus } from '../../tests/support/signing-request-fixtures';
import type { SigningRequestMachine } from '../../machines/signing-request/signing-request.machine';
import type { SigningRequest, SigningRequestEvent, SigningRequestInput } from '../../machines/signing-request/signing-request.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The signing request's model: the event cases its model-based tests walk, which the walker and the
// paths on its Diagram page offer too.

/** The invoke ids, as the machine names them. */
export type SigningRequestActorName = 'sendRequest' | 'cancelRequest' | 'resendRequest';

type Snapshot = SnapshotFrom<SigningRequestMachine>;
type DoneEvent = { type: `xstate.done.actor.${SigningRequestActorName}`; output: SigningRequest };
type ErrorEvent = { type: `xstate.error.actor.${SigningRequestActorName}`; error: unknown };
export type SigningRequestModelEvent = SigningRequestEvent | DoneEvent | ErrorEvent;
type ModelEvent = SigningRequestModelEvent;

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  forbidden: new ApiFailure('You are not allowed to do this', 403, 'FORBIDDEN'),
};

const done = (id: SigningRequestActorName, output: SigningRequest): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: SigningRequestActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });
const changed = (status: SigningRequest['status']): ModelEvent => ({ type: 'signing.statusChanged', id: SENT_REQUEST.id, status });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'signing.edit', field: 'signerName', value: '' },
  { type: 'signing.edit', field: 'signerName', value: SENT_REQUEST.signer_name },
  { type: 'signing.edit', field: 'signerEmail', value: SENT_REQUEST.signer_email },
  { type: 'signing.send' },
  done('sendRequest', SENT_REQUEST),
  failed('sendRequest', FAILURES.forbidden),
  changed('opened'),
  changed('signed'),
  changed('expired'),
  changed('cancelled'),
  { type: 'signing.cancel' },
  done('cancelRequest', withStatus('cancelled', { cancelled_at: '2026-11-29T11:00:00.000Z' })),
  failed('cancelRequest', FAILURES.network),
  { type: 'signing.resend' },
  done('resendRequest', SENT_REQUEST),
  failed('resendRequest', FAILURES.network),
  { type: 'signing.anew' },
];

/** Who opens the signing dialog, with what the document already has. */
export const ENTRIES: Record<string, SigningRequestInput> = {
  'a broker with a document not yet sent': { ...SIGNING_SUBJECT },
  'a broker whose document was sent': { ...SIGNING_SUBJECT, request: SENT_REQUEST },
};

export function describeRequest(snapshot: Snapshot) {
  const { form, request, failure, fieldErrors } = snapshot.context;
  return {
    value: snapshot.value,
    form,
    status: request?.status ?? null,
    failure: failure ? (failure.status ?? 'network') : null,
    problems: Object.keys(fieldErrors).sort(),
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if ('output' in event) return `${base}(${event.output.status})`;
  if (event.type === 'signing.edit') return `${base}(${event.field}=${event.value || 'blank'})`;
  if (event.type === 'signing.statusChanged') return `${base}(${event.status})`;
  return base;
};

export const signingRequestModel: MachineModel<SigningRequestModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeRequest(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'signing.edit': 'type who signs',
    'signing.send': 'send for signature',
    'signing.cancel': 'cancel the request',
    'signing.resend': 'resend the link',
    'signing.statusChanged': 'the request moves on the server',
    'signing.anew': 'start a new request',
    'xstate.done.actor.sendRequest': 'the request is sent',
    'xstate.done.actor.cancelRequest': 'the request is cancelled',
    'xstate.done.actor.resendRequest': 'the link is resent',
  },
};
