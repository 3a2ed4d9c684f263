import { failure, PENDING, ScreenStory } from '../support/screen-story';
import { APPROVED_RENT, DOLLAR_LICENCE, REJECTED_RENT, REVERSAL, transaction, transactionsAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Transactions/Transactions list',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/transactions', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const DUPLICATE = transaction('JV-000012', {
  ...REJECTED_RENT,
  ref_no: 'JV-000012',
  transaction_id: '0e9c6a52-4b1d-4c2e-8f00-000000000012',
  rejection_reason: 'Duplicate of JV-000011',
});
const MIXED = [DOLLAR_LICENCE, REVERSAL, APPROVED_RENT, DUPLICATE];

/** The first visit while the list is on its way. */
export const Loading: Story = { args: { answers: { '/accounting/transactions': PENDING } } };

/** The server could not answer. */
export const Failed: Story = {
  args: { answers: { '/accounting/transactions': failure('Network error, please try again', undefined, 'NETWORK_ERROR') } },
};

/** A brokerage that has entered nothing yet. */
export const Empty: Story = { args: { answers: { '/accounting/transactions': transactionsAnswer([]) } } };

/** Pending, approved and rejected transactions over two pages. */
export const Filled: Story = { args: { answers: { '/accounting/transactions': transactionsAnswer(MIXED, 1, 2, 24) } } };

/** Someone who may read the books but not enter transactions: no Add transaction. */
export const ReadOnly: Story = { args: { role: 'agent', answers: { '/accounting/transactions': transactionsAnswer(MIXED) } } };
