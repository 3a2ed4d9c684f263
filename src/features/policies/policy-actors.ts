import { fromPromise } from 'xstate';
import { billPolicy, fetchPolicy, patchPolicy, sendCreditNote, sendPlacementSlip, sendRenewalNotice } from '../../api/policies';
import type { PolicyDetails } from '../../../domain/policies';
import type { PatchInput, PlacementInput, PolicyRef } from '../../../machines/policy-lifecycle/policy-lifecycle.types';
import type { ApiClient } from '../../api/client';

/** The policy lifecycle machine's calls, bound to the real API; leaving a state aborts its request. */
export function createPolicyActors(api: ApiClient) {
  return {
    loadPolicy: fromPromise<PolicyDetails, PolicyRef>(({ input, signal }) => fetchPolicy(api, input.policyId, signal)),
    sendPlacementSlip: fromPromise<PolicyDetails, PlacementInput>(({ input, signal }) =>
      sendPlacementSlip(api, input.policyId, input.confirmed, signal),
    ),
    patchPolicy: fromPromise<PolicyDetails, PatchInput>(({ input, signal }) => patchPolicy(api, input.policyId, input.patch, signal)),
    sendCreditNote: fromPromise<PolicyDetails, PolicyRef>(({ input, signal }) => sendCreditNote(api, input.policyId, signal)),
    billPolicy: fromPromise<PolicyDetails, PolicyRef>(({ input, signal }) => billPolicy(api, input.policyId, signal)),
    sendRenewalNotice: fromPromise<PolicyDetails, PolicyRef>(({ input, signal }) => sendRenewalNotice(api, input.policyId, signal)),
  };
}
