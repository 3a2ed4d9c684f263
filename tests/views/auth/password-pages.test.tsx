import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FIELD_REQUIRED } from '../../../domain/messages';
import { PASSWORDS_DIFFER } from '../../../domain/registration';
import { liveToken } from '../../machines/support/session-token';
import { answers, failures, failWith } from '../support/auth-answers';
import { renderApp, type Handler } from '../support/render-app';

/** The server answers the same whether or not the email has an account, naming the email it was given. */
const forgotAnswer: Handler = (options) => {
  const { email } = options.body as { email: string };
  return answers.message(`If an account uses ${email}, we sent it a link to reset the password`);
};

describe('forgot password page', () => {
  async function openForgot(handler: Handler) {
    const app = renderApp({ path: '/forgot-password', handlers: { '/auth/forgot-password': handler } });
    await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' });
    return app;
  }

  it('shows the server’s answer, whatever the email, with a way back to sign in', async () => {
    const { user, api } = await openForgot(forgotAnswer);
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'nobody@leadway.ng');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));

    expect(await screen.findByText('If an account uses nobody@leadway.ng, we sent it a link to reset the password')).toHaveAttribute(
      'role',
      'status',
    );
    expect(screen.queryByRole('textbox', { name: 'Email address' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/login');
    expect(api.callsTo('/auth/forgot-password')).toEqual([
      expect.objectContaining({ method: 'POST', body: { email: 'nobody@leadway.ng' } }),
    ]);
  });

  it('asks for the email before sending', async () => {
    const { user, api } = await openForgot(forgotAnswer);
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription(FIELD_REQUIRED);
    expect(api.callsTo('/auth/forgot-password')).toEqual([]);
  });

  it('shows the server’s message when the request fails, and keeps the form', async () => {
    const { user } = await openForgot(failWith(failures.server));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@leadway.ng');
    await user.click(screen.getByRole('button', { name: 'Send the reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred');
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveValue('ada@leadway.ng');
  });
});

describe('reset password page', () => {
  const newPassword = () => screen.getByLabelText(/^New password/);
  const confirmation = () => screen.getByLabelText(/^Confirm new password/);

  async function openReset(handler: Handler, path = '/reset-password?key=reset-key-1') {
    const app = renderApp({ path, handlers: { '/auth/reset-password': handler } });
    await screen.findByRole('heading', { level: 1, name: 'Choose a new password' });
    return app;
  }

  it('says the passwords do not match, and sends nothing', async () => {
    const { user, api } = await openReset(() => answers.message('changed'));
    await user.type(newPassword(), 'Lagos-2024!');
    await user.type(confirmation(), 'Lagos-2024?');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));
    expect(confirmation()).toHaveAccessibleDescription(PASSWORDS_DIFFER);
    expect(api.callsTo('/auth/reset-password')).toEqual([]);
  });

  it('saves the new password with the key, then offers to sign in', async () => {
    const { user, api, location } = await openReset(() =>
      answers.message('Your password has been changed. Sign in with your new password.'),
    );
    await user.type(newPassword(), 'Lagos-2024!');
    await user.type(confirmation(), 'Lagos-2024!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByText('Your password has been changed. Sign in with your new password.')).toHaveAttribute('role', 'status');
    expect(api.callsTo('/auth/reset-password')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        query: { key: 'reset-key-1' },
        body: { password: 'Lagos-2024!', confirmPassword: 'Lagos-2024!' },
      }),
    ]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('an expired key shows the server’s message and a way to ask for a new link', async () => {
    const { user, location } = await openReset(failWith(failures.resetKeyExpired));
    await user.type(newPassword(), 'Lagos-2024!');
    await user.type(confirmation(), 'Lagos-2024!');
    await user.click(screen.getByRole('button', { name: 'Save the new password' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('This password reset link has expired. Ask for a new one.');
    await user.click(screen.getByRole('link', { name: 'Ask for a new link' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeInTheDocument();
    expect(location()).toBe('/forgot-password');
  });

  it('without a key says the link from the mail is needed', async () => {
    const { api } = await openReset(() => answers.message('changed'), '/reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This page needs the link from your password reset email.');
    expect(screen.getByRole('link', { name: 'Ask for a new link' })).toHaveAttribute('href', '/forgot-password');
    expect(api.callsTo('/auth/reset-password')).toEqual([]);
  });
});

describe('change password page', () => {
  const current = () => screen.getByLabelText(/^Current password/);
  const newPassword = () => screen.getByLabelText(/^New password/);
  const confirmation = () => screen.getByLabelText(/^Confirm new password/);

  async function changePassword(user: ReturnType<typeof renderApp>['user'], from = 'Old-pass-1!', to = 'Lagos-2024!') {
    await user.type(current(), from);
    await user.type(newPassword(), to);
    await user.type(confirmation(), to);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
  }

  it('not signed in: asks to sign in first, and the link leads to /login', async () => {
    const { user, api, location } = renderApp({ path: '/change-password' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    expect(screen.getByText(/Sign in first to change your password\./)).toHaveAttribute('role', 'status');
    expect(screen.queryByLabelText(/^Current password/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
    expect(api.callsTo('/auth/change-password')).toEqual([]);
  });

  it('a wrong current password shows the server’s error under Current password', async () => {
    const { user, store, location } = renderApp({
      path: '/change-password',
      token: liveToken(),
      handlers: { '/auth/change-password': failWith(failures.wrongCurrentPassword) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    const before = store.getItem('ibmsToken');
    await changePassword(user, 'Wrong-pass-1!');

    await waitFor(() => expect(current()).toHaveAccessibleDescription('The current password is not correct'));
    expect(current()).toBeInvalid();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(store.getItem('ibmsToken')).toBe(before);
    expect(location()).toBe('/change-password');
  });

  it('adopts the token the server answers, and goes to the dashboard', async () => {
    const renewed = liveToken({ sid: 'renewed' });
    const { user, api, store, location, session } = renderApp({
      path: '/change-password',
      token: liveToken(),
      handlers: { '/auth/change-password': () => answers.passwordChanged(renewed) },
    });
    await screen.findByRole('heading', { level: 1, name: 'Change your password' });
    // The plan check has answered (5 users): the session is active, as it is for a person who got here from the menu.
    await waitFor(() => expect(session.getSnapshot().matches({ signedIn: 'active' })).toBe(true));
    await changePassword(user);

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).toBe(renewed);
    expect(api.callsTo('/auth/change-password')).toEqual([
      expect.objectContaining({
        method: 'PUT',
        body: { currentPassword: 'Old-pass-1!', newPassword: 'Lagos-2024!', confirmPassword: 'Lagos-2024!' },
      }),
    ]);
    expect(await screen.findByText('Your password has been changed')).toBeInTheDocument();
  });

  it('a pending change sends a signed-in user from the dashboard to change it; after the change the shell shows', async () => {
    const renewed = liveToken({ sid: 'renewed', pendingPasswordChange: false });
    const { user, store, location } = renderApp({
      path: '/dashboard',
      token: liveToken({ pendingPasswordChange: true }),
      stored: { auth_change: 'true' },
      handlers: { '/auth/change-password': () => answers.passwordChanged(renewed) },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Change your password' })).toBeInTheDocument();
    expect(location()).toBe('/change-password');
    expect(screen.getByText(/Choose your own password before you continue/)).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    await changePassword(user);
    expect(await screen.findByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Dashboard' }, { timeout: 15_000 })).toBeInTheDocument();
    expect(location()).toBe('/dashboard');
    expect(store.getItem('ibmsToken')).toBe(renewed);
    expect(store.getItem('auth_change')).toBeNull();
  });
});
