import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import { toast } from 'react-hot-toast';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dateAfterMaximum } from '../../../domain/common-messages';
import { todayInLagos } from '../../../domain/today';
import { ApiFailure } from '../../../src/api/errors';
import { ZENITH } from '../../../stories/chart-of-accounts/fixtures';
import {
  AWAITING_INSURER,
  cashAccountsAnswer,
  DUE_TO_CLIENT,
  paidRefund,
  refundPaidAnswer,
  REFUNDS,
  refundsAnswer,
  TOTALS,
} from '../../../stories/refunds/refund-fixtures';
import * as refundStories from '../../../stories/refunds/refunds-page.stories';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { renderApp, type Handler } from '../support/render-app';
import type { Refund } from '../../../domain/policies';
import type { ComponentType } from 'react';

beforeEach(() => {
  toast.remove();
});

beforeAll(async () => {
  await import('../../../src/features/refunds/refunds-page');
});

const slow = { timeout: 5000 };
const ADMIN = liveToken({ roles: [{ id: 'r-admin', name: 'admin' }] });
const CLERK = liveToken({ roles: [{ id: 'r-clerk', name: 'accounts clerk' }] });

const LIST = '/policies/allRefund';
const SEARCH = '/policies/allRefund/search';
const PAY = `/policies/allRefund/${DUE_TO_CLIENT.refund_id}/payment`;
const ACCOUNTS = '/accounting/accounts';

function openRefunds(handlers: Record<string, Handler> = {}, token = ADMIN) {
  return renderApp({
    path: LIST,
    token,
    handlers: { [LIST]: () => refundsAnswer(REFUNDS), [ACCOUNTS]: () => cashAccountsAnswer(), ...handlers },
  });
}

const table = () => screen.findByRole('table', { name: 'Refunds', busy: false }, slow);
const rowOf = async (refundNo: string) => within(await table()).findByRole('row', { name: new RegExp(`^${refundNo}`) }, slow);
const cells = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
const fact = (term: string) => within(screen.getByRole('region', { name: 'Totals' })).getByText(term).nextElementSibling;
const payButton = (row: HTMLElement) => within(row).queryByRole('button', { name: /^Pay client/ });

/** The list as the server keeps it: once paid, the refund is paid in every later answer and counts in the totals. */
function payable(pay: (body: unknown) => Refund): Record<string, Handler> {
  let refunds = REFUNDS;
  let totals = TOTALS;
  return {
    [LIST]: () => refundsAnswer(refunds, totals),
    [PAY]: (options) => {
      const paid = pay(options.body);
      refunds = refunds.map((refund) => (refund.refund_id === paid.refund_id ? paid : refund));
      totals = { ...TOTALS, paid: '53095.89' };
      return refundPaidAnswer(paid);
    },
  };
}

describe('the refunded premium page', { timeout: 20_000 }, () => {
  it('lists each refund with its policy, endorsement, parties, amounts and status, and the totals over every page', async () => {
    const { api } = openRefunds();
    expect(await screen.findByRole('heading', { level: 1, name: 'Refunded Premium' }, slow)).toBeInTheDocument();
    const rows = within(await table())
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => cells(row)[0])).toEqual([
      'RFD/2026/0000032026-11-10',
      'RFD/2026/0000022026-11-02',
      'RFD/2026/0000012026-09-28',
    ]);
    const due = await rowOf('RFD/2026/000003');
    expect(cells(due)).toEqual([
      'RFD/2026/0000032026-11-10',
      'POL/2026/000017',
      'END/2026/000007deletion',
      'Chinedu Okafor',
      'Leadway Assurance',
      '₦41,095.89',
      '₦4,109.59',
      '₦308.22',
      '₦36,678.08',
      '₦36,678.08',
      'Due to client',
      '—',
      'Pay client',
    ]);
    expect(within(due).getByRole('link', { name: 'POL/2026/000017' })).toHaveAttribute('href', `/policies/${DUE_TO_CLIENT.policy_id}`);
    expect(within(due).getByRole('link', { name: 'END/2026/000007' })).toHaveAttribute(
      'href',
      `/policy/endorsement/${DUE_TO_CLIENT.endorsement_id}`,
    );
    expect(cells(await rowOf('RFD/2026/000002')).slice(9, 12)).toEqual(['₦0.00', 'Awaiting insurer', '—']);
    // Paid at 09:30 UTC on 2 October: the same day in Lagos.
    expect(cells(await rowOf('RFD/2026/000001')).slice(10, 12)).toEqual(['Paid', '2026-10-02Bank Transfer · Ada Obi']);
    expect(screen.getByText('Over the 3 refunds listed, on every page')).toBeInTheDocument();
    expect(fact('Returned premium')).toHaveTextContent('₦303,095.89');
    expect(fact('Commission reversed')).toHaveTextContent('₦42,809.59');
    expect(fact('VAT reversed')).toHaveTextContent('₦3,210.72');
    expect(fact('Insurer share')).toHaveTextContent('₦257,075.58');
    expect(fact('Paid to clients')).toHaveTextContent('₦12,000.00');
    expect(api.callsTo(LIST).map((call) => call.query)).toEqual([{ page: 1, limit: 20, policyId: undefined, searchQuery: undefined }]);
  });

  it('searches trimmed words through /policies/allRefund/search, from the first page', async () => {
    const { api, user } = openRefunds({
      [LIST]: () => refundsAnswer(REFUNDS, TOTALS, 1, 3, 45),
      [SEARCH]: () => refundsAnswer([AWAITING_INSURER], { ...TOTALS, amount: '250000.00' }),
    });
    await rowOf('RFD/2026/000003');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo(LIST).at(-1)?.query).toMatchObject({ page: 2 }));
    await user.type(screen.getByRole('searchbox', { name: 'Search refunds' }), '  Lekki  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(api.callsTo(SEARCH).map((call) => call.query)).toEqual([{ page: 1, limit: 20, policyId: undefined, searchQuery: 'Lekki' }]),
    );
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Refunds' })).getAllByRole('row')).toHaveLength(2));
    expect(fact('Returned premium')).toHaveTextContent('₦250,000.00');
  });

  it('offers Pay client only on a refund due to the client', async () => {
    openRefunds();
    expect(payButton(await rowOf('RFD/2026/000003'))).toBeInTheDocument();
    expect(payButton(await rowOf('RFD/2026/000002'))).not.toBeInTheDocument();
    expect(payButton(await rowOf('RFD/2026/000001'))).not.toBeInTheDocument();
  });

  it('pays the client with the mode, date and account chosen, and the row turns paid', async () => {
    const { api, user } = openRefunds(payable(() => paidRefund('Cheque', '2026-11-20T10:00:00.000Z')));
    await user.click(payButton(await rowOf('RFD/2026/000003'))!);
    const dialog = await screen.findByRole('dialog', { name: 'Pay Chinedu Okafor · RFD/2026/000003' });
    expect(dialog).toHaveTextContent('The premium returned on POL/2026/000017 (END/2026/000007): ₦41,095.89.');
    const date = within(dialog).getByLabelText(/^Date of payment/);
    expect(date).toHaveValue(todayInLagos());
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cheque');
    await user.clear(date);
    await user.type(date, '2026-11-20');
    await user.selectOptions(
      within(dialog).getByRole('combobox', { name: 'Paid from' }),
      await within(dialog).findByRole('option', { name: '1000-0001 Zenith Bank 1012345671' }, slow),
    );
    expect(api.callsTo(ACCOUNTS).map((call) => call.query)).toEqual([
      { search: undefined, accountClass: undefined, accountType: 'cash_and_bank', postable: 'true', includeInactive: undefined },
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));
    // A cheque needs its number; nothing is sent without it.
    expect(within(dialog).getByRole('textbox', { name: /Cheque number/ })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo(PAY)).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: /Cheque number/ }), '00012345');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Refund of the tracker cover');
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo(PAY).map((call) => [call.method, call.body])).toEqual([
      [
        'POST',
        {
          modeOfPayment: 'Cheque',
          dateOfPayment: '2026-11-20',
          creditAccount: ZENITH.account_code_pk,
          chequeNumber: '00012345',
          description: 'Refund of the tracker cover',
        },
      ],
    ]);
    expect(await screen.findByText('Refund RFD/2026/000003 is paid to Chinedu Okafor')).toBeInTheDocument();
    const row = await rowOf('RFD/2026/000003');
    expect(cells(row).slice(10)).toEqual(['Paid', '2026-11-20Cheque · Ada Obi', '']);
    expect(payButton(row)).not.toBeInTheDocument();
    // The totals over every page are read again with the list.
    await waitFor(() => expect(fact('Paid to clients')).toHaveTextContent('₦53,095.89'));
    expect(api.callsTo(LIST)).toHaveLength(2);
  });

  it('sends a bank transfer from the default account when none is chosen, and refuses a day after today', async () => {
    const { api, user } = openRefunds(payable(() => paidRefund('Bank Transfer', '2026-11-21T10:00:00.000Z')));
    await user.click(payButton(await rowOf('RFD/2026/000003'))!);
    const dialog = await screen.findByRole('dialog', { name: /^Pay Chinedu Okafor/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));
    expect(within(dialog).getByRole('combobox', { name: /Mode of payment/ })).toHaveAccessibleDescription('This field is required');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Bank Transfer');
    const date = within(dialog).getByLabelText(/^Date of payment/);
    await user.clear(date);
    await user.type(date, '2099-01-01');
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));
    expect(date).toHaveAccessibleDescription(dateAfterMaximum(todayInLagos()));
    expect(api.callsTo(PAY)).toEqual([]);
    await user.clear(date);
    await user.type(date, '2026-11-21');
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));
    await waitFor(() => expect(api.callsTo(PAY)).toHaveLength(1));
    expect(api.callsTo(PAY)[0]!.body).toEqual({
      modeOfPayment: 'Bank Transfer',
      dateOfPayment: '2026-11-21',
      creditAccount: null,
      chequeNumber: null,
      description: null,
    });
  });

  it('shows the server’s refusal in the dialog, keeps what was typed and leaves the row as it was', async () => {
    const refusal = "The insurer's share has not come back yet: receive it on invoice INV/2026/000140 first";
    const { api, user } = openRefunds({
      [PAY]: () => {
        throw new ApiFailure(refusal, 409, 'CONFLICT');
      },
    });
    await user.click(payButton(await rowOf('RFD/2026/000003'))!);
    const dialog = await screen.findByRole('dialog', { name: /^Pay Chinedu Okafor/ });
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Mode of payment/ }), 'Cash');
    await user.type(within(dialog).getByRole('textbox', { name: 'Description' }), 'Paid at the branch');
    await user.click(within(dialog).getByRole('button', { name: 'Pay client' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(refusal);
    expect(within(dialog).getByRole('combobox', { name: /Mode of payment/ })).toHaveValue('Cash');
    expect(within(dialog).getByRole('textbox', { name: 'Description' })).toHaveValue('Paid at the branch');
    expect(api.callsTo(PAY)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(cells(await rowOf('RFD/2026/000003'))[10]).toBe('Due to client');
    expect(api.callsTo(LIST)).toHaveLength(1);
  });

  it('pays from the default account when the chart cannot be read', async () => {
    const { user } = openRefunds({
      [ACCOUNTS]: () => {
        throw new ApiFailure('You do not have permission to perform this action', 403, 'FORBIDDEN');
      },
    });
    await user.click(payButton(await rowOf('RFD/2026/000003'))!);
    const dialog = await screen.findByRole('dialog', { name: /^Pay Chinedu Okafor/ });
    expect(
      await within(dialog).findByText(
        'The cash and bank accounts could not be read (You do not have permission to perform this action): it is paid from cash in hand, or the first bank account.',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Paid from' })).not.toBeInTheDocument();
  });

  it('hides Pay client from a person without Manage Refunds', async () => {
    const { api } = openRefunds(holding('View Policies'), CLERK);
    const due = await rowOf('RFD/2026/000003');
    expect(payButton(due)).not.toBeInTheDocument();
    expect(within(await table()).queryByRole('columnheader', { name: 'Action' })).not.toBeInTheDocument();
    expect(cells(due)[10]).toBe('Due to client');
    expect(api.callsTo(ACCOUNTS)).toEqual([]);
  });

  it('offers Pay client to a holder of View Policies and Manage Refunds', async () => {
    openRefunds(holding('View Policies', 'Manage Refunds'), CLERK);
    expect(payButton(await rowOf('RFD/2026/000003'))).toBeInTheDocument();
  });

  it('is closed to a person without View Policies, and asks nothing', async () => {
    const { api } = openRefunds(holding('Manage Refunds'), CLERK);
    expect(
      await screen.findByText("You need the 'View Policies' permission. Ask an administrator of your brokerage.", {}, slow),
    ).toBeInTheDocument();
    expect(api.callsTo(LIST)).toEqual([]);
  });

  it('says why the list could not be read and asks again on Try again', async () => {
    let fail = true;
    const { api, user } = openRefunds({
      [LIST]: () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return refundsAnswer([]);
      },
    });
    expect(await within(await table()).findByRole('alert', {}, slow)).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No premium has been returned yet', {}, slow)).toBeInTheDocument();
    expect(api.callsTo(LIST)).toHaveLength(2);
  });
});

const stories = composeStories(refundStories);

/** What a person sees in each story, after its play; a story added without an entry here does not compile. */
const expectations: Record<keyof typeof stories, () => Promise<unknown>> = {
  Loading: async () => expect(await screen.findByText('Loading refunds', {}, slow)).toBeInTheDocument(),
  Empty: async () => expect(await screen.findByText('No premium has been returned yet', {}, slow)).toBeInTheDocument(),
  Failed: async () => expect(await screen.findByRole('button', { name: 'Try again' }, slow)).toBeInTheDocument(),
  Filled: async () => {
    expect(within(await table()).getAllByRole('row')).toHaveLength(REFUNDS.length + 1);
    expect(screen.getByRole('region', { name: 'Totals' })).toBeInTheDocument();
  },
  Paying: async () => {
    const dialog = await screen.findByRole('dialog', { name: /^Pay Chinedu Okafor/ }, slow);
    expect(within(dialog).getByLabelText(/^Date of payment/)).toHaveValue(todayInLagos());
  },
  PaymentRefused: async () =>
    expect(await within(await screen.findByRole('dialog', {}, slow)).findByRole('alert', {}, slow)).toHaveTextContent(
      "The insurer's share has not come back yet",
    ),
  ForAReader: async () => {
    expect(payButton(await rowOf('RFD/2026/000003'))).not.toBeInTheDocument();
  },
  NotAllowed: async () => expect(await screen.findByText('You cannot use this page', {}, slow)).toBeInTheDocument(),
};

describe('the refunded premium stories', { timeout: 20_000 }, () => {
  it.each(
    (Object.keys(expectations) as (keyof typeof stories)[]).map(
      (name) => [name, stories[name] as ComponentType & (typeof stories)[typeof name]] as const,
    ),
  )('%s', async (name, Story) => {
    const { container } = render(<Story />);
    await Story.play?.({ canvasElement: container });
    await expectations[name]();
  });
});
