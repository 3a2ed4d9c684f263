import { createActor, type NonReducibleUnknown } from 'xstate';
import { checkoutMachine } from '../../../machines/subscription-checkout/checkout.machine';
import { ApiFailure } from '../../../src/api/errors';
import { AUTHORIZATION_URL, price, REFERENCE, SUBSCRIPTION } from '../../support/subscription-fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { CheckoutStarted, Plan, SubscriptionSummary, VerifiedPayment } from '../../../domain/subscription';
import type { CheckoutInput, CheckoutPayload } from '../../../machines/subscription-checkout/checkout.types';

export { AUTHORIZATION_URL, REFERENCE, SUBSCRIPTION };

export type CheckoutActorName = 'loadPlans' | 'startCheckout' | 'verifyPayment';

interface Outputs {
  loadPlans: Plan[];
  startCheckout: CheckoutStarted;
  verifyPayment: VerifiedPayment;
}

export type RecordedCheckoutAction =
  { type: 'redirectToPaystack'; url: string } | { type: 'announceSubscription'; subscription: SubscriptionSummary };

export { settle };

/** The plans as the server lists them; Enterprise is sold yearly only here, to exercise a period without a price. */
export const PLANS: Plan[] = [
  {
    id: 1,
    code: 'starter',
    name: 'Starter',
    description: 'For a new brokerage.',
    users: 3,
    prices: [price(1, 15_000), price(2, 42_750), price(3, 153_000)],
  },
  {
    id: 2,
    code: 'growth',
    name: 'Growth',
    description: 'For a growing brokerage.',
    users: 10,
    prices: [price(1, 45_000), price(2, 128_250), price(3, 459_000)],
  },
  { id: 3, code: 'enterprise', name: 'Enterprise', description: 'For large brokerages.', users: 50, prices: [price(3, 1_530_000)] },
];

export const STARTED: CheckoutStarted = { authorization_url: AUTHORIZATION_URL, reference: REFERENCE };

export const VERIFIED: VerifiedPayment = { status: 'success', reference: REFERENCE, subscription: SUBSCRIPTION };

export const FAILURES = {
  declined: new ApiFailure('Your payment was declined: Declined', 402, 'PAYMENT_DECLINED'),
  abandoned: new ApiFailure('Your payment was not completed: The transaction was not completed.', 402, 'PAYMENT_ABANDONED'),
  mismatch: new ApiFailure('Paystack received ₦1.00 but the plan costs ₦459,000.00', 409, 'PAYMENT_AMOUNT_MISMATCH'),
  unreachable: new ApiFailure(
    'We could not reach Paystack, our payment provider. Please try again in a few minutes.',
    502,
    'PAYMENT_GATEWAY_UNREACHABLE',
  ),
  notConfigured: new ApiFailure('Card payments are not set up for this back office yet.', 503, 'PAYMENTS_NOT_CONFIGURED'),
  network: new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR'),
};

/** A checkout actor whose invoked actors stay pending until the test settles them, and whose app actions are recorded. */
export function createCheckoutHarness(input: CheckoutInput = { canPay: true }) {
  const stand = controlledActors<CheckoutActorName, Outputs>();
  const { controlled } = stand;
  const actions: RecordedCheckoutAction[] = [];

  const machine = checkoutMachine.provide({
    actors: {
      loadPlans: controlled<Plan[], NonReducibleUnknown>('loadPlans'),
      startCheckout: controlled<CheckoutStarted, CheckoutPayload>('startCheckout'),
      verifyPayment: controlled<VerifiedPayment, { reference: string }>('verifyPayment'),
    },
    actions: {
      redirectToPaystack: (_, params) => void actions.push({ type: 'redirectToPaystack', url: params.url }),
      announceSubscription: (_, params) => void actions.push({ type: 'announceSubscription', subscription: params.subscription }),
    },
  });

  const actor = createActor(machine, { input });

  return harnessOf(machine, actor, stand, { actions });
}

export type CheckoutHarness = ReturnType<typeof createCheckoutHarness>;
