import { notifyUsers } from '../notifications/notify';
import type { AppContext } from '../context';
import type { Transaction } from '../db/client';
import type { SessionUser } from '../identity/sessions';

/** Tells some users that their access changed; recorded in the change's own transaction. */
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
export async function changeAccess<T>(ctx: AppContext, actor: SessionUser, work: (tx: Transaction, tell: Tell) => Promise<T>): Promise<T> {
  const pushes: (() => void)[] = [];
  const result = await ctx.database.asTenant(actor.tenantId, (tx) =>
    work(tx, async (userIds, message) => {
      const recipients = userIds.filter((id) => id !== actor.userId);
      if (recipients.length === 0) return;
      pushes.push(
        await notifyUsers(tx, actor.tenantId, recipients, { kind: ACCESS_CHANGED, title: ACCESS_CHANGED_TITLE, message }, ctx.live),
      );
    }),
  );
  for (const push of pushes) push();
  return result;
}
