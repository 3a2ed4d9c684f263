import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACTION_COMPLETED, PREMIUM_REMITTED } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import {
  figuresAnswer,
  INVOICE_ID,
  invoiceAnswer,
  invoicesAnswer,
  listAnswer,
  PAID_INVOICE,
  PENDING_INVOICE,
  PREMIUM_REMITTANCE,
  PREMIUM_TO_REMIT,
  premiumAccountsAnswer,
} from '../../../stories/invoices/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, holding, slow } from './invoice-support';
import type { Invoice } from '../../../domain/invoices';

const PAID_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PAID_ONE: Invoice = {
  ...PAID_INVOICE,
  invoice_id: PAID_ID,
  invoice_no: 'DN-2026-0139',
  Client: { firstname: 'Adaeze', lastname: 'Okonkwo', ClientAddress: null },
  CorporateClient: null,
  InsuranceProduct: { product_name: 'Householder', InsuranceProvider: { name: 'AXA Mansard' } },
};

beforeAll(async () => {
  await import('../../../src/features/invoices/invoices-page');
});

function openList(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({
    path: '/account/invoices',
    token,
    handlers: { '/invoice/': () => invoicesAnswer([PENDING_INVOICE, PAID_ONE], 1, 3, 42), ...handlers },
  });
}

const table = () => screen.findByRole('table', { name: 'Invoices' }, slow);
const rowOf = async (invoiceNo: string) => within(await table()).findByRole('row', { name: new RegExp(`^${invoiceNo}`) });

async function chooseAction(user: ReturnType<typeof renderApp>['user'], invoiceNo: string, entry: string) {
  await user.click(screen.getByRole('button', { name: `Actions for ${invoiceNo}` }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
}

describe('the invoice list', { timeout: 20_000 }, () => {
  it('shows each invoice with its client, insurer, dates, amounts and status, newest first, paged', async () => {
    const { api } = openList();
    const pending = await rowOf('DN-2026-0142');
    expect(
      within(pending)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(0, 7),
    ).toEqual([
      'DN-2026-0142',
      'Dangote Cement Plc',
      'Leadway AssuranceCommercial Motor',
      '2026-03-02',
      '₦1,250,000.00',
      '₦0.00',
      'PAYMENT PENDING',
    ]);
    expect(within(pending).getByRole('link', { name: 'DN-2026-0142' })).toHaveAttribute('href', `/account/invoice/${INVOICE_ID}`);
    const paid = await rowOf('DN-2026-0139');
    expect(paid).toHaveTextContent('Adaeze Okonkwo');
    expect(paid).toHaveTextContent('PAID - Unremitted');
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(api.callsTo('/invoice/')[0]?.query).toMatchObject({ page: 1, limit: 20 });
  });

  it('filters by status, issue dates and words, from the first page', async () => {
    const { user, api } = openList();
    await rowOf('DN-2026-0142');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('/invoice/').at(-1)?.query).toMatchObject({ page: 2 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'PAID');
    await waitFor(() => expect(api.callsTo('/invoice/').at(-1)?.query).toMatchObject({ status: 'paid', page: 1 }));
    await user.type(screen.getByLabelText('Issued from'), '2026-03-01');
    await user.type(screen.getByLabelText('Issued to'), '2026-03-31');
    await user.type(screen.getByRole('searchbox', { name: 'Search invoices' }), '  Dangote  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo('/invoice/').at(-1)?.query).toMatchObject({
        status: 'paid',
        startDate: '2026-03-01',
        endDate: '2026-03-31',
        search: 'Dangote',
        page: 1,
      }),
    );
  });

  it('offers per row what the details page’s Action menu offers, with the receipts after each remittance', async () => {
    const { user } = openList();
    await rowOf('DN-2026-0142');
    await user.click(screen.getByRole('button', { name: 'Actions for DN-2026-0142' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Update Invoice',
      'View Debit Note',
      'Add payment',
      'View Transactions',
      'Delete Invoice',
    ]);
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Actions for DN-2026-0139' }));
    await waitFor(() =>
      expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
        'View Debit Note',
        'View Credit Note',
        'View Receipt',
        'Remit Premium',
        'Upload receipt',
        'Remit VAT',
        'Upload VAT receipt',
        'View Transactions',
        'Convert to Policy',
      ]),
    );
  });

  it('goes to the invoice after a payment added from the list', async () => {
    let current = PENDING_INVOICE;
    const { user, location } = openList({
      [`/invoice/${INVOICE_ID}`]: (options) => {
        if (options.method === 'PUT') current = PAID_INVOICE;
        return invoiceAnswer(current, options.method === 'PUT' ? ACTION_COMPLETED : undefined);
      },
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
    });
    await rowOf('DN-2026-0142');
    await chooseAction(user, 'DN-2026-0142', 'Add payment');
    const dialog = await screen.findByRole('dialog', { name: 'Add payment · DN-2026-0142' }, slow);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    const prompt = await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    await user.click(within(prompt).getByRole('button', { name: 'Cancel' }));
    await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
    expect(location()).toBe(`/account/invoice/${INVOICE_ID}`);
  });

  it('goes straight to the invoice after paying an endorsement from the list', async () => {
    const endorsement = { ...PENDING_INVOICE, transaction_type: 'POLICY_EDORSEMENT' };
    const { user, location } = openList({
      '/invoice/': () => invoicesAnswer([endorsement]),
      [`/invoice/${INVOICE_ID}`]: (options) =>
        invoiceAnswer(options.method === 'PUT' ? { ...PAID_INVOICE, transaction_type: 'POLICY_EDORSEMENT' } : endorsement),
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
    });
    await rowOf('DN-2026-0142');
    await chooseAction(user, 'DN-2026-0142', 'Add payment');
    const dialog = await screen.findByRole('dialog', { name: 'Add payment · DN-2026-0142' }, slow);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await waitFor(() => expect(location()).toBe(`/account/invoice/${INVOICE_ID}`));
  });

  it('remits premium from the list and reads the list again', async () => {
    const { user, api, location } = openList({
      [`/invoice/${PAID_ID}`]: () => invoiceAnswer(PAID_ONE),
      [`/invoice/getRemitted/${PAID_ID}`]: () => figuresAnswer(PREMIUM_TO_REMIT),
      '/broker/premium-account': () => premiumAccountsAnswer(),
      [`/invoice/remitted/${PAID_ID}`]: () => ({
        success: true,
        message: PREMIUM_REMITTED,
        data: [PREMIUM_REMITTANCE, { ...PAID_ONE, remitted: '1093750.00', remitted_status: 'Fully Remitted' }],
      }),
    });
    await rowOf('DN-2026-0139');
    await chooseAction(user, 'DN-2026-0139', 'Remit Premium');
    const dialog = await screen.findByRole('dialog', { name: 'Remit Premium · DN-2026-0139' }, slow);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance type/ }), 'Full Remittance');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Bank Transfer');
    const account = within(dialog).getByRole('combobox', { name: /Premium account/ });
    await waitFor(() => expect(account).toBeEnabled());
    await user.selectOptions(account, 'Access Bank 0690000031');
    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await screen.findByText(PREMIUM_REMITTED)).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(api.callsTo('/invoice/')).toHaveLength(2));
    expect(location()).toBe('/account/invoices');
  });

  it('uploads a receipt from the list for the remittance the person picks', async () => {
    const { user } = openList({
      [`/invoice/${PAID_ID}`]: () => invoiceAnswer(PAID_ONE),
      [`/invoice/remitHistory/${PAID_ID}`]: () => listAnswer([PREMIUM_REMITTANCE]),
    });
    await rowOf('DN-2026-0139');
    await chooseAction(user, 'DN-2026-0139', 'Upload receipt');
    const picker = await screen.findByRole('dialog', { name: 'Choose the remittance · DN-2026-0139' }, slow);
    const row = await within(picker).findByRole('row', { name: /Zenith Bank/ });
    await user.click(within(row).getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByRole('dialog', { name: 'Upload receipt · DN-2026-0139' })).toBeInTheDocument();
  });

  it('leads to a new invoice for those who may create one, and not for others', async () => {
    const { user, location, unmount } = openList();
    await user.click(await screen.findByRole('link', { name: 'New invoice' }, slow));
    expect(location()).toBe('/account/new/invoice');
    unmount();
    openList(holding('View Invoices'), BROKER);
    await rowOf('DN-2026-0142');
    await waitFor(() => expect(screen.queryByRole('link', { name: 'New invoice' })).not.toBeInTheDocument());
  });

  it('says why the list cannot be shown', async () => {
    openList({
      '/invoice/': () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
    });
    expect(await within(await table()).findByRole('alert')).toHaveTextContent('Network error, please try again');
  });
});
