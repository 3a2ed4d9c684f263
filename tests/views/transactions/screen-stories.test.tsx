import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as accountStories from '../../../stories/transactions/account-transactions.stories';
import * as addStories from '../../../stories/transactions/add-transaction.stories';
import * as detailsStories from '../../../stories/transactions/transaction-details.stories';
import * as listStories from '../../../stories/transactions/transactions-page.stories';
import { slow } from './support';
import type { ComponentType } from 'react';

const list = composeStories(listStories);
const add = composeStories(addStories);
const details = composeStories(detailsStories);
const account = composeStories(accountStories);

const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, slow);

/** What a person sees in each story; a story added without an entry here does not compile. */
const listExpectations: Record<keyof typeof list, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading transactions', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Empty: async () => {
    expect(await screen.findByText('No transactions match', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add transaction' })).toBeInTheDocument();
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Transactions', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /^JV-000012/ })).toHaveTextContent('Rejected');
    expect(within(table).getByRole('row', { name: /^REV-000001/ })).toHaveTextContent('Pending approval');
    expect(within(table).getByRole('row', { name: /^JV-000014/ })).toHaveTextContent('Approved');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
  },
  ReadOnly: async () => {
    expect(await screen.findByRole('link', { name: 'JV-000015' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add transaction' })).not.toBeInTheDocument());
  },
};

const addExpectations: Record<keyof typeof add, () => Promise<void>> = {
  Ready: async () => {
    const picker = await screen.findByRole('combobox', { name: 'Account, line 1' }, slow);
    await waitFor(() => expect(within(picker).getByRole('option', { name: '5100 Rent and Rates' })).toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Submit for approval' })).toBeDisabled();
  },
  LoadingAccounts: async () => {
    const picker = await screen.findByRole('combobox', { name: 'Account, line 1' }, slow);
    expect(within(picker).getAllByRole('option')).toHaveLength(1);
  },
  AccountsFailed: async () => {
    expect(await screen.findByText('The accounts could not be loaded: Network error, please try again', {}, slow)).toBeInTheDocument();
  },
  Forbidden: async () => {
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
  },
};

const detailsExpectations: Record<keyof typeof details, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading transaction', {}, slow)).toBeInTheDocument();
  },
  NotFound: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Transaction not found');
  },
  PendingForChecker: async () => {
    await heading('Transaction JV-000014');
    expect(screen.getByRole('button', { name: 'Approve' })).toBeEnabled();
  },
  PendingForMaker: async () => {
    await heading('Transaction JV-000014');
    expect(screen.getByText(/Waiting for approval by another user/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  },
  Approved: async () => {
    await heading('Transaction JV-000014');
    expect(await screen.findByRole('button', { name: 'Reverse' })).toBeEnabled();
  },
  Rejected: async () => {
    await heading('Transaction JV-000014');
    expect(screen.getByText('The landlord’s invoice says ₦240,000')).toBeInTheDocument();
  },
  ForeignCurrency: async () => {
    await heading('Transaction JV-000015');
    expect(screen.getByRole('columnheader', { name: 'Debit (USD)' })).toBeInTheDocument();
  },
  Reversal: async () => {
    await heading('Transaction REV-000001');
    expect(screen.getByRole('link', { name: 'JV-000014' })).toHaveAttribute('href', '/account/transactions/JV-000014/details');
  },
};

const accountExpectations: Record<keyof typeof account, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading account transactions', {}, slow)).toBeInTheDocument();
  },
  NotFound: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Account not found');
  },
  Empty: async () => {
    expect(await screen.findByText('No transactions on this account', {}, slow)).toBeInTheDocument();
  },
  Filled: async () => {
    await heading('1000 Cash and Bank');
    expect(screen.getByRole('row', { name: /^REV-000001/ })).toHaveTextContent('₦250,000.00');
  },
};

describe.each([
  ['transactions list', list, listExpectations],
  ['add transaction', add, addExpectations],
  ['transaction details', details, detailsExpectations],
  ['account transactions', account, accountExpectations],
] as const)('%s stories', (_name, stories, expectations) => {
  it.each(Object.keys(expectations))('%s', async (name) => {
    const Story = (stories as unknown as Record<string, ComponentType>)[name]!;
    render(<Story />);
    await (expectations as Record<string, () => Promise<void>>)[name]!();
  });
});
