import { useActorRef } from '@xstate/react';
import { useMemo, useRef } from 'react';
import { checkoutMachine } from '../../../machines/subscription-checkout/checkout.machine';
import { useServices } from '../../app/session/session-context';
import { createCheckoutActors } from './checkout-actors';
import { useCheckoutActorRef, type CheckoutActor } from './checkout-context';
import type { BillingPeriodId, SubscriptionSummary } from '../../../domain/subscription';
import type { CheckoutInput } from '../../../machines/subscription-checkout/checkout.types';

export interface CheckoutEffects {
  redirectToPaystack: (url: string) => void;
  announceSubscription: (subscription: SubscriptionSummary) => void;
}

/** A checkout actor for this page, with the real API and the page's own effects (read fresh, so they may close over state). */
export function useCheckoutActor(input: CheckoutInput, effects: CheckoutEffects): CheckoutActor {
  const { api } = useServices();
  const latest = useRef(effects);
  latest.current = effects;
  return useActorRef(
    checkoutMachine.provide({
      actors: createCheckoutActors(api),
      actions: {
        redirectToPaystack: (_, params) => latest.current.redirectToPaystack(params.url),
        announceSubscription: (_, params) => latest.current.announceSubscription(params.subscription),
      },
    }),
    { input },
  );
}

/** What a person can do during the checkout of the nearest <CheckoutProvider>, as named commands. */
export function useCheckoutCommands() {
  const actor = useCheckoutActorRef();
  return useMemo(
    () => ({
      choosePeriod: (billingPeriodId: BillingPeriodId) => actor.send({ type: 'checkout.choosePeriod', billingPeriodId }),
      choose: (planId: number) => actor.send({ type: 'checkout.choose', planId }),
      back: () => actor.send({ type: 'checkout.back' }),
      pay: () => actor.send({ type: 'checkout.pay' }),
      retry: () => actor.send({ type: 'checkout.retry' }),
    }),
    [actor],
  );
}
