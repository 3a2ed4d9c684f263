import { createActor, fromPromise, type SnapshotFrom } from 'xstate';
import { policyLifecycleMachine, type PolicyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { PolicyLifecycleContext } from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { PolicyLifecycleActor } from '../../src/features/policies/use-policy-lifecycle';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertPolicyMachine = policyLifecycleMachine.provide({
  actors: {
    loadPolicy: never(),
    sendPlacementSlip: never(),
    patchPolicy: never(),
    sendCreditNote: never(),
    billPolicy: never(),
    sendRenewalNotice: never(),
  },
  actions: { announce: () => {} },
});

/** A policy lifecycle actor (not started) resting in a leaf state with the context its transitions would have left. */
export function policyActorIn(state: string, context: PolicyLifecycleContext): PolicyLifecycleActor {
  if (!leafStates(policyLifecycleMachine).includes(state))
    throw new Error(`"${state}" is not a leaf state of the policy lifecycle machine`);
  const snapshot = inertPolicyMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<PolicyLifecycleMachine>['value'],
    context,
  });
  return createActor(inertPolicyMachine, { snapshot, input: { policyId: context.policyId, viewer: context.viewer } });
}
