import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveToken } from '../../machines/support/session-token';
import { holding } from '../support/held-permissions';
import { notificationsAnswer, renderApp, subscriptionAnswer, type Handler, type RenderAppOptions } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';
const ADMIN = liveToken({ userType: 'admin-role', roles: [{ id: 'r-1', name: 'Admin' }] });
const BROKER = liveToken({ userType: 'broker', roles: [{ id: 'r-2', name: 'Account officer' }] });
const AGENT = liveToken({
  userType: 'agent',
  roles: [{ id: 'r-3', name: 'Agent' }],
  username: 'Tunde Bakare',
  email: 'tunde@agents.ng',
});

async function openShell(options: RenderAppOptions & { token: string }) {
  const app = renderApp({ path: '/dashboard', ...options });
  await screen.findByRole('navigation', { name: 'Main' });
  return app;
}

/** The sidebar's top-level entries, as a person reads them. */
function sidebarEntries() {
  const nav = screen.getByRole('navigation', { name: 'Main' });
  const [topLevel] = within(nav).getAllByRole('list');
  return within(topLevel!)
    .getAllByRole('listitem')
    .filter((item) => item.parentElement === topLevel)
    .map((item) => item.querySelector('a, button')!.textContent!.trim());
}

async function openAccountMenu(user: ReturnType<typeof renderApp>['user']) {
  await user.click(screen.getByRole('button', { name: 'Account menu' }));
  return screen.findByRole('menu');
}

describe('app shell: sidebar', () => {
  it('shows an admin every section', async () => {
    await openShell({ token: ADMIN });
    expect(sidebarEntries()).toEqual([
      'Home',
      'Subscription Mgmt',
      'Manage Quote',
      'Manage Client',
      'Policies',
      'Claims',
      'Reports',
      'Accounts',
      'Remittance Mgmt',
      'Manage Users',
      'System Setup',
    ]);
    expect(within(screen.getByRole('navigation', { name: 'Main' })).getByRole('link', { name: 'Home' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });

  it('expands a section to show its links, without the hidden Manage Currency', async () => {
    const { user, location } = await openShell({ token: ADMIN });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const accounts = within(nav).getByRole('button', { name: 'Accounts' });
    expect(accounts).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Invoices' })).not.toBeInTheDocument();

    await user.click(accounts);
    expect(accounts).toHaveAttribute('aria-expanded', 'true');
    const links = {
      'Chart of Accounts': '/account/general-ledger',
      Transactions: '/account/transactions',
      'Accounting Period': '/account/accounting-periods',
      Invoices: '/account/invoices',
    };
    for (const [name, href] of Object.entries(links)) {
      expect(within(nav).getByRole('link', { name })).toHaveAttribute('href', href);
    }
    expect(within(nav).queryByRole('link', { name: 'Manage Currency' })).not.toBeInTheDocument();
    expect(screen.queryByText('Manage Currency')).not.toBeInTheDocument();

    await user.click(within(nav).getByRole('link', { name: 'Invoices' }));
    expect(await screen.findByRole('heading', { name: 'Invoices', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/account/invoices');
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the section of the current page', async () => {
    await openShell({ token: ADMIN, path: '/reports/cash-flow' });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('button', { name: 'Reports' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Cash Flow' })).toHaveAttribute('aria-current', 'page');
  });

  it('hides Accounts, Remittance Mgmt and admin sections from a broker, whatever they hold', async () => {
    await openShell({ token: BROKER, handlers: holding('View Accounts', 'Manage Remittance Schedules', 'View Quotes', 'View Products') });
    await waitFor(() => expect(sidebarEntries()).toEqual(['Home', 'Manage Quote', 'Reports', 'Products']));
  });

  it('shows an agent only the sections their permissions open, with Products outside System Setup', async () => {
    await openShell({ token: AGENT, handlers: holding('View Clients', 'View Claims', 'View Products', 'Manage Remittance Schedules') });
    await waitFor(() => expect(sidebarEntries()).toEqual(['Home', 'Manage Client', 'Claims', 'Remittance Mgmt', 'Products']));
  });
});

describe('app shell: sidebar while the permissions are read', () => {
  /** GET /user/permission/user-1 held back until the test answers it. */
  function heldBack(...held: PermissionName[]) {
    let answer: () => void = () => undefined;
    const arrived = new Promise<void>((resolve) => (answer = resolve));
    const [path, handler] = Object.entries(holding(...held))[0]!;
    const handlers: Record<string, Handler> = { [path]: async (options) => (await arrived, handler(options)) };
    return { handlers, answer };
  }

  it('shows at once what the token’s roles start with', async () => {
    const { handlers } = heldBack();
    await openShell({ token: AGENT, handlers });
    expect(sidebarEntries()).toEqual(['Home', 'Manage Quote', 'Manage Client', 'Policies', 'Claims', 'Reports', 'Products']);
  });

  it('keeps open a group the user opened when the permissions arrive and change the sections', async () => {
    const permissions = heldBack('View Clients', 'Create Client', 'View Invoices', 'View Accounts');
    const { user } = await openShell({ token: AGENT, handlers: permissions.handlers });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await user.click(within(nav).getByRole('button', { name: 'Manage Client' }));
    expect(within(nav).getByRole('link', { name: 'View Clients' })).toBeInTheDocument();

    permissions.answer();
    await waitFor(() => expect(sidebarEntries()).toEqual(['Home', 'Manage Client', 'Reports', 'Accounts']));
    expect(within(nav).getByRole('button', { name: 'Manage Client' })).toHaveAttribute('aria-expanded', 'true');
    expect(within(nav).getByRole('link', { name: 'Create Client' })).toBeInTheDocument();
  });

  it("keeps an invoice's page in Accounts, open, once the permissions show the group", async () => {
    const permissions = heldBack('View Invoices');
    const cashier = liveToken({ userType: 'admin-role', roles: [{ id: 'r-4', name: 'Cashier' }] });
    await openShell({
      token: cashier,
      path: '/account/invoice/7',
      handlers: { ...permissions.handlers, '/invoice/7': () => new Promise(() => undefined) },
    });
    expect(sidebarEntries()).toEqual(['Home']);

    permissions.answer();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() => expect(within(nav).getByRole('button', { name: 'Accounts' })).toHaveAttribute('aria-expanded', 'true'));
    expect(within(nav).getByRole('link', { name: 'Invoices' })).toHaveAttribute('aria-current', 'page');
  });

  it('opens the group of each page the user goes to, and lets them close it', async () => {
    const { user } = await openShell({
      token: ADMIN,
      path: '/account/invoice/7',
      handlers: { '/invoice/7': () => new Promise(() => undefined) },
    });
    const nav = screen.getByRole('navigation', { name: 'Main' });
    const accounts = within(nav).getByRole('button', { name: 'Accounts' });
    expect(accounts).toHaveAttribute('aria-expanded', 'true');
    await user.click(accounts);
    expect(accounts).toHaveAttribute('aria-expanded', 'false');
    await user.click(within(nav).getByRole('button', { name: 'Policies' }));
    await user.click(within(nav).getByRole('link', { name: 'Refunded Premium' }));
    expect(within(nav).getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-expanded', 'true');
    expect(accounts).toHaveAttribute('aria-expanded', 'false');
  });
});

describe('app shell: top bar', () => {
  it("shows the user's name and email in the avatar menu, and sends an agent to /profile", async () => {
    const { user, location } = await openShell({ token: AGENT });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Tunde Bakare')).toBeInTheDocument();
    expect(within(menu).getByText('tunde@agents.ng')).toBeInTheDocument();
    const profile = within(menu).getByRole('menuitem', { name: 'Go to Profile' });
    expect(profile).toHaveAttribute('href', '/profile');
    await user.click(profile);
    expect(await screen.findByRole('heading', { name: 'Profile', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/profile');
  });

  it('sends an admin to /settings from the avatar menu', async () => {
    const { user } = await openShell({ token: ADMIN });
    const menu = await openAccountMenu(user);
    expect(within(menu).getByText('Ada Obi')).toBeInTheDocument();
    expect(within(menu).getByText('ada@leadway.ng')).toBeInTheDocument();
    expect(within(menu).getByRole('menuitem', { name: 'Go to Profile' })).toHaveAttribute('href', '/settings');
  });

  it('names the bell by its unread count and leads to the notifications', async () => {
    const { user, api, location } = await openShell({
      token: ADMIN,
      handlers: { '/notification': () => notificationsAnswer(3) },
    });
    const bell = await screen.findByRole('link', { name: 'Notifications, 3 unread' });
    expect(bell).toHaveAttribute('href', '/notifications');
    expect(api.callsTo('/notification')[0]!.query).toEqual({ limit: 1 });
    await user.click(bell);
    expect(await screen.findByRole('heading', { name: 'Notifications', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/notifications');
  });

  it('shows no unread count when the notifications cannot be read', async () => {
    await openShell({
      token: ADMIN,
      handlers: {
        '/notification': () => {
          throw new Error('offline');
        },
      },
    });
    expect(screen.getByRole('link', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
  });

  it('signs out from the avatar menu: the token is forgotten and the user lands on /login', async () => {
    const { user, store, api, location } = await openShell({ token: ADMIN });
    expect(store.getItem('ibmsToken')).toBe(ADMIN);
    const menu = await openAccountMenu(user);
    await user.click(within(menu).getByRole('menuitem', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(store.getItem('ibmsToken')).toBeNull();
    expect(api.callsTo('/auth/signout')).toHaveLength(1);
  });
});

describe('app shell: session expired', () => {
  const RETURN_TO = '/account/invoice/7?redirectToInvoiceDetails=true';

  it('asks the user to sign in again, and remembers where they were', async () => {
    const { user, session, store, location } = await openShell({ token: ADMIN, path: '/account/invoice/7' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    session.send({ type: 'session.expired', returnTo: RETURN_TO });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(within(dialog).getByText('Your session has expired, click on the button below to sign in.')).toBeInTheDocument();
    expect(store.getItem('ibmsToken')).toBeNull();
    // The page stays behind the modal so the user sees where they were.
    expect(location()).toBe('/account/invoice/7');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Session expired' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Go to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Sign in', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(store.getItem('redirectUrl')).toBe(RETURN_TO);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('after signing in again, brings the user back to the invoice details', async () => {
    const { user, session, store, location, api } = await openShell({ token: ADMIN, path: '/account/invoice/7' });
    api.handlers['/auth/signin'] = () => ({ success: true, token: liveToken() });
    session.send({ type: 'session.expired', returnTo: RETURN_TO });
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    await user.click(within(dialog).getByRole('button', { name: 'Go to sign in' }));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });

    await user.type(screen.getByLabelText(/email address/i), 'ada@leadway.ng');
    await user.type(screen.getByLabelText(/password/i), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Invoice Details', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(store.getItem('redirectUrl')).toBeNull());
    expect(location()).toBe(RETURN_TO);
  });
});

describe('app shell: subscription', () => {
  const MESSAGE = 'Choose a subscription plan to access our amazing functionalities for smoother insurance process operations';

  it('requires a plan when the subscription covers no user, and cannot be dismissed', async () => {
    const { user, location } = await openShell({
      token: ADMIN,
      handlers: { '/user/subscription/status': () => subscriptionAnswer(0) },
    });
    const dialog = await screen.findByRole('dialog', { name: 'Choose a subscription plan' });
    expect(within(dialog).getByText(MESSAGE)).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).not.toBeInTheDocument();

    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Choose a subscription plan' })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'View plans' }));
    expect(await screen.findByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeInTheDocument();
    expect(location()).toBe('/accountmanagement/view-plans');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('is not shown on the plans page itself', async () => {
    await openShell({
      token: ADMIN,
      path: '/accountmanagement/view-plans',
      handlers: { '/user/subscription/status': () => subscriptionAnswer(0) },
    });
    expect(await screen.findByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('is not shown when the plan covers users', async () => {
    const { api } = await openShell({ token: ADMIN });
    await waitFor(() => expect(api.callsTo('/user/subscription/status')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('app shell: screens', () => {
  it.each([
    ['/quotes', 'Quotes'],
    ['/claims/create', 'Register Claim'],
    ['/reports/regulatory-report/crr-premium', 'CRR Premium'],
  ])('%s opens inside the shell with its route title as the page heading and the tab title', async (path, title) => {
    // Whatever the screen grows into, it keeps the shell around it and its title from the route table.
    await openShell({ token: ADMIN, path });
    expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe(`${title} · IBMS Broker Office`));
  });
});
