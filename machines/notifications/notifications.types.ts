import type { NotificationItem, NotificationStanding } from '../../domain/notifications';
import type { SigningStatusChange } from '../../domain/signing';

export type { NotificationItem, NotificationStanding, SigningStatusChange };

/**
 * Where the machine starts. The session invokes it without one (no offset, online); the app's
 * provided machine starts from the browser's stored offset and connectivity instead.
 */
export interface NotificationsInput {
  /** The offset of the last notification this browser saw (from storage); null: only live ones from now. */
  offset: number | null;
  /** Whether the browser is online as the machine starts (navigator.onLine). */
  online: boolean;
}

export interface NotificationsContext {
  offset: number | null;
  unread: number;
  online: boolean;
  /** Offsets delivered lately: a notification heard twice (replay and live) counts once. */
  recent: number[];
  /** The newest notification heard in this run, so an open list knows to refresh. */
  latest: NotificationItem | null;
  /** The newest signing request status change heard in this run, so an open signing screen follows it. */
  signing: SigningStatusChange | null;
}

/** What the socket channel tells the machine. */
export type ChannelEvent =
  | { type: 'notifications.connected' }
  | { type: 'notifications.connectionLost' }
  /** The server refused the session (signed out, suspended, expired): retrying will not help. */
  | { type: 'notifications.refused' }
  | { type: 'notifications.received'; notification: NotificationItem }
  | ({ type: 'notifications.synced' } & NotificationStanding)
  /** The unread count now, after the user read or removed some (here or on another device). */
  | { type: 'notifications.read'; unread: number }
  /** One of the brokerage's signing requests moved (sent, opened, signed, cancelled, expired). */
  | { type: 'notifications.signingStatus'; change: SigningStatusChange };

/** What the browser's connectivity tells the machine. */
export type ConnectivityEvent = { type: 'notifications.offline' } | { type: 'notifications.online' };

export type NotificationsEvent =
  | ChannelEvent
  | ConnectivityEvent
  /** The session has a new token: a refused channel may try again. */
  | { type: 'notifications.resume' };
