import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { currenciesAnswer, GBP, NGN, permissionAnswer, USD } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Accounts/Manage currency',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/multi-currency', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (list: unknown): ScreenAnswers => ({ '/accounting/currencies': list });

/** The first visit while the currencies are on their way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** Only the naira, as every brokerage starts. */
export const NairaOnly: Story = { args: { answers: answers(currenciesAnswer([NGN])) } };

/** The naira and two others; the user keeps the currencies. */
export const Filled: Story = { args: { answers: answers(currenciesAnswer([NGN, GBP, USD])) } };

/** The same list for someone without 'Manage Currencies': rates and history only. */
export const ReadOnly: Story = {
  args: {
    role: 'agent',
    answers: {
      ...answers(currenciesAnswer([NGN, GBP, USD])),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: permissionAnswer(['View Accounts']),
    },
  },
};
