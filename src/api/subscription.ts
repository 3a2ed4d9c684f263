import { literal, nullable, number, string, type } from 'superstruct';
import type { ApiClient } from './client';

const SubscriptionStatus = type({
  success: literal(true),
  subscription: type({ users: number(), plan: nullable(string()) }),
});

/** How many users the brokerage's active plan covers; 0 means no active plan. */
export async function fetchSubscriptionUsers(api: ApiClient, signal?: AbortSignal): Promise<number> {
  const answer = await api.request('/user/subscription/status', { signal, response: SubscriptionStatus });
  return answer.subscription.users;
}
