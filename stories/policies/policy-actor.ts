import { createActor, type SnapshotFrom } from 'xstate';
import { policyLifecycleMachine, type PolicyLifecycleMachine } from '../../machines/policy-lifecycle/policy-lifecycle.machine';
import { inertPolicyMachine } from '../machines/policy-lifecycle.screen';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { PolicyLifecycleContext } from '../../machines/policy-lifecycle/policy-lifecycle.types';
import type { PolicyLifecycleActor } from '../../src/features/policies/use-policy-lifecycle';

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
