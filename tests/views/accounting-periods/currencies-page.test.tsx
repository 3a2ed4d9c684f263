import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { currencyMessages } from '../../../domain/currencies';
import { RATE_RULE } from '../../../domain/journal';
import { ApiFailure } from '../../../src/api/errors';
import { currenciesAnswer, currency, GBP, historyAnswer, NGN, USD, USD_RATES } from '../../../stories/accounting-periods/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 5000 };

function openCurrencies(held: PermissionName[], handlers: Record<string, Handler> = {}, path = '/account/multi-currency') {
  return renderApp({
    path,
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      '/accounting/currencies': () => currenciesAnswer([NGN, USD]),
      ...handlers,
    },
  });
}

const table = () => screen.findByRole('table', { name: 'Currencies' }, slow);
const rowOf = async (code: string) => within(await table()).findByRole('row', { name: new RegExp(`^${code}`) });

describe('the Manage Currency page', () => {
  it('lists the currencies with their rates to the naira, each linking to its history, without changes for a reader', async () => {
    const { api } = openCurrencies(['View Accounts']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Manage Currency' }, slow)).toBeInTheDocument();
    const naira = await rowOf('NGN');
    expect(naira).toHaveTextContent('Base currency');
    expect(naira).toHaveTextContent('₦1.00');
    const dollar = await rowOf('USD');
    expect(dollar).toHaveTextContent('US Dollar');
    expect(dollar).toHaveTextContent('₦1,530.25');
    expect(dollar).toHaveTextContent('2026-03-02');
    expect(within(dollar).getByRole('link', { name: 'USD rate history' })).toHaveAttribute(
      'href',
      `/account/exchangeRate/${USD.exchange_rate_id}/history`,
    );
    await waitFor(() => expect(api.callsTo(`/user/permission/${STAFF_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add currency' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Update USD rate' })).not.toBeInTheDocument();
  });

  it('adds a known currency, offering only those not on the list, and shows a refusal', async () => {
    let taken = true;
    const { api, user } = openCurrencies(['Manage Currencies'], {
      '/accounting/currencies': ({ method }) => {
        if (method !== 'POST') return currenciesAnswer([NGN, USD]);
        if (taken) throw new ApiFailure(currencyMessages.taken('GBP'), 409, 'CONFLICT');
        return { success: true, message: currencyMessages.added, data: GBP };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add currency' }, slow));
    const form = screen.getByRole('form', { name: 'Add currency' });
    const choices = within(within(form).getByRole('combobox', { name: /Currency/ }))
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(choices).not.toContain('USD · US Dollar');
    expect(choices).not.toContain('NGN · Nigerian Naira');
    expect(choices).toContain('GBP · Pound Sterling');

    await user.click(within(form).getByRole('button', { name: 'Add currency' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);
    await user.type(within(form).getByRole('textbox', { name: /Rate to NGN/ }), '0');
    await user.click(within(form).getByRole('button', { name: 'Add currency' }));
    expect(within(form).getByText(RATE_RULE)).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Rate to NGN/ }));
    await user.selectOptions(within(form).getByRole('combobox', { name: /Currency/ }), 'GBP');
    await user.type(within(form).getByRole('textbox', { name: /Rate to NGN/ }), '1940.123456');
    await user.click(within(form).getByRole('button', { name: 'Add currency' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(currencyMessages.taken('GBP'));

    taken = false;
    await user.click(within(form).getByRole('button', { name: 'Add currency' }));
    expect(await rowOf('GBP')).toHaveTextContent('₦1,940.123456');
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1)
      .map((row) => row.querySelector('td')!.textContent);
    expect(rows).toEqual(['NGNBase currency', 'GBP', 'USD']);
    const sent = api.calls.filter((call) => call.path === '/accounting/currencies' && call.method === 'POST').at(-1)!;
    expect(sent.body).toMatchObject({ code: 'GBP', rate: '1940.123456' });
  });

  it('adds a currency by its own code', async () => {
    const kes = currency('5c1d2e3f-0000-4000-8000-000000000404', 'KES', 'Kenyan Shilling', 'KSh', '11.85', '2026-03-02');
    const { api, user } = openCurrencies(['Manage Currencies'], {
      '/accounting/currencies': ({ method }) =>
        method === 'POST' ? { success: true, message: currencyMessages.added, data: kes } : currenciesAnswer([NGN]),
    });
    await user.click(await screen.findByRole('button', { name: 'Add currency' }, slow));
    const form = screen.getByRole('form', { name: 'Add currency' });
    await user.selectOptions(within(form).getByRole('combobox', { name: /Currency/ }), 'other');
    await user.type(within(form).getByRole('textbox', { name: /^Code/ }), 'kes');
    await user.type(within(form).getByRole('textbox', { name: 'Name' }), 'Kenyan Shilling');
    await user.type(within(form).getByRole('textbox', { name: 'Symbol' }), 'KSh');
    await user.type(within(form).getByRole('textbox', { name: /Rate to NGN/ }), '11.85');
    await user.click(within(form).getByRole('button', { name: 'Add currency' }));
    expect(await rowOf('KES')).toHaveTextContent('Kenyan Shilling');
    expect(api.calls.find((call) => call.method === 'POST')!.body).toMatchObject({
      code: 'KES',
      name: 'Kenyan Shilling',
      symbol: 'KSh',
      rate: '11.85',
    });
  });

  it('updates a rate, never the naira’s, and removes a currency after asking', async () => {
    const changed = { ...USD, rate: '1600', rate_date: '2026-03-05' };
    let inUse = true;
    const { api, user } = openCurrencies(['Manage Currencies'], {
      [`/accounting/currencies/${USD.currency_id}/rate`]: () => ({ success: true, message: currencyMessages.rateUpdated, data: changed }),
      [`/accounting/currencies/${USD.currency_id}`]: () => {
        if (inUse) throw new ApiFailure(currencyMessages.inUse('USD'), 409, 'CONFLICT');
        return { success: true, message: 'USD removed' };
      },
    });
    expect(within(await rowOf('NGN')).queryByRole('button')).not.toBeInTheDocument();
    await user.click(within(await rowOf('USD')).getByRole('button', { name: 'Update USD rate' }));
    const form = screen.getByRole('form', { name: 'Update USD rate' });
    expect(form).toHaveTextContent('Now ₦1,530.25 as of 2026-03-02');
    await user.type(within(form).getByRole('textbox', { name: /New rate to NGN/ }), '1600');
    fireEvent.change(within(form).getByLabelText(/Rate as of/), { target: { value: '2026-03-05' } });
    await user.click(within(form).getByRole('button', { name: 'Save rate' }));
    expect(await rowOf('USD')).toHaveTextContent('₦1,600.00');
    expect(api.callsTo(`/accounting/currencies/${USD.currency_id}/rate`)[0]).toMatchObject({
      method: 'PUT',
      body: { rate: '1600', rateDate: '2026-03-05' },
    });

    await user.click(within(await rowOf('USD')).getByRole('button', { name: 'Remove USD' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove currency' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(currencyMessages.inUse('USD'));
    inUse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(screen.getByRole('table', { name: 'Currencies' })).queryByRole('row', { name: /^USD/ })).not.toBeInTheDocument(),
    );
  });
});

describe('the exchange rate history page', () => {
  it('shows the currency and its rates, the newest first, page by page', async () => {
    const path = `/accounting/exchange-rates/${USD.exchange_rate_id}/history`;
    const { api, user } = openCurrencies(
      ['View Accounts'],
      {
        [path]: ({ query }) =>
          query?.page === 2 ? historyAnswer(USD, [USD_RATES[2]!], 2, 2, 21) : historyAnswer(USD, USD_RATES.slice(0, 2), 1, 2, 21),
      },
      `/account/exchangeRate/${USD.exchange_rate_id}/history`,
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'US Dollar (USD)' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Now ₦1,530.25 for one USD, as of 2026-03-02.')).toBeInTheDocument();
    const rates = screen.getByRole('table', { name: 'Exchange rates' });
    const rows = within(rates).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual(['₦1,530.25', '₦1,512.50']);
    expect(rows[1]).toHaveTextContent('Adaeze Okafor');
    expect(api.callsTo(path)[0]!.query).toEqual({ page: 1, limit: 20 });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await within(rates).findByText('₦1,490.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '← All currencies' })).toHaveAttribute('href', '/account/multi-currency');
  });

  it('says so when the currency is not the brokerage’s', async () => {
    openCurrencies(
      ['View Accounts'],
      {
        '/accounting/exchange-rates/nope/history': () => {
          throw new ApiFailure('Currency not found', 404, 'NOT_FOUND');
        },
      },
      '/account/exchangeRate/nope/history',
    );
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Currency not found');
  });
});
