import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountingMessages } from '../../../domain/accounting';
import { PERIOD_END_BEFORE_START, periodMessages } from '../../../domain/periods';
import { ApiFailure } from '../../../src/api/errors';
import { FY_2025, FY_2026, periodsAnswer, Q1_2027 } from '../../../stories/accounting-periods/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 5000 };

function openPeriods(held: PermissionName[], handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/account/accounting-periods',
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      '/accounting/periods': () => periodsAnswer([FY_2026, FY_2025]),
      ...handlers,
    },
  });
}

const rowOf = async (name: string) =>
  within(await screen.findByRole('table', { name: 'Accounting periods' }, slow)).findByRole('row', { name: new RegExp(name) });

describe('the accounting periods page', () => {
  it('lists the periods with their status and the current one marked, without changes for a reader', async () => {
    const { api } = openPeriods(['View Accounts']);
    const current = await rowOf('FY 2026');
    expect(current).toHaveTextContent('Current');
    expect(current).toHaveTextContent('Open');
    expect(current).toHaveTextContent('2026-01-01');
    expect(current).toHaveTextContent('2026-12-31');
    const closed = await rowOf('FY 2025');
    expect(closed).toHaveTextContent('Closed');
    expect(closed).toHaveTextContent('by Chinedu Eze');
    expect(closed).not.toHaveTextContent('Current');
    expect(screen.getByRole('link', { name: 'Manage currencies' })).toHaveAttribute('href', '/account/multi-currency');
    await waitFor(() => expect(api.callsTo(`/user/permission/${STAFF_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add period' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Close / })).not.toBeInTheDocument();
  });

  it('shows the server’s refusal to someone outside the books', async () => {
    openPeriods([], {
      '/accounting/periods': () => {
        throw new ApiFailure("You need the 'View Accounts' permission to do this.", 403, 'FORBIDDEN');
      },
    });
    expect(await screen.findByRole('alert', {}, slow)).toHaveTextContent("You need the 'View Accounts' permission");
  });

  it('adds a period: checks the dates first, shows an overlap refusal, then lists it in date order', async () => {
    let overlapping = true;
    const { api, user } = openPeriods(['Manage Accounting Periods'], {
      '/accounting/periods': ({ method }) => {
        if (method !== 'POST') return periodsAnswer([FY_2026, FY_2025]);
        if (overlapping) throw new ApiFailure(accountingMessages.periodsOverlap, 409, 'CONFLICT');
        return { success: true, message: periodMessages.created, data: Q1_2027 };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Add period' }, slow));
    const form = screen.getByRole('form', { name: 'Add accounting period' });
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(within(form).getAllByText('This field is required')).toHaveLength(2);

    fireEvent.change(within(form).getByLabelText(/^First day/), { target: { value: '2027-01-02' } });
    fireEvent.change(within(form).getByLabelText(/^Last day/), { target: { value: '2027-01-01' } });
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(within(form).getByText(PERIOD_END_BEFORE_START)).toBeInTheDocument();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);

    fireEvent.change(within(form).getByLabelText(/^First day/), { target: { value: '2027-01-01' } });
    fireEvent.change(within(form).getByLabelText(/^Last day/), { target: { value: '2027-03-31' } });
    expect(within(form).getByRole('textbox', { name: 'Name' })).toHaveAttribute('placeholder', 'Jan 2027–Mar 2027');
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(accountingMessages.periodsOverlap);

    overlapping = false;
    await user.click(within(form).getByRole('button', { name: 'Add period' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Add accounting period' })).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.method === 'POST').at(-1)!.body).toEqual({ periodStart: '2027-01-01', periodEnd: '2027-03-31' });
    const rows = within(screen.getByRole('table', { name: 'Accounting periods' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((row) => row.querySelector('td')!.textContent)).toEqual(['Jan 2027–Mar 2027', 'FY 2026Current', 'FY 2025']);
  });

  it('closes a period after a confirmation that says it is final, and shows why a close is refused', async () => {
    let pending = true;
    const closed = { ...FY_2026, status: 'closed' as const, closed_at: '2027-01-15T10:00:00.000Z', closed_by_name: 'Bisi Adeyemi' };
    const { api, user } = openPeriods(['Manage Accounting Periods'], {
      [`/accounting/periods/${FY_2026.period_id}/close`]: () => {
        if (pending) throw new ApiFailure(periodMessages.pendingEntries(2), 409, 'CONFLICT');
        return { success: true, message: periodMessages.closed, data: closed };
      },
    });
    expect(within(await rowOf('FY 2025')).queryByRole('button', { name: /Close/ })).not.toBeInTheDocument();
    await user.click(within(await rowOf('FY 2026')).getByRole('button', { name: 'Close FY 2026' }));
    const dialog = screen.getByRole('dialog', { name: 'Close FY 2026' });
    expect(dialog).toHaveTextContent('Closing is final');
    expect(dialog).toHaveTextContent('It is the current period');
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(periodMessages.pendingEntries(2));

    pending = false;
    await user.click(within(dialog).getByRole('button', { name: 'Close period' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Close FY 2026' })).not.toBeInTheDocument());
    const row = await rowOf('FY 2026');
    expect(row).toHaveTextContent('Closed');
    expect(row).toHaveTextContent('by Bisi Adeyemi');
    expect(within(row).queryByRole('button', { name: 'Close FY 2026' })).not.toBeInTheDocument();
    expect(api.callsTo(`/accounting/periods/${FY_2026.period_id}/close`).map((call) => call.method)).toEqual(['PUT', 'PUT']);
  });
});
