import { createActor } from 'xstate';
import { CLIENT_HAS_NO_EMAIL } from '../../../domain/invoices/documents';
import { ENDS_LATER, POLICY_NOT_FOUND, policyMoveRefusal } from '../../../domain/policies';
import { policyLifecycleMachine } from '../../../machines/policy-lifecycle/policy-lifecycle.machine';
import { ApiFailure } from '../../../src/api/errors';
import {
  BILLED,
  BROKER,
  NOTIFIED,
  POLICIES,
  POLICY_ID,
  READ_ON,
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

/** The invoke ids: several moves call one source (patchPolicy, sendPlacementSlip, loadPolicy) under their own ids. */
export type PolicyActorName =
  | 'loadPolicy'
  | 'reloadPolicy'
  | 'sendPlacementSlip'
  | 'confirmPlacement'
  | 'recordNumber'
  | 'activatePolicy'
  | 'expirePolicy'
  | 'lapsePolicy'
  | 'cancelPolicy'
  | 'sendCreditNote'
  | 'billPolicy'
  | 'sendRenewalNotice';

export const FAILURES = {
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  notFound: new ApiFailure(POLICY_NOT_FOUND, 404, 'NOT_FOUND'),
  noCover: new ApiFailure('No Premium, No Cover: the premium on invoice INV/2026/000108 was reversed', 409, 'CONFLICT'),
  endsLater: new ApiFailure(ENDS_LATER, 409, 'CONFLICT'),
  notPlaceable: new ApiFailure(policyMoveRefusal('place', 'cancelled'), 409, 'CONFLICT'),
  noEmail: new ApiFailure(CLIENT_HAS_NO_EMAIL, 409, 'CONFLICT'),
  notBillable: new ApiFailure(policyMoveRefusal('edit', 'active'), 409, 'CONFLICT'),
  numberTaken: new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
    insurerPolicyNumber: 'Another policy carries this number',
  }),
};

export const opening = (viewer: PolicyViewer = BROKER, today = READ_ON): PolicyLifecycleInput => ({ policyId: POLICY_ID, viewer, today });

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
