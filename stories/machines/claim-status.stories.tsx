import { CLAIM_STATUS_LABELS } from '../../domain/claims';
import { ScreenStory } from '../support/screen-story';
import { CLAIM_PATH, claimInStatusAnswers } from './claim-status.screen';
import type { ClaimStatus } from '../../domain/claims';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * The claim status machine (the domain's transition table as a statechart): one story per status,
 * each the claim's page with the claim in that status and the moves the table allows from it.
 */
const meta = {
  title: 'Machines/Claim status',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: CLAIM_PATH, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const story = (status: ClaimStatus): Story => ({
  name: CLAIM_STATUS_LABELS[status],
  parameters: { machine: 'claim-status', state: status },
  args: { answers: claimInStatusAnswers(status) },
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
