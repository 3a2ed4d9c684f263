import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transactionMessages } from '../../../domain/transactions';
import { ApiFailure } from '../../../src/api/errors';
import {
  APPROVED_RENT,
  DOLLAR_LICENCE,
  MY_PENDING_RENT,
  PENDING_RENT,
  REJECTED_RENT,
  REVERSAL,
  transactionAnswer,
} from '../../../stories/transactions/fixtures';
import { pretendSocket } from '../notifications/pretend-socket';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, holding, slow, STAFF } from './support';
import type { NotificationItem } from '../../../domain/notifications';

const PATH = '/accounting/transactions/JV-000014';

function openDetails(handlers: Record<string, Handler>, options: { token?: string; socket?: ReturnType<typeof pretendSocket> } = {}) {
  return renderApp({
    path: '/account/transactions/JV-000014/details',
    token: options.token ?? ADMIN,
    handlers,
    notifications: options.socket?.link,
  });
}

const heading = () => screen.findByRole('heading', { name: 'Transaction JV-000014' }, slow);
const fact = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling;

function response(offset: number, refNo: string): NotificationItem {
  return {
    notification_id: `9b1f6a2c-3d4e-4f50-8a6b-${String(offset).padStart(12, '0')}`,
    offset,
    kind: 'transaction_approval_response',
    title: `Transaction ${refNo} approved`,
    message: `Adaeze Okafor approved ${refNo}; it is now in the ledger`,
    link: `/account/transactions/${encodeURIComponent(refNo)}/details`,
    created_at: new Date().toISOString(),
    receipts: { is_read: false },
  };
}

describe('a transaction’s details', () => {
  it('shows the header, who entered it, its lines and totals', async () => {
    openDetails({ [PATH]: () => transactionAnswer(APPROVED_RENT) });
    await heading();
    expect(screen.getByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(fact('Date')).toHaveTextContent('2026-03-01');
    expect(fact('Total')).toHaveTextContent('₦250,000.00');
    expect(fact('Entered by')).toHaveTextContent('Chinedu Eze');
    expect(fact('Approved by')).toHaveTextContent('Adaeze Okafor');
    const table = screen.getByRole('table', { name: 'Lines of JV-000014' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['1', '5100 Rent and Rates', 'March rent', '₦250,000.00', '']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '1010 Cash in Handunder Cash and Bank', '', '', '₦250,000.00']);
    expect(
      within(rows[3]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['₦250,000.00', '₦250,000.00']);
    expect(within(table).getByRole('link', { name: '5100 Rent and Rates' })).toHaveAttribute(
      'href',
      `/account/transaction/${APPROVED_RENT.lines[0]!.account_id}`,
    );
  });

  it('shows a foreign transaction in its currency and in naira', async () => {
    renderApp({
      path: '/account/transactions/JV-000015/details',
      token: ADMIN,
      handlers: { '/accounting/transactions/JV-000015': () => transactionAnswer(DOLLAR_LICENCE) },
    });
    await screen.findByRole('heading', { name: 'Transaction JV-000015' }, slow);
    expect(fact('Total')).toHaveTextContent('₦153,040.30 (USD 100.01 at ₦1530.25)');
    const table = screen.getByRole('table', { name: 'Lines of JV-000015' });
    expect(
      within(within(table).getAllByRole('row')[1]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(-4),
    ).toEqual(['USD 100.01', '', '₦153,040.30', '']);
  });

  it('lets a checker approve a pending transaction', async () => {
    const { user, api } = openDetails({
      [PATH]: () => transactionAnswer(PENDING_RENT),
      [`${PATH}/approve`]: () => transactionAnswer(APPROVED_RENT, transactionMessages.approved),
    });
    await heading();
    expect(screen.getByText('Pending approval', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(transactionMessages.approved)).toBeInTheDocument();
    expect(api.callsTo(`${PATH}/approve`)[0]?.method).toBe('PUT');
    expect(screen.getByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('asks a checker for the reason of a rejection', async () => {
    const { user, api } = openDetails({
      [PATH]: () => transactionAnswer(PENDING_RENT),
      [`${PATH}/reject`]: () => transactionAnswer(REJECTED_RENT, transactionMessages.rejected),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject transaction' });
    const confirm = within(dialog).getByRole('button', { name: 'Reject transaction' });
    expect(confirm).toBeDisabled();
    await user.type(within(dialog).getByRole('textbox', { name: 'Reason' }), 'The landlord’s invoice says ₦240,000');
    expect(within(dialog).getByText('36/250 characters')).toBeInTheDocument();
    await user.click(confirm);
    expect(await screen.findByText(transactionMessages.rejected)).toBeInTheDocument();
    expect(api.callsTo(`${PATH}/reject`)[0]).toMatchObject({ method: 'PUT', body: { reason: 'The landlord’s invoice says ₦240,000' } });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Reject transaction' })).not.toBeInTheDocument());
    expect(fact('Reason for rejection')).toHaveTextContent('The landlord’s invoice says ₦240,000');
    expect(fact('Rejected by')).toHaveTextContent('Adaeze Okafor');
  });

  it('keeps a failed approval pending and says why', async () => {
    const { user } = openDetails({
      [PATH]: () => transactionAnswer(PENDING_RENT),
      [`${PATH}/approve`]: () => {
        throw new ApiFailure('The accounting period FY 2026 is closed; nothing more can be posted into it', 409, 'PERIOD_CLOSED');
      },
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The accounting period FY 2026 is closed');
    expect(screen.getByText('Pending approval', { selector: 'span' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows the maker that it waits for someone else, then Approved as soon as the live decision arrives', async () => {
    const socket = pretendSocket(5);
    let answer = MY_PENDING_RENT;
    const { api } = openDetails({ [PATH]: () => transactionAnswer(answer) }, { socket });
    await heading();
    expect(screen.getByText(/Waiting for approval by another user/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    await waitFor(() => expect(socket.isOpen()).toBe(true));
    socket.say({ type: 'notifications.connected' });
    // A decision about another transaction changes nothing here.
    socket.say({ type: 'notifications.received', notification: response(6, 'JV-000099') });
    answer = APPROVED_RENT;
    socket.say({ type: 'notifications.received', notification: response(7, 'JV-000014') });
    expect(await screen.findByText('Approved', { selector: 'span' })).toBeInTheDocument();
    expect(api.callsTo(PATH)).toHaveLength(2);
    expect(fact('Approved by')).toHaveTextContent('Adaeze Okafor');
  });

  it('reverses an approved manual transaction on a chosen date and opens the reversal', async () => {
    const { user, api, location } = openDetails({
      [PATH]: () => transactionAnswer(APPROVED_RENT),
      [`${PATH}/reverse`]: () => transactionAnswer(REVERSAL, transactionMessages.reversalSubmitted),
      '/accounting/transactions/REV-000001': () => transactionAnswer(REVERSAL),
    });
    await heading();
    await user.click(screen.getByRole('button', { name: 'Reverse' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reverse transaction' });
    const date = within(dialog).getByLabelText(/^Reversal date/);
    await user.clear(date);
    await user.type(date, '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Reverse transaction' }));
    expect(await screen.findByText(transactionMessages.reversalSubmitted)).toBeInTheDocument();
    await screen.findByRole('heading', { name: 'Transaction REV-000001' }, slow);
    expect(location()).toBe('/account/transactions/REV-000001/details');
    expect(api.callsTo(`${PATH}/reverse`)[0]).toMatchObject({ method: 'POST', body: { transactionDate: '2026-03-31' } });
    expect(fact('Reverses')).toHaveTextContent('JV-000014');
  });

  it('offers no decision and no reversal to someone who only reads the books', async () => {
    openDetails({ ...holding('View Accounts'), [PATH]: () => transactionAnswer(APPROVED_RENT) }, { token: STAFF });
    await heading();
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reverse' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
  });

  it('says when the transaction cannot be loaded and tries again', async () => {
    let fail = true;
    const { user } = openDetails({
      [PATH]: () => {
        if (fail) throw new ApiFailure('Transaction not found', 404, 'NOT_FOUND');
        return transactionAnswer(REJECTED_RENT);
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Transaction not found');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await heading();
    expect(screen.getByText('Rejected', { selector: 'span' })).toBeInTheDocument();
  });
});
