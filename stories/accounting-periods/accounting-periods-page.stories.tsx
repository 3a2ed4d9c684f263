import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { FY_2025, FY_2026, periodsAnswer, permissionAnswer, Q1_2027 } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Accounts/Accounting periods',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/accounting-periods', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (list: unknown): ScreenAnswers => ({ '/accounting/periods': list });

/** The first visit while the periods are on their way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user outside the books: the server refuses the list. */
export const Forbidden: Story = {
  args: {
    role: 'agent',
    answers: answers(
      failure(
        "You need the 'View Accounts' or 'Manage Accounting Periods' or 'Create Transaction' or 'Approve Transaction' or 'View Financial Reports' permission to do this. Ask an administrator of your brokerage.",
        403,
        'FORBIDDEN',
      ),
    ),
  },
};

/** No period at all (a brokerage's books always start with one; shown for completeness). */
export const Empty: Story = { args: { answers: answers(periodsAnswer([])) } };

/** Next quarter opened ahead, this year current, last year closed; the user may open and close periods. */
export const Filled: Story = { args: { answers: answers(periodsAnswer([Q1_2027, FY_2026, FY_2025])) } };

/** The same list for someone who only reads the books: no Add or Close. */
export const ReadOnly: Story = {
  args: {
    role: 'agent',
    answers: {
      ...answers(periodsAnswer([Q1_2027, FY_2026, FY_2025])),
      [`/user/permission/${sessionClaimsFor('agent').user_id}`]: permissionAnswer(['View Accounts']),
    },
  },
};
