import { SubscriptionStatusResponse } from '../../domain/api/subscription';
import type { ApiClient } from './client';

// Apart from the plans, checkout and licence (src/api/subscription.ts): the session asks this on
// every sign-in, and the sign-in page does not carry the plans' structs.

/** How many users the brokerage's active plan covers; 0 means no active plan. */
export async function fetchSubscriptionUsers(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const answer = await api.request('/user/subscription/status', { signal, response: SubscriptionStatusResponse });
  return answer.subscription.users;
}
