import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { accountsAnswer, currenciesAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Transactions/Add transaction',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/transactions/add', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form with the chart and the currencies to choose from. */
export const Ready: Story = {
  args: { answers: { '/accounting/accounts': accountsAnswer(), '/accounting/currencies': currenciesAnswer() } },
};

/** The chart is still on its way: no account to choose yet. */
export const LoadingAccounts: Story = {
  args: { answers: { '/accounting/accounts': PENDING, '/accounting/currencies': currenciesAnswer() } },
};

/** The chart could not be read: the form says so. */
export const AccountsFailed: Story = {
  args: {
    answers: {
      '/accounting/accounts': failure('Network error, please try again', undefined, 'NETWORK_ERROR'),
      '/accounting/currencies': currenciesAnswer(),
    },
  },
};

/** Someone without 'Create Transaction'. */
export const Forbidden: Story = { args: { role: 'agent', answers: {} } };
