import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { invoicesAnswer, PENDING_INVOICE } from '../../../stories/invoices/fixtures';
import { allRemittedAnswer, DANGOTE_REMITTED, JULIUS_REMITTED } from '../../../stories/remittance/fixtures';
import { ADMIN as INVOICE_ADMIN, slow } from '../invoices/invoice-support';
import { ADMIN as REMITTANCE_ADMIN, INSURERS } from '../remittance/remittance-support';
import { renderApp } from '../support/render-app';

// A list's "Amount" header sorts it on the server, ascending then descending; "Rows per page" asks
// for that many from page 1. Each list below is wired through the same table and hook.

beforeAll(async () => {
  await import('../../../src/features/invoices/invoices-page');
  await import('../../../src/features/remittance/premium-remitted-page');
});

const LISTS = [
  {
    name: 'invoices',
    caption: 'Invoices',
    endpoint: '/invoice/',
    open: () =>
      renderApp({
        path: '/account/invoices',
        token: INVOICE_ADMIN,
        handlers: { '/invoice/': () => invoicesAnswer([PENDING_INVOICE], 1, 3, 42) },
      }),
  },
  {
    name: 'premium remitted',
    caption: 'Premium remitted',
    endpoint: '/all-remitted',
    open: () =>
      renderApp({
        path: '/premium-remitted',
        token: REMITTANCE_ADMIN,
        handlers: { ...INSURERS, '/all-remitted': () => allRemittedAnswer([DANGOTE_REMITTED, JULIUS_REMITTED], 1, 3, 41) },
      }),
  },
];

describe.each(LISTS)('the $name list', { timeout: 20_000 }, ({ caption, endpoint, open }) => {
  it('sorts by amount on the server when its header is clicked, then the other way', async () => {
    const { user, api } = open();
    const table = await screen.findByRole('table', { name: caption }, slow);
    const amount = () => within(table).getByRole('columnheader', { name: /Amount/ });
    expect(amount()).not.toHaveAttribute('aria-sort');
    expect(api.callsTo(endpoint)[0]?.query).not.toHaveProperty('sort');

    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ sort: 'amount', direction: 'asc', page: 1 }));
    expect(amount()).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(table).getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ sort: 'amount', direction: 'desc' }));
    expect(amount()).toHaveAttribute('aria-sort', 'descending');
  });

  it('asks for 50 rows from page 1 when 50 is chosen in Rows per page', async () => {
    const { user, api } = open();
    await screen.findByRole('table', { name: caption }, slow);
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ page: 2, limit: 20 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ page: 1, limit: 50 }));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });
});
