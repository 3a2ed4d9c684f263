import { ApiFailure } from '../../src/api/errors';
import { AUTHORIZATION_URL, price, REFERENCE, SUBSCRIPTION } from '../../tests/support/subscription-fixtures';
import type { CheckoutStarted, Plan, VerifiedPayment } from '../../domain/subscription';
import type { CheckoutMachine } from '../../machines/subscription-checkout/checkout.machine';
import type { CheckoutEvent, CheckoutInput } from '../../machines/subscription-checkout/checkout.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The subscription checkout's model: the event cases its model-based tests walk, which the walker and
// the paths on its Diagram page offer too.

export type CheckoutActorName = 'loadPlans' | 'startCheckout' | 'verifyPayment';

type Snapshot = SnapshotFrom<CheckoutMachine>;

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

type DoneEvent<Id extends CheckoutActorName, Output> = { type: `xstate.done.actor.${Id}`; output: Output };
type ErrorEvent<Id extends CheckoutActorName> = { type: `xstate.error.actor.${Id}`; error: unknown };
export type CheckoutModelEvent =
  | CheckoutEvent
  | DoneEvent<'loadPlans', typeof PLANS>
  | ErrorEvent<'loadPlans'>
  | DoneEvent<'startCheckout', typeof STARTED>
  | ErrorEvent<'startCheckout'>
  | DoneEvent<'verifyPayment', typeof VERIFIED>
  | ErrorEvent<'verifyPayment'>;
type ModelEvent = CheckoutModelEvent;

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.loadPlans', output: PLANS },
  { type: 'xstate.error.actor.loadPlans', error: FAILURES.network },
  { type: 'checkout.choosePeriod', billingPeriodId: 1 },
  { type: 'checkout.choosePeriod', billingPeriodId: 3 },
  { type: 'checkout.choose', planId: 2 },
  // Enterprise is sold yearly only in these plans.
  { type: 'checkout.choose', planId: 3 },
  { type: 'checkout.back' },
  { type: 'checkout.pay' },
  { type: 'xstate.done.actor.startCheckout', output: STARTED },
  { type: 'xstate.error.actor.startCheckout', error: FAILURES.notConfigured },
  { type: 'xstate.done.actor.verifyPayment', output: VERIFIED },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.declined },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.abandoned },
  { type: 'xstate.error.actor.verifyPayment', error: FAILURES.mismatch },
  { type: 'checkout.retry' },
];

export const ENTRIES: Record<string, CheckoutInput> = {
  'admin on the plans page': { canPay: true },
  'non-admin on the plans page': { canPay: false },
  'back from Paystack': { canPay: true, reference: STARTED.reference },
};

export function describeCheckout(snapshot: Snapshot) {
  const { billingPeriodId, chosenPlanId, reference, failure, subscription, plans } = snapshot.context;
  return {
    value: snapshot.value,
    billingPeriodId,
    chosenPlanId,
    reference,
    failure: failure?.code ?? null,
    paid: subscription !== null,
    plans: plans.length,
  };
}

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:');
  if ('error' in event) return `${base}(${(event.error as { code?: string }).code})`;
  if (event.type === 'checkout.choosePeriod') return `${base}(${event.billingPeriodId})`;
  if (event.type === 'checkout.choose') return `${base}(${event.planId})`;
  return base;
};

export const subscriptionCheckoutModel: MachineModel<CheckoutModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeCheckout(snapshot as Snapshot),
  entries: ENTRIES,
  labels: {
    'checkout.choosePeriod': 'choose the billing period',
    'checkout.choose': 'choose a plan',
    'checkout.pay': 'pay with Paystack',
    'xstate.done.actor.loadPlans': 'the plans load',
    'xstate.done.actor.startCheckout': 'Paystack starts the payment',
    'xstate.done.actor.verifyPayment': 'the payment is verified',
    'xstate.error.actor.verifyPayment': 'the payment is not verified',
  },
};
