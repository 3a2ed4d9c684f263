import type { SessionUser } from '../auth/session-user';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';

/**
 * What a service takes from a signed-in route's input to write for the brokerage: the route's
 * transaction, who asks, and `afterCommit` for what must wait until the write has committed (live
 * pushes, closing sockets). A handler passes its own input.
 */
export interface TenantWrite {
  ctx: AppContext;
  tx: Transaction;
  session: SessionUser;
  /** Runs `step` once the transaction has committed: never for a write that rolled back, nor for a repeated request. */
  afterCommit(step: () => void): void;
}
