import { awaitsPremium, ENDORSEMENT_NOT_FOUND, endorsementMoveRefusal, unpaidEndorsementRefusal } from '../../domain/policies';
import { ApiFailure } from '../../src/api/errors';
import { ENDORSEMENT_ID, ENDORSEMENTS, MANAGER, READER } from '../endorsements/endorsement-fixtures';
import { POLICIES } from '../policies/policy-fixtures';
import type { EndorsementLifecycleMachine } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import type {
  EndorsementDetails,
  EndorsementLifecycleEvent,
  EndorsementLifecycleInput,
  EndorsementViewer,
  PolicyDetails,
} from '../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The endorsement lifecycle's model: the event cases its model-based tests walk, which the walker
// and the paths on its Diagram page offer too.

/** The invoke ids: approving and rejecting call one source (decideEndorsement), loading and reloading another. */
export type EndorsementActorName =
  'loadEndorsement' | 'reloadEndorsement' | 'approveEndorsement' | 'rejectEndorsement' | 'applyEndorsement' | 'loadDocument';

type Snapshot = SnapshotFrom<EndorsementLifecycleMachine>;
type DoneEvent = { type: `xstate.done.actor.${EndorsementActorName}`; output: EndorsementDetails | PolicyDetails | Blob };
type ErrorEvent = { type: `xstate.error.actor.${EndorsementActorName}`; error: unknown };
export type EndorsementModelEvent = EndorsementLifecycleEvent | DoneEvent | ErrorEvent;
type ModelEvent = EndorsementModelEvent;

/** The policy as PUT /policies/{id} answers it once the addition is applied. */
export const ENDORSED_POLICY: PolicyDetails = { ...POLICIES.active, premium: '450000.00', sum_insured: '27500000.00' };

export const ENDORSEMENT_PDF = new Blob(['%PDF-1.7\n% END/2026/000003\n'], { type: 'application/pdf' });

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  server: new ApiFailure('The endorsement document could not be prepared', 500, 'INTERNAL_ERROR'),
  notFound: new ApiFailure(ENDORSEMENT_NOT_FOUND, 404, 'NOT_FOUND'),
  decided: new ApiFailure(endorsementMoveRefusal('approve', 'rejected'), 409, 'CONFLICT'),
  unpaid: new ApiFailure(unpaidEndorsementRefusal('INV/2026/000214'), 409, 'CONFLICT'),
  reasonTooLong: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    reason: 'Must be at most 500 characters',
  }),
};

const done = (id: EndorsementActorName, output: DoneEvent['output']): DoneEvent => ({ type: `xstate.done.actor.${id}`, output });
const failed = (id: EndorsementActorName, error: unknown): ErrorEvent => ({ type: `xstate.error.actor.${id}`, error });

/** A status the domain does not name: the server never writes one, the page still shows it. */
const WITHDRAWN: EndorsementDetails = { ...ENDORSEMENTS.pending, status: 'withdrawn' };
const SHOWN = [ENDORSEMENTS.pending, ENDORSEMENTS.awaitingPremium, ENDORSEMENTS.approved, ENDORSEMENTS.applied, ENDORSEMENTS.rejected];

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  ...[...SHOWN, WITHDRAWN].map((endorsement) => done('loadEndorsement', endorsement)),
  failed('loadEndorsement', FAILURES.notFound),
  failed('loadEndorsement', FAILURES.network),
  { type: 'endorsement.retry' },
  { type: 'endorsement.close' },
  { type: 'endorsement.confirm' },
  { type: 'endorsement.approve' },
  { type: 'endorsement.reject' },
  { type: 'endorsement.apply' },
  { type: 'endorsement.upload' },
  { type: 'endorsement.viewDocument' },
  { type: 'endorsement.giveReason', reason: '' },
  { type: 'endorsement.giveReason', reason: 'The valuation report is from 2024' },
  { type: 'endorsement.documentUploaded', endorsement: ENDORSEMENTS.applied },
  done('approveEndorsement', ENDORSEMENTS.awaitingPremium),
  failed('approveEndorsement', FAILURES.network),
  failed('approveEndorsement', FAILURES.decided),
  done('rejectEndorsement', ENDORSEMENTS.rejected),
  failed('rejectEndorsement', FAILURES.network),
  failed('rejectEndorsement', FAILURES.reasonTooLong),
  done('applyEndorsement', ENDORSED_POLICY),
  failed('applyEndorsement', FAILURES.unpaid),
  failed('applyEndorsement', FAILURES.network),
  done('loadDocument', ENDORSEMENT_PDF),
  failed('loadDocument', FAILURES.server),
  // The reload answers the endorsement as the call left it.
  ...SHOWN.map((endorsement) => done('reloadEndorsement', endorsement)),
  failed('reloadEndorsement', FAILURES.network),
];

export const opening = (viewer: EndorsementViewer = MANAGER): EndorsementLifecycleInput => ({ endorsementId: ENDORSEMENT_ID, viewer });

export const ENTRIES: Record<string, EndorsementLifecycleInput> = {
  'a broker who may manage endorsements': opening(MANAGER),
  'a reader who may only view': opening(READER),
};

export function describeEndorsement(snapshot: Snapshot) {
  const { endorsement, failure, document } = snapshot.context;
  return {
    value: snapshot.value,
    status: endorsement?.status ?? null,
    awaitsPremium: endorsement ? awaitsPremium(endorsement) : null,
    document: document !== null,
    failure: failure ? (failure.code ?? 'form') : null,
  };
}

const isEndorsement = (output: DoneEvent['output']): output is EndorsementDetails => 'endorsement_id' in output;

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('output' in event) {
    const { output } = event;
    if (output instanceof Blob) return `${base}(pdf)`;
    if (!isEndorsement(output)) return `${base}(policy)`;
    return `${base}(${output.status}${output.status === 'approved' && awaitsPremium(output) ? ',unpaid' : ''})`;
  }
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'endorsement.giveReason') return `${base}(${event.reason ? 'typed' : 'blank'})`;
  return base;
};

export const endorsementLifecycleModel: MachineModel<EndorsementModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeEndorsement(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'xstate.done.actor.loadEndorsement': 'the endorsement loads',
    'xstate.done.actor.reloadEndorsement': 'the endorsement is read again',
    'xstate.done.actor.loadDocument': 'the PDF arrives',
    'endorsement.apply': 'apply to the policy',
    'endorsement.viewDocument': 'view the endorsement document',
    'endorsement.giveReason': 'give the reason',
  },
};
