import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { CASH_IN_HAND, CASH_LINES, ledgerAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const PATH = `/accounting/accounts/${CASH_IN_HAND.account_code_pk}/ledger`;

const meta = {
  title: 'Screens/Chart of accounts/Account ledger',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: `/account/general-ledger/${CASH_IN_HAND.account_code_pk}`, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (ledger: unknown): ScreenAnswers => ({ [PATH]: ledger });

export const Loading: Story = { args: { answers: answers(PENDING) } };

/** An account the brokerage does not have. */
export const Failed: Story = { args: { answers: answers(failure('Account not found', 404, 'NOT_FOUND')) } };

/** No line in the dates chosen: the opening balance carries straight to the closing one. */
export const Empty: Story = {
  args: {
    answers: answers(
      ledgerAnswer({
        lines: [],
        start_date: '2026-06-01',
        opening_balance: '1140.25',
        closing_balance: '1140.25',
        debit_total: '0.00',
        credit_total: '0.00',
      }),
    ),
  },
};

/** Every line with its running balance, between the opening and closing balances. */
export const Ready: Story = { args: { answers: answers(ledgerAnswer({ lines: CASH_LINES })) } };

/** The second page of three: it starts from the balance brought forward and ends with the one carried forward. */
export const MiddlePage: Story = {
  args: { answers: answers(ledgerAnswer({ lines: CASH_LINES.slice(2, 4) }, { page: 2, limit: 2, total: 5, pages: 3 })) },
};
