import { and, count, desc, eq, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { sessionOf } from '../auth/authenticate';
import { signedIn } from '../auth/authorize';
import type { AppContext } from '../context';
import { notificationReceipts, notifications } from '../db/schema';
import { pageMeta, parsePaging } from '../http/paging';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get('/notification', signedIn(ctx, 'Everyone reads their own notifications'), async (request) => {
    const { userId, tenantId } = sessionOf(request);
    const paging = parsePaging(request.query);
    const mine = and(
      eq(notificationReceipts.userId, userId),
      eq(notificationReceipts.tenantId, tenantId),
      isNull(notificationReceipts.removedAt),
    );
    const [rows, [totals], [unread]] = await ctx.database.asTenant(tenantId, (db) => Promise.all([
      db
        .select({ notification: notifications, isRead: notificationReceipts.isRead })
        .from(notificationReceipts)
        .innerJoin(notifications, eq(notifications.id, notificationReceipts.notificationId))
        .where(mine)
        .orderBy(desc(notifications.offset))
        .limit(paging.limit)
        .offset(paging.offset),
      db.select({ n: count() }).from(notificationReceipts).where(mine),
      db.select({ n: count() }).from(notificationReceipts).where(and(mine, eq(notificationReceipts.isRead, false))),
    ]));
    return {
      success: true,
      data: rows.map(({ notification, isRead }) => ({
        notification_id: notification.id,
        offset: notification.offset,
        kind: notification.kind,
        title: notification.title,
        message: notification.message,
        link: notification.link,
        created_at: notification.createdAt.toISOString(),
        receipts: { is_read: isRead },
      })),
      meta: { ...pageMeta(paging, totals?.n ?? 0), unread: unread?.n ?? 0 },
    };
  });
}
