import { notifyUsers } from '../notifications/notify';
import type { Grants } from '../auth/authorize';
import type { SessionUser } from '../auth/session-user';
import type { Transaction } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

/** A change that grants: the route's write and the grants of whoever makes it, the ceiling of what they may grant. */
export interface AccessWrite extends TenantWrite {
  grants: Grants;
}

/** Tells some users that their access changed; recorded in the change's transaction. */
export type Tell = (userIds: string[], message: string) => Promise<void>;

export const ACCESS_CHANGED = 'access_changed';
export const ACCESS_CHANGED_TITLE = 'Your access changed';

/** "the role accountant", "the roles accountant and claims officer" */
export function naming(kind: string, names: string[]): string {
  const sorted = [...names].sort((a, b) => a.localeCompare(b));
  const list = sorted.length > 1 ? `${sorted.slice(0, -1).join(', ')} and ${sorted.at(-1)}` : (sorted[0] ?? '');
  return `the ${kind}${sorted.length > 1 ? 's' : ''} ${list}`;
}

/**
 * Runs one access change for the actor's brokerage. The people it concerns are notified in the
 * same transaction, and pushed to live only after it commits. Whoever made the change knows it
 * already and is not told.
 */
export function changeAccess<T>(
  { ctx, tx, session: actor, afterCommit }: TenantWrite,
  work: (change: { tx: Transaction; tell: Tell; actor: SessionUser }) => Promise<T>,
): Promise<T> {
  const tell: Tell = async (userIds, message) => {
    const recipients = userIds.filter((id) => id !== actor.userId);
    if (recipients.length === 0) return;
    afterCommit(
      await notifyUsers(tx, actor.tenantId, recipients, { kind: ACCESS_CHANGED, title: ACCESS_CHANGED_TITLE, message }, ctx.live),
    );
  };
  return work({ tx, tell, actor });
}
