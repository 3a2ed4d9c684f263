import { is } from 'superstruct';
import { fromCallback, type CallbackActorLogic } from 'xstate';
import { readSessionClaims } from '../../../domain/auth';
import { LIVE_EVENTS, NotificationItem, NotificationStanding, UnreadCount } from '../../../domain/notifications';
import { SIGNING_LIVE_EVENT, SigningStatusChange } from '../../../domain/signing';
import { STORAGE_KEYS, type KeyValueStore } from '../session/session-storage';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.types';

export type ChannelLogic = CallbackActorLogic<NotificationsEvent, { offset: number | null }>;

/** How the browser reaches the live notifications: the socket, and where the last-seen offset is kept. */
export interface NotificationsLink {
  channel: ChannelLogic;
  readOffset(): number | null;
  storeOffset(offset: number): void;
}

/**
 * The offset is kept with the user it belongs to ("userId:offset"): offsets count every user's
 * notifications, so another person signing in on this browser must not start from someone else's.
 */
function offsetStore(store: KeyValueStore, currentUser: () => string | null): Pick<NotificationsLink, 'readOffset' | 'storeOffset'> {
  return {
    readOffset: () => {
      const [owner, value] = (store.getItem(STORAGE_KEYS.socketOffset) ?? '').split(':');
      const offset = Number(value ?? Number.NaN);
      return owner === currentUser() && Number.isSafeInteger(offset) && offset >= 0 ? offset : null;
    },
    storeOffset: (offset) => {
      const owner = currentUser();
      if (owner) store.setItem(STORAGE_KEYS.socketOffset, `${owner}:${offset}`);
    },
  };
}

type ConnectError = Error & { data?: { code?: string } };

/**
 * socket.io on the app's own origin. Every (re)connection authenticates with the current token and
 * the offset in storage, so the server replays only what this browser has not seen.
 */
export function createSocketLink(options: { store: KeyValueStore; getToken: () => string | null }): NotificationsLink {
  const offsets = offsetStore(options.store, () => readSessionClaims(options.getToken())?.user_id ?? null);
  const channel: ChannelLogic = fromCallback(({ sendBack }) => {
    let stopped = false;
    let close = () => {};
    // Loaded with the signed-in shell, not with the sign-in page.
    void import('socket.io-client').then(({ io }) => {
      if (stopped) return;
      let offered: string | null = null;
      const socket = io({
        auth: (give) => {
          offered = options.getToken();
          give({ token: offered, offset: offsets.readOffset() });
        },
      });
      close = () => socket.disconnect();
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
        if (offered !== options.getToken()) return void socket.connect();
        sendBack({ type: 'notifications.refused' });
      });
      socket.on(LIVE_EVENTS.notification, (notification: unknown) => {
        if (is(notification, NotificationItem)) sendBack({ type: 'notifications.received', notification });
      });
      socket.on(LIVE_EVENTS.synced, (standing: unknown) => {
        if (is(standing, NotificationStanding))
          sendBack({ type: 'notifications.synced', offset: standing.offset, unread: standing.unread });
      });
      socket.on(LIVE_EVENTS.unread, (count: unknown) => {
        if (is(count, UnreadCount)) sendBack({ type: 'notifications.read', unread: count.unread });
      });
      socket.on(SIGNING_LIVE_EVENT, (change: unknown) => {
        if (is(change, SigningStatusChange)) sendBack({ type: 'notifications.signingStatus', change });
      });
    });
    return () => {
      stopped = true;
      close();
    };
  });
  return { channel, ...offsets };
}

/** No socket at all (tests and stories that do not give one): the machine stays connecting, the bell counts over HTTP. */
export function quietLink(): NotificationsLink {
  let offset: number | null = null;
  return {
    channel: fromCallback(() => () => {}),
    readOffset: () => offset,
    storeOffset: (next) => void (offset = next),
  };
}
