import { inertClaimsMachine } from '../machines/claims.screen';
import { resolvedActor } from '../support/leaf-states';
import type { ClaimsContext } from '../../machines/claims/claims.types';
import type { ClaimActor } from '../../src/features/claims/use-claim';

/** A claims actor (not started) resting in a leaf state with the context its transitions would have left. */
export function claimActorIn(state: string, context: ClaimsContext): ClaimActor {
  return resolvedActor(inertClaimsMachine, state, context, { claimId: context.claimId, viewer: context.viewer, today: context.today });
}
