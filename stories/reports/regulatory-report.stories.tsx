import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { CLIENT_POLICIES_PATH, CLIENT_POLICIES_SCREEN, clientPoliciesAnswer } from './client-policies-fixtures';
import { COMMISSION_PATH, COMMISSION_SCREEN, commissionAnswer, emptyCommissionAnswer, REFUSAL } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Reports/Regulatory return',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: COMMISSION_SCREEN, answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (answer: unknown): ScreenAnswers => ({ [COMMISSION_PATH]: answer });

/** The return on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server could not answer. */
export const Failed: Story = { args: { answers: answers(failure('Network error, please try again', undefined, 'NETWORK_ERROR')) } };

/** A user without 'View Regulatory Reports': the server refuses and says why. */
export const Forbidden: Story = { args: { answers: answers(failure(REFUSAL, 403, 'FORBIDDEN')) } };

/** No debit note in the quarter: nothing to report. */
export const Empty: Story = { args: { answers: answers(emptyCommissionAnswer) } };

/**
 * Commission by insurer and by debit note with their totals, each debit note leading to its
 * invoice; one check holds and one does not.
 */
export const Filled: Story = { args: { answers: answers(commissionAnswer) } };

/** Last half year, chosen earlier and kept in the address. */
export const FromALink: Story = {
  args: { path: `${COMMISSION_SCREEN}?startDate=2026-01-01&endDate=2026-06-30`, answers: answers(commissionAnswer) },
};

/** A long return: a page of its clients, the totals over every page, and the pager. */
export const Paged: Story = {
  args: { path: CLIENT_POLICIES_SCREEN, answers: { [CLIENT_POLICIES_PATH]: clientPoliciesAnswer } },
};
