import { fromPromise } from 'xstate';
import { applyEndorsement, decideEndorsement, fetchEndorsement, fetchEndorsementDocument } from '../../api/endorsements';
import type { EndorsementDetails, PolicyDetails } from '../../../domain/policies';
import type { ApplyInput, DecisionInput, EndorsementRef } from '../../../machines/endorsement-lifecycle/endorsement-lifecycle.types';
import type { ApiClient } from '../../api/client';

/** The endorsement lifecycle machine's calls, bound to the real API; leaving a state aborts its request. */
export function createEndorsementActors(api: ApiClient) {
  return {
    loadEndorsement: fromPromise<EndorsementDetails, EndorsementRef>(({ input, signal }) =>
      fetchEndorsement(api, input.endorsementId, signal),
    ),
    decideEndorsement: fromPromise<EndorsementDetails, DecisionInput>(({ input, signal }) =>
      decideEndorsement(api, input.endorsementId, input.decision, signal),
    ),
    applyEndorsement: fromPromise<PolicyDetails, ApplyInput>(({ input, signal }) =>
      applyEndorsement(api, input.policyId, input.endorsementId, signal),
    ),
    loadDocument: fromPromise<Blob, EndorsementRef>(({ input, signal }) => fetchEndorsementDocument(api, input.endorsementId, signal)),
  };
}
