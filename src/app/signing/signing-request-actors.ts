import { fromPromise } from 'xstate';
import { cancelSigningRequest, resendSigningRequest, sendSigningRequest } from '../../api/signing';
import type { SigningRequest, SigningRequestPayload } from '../../../machines/signing-request/signing-request.types';
import type { ApiClient } from '../../api/client';

/** The signing request machine's calls, bound to the real API; leaving a state aborts its request. */
export function createSigningRequestActors(api: ApiClient) {
  return {
    sendRequest: fromPromise<SigningRequest, SigningRequestPayload>(({ input, signal }) => sendSigningRequest(api, input, signal)),
    cancelRequest: fromPromise<SigningRequest, { id: string }>(({ input, signal }) => cancelSigningRequest(api, input.id, signal)),
    resendRequest: fromPromise<SigningRequest, { id: string }>(({ input, signal }) => resendSigningRequest(api, input.id, signal)),
  };
}
