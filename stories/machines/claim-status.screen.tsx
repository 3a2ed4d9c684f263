import { useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { CLAIM_ID, claimAnswer, CLAIMS } from '../claims/claim-fixtures';
import { PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import type { ClaimDetails, ClaimStatus } from '../../domain/claims';
import type { ClaimStatusMachine } from '../../machines/claims/claim-status.machine';
import type { ActorRefFrom } from 'xstate';

export const CLAIM_PATH = `/claims/${CLAIM_ID}`;

/** The claim of the nearest fixture, in `status`: what its page offers from there is what the table allows. */
const NEAREST: Record<ClaimStatus, ClaimDetails> = {
  registered: CLAIMS.registered,
  documents_pending: CLAIMS.registered,
  submitted: CLAIMS.submitted,
  under_adjustment: CLAIMS.underAdjustment,
  offer_received: CLAIMS.offerReceived,
  offer_accepted: CLAIMS.offerAccepted,
  offer_disputed: CLAIMS.offerReceived,
  discharge_signed: CLAIMS.dischargeSigned,
  payment_received: CLAIMS.dischargeSigned,
  settled: CLAIMS.settled,
  closed: CLAIMS.settled,
  declined: CLAIMS.declined,
  withdrawn: CLAIMS.registered,
};

/** What the claim's page reads with the claim in `status`; its documents and the accounts never answer. */
export const claimInStatusAnswers = (status: ClaimStatus): ScreenAnswers => ({
  [CLAIM_PATH]: claimAnswer({ ...NEAREST[status], status }),
  '/file/download': PENDING,
  '/accounting/accounts': PENDING,
});

/** The claim's page (the app's own route) with the claim in the walked status, as the state stories show it too. */
export function ClaimStatusScreen({ actor }: { actor: ActorRefFrom<ClaimStatusMachine> }) {
  const status = useSelector(actor, (snapshot) => snapshot.value as ClaimStatus);
  const answers = useMemo(() => claimInStatusAnswers(status), [status]);
  return <ScreenStory path={CLAIM_PATH} answers={answers} />;
}
