import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as ledgerStories from '../../../stories/chart-of-accounts/account-ledger-page.stories';
import * as chartStories from '../../../stories/chart-of-accounts/chart-of-accounts-page.stories';

const chart = composeStories(chartStories);
const ledger = composeStories(ledgerStories);

// Lazy screens take a moment to load the first time.
const slow = { timeout: 5000 };

const table = () => screen.findByRole('table', { name: 'Chart of accounts' }, slow);
/** Waits for the user's permissions to settle, then checks which actions show. */
async function actions(expected: { add: boolean; client: boolean; edit: boolean }) {
  await waitFor(() => expect(!!screen.queryByRole('button', { name: 'Create client account' })).toBe(expected.client));
  expect(!!screen.queryByRole('button', { name: 'Add account' })).toBe(expected.add);
  expect(!!screen.queryByRole('button', { name: 'Edit 1300 Prepayments' })).toBe(expected.edit);
}

/** What a person sees in each story; a story added without an entry here does not compile. */
const chartExpectations: Record<keyof typeof chart, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading the chart of accounts', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Chart of Accounts' })).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Accounts'");
  },
  Empty: async () => {
    expect(await screen.findByText('No accounts yet', {}, slow)).toBeInTheDocument();
  },
  Ready: async () => {
    const rows = within(await table()).getAllByRole('row');
    expect(rows.find((row) => row.textContent?.startsWith('1100-0001'))).toHaveTextContent('₦75,250.50');
    await actions({ add: true, client: true, edit: true });
  },
  ReadOnly: async () => {
    expect(within(await table()).getByRole('link', { name: 'Share Capital' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Delete 1300 Prepayments' })).not.toBeInTheDocument());
    await actions({ add: false, client: false, edit: false });
  },
  Teller: async () => {
    await table();
    await actions({ add: false, client: true, edit: false });
  },
  WithInactive: async () => {
    expect(within(await table()).getByRole('row', { name: /^1550 Motor Vehicles \(sold\)/ })).toHaveTextContent('Inactive');
  },
  ClientAccountDialog: async () => {
    const form = await screen.findByRole('form', { name: 'Create client account' }, slow);
    expect(within(form).getByRole('searchbox', { name: 'Find a client' })).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Open account' })).toBeDisabled();
  },
  AddAccountDialog: async () => {
    const form = await screen.findByRole('form', { name: 'Add account' }, slow);
    expect(within(form).getByRole('radio', { name: 'Main account' })).toBeChecked();
    expect(within(form).getByRole('combobox', { name: /^Type/ })).toBeEnabled();
  },
  EditAccountDialog: async () => {
    const form = await screen.findByRole('form', { name: 'Edit 1300 Prepayments' }, slow);
    expect(within(form).getByRole('textbox', { name: 'Description' })).toHaveValue('Rent and insurance paid ahead');
    expect(within(form).getByRole('checkbox', { name: /^Active/ })).toBeChecked();
  },
};

const ledgerRows = () =>
  within(screen.getByRole('table', { name: 'Ledger lines' }))
    .getAllByRole('row')
    .map((row) => row.textContent);

const ledgerExpectations: Record<keyof typeof ledger, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading the ledger', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Account not found');
  },
  Empty: async () => {
    await screen.findByRole('heading', { level: 1, name: '1010 Cash in Hand' }, slow);
    expect(ledgerRows().slice(1)).toEqual(['Opening balance₦1,140.25', 'No transactions in this period', 'Closing balance₦1,140.25']);
  },
  Ready: async () => {
    await screen.findByRole('heading', { level: 1, name: '1010 Cash in Hand' }, slow);
    expect(ledgerRows()).toHaveLength(8);
    expect(ledgerRows().at(-1)).toBe('Closing balance₦1,140.25');
  },
  MiddlePage: async () => {
    await screen.findByRole('heading', { level: 1, name: '1010 Cash in Hand' }, slow);
    expect(ledgerRows()[1]).toBe('Brought forward₦800.00');
    expect(ledgerRows().at(-1)).toBe('Carried forward₦840.25');
    expect(screen.getByText('Page 2 of 3 · 5 lines')).toBeInTheDocument();
  },
};

describe('the chart of accounts’ stories', () => {
  it.each(Object.entries(chart))('chart: %s', async (name, Story) => {
    render(<Story />);
    await chartExpectations[name as keyof typeof chart]();
  });

  it.each(Object.entries(ledger))('ledger: %s', async (name, Story) => {
    render(<Story />);
    await ledgerExpectations[name as keyof typeof ledger]();
  });
});
