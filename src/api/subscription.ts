import {
  CheckoutResponse,
  LicenseResponse,
  PlansResponse,
  VerifyResponse,
  type CheckoutPayload,
  type CheckoutStarted,
  type License,
  type Plan,
  type VerifiedPayment,
} from '../../domain/subscription';
import type { ApiClient } from './client';

/** The plans a brokerage can subscribe to, with a price per billing period. */
export async function fetchPlans(api: ApiClient, signal?: AbortSignal): Promise<Plan[]> {
  const answer = await api.request('/subscription/plans', { signal, response: PlansResponse });
  return answer.data;
}

/** Records a pending payment and answers the Paystack page to send the admin to. */
export async function startCheckout(api: ApiClient, payload: CheckoutPayload, signal?: AbortSignal): Promise<CheckoutStarted> {
  const answer = await api.request('/subscription/checkout', { method: 'POST', body: { ...payload }, signal, response: CheckoutResponse });
  return answer.data;
}

/** Asks the server to confirm with Paystack how the payment with this reference ended. */
export async function verifyPayment(api: ApiClient, reference: string, signal?: AbortSignal): Promise<VerifiedPayment> {
  const answer = await api.request('/subscription/verify', { method: 'POST', body: { reference }, signal, response: VerifyResponse });
  return answer.data;
}

/** The brokerage's licence: current plan, seats in use, plans to follow and every payment (admins only). */
export async function fetchLicense(api: ApiClient, signal?: AbortSignal): Promise<License> {
  const answer = await api.request('/subscription/license', { signal, response: LicenseResponse });
  return answer.data;
}
