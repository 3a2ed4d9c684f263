import { useSelector } from '@xstate/react';
import { useMemo, useSyncExternalStore } from 'react';
import { selectNotifications } from '../../../machines/session/session.selectors';
import { useServices } from '../session/session-context';
import type { NotificationsMachine } from '../../../machines/notifications/notifications.machine';
import type { NotificationsActor } from './notifications-provider';
import type { SnapshotFrom } from 'xstate';

type Snapshot = SnapshotFrom<NotificationsMachine>;

const noSubscription = () => () => {};

/** The live notifications of the signed-in user, run by the session machine; null while nobody is signed in. */
export function useNotificationsActor(): NotificationsActor | null {
  return useSelector(useServices().session, selectNotifications);
}

/**
 * Reads the live notifications through a selector; `fallback` while nobody is signed in. The
 * selector must answer a value that stays the same while nothing changes (a primitive or a
 * context field).
 */
export function useNotifications<T>(selector: (snapshot: Snapshot) => T, fallback: T): T {
  const actor = useNotificationsActor();
  const subscribe = useMemo(
    () =>
      actor
        ? (changed: () => void) => {
            const subscription = actor.subscribe(changed);
            return () => subscription.unsubscribe();
          }
        : noSubscription,
    [actor],
  );
  return useSyncExternalStore(subscribe, () => (actor ? selector(actor.getSnapshot()) : fallback));
}

/** What a view may tell the live notifications. */
export function useNotificationsCommands() {
  const actor = useNotificationsActor();
  return useMemo(
    () => ({
      /** The unread count now, after reading or removing some. */
      unreadChanged: (unread: number) => actor?.send({ type: 'notifications.read', unread }),
    }),
    [actor],
  );
}
