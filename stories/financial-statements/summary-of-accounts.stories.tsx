import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { foldedSummaryAnswer, REFUSAL, subAccountsAnswer, summaryAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Financial statements/Summary of accounts',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/summary', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ '/accounting/summary': answer });

/** The statement on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Financial Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** A search that matches no account. */
export const Empty: Story = { args: { answers: answers(summaryAnswer({ search: 'nothing like it' })) } };

/** Every account’s opening balance, debits, credits and closing balance for January to October. */
export const Ready: Story = { args: { answers: answers(summaryAnswer()) } };

/**
 * A brokerage with 250 client accounts: Client Receivables stands for them, and its sub-accounts open
 * page by page, with a search.
 */
export const ManyClientAccounts: Story = {
  args: {
    answers: {
      '/accounting/summary': foldedSummaryAnswer(),
      '/accounting/summary/sub-accounts': ({ query }: { query?: Record<string, string> }) => subAccountsAnswer(query),
    },
  },
};
