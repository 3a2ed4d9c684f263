import { createActor } from 'xstate';
import { endorsementLifecycleMachine } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { ENDORSEMENT_ID, ENDORSEMENTS, MANAGER, POLICY_ID, READER } from '../../../stories/endorsements/endorsement-fixtures';
import { opening, type EndorsementActorName } from '../../../stories/machines/endorsement-lifecycle.model';
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

type Outputs = Record<Exclude<EndorsementActorName, 'applyEndorsement' | 'loadDocument'>, EndorsementDetails> & {
  applyEndorsement: PolicyDetails;
  loadDocument: Blob;
};

export {
  ENDORSED_POLICY,
  ENDORSEMENT_PDF,
  FAILURES,
  opening,
  type EndorsementActorName,
} from '../../../stories/machines/endorsement-lifecycle.model';

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
