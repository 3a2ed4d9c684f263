import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { accountTransactionsAnswer, APPROVED_RENT, CASH_ACCOUNT, DOLLAR_LICENCE, REVERSAL } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = `/accounting/accounts/${CASH_ACCOUNT.account_id}/transactions`;

const meta = {
  title: 'Screens/Transactions/Account transactions',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/account/transaction/${CASH_ACCOUNT.account_id}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({ [PATH]: answer });

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Account not found', 404, 'NOT_FOUND')) } };

export const Empty: Story = { args: { answers: showing(accountTransactionsAnswer(CASH_ACCOUNT, [])) } };

/** A main account: its sub-accounts' transactions included, with what each moved on it. */
export const Filled: Story = {
  args: {
    answers: showing(
      accountTransactionsAnswer(CASH_ACCOUNT, [
        [REVERSAL, '250000.00', '0.00'],
        [DOLLAR_LICENCE, '0.00', '153040.30'],
        [APPROVED_RENT, '0.00', '250000.00'],
      ]),
    ),
  },
};
