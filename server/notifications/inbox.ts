import { and, count, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { notificationReceipts, notifications } from '../db/schema';
import { notFound } from '../http/errors';
import { cursorOf, keysetPage, type KeysetPageQuery, type ListOrder } from '../http/keyset';
import { notificationItem, UNREAD_EVENT } from './notify';
import type { NotificationItem, NotificationUpdate } from '../../domain/notifications';
import type { Database } from '../db/client';
import type { TenantWrite } from '../http/tenant-write';

// A user's own list of notifications: each is theirs through a receipt, read or not, removed or not.

export interface Reader {
  userId: string;
  tenantId: string;
}

/** The receipts a user still has in their list (removed ones are gone for them, not for the others). */
const listedFor = ({ userId, tenantId }: Reader): SQL =>
  and(eq(notificationReceipts.userId, userId), eq(notificationReceipts.tenantId, tenantId), isNull(notificationReceipts.removedAt))!;

async function unreadCount(db: Database, reader: Reader): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(notificationReceipts)
    .where(and(listedFor(reader), eq(notificationReceipts.isRead, false)));
  return row?.n ?? 0;
}

/** One of the reader's own listed notifications; anyone else's, a removed one or a malformed id is simply not found. */
async function ownNotification(db: Database, reader: Reader, id: string) {
  const [row] = isUuid(id)
    ? await db
        .select({ notification: notifications, isRead: notificationReceipts.isRead })
        .from(notificationReceipts)
        .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
        .where(and(listedFor(reader), eq(notificationReceipts.notificationId, id)))
    : [];
  if (!row) throw notFound('Notification');
  return row;
}

/** Newest first: the offsets are given out in order, one per notification. */
const NOTIFICATION_ORDER: ListOrder = { keys: [{ column: notifications.offset, kind: 'bigint' }] };

/** A page of the reader's list, newest first, by page number or cursor, with the total and how many are unread. */
export async function listNotifications(db: Database, reader: Reader, query: KeysetPageQuery, exactLimit?: number) {
  const page = await keysetPage({
    tx: db,
    tenantId: reader.tenantId,
    order: NOTIFICATION_ORDER,
    query,
    unfiltered: false,
    filtered: sql`select 1 from ${notificationReceipts} where ${listedFor(reader)}`,
    exactLimit,
    page: async (window) => {
      const rows = await db
        .select({ notification: notifications, isRead: notificationReceipts.isRead, cursor: cursorOf(NOTIFICATION_ORDER) })
        .from(notificationReceipts)
        .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
        .where(and(listedFor(reader), window.where))
        .orderBy(desc(notifications.offset))
        .limit(window.limit)
        .offset(window.offset);
      return rows.map(({ notification, isRead, cursor }) => ({ row: notificationItem(notification, isRead), cursor }));
    },
  });
  return { items: page.rows, meta: page.meta, unread: await unreadCount(db, reader) };
}

/** Marks every listed notification of the reader's read; answers how many changed. */
export async function markAllRead({ ctx, tx, session: reader, afterCommit }: TenantWrite): Promise<number> {
  const changed = await tx
    .update(notificationReceipts)
    .set({ isRead: true, readAt: new Date() })
    .where(and(listedFor(reader), eq(notificationReceipts.isRead, false)))
    .returning({ id: notificationReceipts.notificationId });
  afterCommit(() => ctx.live.toUser(reader.userId, UNREAD_EVENT, { unread: 0 }));
  return changed.length;
}

/** Changes one receipt of the reader's; answers the notification as it now stands and the unread count. */
export async function changeReceipt(
  { ctx, tx, session: reader, afterCommit }: TenantWrite,
  id: string,
  change: NotificationUpdate,
): Promise<{ item: NotificationItem; unread: number }> {
  const { notification } = await ownNotification(tx, reader, id);
  const isRead = change.removed ? true : change.is_read!;
  const [receipt] = await tx
    .update(notificationReceipts)
    .set(change.removed ? { removedAt: new Date() } : { isRead, readAt: isRead ? new Date() : null })
    .where(and(listedFor(reader), eq(notificationReceipts.notificationId, notification.id)))
    .returning({ isRead: notificationReceipts.isRead });
  const unread = await unreadCount(tx, reader);
  // The user's other tabs and devices keep their bell in step, once the change is committed.
  afterCommit(() => ctx.live.toUser(reader.userId, UNREAD_EVENT, { unread }));
  return { item: notificationItem(notification, receipt?.isRead ?? isRead), unread };
}
