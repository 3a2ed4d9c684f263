import { createActor, type NonReducibleUnknown } from 'xstate';
import { checkoutMachine } from '../../../machines/subscription-checkout/checkout.machine';
import { AUTHORIZATION_URL, REFERENCE, SUBSCRIPTION } from '../../support/subscription-fixtures';
import { controlledActors, harnessOf, settle } from './controlled-actors';
import type { CheckoutStarted, Plan, SubscriptionSummary, VerifiedPayment } from '../../../domain/subscription';
import type { CheckoutInput, CheckoutPayload } from '../../../machines/subscription-checkout/checkout.types';
import type { CheckoutActorName } from '../../../stories/machines/subscription-checkout.model';

export { AUTHORIZATION_URL, REFERENCE, SUBSCRIPTION };

export { FAILURES, PLANS, STARTED, VERIFIED, type CheckoutActorName } from '../../../stories/machines/subscription-checkout.model';

interface Outputs {
  loadPlans: Plan[];
  startCheckout: CheckoutStarted;
  verifyPayment: VerifiedPayment;
}

export type RecordedCheckoutAction =
  { type: 'redirectToPaystack'; url: string } | { type: 'announceSubscription'; subscription: SubscriptionSummary };

export { settle };

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
