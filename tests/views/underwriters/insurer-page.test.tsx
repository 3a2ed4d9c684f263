import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { ABUJA_BRANCH, IKOYI_DESK, LEADWAY, OKOYE, underwriter } from '../../../stories/underwriters/fixtures';
import { permissionAnswer, STAFF_ID, STAFF_TOKEN } from '../settings/brokerage-support';
import { renderApp, type Handler } from '../support/render-app';
import type { PermissionName } from '../../../domain/permissions';

const slow = { timeout: 5000 };

function openInsurer(held: PermissionName[], handlers: Record<string, Handler> = {}, insurer = LEADWAY) {
  return renderApp({
    path: `/underwriter/${insurer.provider_id}`,
    token: STAFF_TOKEN,
    handlers: {
      [`/user/permission/${STAFF_ID}`]: () => permissionAnswer(held),
      [`/insurance-providers/${insurer.provider_id}`]: () => ({ success: true, data: insurer }),
      [`/providers/${insurer.provider_id}/underwriters`]: ({ method, body }) =>
        method === 'POST'
          ? {
              success: true,
              message: 'Underwriter added',
              data: underwriter('u-9', (body as { name: string }).name, { branch: (body as { branch: string }).branch }),
            }
          : { success: true, data: [ABUJA_BRANCH, IKOYI_DESK] },
      ...handlers,
    },
  });
}

describe('an insurer and its underwriters (/underwriter/{id})', () => {
  it('shows the insurer and the brokerage’s underwriters with their contacts, read-only for a reader', async () => {
    const { api } = openInsurer(['View Products']);
    expect(await screen.findByRole('heading', { level: 1, name: 'Leadway Assurance Company Limited' }, slow)).toBeInTheDocument();
    const details = screen.getByRole('region', { name: 'Insurer details' });
    expect(within(details).getByText('NAICOM list')).toBeInTheDocument();
    expect(within(details).getByText('LEADWAY')).toBeInTheDocument();
    const desk = screen.getByRole('listitem', { name: 'Ikoyi Corporate Desk' });
    expect(desk).toHaveTextContent('Ikoyi branch · corporate.desk@leadway.example · 01 280 0700');
    expect(within(desk).getByRole('listitem', { name: 'Tolu Bankole' })).toHaveTextContent(
      'Head, Corporate Underwriting · tolu@leadway.example · +2348031234567',
    );
    await waitFor(() => expect(api.callsTo(`/user/permission/${STAFF_ID}`).length).toBeGreaterThan(0));
    expect(screen.queryByRole('button', { name: 'Add underwriter' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit Ikoyi Corporate Desk' })).not.toBeInTheDocument();
  });

  it('adds an underwriter with its contacts', { timeout: 20_000 }, async () => {
    const { api, user } = openInsurer(['Manage Underwriters']);
    await user.click(await screen.findByRole('button', { name: 'Add underwriter' }, slow));
    const form = screen.getByRole('form', { name: 'Add underwriter' });
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Marine Desk');
    await user.type(within(form).getByRole('textbox', { name: 'Branch' }), 'Apapa');
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await user.click(within(form).getByRole('button', { name: 'Add contact' }));
    await user.type(within(form).getByRole('textbox', { name: 'Contact 1 name' }), 'Bola Ade');
    await user.type(within(form).getByRole('textbox', { name: 'Contact 1 email' }), 'bola@');
    await user.click(within(form).getByRole('button', { name: 'Add underwriter' }));
    expect(within(form).getByText('Enter a valid email address')).toBeInTheDocument();
    expect(within(within(form).getByRole('group', { name: 'Contact 2' })).getByText('This field is required')).toBeInTheDocument();
    expect(api.callsTo(`/providers/${LEADWAY.provider_id}/underwriters`).filter((call) => call.method === 'POST')).toHaveLength(0);

    await user.type(within(form).getByRole('textbox', { name: 'Contact 1 email' }), 'leadway.example');
    await user.click(within(form).getByRole('button', { name: 'Remove contact 2' }));
    await user.click(within(form).getByRole('button', { name: 'Add underwriter' }));
    expect(await screen.findByText('Underwriter added')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: 'Marine Desk' })).toBeInTheDocument();
    const [post] = api.callsTo(`/providers/${LEADWAY.provider_id}/underwriters`).filter((call) => call.method === 'POST');
    expect(post!.body).toEqual({
      name: 'Marine Desk',
      branch: 'Apapa',
      email: null,
      phone: null,
      address: null,
      contacts: [{ name: 'Bola Ade', designation: null, email: 'bola@leadway.example', phone: null }],
    });
  });

  it('edits an underwriter, sending the contacts that replace the old ones, and shows the server’s field errors', async () => {
    let refuse = true;
    const { api, user } = openInsurer(['Manage Underwriters'], {
      '/underwriters/u-1': ({ body }) => {
        if (refuse)
          throw new ApiFailure('Please correct the highlighted fields', 400, 'VALIDATION_ERROR', {
            'contacts.0.phone': 'Enter a phone number, e.g. 0803 123 4567 or 01 271 0000',
          });
        return {
          success: true,
          message: 'Underwriter updated',
          data: { ...IKOYI_DESK, branch: (body as { branch: string }).branch, contacts: [] },
        };
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Edit Ikoyi Corporate Desk' }, slow));
    const form = screen.getByRole('form', { name: 'Edit Ikoyi Corporate Desk' });
    expect(within(form).getByRole('textbox', { name: 'Contact 2 name' })).toHaveValue('Tolu Bankole');
    const branch = within(form).getByRole('textbox', { name: 'Branch' });
    await user.clear(branch);
    await user.type(branch, 'Victoria Island');
    await user.click(within(form).getByRole('button', { name: 'Save underwriter' }));
    expect(await within(form).findByText('Enter a phone number, e.g. 0803 123 4567 or 01 271 0000')).toBeInTheDocument();

    refuse = false;
    await user.click(within(form).getByRole('button', { name: 'Remove contact 1' }));
    await user.click(within(form).getByRole('button', { name: 'Remove contact 1' }));
    await user.click(within(form).getByRole('button', { name: 'Save underwriter' }));
    expect(await screen.findByText('Underwriter updated')).toBeInTheDocument();
    expect(api.callsTo('/underwriters/u-1').at(-1)).toMatchObject({
      method: 'PUT',
      body: { name: 'Ikoyi Corporate Desk', branch: 'Victoria Island', contacts: [] },
    });
    const desk = await screen.findByRole('listitem', { name: 'Ikoyi Corporate Desk' });
    await waitFor(() => expect(desk).toHaveTextContent('No contacts yet'));
  });

  it('deletes an underwriter once confirmed', async () => {
    const { api, user } = openInsurer(['Manage Underwriters'], {
      '/underwriters/u-2': () => ({ success: true, message: 'Abuja Branch deleted' }),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete Abuja Branch' }, slow));
    const dialog = screen.getByRole('dialog', { name: 'Delete underwriter' });
    expect(dialog).toHaveTextContent('Delete Abuja Branch and its contacts?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Abuja Branch deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Abuja Branch' })).not.toBeInTheDocument());
    expect(api.callsTo('/underwriters/u-2')).toEqual([expect.objectContaining({ method: 'DELETE' })]);
  });

  it('lets the brokerage edit an insurer it added itself', async () => {
    const { api, user } = openInsurer(
      ['Manage Underwriters'],
      {
        [`/insurance-providers/${OKOYE.provider_id}`]: ({ method }) => ({
          success: true,
          message: 'saved',
          data: method === 'PUT' ? { ...OKOYE, phone: '01 271 0000' } : OKOYE,
        }),
        [`/providers/${OKOYE.provider_id}/underwriters`]: () => ({ success: true, data: [] }),
      },
      OKOYE,
    );
    await user.click(await screen.findByRole('button', { name: 'Edit insurer' }, slow));
    const form = screen.getByRole('form', { name: `Edit ${OKOYE.name}` });
    const phone = within(form).getByRole('textbox', { name: 'Phone' });
    await user.clear(phone);
    await user.type(phone, '01 271 0000');
    await user.click(within(form).getByRole('button', { name: 'Save insurer' }));
    expect(await screen.findByText('01 271 0000')).toBeInTheDocument();
    expect(api.callsTo(`/insurance-providers/${OKOYE.provider_id}`).at(-1)).toMatchObject({
      method: 'PUT',
      body: { phone: '01 271 0000', licenceClass: 'Non-Life' },
    });
    expect(screen.getByText('No underwriters yet')).toBeInTheDocument();
  });
});
