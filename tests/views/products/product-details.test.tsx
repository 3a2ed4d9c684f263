import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NETWORK_ERROR, PRODUCT_RESTORE_NETWORK_ERROR, PRODUCT_UPDATE_FAILED } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import { MOTOR_DETAILS, TRAVEL_DETAILS } from '../../../stories/products/product-fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, grants, READER, REFERENCE, slow } from './fixtures';
import type { ProductDetails } from '../../../domain/products';

beforeAll(async () => {
  await import('../../../src/features/products/product-details-page');
});

const saved = (data: ProductDetails) => () => ({ success: true, message: 'Product updated', data });
const motor = `/product/${MOTOR_DETAILS.product_id}`;

function openProduct(handlers: Record<string, Handler> = {}, product = MOTOR_DETAILS, token = ADMIN) {
  return renderApp({
    path: `/product/${product.product_id}`,
    token,
    handlers: {
      ...REFERENCE,
      [`/product/${product.product_id}`]: (options) =>
        (options.method ?? 'GET') === 'GET' ? { success: true, data: product } : handlers.update!(options),
      ...handlers,
    },
  });
}

const region = (name: string) => screen.getByRole('region', { name });

describe('product details', () => {
  it('reads the product with its parts, asking for the detailed and possibly archived one', async () => {
    const { api } = openProduct();
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Motor Comprehensive' }, slow)).toBeInTheDocument();
    expect(api.callsTo(motor)[0]?.query).toEqual({ detailed: true, archive: true });
    expect(within(region('Rules')).getByText('Vehicle must be inspected before cover starts')).toBeInTheDocument();
    expect(within(region('Policy exceptions')).getByText('Racing and speed testing')).toBeInTheDocument();
    expect(within(region('Covers')).getByText('0.5%')).toBeInTheDocument();
  });

  it('saves the rules through their own call and shows what the server kept', async () => {
    const changed = { ...MOTOR_DETAILS, product_rules: [{ rule_id: 'r-9', rule: 'Keep the car in a garage at night' }] };
    const { user, api } = openProduct({ [`/product/rules/${MOTOR_DETAILS.product_id}`]: saved(changed) });
    await user.click(await screen.findByRole('button', { name: 'Edit rules' }, slow));
    await user.click(screen.getByRole('button', { name: 'Remove rule 1' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByRole('textbox', { name: /Rule 1/ }), 'Keep the car in a garage at night');
    await user.click(screen.getByRole('button', { name: 'Save rules' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(api.callsTo(`/product/rules/${MOTOR_DETAILS.product_id}`)[0]).toMatchObject({
      method: 'PUT',
      body: { productRules: [{ rule: 'Keep the car in a garage at night' }] },
    });
    expect(await within(region('Rules')).findByRole('cell', { name: 'Keep the car in a garage at night' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rules' })).not.toBeInTheDocument();
  });

  it('shows the spec’s message when an update fails, and the server’s field errors under the fields', async () => {
    const { user } = openProduct({
      [`/product/limits/${MOTOR_DETAILS.product_id}`]: () => {
        throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
          'productLimits.0.amount': 'Enter an amount in naira with at most 2 decimals',
        });
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit limits' }, slow));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(await screen.findByText(PRODUCT_UPDATE_FAILED)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Amount 1/ })).toHaveAccessibleDescription(
      'Enter an amount in naira with at most 2 decimals',
    );
    // What the form itself can tell is refused before it is sent.
    await user.clear(screen.getByRole('textbox', { name: /Limit 2/ }));
    await user.click(screen.getByRole('button', { name: 'Save limits' }));
    expect(screen.getByRole('textbox', { name: /Limit 2/ })).toHaveAccessibleDescription('This field is required');
  });

  it('saves the main details alone with PUT /product/{id}', async () => {
    const { user, api } = openProduct({ update: saved({ ...MOTOR_DETAILS, commission_type: 'Flat', commission_rate: '15000.00' }) });
    await user.click(await screen.findByRole('button', { name: 'Edit main details' }, slow));
    await user.selectOptions(screen.getByRole('combobox', { name: /Commission type/ }), 'Flat');
    await user.clear(screen.getByRole('textbox', { name: /Commission rate/ }));
    await user.type(screen.getByRole('textbox', { name: /Commission rate/ }), '15000');
    await user.click(screen.getByRole('button', { name: 'Save main details' }));
    expect(await within(region('Main details')).findByText('₦15,000.00 flat')).toBeInTheDocument();
    const put = api.callsTo(motor).find((call) => call.method === 'PUT');
    expect(put?.body).toEqual({
      insuranceProviderId: 7,
      insuranceCategoryId: 1,
      coverageType: 1,
      productName: 'Private Motor Comprehensive',
      remark: 'Private cars up to ₦50m',
      tenor: 12,
      tenorUnit: 'Months',
      commissionType: 'Flat',
      commissionRate: '15000',
    });
  });

  it('changes covers: removes one on its own, or saves the chosen ones', async () => {
    const withoutFlood = { ...MOTOR_DETAILS, covers: MOTOR_DETAILS.covers.slice(0, 1) };
    const { user, api } = openProduct({
      '/product/covers/6': saved(withoutFlood),
      [`/product/covers/${MOTOR_DETAILS.product_id}`]: saved({
        ...withoutFlood,
        covers: [...withoutFlood.covers, { cover_id: 2, cover_code: 'THEFT', cover_name: 'Theft', rate: null }],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove Flood Extension' }, slow));
    expect(await screen.findByText('Flood Extension removed')).toBeInTheDocument();
    expect(api.callsTo('/product/covers/6')[0]).toMatchObject({ method: 'DELETE', query: { productId: MOTOR_DETAILS.product_id } });
    expect(screen.queryByRole('button', { name: 'Remove Flood Extension' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Edit covers' }));
    await user.click(await screen.findByRole('checkbox', { name: /Theft/ }));
    await user.click(screen.getByRole('button', { name: 'Save covers' }));
    expect(await screen.findByRole('button', { name: 'Remove Theft' })).toBeInTheDocument();
    expect(api.callsTo(`/product/covers/${MOTOR_DETAILS.product_id}`)[0]?.body).toEqual({ covers: [{ coverId: 1 }, { coverId: 2 }] });
  });

  it('saves travel plans with PUT /product/{id}, sending that part only', async () => {
    const { user, api } = openProduct({ update: saved(TRAVEL_DETAILS) }, TRAVEL_DETAILS);
    await user.click(await screen.findByRole('button', { name: 'Edit travel plans' }, slow));
    await user.clear(screen.getByRole('textbox', { name: /Most days 1/ }));
    await user.type(screen.getByRole('textbox', { name: /Most days 1/ }), '31');
    await user.click(screen.getByRole('button', { name: 'Save travel plans' }));
    expect(await screen.findByText('Product updated')).toBeInTheDocument();
    expect(api.callsTo(`/product/${TRAVEL_DETAILS.product_id}`).find((call) => call.method === 'PUT')?.body).toEqual({
      insuranceTravelProducts: [{ planName: 'Schengen Basic', destination: 'Schengen area', minDays: 1, maxDays: 31, premium: '18500.00' }],
    });
  });

  it('archives after asking; restoring with no reply says the spec’s network error', async () => {
    const archived = { ...MOTOR_DETAILS, archived: true, archived_at: '2026-03-01T09:00:00.000Z' };
    let current = MOTOR_DETAILS;
    const { user, api } = renderApp({
      path: motor,
      token: ADMIN,
      handlers: {
        ...REFERENCE,
        [motor]: (options) => {
          if (options.method === 'DELETE') current = archived;
          return options.method === 'DELETE'
            ? { success: true, message: 'Product archived', data: archived }
            : { success: true, data: current };
        },
        [`/product/restore/${MOTOR_DETAILS.product_id}`]: () => {
          throw new ApiFailure(NETWORK_ERROR, undefined, 'NETWORK_ERROR');
        },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Archive product' }, slow));
    const dialog = await screen.findByRole('dialog', { name: 'Archive product' });
    await user.click(within(dialog).getByRole('button', { name: 'Archive product' }));
    expect(await screen.findByText(/This product is archived/)).toBeInTheDocument();
    expect(api.callsTo(motor).filter((call) => call.method === 'DELETE')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Edit rules' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Restore product' }));
    expect(await screen.findByText(PRODUCT_RESTORE_NETWORK_ERROR)).toBeInTheDocument();
  });

  it('offers a reader no edit, removal, archive or duplicate', async () => {
    const { api } = openProduct({ '/user/permission/user-1': grants('View Products') }, MOTOR_DETAILS, READER);
    expect(await screen.findByRole('heading', { level: 1, name: 'Private Motor Comprehensive' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    for (const name of [/^Edit/, /^Remove/, 'Archive product', 'Duplicate']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('duplicates a product into the editor', async () => {
    await import('../../../src/features/products/product-editor-page');
    const { user, location } = openProduct();
    await user.click(await screen.findByRole('button', { name: 'Duplicate' }, slow));
    await waitFor(() => expect(location()).toBe('/product'));
    expect(await screen.findByRole('textbox', { name: /Product name/ }, slow)).toHaveValue('Private Motor Comprehensive (copy)');
  });
});
