import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { CLIENT_REQUEST, pageAnswer, PROSPECT_REQUEST } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Quotes/Quote requests',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/requested-quotes', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ '/quotes/requested': answer });

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(pageAnswer([])) } };

/** A client's open request and a prospect's quoted one, newest first. */
export const Filled: Story = { args: { answers: listing(pageAnswer([CLIENT_REQUEST, PROSPECT_REQUEST], 1, 2, 23)) } };
