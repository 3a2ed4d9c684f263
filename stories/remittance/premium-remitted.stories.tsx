import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { allRemittedAnswer, DANGOTE_REMITTED, INSURERS_ANSWER, JULIUS_REMITTED } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Remittance/Remittance Schedules',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/premium-remitted', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (remitted: unknown) => ({ '/insurance-providers/active': INSURERS_ANSWER, '/all-remitted': remitted });

/** The first visit while the list is on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** A bank transfer with its receipt and a cheque still without one, over three pages. */
export const Loaded: Story = { args: { answers: answers(allRemittedAnswer([DANGOTE_REMITTED, JULIUS_REMITTED], 1, 3, 41)) } };

/** Nothing remitted yet. */
export const Empty: Story = { args: { answers: answers(allRemittedAnswer([], 1, 0, 0, '0.00')) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Someone without 'Manage Remittance Schedules'. */
export const Forbidden: Story = {
  args: { answers: answers(failure("You need the 'Manage Remittance Schedules' permission to do this.", 403, 'FORBIDDEN')) },
};
