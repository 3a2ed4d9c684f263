/**
 * Where a machine's guard comes from, so an analyst can go from a rule in the specification to the
 * guard, the domain function it calls and the tests of that function.
 */
export interface GuardRule {
  /** The `domain/` function the guard calls ('domain/invoices/status.ts isPaid'); null when it calls none. */
  calls: string | null;
  /** What the guard decides, in a line; for a guard that calls no domain function, why it needs none. */
  decides: string;
  /** The section of the specification it implements (`../shared/seeds/`), or the machine's own bookkeeping. */
  spec: string;
  /** The test file that covers `calls` (or the guard itself). */
  test: string;
}

/** One entry per named guard of a machine. */
export type GuardRules = Record<string, GuardRule>;

/** The retry guard the machines with a Retry button share (`mayRetry`), under each machine's spec section. */
export const mayRetryRule = (spec: string): GuardRule => ({
  calls: 'domain/api/failures.ts mayRetryAfter',
  decides: 'The network or the server failed (NETWORK_ERROR or a 5xx), not the request, so the same call may be tried again.',
  spec,
  test: 'tests/domain/api-failures.test.ts',
});
