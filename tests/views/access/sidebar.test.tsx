import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { GRANTS_CHANGED_EVENT } from '../../../src/app/notifications/notifications-provider';
import { FIRST_RETRY_MS } from '../../../src/app/use-grants';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';
import { ownGrants, usersAnswer } from './fixtures';

const AGENT = liveToken({ userType: 'agent', roles: [{ id: 'r-agent', name: 'agent' }] });
const BROKER = liveToken({ userType: 'broker', roles: [{ id: 'r-uw', name: 'underwriting officer' }] });

const topLevel = () => {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const [list] = within(nav).getAllByRole('list');
  return within(list!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === list)
    .map((item) => item.querySelector('a, button')!.textContent!.trim());
};

describe('sidebar by permission', () => {
  it('keeps Manage Users from a non-admin who may view users, whose Users page still opens', async () => {
    renderApp({
      path: '/users',
      token: AGENT,
      handlers: { '/user/permission/user-1': ownGrants('View Users', 'View Accounts'), '/user': () => usersAnswer() },
    });
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Kemi Adebayo' })).toBeInTheDocument();
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Reports', 'Accounts']));
  });

  it('marks only the deepest link holding the page as current: Refunded Premium, not Policy Proposal too', async () => {
    renderApp({ path: '/policies/allRefund', token: AGENT, handlers: { '/user/permission/user-1': ownGrants('View Policies') } });
    const nav = await screen.findByRole('navigation', { name: 'Main' });
    const refunds = await within(nav).findByRole('link', { name: 'Refunded Premium' });
    expect(refunds).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Policy Proposal' })).not.toHaveAttribute('aria-current');
  });

  it('shows Accounts for View Accounts, but Subscription Mgmt only to admins, whatever else they hold', async () => {
    renderApp({
      path: '/dashboard',
      token: AGENT,
      handlers: { '/user/permission/user-1': ownGrants('View Accounts', 'Manage Subscription') },
    });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Reports', 'Accounts']));
  });

  it('keeps Accounts from a broker whatever they hold', async () => {
    const { api } = renderApp({
      path: '/dashboard',
      token: BROKER,
      handlers: { '/user/permission/user-1': ownGrants('View Accounts', 'View Financial Reports') },
    });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Reports']));
    expect(api.callsTo('/user/permission/user-1')).toHaveLength(1);
  });

  it('reads the permissions again when the window regains focus', async () => {
    const { api } = renderApp({ path: '/dashboard', token: AGENT, handlers: { '/user/permission/user-1': ownGrants() } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home']));
    api.handlers['/user/permission/user-1'] = ownGrants('View Claims');
    window.dispatchEvent(new Event('focus'));
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Claims']));
    expect(api.callsTo('/user/permission/user-1')).toHaveLength(2);
  });

  it('reads them again when a live notice says the user’s access changed', async () => {
    const { api } = renderApp({ path: '/dashboard', token: AGENT, handlers: { '/user/permission/user-1': ownGrants() } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home']));
    api.handlers['/user/permission/user-1'] = ownGrants('View Claims');
    window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT));
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Claims']));
  });
});

describe('sidebar while the permissions cannot be read', () => {
  const PERMISSIONS = '/user/permission/user-1';
  const AGENT_GUESS = ['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Claims', 'Reports', 'Products'];

  it('keeps what the roles start with after a failed read, and reads again after a pause until an answer comes', async () => {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const asked: number[] = [];
    const { api } = renderApp({
      path: '/dashboard',
      token: AGENT,
      handlers: {
        [PERMISSIONS]: async () => {
          asked.push(Date.now());
          if (asked.length === 1) throw new ApiFailure('Something went wrong', 500, 'INTERNAL');
          await arrived;
          return ownGrants('View Claims')();
        },
      },
    });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(api.callsTo(PERMISSIONS)).toHaveLength(2), { timeout: 5000 });
    expect(asked[1]! - asked[0]!).toBeGreaterThanOrEqual(FIRST_RETRY_MS - 50);
    expect(topLevel()).toEqual(AGENT_GUESS);

    answer();
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Claims']));
  });

  it('offers the pages the guess allows once a read has failed, rather than waiting for ever', async () => {
    renderApp({
      path: '/claims/create',
      token: AGENT,
      handlers: {
        [PERMISSIONS]: () => {
          throw new ApiFailure('Something went wrong', 500, 'INTERNAL');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Register Claim', level: 1 }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.queryByText('You cannot use this page')).not.toBeInTheDocument();
  });
});

describe('sidebar remembered from the last visit', () => {
  const PERMISSIONS = '/user/permission/user-1';
  const CASHIER = liveToken({ userType: 'agent', roles: [{ id: 'r-cash', name: 'Cashier' }] });
  const slowly = () => new Promise(() => undefined);

  /** What the browser keeps after the cashier's last visit, whose permissions opened Claims and Accounts. */
  async function visitedBefore() {
    const first = renderApp({ path: '/dashboard', token: CASHIER, handlers: { [PERMISSIONS]: ownGrants('View Claims', 'View Invoices') } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Claims', 'Accounts']));
    first.unmount();
    return Object.fromEntries(first.store.entries);
  }

  it('shows at once the sections the user’s permissions opened last time, while the API is slow', async () => {
    const stored = await visitedBefore();
    renderApp({ path: '/dashboard', token: CASHIER, stored, handlers: { [PERMISSIONS]: slowly } });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(topLevel()).toEqual(['Home', 'Claims', 'Accounts']);
  });

  it('keeps one user’s remembered permissions from another, who starts from their roles', async () => {
    const stored = await visitedBefore();
    const other = liveToken({ user_id: 'user-2', userType: 'agent', roles: [{ id: 'r-cash', name: 'Cashier' }] });
    renderApp({ path: '/dashboard', token: other, stored, handlers: { '/user/permission/user-2': slowly } });
    await screen.findByRole('navigation', { name: 'Main' });
    expect(topLevel()).toEqual(['Home']);
  });

  it('forgets them on signing out', async () => {
    const { user, store } = renderApp({ path: '/dashboard', token: CASHIER, handlers: { [PERMISSIONS]: ownGrants('View Claims') } });
    await screen.findByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(topLevel()).toEqual(['Home', 'Claims']));
    expect(store.getItem('ibmsGrants')).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(store.getItem('ibmsGrants')).toBeNull();
  });
});
