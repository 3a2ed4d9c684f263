import { AccountFormDialog } from '../../src/features/chart-of-accounts/account-form-dialog';
import { failure, PENDING, ScreenStory, type ScreenAnswers } from '../support/screen-story';
import { sessionClaimsFor } from '../support/session-story';
import { accountsAnswer, CHART, clientsAnswer, CLIENTS, holding, OLD_VAN, PREPAYMENTS } from './fixtures';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Screens/Chart of accounts/Chart of accounts',
  component: ScreenStory,
  parameters: { layout: 'fullscreen' },
  args: { path: '/account/general-ledger', answers: {} },
} satisfies Meta<typeof ScreenStory>;

export default meta;
type Story = StoryObj<typeof meta>;

const answers = (list: unknown, more: ScreenAnswers = {}): ScreenAnswers => ({ '/accounting/accounts': list, ...more });
const AGENT_ID = sessionClaimsFor('agent').user_id;

/** The first visit while the chart is on its way. */
export const Loading: Story = { args: { answers: answers(PENDING) } };

/** The server refused: the user holds none of the books' permissions. */
export const Failed: Story = {
  args: {
    answers: answers(
      failure(
        "You need the 'View Accounts' or 'Manage Chart of Accounts' permission to do this. Ask an administrator of your brokerage.",
        403,
        'FORBIDDEN',
      ),
    ),
  },
};

/** A search that finds nothing. */
export const Empty: Story = { args: { answers: answers(accountsAnswer([])) } };

/** The chart grouped by class, main accounts with their sub-accounts, for someone who keeps it. */
export const Ready: Story = { args: { answers: answers(accountsAnswer(CHART)) } };

/** Someone who may read the books but not change the chart: no Add, Edit or Delete. */
export const ReadOnly: Story = { args: { role: 'agent', answers: answers(accountsAnswer(CHART), holding(AGENT_ID, 'View Accounts')) } };

/** Someone who records payments: they may open a client's account, nothing more. */
export const Teller: Story = { args: { role: 'agent', answers: answers(accountsAnswer(CHART), holding(AGENT_ID, 'Record Payment')) } };

/** Inactive accounts shown too. */
export const WithInactive: Story = { args: { answers: answers(accountsAnswer([...CHART.slice(0, 6), OLD_VAN, ...CHART.slice(6)])) } };

/** Where a payment without a client account sends people: the "Create client account" dialog opens at once. */
export const ClientAccountDialog: Story = {
  args: {
    path: '/account/general-ledger?client=1',
    answers: answers(accountsAnswer(CHART), { '/client/search': clientsAnswer(CLIENTS) }),
  },
};

/** The Add account dialog, over the main accounts a sub-account may go under. */
export const AddAccountDialog: Story = {
  args: { answers: answers(accountsAnswer(CHART)), children: <AccountFormDialog account={null} onSaved={() => {}} onClose={() => {}} /> },
};

/** Editing an account the system does not use: its type and activity may change. */
export const EditAccountDialog: Story = {
  args: { answers: {}, children: <AccountFormDialog account={PREPAYMENTS} onSaved={() => {}} onClose={() => {}} /> },
};
