import { ApiFailure } from '../../src/api/errors';
import { LINK_REFUSALS, OPENED_PAGE, proposalPdf, SIGNED_PAGE, SIGNING_KEY } from '../../tests/support/signing-page-fixtures';
import type { SigningPageMachine } from '../../machines/signing-page/signing-page.machine';
import type {
  PublicSigningRequest,
  SigningPageEvent,
  SigningPageInput,
  SigningPageLoaded,
} from '../../machines/signing-page/signing-page.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The public signing page's model: the event cases its model-based tests walk, which the walker and
// the paths on its Diagram page offer too.

/** The invoke ids, as the machine names them. */
export type SigningPageActorName = 'openSigning' | 'signDocument';

type Snapshot = SnapshotFrom<SigningPageMachine>;
type DoneEvent =
  | { type: 'xstate.done.actor.openSigning'; output: SigningPageLoaded }
  | { type: 'xstate.done.actor.signDocument'; output: PublicSigningRequest };
type ErrorEvent = { type: `xstate.error.actor.${SigningPageActorName}`; error: unknown };
export type SigningPageModelEvent = SigningPageEvent | DoneEvent | ErrorEvent;
type ModelEvent = SigningPageModelEvent;

const refusal = (kind: keyof typeof LINK_REFUSALS) => {
  const { message, status, code } = LINK_REFUSALS[kind];
  return new ApiFailure(message, status, code);
};

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  expired: refusal('expired'),
  used: refusal('used'),
  unknown: refusal('unknown'),
};

/** A 1×1 PNG, as the pad hands on a drawing. */
export const DRAWING =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

const failed = (id: SigningPageActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.openSigning', output: { page: OPENED_PAGE, document: proposalPdf() } },
  { type: 'xstate.done.actor.openSigning', output: { page: SIGNED_PAGE, document: null } },
  failed('openSigning', FAILURES.expired),
  failed('openSigning', FAILURES.network),
  { type: 'signature.retry' },
  { type: 'signature.choose', method: 'typed' },
  { type: 'signature.choose', method: 'drawn' },
  { type: 'signature.draw', image: DRAWING },
  { type: 'signature.draw', image: null },
  { type: 'signature.type', name: 'Adaeze Okafor' },
  { type: 'signature.consent', value: true },
  { type: 'signature.consent', value: false },
  { type: 'signature.sign' },
  { type: 'xstate.done.actor.signDocument', output: SIGNED_PAGE },
  failed('signDocument', FAILURES.used),
  failed('signDocument', FAILURES.network),
];

/** Who opens the page: the client with the mailed link. */
export const ENTRIES: Record<string, SigningPageInput> = {
  'a client opening the mailed link': { key: SIGNING_KEY },
};

export function describeSigningPage(snapshot: Snapshot) {
  const { page, form, failure, fieldErrors } = snapshot.context;
  return {
    value: snapshot.value,
    status: page?.status ?? null,
    form: { method: form.method, drawn: form.drawing !== null, typedName: form.typedName, consent: form.consent },
    failure: failure ? (failure.code ?? failure.status ?? 'network') : null,
    problems: Object.keys(fieldErrors).sort(),
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'xstate.done.actor.openSigning') return `${base}(${event.output.page.status})`;
  if (event.type === 'xstate.done.actor.signDocument') return `${base}(${event.output.status})`;
  if (event.type === 'signature.choose') return `${base}(${event.method})`;
  if (event.type === 'signature.draw') return `${base}(${event.image ? 'drawing' : 'cleared'})`;
  if (event.type === 'signature.type') return `${base}(${event.name})`;
  if (event.type === 'signature.consent') return `${base}(${event.value ? 'ticked' : 'unticked'})`;
  return base;
};

export const signingPageModel: MachineModel<SigningPageModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeSigningPage(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'signature.choose': 'choose how to sign',
    'signature.draw': 'draw on the pad',
    'signature.type': 'type the name',
    'signature.consent': 'tick the consent',
    'signature.sign': 'sign',
    'signature.retry': 'try again',
    'xstate.done.actor.openSigning': 'the link opens',
    'xstate.error.actor.openSigning': 'the link does not open',
    'xstate.done.actor.signDocument': 'the document is signed',
    'xstate.error.actor.signDocument': 'the signature is not taken',
  },
};
