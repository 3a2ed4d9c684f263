import { fromCallback, type CallbackActorLogic } from 'xstate';
import { readSessionClaims } from '../../../domain/auth';
import { firstScreenShown } from '../first-screen';
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

/**
 * socket.io on the app's own origin (src/app/notifications/live-socket.ts), which loads once the
 * first signed-in screen is drawn: what it missed meanwhile is replayed from the stored offset.
 */
export function createSocketLink(options: { store: KeyValueStore; getToken: () => string | null }): NotificationsLink {
  const offsets = offsetStore(options.store, () => readSessionClaims(options.getToken())?.user_id ?? null);
  const channel: ChannelLogic = fromCallback(({ sendBack }) => {
    let stopped = false;
    let close = () => {};
    void firstScreenShown
      .then(() => import('./live-socket'))
      .then(({ openLiveSocket }) => {
        if (stopped) return;
        close = openLiveSocket({ getToken: options.getToken, readOffset: offsets.readOffset, sendBack });
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
