import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as periodStories from '../../../stories/accounting-periods/accounting-periods-page.stories';
import * as currencyStories from '../../../stories/accounting-periods/currencies-page.stories';
import * as historyStories from '../../../stories/accounting-periods/rate-history-page.stories';

const periods = composeStories(periodStories);
const currencies = composeStories(currencyStories);
const history = composeStories(historyStories);

// Lazy screens take a moment to load the first time.
const slow = { timeout: 5000 };

/** What a person sees in each story; a story added without an entry here does not compile. */
const periodExpectations: Record<keyof typeof periods, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading accounting periods', {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Accounting Periods' })).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  Forbidden: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Accounts'");
    expect(screen.queryByRole('button', { name: 'Add period' })).not.toBeInTheDocument();
  },
  Empty: async () => {
    expect(await screen.findByText('No accounting periods yet', {}, slow)).toBeInTheDocument();
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Accounting periods', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /FY 2026/ })).toHaveTextContent('Current');
    expect(within(table).getByRole('button', { name: 'Close FY 2026' })).toBeEnabled();
    expect(within(table).queryByRole('button', { name: 'Close FY 2025' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add period' })).toBeEnabled();
  },
  ReadOnly: async () => {
    const table = await screen.findByRole('table', { name: 'Accounting periods', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /FY 2025/ })).toHaveTextContent('Closed');
    await waitFor(() => expect(screen.getByRole('link', { name: 'Manage currencies' })).toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Add period' })).not.toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: /^Close/ })).not.toBeInTheDocument();
  },
};

const currencyExpectations: Record<keyof typeof currencies, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading currencies', {}, slow)).toBeInTheDocument();
  },
  Failed: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  },
  NairaOnly: async () => {
    const table = await screen.findByRole('table', { name: 'Currencies', busy: false }, slow);
    expect(within(table).getAllByRole('row')).toHaveLength(2);
    expect(within(table).getByRole('row', { name: /^NGN/ })).toHaveTextContent('Base currency');
  },
  Filled: async () => {
    const table = await screen.findByRole('table', { name: 'Currencies', busy: false }, slow);
    expect(within(table).getByRole('row', { name: /^GBP/ })).toHaveTextContent('₦1,940.123456');
    expect(within(table).getByRole('button', { name: 'Update USD rate' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Add currency' })).toBeEnabled();
  },
  ReadOnly: async () => {
    const table = await screen.findByRole('table', { name: 'Currencies', busy: false }, slow);
    expect(within(table).getByRole('link', { name: 'USD rate history' })).toBeInTheDocument();
    expect(within(table).queryByRole('button', { name: 'Update USD rate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add currency' })).not.toBeInTheDocument();
  },
};

const historyExpectations: Record<keyof typeof history, () => Promise<void>> = {
  Loading: async () => {
    expect(await screen.findByText('Loading exchange rates', {}, slow)).toBeInTheDocument();
  },
  NotFound: async () => {
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Currency not found');
  },
  Naira: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'Nigerian Naira (NGN)' }, slow)).toBeInTheDocument();
    expect(screen.getByText('No rates recorded yet')).toBeInTheDocument();
  },
  Filled: async () => {
    expect(await screen.findByRole('heading', { level: 1, name: 'US Dollar (USD)' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Exchange rates' })).getAllByRole('row')).toHaveLength(4);
  },
};

describe('the accounting periods and currencies screens’ stories', () => {
  it.each(Object.entries(periods))('accounting periods: %s', async (name, Story) => {
    render(<Story />);
    await periodExpectations[name as keyof typeof periods]();
  });

  it.each(Object.entries(currencies))('manage currency: %s', async (name, Story) => {
    render(<Story />);
    await currencyExpectations[name as keyof typeof currencies]();
  });

  it.each(Object.entries(history))('exchange rate history: %s', async (name, Story) => {
    render(<Story />);
    await historyExpectations[name as keyof typeof history]();
  });
});
