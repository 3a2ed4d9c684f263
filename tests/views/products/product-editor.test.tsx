import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../domain/messages';
import { PRODUCT_NAME_TAKEN } from '../../../domain/products';
import { ApiFailure } from '../../../src/api/errors';
import { MOTOR_DETAILS } from '../../../stories/products/product-fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, grants, READER, REFERENCE, slow } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/products/product-editor-page');
});

function openEditor(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({ path: '/product', token, handlers: { ...REFERENCE, ...handlers } });
}

type View = ReturnType<typeof openEditor>;

async function chooseClass({ user }: View, category: 'Motor' | 'Travel', coverageType: string) {
  const insurer = await screen.findByRole('combobox', { name: /Insurer/ }, slow);
  await waitFor(() => expect(within(insurer).getByRole('option', { name: 'Leadway Assurance Company Limited' })).toBeInTheDocument());
  await user.selectOptions(insurer, 'Leadway Assurance Company Limited');
  const line = screen.getByRole('combobox', { name: /Line of business/ });
  await waitFor(() => expect(within(line).getByRole('option', { name: 'General Business' })).toBeInTheDocument());
  await user.selectOptions(line, 'General Business');
  const categories = screen.getByRole('combobox', { name: /Category/ });
  await waitFor(() => expect(within(categories).getByRole('option', { name: category })).toBeInTheDocument());
  await user.selectOptions(categories, category);
  const types = screen.getByRole('combobox', { name: /Coverage type/ });
  await waitFor(() => expect(within(types).getByRole('option', { name: coverageType })).toBeInTheDocument());
  await user.selectOptions(types, coverageType);
}

async function fillMain(view: View) {
  const { user } = view;
  await chooseClass(view, 'Motor', 'Comprehensive');
  await user.type(screen.getByRole('textbox', { name: /Product name/ }), 'Private Motor Comprehensive');
  await user.type(screen.getByRole('textbox', { name: /^Tenor/ }), '12');
  await user.selectOptions(screen.getByRole('combobox', { name: /Tenor unit/ }), 'Months');
  await user.selectOptions(screen.getByRole('combobox', { name: /Commission type/ }), 'Percentage');
  await user.type(screen.getByRole('textbox', { name: /Commission rate/ }), '12.5');
}

describe('product editor', () => {
  it('cascades line of business → category → coverage type, and offers travel plans for a travel category only', async () => {
    const view = openEditor();
    await chooseClass(view, 'Motor', 'Third Party Only');
    expect(view.api.callsTo('/coverage/types').at(-1)?.query).toEqual({ categoryId: 1 });
    const parts = screen.getByRole('group', { name: 'Add a part' });
    expect(within(parts).queryByRole('button', { name: 'Add travel plans' })).not.toBeInTheDocument();

    await view.user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Travel');
    expect(screen.getByRole('combobox', { name: /Coverage type/ })).toHaveValue('');
    await view.user.click(await within(parts).findByRole('button', { name: 'Add travel plans' }));
    await view.user.click(screen.getByRole('button', { name: 'Add travel plan' }));
    expect(screen.getByRole('textbox', { name: /Plan 1/ })).toBeInTheDocument();
    // Travel plans belong to the travel category: another category takes them away.
    await view.user.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Motor');
    expect(screen.queryByRole('region', { name: 'Travel plans' })).not.toBeInTheDocument();
  });

  it('checks the form before sending and shows each problem under its field', async () => {
    const view = openEditor();
    await screen.findByRole('form', { name: 'New product' }, slow);
    await view.user.click(screen.getByRole('button', { name: 'Add rules' }));
    await view.user.click(screen.getByRole('button', { name: 'Add rule' }));
    await view.user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(screen.getByRole('textbox', { name: /Product name/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('combobox', { name: /Insurer/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(screen.getByRole('textbox', { name: /Rule 1/ })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(await screen.findByText('Please correct the highlighted fields')).toBeInTheDocument();
    expect(view.api.callsTo('/product')).toEqual([]);
  });

  it('creates a product with the parts added, leaving out a section removed, and opens it', async () => {
    const view = openEditor({
      '/product': () => ({ success: true, message: 'Product created', data: MOTOR_DETAILS }),
      [`/product/${MOTOR_DETAILS.product_id}`]: () => ({ success: true, data: MOTOR_DETAILS }),
    });
    const { user } = view;
    await fillMain(view);
    await user.click(screen.getByRole('button', { name: 'Add rules' }));
    await user.click(screen.getByRole('button', { name: 'Add rule' }));
    await user.type(screen.getByRole('textbox', { name: /Rule 1/ }), 'Vehicle must be inspected');
    await user.click(screen.getByRole('button', { name: 'Add limits' }));
    await user.click(screen.getByRole('button', { name: 'Add limit' }));
    await user.type(screen.getByRole('textbox', { name: /Limit 1/ }), 'Third party property damage');
    await user.type(screen.getByRole('textbox', { name: /Amount 1/ }), '3000000');
    await user.click(screen.getByRole('button', { name: 'Add policy exceptions' }));
    await user.click(screen.getByRole('button', { name: 'Remove policy exceptions section' }));
    await user.click(screen.getByRole('button', { name: 'Add covers' }));
    await user.type(await screen.findByRole('searchbox', { name: 'Search covers' }), 'flood');
    expect(screen.queryByRole('checkbox', { name: /Theft/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: /Flood Extension/ }));
    await user.type(screen.getByRole('textbox', { name: 'Rate for Flood Extension (%)' }), '0.5');
    await user.clear(screen.getByRole('searchbox', { name: 'Search covers' }));
    await user.click(screen.getByRole('checkbox', { name: /Own Damage/ }));

    await user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByText('Product created')).toBeInTheDocument();
    expect(view.api.callsTo('/product')[0]).toMatchObject({
      method: 'POST',
      body: {
        insuranceProviderId: 7,
        insuranceCategoryId: 1,
        coverageType: 1,
        productName: 'Private Motor Comprehensive',
        remark: null,
        tenor: 12,
        tenorUnit: 'Months',
        commissionType: 'Percentage',
        commissionRate: '12.5',
        productRules: [{ rule: 'Vehicle must be inspected' }],
        productLimits: [{ description: 'Third party property damage', amount: '3,000,000' }],
        covers: [{ coverId: 6, rate: '0.5' }, { coverId: 1 }],
      },
    });
    expect(view.api.callsTo('/product')[0]?.body).not.toHaveProperty('productPolicyExceptions');
    await waitFor(() => expect(view.location()).toBe(`/product/${MOTOR_DETAILS.product_id}`));
  });

  it('shows the server’s refusal as a toast and under the field it names', async () => {
    const view = openEditor({
      '/product': () => {
        throw new ApiFailure(PRODUCT_NAME_TAKEN, 409, 'CONFLICT', { productName: PRODUCT_NAME_TAKEN });
      },
    });
    await fillMain(view);
    await view.user.click(screen.getByRole('button', { name: 'Save product' }));
    expect(await screen.findByRole('textbox', { name: /Product name/ })).toHaveAccessibleDescription(PRODUCT_NAME_TAKEN);
    expect(screen.getAllByText(PRODUCT_NAME_TAKEN).length).toBeGreaterThan(1);
    expect(view.location()).toBe('/product');
  });

  it('tells someone without Manage Products that they cannot add one', async () => {
    renderApp({ path: '/product', token: READER, handlers: { ...REFERENCE, '/user/permission/user-1': grants('View Products') } });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'Manage Products' permission");
    expect(screen.queryByRole('form', { name: 'New product' })).not.toBeInTheDocument();
  });
});
