import { endorsementDocumentPath } from '../../src/api/endorsements';
import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { ENDORSEMENT_ID, endorsementAnswer, ENDORSEMENTS } from './endorsement-fixtures';
import type { EndorsementDetails } from '../../domain/policies';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = `/policies/endorsement/${ENDORSEMENT_ID}`;

/**
 * /policy/endorsement/{id} over a stub API, signed in as Funmilayo, an admin (who may manage
 * endorsements): one story per status and kind, and its loading and failures.
 */
const meta = {
  title: 'Screens/Policies/Endorsement page',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/policy/endorsement/${ENDORSEMENT_ID}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({
  [PATH]: answer,
  // The PDF and documents wait: a story shows the page, not a file.
  [endorsementDocumentPath(ENDORSEMENT_ID)]: PENDING,
  '/file/download': PENDING,
});
/** The page of ENDORSEMENT_ID, whichever fixture it shows. */
const endorsement = (details: EndorsementDetails): Story => ({
  args: { answers: showing(endorsementAnswer({ ...details, endorsement_id: ENDORSEMENT_ID })) },
});

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Endorsement not found', 404, 'NOT_FOUND')) } };

export const LoadFailed: Story = { args: { answers: showing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** An addition registered: approve or reject it. */
export const Pending = endorsement(ENDORSEMENTS.pending);

/** Approved, its invoice not paid: No Premium, No Cover holds it back. */
export const AwaitingPremium = endorsement(ENDORSEMENTS.awaitingPremium);

/** Approved and paid: Apply to policy. */
export const Approved = endorsement(ENDORSEMENTS.approved);

export const Applied = endorsement(ENDORSEMENTS.applied);

/** A sum insured change, rejected with the reason. */
export const Rejected = endorsement(ENDORSEMENTS.rejected);

/** A deletion approved: a return premium on a remittance invoice, refunded. */
export const Deletion = endorsement(ENDORSEMENTS.deletion);

/** An extension registered: the daily rate for the days added. */
export const Extension = endorsement(ENDORSEMENTS.extension);

/** A cancellation applied, its premium refunded. */
export const Cancellation = endorsement(ENDORSEMENTS.cancellation);

/** An agent who holds only 'View Policies' reads the endorsement and may only view its document. */
export const ForAReader: Story = {
  args: {
    role: 'agent',
    answers: {
      ...showing(endorsementAnswer(ENDORSEMENTS.pending)),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Policies'),
    },
  },
};

/** An agent without 'View Policies' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: showing(endorsementAnswer(ENDORSEMENTS.pending)) } };
