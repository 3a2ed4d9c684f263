import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { APPROVED_RENT, DOLLAR_LICENCE, MY_PENDING_RENT, PENDING_RENT, REJECTED_RENT, REVERSAL, transactionAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Transactions/Transaction details',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/transactions/JV-000014/details', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const showing = (answer: unknown): ScreenAnswers => ({ '/accounting/transactions/JV-000014': answer });

export const Loading: Story = { args: { answers: showing(PENDING) } };

export const NotFound: Story = { args: { answers: showing(failure('Transaction not found', 404, 'NOT_FOUND')) } };

/** A checker's view of a pending one: Approve and Reject. */
export const PendingForChecker: Story = { args: { answers: showing(transactionAnswer(PENDING_RENT)) } };

/** The maker's view: waiting for someone else. */
export const PendingForMaker: Story = { args: { answers: showing(transactionAnswer(MY_PENDING_RENT)) } };

/** Approved and posted; a manual one may be reversed. */
export const Approved: Story = { args: { answers: showing(transactionAnswer(APPROVED_RENT)) } };

export const Rejected: Story = { args: { answers: showing(transactionAnswer(REJECTED_RENT)) } };

/** In dollars, with the naira it posts at the recorded rate. */
export const ForeignCurrency: Story = {
  args: {
    path: '/account/transactions/JV-000015/details',
    answers: { '/accounting/transactions/JV-000015': transactionAnswer(DOLLAR_LICENCE) },
  },
};

/** A reversal waiting for approval, linked to what it reverses. */
export const Reversal: Story = {
  args: {
    path: '/account/transactions/REV-000001/details',
    answers: { '/accounting/transactions/REV-000001': transactionAnswer(REVERSAL) },
  },
};
