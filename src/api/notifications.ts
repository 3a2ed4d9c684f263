import { array, boolean, literal, number, optional, string, type } from 'superstruct';
import { NotificationItem, type NotificationUpdate } from '../../domain/notifications';
import type { ApiClient } from './client';

export const Notification = NotificationItem;
export type Notification = NotificationItem;

const NotificationList = type({
  success: literal(true),
  data: array(NotificationItem),
  meta: type({ page: number(), limit: number(), total: number(), pages: number(), unread: number() }),
});

const NotificationChanged = type({
  success: literal(true),
  message: string(),
  data: type({ notification_id: string(), removed: optional(boolean()) }),
  meta: type({ unread: number() }),
});

const AllRead = type({ success: literal(true), message: string(), data: type({ updated: number() }), meta: type({ unread: number() }) });

export function fetchNotifications(api: ApiClient, query: { page?: number; limit?: number } = {}, signal?: AbortSignal) {
  return api.request('/notification', { query, signal, response: NotificationList });
}

export function markNotificationRead(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request(`/notification/${encodeURIComponent(id)}/read`, { method: 'PATCH', signal, response: NotificationChanged });
}

/** Removes it from this user's list (others who received it keep theirs), or marks it read or unread. */
export function updateNotification(api: ApiClient, id: string, change: NotificationUpdate, signal?: AbortSignal) {
  return api.request(`/notification/${encodeURIComponent(id)}`, { method: 'PATCH', body: change, signal, response: NotificationChanged });
}

export function markAllNotificationsRead(api: ApiClient, signal?: AbortSignal) {
  return api.request('/notification/read-all', { method: 'PATCH', signal, response: AllRead });
}
