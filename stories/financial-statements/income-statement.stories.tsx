import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REFUSAL, emptyIncomeStatementAnswer, incomeStatementAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Financial statements/Income statement',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/incomeStatement', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ '/accounting/reports/income-statement': answer });

/** The statement on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Financial Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** No income or expenses in the period. */
export const Empty: Story = { args: { answers: answers(emptyIncomeStatementAnswer) } };

/** January to October: commission against salaries, rent and interest, a loss. */
export const Ready: Story = { args: { answers: answers(incomeStatementAnswer()) } };
