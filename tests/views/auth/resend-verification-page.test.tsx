import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answers, failures, failWith } from '../support/auth-answers';
import { renderApp, type Handler } from '../support/render-app';

const EMAIL = 'ada@leadway.ng';

async function openResend(handler: Handler) {
  const app = renderApp({ path: '/resend-email-verification', handlers: { '/auth/email-verification': handler } });
  await screen.findByRole('heading', { level: 1, name: 'Resend the verification email' });
  return app;
}

describe('resend verification page', () => {
  it('sends a new link to the typed email and says to check the email', async () => {
    const { user, api } = await openResend(() => answers.message(`If an account uses ${EMAIL}, we sent it a new verification email`));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Check your email' })).toBeInTheDocument();
    expect(screen.getByText(`If an account uses ${EMAIL}, we sent it a new verification email`)).toHaveAttribute('role', 'status');
    expect(screen.getByText(EMAIL, { selector: 'strong' })).toBeInTheDocument();
    expect(api.callsTo('/auth/email-verification')).toEqual([expect.objectContaining({ method: 'POST', body: { email: EMAIL } })]);
  });

  it('an email already verified: says so and offers to sign in', async () => {
    const { user, location } = await openResend(failWith(() => failures.alreadyVerified(EMAIL)));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), EMAIL);
    await user.click(screen.getByRole('button', { name: 'Send the link' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(`User with email ${EMAIL} has already been verified`);
    await user.click(within(alert).getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Sign in' })).toBeInTheDocument();
    expect(location()).toBe('/login');
  });

  it('asks for a valid email before sending', async () => {
    const { user, api } = await openResend(() => answers.message('sent'));
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'ada@leadway');
    await user.click(screen.getByRole('button', { name: 'Send the link' }));
    expect(screen.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Enter a valid email address');
    expect(api.callsTo('/auth/email-verification')).toEqual([]);
  });
});
