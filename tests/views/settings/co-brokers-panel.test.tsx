import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CO_BROKER_IN_USE, CO_BROKER_NAME_TAKEN } from '../../../domain/co-brokers';
import { ApiFailure } from '../../../src/api/errors';
import { CoBrokersPanel } from '../../../src/features/settings/co-brokers-panel';
import { ALPHA, BETA, coBroker, coBrokersAnswer, HEIRS } from '../../../stories/settings/co-brokers-fixtures';
import { renderPanel } from './brokerage-support';

const handlers = (overrides = {}) => ({
  '/cobrokers': ({ method, body }: { method?: string; body?: unknown }) => {
    if (method !== 'POST') return coBrokersAnswer([ALPHA, HEIRS, BETA]);
    const { name } = body as { name: string };
    if (name === 'Heirs Insurance Brokers Ltd') throw new ApiFailure(CO_BROKER_NAME_TAKEN, 409, 'CONFLICT');
    return { success: true, message: 'Co-broker added', data: coBroker('cb-9', name) };
  },
  ...overrides,
});

const items = () => screen.getAllByRole('listitem').map((item) => item.getAttribute('aria-label'));

describe('the co-brokers panel', () => {
  it('lists the co-brokers without actions for a user who may not keep them', async () => {
    renderPanel(<CoBrokersPanel />, ['View Quotes'], handlers());
    const heirs = await screen.findByRole('listitem', { name: 'Heirs Insurance Brokers Ltd' });
    expect(heirs).toHaveTextContent('Active');
    expect(screen.getByRole('listitem', { name: 'Beta Brokers' })).toHaveTextContent('Inactive');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Add co-broker' })).not.toBeInTheDocument());
    expect(screen.queryByRole('button', { name: 'Delete Beta Brokers' })).not.toBeInTheDocument();
  });

  it('adds a co-broker, showing a name already on the list against the form', async () => {
    const { api, user } = renderPanel(<CoBrokersPanel />, ['Manage Underwriters'], handlers());
    await user.click(await screen.findByRole('button', { name: 'Add co-broker' }));
    const form = screen.getByRole('form', { name: 'Add co-broker' });
    await user.click(within(form).getByRole('button', { name: 'Add co-broker' }));
    expect(within(form).getByText('This field is required')).toBeInTheDocument();
    await user.type(within(form).getByRole('textbox', { name: /^Name/ }), 'Heirs Insurance Brokers Ltd');
    await user.click(within(form).getByRole('button', { name: 'Add co-broker' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CO_BROKER_NAME_TAKEN);

    const name = within(form).getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Gamma Brokers');
    await user.type(within(form).getByRole('textbox', { name: 'NAICOM licence number' }), 'NAICOM/IB/0456');
    await user.click(within(form).getByRole('button', { name: 'Add co-broker' }));
    expect(await screen.findByText('Co-broker added')).toBeInTheDocument();
    expect(items()).toEqual(['Alpha Risk Brokers', 'Gamma Brokers', 'Heirs Insurance Brokers Ltd', 'Beta Brokers']);
    expect(api.callsTo('/cobrokers').at(-1)!.body).toEqual({
      name: 'Gamma Brokers',
      contactPerson: null,
      email: null,
      phone: null,
      address: null,
      naicomLicenseNumber: 'NAICOM/IB/0456',
    });
  });

  it('edits, deactivates and reactivates a co-broker', async () => {
    const { api, user } = renderPanel(
      <CoBrokersPanel />,
      ['Manage Underwriters'],
      handlers({
        '/cobrokers/cb-2': ({ body }: { body?: unknown }) => ({
          success: true,
          message: 'Co-broker updated',
          data: { ...ALPHA, ...(body as object) },
        }),
        '/cobrokers/cb-3': () => ({ success: true, message: 'Co-broker updated', data: { ...BETA, active: true } }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Deactivate Alpha Risk Brokers' }));
    expect(await screen.findByText('Alpha Risk Brokers deactivated')).toBeInTheDocument();
    expect(api.callsTo('/cobrokers/cb-2')[0]).toMatchObject({ method: 'PUT', body: { active: false } });
    expect(items()).toEqual(['Heirs Insurance Brokers Ltd', 'Alpha Risk Brokers', 'Beta Brokers']);

    await user.click(screen.getByRole('button', { name: 'Reactivate Beta Brokers' }));
    expect(await screen.findByText('Beta Brokers reactivated')).toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'Beta Brokers' })).toHaveTextContent('Active');

    await user.click(screen.getByRole('button', { name: 'Edit Heirs Insurance Brokers Ltd' }));
    const form = screen.getByRole('form', { name: 'Edit Heirs Insurance Brokers Ltd' });
    expect(within(form).getByRole('textbox', { name: 'Contact person' })).toHaveValue('Chidi Nwosu');
  });

  it('deletes a co-broker once confirmed, and shows why the server refuses', async () => {
    const { user } = renderPanel(
      <CoBrokersPanel />,
      ['Manage Underwriters'],
      handlers({
        '/cobrokers/cb-1': () => {
          throw new ApiFailure(CO_BROKER_IN_USE, 409, 'CONFLICT');
        },
        '/cobrokers/cb-3': () => ({ success: true, message: 'Beta Brokers deleted' }),
      }),
    );
    await user.click(await screen.findByRole('button', { name: 'Delete Heirs Insurance Brokers Ltd' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete co-broker' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(CO_BROKER_IN_USE);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    await user.click(screen.getByRole('button', { name: 'Delete Beta Brokers' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete co-broker' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Beta Brokers deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'Beta Brokers' })).not.toBeInTheDocument());
  });
});
