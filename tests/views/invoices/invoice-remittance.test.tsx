import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays } from '../../../domain/invoices';
import {
  BALANCE_DATE_NOT_AFTER_REMITTANCE,
  DESCRIBE_REMITTANCE_MODE,
  PREMIUM_REMITTANCE_HINT,
  PREMIUM_REMITTED,
  RECEIPT_FILE_INVALID,
  RECEIPT_NUMBER_REQUIRED,
  SELECT_REMITTANCE_MODE,
  UPLOAD_SUCCEEDED,
  VAT_REMITTANCE_FAILED,
} from '../../../domain/messages';
import { todayInLagos } from '../../../domain/today';
import { ApiFailure } from '../../../src/api/errors';
import {
  figuresAnswer,
  HALF_REMITTED_INVOICE,
  INVOICE_ID,
  listAnswer,
  PAID_INVOICE,
  PREMIUM_REMITTANCE,
  PREMIUM_TO_REMIT,
  premiumAccountsAnswer,
  VAT_REMITTANCE,
  VAT_TO_REMIT,
  invoiceAnswer,
} from '../../../stories/invoices/fixtures';
import { onNarrowScreen } from '../support/narrow-screen';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, DETAILS_PATH, headersOf, INVOICE_PATH, slow } from './invoice-support';
import type { Invoice } from '../../../domain/invoices';

const FULLY_REMITTED: Invoice = { ...PAID_INVOICE, remitted: '1093750.00', amount_unremitted: '0.00', remitted_status: 'Fully Remitted' };

afterEach(() => {
  vi.useRealTimers();
});

function paidInvoice(overrides: Record<string, Handler> = {}, start: Invoice = PAID_INVOICE) {
  let current = start;
  const handlers: Record<string, Handler> = {
    [INVOICE_PATH]: () => invoiceAnswer(current),
    [`/invoice/remitHistory/${INVOICE_ID}`]: () => listAnswer([PREMIUM_REMITTANCE]),
    [`/invoice/allVatRemitted/${INVOICE_ID}`]: () => listAnswer([VAT_REMITTANCE]),
    [`/invoice/getRemitted/${INVOICE_ID}`]: () => figuresAnswer(PREMIUM_TO_REMIT),
    [`/invoice/getVatToRemit/${INVOICE_ID}`]: () => figuresAnswer(VAT_TO_REMIT),
    '/broker/premium-account': () => premiumAccountsAnswer(),
    ...overrides,
  };
  return { handlers, become: (invoice: Invoice) => (current = invoice) };
}

async function open(handlers: Record<string, Handler>) {
  const view = renderApp({ path: DETAILS_PATH, token: ADMIN, handlers });
  await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
  return view;
}

async function choose(user: ReturnType<typeof renderApp>['user'], entry: string, dialogName: string) {
  await user.click(screen.getByRole('button', { name: 'Action' }));
  await user.click(await screen.findByRole('menuitem', { name: entry }));
  return screen.findByRole('dialog', { name: dialogName });
}

describe('remitting premium', { timeout: 20_000 }, () => {
  it('tells the 30-day hint and the figures, and checks the type, the mode and the balance date', async () => {
    const server = paidInvoice();
    const { user, api } = await open(server.handlers);
    const dialog = await choose(user, 'Remit Premium', 'Remit Premium · DN-2026-0142');
    expect(within(dialog).getByText(`${PREMIUM_REMITTANCE_HINT}.`)).toBeInTheDocument();
    expect(await within(dialog).findByText('Remit by')).toBeInTheDocument();
    expect(within(dialog).getByText('2026-04-03')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await within(dialog).findByText('Choose Full Remittance or Partial Remittance')).toBeInTheDocument();
    expect(within(dialog).getByText(SELECT_REMITTANCE_MODE)).toBeInTheDocument();

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance type/ }), 'Partial Remittance');
    await user.type(within(dialog).getByLabelText(/^Amount to remit/), '500000');
    await user.type(within(dialog).getByLabelText(/^Date to remit the balance/), todayInLagos());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Other');
    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await within(dialog).findByText(BALANCE_DATE_NOT_AFTER_REMITTANCE)).toBeInTheDocument();
    expect(within(dialog).getByText(DESCRIBE_REMITTANCE_MODE)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/remitted/${INVOICE_ID}`)).toHaveLength(0);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Cheque');
    await user.type(within(dialog).getByRole('textbox', { name: /Cheque number/ }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await within(dialog).findByText('Cheque number must be at least 6 characters')).toBeInTheDocument();
    expect(within(dialog).getByText('Bank name is required')).toBeInTheDocument();
  });

  it('remits the whole unremitted premium in a full remittance, once, and shows the new remittance status', async () => {
    const keys: string[] = [];
    const server = paidInvoice();
    server.handlers[`/invoice/remitted/${INVOICE_ID}`] = (options) => {
      keys.push(headersOf(options)['Idempotency-Key']!);
      server.become(FULLY_REMITTED);
      return { success: true, message: PREMIUM_REMITTED, data: [PREMIUM_REMITTANCE, FULLY_REMITTED] };
    };
    const { user, api } = await open(server.handlers);
    await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByRole('row', { name: /Zenith Bank/ });
    const dialog = await choose(user, 'Remit Premium', 'Remit Premium · DN-2026-0142');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance type/ }), 'Full Remittance');
    expect(within(dialog).getByText('Amount to remit').nextElementSibling).toHaveTextContent('₦1,093,750.00');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Bank Transfer');
    const account = within(dialog).getByRole('combobox', { name: /Premium account/ });
    // The brokerage's premium accounts from its profile, not a bank name typed anew each time.
    await waitFor(() => expect(account).toBeEnabled());
    expect(
      within(account)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose the account', 'Access Bank 0690000031', 'Guaranty Trust Bank 0123456789']);
    await user.selectOptions(account, 'Access Bank 0690000031');
    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await screen.findByText(PREMIUM_REMITTED)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/remitted/${INVOICE_ID}`)[0]).toMatchObject({
      method: 'PUT',
      body: {
        remittanceType: 'FULL REMITTANCE',
        amountToRemit: '1093750.00',
        dateToRemitBalance: todayInLagos(),
        date: todayInLagos(),
        remittanceMode: 'Bank Transfer',
        remittanceBankName: 'Access Bank 0690000031',
      },
    });
    expect(keys).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    expect(await screen.findByText('PAID - Fully Remitted')).toBeInTheDocument();
    // The tables are read again after the remittance.
    await waitFor(() => expect(api.callsTo(`/invoice/remitHistory/${INVOICE_ID}`)).toHaveLength(2));
  });

  it('sends the brokerage to its settings when it has no premium account to remit from', async () => {
    const server = paidInvoice({
      '/broker/premium-account': () => premiumAccountsAnswer([]),
    });
    const { user } = await open(server.handlers);
    const dialog = await choose(user, 'Remit Premium', 'Remit Premium · DN-2026-0142');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Cheque');
    expect(await within(dialog).findByText('No premium account yet: add one in Settings, Premium accounts.')).toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: /Premium account/ })).toBeDisabled();
  });

  it('sends a partial remittance with its balance date, in upper case', async () => {
    const server = paidInvoice();
    server.handlers[`/invoice/remitted/${INVOICE_ID}`] = () => ({
      success: true,
      message: PREMIUM_REMITTED,
      data: [PREMIUM_REMITTANCE, HALF_REMITTED_INVOICE],
    });
    const { user, api } = await open(server.handlers);
    const dialog = await choose(user, 'Remit Premium', 'Remit Premium · DN-2026-0142');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance type/ }), 'Partial Remittance');
    await user.type(within(dialog).getByLabelText(/^Amount to remit/), '546875');
    await user.type(within(dialog).getByLabelText(/^Date to remit the balance/), addDays(todayInLagos(), 20));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance mode/ }), 'Other');
    await user.type(within(dialog).getByRole('textbox', { name: /Description of the mode of remittance/ }), 'Set off against claims due');
    await user.click(within(dialog).getByRole('button', { name: 'Remit premium' }));
    expect(await screen.findByText(PREMIUM_REMITTED)).toBeInTheDocument();
    expect(api.callsTo(`/invoice/remitted/${INVOICE_ID}`)[0]?.body).toMatchObject({
      remittanceType: 'PARTIAL REMITTANCE',
      amountToRemit: '546875.00',
      dateToRemitBalance: addDays(todayInLagos(), 20),
      remittanceMode: 'Other',
      otherRemitDescription: 'Set off against claims due',
    });
  });
});

describe('remitting VAT', { timeout: 20_000 }, () => {
  it('offers only Cheque or Bank Transfer, and says when the VAT has been fully remitted', async () => {
    const server = paidInvoice({
      [`/invoice/vatremit/${INVOICE_ID}`]: () => {
        throw new ApiFailure(VAT_REMITTANCE_FAILED, 409, 'CONFLICT');
      },
    });
    const { user, api } = await open(server.handlers);
    const dialog = await choose(user, 'Remit VAT', 'Remit VAT · DN-2026-0142');
    expect(await within(dialog).findByText('VAT to remit')).toBeInTheDocument();
    const mode = within(dialog).getByRole('combobox', { name: /Remittance mode/ });
    expect(
      within(mode)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a mode', 'Cheque', 'Bank Transfer']);
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Remittance type/ }), 'Full Remittance');
    await user.selectOptions(mode, 'Cheque');
    const account = within(dialog).getByRole('combobox', { name: /Premium account/ });
    await waitFor(() => expect(account).toBeEnabled());
    await user.selectOptions(account, 'Guaranty Trust Bank 0123456789');
    await user.type(within(dialog).getByRole('textbox', { name: /Cheque number/ }), '00123456');
    await user.click(within(dialog).getByRole('button', { name: 'Remit VAT' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(VAT_REMITTANCE_FAILED);
    expect(api.callsTo(`/invoice/vatremit/${INVOICE_ID}`)[0]).toMatchObject({
      method: 'PUT',
      body: {
        remittanceType: 'FULL REMITTANCE',
        vatAmountToRemit: '11718.75',
        remittanceMode: 'Cheque',
        remittanceBankName: 'Guaranty Trust Bank 0123456789',
        remittanceChequeNumber: '00123456',
      },
    });
  });
});

describe('uploading a receipt', { timeout: 20_000 }, () => {
  const receipt = (name: string, size = 2048) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('refuses a file with a bad name with the receipt message for five seconds', async () => {
    const { user } = await open(paidInvoice().handlers);
    const row = await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByRole('row', { name: /Zenith Bank/ });
    await user.click(within(row).getByRole('button', { name: 'Upload receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload receipt · DN-2026-0142' });
    vi.useFakeTimers();
    fireEvent.change(within(dialog).getByLabelText('Choose the receipt'), { target: { files: [receipt('receipt #1.pdf')] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RECEIPT_FILE_INVALID);
    act(() => vi.advanceTimersByTime(4_999));
    expect(within(dialog).getByText(RECEIPT_FILE_INVALID)).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(within(dialog).queryByText(RECEIPT_FILE_INVALID)).not.toBeInTheDocument();
    fireEvent.change(within(dialog).getByLabelText('Choose the receipt'), { target: { files: [receipt('receipt.pdf', 3 * 1024 * 1024)] } });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(RECEIPT_FILE_INVALID);
  });

  it('sends the receipt number and the file of a premium remittance with an Idempotency-Key, and shows the stored receipt', async () => {
    const keys: string[] = [];
    let stored = false;
    const server = paidInvoice({
      [`/invoice/remitHistory/${INVOICE_ID}`]: () =>
        listAnswer([
          {
            ...PREMIUM_REMITTANCE,
            ModeOfRemittanceDocuments: stored
              ? [
                  {
                    document_name: 'receipt.pdf',
                    underwriter_receipt_number: 'LW-2026-0200',
                    underwriter_receipt_url: '/api/v1/file/download?fileName=x.pdf',
                  },
                ]
              : [],
          },
        ]),
      [`/invoice/uploadDocument/${INVOICE_ID}`]: (options) => {
        keys.push(headersOf(options)['Idempotency-Key']!);
        stored = true;
        return { success: true, message: UPLOAD_SUCCEEDED, data: PREMIUM_REMITTANCE };
      },
    });
    const { user, api } = await open(server.handlers);
    const row = await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByRole('row', { name: /Zenith Bank/ });
    await user.click(within(row).getByRole('button', { name: 'Upload receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload receipt · DN-2026-0142' });
    await user.click(within(dialog).getByRole('button', { name: 'Upload receipt' }));
    expect(await within(dialog).findByText(RECEIPT_NUMBER_REQUIRED)).toBeInTheDocument();
    expect(within(dialog).getByText('This field is required')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'LW-2026-0200');
    const file = receipt('Leadway receipt.pdf');
    fireEvent.change(within(dialog).getByLabelText('Choose the receipt'), { target: { files: [file] } });
    expect(await within(dialog).findByRole('button', { name: 'Remove Leadway receipt.pdf' })).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    const call = api.callsTo(`/invoice/uploadDocument/${INVOICE_ID}`)[0]!;
    const body = call.body as FormData;
    expect(body.get('remittanceId')).toBe(PREMIUM_REMITTANCE.remittance_log_id);
    expect(body.get('underwriterReceiptNumber')).toBe('LW-2026-0200');
    expect((body.get('file') as File).name).toBe('Leadway receipt.pdf');
    expect(keys).toHaveLength(1);
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    const refreshed = await within(screen.getByRole('table', { name: 'Premium Remittance' })).findByRole('row', { name: /LW-2026-0200/ });
    expect(refreshed).toBeInTheDocument();
  });

  it('sends a VAT receipt as vatRemitId and vatReceiptNumber', async () => {
    const server = paidInvoice({
      [`/invoice/uploadvat/${INVOICE_ID}`]: () => ({ success: true, message: UPLOAD_SUCCEEDED, data: VAT_REMITTANCE }),
    });
    const { user, api } = await open(server.handlers);
    const row = await within(screen.getByRole('table', { name: 'VAT Remittance' })).findByRole('row', { name: /GTBank/ });
    await user.click(within(row).getByRole('button', { name: 'Upload receipt' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload VAT receipt · DN-2026-0142' });
    await user.type(within(dialog).getByRole('textbox', { name: /Receipt number/ }), 'FIRS-77120');
    fireEvent.change(within(dialog).getByLabelText('Choose the receipt'), { target: { files: [receipt('vat receipt.pdf')] } });
    await user.click(within(dialog).getByRole('button', { name: 'Upload VAT receipt' }));
    expect(await screen.findByText(UPLOAD_SUCCEEDED)).toBeInTheDocument();
    const body = api.callsTo(`/invoice/uploadvat/${INVOICE_ID}`)[0]!.body as FormData;
    expect(body.get('vatRemitId')).toBe(VAT_REMITTANCE.vat_log_id);
    expect(body.get('vatReceiptNumber')).toBe('FIRS-77120');
  });
});

describe('the remittance tables on a phone', { timeout: 20_000 }, () => {
  onNarrowScreen();

  it('stack each remittance as a card with its amount, receipt and upload button', async () => {
    const { user } = await open(paidInvoice().handlers);
    const premium = await screen.findByRole('list', { name: 'Premium Remittance' });
    const card = within(premium).getByRole('listitem');
    const facts = Object.fromEntries(
      within(card)
        .getAllByRole('term')
        .map((term) => [term.textContent, term.nextElementSibling?.textContent]),
    );
    expect(facts).toMatchObject({ Amount: '₦546,875.00', 'Bank name': 'Zenith Bank', 'Receipt number': 'LW-RC-2026-0142' });
    await user.click(within(card).getByRole('button', { name: 'Upload receipt' }));
    expect(await screen.findByRole('dialog', { name: 'Upload receipt · DN-2026-0142' })).toBeInTheDocument();
    expect(within(await screen.findByRole('list', { name: 'VAT Remittance' })).getAllByRole('listitem')).toHaveLength(1);
  });
});
