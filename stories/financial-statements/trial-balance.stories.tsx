import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REFUSAL, emptyTrialBalanceAnswer, trialBalanceAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Financial statements/Trial balance',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/trialBalance', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ '/accounting/reports/trial-balance': answer });

/** The statement on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Financial Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** Nothing posted by the end of the day. */
export const Empty: Story = { args: { answers: answers(emptyTrialBalanceAnswer) } };

/** Every account with a balance at 31 October 2026, sub-accounts under their main accounts, debits equal credits. */
export const Ready: Story = { args: { answers: answers(trialBalanceAnswer()) } };
