import { and, desc, eq, gt, isNull, max, sql } from 'drizzle-orm';
import { LIVE_EVENTS, SPEC_NOTIFICATION_EVENTS, type NotificationItem } from '../../domain/notifications';
import { notificationReceipts, notifications } from '../db/schema';
import type { LiveChannel } from '../context';
import type { Database } from '../db/client';

export { SPEC_NOTIFICATION_EVENTS };
export const NOTIFICATION_EVENT = LIVE_EVENTS.notification;
export const UNREAD_EVENT = LIVE_EVENTS.unread;

export interface NewNotification {
  kind: string;
  title: string;
  message: string;
  link?: string | null;
  payload?: unknown;
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

/** The events one notification travels as: `notification`, and its kind too when the spec names it. */
export function notificationEvents(item: NotificationItem): [event: string, payload: NotificationItem][] {
  const byKind = (SPEC_NOTIFICATION_EVENTS as readonly string[]).includes(item.kind);
  return byKind
    ? [
        [NOTIFICATION_EVENT, item],
        [item.kind, item],
      ]
    : [[NOTIFICATION_EVENT, item]];
}

/** Sends one notification live to each of the users. */
export function pushNotification(live: LiveChannel, userIds: readonly string[], item: NotificationItem): void {
  for (const userId of new Set(userIds)) {
    for (const [event, payload] of notificationEvents(item)) live.toUser(userId, event, payload);
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
  await tx.insert(notificationReceipts).values(recipients.map((userId) => ({ notificationId: row.id, userId, tenantId })));
  const item = notificationItem(row, false);
  return () => pushNotification(live, recipients, item);
}

/**
 * What a reconnecting socket missed: the user's listed notifications after `afterOffset`, oldest
 * first, at most `limit` of them (the newest ones when more were missed); and where the user stands.
 */
export async function catchUp(tx: Database, reader: { userId: string; tenantId: string }, afterOffset: number | null, limit: number) {
  const listed = and(
    eq(notificationReceipts.userId, reader.userId),
    eq(notificationReceipts.tenantId, reader.tenantId),
    isNull(notificationReceipts.removedAt),
  );
  const missed =
    afterOffset === null
      ? []
      : await tx
          .select({ notification: notifications, isRead: notificationReceipts.isRead })
          .from(notificationReceipts)
          .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
          .where(and(listed, gt(notifications.offset, afterOffset)))
          .orderBy(desc(notifications.offset))
          .limit(limit);
  const [standing] = await tx
    .select({
      latest: max(notifications.offset),
      unread:
        sql<number>`count(*) filter (where ${notificationReceipts.isRead} = false and ${notificationReceipts.removedAt} is null)`.mapWith(
          Number,
        ),
    })
    .from(notificationReceipts)
    .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
    .where(and(eq(notificationReceipts.userId, reader.userId), eq(notificationReceipts.tenantId, reader.tenantId)));
  return {
    items: missed.reverse().map(({ notification, isRead }) => notificationItem(notification, isRead)),
    latestOffset: standing?.latest ?? 0,
    unread: standing?.unread ?? 0,
  };
}
