import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { claimsAnswer, CLAIMS_PATH, CLAIMS_SEARCH_PATH, LISTED_CLAIMS } from './list-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

/** /claims/list over a stub API, signed in as an admin (who may register claims and change the claim settings). */
const meta = {
  title: 'Screens/Claims/Claim list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/claims/list', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ [CLAIMS_PATH]: answer, [CLAIMS_SEARCH_PATH]: answer });

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** No claim registered yet: where to register the first. */
export const Empty: Story = { args: { answers: listing(claimsAnswer([])) } };

/** A claim waiting for documents, one past the age limit (flagged overdue) and a settled one; the first of three pages. */
export const Filled: Story = { args: { answers: listing(claimsAnswer(LISTED_CLAIMS, 1, 3, 47)) } };

/** An agent who may read claims but neither register them nor change the settings. */
export const ReadOnly: Story = {
  args: {
    role: 'agent',
    answers: {
      ...listing(claimsAnswer(LISTED_CLAIMS)),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Claims'),
    },
  },
};

/** An agent without 'View Claims' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: listing(claimsAnswer(LISTED_CLAIMS)) } };
