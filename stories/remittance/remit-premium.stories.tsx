import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { DANGOTE_MOTOR, INSURERS_ANSWER, JULIUS_MARINE, OKAFOR_FIRE, paidPremiumAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Remittance/Create Schedule',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/remit-premium', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (paidPremium: unknown) => ({ '/insurance-providers/active': INSURERS_ANSWER, '/paidpremium': paidPremium });

/** The first visit while the list is on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** Paid premium for two insurers, one invoice overdue, over two pages. */
export const Loaded: Story = { args: { answers: answers(paidPremiumAnswer([DANGOTE_MOTOR, OKAFOR_FIRE, JULIUS_MARINE], 1, 2, 23)) } };

/** Everything paid has been remitted. */
export const Empty: Story = { args: { answers: answers(paidPremiumAnswer([], 1, 0, 0, '0.00')) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Someone without 'Manage Remittance Schedules'. */
export const Forbidden: Story = {
  args: { answers: answers(failure("You need the 'Manage Remittance Schedules' permission to do this.", 403, 'FORBIDDEN')) },
};
