import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import {
  accountTransactionsAnswer,
  APPROVED_RENT,
  CASH_ACCOUNT,
  DOLLAR_LICENCE,
  MY_PENDING_RENT,
  REJECTED_RENT,
  REVERSAL,
  transaction,
  transactionsAnswer,
} from '../../../stories/transactions/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, holding, slow, STAFF } from './support';

const openList = (handlers: Record<string, Handler>, token = ADMIN) => renderApp({ path: '/account/transactions', token, handlers });

describe('the transactions list', () => {
  it('lists transactions with their status, filters them and pages', async () => {
    const rejected = transaction('JV-000013', { ...REJECTED_RENT, ref_no: 'JV-000013', transaction_id: 'tx-13' });
    const { user, api } = openList({
      '/accounting/transactions': () => transactionsAnswer([DOLLAR_LICENCE, MY_PENDING_RENT, rejected], 1, 2, 23),
    });
    const table = await screen.findByRole('table', { name: 'Transactions' }, slow);
    const row = await within(table).findByRole('row', { name: /JV-000015/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['JV-000015', '2026-03-04', 'Accounting software licence', 'Pending approval', 'Chinedu Eze', '₦153,040.30']);
    expect(within(table).getByRole('row', { name: /JV-000013/ })).toHaveTextContent('Rejected');
    expect(within(table).getByRole('link', { name: 'JV-000015' })).toHaveAttribute('href', '/account/transactions/JV-000015/details');
    expect(screen.getByRole('link', { name: 'Add transaction' })).toHaveAttribute('href', '/account/transactions/add');
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();

    const last = () => api.callsTo('/accounting/transactions').at(-1)?.query;
    expect(last()).toEqual({ status: undefined, startDate: undefined, endDate: undefined, search: undefined, page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ page: 2 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending approval');
    await waitFor(() => expect(last()).toMatchObject({ status: 'pending', page: 1 }));
    await user.type(screen.getByLabelText('From'), '2026-03-01');
    await waitFor(() => expect(last()).toMatchObject({ startDate: '2026-03-01', status: 'pending' }));
    await user.type(screen.getByLabelText('To'), '2026-03-31');
    await waitFor(() => expect(last()).toMatchObject({ endDate: '2026-03-31' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search transactions' }), '  rent {Enter}');
    await waitFor(() =>
      expect(last()).toMatchObject({ search: 'rent', status: 'pending', startDate: '2026-03-01', endDate: '2026-03-31', page: 1 }),
    );
  });

  it('shows an approved one as approved and hides Add transaction from someone who only reads the books', async () => {
    openList({ ...holding('View Accounts'), '/accounting/transactions': () => transactionsAnswer([APPROVED_RENT, REVERSAL]) }, STAFF);
    const table = await screen.findByRole('table', { name: 'Transactions' }, slow);
    expect(await within(table).findByRole('row', { name: /^JV-000014/ })).toHaveTextContent('Approved');
    expect(within(table).getByRole('row', { name: /REV-000001/ })).toHaveTextContent('Pending approval');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Add transaction' })).not.toBeInTheDocument());
  });

  it('says when no transaction matches', async () => {
    openList({ '/accounting/transactions': () => transactionsAnswer([]) });
    expect(await screen.findByText('No transactions match', {}, slow)).toBeInTheDocument();
  });

  it('shows why the list could not be read', async () => {
    openList({
      '/accounting/transactions': () => {
        throw new ApiFailure(
          "You need the 'View Accounts' or 'Create Transaction' or 'Approve Transaction' permission to do this.",
          403,
          'FORBIDDEN',
        );
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Accounts'");
  });
});

describe('the transactions of one account', () => {
  it('shows the account and what each transaction moved on it', async () => {
    const { api } = renderApp({
      path: `/account/transaction/${CASH_ACCOUNT.account_id}`,
      token: ADMIN,
      handlers: {
        [`/accounting/accounts/${CASH_ACCOUNT.account_id}/transactions`]: () =>
          accountTransactionsAnswer(CASH_ACCOUNT, [
            [DOLLAR_LICENCE, '0.00', '153040.30'],
            [APPROVED_RENT, '0.00', '250000.00'],
          ]),
      },
    });
    expect(await screen.findByRole('heading', { name: '1000 Cash and Bank' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Includes the transactions of its sub-accounts.')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Transactions of 1000 Cash and Bank' });
    const row = within(table).getByRole('row', { name: /JV-000015/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-2),
    ).toEqual(['', '₦153,040.30']);
    expect(screen.getByRole('link', { name: 'Account ledger' })).toHaveAttribute(
      'href',
      `/account/general-ledger/${CASH_ACCOUNT.account_id}`,
    );
    expect(api.callsTo(`/accounting/accounts/${CASH_ACCOUNT.account_id}/transactions`)[0]?.query).toMatchObject({ page: 1, limit: 20 });
  });

  it('says when the account is not found', async () => {
    renderApp({
      path: '/account/transaction/nope',
      token: ADMIN,
      handlers: {
        '/accounting/accounts/nope/transactions': () => {
          throw new ApiFailure('Account not found', 404, 'NOT_FOUND');
        },
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Account not found');
  });
});
