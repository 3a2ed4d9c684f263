import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';
import { failures, LICENSE, REFERENCE } from './fixtures';

// The screens load lazily; loading them once up front keeps the first test within findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../../../src/features/subscription/license-page')]);
});

const ADMIN = liveToken({ userType: 'admin-role', roles: [{ id: 'r-1', name: 'Admin' }] });
const PATH = '/accountmanagement/license';

describe('licence page', () => {
  it('shows the current plan, seats in use, its dates and the payment history', async () => {
    renderApp({ path: PATH, token: ADMIN, handlers: { '/subscription/license': () => ({ success: true, data: LICENSE }) } });
    expect(await screen.findByRole('heading', { name: 'License', level: 1 })).toBeInTheDocument();
    const current = await screen.findByRole('region', { name: 'Current plan: Growth' });
    expect(within(current).getByText('Yearly')).toBeInTheDocument();
    expect(within(current).getByText('4 of 10 in use')).toBeInTheDocument();
    expect(within(current).getByText('2026-03-01')).toBeInTheDocument();
    expect(within(current).getByText('2027-03-01')).toBeInTheDocument();
    expect(within(current).getByRole('meter', { name: 'Users in use' })).toHaveAttribute('aria-valuenow', '4');

    const history = screen.getByRole('table', { name: 'Payment history' });
    const rows = within(history).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['2026-03-01', REFERENCE, 'Growth', 'Yearly', '₦459,000.00', 'Paid', 'Successful'],
      ['2026-02-28', 'SUB-20260228-FFEEDDCCBBAA', 'Starter', 'Monthly', '₦15,000.00', 'Declined', 'Insufficient Funds'],
    ]);
  });

  it('says there is no active plan and leads to the plans', async () => {
    renderApp({
      path: PATH,
      token: ADMIN,
      handlers: {
        '/subscription/license': () => ({ success: true, data: { subscription: null, upcoming: [], users_in_use: 1, payments: [] } }),
      },
    });
    expect(await screen.findByText('No active plan')).toBeInTheDocument();
    expect(screen.getByText('Your brokerage has 1 user and no running subscription.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/accountmanagement/view-plans');
  });

  it('tells a user who is not an admin that the licence is for administrators', async () => {
    renderApp({
      path: PATH,
      token: liveToken({ userType: 'agent', roles: [] }),
      handlers: {
        '/subscription/license': () => {
          throw failures.forbidden();
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Only an administrator can see the licence');
  });
});
