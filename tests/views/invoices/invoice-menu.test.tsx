import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DELETED_INVOICE,
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_DELETION_INVOICE,
  PENDING_INVOICE,
  QUOTE_ID,
  deletionRequestAnswer,
  invoiceWith,
  listAnswer,
} from '../../../stories/invoices/fixtures';
import { renderApp } from '../support/render-app';
import { ADMIN, BROKER, DETAILS_PATH, holding, showing, slow } from './invoice-support';
import type { Invoice } from '../../../domain/invoices';

const histories = {
  [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
  [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
  [`/invoice/deletion/request-detail/${INVOICE_ID}`]: () => deletionRequestAnswer(),
};

async function menuOf(invoice: Invoice) {
  const { user } = renderApp({ path: DETAILS_PATH, token: ADMIN, handlers: { ...showing(invoice), ...histories } });
  await screen.findByRole('heading', { level: 1, name: `Invoice ${invoice.invoice_no}` }, slow);
  await user.click(screen.getByRole('button', { name: 'Action' }));
  const menu = await screen.findByRole('menu');
  return within(menu)
    .getAllByRole('menuitem')
    .map((item) => item.textContent);
}

describe('the Action menu', { timeout: 20_000 }, () => {
  it.each<[string, Invoice, string[]]>([
    ['payment pending', PENDING_INVOICE, ['Update Invoice', 'View Debit Note', 'Add payment', 'View Transactions', 'Delete Invoice']],
    ['partial payment', PARTLY_PAID_INVOICE, ['Update Invoice', 'Add payment', 'View Receipt', 'View Transactions', 'Convert to Policy']],
    [
      'paid',
      PAID_INVOICE,
      ['View Debit Note', 'View Credit Note', 'View Receipt', 'Remit Premium', 'Remit VAT', 'View Transactions', 'Convert to Policy'],
    ],
    [
      'paid, from a quote',
      { ...PAID_INVOICE, quote_id: QUOTE_ID },
      ['View Debit Note', 'View Credit Note', 'View Receipt', 'Remit Premium', 'Remit VAT', 'View Transactions'],
    ],
    [
      'paid, linked to a policy',
      { ...PAID_INVOICE, policy_id: 'f1e2d3c4-b5a6-4978-8695-a4b3c2d1e0f9' },
      ['View Debit Note', 'View Credit Note', 'View Receipt', 'Remit Premium', 'Remit VAT', 'View Transactions'],
    ],
    [
      'pending, an endorsement',
      invoiceWith({ transaction_type: 'POLICY_EDORSEMENT' }),
      ['View Debit Note', 'Add payment', 'View Transactions', 'Delete Invoice'],
    ],
    [
      'paid, an endorsement remittance',
      { ...PAID_INVOICE, transaction_type: 'POLICY_EDORSEMENT_REMITTANCE' },
      ['View Debit Note', 'View Credit Note', 'View Receipt', 'View Transactions'],
    ],
  ])('offers what a %s invoice allows', async (_status, invoice, entries) => {
    expect(await menuOf(invoice)).toEqual(entries);
  });

  it('converts a paid invoice to a policy on the invoice’s create-policy route', async () => {
    const { user, location } = renderApp({ path: DETAILS_PATH, token: ADMIN, handlers: { ...showing(PAID_INVOICE), ...histories } });
    await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Convert to Policy' }));
    await waitFor(() => expect(location()).toBe(`/account/invoices/${INVOICE_ID}/createPolicy`));
  });

  it.each<[string, Invoice, string]>([
    ['pending deletion', PENDING_DELETION_INVOICE, 'PENDING DELETION'],
    ['deactivated', DELETED_INVOICE, 'DELETED'],
  ])('is disabled while the invoice is %s', async (_status, invoice, label) => {
    renderApp({ path: DETAILS_PATH, token: BROKER, handlers: { ...showing(invoice), ...histories, ...holding('View Invoices') } });
    await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
    expect(screen.getByText(label)).toBeInTheDocument();
    // Once the user's permissions are read, the menu stays shut for this invoice.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Action' })).toBeDisabled());
  });
});
