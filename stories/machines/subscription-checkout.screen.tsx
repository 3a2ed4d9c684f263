import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fromPromise, type ActorRefFrom } from 'xstate';
import { checkoutMachine, type CheckoutMachine } from '../../machines/subscription-checkout/checkout.machine';
import { CheckoutProvider } from '../../src/features/subscription/checkout-context';
import { PaystackRedirectView } from '../../src/features/subscription/paystack-redirect-view';
import { PlansView } from '../../src/features/subscription/plans-view';
import { Toaster } from '../../src/ui/toaster';
import type { CheckoutStarted, Plan, VerifiedPayment } from '../../domain/subscription';
import type { CheckoutPayload } from '../../machines/subscription-checkout/checkout.types';

const pending = <T,>() => new Promise<T>(() => {});

/** Requests that never finish and effects that do nothing, so a story stays in the state it shows. */
export const inertCheckoutMachine = checkoutMachine.provide({
  actors: {
    loadPlans: fromPromise<Plan[]>(() => pending()),
    startCheckout: fromPromise<CheckoutStarted, CheckoutPayload>(() => pending()),
    verifyPayment: fromPromise<VerifiedPayment, { reference: string }>(() => pending()),
  },
  actions: { redirectToPaystack: () => {}, announceSubscription: () => {} },
});

type CheckoutActor = ActorRefFrom<CheckoutMachine>;

/** The page Paystack returns to while the payment is verified and after; the plans page otherwise. */
function CheckoutPage({ actor }: { actor: CheckoutActor }) {
  const returning = useSelector(
    actor,
    (snapshot) =>
      snapshot.matches('verifying') ||
      snapshot.matches('paid') ||
      snapshot.matches('declined') ||
      snapshot.matches({ failed: 'verifying' }),
  );
  if (!returning)
    return (
      <div className="px-4 py-5 md:px-8">
        <CheckoutProvider actor={actor}>
          <PlansView />
        </CheckoutProvider>
      </div>
    );
  return (
    <div className="mx-auto max-w-lg px-4 py-10">
      <section aria-labelledby="paystack-return-title" className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <h1 id="paystack-return-title" className="mb-4 text-sm font-medium uppercase tracking-wide text-slate-500">
          Confirming your payment
        </h1>
        <CheckoutProvider actor={actor}>
          <PaystackRedirectView />
        </CheckoutProvider>
      </section>
    </div>
  );
}

/** The plans page, or the page Paystack returns to, over a checkout actor: as its state stories and the walker show it. */
export function SubscriptionCheckoutScreen({ actor, path = '/accountmanagement/view-plans' }: { actor: CheckoutActor; path?: string }) {
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: <CheckoutPage actor={actor} /> }], { initialEntries: [path] }),
    [actor, path],
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <div className="min-h-screen bg-slate-50">
      <RouterProvider router={router} />
      <Toaster />
    </div>
  );
}
