import type { NotificationsMachine } from './notifications.machine';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<NotificationsMachine>;

export type ConnectionStatus = 'connecting' | 'connected' | 'reconnecting' | 'offline' | 'refused';

export const selectUnread = (s: Snapshot) => s.context.unread;
export const selectLatest = (s: Snapshot) => s.context.latest;

/** Where the live connection stands: one slot per state for the views. */
export const selectConnection = (s: Snapshot): ConnectionStatus => {
  if (s.matches({ online: 'connected' })) return 'connected';
  if (s.matches({ online: 'reconnecting' })) return 'reconnecting';
  if (s.matches('offline')) return 'offline';
  if (s.matches('refused')) return 'refused';
  return 'connecting';
};
