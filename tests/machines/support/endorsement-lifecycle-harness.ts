import { createActor } from 'xstate';
import { ENDORSEMENT_NOT_FOUND, endorsementMoveRefusal, unpaidEndorsementRefusal } from '../../../domain/policies';
import { endorsementLifecycleMachine } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { ApiFailure } from '../../../src/api/errors';
import { ENDORSEMENT_ID, ENDORSEMENTS, MANAGER, POLICY_ID, READER } from '../../../stories/endorsements/endorsement-fixtures';
import { POLICIES } from '../../../stories/policies/policy-fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { EndorsementAnnouncement } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.setup';
import type {
  ApplyInput,
  DecisionInput,
  EndorsementDetails,
  EndorsementLifecycleInput,
  EndorsementRef,
  EndorsementViewer,
  PolicyDetails,
} from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.types';

export { ENDORSEMENT_ID, ENDORSEMENTS, MANAGER, POLICY_ID, READER, settle };

/** The invoke ids: approving and rejecting call one source (decideEndorsement), loading and reloading another. */
export type EndorsementActorName =
  'loadEndorsement' | 'reloadEndorsement' | 'approveEndorsement' | 'rejectEndorsement' | 'applyEndorsement' | 'loadDocument';

type Outputs = Record<Exclude<EndorsementActorName, 'applyEndorsement' | 'loadDocument'>, EndorsementDetails> & {
  applyEndorsement: PolicyDetails;
  loadDocument: Blob;
};

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

export const opening = (viewer: EndorsementViewer = MANAGER): EndorsementLifecycleInput => ({ endorsementId: ENDORSEMENT_ID, viewer });

/** An endorsement lifecycle actor whose calls stay pending until the test settles them, and whose announcements are recorded. */
export function createEndorsementHarness(input: EndorsementLifecycleInput = opening()) {
  const stand = controlledActors<EndorsementActorName, Outputs>();
  const { controlled } = stand;
  const announced: { move: EndorsementAnnouncement; status: string }[] = [];
  const machine = endorsementLifecycleMachine.provide({
    actors: {
      loadEndorsement: controlled<EndorsementDetails, EndorsementRef>('loadEndorsement'),
      decideEndorsement: controlled<EndorsementDetails, DecisionInput>('decideEndorsement'),
      applyEndorsement: controlled<PolicyDetails, ApplyInput>('applyEndorsement'),
      loadDocument: controlled<Blob, EndorsementRef>('loadDocument'),
    },
    actions: { announce: (_, params) => void announced.push({ move: params.move, status: params.endorsement.status }) },
  });
  const actor = createActor(machine, { input });
  return harnessOf(machine, actor, stand, { announced });
}

export type EndorsementHarness = ReturnType<typeof createEndorsementHarness>;

/** An endorsement page opened by `viewer` on `endorsement`, once its load has answered. */
export async function openedAs(endorsement: EndorsementDetails, viewer: EndorsementViewer = MANAGER) {
  const harness = createEndorsementHarness(opening(viewer)).start();
  await harness.resolve('loadEndorsement', endorsement);
  return harness;
}
