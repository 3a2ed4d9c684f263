import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLY_ADMINS_HANDLE_ADMIN_ROLE } from '../../../domain/access';
import { cannotGive, NOT_HELD_HINT } from '../../../domain/granting';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, done, effective, GROUPS, KEMI, ownGrants, permission, ROLES, STAFF } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/access/user-details-page');
});

const BRANCH = (id: string, name: string, head = false) => ({
  branch_id: id,
  name,
  address: '1 Marina',
  city: 'Lagos',
  state_id: null,
  state_name: null,
  lga_id: null,
  lga_name: null,
  phone: null,
  email: null,
  is_head_office: head,
  created_at: '2026-01-01T09:00:00.000Z',
});

function openKemi(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/users/u-2',
    token,
    handlers: {
      '/user/u-2': () => ({ success: true, data: KEMI }),
      '/user/role/u-2': () => ({ success: true, data: [{ role_id: 'r-agent', name: 'agent', description: 'Brings in business' }] }),
      '/user/group/u-2': () => ({ success: true, data: [{ group_id: 'g-1', name: 'Lagos desk', description: 'Lagos office' }] }),
      '/user/permission/u-2': () => ({
        success: true,
        data: [effective('View Clients', { roles: ['agent'], groups: ['Lagos desk'] }), effective('View Users', { direct: true })],
        meta: { admin: false },
      }),
      '/broker/list/branch/u-2': () => ({ success: true, data: [BRANCH('b-1', 'Head office', true)] }),
      ...handlers,
    },
  });
}

const region = (name: string) => screen.findByRole('region', { name });

describe('user details page', () => {
  it('shows the user with their roles, groups, branches and effective permissions with their sources', async () => {
    openKemi(ADMIN);
    expect(await screen.findByRole('heading', { name: 'Kemi Adebayo', level: 1 })).toBeInTheDocument();
    expect(screen.getByText('kemi@demo.ng')).toBeInTheDocument();
    expect(await within(await region('Roles')).findByText('agent')).toBeInTheDocument();
    expect(await within(await region('Groups')).findByText('Lagos desk')).toBeInTheDocument();
    expect(await within(await region('Branches')).findByText('Head office')).toBeInTheDocument();
    const permissions = await region('Permissions');
    expect(await within(permissions).findByText('Clients · role agent · group Lagos desk')).toBeInTheDocument();
    expect(within(permissions).getByText('Users · Directly')).toBeInTheDocument();
    // Only a direct grant can be taken away here; the others come from a role or a group.
    expect(within(permissions).getByRole('button', { name: 'Remove permission View Users' })).toBeInTheDocument();
    expect(within(permissions).queryByRole('button', { name: 'Remove permission View Clients' })).not.toBeInTheDocument();
  });

  it('assigns roles with the spec’s message and reads the user’s access again', async () => {
    const { user, api } = openKemi(ADMIN, {
      '/roles': () => ({ success: true, data: ROLES }),
      '/roles/user/u-2': done('Roles successfully assigned to user'),
    });
    await user.click(within(await region('Roles')).getByRole('button', { name: 'Assign roles' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign roles' });
    expect(within(dialog).queryByRole('checkbox', { name: /^agent/ })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: /claims officer/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /accountant/ }));
    const before = api.callsTo('/user/permission/u-2').length;
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Roles successfully assigned to user')).toBeInTheDocument();
    expect(api.callsTo('/roles/user/u-2')[0]).toMatchObject({ method: 'PUT', body: { roles: ['r-claims', 'r-acc'] } });
    await waitFor(() => expect(api.callsTo('/user/permission/u-2').length).toBeGreaterThan(before));
  });

  it('removes a role', async () => {
    const { user, api } = openKemi(ADMIN, { '/roles/user/u-2': done('Role removed from user') });
    await user.click(await within(await region('Roles')).findByRole('button', { name: 'Remove role agent' }));
    expect(await screen.findByText('Role removed from user')).toBeInTheDocument();
    expect(api.callsTo('/roles/user/u-2')[0]).toMatchObject({ method: 'DELETE', body: { roleId: 'r-agent' } });
  });

  it('adds the user to groups with the spec’s message', async () => {
    const { user, api } = openKemi(ADMIN, {
      '/groups': () => ({ success: true, data: GROUPS }),
      '/groups/user/u-2': done('Group successfully assigned to user'),
    });
    await user.click(within(await region('Groups')).getByRole('button', { name: 'Add to groups' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add to groups' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Claims team/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Group successfully assigned to user')).toBeInTheDocument();
    expect(api.callsTo('/groups/user/u-2')[0]).toMatchObject({ method: 'PUT', body: { groups: ['g-2'] } });
  });

  it('gives permissions directly with the spec’s message', async () => {
    const catalogue = [permission('View Users'), permission('Approve Quote')];
    const { user, api } = openKemi(ADMIN, {
      '/permissions': () => ({ success: true, data: catalogue }),
      '/permissions/user/u-2': done('Permissions successfully assigned to user'),
    });
    await user.click(within(await region('Permissions')).getByRole('button', { name: 'Assign permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign permissions' });
    expect(within(dialog).queryByRole('checkbox', { name: /View Users/ })).not.toBeInTheDocument();
    await user.click(await within(dialog).findByRole('checkbox', { name: /Approve Quote/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Assign' }));
    expect(await screen.findByText('Permissions successfully assigned to user')).toBeInTheDocument();
    expect(api.callsTo('/permissions/user/u-2')[0]).toMatchObject({
      method: 'PUT',
      body: { permissions: [permission('Approve Quote').permission_id] },
    });
  });

  it('offers to give directly only the permissions the assigner holds', async () => {
    const catalogue = [permission('View Users'), permission('Approve Quote'), permission('Approve Transaction')];
    const { user } = openKemi(STAFF, {
      '/user/permission/user-1': ownGrants('View Users', 'Assign Permissions', 'Approve Quote'),
      '/permissions': () => ({ success: true, data: catalogue }),
    });
    const section = await region('Permissions');
    await user.click(await within(section).findByRole('button', { name: 'Assign permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Assign permissions' });
    expect(await within(dialog).findByRole('checkbox', { name: /Approve Quote/ })).toBeEnabled();
    const approve = within(dialog).getByRole('checkbox', { name: /Approve Transaction/ });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(NOT_HELD_HINT);
  });

  it('offers only the roles and groups within the manager’s own grants, saying why of the others', async () => {
    const { user } = openKemi(STAFF, {
      '/user/permission/user-1': ownGrants('View Users', 'Manage Roles', 'Manage Groups', 'View Claims'),
      '/roles': () => ({ success: true, data: ROLES }),
      '/roles/r-acc/permissions': () => ({ success: true, data: [permission('View Accounts'), permission('View Claims')] }),
      '/roles/r-claims/permissions': () => ({ success: true, data: [permission('View Claims')] }),
      '/roles/r-agent/permissions': () => ({ success: true, data: [permission('View Clients')] }),
      '/groups': () => ({ success: true, data: [...GROUPS, { ...GROUPS[1]!, group_id: 'g-3', name: 'Abuja desk' }] }),
      '/groups/g-1/permissions': () => ({ success: true, data: [] }),
      '/groups/g-2/permissions': () => ({ success: true, data: [permission('Approve Transaction')] }),
      '/groups/g-3/permissions': () => ({ success: true, data: [permission('View Claims')] }),
    });
    await user.click(await within(await region('Roles')).findByRole('button', { name: 'Assign roles' }));
    let dialog = await screen.findByRole('dialog', { name: 'Assign roles' });
    expect(await within(dialog).findByRole('checkbox', { name: /^claims officer/ })).toBeEnabled();
    const accountant = within(dialog).getByRole('checkbox', { name: /^accountant/ });
    expect(accountant).toBeDisabled();
    expect(accountant).toHaveAccessibleDescription(cannotGive('the role accountant', ['View Accounts']));
    const admin = within(dialog).getByRole('checkbox', { name: /^admin/ });
    expect(admin).toBeDisabled();
    expect(admin).toHaveAccessibleDescription(ONLY_ADMINS_HANDLE_ADMIN_ROLE);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(within(await region('Groups')).getByRole('button', { name: 'Add to groups' }));
    dialog = await screen.findByRole('dialog', { name: 'Add to groups' });
    expect(await within(dialog).findByRole('checkbox', { name: /^Abuja desk/ })).toBeEnabled();
    const claims = within(dialog).getByRole('checkbox', { name: /^Claims team/ });
    expect(claims).toBeDisabled();
    expect(claims).toHaveAccessibleDescription(cannotGive('membership of the group Claims team', ['Approve Transaction']));
  });

  it('chooses the user’s branches (replacing them) with the spec’s message', async () => {
    const { user, api } = openKemi(ADMIN, {
      '/broker/branch': () => ({
        success: true,
        data: [BRANCH('b-1', 'Head office', true), BRANCH('b-2', 'Ikeja')],
        meta: { page: 1, limit: 100, total: 2, pages: 1 },
      }),
      '/broker/branch/assign/u-2': () => ({
        success: true,
        message: 'Branches successfully assigned to user',
        data: [BRANCH('b-2', 'Ikeja')],
      }),
    });
    await user.click(within(await region('Branches')).getByRole('button', { name: 'Choose branches' }));
    const dialog = await screen.findByRole('dialog', { name: 'Choose branches' });
    expect(await within(dialog).findByRole('checkbox', { name: /Head office/ })).toBeChecked();
    await user.click(within(dialog).getByRole('checkbox', { name: /Head office/ }));
    await user.click(within(dialog).getByRole('checkbox', { name: /Ikeja/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save branches' }));
    expect(await screen.findByText('Branches successfully assigned to user')).toBeInTheDocument();
    expect(api.callsTo('/broker/branch/assign/u-2')[0]).toMatchObject({ method: 'POST', body: { branches: [{ branchId: 'b-2' }] } });
  });

  it('hides every change from a viewer who may only look', async () => {
    const { api } = openKemi(STAFF, { '/user/permission/user-1': ownGrants('View Users') });
    await within(await region('Permissions')).findByText('View Users');
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    for (const name of [
      'Assign roles',
      'Add to groups',
      'Assign permissions',
      'Choose branches',
      'Suspend Kemi Adebayo',
      'Delete Kemi Adebayo',
    ]) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: /^Remove/ })).not.toBeInTheDocument();
  });
});
