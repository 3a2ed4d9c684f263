import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  INVOICE_ID,
  invoicesAnswer,
  listAnswer,
  PAID_INVOICE,
  PENDING_INVOICE,
  deletionRequestAnswer,
} from '../../../stories/invoices/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, BROKER, DETAILS_PATH, holding, showing, slow } from './invoice-support';
import type { Invoice } from '../../../domain/invoices';
import type { PermissionName } from '../../../domain/permissions';

const PAID_ID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d';
const PAID_ONE: Invoice = { ...PAID_INVOICE, invoice_id: PAID_ID, invoice_no: 'DN-2026-0139' };
const never = () => new Promise(() => undefined);

beforeAll(async () => {
  await import('../../../src/features/invoices/invoices-page');
});

const entries = async () => (await screen.findAllByRole('menuitem')).map((item) => item.textContent);

function openList(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/account/invoices',
    token,
    handlers: { '/invoice/': () => invoicesAnswer([PENDING_INVOICE, PAID_ONE], 1, 1, 2), ...handlers },
  });
}

/** The menu button once it may open: it stays shut while the viewer's permissions are read. */
async function ready(name: string) {
  await waitFor(() => expect(screen.getByRole('button', { name })).not.toHaveAttribute('aria-disabled'), slow);
  return screen.getByRole('button', { name });
}

/** Clicked as soon as it shows, the menu button says why it waits and opens nothing. */
async function staysShut(user: ReturnType<typeof renderApp>['user'], name: string) {
  const early = await screen.findByRole('button', { name }, slow);
  expect(early).toHaveAttribute('aria-disabled', 'true');
  expect(early).toHaveAccessibleDescription('Loading your permissions…');
  await user.click(early);
  expect(screen.queryByRole('menu')).not.toBeInTheDocument();
}

async function rowMenu(user: ReturnType<typeof renderApp>['user'], invoiceNo: string) {
  await screen.findByRole('table', { name: 'Invoices' }, slow);
  await user.click(await ready(`Actions for ${invoiceNo}`));
  return entries();
}

async function detailsMenu(invoice: Invoice, ...held: PermissionName[]) {
  const { user } = renderApp({
    path: DETAILS_PATH,
    token: BROKER,
    handlers: {
      ...showing(invoice),
      ...holding(...held),
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/deletion/request-detail/${INVOICE_ID}`]: () => deletionRequestAnswer(),
    },
  });
  await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.invoice_no}` }, slow);
  await user.click(await ready('Action'));
  return entries();
}

/** GET /user/permission/user-1 held back until the test answers it. */
function heldBack(...held: PermissionName[]) {
  let answer: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => (answer = resolve));
  const handler = holding(...held)['/user/permission/user-1']!;
  const handlers: Record<string, Handler> = { '/user/permission/user-1': async (options) => (await arrived, handler(options)) };
  return { handlers, answer };
}

describe('invoice actions offered by the viewer’s permissions', { timeout: 20_000 }, () => {
  it('offers an underwriting officer on the details page only what they may do to a pending invoice', async () => {
    expect(await detailsMenu(PENDING_INVOICE, 'View Invoices', 'Create Invoice', 'Create Policy', 'Send Documents')).toEqual([
      'View Debit Note',
      'View Transactions',
    ]);
  });

  it('offers an accountant payment, update and deletion request, but not conversion to a policy', async () => {
    expect(
      await detailsMenu(
        { ...PENDING_INVOICE, status: 'PARTIAL PAYMENT' },
        'View Invoices',
        'Record Payment',
        'Update Invoice',
        'Request Invoice Deletion',
      ),
    ).toEqual(['Update Invoice', 'Add payment', 'View Receipt', 'View Transactions']);
  });

  it('keeps the Action menu shut, saying why, until the viewer’s permissions are read, then offers Add payment', async () => {
    const permissions = heldBack('View Invoices', 'Record Payment');
    const { user } = renderApp({
      path: DETAILS_PATH,
      token: BROKER,
      handlers: { ...showing(PENDING_INVOICE), ...permissions.handlers, [`/invoice/deletion/request-detail/${INVOICE_ID}`]: never },
    });
    await staysShut(user, 'Action');

    permissions.answer();
    await user.click(await ready('Action'));
    expect(await entries()).toEqual(['View Debit Note', 'Add payment', 'View Transactions']);
    await user.click(screen.getByRole('menuitem', { name: 'Add payment' }));
    expect(await screen.findByRole('dialog', { name: /^Add payment/ }, slow)).toBeInTheDocument();
  });

  it('keeps a row’s Actions menu shut in the same way until the permissions are read', async () => {
    const permissions = heldBack('View Invoices', 'Record Payment');
    const { user } = openList(BROKER, permissions.handlers);
    await screen.findByRole('table', { name: 'Invoices' }, slow);
    await staysShut(user, 'Actions for DN-2026-0142');

    permissions.answer();
    await user.click(await ready('Actions for DN-2026-0142'));
    expect(await entries()).toEqual(['View Debit Note', 'Add payment', 'View Transactions']);
  });

  it('offers in the list’s Actions menu what the details page offers the same viewer', async () => {
    const { user } = openList(BROKER, holding('View Invoices', 'Record Payment', 'Remit Premium'));
    expect(await rowMenu(user, 'DN-2026-0142')).toEqual(['View Debit Note', 'Add payment', 'View Transactions']);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    expect(await rowMenu(user, 'DN-2026-0139')).toEqual([
      'View Debit Note',
      'View Credit Note',
      'View Receipt',
      'Remit Premium',
      'Upload receipt',
      'View Transactions',
    ]);
  });

  it('opens a document from the list in the details page’s preview', async () => {
    const { user, location } = openList(ADMIN, { ...showing(PENDING_INVOICE), [`/invoice/deletion/request-detail/${INVOICE_ID}`]: never });
    await rowMenu(user, 'DN-2026-0142');
    await user.click(screen.getByRole('menuitem', { name: 'View Debit Note' }));
    await waitFor(() => expect(location()).toBe(`${DETAILS_PATH}?preview=debitNote`));
    expect(await screen.findByRole('button', { name: 'Close preview' }, slow)).toBeInTheDocument();
  });

  it('shows an invoice’s transactions over the list', async () => {
    const { user, api } = openList(ADMIN, { [`/invoice/${INVOICE_ID}/transactions`]: never });
    await rowMenu(user, 'DN-2026-0142');
    await user.click(screen.getByRole('menuitem', { name: 'View Transactions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transactions · DN-2026-0142' });
    await waitFor(() => expect(api.callsTo(`/invoice/${INVOICE_ID}/transactions`)).toHaveLength(1));
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('asks for a deletion from the list, as on the details page', async () => {
    const { user } = openList(BROKER, { ...holding('View Invoices', 'Request Invoice Deletion'), ...showing(PENDING_INVOICE) });
    expect(await rowMenu(user, 'DN-2026-0142')).toEqual(['View Debit Note', 'View Transactions', 'Delete Invoice']);
    await user.click(screen.getByRole('menuitem', { name: 'Delete Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Invoice · DN-2026-0142' }, slow);
    expect(within(dialog).getByRole('button', { name: 'Submit request' })).toBeInTheDocument();
  });
});
