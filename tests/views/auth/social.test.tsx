import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { browserNavigation, startSocialAttempt } from '../../../src/features/auth/social-attempt';
import { liveToken } from '../../machines/support/session-token';
import { renderApp } from '../support/render-app';

const GOOGLE = {
  provider: 'google',
  label: 'Google',
  authorize_url: 'https://accounts.example.test/o/oauth2/v2/auth',
  client_id: 'google-client',
  scope: 'openid email',
};
const LINKEDIN = {
  provider: 'linkedin',
  label: 'LinkedIn',
  authorize_url: 'https://www.linkedin.com/oauth/v2/authorization',
  client_id: 'linkedin-client',
  scope: 'openid email',
};
const providersAnswer =
  (...data: object[]) =>
  () => ({ success: true, data });

afterEach(() => {
  window.sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('social sign-in buttons on the login page', () => {
  it('offers only the configured providers, and leaves for the provider with a remembered state', async () => {
    const leave = vi.spyOn(browserNavigation, 'leaveFor').mockImplementation(() => {});
    const { user } = renderApp({ path: '/login', handlers: { '/auth/providers': providersAnswer(GOOGLE, LINKEDIN) } });
    const list = await screen.findByRole('list', { name: 'Sign in with' });
    expect(within(list).getAllByRole('button')).toEqual([
      within(list).getByRole('button', { name: 'Continue with Google' }),
      within(list).getByRole('button', { name: 'Continue with LinkedIn' }),
    ]);
    expect(screen.queryByRole('button', { name: 'Continue with Facebook' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Continue with Google' }));
    expect(leave).toHaveBeenCalledTimes(1);
    const target = new URL(leave.mock.calls[0]![0]);
    expect(`${target.origin}${target.pathname}`).toBe(GOOGLE.authorize_url);
    const attempt = JSON.parse(window.sessionStorage.getItem('socialAuthAttempt')!);
    expect(attempt).toMatchObject({ provider: 'google', mode: 'signIn', state: expect.stringMatching(/^[0-9a-f]{48}$/) });
    expect(Object.fromEntries(target.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'google-client',
      redirect_uri: `${window.location.origin}/auth/google`,
      scope: 'openid email',
      state: attempt.state,
    });
  });

  it('shows no buttons when no provider is configured', async () => {
    const { api } = renderApp({ path: '/login', handlers: { '/auth/providers': providersAnswer() } });
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    await waitFor(() => expect(api.callsTo('/auth/providers')).toHaveLength(1));
    expect(screen.queryByRole('button', { name: /Continue with/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});

describe('coming back from the provider to sign in', () => {
  it('exchanges a good code, stores the session and lands on the dashboard', async () => {
    const token = liveToken();
    const { state } = startSocialAttempt('google', 'signIn', '/register');
    const { api, store, location } = renderApp({
      path: `/auth/google?code=good-code&state=${state}`,
      handlers: { '/auth/google': () => ({ success: true, message: 'Signed in', token }) },
    });
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).toBe(token);
    expect(api.callsTo('/auth/google')).toEqual([
      {
        path: '/auth/google',
        method: 'GET',
        body: undefined,
        query: { code: 'good-code', redirect_uri: `${window.location.origin}/auth/google` },
      },
    ]);
    // A state is good for one return only.
    expect(window.sessionStorage.getItem('socialAuthAttempt')).toBeNull();
  });

  it('shows progress while the code is exchanged', async () => {
    const { state } = startSocialAttempt('google', 'signIn', '/register');
    renderApp({ path: `/auth/google?code=slow&state=${state}`, handlers: { '/auth/google': () => new Promise(() => {}) } });
    expect(await screen.findByRole('heading', { name: 'Signing in with Google', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Checking your Google account…');
  });

  it('refuses an answer whose state is not the one this tab stored, and stores the failure', async () => {
    startSocialAttempt('google', 'signIn', '/register');
    const { api, user, location } = renderApp({ path: '/auth/google?code=stolen&state=someone-elses' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'This answer from Google does not match a sign-in started in this browser tab, so it was not used. Please start again.',
    );
    expect(api.callsTo('/auth/google')).toEqual([]);
    await waitFor(() => expect(window.localStorage.getItem('socialAuthError')).toBe(alert.textContent));
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(location()).toBe('/login');
  });

  it('refuses an answer when no sign-in was started in this tab', async () => {
    const { api } = renderApp({ path: '/auth/linkedin?code=abc&state=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('does not match a sign-in started in this browser tab');
    expect(api.callsTo('/auth/linkedin')).toEqual([]);
  });

  it('shows the error the provider sent back', async () => {
    const { state } = startSocialAttempt('facebook', 'signIn', '/register');
    renderApp({ path: `/auth/facebook?error=access_denied&error_reason=user_denied&state=${state}` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'You did not let Facebook share your email address, so you are not signed in.',
    );
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    // Kept by the machine's action, which may land a tick after the alert renders.
    await waitFor(() => expect(window.localStorage.getItem('socialAuthError')).toMatch(/^You did not let Facebook/));
  });

  it('shows why the server refused, stores it, and the login page shows it too', async () => {
    const { state } = startSocialAttempt('google', 'signIn', '/register');
    const { user, store, location } = renderApp({
      path: `/auth/google?code=good-code&state=${state}`,
      handlers: {
        '/auth/google': () => {
          throw new ApiFailure('No account uses ngozi@leadway.ng. Register first.', 404, 'NOT_FOUND');
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses ngozi@leadway.ng. Register first.');
    await waitFor(() => expect(store.getItem('socialAuthError')).toBe('No account uses ngozi@leadway.ng. Register first.'));
    await user.click(screen.getByRole('link', { name: 'Back to sign in' }));
    expect(location()).toBe('/login');
    expect(await screen.findByRole('alert')).toHaveTextContent('No account uses ngozi@leadway.ng. Register first.');
  });
});

describe('coming back from the provider to register', () => {
  it('exchanges the code and goes back to the broker form it started from, with the email', async () => {
    const { state } = startSocialAttempt('google', 'register', '/broker-signup');
    const answer = { email: 'ngozi@leadway.ng', name: 'Ngozi Eze', socialToken: 'social-token' };
    const { api, router, location } = renderApp({
      path: `/auth/google/register?code=reg-code&state=${state}`,
      handlers: { '/auth/google/register': () => ({ success: true, data: answer }) },
    });
    await waitFor(() => expect(location()).toBe('/broker-signup'));
    expect(router.state.location.state).toEqual({ ...answer, provider: 'google' });
    expect(api.callsTo('/auth/google/register')[0]!.query).toEqual({
      code: 'reg-code',
      redirect_uri: `${window.location.origin}/auth/google/register`,
    });
  });

  it('shows clearly when the email already has an account', async () => {
    const { state } = startSocialAttempt('linkedin', 'register', '/register');
    renderApp({
      path: `/auth/linkedin/register?code=reg-code&state=${state}`,
      handlers: {
        '/auth/linkedin/register': () => {
          throw new ApiFailure('An account already uses ngozi@leadway.ng. Sign in instead.', 409, 'CONFLICT');
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Registering with LinkedIn', level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('An account already uses ngozi@leadway.ng. Sign in instead.');
    expect(screen.getByRole('link', { name: 'Back to registration' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
  });

  it('refuses a registration answer with a foreign state', async () => {
    startSocialAttempt('google', 'signIn', '/register');
    const { api } = renderApp({ path: '/auth/google/register?code=abc&state=abc' });
    expect(await screen.findByRole('alert')).toHaveTextContent('does not match a registration started in this browser tab');
    expect(api.callsTo('/auth/google/register')).toEqual([]);
  });
});
