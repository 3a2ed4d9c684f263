import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import {
  balanceSheetAnswer,
  cashFlowAnswer,
  foldedSummaryAnswer,
  foldedTrialBalanceAnswer,
  incomeStatementAnswer,
  subAccountsAnswer,
  summaryAnswer,
  trialBalanceAnswer,
} from '../../../stories/financial-statements/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import { catchSavedFiles, type SavedFile } from '../support/saved-files';

const slow = { timeout: 5000 };

function open(path: string, handlers: Record<string, Handler>) {
  return renderApp({
    path,
    token: STAFF_TOKEN,
    handlers: { [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(['View Financial Reports']), ...handlers },
  });
}

/** The files the page handed to the browser to save, by name, with their contents. */
let saved: SavedFile[];
beforeEach(() => {
  saved = catchSavedFiles();
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

const dateField = (name: RegExp) => screen.getByLabelText(name);

describe('the trial balance screen (/reports/trialBalance)', () => {
  it('shows today’s trial balance, then the one for the day chosen', async () => {
    const { api, user } = open('/reports/trialBalance', {
      '/accounting/reports/trial-balance': ({ query }) => trialBalanceAnswer((query?.asOf as string | undefined) ?? '2026-10-31'),
    });
    const table = await screen.findByRole('table', { name: 'Trial balance' }, slow);
    expect(within(table).getByRole('row', { name: /^2500 Long-term Borrowings/ })).toHaveTextContent(
      'Non-current Liabilities₦1,000,000.00',
    );
    expect(within(table).getByRole('rowheader', { name: 'Zenith Bank 1012345678' })).toHaveStyle({ paddingLeft: '1.5rem' });
    expect(api.callsTo('/accounting/reports/trial-balance')[0]!.query).toEqual({ asOf: undefined });
    expect(dateField(/^As at/)).toHaveValue('2026-10-31');

    fireEvent.change(dateField(/^As at/), { target: { value: '2026-06-30' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(api.callsTo('/accounting/reports/trial-balance').at(-1)!.query).toEqual({ asOf: '2026-06-30' }));
    expect(await screen.findByRole('table', { name: 'Trial balance' })).toBeInTheDocument();
    expect(dateField(/^As at/)).toHaveValue('2026-06-30');
  });

  it('exports the statement on screen as CSV and as PDF, named by its date', async () => {
    const { api, user } = open('/reports/trialBalance', {
      '/accounting/reports/trial-balance': ({ query }) => {
        if (query?.format === 'csv') return 'Account code,Account name\r\n1000,Cash and Bank\r\n';
        if (query?.format === 'pdf') return new Blob(['%PDF-1.3'], { type: 'application/pdf' });
        return trialBalanceAnswer();
      },
    });
    await screen.findByRole('table', { name: 'Trial balance' }, slow);
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(api.callsTo('/accounting/reports/trial-balance').at(-1)!.query).toEqual({ asOf: '2026-10-31', format: 'csv' });
    expect(saved[0]).toMatchObject({ name: 'trial-balance-2026-10-31.csv', type: 'text/csv' });
    expect(await saved[0]!.text).toBe('Account code,Account name\r\n1000,Cash and Bank\r\n');

    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toMatchObject({ name: 'trial-balance-2026-10-31.pdf', type: 'application/pdf' });
  });

  it('says so when a file cannot be made', async () => {
    const { user } = open('/reports/trialBalance', {
      '/accounting/reports/trial-balance': ({ query }) => {
        if (query?.format) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return trialBalanceAnswer();
      },
    });
    await screen.findByRole('table', { name: 'Trial balance' }, slow);
    await user.click(screen.getByRole('button', { name: 'Export PDF' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file could not be made: Network error, please try again');
    expect(saved).toEqual([]);
  });
});

describe('the statements of a period', () => {
  it('checks the dates before asking: the end may not come before the start', async () => {
    const { api, user } = open('/reports/incomeStatement', { '/accounting/reports/income-statement': () => incomeStatementAnswer() });
    const table = await screen.findByRole('table', { name: 'Income statement' }, slow);
    expect(within(table).getByRole('row', { name: /^Loss for the period/ })).toHaveTextContent('-₦1,750,000.00');
    expect(dateField(/^To/)).toHaveValue('2026-10-31');
    fireEvent.change(dateField(/^To/), { target: { value: '2025-12-31' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(dateField(/^To/)).toHaveAccessibleDescription('End date can not be before start date');
    expect(api.callsTo('/accounting/reports/income-statement')).toHaveLength(1);

    fireEvent.change(dateField(/^From/), { target: { value: '2025-01-01' } });
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('/accounting/reports/income-statement').at(-1)!.query).toEqual({ startDate: '2025-01-01', endDate: '2025-12-31' }),
    );
  });

  it('shows the cash flow reconciled to the cash at both ends', async () => {
    open('/reports/cash-flow', { '/accounting/reports/cash-flow': () => cashFlowAnswer() });
    const table = await screen.findByRole('table', { name: 'Cash flow statement' }, slow);
    expect(within(table).getByRole('row', { name: /^Net cash from operating activities/ })).toHaveTextContent('-₦1,720,000.00');
    expect(within(table).getByRole('row', { name: /^2500 Long-term Borrowings/ })).toHaveTextContent('₦1,000,000.00');
    expect(within(table).getByRole('row', { name: /^Cash and bank at the start/ })).toHaveTextContent('₦5,100,000.00');
    expect(within(table).getByRole('row', { name: /^Cash and bank at the end/ })).toHaveTextContent('₦3,580,000.00');
    expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent(
      'Net change equals the change in cash and bank: -₦1,520,000.00 = -₦1,520,000.00',
    );
  });

  it('searches the summary of accounts by code or name over the period shown', async () => {
    const { api, user } = open('/reports/summary', {
      '/accounting/summary': ({ query }) => summaryAnswer(query as Record<string, string>),
    });
    await screen.findByRole('table', { name: 'Summary of accounts' }, slow);
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), 'ade motors');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() =>
      expect(api.callsTo('/accounting/summary').at(-1)!.query).toEqual({
        startDate: '2026-01-01',
        endDate: '2026-10-31',
        search: 'ade motors',
      }),
    );
    const table = await screen.findByRole('table', { name: 'Summary of accounts' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent?.slice(0, 9)),
    ).toEqual(['CodeAccou', '1100-0001', 'Total₦2,0']);
    expect(screen.getByText(/Accounts matching “ade motors”/)).toBeInTheDocument();
  });
});

describe('a main account with more sub-accounts than a statement lists', () => {
  const subAccounts = ({ query }: { query?: Record<string, unknown> }) => subAccountsAnswer(query as Record<string, string>);

  it('opens them page by page under the summary’s line, with their figures and a search', async () => {
    const { api, user } = open('/reports/summary', {
      '/accounting/summary': () => foldedSummaryAnswer(),
      '/accounting/summary/sub-accounts': subAccounts,
    });
    const table = await screen.findByRole('table', { name: 'Summary of accounts' }, slow);
    expect(within(table).getByRole('row', { name: /^1100 Client Receivables/ })).toHaveTextContent(
      'Receivables₦0.00₦2,500,000.00₦2,000,000.00₦500,000.00',
    );
    expect(within(table).queryByRole('rowheader', { name: 'Ade Motors Ltd' })).not.toBeInTheDocument();
    expect(within(table).getByText('250 sub-accounts are included in these figures and not listed.')).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Show sub-accounts of Client Receivables' }));
    const subs = await screen.findByRole('table', { name: 'Sub-accounts of Client Receivables' });
    expect(within(subs).getAllByRole('row')).toHaveLength(51);
    expect(within(subs).getByRole('row', { name: /^1100-0001 Ade Motors Ltd/ })).toHaveTextContent('₦0.00₦2,000,000.00₦2,000,000.00₦0.00');
    expect(within(subs).getByRole('row', { name: /^1100-0002 Client 002 Ltd/ })).toHaveTextContent('₦0.00₦500,000.00₦0.00₦500,000.00');
    expect(api.callsTo('/accounting/summary/sub-accounts')[0]!.query).toMatchObject({
      mainAccountId: 'acc-1100',
      startDate: '2026-01-01',
      endDate: '2026-10-31',
      page: 1,
    });
    const pages = screen.getByRole('navigation', { name: 'Sub-accounts of Client Receivables pages' });
    expect(pages).toHaveTextContent('Page 1 of 5 · 250 lines');
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await within(table).findByRole('rowheader', { name: 'Client 051 Ltd' })).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Code or name' }), 'client 249');
    await user.click(screen.getByRole('button', { name: 'Find' }));
    await waitFor(() => expect(within(table).getAllByRole('rowheader', { name: /^Client \d+ Ltd$/ })).toHaveLength(1));
    expect(api.callsTo('/accounting/summary/sub-accounts').at(-1)!.query).toMatchObject({ search: 'client 249', page: 1 });
  });

  it('shows their balances in the trial balance’s Debit and Credit columns', async () => {
    const { api, user } = open('/reports/trialBalance', {
      '/accounting/reports/trial-balance': () => foldedTrialBalanceAnswer(),
      '/accounting/summary/sub-accounts': subAccounts,
    });
    const table = await screen.findByRole('table', { name: 'Trial balance' }, slow);
    await user.click(within(table).getByRole('button', { name: 'Show sub-accounts of Client Receivables' }));
    const subs = await screen.findByRole('table', { name: 'Sub-accounts of Client Receivables' });
    expect(
      within(subs)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Code', 'Account', 'Debit', 'Credit']);
    expect(within(table).getByRole('row', { name: /^1100 Client Receivables/ })).toHaveTextContent('Receivables₦500,000.00');
    expect(within(subs).getByRole('row', { name: /^1100-0002 Client 002 Ltd/ })).toHaveTextContent('Client 002 Ltd₦500,000.00');
    expect(within(subs).getByRole('row', { name: /^1100-0001 Ade Motors Ltd/ })).toHaveTextContent(/^1100-0001Ade Motors Ltd$/);
    expect(api.callsTo('/accounting/summary/sub-accounts')[0]!.query).toMatchObject({ startDate: '2026-10-31', endDate: '2026-10-31' });
  });
});

describe('the balance sheet screen (/reports/balance-sheet)', () => {
  it('shows the sections, the result to date and the check line', async () => {
    open('/reports/balance-sheet', { '/accounting/reports/balance-sheet': () => balanceSheetAnswer() });
    const table = await screen.findByRole('table', { name: 'Balance sheet' }, slow);
    expect(within(table).getByRole('rowheader', { name: 'Non-current Liabilities' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /^Total liabilities and equity/ })).toHaveTextContent('₦4,380,000.00');
    expect(screen.getByRole('list', { name: 'Checks' })).toHaveTextContent(
      'Assets equal liabilities plus equity: ₦4,380,000.00 = ₦4,380,000.00',
    );
  });
});
