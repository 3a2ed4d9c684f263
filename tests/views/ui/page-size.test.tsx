import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { endorsementsAnswer, LISTED_ENDORSEMENTS } from '../../../stories/endorsements/endorsement-fixtures';
import { PRIVATE_MOTOR, productsAnswer, SCHENGEN } from '../../../stories/products/product-fixtures';
import { liveToken } from '../../machines/support/session-token';
import { ADMIN as PRODUCTS_ADMIN, REFERENCE } from '../products/fixtures';
import { renderApp } from '../support/render-app';

// "Rows per page" on lists that only page (no sort): choosing a size asks the server for that
// many from page 1. Each list below is wired through the same table and hook.

beforeAll(async () => {
  await import('../../../src/features/products/products-page');
  await import('../../../src/features/endorsements/endorsements-page');
});

const slow = { timeout: 5000 };

const LISTS = [
  {
    name: 'products',
    caption: 'Products',
    endpoint: '/product',
    open: () =>
      renderApp({
        path: '/products',
        token: PRODUCTS_ADMIN,
        handlers: { ...REFERENCE, '/product': () => productsAnswer([PRIVATE_MOTOR, SCHENGEN], 1, 2) },
      }),
  },
  {
    name: 'endorsements',
    caption: 'Endorsements',
    endpoint: '/policies/endorsements/',
    open: () =>
      renderApp({
        path: '/policy/endorsement',
        token: liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] }),
        handlers: { '/policies/endorsements/': () => endorsementsAnswer(LISTED_ENDORSEMENTS, 1, 3, 47) },
      }),
  },
];

describe.each(LISTS)('the $name list', { timeout: 20_000 }, ({ caption, endpoint, open }) => {
  it('asks for 50 rows from page 1 when 50 is chosen in Rows per page', async () => {
    const { user, api } = open();
    await screen.findByRole('table', { name: caption }, slow);
    expect(api.callsTo(endpoint)[0]?.query).toMatchObject({ page: 1, limit: 20 });
    await user.click(await screen.findByRole('button', { name: 'Next' }, slow));
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ page: 2, limit: 20 }));

    await user.selectOptions(screen.getByRole('combobox', { name: 'Rows per page' }), '50');
    await waitFor(() => expect(api.callsTo(endpoint).at(-1)?.query).toMatchObject({ page: 1, limit: 50 }));
    expect(screen.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('50');
  });
});
