import { and, count, desc, eq, isNull, type SQL } from 'drizzle-orm';
import { isUuid } from '../../domain/ids';
import { NotificationUpdate } from '../../domain/notifications';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import { notificationReceipts, notifications } from '../db/schema';
import { notFound } from '../http/errors';
import { pageMeta, parsePaging } from '../http/paging';
import { parseBody } from '../http/validate';
import { notificationItem, UNREAD_EVENT } from './notify';
import type { AppContext } from '../context';
import type { Database } from '../db/client';
import type { FastifyInstance } from 'fastify';

interface Reader {
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

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  /** Changes one receipt of the reader's; answers the notification as it now stands and the unread count. */
  async function changeReceipt(reader: Reader, id: string, change: NotificationUpdate) {
    const answer = await ctx.database.asTenant(reader.tenantId, async (tx) => {
      const { notification } = await ownNotification(tx, reader, id);
      const isRead = change.removed ? true : change.is_read!;
      const [receipt] = await tx
        .update(notificationReceipts)
        .set(change.removed ? { removedAt: new Date() } : { isRead, readAt: isRead ? new Date() : null })
        .where(and(listedFor(reader), eq(notificationReceipts.notificationId, notification.id)))
        .returning({ isRead: notificationReceipts.isRead });
      return { item: notificationItem(notification, receipt?.isRead ?? isRead), unread: await unreadCount(tx, reader) };
    });
    // The user's other tabs and devices keep their bell in step.
    ctx.live.toUser(reader.userId, UNREAD_EVENT, { unread: answer.unread });
    return answer;
  }

  app.get('/notification', signedIn(ctx, 'Everyone reads their own notifications'), async (request) => {
    const reader = sessionOf(request);
    const paging = parsePaging(request.query);
    const { rows, total, unread } = await ctx.database.asTenant(reader.tenantId, async (db) => {
      const rows = await db
        .select({ notification: notifications, isRead: notificationReceipts.isRead })
        .from(notificationReceipts)
        .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
        .where(listedFor(reader))
        .orderBy(desc(notifications.offset))
        .limit(paging.limit)
        .offset(paging.offset);
      const [totals] = await db.select({ n: count() }).from(notificationReceipts).where(listedFor(reader));
      return { rows, total: totals?.n ?? 0, unread: await unreadCount(db, reader) };
    });
    return {
      success: true,
      data: rows.map(({ notification, isRead }) => notificationItem(notification, isRead)),
      meta: { ...pageMeta(paging, total), unread },
    };
  });

  // Static paths win over parameters in Fastify's router, so read-all never reads as an id.
  app.patch('/notification/read-all', signedIn(ctx, 'Everyone marks their own notifications read'), async (request) => {
    const reader = sessionOf(request);
    const updated = await ctx.database.asTenant(reader.tenantId, async (tx) => {
      const changed = await tx
        .update(notificationReceipts)
        .set({ isRead: true, readAt: new Date() })
        .where(and(listedFor(reader), eq(notificationReceipts.isRead, false)))
        .returning({ id: notificationReceipts.notificationId });
      return changed.length;
    });
    ctx.live.toUser(reader.userId, UNREAD_EVENT, { unread: 0 });
    return {
      success: true,
      message: updated === 1 ? '1 notification marked as read' : `${updated} notifications marked as read`,
      data: { updated },
      meta: { unread: 0 },
    };
  });

  app.patch('/notification/:id/read', signedIn(ctx, 'Everyone marks their own notifications read'), async (request) => {
    const { item, unread } = await changeReceipt(sessionOf(request), (request.params as { id: string }).id, { is_read: true });
    return { success: true, message: 'Notification marked as read', data: item, meta: { unread } };
  });

  app.patch('/notification/:id', signedIn(ctx, 'Everyone removes or updates their own notifications'), async (request) => {
    const change = parseBody(NotificationUpdate, request.body);
    const { item, unread } = await changeReceipt(sessionOf(request), (request.params as { id: string }).id, change);
    const message = change.removed
      ? 'Notification removed'
      : item.receipts.is_read
        ? 'Notification marked as read'
        : 'Notification marked as unread';
    return { success: true, message, data: { ...item, removed: change.removed === true }, meta: { unread } };
  });
}
