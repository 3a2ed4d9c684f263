import { useSelector } from '@xstate/react';
import { createContext, useContext, type ReactNode } from 'react';
import type { CheckoutMachine } from '../../../machines/subscription-checkout/checkout.machine';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';

export type CheckoutActor = ActorRefFrom<CheckoutMachine>;

const CheckoutActorContext = createContext<CheckoutActor | null>(null);

/** Gives the views below the page's checkout actor: the page (or a story, a test) creates it. */
export function CheckoutProvider({ actor, children }: { actor: CheckoutActor; children: ReactNode }) {
  return <CheckoutActorContext.Provider value={actor}>{children}</CheckoutActorContext.Provider>;
}

/** The checkout actor of the nearest <CheckoutProvider>. */
export function useCheckoutActorRef(): CheckoutActor {
  const actor = useContext(CheckoutActorContext);
  if (!actor) throw new Error('A checkout view must be inside <CheckoutProvider>');
  return actor;
}

/** Reads the checkout through a selector; pass `compare` (shallowEqual) when it builds an object or array. */
export function useCheckoutSelector<T>(selector: (snapshot: SnapshotFrom<CheckoutActor>) => T, compare?: (a: T, b: T) => boolean): T {
  return useSelector(useCheckoutActorRef(), selector, compare);
}
