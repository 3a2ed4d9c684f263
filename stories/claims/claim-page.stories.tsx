import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { CLAIM_ID, claimAnswer, CLAIMS, OVERDUE } from './claim-fixtures';
import type { ClaimDetails } from '../../domain/claims';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = `/claims/${CLAIM_ID}`;

/**
 * /claims/{id} over a stub API, signed in as Funmilayo, an admin (who may update claims): one story
 * per step of a claim's life, and its loading and failures.
 */
const meta = {
  title: 'Screens/Claims/Claim page',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: PATH, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({
  [PATH]: answer,
  // Files and accounts wait: a story shows the page, not a download.
  '/file/download': PENDING,
  '/accounting/accounts': PENDING,
});
const claim = (details: ClaimDetails): Story => ({ args: { answers: showing(claimAnswer(details)) } });

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Claim not found', 404, 'NOT_FOUND')) } };

export const LoadFailed: Story = { args: { answers: showing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Registered, three documents of the motor checklist still missing: Request documents, or upload them. */
export const RegisteredDocumentsMissing = claim(CLAIMS.registered);

/** Open for 97 days against a limit of 90. */
export const Overdue = claim(OVERDUE);

/** A loss adjuster appointed, the report in: Record offer. */
export const UnderAdjustment = claim(CLAIMS.underAdjustment);

/** The insurer's offer and excess: accept it, dispute it or decline. */
export const OfferReceived = claim(CLAIMS.offerReceived);

/** Received from the insurer and paid on to the client, with both journal entries. */
export const SettledThroughBrokerage = claim(CLAIMS.settled);

/** Declined by the insurer, with its reason: only Close is left. */
export const Declined = claim(CLAIMS.declined);

/** An agent who holds only 'View Claims' reads the claim and sees no actions. */
export const ForAReader: Story = {
  args: {
    role: 'agent',
    answers: {
      ...showing(claimAnswer(CLAIMS.underAdjustment)),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Claims'),
    },
  },
};

/** An agent without 'View Claims' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: showing(claimAnswer(CLAIMS.underAdjustment)) } };
