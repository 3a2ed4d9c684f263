import { actorContext } from '../../ui/actor-context';
import type { CheckoutMachine } from '../../../machines/subscription-checkout/checkout.machine';
import type { ActorRefFrom } from 'xstate';

export type CheckoutActor = ActorRefFrom<CheckoutMachine>;

const checkout = actorContext<CheckoutActor>('checkout');

/** Gives the views below the page's checkout actor: the page (or a story, a test) creates it. */
export const CheckoutProvider = checkout.Provider;
/** The checkout actor of the nearest <CheckoutProvider>. */
export const useCheckoutActorRef = checkout.useActorRef;
/** Reads the checkout through a selector; pass `compare` (shallowEqual) when it builds an object or array. */
export const useCheckoutSelector = checkout.useSelector;
