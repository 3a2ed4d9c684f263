import { assign, fromPromise } from 'xstate';
import { claimsMachine } from '../../machines/claims/claims.machine';
import { ClaimView } from '../../src/features/claims/claim-view';
import { useClaimOf, type ClaimActor } from '../../src/features/claims/use-claim';
import { pageScreen } from '../support/page-screen';
import { PENDING, type ScreenAnswers } from '../support/screen-story';

const never = <T, I>() => fromPromise<T, I>(() => new Promise(() => {}));

/** Calls that never answer and a page that hears nothing, so a story stays in the state it shows. */
export const inertClaimsMachine = claimsMachine.provide({
  actors: { loadClaim: never(), patchClaim: never(), commentOnClaim: never(), sendNotification: never() },
  actions: { announce: () => {}, issueIdempotencyKey: assign({ idempotencyKey: 'story-idempotency-key' }) },
});

/** Documents and accounts asked for never answer. */
export const CLAIM_PAGE_ANSWERS: ScreenAnswers = { '/file/download': PENDING, '/accounting/accounts': PENDING };

/** The claim's page over a claims actor. */
export function ClaimPage({ actor }: { actor: ClaimActor }) {
  return <ClaimView state={useClaimOf(actor)} />;
}

/** The real claim page in the signed-in app, as the walker shows it. */
export const ClaimsScreen = pageScreen(ClaimPage, CLAIM_PAGE_ANSWERS);
