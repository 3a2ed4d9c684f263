import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { cannotGive, NOT_HELD_HINT } from '../../../domain/granting';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, CATALOGUE, done, GROUPS, KEMI, ownGrants, permission, STAFF, TUNDE, usersAnswer } from './fixtures';
import type { RequestOptions } from '../../../src/api/client';

beforeAll(async () => {
  await Promise.all([import('../../../src/features/access/groups-page'), import('../../../src/features/access/group-details-page')]);
});

const LAGOS = GROUPS[0]!;
const byMethod =
  (answers: Partial<Record<string, Handler>>): Handler =>
  (options: RequestOptions<unknown>) =>
    answers[options.method ?? 'GET']!(options);

describe('groups page', () => {
  it('creates a group and loads the list again', async () => {
    const created = { ...GROUPS[1]!, group_id: 'g-3', name: 'Abuja desk', description: 'Abuja office' };
    const { user, api } = renderApp({
      path: '/groups',
      token: ADMIN,
      handlers: {
        '/groups': byMethod({
          GET: () => ({ success: true, data: GROUPS }),
          POST: () => ({ success: true, message: 'Group created', data: created }),
        }),
      },
    });
    expect(await screen.findByRole('link', { name: 'Lagos desk' })).toHaveAttribute('href', '/groups/g-1');
    await user.click(screen.getByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(within(dialog).getByRole('textbox', { name: /Group name/ })).toHaveAccessibleDescription('This field is required');
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Abuja desk');
    await user.type(within(dialog).getByRole('textbox', { name: /Description/ }), 'Abuja office');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    expect(await screen.findByText('Group created')).toBeInTheDocument();
    expect(api.callsTo('/groups').find((call) => call.method === 'POST')?.body).toEqual({
      name: 'Abuja desk',
      description: 'Abuja office',
    });
    await waitFor(() => expect(api.callsTo('/groups').filter((call) => call.method === 'GET')).toHaveLength(2));
  });

  it('shows the server’s field error when the name is taken', async () => {
    const { ApiFailure } = await import('../../../src/api/errors');
    const { user } = renderApp({
      path: '/groups',
      token: ADMIN,
      handlers: {
        '/groups': byMethod({
          GET: () => ({ success: true, data: GROUPS }),
          POST: () => {
            throw new ApiFailure('A group with this name already exists', 409, 'CONFLICT', {
              name: 'A group with this name already exists',
            });
          },
        }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Create group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Create group' });
    await user.type(within(dialog).getByRole('textbox', { name: /Group name/ }), 'Lagos desk');
    await user.click(within(dialog).getByRole('button', { name: 'Create group' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: /Group name/ })).toHaveAccessibleDescription(
        'A group with this name already exists',
      ),
    );
  });

  it('deletes a group after asking, and loads the list again', async () => {
    const { user, api } = renderApp({
      path: '/groups',
      token: ADMIN,
      handlers: { '/groups': () => ({ success: true, data: GROUPS }), '/groups/g-2': done('Group deleted') },
    });
    await user.click(await screen.findByRole('button', { name: 'Delete group Claims team' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete group' })).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group deleted')).toBeInTheDocument();
    expect(api.callsTo('/groups/g-2')[0]?.method).toBe('DELETE');
    await waitFor(() => expect(api.callsTo('/groups')).toHaveLength(2));
  });

  it('offers no changes to a viewer without Manage Groups', async () => {
    const { api } = renderApp({
      path: '/groups',
      token: STAFF,
      handlers: { '/groups': () => ({ success: true, data: GROUPS }), '/user/permission/user-1': ownGrants('View Users') },
    });
    await screen.findByRole('link', { name: 'Lagos desk' });
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Create group' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Delete group/ })).not.toBeInTheDocument();
  });
});

describe('group details page', () => {
  const detailHandlers = (): Record<string, Handler> => ({
    '/groups/g-1': () => ({ success: true, data: LAGOS }),
    '/groups/g-1/users': byMethod({
      GET: () => ({
        success: true,
        data: [{ user_id: 'u-2', username: 'Kemi Adebayo', email: 'kemi@demo.ng', user_type: 'broker', suspended: false }],
      }),
      PUT: done('Users successfully added to group'),
    }),
    '/groups/g-1/permissions': byMethod({
      GET: () => ({ success: true, data: [permission('View Claims')] }),
      PUT: done('Permissions successfully added to group'),
    }),
    '/groups/users/u-2': done('User removed from group'),
    [`/groups/permissions/${permission('View Claims').permission_id}`]: done('Permission removed from group'),
    '/user': () => usersAnswer([KEMI, TUNDE]),
    '/permissions': () => ({ success: true, data: CATALOGUE }),
  });
  const loadsOf = (api: ReturnType<typeof renderApp>['api'], path: string) =>
    api.callsTo(path).filter((call) => call.method === 'GET').length;

  it('adds and removes users, reloading the group after each change', async () => {
    const { user, api } = renderApp({ path: '/groups/g-1', token: ADMIN, handlers: detailHandlers() });
    const users = await screen.findByRole('region', { name: 'Users' });
    await user.click(await within(users).findByRole('button', { name: 'Remove Kemi Adebayo from the group' }));
    expect(await screen.findByText('User removed from group')).toBeInTheDocument();
    expect(api.callsTo('/groups/users/u-2')[0]).toMatchObject({ method: 'DELETE', body: { groupId: 'g-1' } });
    await waitFor(() => expect(loadsOf(api, '/groups/g-1/users')).toBe(2));

    await user.click(within(users).getByRole('button', { name: 'Add users' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add users to Lagos desk' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /Tunde Bakare/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add users' }));
    expect(await screen.findByText('Users successfully added to group')).toBeInTheDocument();
    expect(api.callsTo('/groups/g-1/users').find((call) => call.method === 'PUT')?.body).toEqual({ users: ['u-3'] });
    await waitFor(() => expect(loadsOf(api, '/groups/g-1/users')).toBe(3));
    expect(loadsOf(api, '/groups/g-1')).toBe(3);
  });

  it('adds and removes permissions, reloading the group after each change', async () => {
    const { user, api } = renderApp({ path: '/groups/g-1', token: ADMIN, handlers: detailHandlers() });
    const permissions = await screen.findByRole('region', { name: 'Permissions' });
    await user.click(await within(permissions).findByRole('button', { name: 'Remove permission View Claims' }));
    expect(await screen.findByText('Permission removed from group')).toBeInTheDocument();
    await waitFor(() => expect(loadsOf(api, '/groups/g-1/permissions')).toBe(2));

    await user.click(within(permissions).getByRole('button', { name: 'Add permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permissions to Lagos desk' });
    await user.click(await within(dialog).findByRole('checkbox', { name: /^Register Claim/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add permissions' }));
    expect(await screen.findByText('Permissions successfully added to group')).toBeInTheDocument();
    expect(api.callsTo('/groups/g-1/permissions').find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: [permission('Register Claim').permission_id],
    });
    await waitFor(() => expect(loadsOf(api, '/groups/g-1/permissions')).toBe(3));
  });

  it('renames the group and deletes it, going back to the list', async () => {
    const { user, api, location } = renderApp({
      path: '/groups/g-1',
      token: ADMIN,
      handlers: {
        ...detailHandlers(),
        '/groups/g-1': byMethod({
          GET: () => ({ success: true, data: LAGOS }),
          PATCH: () => ({ success: true, message: 'Group updated', data: { ...LAGOS, name: 'Lagos team' } }),
          DELETE: done('Group deleted'),
        }),
        '/groups': () => ({ success: true, data: GROUPS }),
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit group' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit group' });
    const name = within(dialog).getByRole('textbox', { name: /Group name/ });
    expect(name).toHaveValue('Lagos desk');
    await user.clear(name);
    await user.type(name, 'Lagos team');
    await user.click(within(dialog).getByRole('button', { name: 'Save group' }));
    expect(await screen.findByText('Group updated')).toBeInTheDocument();
    expect(api.callsTo('/groups/g-1').find((call) => call.method === 'PATCH')?.body).toEqual({
      name: 'Lagos team',
      description: 'Lagos office',
    });

    await user.click(screen.getByRole('button', { name: 'Delete group' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Delete group' })).getByRole('button', { name: 'Delete group' }));
    expect(await screen.findByText('Group deleted')).toBeInTheDocument();
    await waitFor(() => expect(location()).toBe('/groups'));
  });

  it('offers a group manager only the permissions they hold, and members only while the group stays within them', async () => {
    const { user, api } = renderApp({
      path: '/groups/g-1',
      token: STAFF,
      handlers: { ...detailHandlers(), '/user/permission/user-1': ownGrants('Manage Groups', 'View Claims', 'Register Claim') },
    });
    const users = await screen.findByRole('region', { name: 'Users' });
    await waitFor(() => expect(within(users).getByRole('button', { name: 'Add users' })).toBeEnabled());
    const permissions = screen.getByRole('region', { name: 'Permissions' });
    await user.click(within(permissions).getByRole('button', { name: 'Add permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permissions to Lagos desk' });
    const approve = await within(dialog).findByRole('checkbox', { name: /^Approve Transaction/ });
    expect(approve).toBeDisabled();
    expect(approve).toHaveAccessibleDescription(NOT_HELD_HINT);
    const register = within(dialog).getByRole('checkbox', { name: /^Register Claim/ });
    expect(register).toBeEnabled();
    await user.click(approve);
    await user.click(register);
    await user.click(within(dialog).getByRole('button', { name: 'Add permissions' }));
    expect(await screen.findByText('Permissions successfully added to group')).toBeInTheDocument();
    expect(api.callsTo('/groups/g-1/permissions').find((call) => call.method === 'PUT')?.body).toEqual({
      permissions: [permission('Register Claim').permission_id],
    });
  });

  it('refuses to add members to a group that allows more than the manager holds, and says why', async () => {
    renderApp({
      path: '/groups/g-1',
      token: STAFF,
      handlers: { ...detailHandlers(), '/user/permission/user-1': ownGrants('Manage Groups') },
    });
    const users = await screen.findByRole('region', { name: 'Users' });
    const refusal = cannotGive('membership of the group Lagos desk', ['View Claims']);
    expect(await within(users).findByText(refusal)).toBeInTheDocument();
    const addUsers = within(users).getByRole('button', { name: 'Add users' });
    expect(addUsers).toBeDisabled();
    expect(addUsers).toHaveAccessibleDescription(refusal);
  });

  it('hides every change from a viewer who may only look', async () => {
    const { api } = renderApp({
      path: '/groups/g-1',
      token: STAFF,
      handlers: { ...detailHandlers(), '/user/permission/user-1': ownGrants('View Users') },
    });
    await within(await screen.findByRole('region', { name: 'Users' })).findByText('Kemi Adebayo');
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    for (const name of [/^Remove/, 'Add users', 'Add permissions', 'Edit group', 'Delete group']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });
});
