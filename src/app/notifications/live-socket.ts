import { io } from 'socket.io-client';
import { is } from 'superstruct';
import { LIVE_EVENTS, NotificationItem, NotificationStanding, UnreadCount } from '../../../domain/notifications';
import { SIGNING_LIVE_EVENT, SigningStatusChange } from '../../../domain/signing';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.types';

type ConnectError = Error & { data?: { code?: string } };

export interface LiveSocketOptions {
  getToken: () => string | null;
  readOffset: () => number | null;
  sendBack: (event: NotificationsEvent) => void;
}

/**
 * socket.io on the app's own origin. Every (re)connection authenticates with the current token and
 * the offset in storage, so the server replays only what this browser has not seen. Answers how to
 * hang up.
 */
export function openLiveSocket({ getToken, readOffset, sendBack }: LiveSocketOptions): () => void {
  let offered: string | null = null;
  const socket = io({
    auth: (give) => {
      offered = getToken();
      give({ token: offered, offset: readOffset() });
    },
  });
  socket.on('connect', () => sendBack({ type: 'notifications.connected' }));
  socket.on('disconnect', (reason) => {
    sendBack({ type: 'notifications.connectionLost' });
    // The server hung up (a revoked session, or a restart): ask again; a dead session is then refused.
    if (reason === 'io server disconnect') socket.connect();
  });
  socket.on('connect_error', (error: ConnectError) => {
    if (error.data?.code !== 'INVALID_SESSION') return sendBack({ type: 'notifications.connectionLost' });
    // A changed password ends the old session while its socket asks again with the old token: the
    // session itself is refused only when the token refused is still the one it holds.
    if (offered !== getToken()) return void socket.connect();
    sendBack({ type: 'notifications.refused' });
  });
  socket.on(LIVE_EVENTS.notification, (notification: unknown) => {
    if (is(notification, NotificationItem)) sendBack({ type: 'notifications.received', notification });
  });
  socket.on(LIVE_EVENTS.synced, (standing: unknown) => {
    if (is(standing, NotificationStanding)) sendBack({ type: 'notifications.synced', offset: standing.offset, unread: standing.unread });
  });
  socket.on(LIVE_EVENTS.unread, (count: unknown) => {
    if (is(count, UnreadCount)) sendBack({ type: 'notifications.read', unread: count.unread });
  });
  socket.on(SIGNING_LIVE_EVENT, (change: unknown) => {
    if (is(change, SigningStatusChange)) sendBack({ type: 'notifications.signingStatus', change });
  });
  return () => socket.disconnect();
}
