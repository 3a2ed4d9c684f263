import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GRANTS_CHANGED_EVENT } from '../../../src/app/notifications/notifications-provider';
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
