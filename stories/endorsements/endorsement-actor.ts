import { createActor, type SnapshotFrom } from 'xstate';
import {
  endorsementLifecycleMachine,
  type EndorsementLifecycleMachine,
} from '../../machines/endorsement-lifecycle/endorsement-lifecycle.machine';
import { inertEndorsementMachine } from '../machines/endorsement-lifecycle.screen';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { EndorsementLifecycleContext } from '../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { EndorsementLifecycleActor } from '../../src/features/endorsements/use-endorsement-lifecycle';

/** An endorsement lifecycle actor (not started) resting in a leaf state with the context its transitions would have left. */
export function endorsementActorIn(state: string, context: EndorsementLifecycleContext): EndorsementLifecycleActor {
  if (!leafStates(endorsementLifecycleMachine).includes(state))
    throw new Error(`"${state}" is not a leaf state of the endorsement lifecycle machine`);
  const snapshot = inertEndorsementMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<EndorsementLifecycleMachine>['value'],
    context,
  });
  return createActor(inertEndorsementMachine, { snapshot, input: { endorsementId: context.endorsementId, viewer: context.viewer } });
}
