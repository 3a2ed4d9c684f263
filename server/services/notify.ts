import type { LiveChannel } from '../context';
import type { Database } from '../db/client';
import { notificationReceipts, notifications } from '../db/schema';

/** The events the specification names; each also travels under its own name to the users concerned. */
export const SPEC_NOTIFICATION_EVENTS = [
  'quote_approval_request',
  'quote_approval_response',
  'transaction_approval_request',
  'transaction_approval_response',
] as const;

/** Every notification, whatever its kind, travels under this event name. */
export const NOTIFICATION_EVENT = 'notification';

export interface NewNotification {
  kind: string;
  title: string;
  message: string;
  link?: string | null;
  payload?: unknown;
}

/** One notification as GET /notification lists it and as the socket delivers it. */
export interface NotificationItem {
  notification_id: string;
  offset: number;
  kind: string;
  title: string;
  message: string;
  link: string | null;
  created_at: string;
  receipts: { is_read: boolean };
}

export function notificationItem(row: typeof notifications.$inferSelect, isRead: boolean): NotificationItem {
  return {
    notification_id: row.id,
    offset: row.offset,
    kind: row.kind,
    title: row.title,
    message: row.message,
    link: row.link,
    created_at: row.createdAt.toISOString(),
    receipts: { is_read: isRead },
  };
}

/** Sends one notification live to each user: under `notification`, and under its kind when the spec names it. */
export function pushNotification(live: LiveChannel, userIds: readonly string[], item: NotificationItem): void {
  const alsoByKind = (SPEC_NOTIFICATION_EVENTS as readonly string[]).includes(item.kind);
  for (const userId of new Set(userIds)) {
    live.toUser(userId, NOTIFICATION_EVENT, item);
    if (alsoByKind) live.toUser(userId, item.kind, item);
  }
}

/**
 * Records a notification for some users of one brokerage inside the caller's transaction.
 * Answers the push, to be called only AFTER that transaction commits: a rolled-back
 * notification must never reach a browser.
 */
export async function notifyUsers(
  tx: Database,
  tenantId: string,
  userIds: string[],
  notification: NewNotification,
  live: LiveChannel,
): Promise<() => void> {
  const recipients = [...new Set(userIds)];
  if (recipients.length === 0) return () => {};
  const [row] = await tx
    .insert(notifications)
    .values({
      tenantId,
      kind: notification.kind,
      title: notification.title,
      message: notification.message,
      link: notification.link ?? null,
      payload: notification.payload ?? null,
    })
    .returning();
  if (!row) throw new Error('The notification was not recorded');
  await tx
    .insert(notificationReceipts)
    .values(recipients.map((userId) => ({ notificationId: row.id, userId, tenantId })));
  const item = notificationItem(row, false);
  return () => pushNotification(live, recipients, item);
}
