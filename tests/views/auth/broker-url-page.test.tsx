import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { liveToken } from '../../machines/support/session-token';
import { answers, failures, failWith } from '../support/auth-answers';
import { renderApp, type Handler } from '../support/render-app';

const BROKER_TOKEN = 'broker-token-emeka';

async function openBrokerUrl(handler: Handler) {
  const app = renderApp({ path: '/broker-url', stored: { brokerToken: BROKER_TOKEN }, handlers: { '/tenants/url': handler } });
  await screen.findByRole('heading', { level: 1, name: 'Choose your brokerage’s address' });
  return app;
}

describe('broker address page', () => {
  it('a taken address shows the server’s error under Address, and the address may be changed', async () => {
    const { user, api, store, location } = await openBrokerUrl(failWith(failures.addressTaken));
    const address = screen.getByRole('textbox', { name: 'Address' });
    await user.type(address, 'Leadway');
    await user.click(screen.getByRole('button', { name: 'Save address and continue' }));

    await waitFor(() => expect(address).toHaveAccessibleDescription(expect.stringContaining('This address is taken, choose another')));
    expect(address).toBeInvalid();
    // The field says it; no second message above the form.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(api.callsTo('/tenants/url')).toEqual([
      expect.objectContaining({ method: 'POST', body: { url: 'leadway' }, token: BROKER_TOKEN }),
    ]);
    expect(store.getItem('brokerToken')).toBe(BROKER_TOKEN);
    expect(location()).toBe('/broker-url');

    await user.type(address, '-ng');
    expect(address).not.toHaveAccessibleDescription(expect.stringContaining('This address is taken'));
  });

  it('checks the address before sending it', async () => {
    const { user, api } = await openBrokerUrl(() => answers.brokerUrlSet(liveToken(), 'okafor'));
    await user.click(screen.getByRole('button', { name: 'Save address and continue' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(expect.stringContaining('This field is required'));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'ok');
    await user.click(screen.getByRole('button', { name: 'Save address and continue' }));
    expect(screen.getByRole('textbox', { name: 'Address' })).toHaveAccessibleDescription(expect.stringContaining('Use 3 to 30 characters'));
    expect(api.callsTo('/tenants/url')).toEqual([]);
  });

  it('saves the address, signs the broker in on the dashboard and forgets the broker token', async () => {
    const token = liveToken({ userType: 'broker' });
    const { user, store, location } = await openBrokerUrl(() => answers.brokerUrlSet(token, 'okafor'));
    await user.type(screen.getByRole('textbox', { name: 'Address' }), 'okafor');
    await user.click(screen.getByRole('button', { name: 'Save address and continue' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).toBe(token);
    expect(store.getItem('brokerToken')).toBeNull();
  });

  it('without a broker token explains the step and offers to sign in', async () => {
    const { api } = renderApp({ path: '/broker-url' });
    expect(await screen.findByText(/This step follows the verification of a new brokerage\./)).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
    expect(screen.queryByRole('textbox', { name: 'Address' })).not.toBeInTheDocument();
    expect(api.callsTo('/tenants/url')).toEqual([]);
  });
});
