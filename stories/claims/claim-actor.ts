import { createActor, type SnapshotFrom } from 'xstate';
import { claimsMachine, type ClaimsMachine } from '../../machines/claims/claims.machine';
import { inertClaimsMachine } from '../machines/claims.screen';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { ClaimsContext } from '../../machines/claims/claims.types';
import type { ClaimActor } from '../../src/features/claims/use-claim';

/** A claims actor (not started) resting in a leaf state with the context its transitions would have left. */
export function claimActorIn(state: string, context: ClaimsContext): ClaimActor {
  if (!leafStates(claimsMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the claims machine`);
  const snapshot = inertClaimsMachine.resolveState({ value: toStateValue(state) as SnapshotFrom<ClaimsMachine>['value'], context });
  return createActor(inertClaimsMachine, {
    snapshot,
    input: { claimId: context.claimId, viewer: context.viewer, today: context.today },
  });
}
