import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { selectNotifications } from '../../../machines/session/session.selectors';
import { useServices } from '../session/session-context';
import type { NotificationItem } from '../../../domain/notifications';
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

/**
 * Hears each notification that arrives live while the component is mounted (not the ones that had
 * arrived before), e.g. to tell a page's machine that its record changed.
 */
export function useLiveNotification(heard: (notification: NotificationItem) => void): void {
  const notifications = useNotificationsActor();
  const latestHandler = useRef(heard);
  latestHandler.current = heard;
  useEffect(() => {
    if (!notifications) return;
    let seen = notifications.getSnapshot().context.latest;
    const subscription = notifications.subscribe((snapshot) => {
      const latest = snapshot.context.latest;
      if (!latest || latest === seen) return;
      seen = latest;
      latestHandler.current(latest);
    });
    return () => subscription.unsubscribe();
  }, [notifications]);
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
