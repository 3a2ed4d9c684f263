import { grantsAnswer } from '../support/grants-answer';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { endorsementsAnswer, LISTED_ENDORSEMENTS } from './endorsement-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Policies/Endorsement list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/policy/endorsement', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ '/policies/endorsements/': answer, '/policies/endorsements/search': answer });

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(endorsementsAnswer([])) } };

/** One of each kind and status; the first of three pages. */
export const Filled: Story = { args: { answers: listing(endorsementsAnswer(LISTED_ENDORSEMENTS, 1, 3, 47)) } };

/** An agent who may read policies but not manage endorsements: no Register endorsement link. */
export const ReadOnly: Story = {
  args: {
    role: 'agent',
    answers: {
      ...listing(endorsementsAnswer(LISTED_ENDORSEMENTS)),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: grantsAnswer('View Policies'),
    },
  },
};

/** An agent without 'View Policies' is told so. */
export const NotAllowed: Story = { args: { role: 'agent', answers: listing(endorsementsAnswer(LISTED_ENDORSEMENTS)) } };
