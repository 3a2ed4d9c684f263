import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountingMessages } from '../../../domain/accounting';
import { todayInLagos } from '../../../domain/today';
import { transactionMessages } from '../../../domain/transactions';
import { ApiFailure } from '../../../src/api/errors';
import {
  CASH_IN_HAND,
  DOLLAR_LICENCE,
  MY_PENDING_RENT,
  RENT,
  transactionAnswer,
  UTILITIES,
  ZENITH,
} from '../../../stories/transactions/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, holding, POSTING_CHOICES, slow, STAFF } from './support';

function openForm(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({
    path: '/account/transactions/add',
    token,
    handlers: {
      ...POSTING_CHOICES,
      '/accounting/transactions/JV-000014': () => transactionAnswer(MY_PENDING_RENT),
      '/accounting/transactions/JV-000015': () => transactionAnswer(DOLLAR_LICENCE),
      ...handlers,
    },
  });
}

/** The form once the chart has arrived. */
async function form() {
  const found = await screen.findByRole('form', { name: 'Add transaction' }, slow);
  await waitFor(() =>
    expect(within(screen.getByRole('combobox', { name: 'Account, line 1' })).getAllByRole('option').length).toBeGreaterThan(1),
  );
  return found;
}
const submitButton = () => screen.getByRole('button', { name: 'Submit for approval' });

describe('adding a transaction', () => {
  it('offers the accounts lines may post to, grouped by class and named with their main account', async () => {
    openForm();
    await form();
    const picker = screen.getByRole('combobox', { name: 'Account, line 1' });
    await waitFor(() => expect(within(picker).getAllByRole('option')).toHaveLength(6));
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Choose an account',
      '1000 Cash and Bank › 1000-0001 Zenith Bank 1012345671',
      '1000 Cash and Bank › 1010 Cash in Hand',
      '1300 Prepayments',
      '5100 Rent and Rates',
      '5200 Utilities',
    ]);
    expect(
      within(picker)
        .getAllByRole('group')
        .map((group) => group.getAttribute('label')),
    ).toEqual(['Assets', 'Expenses']);
    expect(screen.getByLabelText(/^Transaction date/)).toHaveValue(todayInLagos());
    expect(screen.getByRole('combobox', { name: 'Currency' })).toHaveValue('NGN');
  });

  it('keeps Submit off until the lines balance, showing the totals and the difference as they are typed', async () => {
    const { user, api } = openForm({ '/accounting/transactions': () => transactionAnswer(MY_PENDING_RENT, transactionMessages.submitted) });
    await form();
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Office rent for March');
    expect(screen.getByText('21/200 characters')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 1' }), '5100 Rent and Rates');
    await user.type(screen.getByRole('textbox', { name: 'Debit, line 1' }), '250000');
    expect(screen.getByRole('textbox', { name: 'Debit, line 1' })).toHaveValue('250,000');
    await user.type(screen.getByRole('textbox', { name: 'Line description, line 1' }), 'March rent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 2' }), '1000 Cash and Bank › 1010 Cash in Hand');
    await user.type(screen.getByRole('textbox', { name: 'Credit, line 2' }), '249999.99');
    expect(screen.getByRole('cell', { name: 'Total debit' })).toHaveTextContent('₦250,000.00');
    expect(screen.getByRole('cell', { name: 'Total credit' })).toHaveTextContent('₦249,999.99');
    expect(screen.getByRole('status', { name: 'Difference' })).toHaveTextContent('Difference ₦0.01');
    expect(submitButton()).toBeDisabled();

    await user.clear(screen.getByRole('textbox', { name: 'Credit, line 2' }));
    await user.type(screen.getByRole('textbox', { name: 'Credit, line 2' }), '250000');
    expect(screen.getByRole('status', { name: 'Difference' })).toHaveTextContent('Balanced');
    expect(submitButton()).toBeEnabled();
    await user.click(submitButton());

    expect(await screen.findByText(transactionMessages.submitted)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Transaction JV-000014' }, slow);
    expect(api.callsTo('/accounting/transactions')[0]).toMatchObject({
      method: 'POST',
      body: {
        refNo: null,
        transactionDate: todayInLagos(),
        description: 'Office rent for March',
        currency: 'NGN',
        exchangeRate: null,
        lines: [
          { accountId: RENT.account_code_pk, debit: '250000', credit: null, description: 'March rent' },
          { accountId: CASH_IN_HAND.account_code_pk, debit: null, credit: '250000', description: null },
        ],
      },
    });
  });

  it('adds and removes lines, keeping at least two', async () => {
    const { user } = openForm();
    await form();
    expect(screen.getByRole('button', { name: 'Remove line 1' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Add line' }));
    expect(screen.getByRole('combobox', { name: 'Account, line 3' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove line 2' }));
    expect(screen.queryByRole('combobox', { name: 'Account, line 3' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove line 2' })).toBeDisabled();
  });

  it('shows the server’s refusals against their fields and keeps what was typed', async () => {
    const { user } = openForm({
      '/accounting/transactions': () => {
        throw new ApiFailure(accountingMessages.periodClosed('FY 2025'), 409, 'PERIOD_CLOSED', {
          transactionDate: accountingMessages.periodClosed('FY 2025'),
          'lines.1.accountId': accountingMessages.accountInactive,
        });
      },
    });
    await form();
    await user.type(screen.getByRole('textbox', { name: /^Reference number/ }), 'JV/2025/99');
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Late rent');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 1' }), '5100 Rent and Rates');
    await user.type(screen.getByRole('textbox', { name: 'Debit, line 1' }), '100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 2' }), '1000 Cash and Bank › 1010 Cash in Hand');
    await user.type(screen.getByRole('textbox', { name: 'Credit, line 2' }), '100');
    await user.click(submitButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(accountingMessages.periodClosed('FY 2025'));
    expect(screen.getByLabelText(/^Transaction date/)).toHaveAccessibleDescription(accountingMessages.periodClosed('FY 2025'));
    expect(screen.getByRole('combobox', { name: 'Account, line 2' })).toHaveAccessibleDescription(accountingMessages.accountInactive);
    expect(screen.getByRole('textbox', { name: /^Reference number/ })).toHaveValue('JV/2025/99');
    // Changing the line takes its error away; the date's stays until the date changes.
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Account, line 2' }),
      '1000 Cash and Bank › 1000-0001 Zenith Bank 1012345671',
    );
    expect(screen.getByRole('combobox', { name: 'Account, line 2' })).not.toHaveAccessibleDescription(accountingMessages.accountInactive);
    expect(screen.getByLabelText(/^Transaction date/)).toHaveAccessibleDescription(accountingMessages.periodClosed('FY 2025'));
  });

  it('asks for a description when the lines balance but it is blank, without sending', async () => {
    const { user, api } = openForm();
    await form();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 1' }), '5200 Utilities');
    await user.type(screen.getByRole('textbox', { name: 'Debit, line 1' }), '45000.5');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 2' }), '1000 Cash and Bank › 1010 Cash in Hand');
    await user.type(screen.getByRole('textbox', { name: 'Credit, line 2' }), '45000.50');
    await user.click(submitButton());
    expect(screen.getByRole('textbox', { name: /^Description/ })).toHaveAccessibleDescription(/This field is required/);
    expect(api.callsTo('/accounting/transactions')).toEqual([]);
  });

  it('takes another currency at its current rate, which may be changed', async () => {
    const { user, api } = openForm({ '/accounting/transactions': () => transactionAnswer(DOLLAR_LICENCE, transactionMessages.submitted) });
    await form();
    await waitFor(() => expect(within(screen.getByRole('combobox', { name: 'Currency' })).getAllByRole('option')).toHaveLength(2));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USD · US Dollar');
    const rate = screen.getByRole('textbox', { name: 'Exchange rate (₦ per 1 USD)' });
    expect(rate).toHaveValue('1530.25');
    expect(rate).toHaveAccessibleDescription('1 USD = ₦1,530.25');
    expect(screen.getByRole('columnheader', { name: 'Debit (USD)' })).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: /^Description/ }), 'Accounting software licence');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Account, line 1' }), '5200 Utilities');
    await user.type(screen.getByRole('textbox', { name: 'Debit, line 1' }), '100.01');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Account, line 2' }),
      '1000 Cash and Bank › 1000-0001 Zenith Bank 1012345671',
    );
    await user.type(screen.getByRole('textbox', { name: 'Credit, line 2' }), '100.01');
    expect(screen.getByRole('cell', { name: 'Total debit' })).toHaveTextContent('USD 100.01');
    await user.click(submitButton());
    await screen.findByRole('heading', { name: 'Transaction JV-000015' }, slow);
    expect(api.callsTo('/accounting/transactions')[0]!.body).toMatchObject({
      currency: 'USD',
      exchangeRate: '1530.25',
      lines: [{ accountId: UTILITIES.account_code_pk }, { accountId: ZENITH.account_code_pk }],
    });
  });

  it('says why the accounts cannot be chosen when they could not be loaded', async () => {
    openForm({
      '/accounting/accounts': () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
    });
    await screen.findByRole('form', { name: 'Add transaction' }, slow);
    expect(await screen.findByText('The accounts could not be loaded: Network error, please try again')).toBeInTheDocument();
  });

  it('is closed to someone who may not enter transactions', async () => {
    const { api } = openForm(holding('View Accounts'), STAFF);
    expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts')).toEqual([]);
  });
});
