import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REFUSAL, balanceSheetAnswer, emptyBalanceSheetAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Financial statements/Balance sheet',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/balance-sheet', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ '/accounting/reports/balance-sheet': answer });

/** The statement on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Financial Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** Nothing posted by the end of the day. */
export const Empty: Story = { args: { answers: answers(emptyBalanceSheetAnswer) } };

/** Assets equal liabilities plus equity, with the year’s loss in equity as the current period result. */
export const Ready: Story = { args: { answers: answers(balanceSheetAnswer()) } };
