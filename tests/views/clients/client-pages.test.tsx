import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { CANCELLED_CLIENT_LOCKED, SHAREHOLDING_OVER_100 } from '../../../domain/clients';
import { ApiFailure } from '../../../src/api/errors';
import { EXPIRED_ID_WARNING } from '../../../src/features/clients/identity-fields';
import { renderApp, type Handler } from '../support/render-app';
import { ADMIN, corporate, director, individual, LAGOS, LGAS, ownGrants, placeHandlers, STAFF } from './fixtures';

beforeAll(async () => {
  await Promise.all(
    ['individual-client-page', 'corporate-client-page', 'individual-client-edit-page', 'corporate-client-edit-page', 'directors-page'].map(
      (page) => import(`../../../src/features/clients/${page}.tsx`),
    ),
  );
});

const open = (path: string, handlers: Record<string, Handler>, token = ADMIN) =>
  renderApp({ path, token, handlers: { ...placeHandlers(), ...handlers } });
const staff = (...names: Parameters<typeof ownGrants>) => ({ '/user/permission/user-1': ownGrants(...names) });

describe('an individual client’s page', () => {
  it('shows the client, warns of an expired identification, and offers the status changes the rules allow', async () => {
    let status: 'active' | 'inactive' = 'active';
    const { api, user } = open('/clients/individual/ic-1', {
      '/client/ic-1': () => ({
        success: true,
        data: individual({ status, identification_expired: true, identification_expiry: '2020-01-31' }),
      }),
      '/client/individual/ic-1/status': () => {
        status = 'inactive';
        return { success: true, message: 'The client is now inactive', data: individual({ status }) };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Mrs Adaeze Okonkwo', level: 1 })).toBeInTheDocument();
    expect(screen.getByText(EXPIRED_ID_WARNING)).toBeInTheDocument();
    const kyc = screen.getByRole('region', { name: 'Identification and KYC' });
    expect(within(kyc).getByText('International passport A12345678')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/clients/ic-1/individual');
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Deactivate' }));
    expect(await screen.findByText('The client is now inactive')).toBeInTheDocument();
    expect(api.callsTo('/client/individual/ic-1/status')[0]).toMatchObject({ method: 'PATCH', query: { status: 'inactive' } });
    expect(await screen.findByRole('button', { name: 'Activate' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('asks before cancelling, and a cancelled client offers nothing more', async () => {
    let status: 'active' | 'cancelled' = 'active';
    const { api, user } = open('/clients/individual/ic-1', {
      '/client/ic-1': () => ({ success: true, data: individual({ status }) }),
      '/client/individual/ic-1/status': () => {
        status = 'cancelled';
        return { success: true, message: 'The client is now cancelled', data: individual({ status }) };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel client' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel client' });
    expect(api.callsTo('/client/individual/ic-1/status')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel client' }));
    expect(await screen.findByText('The client is now cancelled')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Cancelled')).toBeInTheDocument());
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: /Activate|Deactivate|Cancel client/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
  });

  it('hides edit and status changes from a user who may only view', async () => {
    const { api } = open(
      '/clients/individual/ic-1',
      { '/client/ic-1': () => ({ success: true, data: individual() }), ...staff('View Clients') },
      STAFF,
    );
    await screen.findByRole('heading', { name: 'Mrs Adaeze Okonkwo' });
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
  });

  it('says so when the client does not exist', async () => {
    open('/clients/individual/nope', {
      '/client/nope': () => {
        throw new ApiFailure('Client not found', 404, 'NOT_FOUND');
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This client does not exist, or belongs to another brokerage.');
  });
});

describe('editing clients', () => {
  it('edits an individual client: the form starts filled, and the whole record goes back', async () => {
    const { api, user, location } = open('/clients/ic-1/individual', {
      '/client/ic-1': ({ method }) =>
        method === 'PUT'
          ? { success: true, message: 'Client updated', data: individual({ occupation: 'Doctor' }) }
          : { success: true, data: individual() },
    });
    const occupation = await screen.findByRole('textbox', { name: 'Occupation' });
    expect(occupation).toHaveValue('Pharmacist');
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Local government area' })).toHaveValue(String(LGAS.etiOsa.lga_id)));
    await user.clear(occupation);
    await user.type(occupation, 'Doctor');
    await user.clear(screen.getByRole('textbox', { name: 'BVN' }));
    await user.type(screen.getByRole('textbox', { name: 'BVN' }), '123');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByRole('textbox', { name: 'BVN' })).toHaveAccessibleDescription(/A BVN is 11 digits/);
    await user.clear(screen.getByRole('textbox', { name: 'BVN' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(location()).toBe('/clients/individual/ic-1'));
    const put = api.callsTo('/client/ic-1').find((call) => call.method === 'PUT');
    expect(put?.body).toMatchObject({
      occupation: 'Doctor',
      bvn: null,
      stateId: LAGOS,
      lgaId: LGAS.etiOsa.lga_id,
      policyholderTypeId: 3,
      phone: '+2348031234567',
    });
    expect(put?.body).not.toHaveProperty('_stateIdName');
  });

  it('edits a company and shows the server’s field message under its field', async () => {
    const { user } = open('/clients/cc-1/corporate', {
      '/client/corporate/cc-1': ({ method }) => {
        if (method === 'PUT')
          throw new ApiFailure('Another corporate client of your brokerage already has this registration number', 409, 'CONFLICT', {
            rcNumber: 'Another corporate client of your brokerage already has this registration number',
          });
        return { success: true, data: corporate() };
      },
    });
    const rc = await screen.findByRole('textbox', { name: /^RC number/ });
    expect(rc).toHaveValue('RC 1234567');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(rc).toHaveAccessibleDescription(/already has this registration number/));
  });

  it('will not edit a cancelled client, nor open the form for a user without Update Client', async () => {
    const cancelled = open('/clients/ic-1/individual', {
      '/client/ic-1': () => ({ success: true, data: individual({ status: 'cancelled' }) }),
    });
    expect(await screen.findByText(CANCELLED_CLIENT_LOCKED)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save changes' })).not.toBeInTheDocument();
    cancelled.unmount();
    open('/clients/ic-1/individual', { '/client/ic-1': () => ({ success: true, data: individual() }), ...staff('View Clients') }, STAFF);
    expect(await screen.findByText('You cannot use this page')).toBeInTheDocument();
  });
});

describe('a corporate client and its directors', () => {
  it('shows the company with its directors and a way to manage them', async () => {
    open('/clients/corporate/cc-1', { '/client/corporate/cc-1': () => ({ success: true, data: corporate() }) });
    expect(await screen.findByRole('heading', { name: 'Eko Logistics Limited', level: 1 })).toBeInTheDocument();
    const directors = screen.getByRole('table', { name: 'Directors' });
    expect(within(directors).getByRole('rowheader', { name: 'Amina Bello' }).closest('tr')).toHaveTextContent('Yes — Senator');
    expect(screen.getByRole('link', { name: 'Manage directors' })).toHaveAttribute('href', '/director/cc-1');
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', '/clients/cc-1/corporate');
  });

  it('adds a director on the directors page, with the server checking the shares', async () => {
    let directors = [director('d-1', 'Musa', { shareholding: '60.00' })];
    let attempts = 0;
    const { api, user } = open('/director/cc-1', {
      '/client/corporate/cc-1': () => ({ success: true, data: corporate({ directors, director_count: directors.length }) }),
      '/client/corporate/cc-1/director': ({ body }) => {
        attempts += 1;
        if (attempts === 1) throw new ApiFailure(SHAREHOLDING_OVER_100, 400, 'VALIDATION_ERROR', { shareholding: SHAREHOLDING_OVER_100 });
        const added = director('d-3', String((body as { firstName: string }).firstName), { lastname: 'Okafor', shareholding: '40.00' });
        directors = [...directors, added];
        return { success: true, message: 'Director added', data: added };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Directors of Eko Logistics Limited' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add director' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add director' });
    await user.click(within(dialog).getByRole('button', { name: 'Save director' }));
    expect(within(dialog).getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('/client/corporate/cc-1/director')).toEqual([]);
    await user.type(within(dialog).getByRole('textbox', { name: 'First name' }), 'Obinna');
    await user.type(within(dialog).getByRole('textbox', { name: 'Last name' }), 'Okafor');
    await user.type(within(dialog).getByRole('textbox', { name: 'Shareholding (%)' }), '45');
    await user.click(within(dialog).getByRole('button', { name: 'Save director' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Shareholding (%)' })).toHaveAccessibleDescription(
        new RegExp(SHAREHOLDING_OVER_100),
      ),
    );
    await user.clear(within(dialog).getByRole('textbox', { name: 'Shareholding (%)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Shareholding (%)' }), '40');
    await user.click(within(dialog).getByRole('button', { name: 'Save director' }));
    expect(await screen.findByRole('rowheader', { name: 'Obinna Okafor' })).toBeInTheDocument();
    expect(api.callsTo('/client/corporate/cc-1/director').at(-1)?.body).toMatchObject({
      firstName: 'Obinna',
      lastName: 'Okafor',
      shareholding: '40.00',
    });
  });

  it('offers adding only to holders of Create Client, and shows an empty list plainly', async () => {
    const { api } = open(
      '/director/cc-1',
      {
        '/client/corporate/cc-1': () => ({ success: true, data: corporate({ directors: [], director_count: 0 }) }),
        ...staff('View Clients'),
      },
      STAFF,
    );
    expect(await screen.findByText('No directors yet')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/permission/user-1')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: 'Add director' })).not.toBeInTheDocument();
  });
});
