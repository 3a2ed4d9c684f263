import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveForPaystack } from '../../../src/features/subscription/leave-for-paystack';
import { liveToken } from '../../machines/support/session-token';
import { renderApp, subscriptionAnswer, type Handler } from '../support/render-app';
import { AUTHORIZATION_URL, failures, plansAnswer, REFERENCE } from './fixtures';

// The screens load lazily; loading them once up front keeps the first test within findBy's wait.
beforeAll(async () => {
  await Promise.all([import('../../../src/features/subscription/plans-page')]);
});

vi.mock('../../../src/features/subscription/leave-for-paystack', () => ({ leaveForPaystack: vi.fn() }));

const ADMIN = liveToken({ userType: 'admin-role', roles: [{ id: 'r-1', name: 'Admin' }] });
const AGENT = liveToken({ userType: 'agent', roles: [{ id: 'r-3', name: 'Agent' }] });
const PATH = '/accountmanagement/view-plans';

beforeEach(() => vi.mocked(leaveForPaystack).mockClear());

function openPlans(token: string, handlers: Record<string, Handler> = {}) {
  return renderApp({
    path: PATH,
    token,
    handlers: {
      '/user/subscription/status': () => subscriptionAnswer(0),
      '/subscription/plans': plansAnswer,
      ...handlers,
    },
  });
}

const card = (name: string) => screen.getByRole('article', { name });

describe('plans page', () => {
  it('lists the plans with their monthly price and users, and stays reachable while the subscription modal is due', async () => {
    openPlans(ADMIN);
    expect(await screen.findByRole('heading', { name: 'Subscription Plans', level: 1 })).toBeInTheDocument();
    const growth = await screen.findByRole('article', { name: 'Growth' });
    expect(within(growth).getByText('₦45,000.00')).toBeInTheDocument();
    expect(within(growth).getByText('per month')).toBeInTheDocument();
    expect(within(growth).getByText('Up to 10 users')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('Up to 3 users')).toBeInTheDocument();
    expect(within(card('Enterprise')).getByText('Up to 50 users')).toBeInTheDocument();
    expect(within(screen.getByRole('radiogroup', { name: 'Billing period' })).getByRole('radio', { name: 'Monthly' })).toBeChecked();
    await waitFor(() => expect(screen.getByRole('link', { name: /^Notifications/ })).toBeInTheDocument());
    expect(screen.queryByRole('dialog', { name: 'Choose a subscription plan' })).not.toBeInTheDocument();
  });

  it('switches between Monthly, Quarterly and Yearly prices, showing what a longer period saves', async () => {
    const { user } = openPlans(ADMIN);
    await screen.findByRole('article', { name: 'Growth' });
    expect(screen.getByRole('radio', { name: 'Yearly' })).toHaveAccessibleDescription('save 15%');
    expect(screen.getByRole('radio', { name: 'Quarterly' })).toHaveAccessibleDescription('save 5%');
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    expect(screen.getByRole('radio', { name: 'Yearly' })).toBeChecked();
    expect(within(card('Growth')).getByText('₦459,000.00')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('per year')).toBeInTheDocument();
    expect(within(card('Growth')).getByText('You save ₦81,000.00 against paying monthly')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Quarterly' }));
    expect(within(card('Starter')).getByText('₦42,750.00')).toBeInTheDocument();
    expect(within(card('Starter')).getByText('per quarter')).toBeInTheDocument();
  });

  it('an admin chooses a plan, confirms the amount and is sent to Paystack', async () => {
    const { user, api } = openPlans(ADMIN, {
      '/subscription/checkout': () => ({ success: true, data: { authorization_url: AUTHORIZATION_URL, reference: REFERENCE } }),
    });
    await screen.findByRole('article', { name: 'Growth' });
    await user.click(screen.getByRole('radio', { name: 'Yearly' }));
    await user.click(within(card('Growth')).getByRole('button', { name: 'Choose plan' }));

    const dialog = await screen.findByRole('dialog', { name: 'Confirm your plan' });
    expect(dialog).toHaveTextContent('Growth');
    expect(dialog).toHaveTextContent('Yearly');
    expect(dialog).toHaveTextContent('Up to 10');
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦459,000.00 with Paystack' }));

    expect(await within(dialog).findByText('Taking you to Paystack’s secure payment page…')).toBeInTheDocument();
    expect(api.callsTo('/subscription/checkout')).toEqual([
      expect.objectContaining({ method: 'POST', body: { planId: 12, billingPeriodId: 3 } }),
    ]);
    expect(leaveForPaystack).toHaveBeenCalledWith(AUTHORIZATION_URL);
    expect(within(dialog).getByRole('button', { name: 'Pay ₦459,000.00 with Paystack' })).toBeDisabled();
  });

  it('when the payment cannot start, says why in the confirmation; Back returns to the plans', async () => {
    const { user } = openPlans(ADMIN, {
      '/subscription/checkout': () => {
        throw failures.notConfigured();
      },
    });
    await screen.findByRole('article', { name: 'Starter' });
    await user.click(within(card('Starter')).getByRole('button', { name: 'Choose plan' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm your plan' });
    await user.click(within(dialog).getByRole('button', { name: 'Pay ₦15,000.00 with Paystack' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Card payments are not set up for this back office yet. Please ask the person who runs it to configure Paystack.',
    );
    expect(leaveForPaystack).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Confirm your plan' })).not.toBeInTheDocument());
    expect(within(card('Starter')).getByRole('button', { name: 'Choose plan' })).toBeEnabled();
  });

  it('a user who is not an admin sees the plans but is asked to turn to the administrator', async () => {
    openPlans(AGENT);
    await screen.findByRole('article', { name: 'Growth' });
    expect(screen.getByText('Ask your administrator to choose a plan')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Choose plan' })).not.toBeInTheDocument();
  });

  it('when the plans cannot be loaded, says so and tries again on request', async () => {
    let calls = 0;
    const { user } = openPlans(ADMIN, {
      '/subscription/plans': () => {
        calls += 1;
        if (calls === 1) throw failures.network();
        return plansAnswer();
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Growth' })).toBeInTheDocument();
    expect(calls).toBe(2);
  });
});
