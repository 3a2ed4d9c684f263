import { ApiFailure } from '../../../src/api/errors';
import { AUTHORIZATION_URL, price, REFERENCE, SUBSCRIPTION } from '../../support/subscription-fixtures';
import type { License, Plan } from '../../../domain/subscription';

export { AUTHORIZATION_URL, REFERENCE, SUBSCRIPTION };

export const PLANS: Plan[] = [
  {
    id: 11,
    code: 'starter',
    name: 'Starter',
    description: 'For a new brokerage.',
    users: 3,
    prices: [price(1, 15_000), price(2, 42_750), price(3, 153_000)],
  },
  {
    id: 12,
    code: 'growth',
    name: 'Growth',
    description: 'For a growing brokerage.',
    users: 10,
    prices: [price(1, 45_000), price(2, 128_250), price(3, 459_000)],
  },
  {
    id: 13,
    code: 'enterprise',
    name: 'Enterprise',
    description: 'For large brokerages.',
    users: 50,
    prices: [price(1, 150_000), price(2, 427_500), price(3, 1_530_000)],
  },
];

export const plansAnswer = () => ({ success: true, data: PLANS });

export const verifiedAnswer = () => ({
  success: true,
  message: 'Payment received for the Growth plan',
  data: { status: 'success', reference: REFERENCE, subscription: SUBSCRIPTION },
});

export const LICENSE: License = {
  subscription: SUBSCRIPTION,
  upcoming: [],
  users_in_use: 4,
  payments: [
    {
      reference: REFERENCE,
      plan: 'Growth',
      billing_period_id: 3,
      billing_period: 'Yearly',
      amount: '459000.00',
      amount_kobo: 45_900_000,
      status: 'success',
      gateway_response: 'Successful',
      paid_at: '2026-03-01T09:00:00.000Z',
      created_at: '2026-03-01T08:58:00.000Z',
    },
    {
      reference: 'SUB-20260228-FFEEDDCCBBAA',
      plan: 'Starter',
      billing_period_id: 1,
      billing_period: 'Monthly',
      amount: '15000.00',
      amount_kobo: 1_500_000,
      status: 'failed',
      gateway_response: 'Insufficient Funds',
      paid_at: null,
      created_at: '2026-02-28T16:00:00.000Z',
    },
  ],
};

export const failures = {
  declined: () => new ApiFailure('Your payment was declined: Declined', 402, 'PAYMENT_DECLINED'),
  unreachable: () =>
    new ApiFailure(
      'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
      502,
      'PAYMENT_GATEWAY_UNREACHABLE',
    ),
  notConfigured: () =>
    new ApiFailure(
      'Card payments are not set up for this back office yet. Please ask the person who runs it to configure Paystack.',
      503,
      'PAYMENTS_NOT_CONFIGURED',
    ),
  forbidden: () => new ApiFailure('Only an administrator can see the licence', 403, 'FORBIDDEN'),
  network: () => new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
};
