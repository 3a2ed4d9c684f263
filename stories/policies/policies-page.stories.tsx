import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { LISTED_POLICIES, policiesAnswer } from './form-fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Policies/Policy list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/policies', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const listing = (answer: unknown): ScreenAnswers => ({ '/policies': answer });

export const Loading: Story = { args: { answers: listing(PENDING) } };

export const Failed: Story = { args: { answers: listing(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

export const Empty: Story = { args: { answers: listing(policiesAnswer([])) } };

/** A proposal, a placed policy and one on cover; the first of three pages. */
export const Filled: Story = { args: { answers: listing(policiesAnswer(LISTED_POLICIES, 1, 3, 47)) } };

/** An agent who may read policies but not propose one: no New proposal button. */
export const ReadOnly: Story = { args: { role: 'agent', answers: listing(policiesAnswer(LISTED_POLICIES)) } };
