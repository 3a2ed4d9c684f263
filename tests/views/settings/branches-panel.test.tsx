import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LGA_NOT_IN_STATE } from '../../../domain/brokerage';
import { ApiFailure } from '../../../src/api/errors';
import { BranchesPanel } from '../../../src/features/settings/branches-panel';
import { branch, listAnswer, renderPanel } from './brokerage-support';
import { KANO, LAGOS, LGAS, lgaPath, placeHandlers } from './places-support';

const MARINA = branch('b-1', 'Marina Head Office', { is_head_office: true, address: '1 Marina', city: 'Lagos Island' });
const IKEJA = branch('b-2', 'Ikeja Branch', { phone: '+2348031234567' });

const handlers = (overrides = {}) => ({
  '/broker/branch': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method === 'POST')
      return {
        success: true,
        data: branch('b-3', String((body as { name: string }).name), {
          is_head_office: Boolean((body as { isHeadOffice?: boolean }).isHeadOffice),
        }),
      };
    if (method === 'PUT') return { success: true, data: { ...IKEJA, address: String((body as { address: string }).address) } };
    return listAnswer([MARINA, IKEJA]);
  },
  '/broker/branch/b-2': () => ({ success: true, message: 'Branch deleted' }),
  ...placeHandlers(),
  ...overrides,
});

describe('the branches panel', () => {
  it('lists the branches, head office marked, without actions for a user who may not manage them', async () => {
    renderPanel(<BranchesPanel />, ['View Clients'], handlers());
    const list = await screen.findByRole('list', { name: 'Branches' });
    const marina = within(list).getByRole('listitem', { name: 'Marina Head Office' });
    expect(within(marina).getByText('Head office')).toBeInTheDocument();
    expect(within(list).getByRole('listitem', { name: 'Ikeja Branch' })).toHaveTextContent('5 Allen Avenue, Ikeja');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add branch' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Edit Ikeja Branch' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Ikeja Branch' })).not.toBeInTheDocument();
  });

  it('adds a head office, taking the title from the old one', async () => {
    const { api, user } = renderPanel(<BranchesPanel />, ['Manage Branches'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    const form = screen.getByRole('form', { name: 'Add branch' });
    await user.click(within(form).getByRole('button', { name: 'Add branch' }));
    expect(within(form).getByRole('textbox', { name: 'Branch name' })).toHaveAccessibleDescription('This field is required');
    expect(api.callsTo('/broker/branch').filter((call) => call.method === 'POST')).toEqual([]);

    await user.type(within(form).getByRole('textbox', { name: 'Branch name' }), 'Abuja Office');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '3 Aguiyi Ironsi Street');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Abuja');
    await user.type(within(form).getByRole('textbox', { name: 'Email' }), 'not-an-email');
    await user.click(within(form).getByRole('button', { name: 'Add branch' }));
    expect(within(form).getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Enter a valid email address');
    await user.clear(within(form).getByRole('textbox', { name: 'Email' }));
    await user.click(within(form).getByRole('checkbox', { name: 'Head office' }));
    await user.click(within(form).getByRole('button', { name: 'Add branch' }));

    expect(await screen.findByText('Branch added')).toBeInTheDocument();
    const [post] = api.callsTo('/broker/branch').filter((call) => call.method === 'POST');
    expect(post!.body).toEqual({
      name: 'Abuja Office',
      address: '3 Aguiyi Ironsi Street',
      city: 'Abuja',
      stateId: null,
      lgaId: null,
      phone: null,
      email: null,
      isHeadOffice: true,
    });
    const list = screen.getByRole('list', { name: 'Branches' });
    await waitFor(() => expect(within(list).getAllByRole('listitem')[0]).toHaveAccessibleName('Abuja Office'));
    expect(within(within(list).getByRole('listitem', { name: 'Marina Head Office' })).queryByText('Head office')).not.toBeInTheDocument();
  });

  it('edits a branch', async () => {
    const { api, user } = renderPanel(<BranchesPanel />, ['Manage Branches'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Edit Ikeja Branch' }));
    const form = screen.getByRole('form', { name: 'Edit Ikeja Branch' });
    expect(within(form).getByRole('textbox', { name: 'Phone' })).toHaveValue('+2348031234567');
    await user.clear(within(form).getByRole('textbox', { name: 'Address' }));
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '9 Allen Avenue');
    await user.click(within(form).getByRole('button', { name: 'Save branch' }));
    expect(await screen.findByText('Branch updated')).toBeInTheDocument();
    const [put] = api.callsTo('/broker/branch').filter((call) => call.method === 'PUT');
    expect(put!.body).toMatchObject({ branchId: 'b-2', name: 'Ikeja Branch', address: '9 Allen Avenue', isHeadOffice: false });
  });

  it('offers the LGAs of the chosen state only, clears the LGA when the state changes, and saves both ids', async () => {
    const { api, user } = renderPanel(<BranchesPanel />, ['Manage Branches'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Add branch' }));
    const form = screen.getByRole('form', { name: 'Add branch' });
    const state = within(form).getByRole('combobox', { name: 'State' });
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    expect(lga).toBeDisabled();
    expect(lga).toHaveDisplayValue('Choose the state first');
    await waitFor(() => expect(state).toBeEnabled());
    expect(
      within(state)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a state', 'Federal Capital Territory', 'Kano', 'Lagos']);
    expect(api.calls.filter((call) => call.path.startsWith('/states/'))).toEqual([]);

    await user.selectOptions(state, 'Kano');
    await waitFor(() => expect(lga).toBeEnabled());
    expect(api.callsTo(lgaPath(KANO))).toHaveLength(1);
    expect(
      within(lga)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Choose a local government area', 'Dala', 'Nassarawa']);
    await user.selectOptions(lga, 'Dala');
    expect(lga).toHaveDisplayValue('Dala');

    await user.selectOptions(state, 'Lagos');
    expect(lga).toHaveValue('');
    await waitFor(() => expect(within(lga).getByRole('option', { name: 'Ikeja' })).toBeInTheDocument());
    expect(within(lga).queryByRole('option', { name: 'Dala' })).not.toBeInTheDocument();
    await user.selectOptions(lga, 'Ikeja');

    await user.type(within(form).getByRole('textbox', { name: 'Branch name' }), 'Ikeja Office');
    await user.type(within(form).getByRole('textbox', { name: 'Address' }), '5 Allen Avenue');
    await user.type(within(form).getByRole('textbox', { name: 'City' }), 'Ikeja');
    await user.click(within(form).getByRole('button', { name: 'Add branch' }));
    expect(await screen.findByText('Branch added')).toBeInTheDocument();
    const [post] = api.callsTo('/broker/branch').filter((call) => call.method === 'POST');
    expect(post!.body).toMatchObject({ name: 'Ikeja Office', stateId: LAGOS, lgaId: LGAS.ikeja.lga_id });
  });

  it('shows the saved place of a branch and the server’s message under the LGA', async () => {
    const KANO_BRANCH = branch('b-4', 'Kano Branch', { state_id: KANO, state_name: 'Kano', lga_id: LGAS.dala.lga_id, lga_name: 'Dala' });
    const { api, user } = renderPanel(
      <BranchesPanel />,
      ['Manage Branches'],
      handlers({
        '/broker/branch': ({ method }: { method?: string }) => {
          if (method !== 'PUT') return listAnswer([MARINA, KANO_BRANCH]);
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', { lgaId: LGA_NOT_IN_STATE });
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Kano Branch' }));
    const form = screen.getByRole('form', { name: 'Edit Kano Branch' });
    const lga = within(form).getByRole('combobox', { name: 'Local government area' });
    expect(within(form).getByRole('combobox', { name: 'State' })).toHaveDisplayValue('Kano');
    expect(lga).toHaveDisplayValue('Dala');
    await waitFor(() => expect(lga).toBeEnabled());
    await user.selectOptions(lga, 'Nassarawa');
    await user.click(within(form).getByRole('button', { name: 'Save branch' }));

    await waitFor(() => expect(lga).toHaveAccessibleDescription(LGA_NOT_IN_STATE));
    expect(lga).toBeInvalid();
    const [put] = api.callsTo('/broker/branch').filter((call) => call.method === 'PUT');
    expect(put!.body).toMatchObject({ branchId: 'b-4', stateId: KANO, lgaId: LGAS.nassarawa.lga_id });
  });

  it('asks before deleting, and shows why the server refused', async () => {
    const { user } = renderPanel(
      <BranchesPanel />,
      ['Manage Branches'],
      handlers({
        '/broker/branch/b-2': () => {
          throw new ApiFailure('This branch still has 2 users. Move them to another branch first.', 409, 'CONFLICT');
        },
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Ikeja Branch' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete branch' });
    expect(dialog).toHaveTextContent('Delete Ikeja Branch?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('This branch still has 2 users. Move them to another branch first.');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('listitem', { name: 'Ikeja Branch' })).toBeInTheDocument();
  });

  it('deletes a branch once confirmed', async () => {
    const { api, user } = renderPanel(<BranchesPanel />, ['Manage Branches'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Delete Ikeja Branch' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete branch' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Branch deleted')).toBeInTheDocument();
    expect(api.callsTo('/broker/branch/b-2').map((call) => call.method)).toEqual(['DELETE']);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Ikeja Branch' })).not.toBeInTheDocument());
  });
});
