import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { compactQuery } from '../../../src/api/client';
import { ApiFailure } from '../../../src/api/errors';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, ownGrants, pageOf, STAFF, summary } from './fixtures';

beforeAll(async () => {
  await import('../../../src/features/clients/all-clients-page');
});

const CLIENTS = [
  summary('cc-1', 'Eko Logistics Limited', { client_type: 'CORPORATE', rc_number: 'RC 1234567', status: 'pending' }),
  summary('ic-1', 'Adaeze Okonkwo', { email: 'adaeze@example.ng' }),
];

function openList(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: '/all-clients',
    token,
    handlers: {
      '/client/allClients': () => pageOf(CLIENTS, { total: 45, pages: 3 }),
      '/client/search': () => pageOf([CLIENTS[1]!]),
      ...handlers,
    },
  });
}

const rowOf = async (name: string) => (await screen.findByRole('link', { name })).closest('tr')!;

describe('the clients list', () => {
  it('lists both kinds with their type and status, each linking to its own details page', async () => {
    openList(ADMIN);
    expect(await screen.findByRole('heading', { name: 'Clients', level: 1 })).toBeInTheDocument();
    const company = await rowOf('Eko Logistics Limited');
    expect(
      within(company)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Eko Logistics Limited', 'Corporate', '—', '+2348031234567', 'Lagos', 'Pending']);
    expect(screen.getByRole('link', { name: 'Eko Logistics Limited' })).toHaveAttribute('href', '/clients/corporate/cc-1');
    expect(screen.getByRole('link', { name: 'Adaeze Okonkwo' })).toHaveAttribute('href', '/clients/individual/ic-1');
    expect(screen.getByText(/Page 1 of 3/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Create client' })).toHaveAttribute('href', '/client-setup');
  });

  it('searches with a trimmed term, leaves empty parts out, and filters by status and kind', async () => {
    const { api, user } = openList(ADMIN);
    await rowOf('Eko Logistics Limited');
    // What the API client sends: empty parts left out (it then URL-encodes the rest).
    const sent = (path: string) => compactQuery(api.callsTo(path).at(-1)?.query);
    expect(sent('/client/allClients')).toEqual({ page: '1', limit: '20' });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Pending');
    await waitFor(() => expect(sent('/client/allClients')).toEqual({ page: '1', limit: '20', status: 'pending' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), '  Adaeze & Co {Enter}');
    await waitFor(() => expect(sent('/client/search')).toEqual({ page: '1', limit: '20', status: 'pending', searchQuery: 'Adaeze & Co' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Kind' }), 'Corporate');
    await waitFor(() =>
      expect(api.callsTo('/client/search').at(-1)?.query).toMatchObject({ clientType: 'CORPORATE', searchQuery: 'Adaeze & Co' }),
    );
    expect(await rowOf('Adaeze Okonkwo')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const { api, user } = openList(ADMIN);
    await rowOf('Eko Logistics Limited');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(api.callsTo('/client/allClients').at(-1)?.query).toMatchObject({ page: 2 }));
  });

  it('says when there are no clients, or none match', async () => {
    const { user } = openList(ADMIN, { '/client/allClients': () => pageOf([]), '/client/search': () => pageOf([]) });
    expect(await screen.findByText('No clients yet')).toBeInTheDocument();
    await user.type(screen.getByRole('searchbox', { name: 'Search clients' }), 'nobody{Enter}');
    expect(await screen.findByText('No clients match')).toBeInTheDocument();
  });

  it('shows the server’s message when the list cannot be loaded', async () => {
    openList(ADMIN, {
      '/client/allClients': () => {
        throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
  });

  it('hides Create client from a user who may only view, and turns away one who may not view', async () => {
    const viewer = openList(STAFF, { '/user/permission/user-1': ownGrants('View Clients') });
    await rowOf('Eko Logistics Limited');
    await waitFor(() => expect(viewer.api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Create client' })).not.toBeInTheDocument();
    viewer.unmount();

    const outsider = openList(STAFF, { '/user/permission/user-1': ownGrants('View Products') });
    expect(await screen.findByText('You cannot use this page')).toBeInTheDocument();
    expect(outsider.api.callsTo('/client/allClients')).toEqual([]);
  });
});
