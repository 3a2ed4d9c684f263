import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { INVALID_NUBAN } from '../../../domain/banks';
import { ApiFailure } from '../../../src/api/errors';
import { PremiumAccountsPanel } from '../../../src/features/settings/premium-accounts-panel';
import { account, BANKS, branch, listAnswer, renderPanel } from './brokerage-support';

const GTB = account('pa-1', { branch_id: 'b-2', branch_name: 'Ikeja Branch' });

const handlers = (overrides = {}) => ({
  '/broker/premium-account': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method === 'POST') {
      const { accountNumber, accountName, bankId } = body as { accountNumber: string; accountName: string; bankId: number };
      const bank = BANKS.find((b) => b.bank_id === bankId)!;
      return {
        success: true,
        data: account('pa-2', {
          account_number: accountNumber,
          account_name: accountName,
          bank_id: bankId,
          bank_name: bank.name,
          bank_code: bank.code,
        }),
      };
    }
    return listAnswer([GTB]);
  },
  '/banks': () => ({ success: true, data: BANKS }),
  '/broker/branch': () => listAnswer([branch('b-2', 'Ikeja Branch')]),
  ...overrides,
});

async function openNewAccount(user: ReturnType<typeof renderPanel>['user']) {
  await user.click(await screen.findByRole('button', { name: 'Add premium account' }));
  const form = screen.getByRole('form', { name: 'Add premium account' });
  await waitFor(() => expect(within(form).getByRole('combobox', { name: /Bank/ })).toBeEnabled());
  return form;
}

describe('the premium accounts panel', () => {
  it('lists the accounts without actions for a user who may not manage them', async () => {
    renderPanel(<PremiumAccountsPanel />, ['View Clients'], handlers());
    const item = await screen.findByRole('listitem', { name: 'Guaranty Trust Bank (GTBank) 5050114937' });
    expect(item).toHaveTextContent('Demo Premium · 5050114937');
    expect(item).toHaveTextContent('Ikeja Branch');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add premium account' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /^Edit/ })).not.toBeInTheDocument();
  });

  it('checks the NUBAN for the chosen bank in the browser and sends nothing while it is wrong', async () => {
    const { api, user } = renderPanel(<PremiumAccountsPanel />, ['Manage Premium Accounts'], handlers());
    const form = await openNewAccount(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'Guaranty Trust Bank (GTBank)');
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '5050114930');
    await user.type(within(form).getByRole('textbox', { name: /Account name/ }), 'Demo Premium Two');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByRole('textbox', { name: /Account number/ })).toHaveAccessibleDescription(`10-digit NUBAN ${INVALID_NUBAN}`);
    expect(api.callsTo('/broker/premium-account').filter((call) => call.method === 'POST')).toEqual([]);

    await user.clear(within(form).getByRole('textbox', { name: /Account number/ }));
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '5050114937');
    await user.selectOptions(within(form).getByRole('combobox', { name: 'Branch' }), 'Ikeja Branch');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Premium account added')).toBeInTheDocument();
    const [post] = api.callsTo('/broker/premium-account').filter((call) => call.method === 'POST');
    expect(post!.body).toEqual({ bankId: 1, accountNumber: '5050114937', accountName: 'Demo Premium Two', branchId: 'b-2' });
  });

  it('holds a wallet number to ten digits only', async () => {
    const { api, user } = renderPanel(<PremiumAccountsPanel />, ['Manage Premium Accounts'], handlers());
    const form = await openNewAccount(user);
    await user.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'OPay');
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '8031234567');
    await user.type(within(form).getByRole('textbox', { name: /Account name/ }), 'Premium wallet');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('Premium account added')).toBeInTheDocument();
    expect(api.callsTo('/broker/premium-account').find((call) => call.method === 'POST')!.body).toEqual({
      bankId: 2,
      accountNumber: '8031234567',
      accountName: 'Premium wallet',
      branchId: null,
    });
  });

  it('asks for a bank and shows the server’s duplicate refusal', async () => {
    const { user } = renderPanel(
      <PremiumAccountsPanel />,
      ['Manage Premium Accounts'],
      handlers({
        '/broker/premium-account': ({ method }: { method?: string }) => {
          if (method !== 'POST') return listAnswer([GTB]);
          throw new ApiFailure('This account is already one of your premium accounts', 409, 'CONFLICT');
        },
      }),
    );
    const form = await openNewAccount(user);
    await user.type(within(form).getByRole('textbox', { name: /Account number/ }), '5050114937');
    await user.type(within(form).getByRole('textbox', { name: /Account name/ }), 'Again');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(within(form).getByRole('combobox', { name: /Bank/ })).toHaveAccessibleDescription('This field is required');
    await user.selectOptions(within(form).getByRole('combobox', { name: /Bank/ }), 'Guaranty Trust Bank (GTBank)');
    await user.click(within(form).getByRole('button', { name: 'Add account' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent('This account is already one of your premium accounts');
  });
});
