import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { CASH_IN_HAND, CASH_LINES, ledgerAnswer } from '../../../stories/chart-of-accounts/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';

const slow = { timeout: 5000 };
const LEDGER = `/accounting/accounts/${CASH_IN_HAND.account_code_pk}/ledger`;

function openLedger(ledger: Handler) {
  return renderApp({
    path: `/account/general-ledger/${CASH_IN_HAND.account_code_pk}`,
    token: STAFF_TOKEN,
    handlers: { [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(['View Accounts']), [LEDGER]: ledger },
  });
}

const rows = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('td')].map((cell) => cell.textContent));

describe('one account’s ledger (/account/general-ledger/:accountId)', () => {
  it('shows the account, its lines with running balances, and the opening and closing balances', async () => {
    const { api } = openLedger(() => ledgerAnswer({ lines: CASH_LINES }));
    expect(await screen.findByRole('heading', { level: 1, name: '1010 Cash in Hand' }, slow)).toBeInTheDocument();
    expect(screen.getByText('Cash and Bank · Sub-account of 1000')).toBeInTheDocument();
    expect(screen.getByText('₦1,140.25', { selector: 'header p' })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Ledger lines' });
    expect(rows(table)).toEqual([
      ['Opening balance', '₦0.00'],
      ['2026-01-15', 'OB-000001', 'Capital paid in', '₦1,000.00', '', '₦1,000.00'],
      ['2026-01-31', 'JV-000002', 'January rent', '', '₦200.00', '₦800.00'],
      ['2026-02-01', 'JV-000003', 'Cash commission', '₦50.25', '', '₦850.25'],
      ['2026-02-01', 'JV-000004', 'Key cutting', '', '₦10.00', '₦840.25'],
      ['2026-02-01', 'JV-000005', 'Commission on a travel policyUSD 0.20', '₦300.00', '', '₦1,140.25'],
      ['Closing balance', '₦1,140.25'],
    ]);
    expect(within(table).getByRole('link', { name: 'JV-000002' })).toHaveAttribute('href', '/account/transactions/JV-000002/details');
    expect(screen.getByRole('link', { name: '← Chart of accounts' })).toHaveAttribute('href', '/account/general-ledger');
    expect(api.callsTo(LEDGER)[0]!.query).toEqual({ startDate: undefined, endDate: undefined, page: 1, limit: 50 });
  });

  it('asks again for the dates chosen, refusing an end before the start', async () => {
    const { api } = openLedger(({ query }) =>
      ledgerAnswer({ lines: query?.startDate ? CASH_LINES.slice(2) : CASH_LINES, opening_balance: query?.startDate ? '800.00' : '0.00' }),
    );
    await screen.findByRole('table', { name: 'Ledger lines' }, slow);
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-02-01' } });
    await waitFor(() => expect(api.callsTo(LEDGER).at(-1)!.query).toMatchObject({ startDate: '2026-02-01', page: 1 }));
    // The earlier lines stay on screen while the new ones load (one of them also reads ₦800.00): wait for the new opening row.
    await waitFor(() => expect(rows(screen.getByRole('table', { name: 'Ledger lines' }))[0]).toEqual(['Opening balance', '₦800.00']));
    const calls = api.callsTo(LEDGER).length;
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-01-31' } });
    expect(await screen.findByText('End date can not be before start date')).toBeInTheDocument();
    expect(api.callsTo(LEDGER)).toHaveLength(calls);
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-02-28' } });
    await waitFor(() => expect(api.callsTo(LEDGER).at(-1)!.query).toMatchObject({ startDate: '2026-02-01', endDate: '2026-02-28' }));
  });

  it('pages through the lines, carrying the balance forward', async () => {
    const { api, user } = openLedger(({ query }) => {
      const page = Number(query?.page);
      return ledgerAnswer({ lines: CASH_LINES.slice((page - 1) * 2, page * 2) }, { page, limit: 2, total: 5, pages: 3 });
    });
    await screen.findByRole('table', { name: 'Ledger lines' }, slow);
    expect(screen.getByText('Page 1 of 3 · 5 lines')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3 · 5 lines')).toBeInTheDocument());
    expect(api.callsTo(LEDGER).at(-1)!.query).toMatchObject({ page: 2 });
    const table = screen.getByRole('table', { name: 'Ledger lines' });
    expect(rows(table)[0]).toEqual(['Brought forward', '₦800.00']);
    expect(rows(table).at(-1)).toEqual(['Carried forward', '₦840.25']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rows(screen.getByRole('table', { name: 'Ledger lines' })).at(-1)).toEqual(['Closing balance', '₦1,140.25']));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('says when the account is not there', async () => {
    openLedger(() => {
      throw new ApiFailure('Account not found', 404, 'NOT_FOUND');
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent('Account not found');
    expect(screen.getByRole('link', { name: '← Chart of accounts' })).toBeInTheDocument();
  });
});
