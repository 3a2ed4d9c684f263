import { boolean, literal, nullable, number, object, optional, refine, string, type, type Infer } from 'superstruct';

/** The live event that tells a user's screens their permissions changed; the app reloads its grants on it. */
export const ACCESS_CHANGED_KIND = 'access_changed';

/** How many missed notifications a reconnecting socket is sent at most; the list has the rest. */
export const REPLAY_LIMIT = 100;

/** PATCH /notification/{id}: remove it from the user's list, or mark it read or unread. */
export const NotificationUpdate = refine(
  object({ removed: optional(literal(true)), is_read: optional(boolean()) }),
  'notificationUpdate',
  (value) =>
    value.removed !== undefined ||
    value.is_read !== undefined || { path: ['removed'], message: 'Say whether to remove it or mark it read' },
);
export type NotificationUpdate = Infer<typeof NotificationUpdate>;

/** What the socket carries; the browser and the server read these names from here. */
export const LIVE_EVENTS = {
  /** Every notification, whatever its kind; replayed ones too. */
  notification: 'notification',
  /** After a (re)connection's replay: the newest offset the user has and how many are unread. */
  synced: 'notification:synced',
  /** The unread count changed (read, read-all or removed, maybe on another device). */
  unread: 'notification:unread',
} as const;

/** The events the specification names; each also travels under its own name to the users concerned. */
export const SPEC_NOTIFICATION_EVENTS = [
  'quote_approval_request',
  'quote_approval_response',
  'transaction_approval_request',
  'transaction_approval_response',
] as const;

/** One notification as GET /notification lists it and the socket delivers it. */
export const NotificationItem = type({
  notification_id: string(),
  offset: number(),
  kind: string(),
  title: string(),
  message: string(),
  link: nullable(string()),
  created_at: string(),
  receipts: type({ is_read: boolean() }),
});
export type NotificationItem = Infer<typeof NotificationItem>;

/** Where a user's notifications stand, as the socket says after each (re)connection. */
export const NotificationStanding = type({ offset: number(), unread: number() });
export type NotificationStanding = Infer<typeof NotificationStanding>;

export const UnreadCount = type({ unread: number() });
