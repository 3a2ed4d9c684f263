import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ACTION_COMPLETED, END_DATE_BEFORE_START_DATE, INVALID_COMMISSION_RATE } from '../../../domain/messages';
import { ApiFailure } from '../../../src/api/errors';
import {
  HALF_REMITTED_INVOICE,
  INVOICE_ENTRIES,
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_INVOICE,
  PAYMENTS,
  PREMIUM_REMITTANCE,
  VAT_REMITTANCE,
  paymentsAnswer,
  invoiceAnswer,
  invoiceWith,
  listAnswer,
} from '../../../stories/invoices/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, DETAILS_PATH, INVOICE_PATH, showing, slow } from './invoice-support';

function openDetails(handlers: Record<string, Handler>, token = ADMIN) {
  return renderApp({ path: DETAILS_PATH, token, handlers });
}

const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;
const heading = () => screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);

describe('invoice details: header and cards', { timeout: 20_000 }, () => {
  it('shows the number, the status and every card of a payment-pending invoice, without a VAT status', async () => {
    openDetails(showing(PENDING_INVOICE));
    await heading();
    expect(screen.getByText('PAYMENT PENDING')).toBeInTheDocument();
    expect(screen.queryByText(/^VAT /)).not.toBeInTheDocument();
    expect(fact('Company name')).toHaveTextContent('Dangote Cement Plc');
    expect(fact('Insurer')).toHaveTextContent('Leadway Assurance');
    expect(fact('Issue date')).toHaveTextContent('2026-03-02');
    expect(fact('Amount due')).toHaveTextContent('₦1,250,000.00');
    expect(fact('Amount paid')).toHaveTextContent('₦0.00');
    expect(fact('Product')).toHaveTextContent('Commercial Motor');
    expect(fact('Address')).toHaveTextContent('1 Alfred Rewane Road, Ikoyi, Lagos, Lagos');
    expect(fact('Quote number')).toHaveTextContent('—');
    expect(fact('Period')).toHaveTextContent('2026-03-01 to 2027-02-28');
    expect(fact('Commission type')).toHaveTextContent('Percentage');
    expect(fact('Commission rate')).toHaveTextContent('12.5%');
    expect(fact('Commission')).toHaveTextContent('₦156,250.00');
    expect(fact('Insured')).toHaveTextContent('Dangote Cement Plc — fleet of 12 trucks');
    expect(fact('Sum insured')).toHaveTextContent('₦45,000,000.00');
    expect(fact('Narration')).toHaveTextContent('Comprehensive motor cover, fleet policy');
    const coBrokers = screen.getByRole('table', { name: 'Co-brokers' });
    expect(within(coBrokers).getByRole('row', { name: 'Hamilton Brokers Ltd 20%' })).toBeInTheDocument();
    const coInsurers = screen.getByRole('table', { name: 'Co-insurers' });
    expect(within(coInsurers).getByRole('row', { name: 'AXA Mansard 30%' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Premium Remittance' })).not.toBeInTheDocument();
  });

  it('names an individual client with the address and the quote', async () => {
    const person = invoiceWith({
      CorporateClient: null,
      Client: { firstname: 'Adaeze', lastname: 'Okonkwo', ClientAddress: { address: '14 Awolowo Road', state: 'Lagos' } },
      quote_id: 'quote-88',
      Quote: { quote_number: 'QT-2026-0088', name_of_insured: 'Adaeze Okonkwo' },
      commission_type: 'Flat',
      commission_rate: '25000.00',
    });
    openDetails(showing(person));
    await heading();
    expect(fact('Client name')).toHaveTextContent('Adaeze Okonkwo');
    expect(fact('Address')).toHaveTextContent('14 Awolowo Road, Lagos');
    expect(fact('Quote number')).toHaveTextContent('QT-2026-0088Insured: Adaeze Okonkwo');
    expect(within(fact('Quote number') as HTMLElement).getByRole('link', { name: 'QT-2026-0088' })).toHaveAttribute(
      'href',
      '/quotes/quote-88',
    );
    expect(fact('Commission rate')).toHaveTextContent('₦25,000.00');
  });

  it('shows a paid invoice with its remittance suffix, its VAT status and both remittance tables', async () => {
    openDetails({
      ...showing(HALF_REMITTED_INVOICE),
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([PREMIUM_REMITTANCE]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([VAT_REMITTANCE]),
    });
    await heading();
    expect(screen.getByText('PAID - Partial Remittance')).toBeInTheDocument();
    expect(screen.getByText('VAT Fully Remitted')).toBeInTheDocument();
    const premium = screen.getByRole('table', { name: 'Premium Remittance' });
    const row = await within(premium).findByRole('row', { name: /Zenith Bank/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-03-05',
      'PARTIAL REMITTANCE',
      '₦546,875.00',
      'Cheque',
      'Zenith Bank',
      '00451230',
      'LW-RC-2026-0142',
      'Upload receipt',
    ]);
    const vat = screen.getByRole('table', { name: 'VAT Remittance' });
    const vatRow = await within(vat).findByRole('row', { name: /GTBank/ });
    expect(
      within(vatRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-03-06', 'FULL REMITTANCE', '₦11,718.75', 'Bank Transfer', 'GTBank', '—', '—', 'Upload receipt']);
    expect(within(vatRow).getByRole('button', { name: 'Upload receipt' })).toBeEnabled();
  });

  it('shows a paid and unremitted invoice as PAID - Unremitted with VAT Unremitted', async () => {
    openDetails({
      ...showing(PAID_INVOICE),
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
    });
    await heading();
    expect(screen.getByText('PAID - Unremitted')).toBeInTheDocument();
    expect(screen.getByText('VAT Unremitted')).toBeInTheDocument();
    expect(await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByText('Nothing remitted yet')).toBeInTheDocument();
  });

  it('says when the invoice cannot be loaded and tries again', async () => {
    let fail = true;
    const { user } = openDetails({
      [INVOICE_PATH]: () => {
        if (fail) throw new ApiFailure('Invoice not found', 404, 'NOT_FOUND');
        return invoiceAnswer(PARTLY_PAID_INVOICE);
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Invoice not found');
    expect(screen.getByRole('heading', { level: 1, name: 'Invoice Details' })).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
    expect(screen.getByText('PARTIAL PAYMENT')).toBeInTheDocument();
  });

  it('lists the invoice’s journal entries under View Transactions', async () => {
    const { user } = openDetails({
      ...showing(PENDING_INVOICE),
      [`/invoice/${INVOICE_ID}/transactions`]: () => listAnswer(INVOICE_ENTRIES),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Transactions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Transactions · DN-2026-0142' });
    const issue = await within(dialog).findByRole('table', { name: /INV-000142/ });
    expect(within(issue).getByRole('row', { name: '1100-0007 Dangote Cement Plc ₦1,250,000.00' })).toBeInTheDocument();
    expect(within(issue).getByRole('row', { name: '4000 Commission Income ₦156,250.00' })).toBeInTheDocument();
    expect(within(dialog).getByRole('table', { name: /PAY-000311 · 2026-03-04 · Payment on DN-2026-0142/ })).toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});

describe('invoice details: update and documents', { timeout: 20_000 }, () => {
  it('updates an unpaid invoice with the spec’s rules', async () => {
    let current = invoiceWith({ commission_type: 'percentage' });
    const { user, api } = openDetails({
      [INVOICE_PATH]: (options) => {
        if (options.method === 'PATCH') current = { ...current, narration: 'Fleet policy, 14 trucks', end_date: '2027-03-31' };
        return invoiceAnswer(current, options.method === 'PATCH' ? ACTION_COMPLETED : undefined);
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Update Invoice' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Invoice · DN-2026-0142' });
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('1,250,000.00');
    expect(within(dialog).getByRole('textbox', { name: /Commission rate/ })).toHaveValue('12.5');
    const type = within(dialog).getByRole('combobox', { name: /Commission type/ });
    expect(
      within(type)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['flat', 'percentage']);

    const end = within(dialog).getByLabelText(/^End date/);
    await user.clear(end);
    await user.type(end, '2026-02-01');
    await user.clear(within(dialog).getByRole('textbox', { name: /Commission rate/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Commission rate/ }), 'twelve');
    await user.click(within(dialog).getByRole('button', { name: 'Update invoice' }));
    expect(await within(dialog).findByText(END_DATE_BEFORE_START_DATE)).toBeInTheDocument();
    expect(within(dialog).getByText(INVALID_COMMISSION_RATE)).toBeInTheDocument();

    await user.clear(end);
    await user.type(end, '2027-03-31');
    await user.clear(within(dialog).getByRole('textbox', { name: /Commission rate/ }));
    await user.type(within(dialog).getByRole('textbox', { name: /Commission rate/ }), '12.5');
    const narration = within(dialog).getByRole('textbox', { name: /Narration/ });
    await user.clear(narration);
    await user.type(narration, 'Fleet policy, 14 trucks');
    await user.click(within(dialog).getByRole('button', { name: 'Update invoice' }));
    expect(await screen.findByText('Invoice DN-2026-0142 updated')).toBeInTheDocument();
    expect(api.callsTo(INVOICE_PATH).find((call) => call.method === 'PATCH')?.body).toMatchObject({
      narration: 'Fleet policy, 14 trucks',
      amount: '1250000.00',
      sumInsured: '45000000.00',
      commissionType: 'Percentage',
      commissionRate: '12.5',
      startDate: '2026-03-01',
      endDate: '2027-03-31',
    });
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(fact('Narration')).toHaveTextContent('Fleet policy, 14 trucks'));
  });

  it('shows the debit note in the page when View Debit Note is chosen', async () => {
    const { user, api } = openDetails({
      ...showing(PENDING_INVOICE),
      [`/invoice/generate/${INVOICE_ID}/pdfs`]: () => ({
        success: true,
        data: { pathToDebitNoteFile: `/api/v1/invoice/debitNote/${INVOICE_ID}`, pathToCreditNoteFile: null, pathToReceiptNoteFile: null },
      }),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'View Debit Note' }));
    expect(await screen.findByRole('region', { name: 'Debit Note' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo(`/invoice/generate/${INVOICE_ID}/pdfs`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Close preview' }));
    expect(screen.queryByRole('region', { name: 'Debit Note' })).not.toBeInTheDocument();
  });
});

describe('the payments of an invoice', { timeout: 20_000 }, () => {
  it('lists them by invoice number with the way back to the invoice', async () => {
    const { api } = renderApp({
      path: '/invoice/DN-2026-0142/payments',
      token: ADMIN,
      handlers: { '/invoice/DN-2026-0142/payments': () => paymentsAnswer(PAYMENTS, PAID_INVOICE) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Payments of DN-2026-0142' }, slow)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Payments' });
    const first = await within(table).findByRole('row', { name: /PAY-000310/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      '2026-03-03',
      '₦500,000.00',
      'Bank Transfer',
      'Zenith Bank',
      '—',
      '—',
      'First instalment',
      'PAY-000310',
      'Funmilayo Adebayo',
    ]);
    expect(within(table).getByRole('row', { name: /PAY-000311/ })).toHaveTextContent('₦750,000.00');
    expect(screen.getByText('Paid ₦1,250,000.00 of ₦1,250,000.00')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to invoice DN-2026-0142' })).toHaveAttribute('href', DETAILS_PATH);
    expect(api.callsTo('/invoice/DN-2026-0142/payments')).toHaveLength(1);
  });

  it('is reached from the invoice', async () => {
    const { user, location } = openDetails({
      ...showing(PAID_INVOICE),
      [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([]),
      [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([]),
      '/invoice/DN-2026-0142/payments': () => paymentsAnswer(PAYMENTS, PAID_INVOICE),
    });
    await heading();
    await user.click(screen.getByRole('link', { name: 'Payments' }));
    await screen.findByRole('heading', { level: 1, name: 'Payments of DN-2026-0142' }, slow);
    expect(location()).toBe('/invoice/DN-2026-0142/payments');
  });
});
