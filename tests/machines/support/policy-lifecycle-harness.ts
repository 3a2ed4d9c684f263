import { createActor } from 'xstate';
import { policyLifecycleMachine } from '../../../machines/policy-lifecycle/policy-lifecycle.machine';
import { opening, type PolicyActorName } from '../../../stories/machines/policy-lifecycle.model';
import {
  BILLED,
  BROKER,
  NOTIFIED,
  POLICIES,
  POLICY_ID,
  READER,
  READY_FOR_COVER,
  UNBILLED,
} from '../../../stories/policies/policy-fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { PolicyAnnouncement } from '../../../machines/policy-lifecycle/policy-lifecycle.setup';
import type {
  PatchInput,
  PlacementInput,
  PolicyDetails,
  PolicyLifecycleInput,
  PolicyRef,
  PolicyViewer,
} from '../../../machines/policy-lifecycle/policy-lifecycle.types';

export { BILLED, BROKER, NOTIFIED, POLICIES, POLICY_ID, READER, READY_FOR_COVER, settle, UNBILLED };

export { FAILURES, opening, type PolicyActorName } from '../../../stories/machines/policy-lifecycle.model';

/** A policy lifecycle actor whose calls stay pending until the test settles them, and whose announcements are recorded. */
export function createPolicyHarness(input: PolicyLifecycleInput = opening()) {
  const stand = controlledActors<PolicyActorName, Record<PolicyActorName, PolicyDetails>>();
  const { controlled } = stand;
  const announced: { move: PolicyAnnouncement; status: string }[] = [];
  const machine = policyLifecycleMachine.provide({
    actors: {
      loadPolicy: controlled<PolicyDetails, PolicyRef>('loadPolicy'),
      sendPlacementSlip: controlled<PolicyDetails, PlacementInput>('sendPlacementSlip'),
      patchPolicy: controlled<PolicyDetails, PatchInput>('patchPolicy'),
      sendCreditNote: controlled<PolicyDetails, PolicyRef>('sendCreditNote'),
      billPolicy: controlled<PolicyDetails, PolicyRef>('billPolicy'),
      sendRenewalNotice: controlled<PolicyDetails, PolicyRef>('sendRenewalNotice'),
    },
    actions: { announce: (_, params) => void announced.push({ move: params.move, status: params.policy.status }) },
  });
  const actor = createActor(machine, { input });
  return harnessOf(machine, actor, stand, { announced });
}

export type PolicyHarness = ReturnType<typeof createPolicyHarness>;

/** A policy page opened by `viewer` on `policy`, once its load has answered. */
export async function openedAs(policy: PolicyDetails, viewer: PolicyViewer = BROKER) {
  const harness = createPolicyHarness(opening(viewer)).start();
  await harness.resolve('loadPolicy', policy);
  return harness;
}
