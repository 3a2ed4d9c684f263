import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, done, KEMI, ownGrants, STAFF, TUNDE, usersAnswer } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/access/users-page');
});

function openUsers(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({ path: '/users', token, handlers: { '/user': () => usersAnswer(), ...handlers } });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('users page', () => {
  it('lists the users with their type, roles and status', async () => {
    openUsers(ADMIN);
    expect(await screen.findByRole('heading', { name: 'Users', level: 1 })).toBeInTheDocument();
    const row = await rowOf('Kemi Adebayo');
    expect(
      within(row)
        .getAllByRole('cell')
        .slice(0, 5)
        .map((cell) => cell.textContent),
    ).toEqual(['Kemi Adebayo', 'kemi@demo.ng', 'Broker', 'agent', 'Active']);
    expect(within(await rowOf('Tunde Bakare')).getByText('Invited')).toBeInTheDocument();
    expect(within(await rowOf('Halima Bello')).getByText('Suspended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kemi Adebayo' })).toHaveAttribute('href', '/users/u-2');
  });

  it('searches by name or email and filters by status', async () => {
    const { user, api } = openUsers(ADMIN);
    await rowOf('Kemi Adebayo');
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), '  kemi {Enter}');
    await waitFor(() => expect(api.callsTo('/user').at(-1)?.query).toMatchObject({ search: 'kemi', page: 1 }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Invited');
    await waitFor(() => expect(api.callsTo('/user').at(-1)?.query).toMatchObject({ search: 'kemi', status: 'invited', page: 1 }));
  });

  it('invites a user: checks the form first, then sends it, shows the server’s message and reloads the list', async () => {
    const { user, api } = openUsers(ADMIN, {
      '/roles': () => ({ success: true, data: [] }),
      '/groups': () => ({ success: true, data: [] }),
    });
    await rowOf('Kemi Adebayo');
    api.handlers['/user'] = (options) =>
      options.method === 'POST'
        ? { success: true, message: 'We sent an invitation to ngozi@demo.ng', data: { ...KEMI, user_id: 'u-9' } }
        : usersAnswer();
    await user.click(screen.getByRole('button', { name: 'Invite user' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite user' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(within(dialog).getByRole('textbox', { name: /First name/ })).toHaveAccessibleDescription('This field is required');
    expect(within(dialog).getByRole('combobox', { name: /User type/ })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('/user').filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(dialog).getByRole('textbox', { name: /First name/ }), 'Ngozi');
    await user.type(within(dialog).getByRole('textbox', { name: /Last name/ }), 'Eze');
    await user.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ngozi@demo.ng');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /User type/ }), 'Agent');
    const listLoads = api.callsTo('/user').length;
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    expect(await screen.findByText('We sent an invitation to ngozi@demo.ng')).toBeInTheDocument();
    expect(api.callsTo('/user').find((call) => call.method === 'POST')?.body).toEqual({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@demo.ng',
      userType: 'agent',
      roles: [],
      groups: [],
    });
    await waitFor(() => expect(api.callsTo('/user').length).toBeGreaterThan(listLoads + 1));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Invite user' })).not.toBeInTheDocument());
  });

  it('suspends, resends an invitation to someone unverified, and deletes after asking', async () => {
    const { user, api } = openUsers(ADMIN, {
      '/auth/user/u-2': done('Kemi Adebayo is suspended'),
      '/auth/u-3/mail': done('We sent the invitation again to tunde@demo.ng'),
      '/user/u-2': done('User deleted'),
    });
    const kemi = await rowOf('Kemi Adebayo');
    expect(within(kemi).queryByRole('button', { name: /Resend invitation/ })).not.toBeInTheDocument();
    await user.click(within(kemi).getByRole('button', { name: 'Suspend Kemi Adebayo' }));
    expect(await screen.findByText('Kemi Adebayo is suspended')).toBeInTheDocument();
    expect(api.callsTo('/auth/user/u-2')[0]).toMatchObject({ method: 'PATCH', body: { suspended: true } });

    await user.click(screen.getByRole('button', { name: 'Resend invitation to Tunde Bakare' }));
    expect(await screen.findByText('We sent the invitation again to tunde@demo.ng')).toBeInTheDocument();
    expect(api.callsTo('/auth/u-3/mail')[0]?.body).toEqual({ email: TUNDE.basicDetails.email, userId: 'u-3' });
    expect(screen.getByRole('button', { name: 'Restore Halima Bello' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Delete Kemi Adebayo' }));
    const confirm = await screen.findByRole('dialog', { name: 'Delete user' });
    expect(api.callsTo('/user/u-2')).toEqual([]);
    await user.click(within(confirm).getByRole('button', { name: 'Delete user' }));
    expect(await screen.findByText('User deleted')).toBeInTheDocument();
    expect(api.callsTo('/user/u-2')[0]?.method).toBe('DELETE');
  });

  it('hides what the viewer may not do: with View Users alone there is no invite, suspend or delete', async () => {
    const { api } = openUsers(STAFF, { '/user/permission/user-1': ownGrants('View Users') });
    await rowOf('Kemi Adebayo');
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^(Suspend|Restore|Delete|Resend invitation)/ })).not.toBeInTheDocument();
  });

  it('shows only the actions the viewer’s permissions allow', async () => {
    openUsers(STAFF, { '/user/permission/user-1': ownGrants('View Users', 'Suspend Users') });
    expect(await screen.findByRole('button', { name: 'Suspend Kemi Adebayo' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Kemi Adebayo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Invite user' })).not.toBeInTheDocument();
  });
});
