import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR, PRODUCT_RESTORE_NETWORK_ERROR } from '../../../domain/messages';
import { RESTORE_NAME_TAKEN } from '../../../domain/products';
import { ApiFailure } from '../../../src/api/errors';
import { OLD_FLEET, PRIVATE_MOTOR, productsAnswer, SCHENGEN, summary } from '../../../stories/products/product-fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, grants, READER, REFERENCE } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/products/products-page');
});

function openProducts(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/products',
    token,
    handlers: {
      ...REFERENCE,
      '/product': () => productsAnswer([PRIVATE_MOTOR, SCHENGEN], 1, 2),
      '/product/archive': () => productsAnswer([OLD_FLEET]),
      ...handlers,
    },
  });
}

describe('products list', () => {
  it('filters by insurer, line of business, category and words, and pages', async () => {
    const { user, api } = openProducts(ADMIN);
    await screen.findByRole('link', { name: 'Private Motor Comprehensive' }, { timeout: 5000 });
    const last = () => api.callsTo('/product').at(-1)?.query;
    expect(last()).toEqual({ underwriterId: '', lineOfBusinessId: '', categoryId: '', searchTerm: '', page: 1, limit: 20 });

    await user.selectOptions(screen.getByRole('combobox', { name: 'Insurer' }), 'Leadway Assurance Company Limited');
    await waitFor(() => expect(last()).toMatchObject({ underwriterId: 7, page: 1 }));
    expect(screen.getByRole('combobox', { name: 'Category' })).toBeDisabled();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Line of business' }), 'General Business');
    await waitFor(() => expect(last()).toMatchObject({ underwriterId: 7, lineOfBusinessId: 1 }));
    const category = screen.getByRole('combobox', { name: 'Category' });
    await waitFor(() => expect(within(category).getByRole('option', { name: 'Travel' })).toBeInTheDocument());
    expect(api.callsTo('/insuranceCategory').at(-1)?.query).toEqual({ lineOfBusinessId: 1 });
    await user.selectOptions(category, 'Travel');
    await waitFor(() => expect(last()).toMatchObject({ lineOfBusinessId: 1, categoryId: 13 }));

    await user.type(screen.getByRole('searchbox', { name: 'Search products' }), '  schengen {Enter}');
    await waitFor(() => expect(last()).toMatchObject({ searchTerm: 'schengen', categoryId: 13, page: 1 }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(last()).toMatchObject({ searchTerm: 'schengen', page: 2 }));
  });

  it('reads a tenor of one in the singular: 1 Year, not 1 Years', async () => {
    const annual = summary('p-annual', 'Annual Multi-Trip', { tenor: 1, tenor_unit: 'Years' });
    openProducts(ADMIN, { '/product': () => productsAnswer([annual, SCHENGEN]) });
    await screen.findByRole('link', { name: 'Annual Multi-Trip' }, { timeout: 5000 });
    expect(within(screen.getByRole('row', { name: /Annual Multi-Trip/ })).getByText('1 Year')).toBeInTheDocument();
    expect(within(screen.getByRole('row', { name: /Schengen Single Trip/ })).getByText('90 Days')).toBeInTheDocument();
    expect(screen.queryByText('1 Years')).not.toBeInTheDocument();
  });

  it('archives a product only after asking, then loads the list again', async () => {
    const { user, api } = openProducts(ADMIN, {
      '/product/p-motor': () => ({ success: true, message: 'Product archived', data: { ...PRIVATE_MOTOR, archived: true } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Archive Private Motor Comprehensive' }, { timeout: 5000 }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive product' });
    expect(api.callsTo('/product/p-motor')).toEqual([]);
    const loads = api.callsTo('/product').length;
    await user.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText('Private Motor Comprehensive archived')).toBeInTheDocument();
    expect(api.callsTo('/product/p-motor')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(api.callsTo('/product').length).toBe(loads + 1));
  });

  it('shows the archived products and restores one; no reply is the spec’s network error, a refusal its reason', async () => {
    let answer: () => unknown = () => {
      throw new ApiFailure(NETWORK_ERROR, undefined, 'NETWORK_ERROR');
    };
    const { user, api } = openProducts(ADMIN, { '/product/restore/p-fleet': () => answer() });
    await screen.findByRole('link', { name: 'Private Motor Comprehensive' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Archived products' }));
    const table = await screen.findByRole('table', { name: 'Archived products' });
    expect(await within(table).findByRole('link', { name: 'Fleet Motor 2024' })).toBeInTheDocument();

    await user.click(within(table).getByRole('button', { name: 'Restore Fleet Motor 2024' }));
    expect(await screen.findByText(PRODUCT_RESTORE_NETWORK_ERROR)).toBeInTheDocument();
    expect(api.callsTo('/product/restore/p-fleet')[0]?.method).toBe('PUT');

    answer = () => {
      throw new ApiFailure(RESTORE_NAME_TAKEN, 409, 'CONFLICT');
    };
    await user.click(within(table).getByRole('button', { name: 'Restore Fleet Motor 2024' }));
    expect(await screen.findByText(RESTORE_NAME_TAKEN)).toBeInTheDocument();

    answer = () => ({ success: true, message: 'Product restored', data: { ...OLD_FLEET, archived: false, archived_at: null } });
    await user.click(within(table).getByRole('button', { name: 'Restore Fleet Motor 2024' }));
    expect(await screen.findByText('Fleet Motor 2024 restored')).toBeInTheDocument();
  });

  it('offers no changes to someone who may only read products', async () => {
    const { api } = openProducts(READER, { '/user/permission/user-1': grants('View Products') });
    expect(await screen.findByRole('link', { name: 'Private Motor Comprehensive' }, { timeout: 5000 })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'New product' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Archive Private Motor Comprehensive' })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
  });
});
