import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cannotGive, NOT_HELD_HINT } from '../../../domain/granting';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, CATALOGUE, done, KEMI, ownGrants, permission, ROLES, STAFF, TUNDE, usersAnswer } from './fixtures';

beforeAll(async () => {
  await Promise.all([import('../../../src/features/access/roles-page'), import('../../../src/features/access/role-details-page')]);
});

const roleHandlers = (role = ROLES[1]!, held = [permission('View Accounts'), permission('Record Payment')]): Record<string, Handler> => ({
  [`/roles/${role.role_id}`]: () => ({ success: true, data: role }),
  [`/roles/${role.role_id}/users`]: () => ({
    success: true,
    data: [{ user_id: 'u-2', username: 'Kemi Adebayo', email: 'kemi@demo.ng', user_type: 'broker', suspended: false }],
  }),
  [`/roles/${role.role_id}/permissions`]: () => ({ success: true, data: held }),
  '/permissions': () => ({ success: true, data: CATALOGUE }),
});

describe('roles page', () => {
  it('lists the roles with how many users hold each and what each allows', async () => {
    renderApp({ path: '/roles', token: ADMIN, handlers: { '/roles': () => ({ success: true, data: ROLES }) } });
    const row = (await screen.findByRole('link', { name: 'accountant' })).closest('tr')!;
    expect(
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['accountant', 'Keeps the books', '2', '2']);
    expect(within(screen.getByRole('link', { name: 'admin' }).closest('tr')!).getByText('All')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'accountant' })).toHaveAttribute('href', '/roles/r-acc');
  });
});

describe('role details page', () => {
  it('shows its users and what it allows, and adds users in bulk', async () => {
    const { user, api } = renderApp({
      path: '/roles/r-acc',
      token: ADMIN,
      handlers: { ...roleHandlers(), '/user': () => usersAnswer([KEMI, TUNDE]) },
    });
    expect(await screen.findByRole('heading', { name: 'accountant', level: 1 })).toBeInTheDocument();
    const users = await screen.findByRole('region', { name: 'Users' });
    expect(await within(users).findByText('Kemi Adebayo')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'View Accounts' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'View Users' })).not.toBeChecked();

    api.handlers['/roles/r-acc/users'] = (options) =>
      options.method === 'PUT' ? done('Users successfully added to role')() : roleHandlers()['/roles/r-acc/users']!(options);
    await user.click(within(users).getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users to accountant' });
    expect(within(dialog).queryByRole('checkbox', { name: /Kemi Adebayo/ })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Tunde Bakare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByText('Users successfully added to role')).toBeInTheDocument();
    expect(api.callsTo('/roles/r-acc/users').find((call) => call.method === 'PUT')?.body).toEqual({ users: ['u-3'] });
  });

  it('saves what the role allows', async () => {
    const { user, api } = renderApp({ path: '/roles/r-acc', token: ADMIN, handlers: roleHandlers() });
    const save = await screen.findByRole('button', { name: 'Save permissions' });
    expect(save).toBeDisabled();
    api.handlers['/roles/r-acc/permissions'] = (options) =>
      options.method === 'PUT' ? done('Role permissions saved')() : { success: true, data: [permission('View Accounts')] };
    await user.click(await screen.findByRole('checkbox', { name: 'Record Payment' }));
    await user.click(screen.getByRole('checkbox', { name: 'View Users' }));
    await user.click(save);
    expect(await screen.findByText('Role permissions saved')).toBeInTheDocument();
    expect(api.callsTo('/roles/r-acc/permissions').find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: [permission('View Accounts').permission_id, permission('View Users').permission_id],
    });
  });

  it('never offers to edit the admin role, which holds everything by rule', async () => {
    renderApp({ path: '/roles/r-admin', token: ADMIN, handlers: roleHandlers(ROLES[0], CATALOGUE) });
    expect(await screen.findByText('The admin role holds every permission by rule.')).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'View Users' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });

  it('hides the changes from a viewer without Manage Roles', async () => {
    const { api } = renderApp({
      path: '/roles/r-acc',
      token: STAFF,
      handlers: { ...roleHandlers(), '/user/permission/user-1': ownGrants('View Users') },
    });
    expect(await screen.findByRole('checkbox', { name: 'View Accounts' })).toBeDisabled();
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add users' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save permissions' })).not.toBeInTheDocument();
  });

  it('lets a role manager grant only what they hold: the others are disabled with the reason', async () => {
    const { user, api } = renderApp({
      path: '/roles/r-acc',
      token: STAFF,
      handlers: { ...roleHandlers(), '/user/permission/user-1': ownGrants('Manage Roles', 'View Users', 'Record Payment') },
    });
    const approve = await screen.findByRole('checkbox', { name: 'Approve Transaction' });
    await waitFor(() => expect(screen.getByRole('checkbox', { name: 'View Users' })).toBeEnabled());
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(expect.stringContaining(NOT_HELD_HINT));
    expect(screen.getByRole('checkbox', { name: 'View Users' })).not.toHaveAccessibleDescription(expect.stringContaining(NOT_HELD_HINT));
    // What the role allows already may be taken away, even by someone who does not hold it.
    const viewAccounts = screen.getByRole('checkbox', { name: 'View Accounts' });
    expect(viewAccounts).toBeEnabled();

    // The role allows View Accounts, which the manager lacks: they cannot give it to anyone.
    const users = screen.getByRole('region', { name: 'Users' });
    const addUsers = within(users).getByRole('button', { name: 'Add users' });
    expect(addUsers).toBeDisabled();
    expect(addUsers).toHaveAccessibleDescription(cannotGive('the role accountant', ['View Accounts']));

    api.handlers['/roles/r-acc/permissions'] = (options) =>
      options.method === 'PUT' ? done('Role permissions saved')() : roleHandlers()['/roles/r-acc/permissions']!(options);
    await user.click(viewAccounts);
    await user.click(screen.getByRole('checkbox', { name: 'View Users' }));
    await user.click(screen.getByRole('button', { name: 'Save permissions' }));
    expect(await screen.findByText('Role permissions saved')).toBeInTheDocument();
    expect(api.callsTo('/roles/r-acc/permissions').find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: [permission('Record Payment').permission_id, permission('View Users').permission_id],
    });
  });

  it('leaves the admin role to admins, saying so beside its Add users button', async () => {
    renderApp({
      path: '/roles/r-admin',
      token: STAFF,
      handlers: { ...roleHandlers(ROLES[0], CATALOGUE), '/user/permission/user-1': ownGrants('Manage Roles') },
    });
    const addUsers = await screen.findByRole('button', { name: 'Add users' });
    await waitFor(() => expect(addUsers).toHaveAccessibleDescription('Only an administrator can give or take away the admin role'));
    expect(addUsers).toBeDisabled();
  });
});
