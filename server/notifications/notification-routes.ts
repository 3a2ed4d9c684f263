import { array } from 'superstruct';
import { NotificationChange, NotificationsRead } from '../../domain/api/notifications';
import { NotificationItem, NotificationUpdate } from '../../domain/notifications';
import { anySignedIn } from '../auth/authorize';
import { KeysetPageQuery } from '../http/keyset';
import { IdParams } from '../http/params';
import { route } from '../http/route';
import { changeReceipt, listNotifications, markAllRead } from './inbox';
import type { AppContext } from '../context';
import type { FastifyInstance } from 'fastify';

export function notificationRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    ctx,
    {
      method: 'GET',
      url: '/notification',
      access: anySignedIn('Everyone reads their own notifications'),
      summary: 'Your notifications, newest first, with how many are unread',
      query: KeysetPageQuery,
      response: array(NotificationItem),
    },
    async ({ tx, session, query }) => {
      const { items, meta, unread } = await listNotifications(tx, session, query, ctx.config.listExactTotal);
      return { data: items, meta: { ...meta, unread } };
    },
  );

  // Static paths win over parameters in Fastify's router, so read-all never reads as an id.
  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/notification/read-all',
      access: anySignedIn('Everyone marks their own notifications read'),
      summary: 'Mark all your notifications read',
      response: NotificationsRead,
    },
    async (list) => {
      const updated = await markAllRead(list);
      return {
        message: updated === 1 ? '1 notification marked as read' : `${updated} notifications marked as read`,
        data: { updated },
        meta: { unread: 0 },
      };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/notification/:id/read',
      access: anySignedIn('Everyone marks their own notifications read'),
      summary: 'Mark one of your notifications read',
      params: IdParams,
      response: NotificationChange,
      errors: [404],
    },
    async ({ params, ...list }) => {
      const { item, unread } = await changeReceipt(list, params.id, { is_read: true });
      return { message: 'Notification marked as read', data: item, meta: { unread } };
    },
  );

  route(
    app,
    ctx,
    {
      method: 'PATCH',
      url: '/notification/:id',
      access: anySignedIn('Everyone removes or updates their own notifications'),
      summary: 'Remove one of your notifications, or mark it read or unread',
      params: IdParams,
      body: NotificationUpdate,
      response: NotificationChange,
      errors: [404],
    },
    async ({ params, body: change, ...list }) => {
      const { item, unread } = await changeReceipt(list, params.id, change);
      const message = change.removed
        ? 'Notification removed'
        : item.receipts.is_read
          ? 'Notification marked as read'
          : 'Notification marked as unread';
      return { message, data: { ...item, removed: change.removed === true }, meta: { unread } };
    },
  );
}
