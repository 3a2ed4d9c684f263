import { screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { liveToken } from '../../machines/support/session-token';
import { renderApp, subscriptionAnswer, type Handler } from '../support/render-app';
import { failures, REFERENCE, verifiedAnswer } from './fixtures';

// The screens load lazily; loading them once up front keeps the first test within findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../../../src/features/subscription/paystack-redirect-page'), import('../../../src/features/auth/login-page')]);
});

const ADMIN = liveToken({ userType: 'admin-role', roles: [{ id: 'r-1', name: 'Admin' }] });
const RETURN = `/paystack/redirect?trxref=${REFERENCE}&reference=${REFERENCE}`;

/** The gate is closed until the payment is verified, then opens. */
function gate() {
  let users = 0;
  return { open: () => void (users = 10), handler: (() => subscriptionAnswer(users)) as Handler };
}

describe('/paystack/redirect', () => {
  it('verifies the reference, tells the session the plan changed and lands on the dashboard without the modal', async () => {
    const status = gate();
    const { api, location } = renderApp({
      path: RETURN,
      token: ADMIN,
      handlers: {
        '/user/subscription/status': status.handler,
        '/subscription/verify': () => {
          status.open();
          return verifiedAnswer();
        },
      },
    });
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('/subscription/verify')).toEqual([expect.objectContaining({ method: 'POST', body: { reference: REFERENCE } })]);
    expect(await screen.findByRole('heading', { name: 'Dashboard', level: 1 })).toBeInTheDocument();
    expect(await screen.findByText('Payment received: your Growth plan is active')).toBeInTheDocument();
    await waitFor(() => expect(api.callsTo('/user/subscription/status')).toHaveLength(2));
    expect(screen.queryByRole('dialog', { name: 'Choose a subscription plan' })).not.toBeInTheDocument();
  });

  it('shows a declined payment with the server’s words and a way back to the plans', async () => {
    const { location } = renderApp({
      path: RETURN,
      token: ADMIN,
      handlers: {
        '/user/subscription/status': () => subscriptionAnswer(0),
        '/subscription/verify': () => {
          throw failures.declined();
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your payment was declined: Declined');
    expect(screen.getByRole('heading', { name: 'Payment not completed' })).toBeInTheDocument();
    expect(screen.getByText('No subscription was started.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Choose a plan again' })).toHaveAttribute('href', '/accountmanagement/view-plans');
    expect(location()).toBe(RETURN);
  });

  it('when Paystack cannot be reached, says so and verifies again on request', async () => {
    let calls = 0;
    const status = gate();
    const { user, location } = renderApp({
      path: RETURN,
      token: ADMIN,
      handlers: {
        '/user/subscription/status': status.handler,
        '/subscription/verify': () => {
          calls += 1;
          if (calls === 1) throw failures.unreachable();
          status.open();
          return verifiedAnswer();
        },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
    );
    expect(screen.getByText(`Payment reference: ${REFERENCE}`)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(calls).toBe(2);
  });

  it('asks a visitor who is not signed in to sign in, then comes back and confirms the payment', async () => {
    const status = gate();
    const { user, api, location } = renderApp({
      path: RETURN,
      handlers: {
        '/auth/signin': () => ({ success: true, token: ADMIN }),
        '/user/subscription/status': status.handler,
        '/subscription/verify': () => {
          status.open();
          return verifiedAnswer();
        },
      },
    });
    expect(await screen.findByRole('heading', { name: 'Sign in to confirm your payment' })).toBeInTheDocument();
    expect(api.callsTo('/subscription/verify')).toEqual([]);
    await user.click(screen.getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByRole('textbox', { name: /email address/i }), 'ada@leadway.ng');
    await user.type(screen.getByLabelText(/password/i), 'secret-1');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(api.callsTo('/subscription/verify')).toEqual([expect.objectContaining({ body: { reference: REFERENCE } })]);
  });

  it('without a reference, says there is nothing to confirm', async () => {
    renderApp({ path: '/paystack/redirect', token: ADMIN });
    expect(await screen.findByRole('heading', { name: 'No payment to confirm' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View plans' })).toHaveAttribute('href', '/accountmanagement/view-plans');
  });
});
