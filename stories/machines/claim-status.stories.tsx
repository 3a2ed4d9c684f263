import { CLAIM_STATUS_LABELS } from '../../domain/claims';
import { CLAIM_ID, claimAnswer, CLAIMS } from '../claims/claim-fixtures';
import { PENDING, ScreenStory } from '../support/screen-story';
import type { ClaimDetails, ClaimStatus } from '../../domain/claims';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = `/claims/${CLAIM_ID}`;

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
const inStatus = (status: ClaimStatus): ClaimDetails => ({ ...NEAREST[status], status });

/**
 * The claim status machine (the domain's transition table as a statechart): one story per status,
 * each the claim's page with the claim in that status and the moves the table allows from it.
 */
const meta = {
  title: 'Machines/Claim status',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: PATH, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (status: ClaimStatus): Story => ({
  name: CLAIM_STATUS_LABELS[status],
  parameters: { machine: 'claim-status', state: status },
  args: { answers: { [PATH]: claimAnswer(inStatus(status)), '/file/download': PENDING, '/accounting/accounts': PENDING } },
});

export const Registered = story('registered');
export const DocumentsPending = story('documents_pending');
export const Submitted = story('submitted');
export const UnderAdjustment = story('under_adjustment');
export const OfferReceived = story('offer_received');
export const OfferAccepted = story('offer_accepted');
export const OfferDisputed = story('offer_disputed');
export const DischargeSigned = story('discharge_signed');
export const PaymentReceived = story('payment_received');
export const Settled = story('settled');
export const Closed = story('closed');
export const Declined = story('declined');
export const Withdrawn = story('withdrawn');
