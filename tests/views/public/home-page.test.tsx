import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';
import type { PublicBrokerage } from '../../../domain/broker-host';

const DEMO: PublicBrokerage = { name: 'Demo Insurance Brokers Ltd', url: 'demo', email: 'hello@demo.ng', phone: '+234 801 234 5678' };

const brokerageHere = (data: PublicBrokerage | null) => ({ '/tenants/current': () => ({ success: true, data }) });

describe('/ at a brokerage address', () => {
  it("shows the brokerage's name as the page heading, how to reach it, and the sign-in form", async () => {
    const { api } = renderApp({ path: '/', handlers: brokerageHere(DEMO) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' })).toBeInTheDocument();
    expect(screen.getByText(/Welcome to the back office of Demo Insurance Brokers Ltd/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@demo.ng' })).toHaveAttribute('href', 'mailto:hello@demo.ng');
    expect(screen.getByRole('link', { name: '+234 801 234 5678' })).toHaveAttribute('href', 'tel:+2348012345678');

    const form = screen.getByRole('form', { name: 'Sign in' });
    expect(within(form).getByLabelText(/email address/i)).toBeInTheDocument();
    expect(within(form).getByLabelText(/password/i)).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Welcome back' })).not.toBeInTheDocument();
    expect(api.callsTo('/tenants/current')).toEqual([expect.objectContaining({ method: 'GET' })]);
    await waitFor(() => expect(document.title).toBe('Demo Insurance Brokers Ltd · IBMS Broker Office'));
  });

  it('offers the social sign-ins this back office is configured for, as the generic landing does', async () => {
    const google = {
      provider: 'google',
      label: 'Google',
      authorize_url: 'https://accounts.google.com/o/oauth2/v2/auth',
      client_id: 'id',
      scope: 'openid email',
    };
    renderApp({
      path: '/',
      handlers: { ...brokerageHere(DEMO), '/auth/providers': () => ({ success: true, data: [google] }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' });
    const socials = await screen.findByRole('list', { name: 'Sign in with' });
    expect(within(socials).getByRole('button', { name: 'Continue with Google' })).toBeInTheDocument();
  });

  it('leaves out the contact block when the brokerage gave no email or phone', async () => {
    renderApp({ path: '/', handlers: brokerageHere({ ...DEMO, email: null, phone: null }) });
    await screen.findByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' });
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('signs a member of the brokerage in from its landing page', async () => {
    const { user, location, store } = renderApp({
      path: '/',
      handlers: { ...brokerageHere(DEMO), '/auth/signin': () => ({ success: true, token: liveToken() }) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Demo Insurance Brokers Ltd' });
    await user.type(screen.getByLabelText(/email address/i), 'admin@demo.ng');
    await user.type(screen.getByLabelText(/password/i), 'Demo#2026');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).not.toBeNull();
  });

  it('sends a visitor who is already signed in straight on', async () => {
    const { location } = renderApp({ path: '/', token: liveToken(), handlers: brokerageHere(DEMO) });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
  });
});

describe("/ at the app's own address", () => {
  it('shows the generic landing when no brokerage owns the host', async () => {
    renderApp({ path: '/', handlers: brokerageHere(null) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Demo Insurance Brokers Ltd' })).not.toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    const about = screen.getByRole('navigation', { name: 'About the product' });
    expect(within(about).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
    expect(within(about).getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('says so when no brokerage uses the address, and still offers the generic landing', async () => {
    renderApp({
      path: '/',
      handlers: {
        '/tenants/current': () => {
          throw new ApiFailure('No brokerage uses this address', 404, 'NOT_FOUND');
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('No brokerage uses this address');
    expect(screen.getByRole('form', { name: 'Sign in' })).toBeInTheDocument();
  });

  it('falls back to the generic landing when the question cannot be answered', async () => {
    renderApp({
      path: '/',
      handlers: {
        '/tenants/current': () => {
          throw new ApiFailure('Network error', undefined, 'NETWORK_ERROR');
        },
      },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('waits for the answer before choosing a landing', async () => {
    let answer: (data: null) => void = () => {};
    renderApp({
      path: '/',
      handlers: { '/tenants/current': () => new Promise((resolve) => (answer = (data) => resolve({ success: true, data }))) },
    });
    // After the session check, the page waits for the server to say whose host this is.
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(/^Loading$/));
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    answer(null);
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome back' })).toBeInTheDocument();
  });
});
