import type { NotificationItem } from '../../domain/notifications';
import type { NotificationsMachine } from '../../machines/notifications/notifications.machine';
import type { NotificationsEvent, NotificationsInput } from '../../machines/notifications/notifications.types';
import type { MachineModel } from '../support/machine-model';
import type { SnapshotFrom } from 'xstate';

// The notifications machine's model: the event cases its model-based tests walk, which the walker
// and the paths on its Diagram page offer too.

type Snapshot = SnapshotFrom<NotificationsMachine>;
export type NotificationsModelEvent =
  | NotificationsEvent
  | { type: 'xstate.done.actor.countUnread'; output: number }
  | { type: 'xstate.error.actor.countUnread'; error: unknown };
type ModelEvent = NotificationsModelEvent;

/** A notification as the server sends it, numbered by its offset. */
export function notification(offset: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    notification_id: `0000000${offset}-0000-4000-8000-000000000000`.slice(-36),
    offset,
    kind: 'transaction_approval_request',
    title: `Transaction ${offset} awaits your approval`,
    message: `Transaction TX-${offset} of ₦125,000.00 needs an approver`,
    link: `/transactions/TX-${offset}`,
    created_at: '2026-03-02T09:15:00.000Z',
    receipts: { is_read: false },
    ...overrides,
  };
}

export const UNREAD = notification(41);
export const READ_ELSEWHERE = notification(42, { receipts: { is_read: true } });
export const ACCESS = notification(43, { kind: 'access_changed', title: 'Your access changed' });

/** Representative cases of every event; the model keeps those the current state can take. */
export const MODEL_EVENTS: readonly ModelEvent[] = [
  { type: 'xstate.done.actor.countUnread', output: 3 },
  { type: 'xstate.error.actor.countUnread', error: new Error('Network error') },
  { type: 'notifications.connected' },
  { type: 'notifications.connectionLost' },
  { type: 'notifications.refused' },
  { type: 'notifications.received', notification: UNREAD },
  { type: 'notifications.received', notification: READ_ELSEWHERE },
  { type: 'notifications.received', notification: ACCESS },
  { type: 'notifications.synced', offset: 60, unread: 2 },
  { type: 'notifications.read', unread: 0 },
  { type: 'notifications.offline' },
  { type: 'notifications.online' },
  { type: 'notifications.resume' },
];

export const SOCKET_EVENTS = new Set([
  'notifications.connected',
  'notifications.connectionLost',
  'notifications.refused',
  'notifications.received',
  'notifications.synced',
]);
export const BROWSER_EVENTS = new Set(['notifications.offline', 'notifications.online']);

export const ENTRIES: Record<string, NotificationsInput> = {
  'online, seen up to 40': { offset: 40, online: true },
  'offline, never connected': { offset: null, online: false },
};

export const eventName = (event: ModelEvent) => {
  const base = event.type.replace('xstate.done.actor.', 'done:').replace('xstate.error.actor.', 'error:').replace('notifications.', '');
  if (event.type === 'notifications.received') return `${base}(${event.notification.offset})`;
  return base;
};
export function describeNotifications(snapshot: Snapshot) {
  const { offset, unread, online, recent } = snapshot.context;
  return { value: snapshot.value, offset, unread, online, heard: [...recent].sort() };
}

export const notificationsModel: MachineModel<NotificationsModelEvent> = {
  events: MODEL_EVENTS,
  eventName,
  serialize: (snapshot) => describeNotifications(snapshot as Snapshot),
  // Only an open socket speaks; a socket is open only while online.
  keeps: (snapshot, event) => !SOCKET_EVENTS.has(event.type) || snapshot.matches('online'),
  entries: ENTRIES,
  labels: {
    'xstate.done.actor.countUnread': 'the unread count arrives',
    'xstate.error.actor.countUnread': 'the unread count fails',
    'notifications.connected': 'the socket connects',
    'notifications.connectionLost': 'the socket drops',
    'notifications.received': 'a notification arrives',
  },
};
