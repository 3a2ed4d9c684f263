import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOT_HELD_HINT } from '../../../domain/granting';
import { renderApp } from '../support/render-app';
import { ADMIN, CATALOGUE, done, GROUPS, KEMI, ownGrants, permission, STAFF, TUNDE, usersAnswer } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/access/permissions-page');
});

const handlers = {
  '/permissions': () => ({ success: true, data: CATALOGUE }),
  '/user': () => usersAnswer([KEMI, TUNDE]),
  '/groups': () => ({ success: true, data: GROUPS }),
};

describe('permissions page', () => {
  it('shows the catalogue grouped by area', async () => {
    renderApp({ path: '/permissions', token: ADMIN, handlers });
    const claims = await screen.findByRole('region', { name: 'Claims' });
    expect(within(claims).getByText('Register Claim')).toBeInTheDocument();
    expect(within(claims).getByText('Register new claims')).toBeInTheDocument();
    expect(within(claims).queryByText('View Users')).not.toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
      'Clients',
      'Products',
      'Quotes',
      'Policies',
      'Invoices',
      'Payments',
      'Remittance',
      'Deletion approval',
      'Accounting',
      'Claims',
      'Reports',
      'Users',
      'Settings',
    ]);
  });

  it('gives a permission to users, and to groups', async () => {
    const id = permission('Approve Quote').permission_id;
    const { user, api } = renderApp({
      path: '/permissions',
      token: ADMIN,
      handlers: {
        ...handlers,
        [`/permissions/${id}/users`]: done('Permission successfully given to users'),
        [`/permissions/${id}/groups`]: done('Permission successfully given to groups'),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Give Approve Quote to users' }));
    let dialog = await screen.findByRole('dialog', { name: 'Give Approve Quote to users' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Kemi Adebayo/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Tunde Bakare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give permission' }));
    expect(await screen.findByText('Permission successfully given to users')).toBeInTheDocument();
    expect(api.callsTo(`/permissions/${id}/users`)[0]).toMatchObject({ method: 'PUT', body: { users: ['u-2', 'u-3'] } });

    await user.click(screen.getByRole('button', { name: 'Give Approve Quote to groups' }));
    dialog = await screen.findByRole('dialog', { name: 'Give Approve Quote to groups' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Lagos desk/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Give permission' }));
    expect(await screen.findByText('Permission successfully given to groups')).toBeInTheDocument();
    expect(api.callsTo(`/permissions/${id}/groups`)[0]?.body).toEqual({ groups: ['g-1'] });
  });

  it('shows the buttons a viewer’s permissions allow and no others', async () => {
    const { api } = renderApp({
      path: '/permissions',
      token: STAFF,
      handlers: { ...handlers, '/user/permission/user-1': ownGrants('Manage Groups') },
    });
    expect(await screen.findByRole('button', { name: 'Give View Users to groups' })).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /to users$/ })).not.toBeInTheDocument();
  });

  it('disables giving a permission the viewer does not hold, and says why', async () => {
    renderApp({
      path: '/permissions',
      token: STAFF,
      handlers: { ...handlers, '/user/permission/user-1': ownGrants('Assign Permissions', 'View Claims') },
    });
    const held = await screen.findByRole('button', { name: 'Give View Claims to users' });
    await waitFor(() => expect(held).toBeEnabled());
    expect(screen.getByRole('button', { name: 'Give View Claims to groups' })).toBeEnabled();
    for (const name of ['Give Approve Transaction to users', 'Give Approve Transaction to groups']) {
      const button = screen.getByRole('button', { name });
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(NOT_HELD_HINT);
    }
  });

  it('offers nothing to give to a viewer who may only look', async () => {
    const { api } = renderApp({
      path: '/permissions',
      token: STAFF,
      handlers: { ...handlers, '/user/permission/user-1': ownGrants('View Users') },
    });
    await screen.findByRole('region', { name: 'Users' });
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /^Give/ })).not.toBeInTheDocument();
  });
});
