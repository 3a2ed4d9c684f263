import { array, boolean, literal, number, optional, string, type, type Infer } from 'superstruct';
import { NotificationItem } from '../notifications';
import { ListMeta } from './envelope';

// The answers of the notification calls: each says how many are left unread, for the bell.

/** GET /notification: a page, newest first. */
export const NotificationsResponse = type({
  success: literal(true),
  data: array(NotificationItem),
  meta: type({ ...ListMeta.schema, unread: number() }),
});
export type NotificationsResponse = Infer<typeof NotificationsResponse>;

/** Which notification changed, and whether it was removed. */
export const NotificationChange = type({ notification_id: string(), removed: optional(boolean()) });
export type NotificationChange = Infer<typeof NotificationChange>;

/** How many notifications were marked read. */
export const NotificationsRead = type({ updated: number() });
export type NotificationsRead = Infer<typeof NotificationsRead>;

/** PATCH /notification/{id}/read and /notification/{id}. */
export const NotificationChangedResponse = type({
  success: literal(true),
  message: string(),
  data: NotificationChange,
  meta: type({ unread: number() }),
});
export type NotificationChangedResponse = Infer<typeof NotificationChangedResponse>;

/** PATCH /notification/read-all: how many were marked read. */
export const AllNotificationsReadResponse = type({
  success: literal(true),
  message: string(),
  data: NotificationsRead,
  meta: type({ unread: number() }),
});
export type AllNotificationsReadResponse = Infer<typeof AllNotificationsReadResponse>;
