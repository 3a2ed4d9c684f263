import { assign, createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { claimsMachine, type ClaimsMachine } from '../../machines/claims/claims.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { ClaimsContext } from '../../machines/claims/claims.types';
import type { ClaimActor } from '../../src/features/claims/use-claim';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertClaimsMachine = claimsMachine.provide({
  actors: { loadClaim: never(), patchClaim: never(), commentOnClaim: never(), sendNotification: never() },
  actions: { announce: () => {}, issueIdempotencyKey: assign({ idempotencyKey: 'story-idempotency-key' }) },
});

/** A claims actor (not started) resting in a leaf state with the context its transitions would have left. */
export function claimActorIn(state: string, context: ClaimsContext): ClaimActor {
  if (!leafStates(claimsMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the claims machine`);
  const snapshot = inertClaimsMachine.resolveState({ value: toStateValue(state) as SnapshotFrom<ClaimsMachine>['value'], context });
  return createActor(inertClaimsMachine, {
    snapshot,
    input: { claimId: context.claimId, viewer: context.viewer, today: context.today },
  });
}
