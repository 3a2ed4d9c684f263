import { fromPromise } from 'xstate';
import { fetchPlans, startCheckout, verifyPayment } from '../../api/subscription';
import type { CheckoutPayload, CheckoutStarted, Plan, VerifiedPayment } from '../../../domain/subscription';
import type { ApiClient } from '../../api/client';

/** The checkout machine's requests, bound to the real API; leaving a state aborts its request. */
export function createCheckoutActors(api: ApiClient) {
  return {
    loadPlans: fromPromise<Plan[]>(({ signal }) => fetchPlans(api, signal)),
    startCheckout: fromPromise<CheckoutStarted, CheckoutPayload>(({ input, signal }) => startCheckout(api, input, signal)),
    verifyPayment: fromPromise<VerifiedPayment, { reference: string }>(({ input, signal }) => verifyPayment(api, input.reference, signal)),
  };
}
