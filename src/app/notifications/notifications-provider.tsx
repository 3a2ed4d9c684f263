import { useSelector } from '@xstate/react';
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { createActor, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { NEW_NOTIFICATION } from '../../../domain/messages';
import { notificationsMachine, type NotificationsMachine } from '../../../machines/notifications/notifications.machine';
import { selectClaims, selectIsSignedIn } from '../../../machines/session/session.selectors';
import { fetchNotifications } from '../../api/notifications';
import { notify } from '../../ui/toaster';
import { currentReturnAddress } from '../session/session-implementations';
import { quietLink, type NotificationsLink } from './notifications-link';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.types';
import type { ApiClient } from '../../api/client';
import type { AppServices } from '../session/session-service';

/** The window event the permission hook listens to, to reload the user's grants. */
export const GRANTS_CHANGED_EVENT = 'grants:changed';

export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

const NotificationsContext = createContext<NotificationsActor | null>(null);

/** The live notifications of the signed-in user; null while nobody is signed in. */
export function useNotificationsActor(): NotificationsActor | null {
  return useContext(NotificationsContext);
}

/** The machine bound to the browser: socket, connectivity, the HTTP count, the toast and the grants event. */
export function liveNotificationsMachine(api: ApiClient, link: NotificationsLink) {
  return notificationsMachine.provide({
    actors: {
      channel: link.channel,
      connectivity: fromCallback<NotificationsEvent>(({ sendBack }) => {
        const offline = () => sendBack({ type: 'notifications.offline' });
        const online = () => sendBack({ type: 'notifications.online' });
        window.addEventListener('offline', offline);
        window.addEventListener('online', online);
        return () => {
          window.removeEventListener('offline', offline);
          window.removeEventListener('online', online);
        };
      }),
      countUnread: fromPromise<number>(({ signal }) => fetchNotifications(api, { limit: 1 }, signal).then((answer) => answer.meta.unread)),
    },
    actions: {
      storeOffset: (_, { offset }) => link.storeOffset(offset),
      showToast: () => notify.success(NEW_NOTIFICATION),
      reloadGrants: () => void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT)),
    },
  });
}

/**
 * Runs the notifications machine for as long as someone is signed in, for the whole app (the bell,
 * the toast, /notifications). The tree below never remounts: only the context value changes.
 */
export function NotificationsProvider({ services, children }: { services: AppServices; children: ReactNode }) {
  const signedIn = useSelector(services.session, selectIsSignedIn);
  const userId = useSelector(services.session, (s) => selectClaims(s)?.user_id ?? null);
  const token = useSelector(services.session, (s) => s.context.token);
  const [actor, setActor] = useState<NotificationsActor | null>(null);
  const { api } = services;
  const link = services.notifications;

  useEffect(() => {
    if (!signedIn || !userId) return;
    const live = link ?? quietLink();
    const started = createActor(liveNotificationsMachine(api, live), { input: { offset: live.readOffset(), online: navigator.onLine } });
    started.start();
    setActor(started);
    return () => {
      started.stop();
      setActor(null);
    };
  }, [signedIn, userId, api, link]);

  // A new token (signed in again after a refusal) lets a refused channel try again.
  useEffect(() => {
    if (token) actor?.send({ type: 'notifications.resume' });
  }, [actor, token]);

  // The server refuses the socket only for a session that has ended (suspended, signed out
  // elsewhere, password changed): say so at once instead of at the user's next click.
  useEffect(() => {
    if (!actor) return;
    const subscription = actor.subscribe((snapshot) => {
      if (snapshot.matches('refused')) services.session.send({ type: 'session.expired', returnTo: currentReturnAddress() });
    });
    return () => subscription.unsubscribe();
  }, [actor, services.session]);

  return <NotificationsContext.Provider value={actor}>{children}</NotificationsContext.Provider>;
}
