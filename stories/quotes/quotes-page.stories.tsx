import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { LISTED_QUOTES, pageAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Quotes/Quote list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/quotes', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ '/quotes': answer });

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(pageAnswer([])) } };

/** Pending approval, sent and draft, with their timestamps; the first of three pages. */
export const Filled: Story = { args: { answers: listing(pageAnswer(LISTED_QUOTES, 1, 3, 47)) } };

/** An agent who may read quotes but not create one: no Create Quote button. */
export const ReadOnly: Story = { args: { role: 'agent', answers: listing(pageAnswer(LISTED_QUOTES)) } };
