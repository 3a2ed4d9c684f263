import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import {
  account,
  accountsAnswer,
  CASH_IN_HAND,
  CHART,
  CLIENTS,
  clientsAnswer,
  idOf,
  PREPAYMENTS,
} from '../../../stories/chart-of-accounts/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 5000 };

function openChart(held: PermissionName[], handlers: Record<string, Handler> = {}, path = '/account/general-ledger') {
  return renderApp({
    path,
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      '/accounting/accounts': () => accountsAnswer(CHART),
      ...handlers,
    },
  });
}

const chart = () => screen.findByRole('table', { name: 'Chart of accounts' }, slow);

describe('the chart of accounts (/account/general-ledger)', () => {
  it('shows the accounts by class with their balances and links, without changes for a reader', async () => {
    const { api } = openChart(['View Accounts']);
    const table = await chart();
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Assets · normal balance debit',
      'Liabilities · normal balance credit',
      'Equity · normal balance credit',
      'Income · normal balance credit',
      'Expenses · normal balance debit',
    ]);
    const cash = within(table).getByRole('row', { name: /^1010 Cash in Hand/ });
    expect(cash).toHaveTextContent('Sub-account of 1000');
    expect(cash).toHaveTextContent('₦29,999.50');
    expect(within(table).getByRole('row', { name: /^1000 Cash and Bank/ })).toHaveTextContent('₦1,879,999.50');
    expect(within(cash).getByRole('link', { name: 'Cash in Hand' })).toHaveAttribute(
      'href',
      `/account/general-ledger/${CASH_IN_HAND.account_code_pk}`,
    );
    expect(within(cash).getByRole('link', { name: 'Transactions of 1010 Cash in Hand' })).toHaveAttribute(
      'href',
      `/account/transaction/${CASH_IN_HAND.account_code_pk}`,
    );
    await waitFor(() => expect(api.callsTo(`/user/permission/${STAFF_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create client account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Edit / })).not.toBeInTheDocument();
  });

  it('searches by the words typed, filters by class and shows inactive accounts on request', async () => {
    const { api, user } = openChart(['View Accounts'], {
      '/accounting/accounts': ({ query }) => accountsAnswer(query?.search ? [] : CHART),
    });
    await chart();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Class' }), 'Income');
    await waitFor(() => expect(api.callsTo('/accounting/accounts').at(-1)!.query).toMatchObject({ accountClass: 'income' }));
    await user.click(screen.getByRole('checkbox', { name: 'Show inactive accounts' }));
    await waitFor(() =>
      expect(api.callsTo('/accounting/accounts').at(-1)!.query).toMatchObject({ accountClass: 'income', includeInactive: 'true' }),
    );
    await user.type(screen.getByRole('searchbox', { name: 'Search accounts' }), '  rent ');
    expect(await screen.findByText('No account matches your search')).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts').at(-1)!.query).toMatchObject({ search: 'rent' });
  });

  it('adds a sub-account under a main account, checking the form and showing a code already used against it', async () => {
    let posted = 0;
    const { api, user } = openChart(['Manage Chart of Accounts'], {
      '/accounting/accounts': ({ method, body }) => {
        if (method !== 'POST') return accountsAnswer(CHART);
        posted += 1;
        if (posted === 1)
          throw new ApiFailure('Account code 1300-rent is already used', 409, 'CONFLICT', {
            accountCode: 'Account code 1300-rent is already used',
          });
        const { accountCode, accountName } = body as { accountCode: string; accountName: string };
        return {
          success: true,
          message: 'Account created',
          data: account(idOf(9), accountCode, accountName, 'other_current_asset', {
            is_main_account: false,
            parent_account_id: PREPAYMENTS.account_code_pk,
            parent_account_code: '1300',
          }),
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add account' }, slow));
    const form = screen.getByRole('form', { name: 'Add account' });
    await user.click(within(form).getByRole('radio', { name: 'Sub-account' }));
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    expect(within(form).getByText('Choose a main account')).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts').filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), '1300-rent');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Rent paid ahead');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Main account/ }), '1300 Prepayments');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByText('Account code 1300-rent is already used')).toBeInTheDocument();

    const code = within(form).getByRole('textbox', { name: /^Code/ });
    await user.clear(code);
    await user.type(code, '1300-RENT');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(
      api
        .callsTo('/accounting/accounts')
        .filter((call) => call.method === 'POST')
        .at(-1)!.body,
    ).toEqual({
      accountCode: '1300-RENT',
      accountName: 'Rent paid ahead',
      accountType: null,
      parentAccountId: PREPAYMENTS.account_code_pk,
      description: null,
    });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add account' })).not.toBeInTheDocument());
  });

  it('adds a main account of the type chosen', async () => {
    const { api, user } = openChart(['Manage Chart of Accounts'], {
      '/accounting/accounts': ({ method }) =>
        method === 'POST'
          ? { success: true, message: 'Account created', data: account(idOf(8), '1600', 'Intangible Assets', 'non_current_asset') }
          : accountsAnswer(CHART),
    });
    await user.click(await screen.findByRole('button', { name: 'Add account' }, slow));
    const form = screen.getByRole('form', { name: 'Add account' });
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), '1600');
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Intangible Assets');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    await user.selectOptions(within(form).getByRole('combobox', { name: /^Type/ }), 'Assets: Non-current Assets');
    await user.type(within(form).getByRole('textbox', { name: 'Description' }), 'Software licences');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Account created')).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts').find((call) => call.method === 'POST')!.body).toEqual({
      accountCode: '1600',
      accountName: 'Intangible Assets',
      accountType: 'non_current_asset',
      parentAccountId: null,
      description: 'Software licences',
    });
  });

  it('edits an account, and keeps a system account’s type and activity fixed', async () => {
    const { api, user } = openChart(['Manage Chart of Accounts'], {
      [`/accounting/accounts/${PREPAYMENTS.account_code_pk}`]: ({ body }) => ({
        success: true,
        message: 'Account updated',
        data: { ...PREPAYMENTS, active: false, ...(body as object) },
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Edit 1000 Cash and Bank' }, slow));
    const system = screen.getByRole('form', { name: 'Edit 1000 Cash and Bank' });
    expect(within(system).getByRole('combobox', { name: /^Type/ })).toBeDisabled();
    expect(within(system).getByRole('checkbox', { name: /^Active/ })).toBeDisabled();
    await user.click(within(system).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Edit 1300 Prepayments' }));
    const form = screen.getByRole('form', { name: 'Edit 1300 Prepayments' });
    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Prepayments and deposits');
    await user.click(within(form).getByRole('checkbox', { name: /^Active/ }));
    await user.click(within(form).getByRole('button', { name: 'Save account' }));
    expect(await screen.findByText('Account updated')).toBeInTheDocument();
    expect(api.callsTo(`/accounting/accounts/${PREPAYMENTS.account_code_pk}`)[0]).toMatchObject({
      method: 'PUT',
      body: {
        accountCode: '1300',
        accountName: 'Prepayments and deposits',
        description: 'Rent and insurance paid ahead',
        active: false,
        accountType: 'other_current_asset',
      },
    });
  });

  it('deletes an account once confirmed, shows why the server refuses, and offers no Delete where it cannot be', async () => {
    let attempts = 0;
    const { user } = openChart(['Manage Chart of Accounts'], {
      [`/accounting/accounts/${PREPAYMENTS.account_code_pk}`]: () => {
        attempts += 1;
        if (attempts === 1)
          throw new ApiFailure('A transaction waiting for approval names this account; it cannot be deleted', 409, 'CONFLICT');
        return { success: true, message: 'Account deleted' };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete 1300 Prepayments' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Delete account' });
    expect(dialog).toHaveTextContent('Delete account 1300 Prepayments?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'A transaction waiting for approval names this account; it cannot be deleted',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    // Postings, a system role, sub-accounts or a client behind it: the chart does not offer to delete.
    for (const name of ['5100 Rent and Rates', '1000 Cash and Bank', '1100-0001 Adaeze Okonkwo']) {
      expect(screen.getByRole('button', { name: `Edit ${name}` })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: `Delete ${name}` })).not.toBeInTheDocument();
    }

    await user.click(screen.getByRole('button', { name: 'Delete 1300 Prepayments' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete account' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Account deleted')).toBeInTheDocument();
  });

  it('opens a client’s account from ?client=1 for someone who records payments', async () => {
    let opened = 0;
    const { api, user, location } = openChart(
      ['Record Payment', 'View Clients'],
      {
        '/client/search': () => clientsAnswer(CLIENTS),
        '/accounting/accounts/client': () => {
          opened += 1;
          if (opened === 1) throw new ApiFailure('This client already has an account', 409, 'CONFLICT');
          return {
            success: true,
            message: 'Client account created',
            data: account(idOf(1102), '1100-0002', 'Lekki Foods Ltd', 'receivables', {
              client_id: CLIENTS[0]!.client_id,
              client_type: 'CORPORATE',
            }),
          };
        },
      },
      '/account/general-ledger?client=1',
    );
    const dialog = await screen.findByRole('form', { name: 'Create client account' }, slow);
    expect(screen.queryByRole('button', { name: 'Add account' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Open account' })).toBeDisabled();
    await user.type(within(dialog).getByRole('searchbox', { name: 'Find a client' }), ' lekki ');
    await user.click(await within(dialog).findByRole('radio', { name: /Lekki Foods Ltd/ }));
    expect(api.callsTo('/client/search').at(-1)!.body).toEqual({ searchQuery: 'lekki' });
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This client already has an account');

    await user.click(within(dialog).getByRole('radio', { name: /Lekki Foods Ltd/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Client account created')).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts/client').at(-1)!.body).toEqual({ clientId: CLIENTS[0]!.client_id, clientType: 'CORPORATE' });
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Create client account' })).not.toBeInTheDocument());
    expect(location()).toBe('/account/general-ledger');
  });

  it('looks up the invoice’s client from its banner link, chooses it, and goes back to the invoice once the account is open', async () => {
    const invoice = '/account/invoice/0f6b1c2a-4d3e-4f50-8a61-7b2c3d4e5f60';
    const { api, user, location } = openChart(
      ['Record Payment', 'View Clients'],
      {
        '/client/search': () => clientsAnswer(CLIENTS),
        '/accounting/accounts/client': () => ({
          success: true,
          message: 'Client account created',
          data: account(idOf(1102), '1100-0002', 'Lekki Foods Ltd', 'receivables', {
            client_id: CLIENTS[0]!.client_id,
            client_type: 'CORPORATE',
          }),
        }),
      },
      `/account/general-ledger?client=1&find=Lekki+Foods+Ltd&clientType=CORPORATE&returnTo=${encodeURIComponent(invoice)}`,
    );
    const dialog = await screen.findByRole('form', { name: 'Create client account' }, slow);
    expect(within(dialog).getByRole('searchbox', { name: 'Find a client' })).toHaveValue('Lekki Foods Ltd');
    expect(await within(dialog).findByRole('radio', { name: /Lekki Foods Ltd/ }, slow)).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Emeka Obi/ })).not.toBeChecked();
    expect(api.callsTo('/client/search').at(-1)!.body).toEqual({ searchQuery: 'Lekki Foods Ltd' });

    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Client account created')).toBeInTheDocument();
    expect(api.callsTo('/accounting/accounts/client').at(-1)!.body).toEqual({ clientId: CLIENTS[0]!.client_id, clientType: 'CORPORATE' });
    await waitFor(() => expect(location()).toBe(invoice));
  });

  it('never goes back to an address outside the app, and chooses nobody when the name matches no one client', async () => {
    const { user, location } = openChart(
      ['Record Payment', 'View Clients'],
      {
        '/client/search': () => clientsAnswer(CLIENTS),
        '/accounting/accounts/client': () => ({
          success: true,
          message: 'Client account created',
          data: account(idOf(1103), '1100-0003', 'Emeka Obi', 'receivables', {
            client_id: CLIENTS[1]!.client_id,
            client_type: 'INDIVIDUAL',
          }),
        }),
      },
      '/account/general-ledger?client=1&find=Lekki+Foods+Ltd&clientType=INDIVIDUAL&returnTo=%2F%2Fevil.example%2F',
    );
    const dialog = await screen.findByRole('form', { name: 'Create client account' }, slow);
    await within(dialog).findByRole('radio', { name: /Lekki Foods Ltd/ }, slow);
    expect(within(dialog).getByRole('button', { name: 'Open account' })).toBeDisabled();
    await user.click(within(dialog).getByRole('radio', { name: /Emeka Obi/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Open account' }));
    expect(await screen.findByText('Client account created')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/account/general-ledger'));
  });
});
