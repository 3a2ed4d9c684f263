import { useSelector } from '@xstate/react';
import { useEffect, useMemo, useRef, useSyncExternalStore } from 'react';
import { selectNotifications } from '../../../machines/session/session.selectors';
import { useServices } from '../session/session-context';
import type { NotificationItem } from '../../../domain/notifications';
import type { SigningStatusChange } from '../../../domain/signing';
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

/** Calls `heard` with each new value `pick` finds in the live notifications' context while mounted (not the one there before). */
function useHeard<T>(pick: (context: Snapshot['context']) => T | null, heard: (value: T) => void): void {
  const notifications = useNotificationsActor();
  const latestHandler = useRef(heard);
  latestHandler.current = heard;
  useEffect(() => {
    if (!notifications) return;
    let seen = pick(notifications.getSnapshot().context);
    const subscription = notifications.subscribe((snapshot) => {
      const latest = pick(snapshot.context);
      if (!latest || latest === seen) return;
      seen = latest;
      latestHandler.current(latest);
    });
    return () => subscription.unsubscribe();
  }, [notifications, pick]);
}

const latestNotification = (context: Snapshot['context']) => context.latest;
const latestSigningChange = (context: Snapshot['context']) => context.signing;

/**
 * Hears each notification that arrives live while the component is mounted (not the ones that had
 * arrived before), e.g. to tell a page's machine that its record changed.
 */
export function useLiveNotification(heard: (notification: NotificationItem) => void): void {
  useHeard(latestNotification, heard);
}

/**
 * Hears each change of a signing request's status that arrives live while the component is mounted:
 * the client opened or signed, the broker cancelled or resent, the link expired.
 */
export function useLiveSigningStatus(heard: (change: SigningStatusChange) => void): void {
  useHeard(latestSigningChange, heard);
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
