import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answers, failures, failWith } from '../support/auth-answers';
import { renderApp } from '../support/render-app';

describe('verify page', () => {
  it("verifies an agent's key once, forgets the registration token and offers to sign in", async () => {
    const { api, store, user, location } = renderApp({
      path: '/verify?key=agent-key-1',
      stored: { regToken: 'reg-ada' },
      handlers: { '/auth/verify': () => answers.verified(null) },
    });
    expect(await screen.findByText('Your email is verified. You can sign in now.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('/auth/verify')).toEqual([expect.objectContaining({ method: 'PUT', query: { key: 'agent-key-1' } })]);
    expect(store.getItem('regToken')).toBeNull();
    expect(store.getItem('brokerToken')).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('shows progress while the key is checked', async () => {
    renderApp({ path: '/verify?key=slow-key', handlers: { '/auth/verify': () => new Promise(() => {}) } });
    expect(await screen.findByRole('heading', { level: 1, name: 'Verify your email' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('Verifying your email');
  });

  it("a broker's key leads on to choosing the brokerage's address, with the broker token stored", async () => {
    const { store, location } = renderApp({
      path: '/verify?key=broker-key-1',
      handlers: { '/auth/verify': () => answers.verified('broker-token-emeka') },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Choose your brokerage’s address' })).toBeInTheDocument();
    expect(location()).toBe('/broker-url');
    expect(screen.getByRole('textbox', { name: 'Address' })).toBeInTheDocument();
    expect(store.getItem('brokerToken')).toBe('broker-token-emeka');
  });

  it('a bad key shows the server’s message and offers a new link', async () => {
    const { user, location } = renderApp({
      path: '/verify?key=expired-key',
      handlers: { '/auth/verify': failWith(failures.verificationKeyExpired) },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('This verification link has expired. Ask for a new one.');
    await user.click(screen.getByRole('link', { name: 'Send me a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Resend the verification email' })).toBeInTheDocument();
    expect(location()).toBe('/resend-email-verification');
  });

  it('without a key says the link from the mail is needed, and calls no API', async () => {
    const { api } = renderApp({ path: '/verify' });
    expect(await screen.findByRole('alert')).toHaveTextContent('This page needs the link from your verification email.');
    expect(screen.getByRole('link', { name: 'Send me a new link' })).toHaveAttribute('href', '/resend-email-verification');
    expect(api.callsTo('/auth/verify')).toEqual([]);
  });
});
