import { assign, fromPromise } from 'xstate';
import { commentOnClaim, fetchClaim, patchClaim, sendClaimNotification } from '../../api/claims';
import { newIdempotencyKey } from '../../api/idempotency-key';
import type {
  ClaimComment,
  ClaimDetails,
  ClaimRef,
  ClaimsContext,
  ClaimsEvent,
  CommentInput,
  MailInput,
  MailSent,
  PatchInput,
} from '../../../machines/claims/claims.types';
import type { ApiClient } from '../../api/client';

/** The claims machine's calls, bound to the real API; leaving a state aborts its request. */
export function createClaimActors(api: ApiClient) {
  return {
    loadClaim: fromPromise<ClaimDetails, ClaimRef>(({ input, signal }) => fetchClaim(api, input.claimId, signal)),
    patchClaim: fromPromise<ClaimDetails, PatchInput>(({ input, signal }) =>
      patchClaim(api, input.claimId, input.patch, input.idempotencyKey, signal),
    ),
    commentOnClaim: fromPromise<ClaimComment, CommentInput>(({ input, signal }) =>
      commentOnClaim(api, input.claimId, input.comment, signal),
    ),
    sendNotification: fromPromise<MailSent, MailInput>(({ input, signal }) =>
      sendClaimNotification(api, input.claimId, input.event ?? undefined, signal),
    ),
  };
}

/** Each submission gets a fresh Idempotency-Key; a retry of it sends the same one. */
export const claimActions = {
  issueIdempotencyKey: assign<ClaimsContext, ClaimsEvent, unknown, ClaimsEvent, never>({ idempotencyKey: () => newIdempotencyKey() }),
};
