import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';

function form() {
  return {
    email: screen.getByLabelText(/email address/i),
    password: screen.getByLabelText(/password/i),
    submit: screen.getByRole('button', { name: 'Sign in' }),
  };
}

async function openLogin(options: Parameters<typeof renderApp>[0] = {}) {
  const app = renderApp({ path: '/login', ...options });
  await screen.findByRole('heading', { name: 'Sign in', level: 1 });
  return app;
}

/** A sign-in answer the test releases when it wants to. */
function pendingSignIn() {
  let release: (token: string) => void = () => {};
  const answer = new Promise<{ success: true; token: string }>((resolve) => {
    release = (token) => resolve({ success: true, token });
  });
  return { handler: () => answer, release };
}

describe('login page', () => {
  it('asks for both fields on an empty submit and calls no API', async () => {
    const { user, api } = await openLogin();
    const { email, password, submit } = form();
    await user.click(submit);
    expect(screen.getAllByText('This field is required')).toHaveLength(2);
    expect(email).toHaveAccessibleDescription('This field is required');
    expect(password).toHaveAccessibleDescription('This field is required');
    expect(email).toBeInvalid();
    expect(password).toBeInvalid();
    expect(api.callsTo('/auth/signin')).toEqual([]);
  });

  it('asks for a valid email address', async () => {
    const { user, api } = await openLogin();
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway');
    await user.type(password, 'secret-1');
    await user.click(submit);
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(password).not.toHaveAccessibleDescription();
    expect(api.callsTo('/auth/signin')).toEqual([]);
  });

  it('shows why signing in failed and keeps the typed email', async () => {
    const { user, api, location } = await openLogin({
      handlers: {
        '/auth/signin': () => {
          throw new ApiFailure('Invalid email or password', 401, 'INVALID_CREDENTIALS');
        },
      },
    });
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway.ng');
    await user.type(password, 'wrong-password');
    await user.click(submit);
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
    expect(screen.getByLabelText(/email address/i)).toHaveValue('ada@leadway.ng');
    expect(api.callsTo('/auth/signin')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'ada@leadway.ng', password: 'wrong-password' } }),
    ]);
    expect(location()).toBe('/login');
  });

  it('shows field errors the server gives under their fields', async () => {
    const { user } = await openLogin({
      handlers: {
        '/auth/signin': () => {
          throw new ApiFailure('Some fields are not valid', 400, 'VALIDATION_ERROR', { password: 'Password is too short' });
        },
      },
    });
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway.ng');
    await user.type(password, 'x');
    await user.click(submit);
    await waitFor(() => expect(screen.getByLabelText(/password/i)).toHaveAccessibleDescription('Password is too short'));
  });

  it('stores the token and lands on the dashboard after signing in', async () => {
    const token = liveToken();
    const { user, store, location } = await openLogin({
      handlers: { '/auth/signin': () => ({ success: true, token }) },
    });
    const { email, password, submit } = form();
    await user.type(email, '  ada@leadway.ng ');
    await user.type(password, 'secret-1');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).toBe(token);
  });

  it('sends the trimmed email', async () => {
    const { user, api } = await openLogin({
      handlers: { '/auth/signin': () => ({ success: true, token: liveToken() }) },
    });
    const { email, password, submit } = form();
    await user.type(email, '  ada@leadway.ng ');
    await user.type(password, 'secret-1');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(api.callsTo('/auth/signin')[0]!.body).toEqual({ email: 'ada@leadway.ng', password: 'secret-1' });
  });

  it('returns to the stored address after signing in, and forgets it', async () => {
    const { user, store, location } = await openLogin({
      stored: { redirectUrl: '/account/invoices?page=2' },
      handlers: { '/auth/signin': () => ({ success: true, token: liveToken() }) },
    });
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway.ng');
    await user.type(password, 'secret-1');
    await user.click(submit);
    expect(await screen.findByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
    await waitFor(() => expect(store.getItem('redirectUrl')).toBeNull());
    expect(location()).toBe('/account/invoices?page=2');
    expect(screen.getByRole('heading', { name: 'Invoices' })).toBeInTheDocument();
  });

  it('ignores a stored address that leads to another site', async () => {
    const { user, location } = await openLogin({
      stored: { redirectUrl: '//evil.example/phish' },
      handlers: { '/auth/signin': () => ({ success: true, token: liveToken() }) },
    });
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway.ng');
    await user.type(password, 'secret-1');
    await user.click(submit);
    await screen.findByRole('heading', { name: 'Dashboard' });
    expect(location()).toBe('/dashboard');
  });

  it('keeps the Sign in button busy while signing in', async () => {
    const signIn = pendingSignIn();
    const { user } = await openLogin({ handlers: { '/auth/signin': signIn.handler } });
    const { email, password, submit } = form();
    await user.type(email, 'ada@leadway.ng');
    await user.type(password, 'secret-1');
    expect(submit).not.toHaveAttribute('aria-busy');
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign in' })).toHaveAttribute('aria-busy', 'true'));
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeDisabled();
    signIn.release(liveToken());
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('sends a signed-in visitor straight on', async () => {
    renderApp({ path: '/login', token: liveToken() });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('is also the landing page at /', async () => {
    renderApp({ path: '/' });
    const heading = await screen.findByRole('heading', { name: 'Welcome back', level: 1 });
    expect(heading).toBeInTheDocument();
    const about = screen.getByRole('navigation', { name: 'About the product' });
    expect(within(about).getByRole('link', { name: 'Features' })).toHaveAttribute('href', '/features');
  });
});
