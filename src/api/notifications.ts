import { AllNotificationsReadResponse, NotificationChangedResponse, NotificationsResponse } from '../../domain/api/notifications';
import { NotificationItem, type NotificationUpdate } from '../../domain/notifications';
import type { ApiClient } from './client';

export const Notification = NotificationItem;
export type Notification = NotificationItem;

export function fetchNotifications(api: ApiClient, query: { page?: number; limit?: number } = {}, signal?: AbortSignal) {
  return api.request('/notification', { query, signal, response: NotificationsResponse });
}

export function markNotificationRead(api: ApiClient, id: string, signal?: AbortSignal) {
  return api.request(`/notification/${encodeURIComponent(id)}/read`, { method: 'PATCH', signal, response: NotificationChangedResponse });
}

/** Removes it from this user's list (others who received it keep theirs), or marks it read or unread. */
export function updateNotification(api: ApiClient, id: string, change: NotificationUpdate, signal?: AbortSignal) {
  return api.request(`/notification/${encodeURIComponent(id)}`, {
    method: 'PATCH',
    body: change,
    signal,
    response: NotificationChangedResponse,
  });
}

export function markAllNotificationsRead(api: ApiClient, signal?: AbortSignal) {
  return api.request('/notification/read-all', { method: 'PATCH', signal, response: AllNotificationsReadResponse });
}
