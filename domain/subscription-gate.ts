// The one subscription rule the session checks on every sign-in, apart from the plans' structs
// (domain/subscription.ts) so that the sign-in page does not carry them.

/**
 * The subscription gate: "If the subscription status shows no users, a modal forces the user to
 * choose a plan". The brokerage may use the app only while its subscription counts some users.
 */
export function passesSubscriptionGate(users: number): boolean {
  return users > 0;
}
