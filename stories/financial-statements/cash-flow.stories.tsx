import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { REFUSAL, cashFlowAnswer, emptyCashFlowAnswer } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Financial statements/Cash flow',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/reports/cash-flow', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ '/accounting/reports/cash-flow': answer });

/** The statement on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Financial Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** No cash and no movements in the period. */
export const Empty: Story = { args: { answers: answers(emptyCashFlowAnswer) } };

/** The loss, the unpaid premium and the insurer’s share, the equipment and the loan: the change in cash and bank. */
export const Ready: Story = { args: { answers: answers(cashFlowAnswer()) } };
