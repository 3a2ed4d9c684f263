import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { ENDORSEMENTS_PATH, NO_POLICY_CHANGES, POLICY_CHANGES, POLICY_CLAIMS_PATH, REFUNDS_PATH } from './policy-changes-fixtures';
import { NOTIFIED, POLICIES, POLICY_ID, policyAnswer, READY_FOR_COVER, UNBILLED } from './policy-fixtures';
import type { PolicyDetails } from '../../domain/policies';
import type { Meta, StoryObj } from '@storybook/react-vite';

/**
 * /policies/{id} over a stub API, signed in as Funmilayo, an admin (who may update policies, send
 * documents and register endorsements): one story per status of the policy's life, and its loading
 * and failures; the policy's endorsements and refunds are listed unless a story says otherwise.
 */
const meta = {
  title: 'Screens/Policies/Policy page',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/policies/${POLICY_ID}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown, changes: ScreenAnswers = NO_POLICY_CHANGES): ScreenAnswers => ({
  ...changes,
  [`/policies/${POLICY_ID}`]: answer,
  // The prints and documents wait: a story shows the page, not a PDF.
  [`/policies/${POLICY_ID}/policyDocument`]: PENDING,
  [`/policies/policyProposal/${POLICY_ID}/form`]: PENDING,
  [`/policy/${POLICY_ID}/placementSlip`]: PENDING,
});
const policy = (details: PolicyDetails, changes?: ScreenAnswers): Story => ({ args: { answers: showing(policyAnswer(details), changes) } });

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Policy not found', 404, 'NOT_FOUND')) } };

export const LoadFailed: Story = { args: { answers: showing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A proposal: edit it, send the placement slip, lapse or cancel it. */
export const Proposal = policy(POLICIES.proposal);

/** Placed, the premium not in: Put on cover is disabled with the No Premium, No Cover reason. */
export const Placed = policy(POLICIES.placed);

/** Placed and paid, waiting for the insurer to confirm. */
export const PlacedAndPaid = policy(POLICIES.placedPaid);

/** Paid, confirmed and numbered: ready to go on cover. */
export const ReadyForCover = policy(READY_FOR_COVER);

/** The credit note is past its 48 hours. */
export const CreditNoteOverdue = policy(POLICIES.overdue);

/** On cover, with its endorsements, refunds and claims: Register endorsement and Register claim are offered. */
export const Active = policy(POLICIES.active, POLICY_CHANGES);

/** On cover, its endorsements, refunds and claims still on their way. */
export const ChangesLoading = policy(POLICIES.active, {
  [ENDORSEMENTS_PATH]: PENDING,
  [REFUNDS_PATH]: PENDING,
  [POLICY_CLAIMS_PATH]: PENDING,
});

/** On cover, its endorsements, refunds and claims could not be read: each list says so with Try again. */
export const ChangesFailed = policy(POLICIES.active, {
  [ENDORSEMENTS_PATH]: failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  [REFUNDS_PATH]: failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
  [POLICY_CLAIMS_PATH]: failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
});

export const Expired = policy(POLICIES.expired);

/** Renewed: the policy that renews it is linked. */
export const Renewed = policy(POLICIES.renewed);

/** Lapsed, with the reason. */
export const Lapsed = policy(POLICIES.lapsed);

/** A renewal proposed from scratch, not billed yet: Raise invoice. */
export const UnbilledRenewal = policy(UNBILLED);

/** On cover, the client sent a renewal notice: when it went is shown; Renew is offered. */
export const RenewalNoticeSent = policy(NOTIFIED);

/** Cancelled: nothing more may be done to it. */
export const Cancelled = policy(POLICIES.cancelled);

/** An agent who holds only 'View Policies' reads the policy and is offered nothing. */
export const ForAReader: Story = {
  args: {
    role: 'agent',
    answers: {
      ...showing(policyAnswer(READY_FOR_COVER)),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Policies'),
    },
  },
};

/** An agent without 'View Policies' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: showing(policyAnswer(READY_FOR_COVER)) } };
