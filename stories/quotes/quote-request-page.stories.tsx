import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REQUEST_DETAILS, REQUEST_ID, requestAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Quotes/Quote request',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/requested-quote/${REQUEST_ID}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({ [`/quotes/requested/${REQUEST_ID}`]: answer });

export const Loading: Story = { args: { answers: showing(PENDING) } };

/** Another agent's request, or another brokerage's: the server answers 404 alike. */
export const NotFound: Story = { args: { answers: showing(failure('Quote request not found', 404, 'NOT_FOUND')) } };

export const Failed: Story = { args: { answers: showing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Quoted by two insurers, with its proposal form; an admin may prepare another quote and attach a document. */
export const Filled: Story = { args: { answers: showing(requestAnswer(REQUEST_DETAILS)) } };

/** Just asked: no document, no quote yet. */
export const Fresh: Story = {
  args: { answers: showing(requestAnswer({ ...REQUEST_DETAILS, status: 'open', documents: [], quotes: [] })) },
};

/** Closed: nothing more can be prepared or attached. */
export const Closed: Story = { args: { answers: showing(requestAnswer({ ...REQUEST_DETAILS, status: 'closed' })) } };

/** An agent without 'Create Quote' reads it only. */
export const ReadOnly: Story = { args: { role: 'agent', answers: showing(requestAnswer(REQUEST_DETAILS)) } };
