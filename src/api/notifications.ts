import { array, boolean, literal, nullable, number, string, type, type Infer } from 'superstruct';
import type { ApiClient } from './client';

export const Notification = type({
  notification_id: string(),
  title: string(),
  message: string(),
  link: nullable(string()),
  created_at: string(),
  receipts: type({ is_read: boolean() }),
});
export type Notification = Infer<typeof Notification>;

const NotificationList = type({
  success: literal(true),
  data: array(Notification),
  meta: type({ page: number(), limit: number(), total: number(), pages: number(), unread: number() }),
});

export function fetchNotifications(api: ApiClient, query: { page?: number; limit?: number } = {}, signal?: AbortSignal) {
  return api.request('/notification', { query, signal, response: NotificationList });
}
