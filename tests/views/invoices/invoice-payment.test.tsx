import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  ACTION_COMPLETED,
  ADD_PAYMENT_FAILED,
  CLIENT_ACCOUNT_MISSING,
  INVALID_AMOUNT,
  SAME_DEBIT_AND_CREDIT_ACCOUNT,
} from '../../../domain/messages';
import { todayInLagos } from '../../../domain/today';
import { ApiFailure } from '../../../src/api/errors';
import { accountsAnswer, CASH_IN_HAND, COMMISSION, PREMIUM_PAYABLE } from '../../../stories/chart-of-accounts/fixtures';
import {
  INVOICE_ID,
  PAID_INVOICE,
  PARTLY_PAID_INVOICE,
  PENDING_INVOICE,
  QUOTE_ID,
  invoiceAnswer,
  invoiceWith,
} from '../../../stories/invoices/fixtures';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, DETAILS_PATH, headersOf, INVOICE_PATH, slow } from './invoice-support';

const FULLY_PAID = { ...PAID_INVOICE };

/** GET answers `current`; PUT runs `pay` (which may change what GET answers next). */
function payable(start: typeof PENDING_INVOICE, pay: Handler) {
  let current = start;
  return {
    [INVOICE_PATH]: (options: { method?: string }) => {
      if (options.method === 'PUT') {
        const answer = pay(options as never) as ReturnType<typeof invoiceAnswer>;
        current = answer.data;
        return answer;
      }
      return invoiceAnswer(current);
    },
  } as Record<string, Handler>;
}

async function openPayment(handlers: Record<string, Handler>) {
  const view = renderApp({ path: DETAILS_PATH, token: ADMIN, handlers });
  await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
  await view.user.click(screen.getByRole('button', { name: 'Action' }));
  await view.user.click(await screen.findByRole('menuitem', { name: 'Add payment' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add payment · DN-2026-0142' });
  return { ...view, dialog };
}

const puts = (api: { callsTo(path: string): { method: string; body: unknown }[] }) =>
  api.callsTo(INVOICE_PATH).filter((call) => call.method === 'PUT');

describe('add payment', { timeout: 20_000 }, () => {
  it('defaults to the outstanding balance, sends the payment with an Idempotency-Key, then asks about the policy proposal', async () => {
    const keys: string[] = [];
    const { user, api, dialog, location } = await openPayment(
      payable(PENDING_INVOICE, (options) => {
        keys.push(headersOf(options)['Idempotency-Key']!);
        return invoiceAnswer(FULLY_PAID, ACTION_COMPLETED);
      }),
    );
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('1,250,000.00');
    expect(within(dialog).getByText('Outstanding balance ₦1,250,000.00')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Date of actual payment/)).toHaveValue(todayInLagos());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Bank Transfer');
    await user.type(within(dialog).getByRole('textbox', { name: /Bank name/ }), 'Zenith Bank');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));

    const prompt = await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    expect(within(prompt).getByText('You wish to create policy proposal?')).toBeInTheDocument();
    expect(await screen.findByText('Payment of ₦1,250,000.00 recorded: PAID')).toBeInTheDocument();
    expect(puts(api)[0]?.body).toMatchObject({
      amount: '1250000.00',
      modeOfPayment: 'Bank Transfer',
      bankName: 'Zenith Bank',
      dateOfActualPayment: todayInLagos(),
    });
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);

    await user.click(within(prompt).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(location()).toBe(`/account/invoices/${INVOICE_ID}/createPolicy`));
  });

  it('goes to the quote’s create-policy route when the invoice came from a quote, and Cancel stays on the paid invoice', async () => {
    const quoted = invoiceWith({ quote_id: QUOTE_ID, Quote: { quote_number: 'QT-2026-0088', name_of_insured: null } });
    const first = await openPayment(payable(quoted, () => invoiceAnswer({ ...FULLY_PAID, quote_id: QUOTE_ID }, ACTION_COMPLETED)));
    await first.user.selectOptions(within(first.dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await first.user.click(within(first.dialog).getByRole('button', { name: 'Add payment' }));
    await first.user.click(
      within(await screen.findByRole('dialog', { name: 'Create Policy Proposal' })).getByRole('button', { name: 'Yes' }),
    );
    await waitFor(() => expect(first.location()).toBe(`/quotes/${QUOTE_ID}/createPolicy`));
    first.unmount();

    const second = await openPayment(payable(PENDING_INVOICE, () => invoiceAnswer(FULLY_PAID, ACTION_COMPLETED)));
    await second.user.selectOptions(within(second.dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await second.user.click(within(second.dialog).getByRole('button', { name: 'Add payment' }));
    await second.user.click(
      within(await screen.findByRole('dialog', { name: 'Create Policy Proposal' })).getByRole('button', { name: 'Cancel' }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(second.location()).toBe(DETAILS_PATH);
    expect(screen.getByText('PAID - Unremitted')).toBeInTheDocument();
  });

  it('asks nothing about a policy after paying an endorsement', async () => {
    const endorsement = invoiceWith({ transaction_type: 'POLICY_EDORSEMENT' });
    const { user, dialog } = await openPayment(
      payable(endorsement, () => invoiceAnswer({ ...FULLY_PAID, transaction_type: 'POLICY_EDORSEMENT' }, ACTION_COMPLETED)),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('The payment is recorded on DN-2026-0142.');
    expect(screen.queryByRole('dialog', { name: 'Create Policy Proposal' })).not.toBeInTheDocument();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('labels it Receive payment on an endorsement remittance', async () => {
    const { user } = renderApp({
      path: DETAILS_PATH,
      token: ADMIN,
      handlers: { [INVOICE_PATH]: () => invoiceAnswer(invoiceWith({ transaction_type: 'POLICY_EDORSEMENT_REMITTANCE' })) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Invoice DN-2026-0142' }, slow);
    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Receive payment' }));
    expect(await screen.findByRole('dialog', { name: 'Receive payment · DN-2026-0142' })).toBeInTheDocument();
  });

  it('needs the cheque number and bank for a cheque, and a valid amount', async () => {
    const { user, api, dialog } = await openPayment(payable(PENDING_INVOICE, () => invoiceAnswer(FULLY_PAID)));
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cheque');
    await user.clear(within(dialog).getByLabelText(/^Amount/));
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText(INVALID_AMOUNT)).toBeInTheDocument();
    expect(within(dialog).getByText('Cheque number is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Bank name is required')).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox', { name: /Cheque number/ }), '12345');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Cheque number must be at least 6 characters')).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('sends the exact amount typed with its commas, and names the payment and the status it left in the toast', async () => {
    const { user, api, dialog } = await openPayment(
      payable(PENDING_INVOICE, () => invoiceAnswer({ ...PARTLY_PAID_INVOICE, amount_paid: '425000.05' }, ACTION_COMPLETED)),
    );
    const amount = within(dialog).getByLabelText(/^Amount/);
    await user.clear(amount);
    await user.type(amount, '425000.05');
    expect(amount).toHaveValue('425,000.05');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await screen.findByText('Payment of ₦425,000.05 recorded: PARTIAL PAYMENT')).toBeInTheDocument();
    expect(screen.queryByText(ACTION_COMPLETED)).not.toBeInTheDocument();
    expect(puts(api)[0]?.body).toMatchObject({ amount: '425000.05', modeOfPayment: 'Cash' });
  });

  it('refuses more than the outstanding balance without calling the server', async () => {
    const { user, api, dialog } = await openPayment(payable(PARTLY_PAID_INVOICE, () => invoiceAnswer(FULLY_PAID)));
    const amount = within(dialog).getByLabelText(/^Amount/);
    expect(amount).toHaveValue('750,000.00');
    await user.clear(amount);
    await user.type(amount, '800000');
    expect(amount).toHaveValue('800,000');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText('Amount can not be more than the outstanding balance of ₦750,000.00')).toBeInTheDocument();
    expect(puts(api)).toHaveLength(0);
  });

  it('keeps the earlier mode of a partly paid invoice', async () => {
    const { dialog } = await openPayment(payable(PARTLY_PAID_INVOICE, () => invoiceAnswer(FULLY_PAID)));
    const mode = within(dialog).getByRole('combobox', { name: /Mode of payment/ });
    expect(mode).toHaveValue('Bank Transfer');
    expect(mode).toBeDisabled();
    expect(within(dialog).getByText('The payment mode stays Bank Transfer for a partly paid invoice')).toBeInTheDocument();
  });

  it('clears the amount for Direct to Insurer and captures the commission between two different accounts', async () => {
    const { user, api, dialog } = await openPayment({
      ...payable(PENDING_INVOICE, () => invoiceAnswer(FULLY_PAID, ACTION_COMPLETED)),
      '/accounting/accounts': () => accountsAnswer([CASH_IN_HAND, PREMIUM_PAYABLE, COMMISSION]),
    });
    expect(within(dialog).queryByRole('checkbox', { name: 'Capture commission' })).not.toBeInTheDocument();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Direct to Insurer');
    expect(within(dialog).getByLabelText(/^Amount/)).toHaveValue('');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Capture commission' }));
    const debit = within(dialog).getByRole('combobox', { name: /Debit account/ });
    await waitFor(() => expect(within(debit).getByRole('option', { name: '2000 Premium Payable to Insurers' })).toBeInTheDocument());
    await user.selectOptions(debit, '2000 Premium Payable to Insurers');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Credit account/ }), '2000 Premium Payable to Insurers');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    expect(await within(dialog).findByText(SAME_DEBIT_AND_CREDIT_ACCOUNT)).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Commission amount/)).toHaveAccessibleDescription(INVALID_AMOUNT);

    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Credit account/ }), '4000 Commission Income');
    await user.type(within(dialog).getByLabelText(/^Commission amount/), '156250');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    expect(puts(api)[0]?.body).toMatchObject({
      modeOfPayment: 'Direct to Insurer',
      captureCommission: true,
      debitAccount: PREMIUM_PAYABLE.account_code_pk,
      creditAccount: COMMISSION.account_code_pk,
      commissionAmount: '156250.00',
    });
    expect((puts(api)[0]?.body as { amount?: string | null }).amount ?? null).toBeNull();
  });

  it('shows the server’s word and the client-account banner on CLIENT_ACCOUNT_MISSING, and retries with the same key', async () => {
    const keys: string[] = [];
    let missing = true;
    const { user, dialog } = await openPayment(
      payable(PENDING_INVOICE, (options) => {
        keys.push(headersOf(options)['Idempotency-Key']!);
        if (missing) throw new ApiFailure(CLIENT_ACCOUNT_MISSING, 409, 'CLIENT_ACCOUNT_MISSING');
        return invoiceAnswer(FULLY_PAID, ACTION_COMPLETED);
      }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    const banner = await within(dialog).findByRole('alert');
    expect(banner).toHaveTextContent('Client account has not been created');
    expect(within(banner).getByRole('link', { name: 'Create client account' })).toHaveAttribute(
      'href',
      `/account/general-ledger?client=1&find=Dangote+Cement+Plc&clientType=CORPORATE&returnTo=%2Faccount%2Finvoice%2F${PENDING_INVOICE.invoice_id}`,
    );
    expect(await screen.findByText(ADD_PAYMENT_FAILED)).toBeInTheDocument();

    missing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('gives a newly opened payment modal a new key', async () => {
    const keys: string[] = [];
    const { user, dialog } = await openPayment(
      payable(PENDING_INVOICE, (options) => {
        keys.push(headersOf(options)['Idempotency-Key']!);
        return invoiceAnswer(PARTLY_PAID_INVOICE, ACTION_COMPLETED);
      }),
    );
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Bank Transfer');
    await user.clear(within(dialog).getByLabelText(/^Amount/));
    await user.type(within(dialog).getByLabelText(/^Amount/), '500000');
    await user.click(within(dialog).getByRole('button', { name: 'Add payment' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Create Policy Proposal' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Action' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Add payment' }));
    const again = await screen.findByRole('dialog', { name: 'Add payment · DN-2026-0142' });
    await user.click(within(again).getByRole('button', { name: 'Add payment' }));
    await screen.findByRole('dialog', { name: 'Create Policy Proposal' });
    expect(keys).toHaveLength(2);
    expect(keys[1]).not.toBe(keys[0]);
  });
});
