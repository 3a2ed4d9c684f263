import { literal, nullable, number, string, type, type Infer } from 'superstruct';

// The answers of subscription calls beside the plans, checkout and license (domain/subscription.ts).

/** GET /user/subscription/status: how many users the active plan covers (0 without one). */
export const SubscriptionStatusResponse = type({
  success: literal(true),
  subscription: type({ users: number(), plan: nullable(string()) }),
});
export type SubscriptionStatusResponse = Infer<typeof SubscriptionStatusResponse>;
