import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import * as balanceSheetStories from '../../../stories/financial-statements/balance-sheet.stories';
import * as cashFlowStories from '../../../stories/financial-statements/cash-flow.stories';
import * as incomeStatementStories from '../../../stories/financial-statements/income-statement.stories';
import * as summaryStories from '../../../stories/financial-statements/summary-of-accounts.stories';
import * as trialBalanceStories from '../../../stories/financial-statements/trial-balance.stories';
import type { ComponentType } from 'react';

// Lazy screens take a moment to load the first time.
const slow = { timeout: 5000 };

type StateName = 'Loading' | 'Failed' | 'Forbidden' | 'Empty' | 'Ready';

interface Screen {
  title: string;
  stories: Record<StateName, ComponentType>;
  empty: string;
  ready: () => Promise<void>;
}

const row = (table: HTMLElement, name: RegExp) => within(table).getByRole('row', { name });

const SCREENS: Screen[] = [
  {
    title: 'Trial Balance',
    stories: composeStories(trialBalanceStories),
    empty: 'No balances at this date',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Trial balance' }, slow);
      expect(row(table, /^1000-0001 Zenith Bank/)).toHaveTextContent('₦3,480,000.00');
      expect(row(table, /^Total/)).toHaveTextContent('₦6,530,000.00₦6,530,000.00');
      expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent('Debits equal credits: ₦6,530,000.00 = ₦6,530,000.00');
    },
  },
  {
    title: 'Balance Sheet',
    stories: composeStories(balanceSheetStories),
    empty: 'No balances at this date',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Balance sheet' }, slow);
      expect(row(table, /^Total assets/)).toHaveTextContent('₦4,380,000.00');
      expect(row(table, /Current period result/)).toHaveTextContent('-₦1,650,000.00');
      expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent(
        'Assets equal liabilities plus equity: ₦4,380,000.00 = ₦4,380,000.00',
      );
    },
  },
  {
    title: 'Income Statement',
    stories: composeStories(incomeStatementStories),
    empty: 'No income or expenses in this period',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Income statement' }, slow);
      expect(row(table, /^Loss for the period/)).toHaveTextContent('-₦1,750,000.00');
      expect(screen.getByLabelText(/^From/)).toHaveValue('2026-01-01');
    },
  },
  {
    title: 'Cash Flow',
    stories: composeStories(cashFlowStories),
    empty: 'No cash movements in this period',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Cash flow statement' }, slow);
      expect(row(table, /^Net change in cash and bank/)).toHaveTextContent('-₦1,520,000.00');
      expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent('Net change equals the change in cash and bank');
    },
  },
  {
    title: 'Summary of Accounts',
    stories: composeStories(summaryStories),
    empty: 'No account matches your search',
    ready: async () => {
      const table = await screen.findByRole('table', { name: 'Summary of accounts' }, slow);
      expect(row(table, /^1000 Cash and Bank/)).toHaveTextContent('₦5,100,000.00₦3,100,000.00₦4,620,000.00₦3,580,000.00');
    },
  },
];

describe.each(SCREENS)('the $title stories', ({ title, stories, empty, ready }) => {
  it('Loading: says the statement is on its way', async () => {
    render(<stories.Loading />);
    expect(await screen.findByText(`Loading the ${title.toLowerCase()}`, {}, slow)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export CSV' })).toBeDisabled();
  });

  it('Failed: shows why', async () => {
    render(<stories.Failed />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
  });

  it('Forbidden: names the permission needed', async () => {
    render(<stories.Forbidden />);
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Financial Reports' permission");
  });

  it('Empty: says there is nothing to show', async () => {
    render(<stories.Empty />);
    expect(await screen.findByText(empty, {}, slow)).toBeInTheDocument();
  });

  it('Ready: shows the statement with its totals and checks', async () => {
    render(<stories.Ready />);
    await ready();
    expect(screen.getByRole('button', { name: 'Export PDF' })).toBeEnabled();
  });
});
