import { assign, fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { NEW_NOTIFICATION } from '../../../domain/common-messages';
import { notificationsMachine, type NotificationsMachine } from '../../../machines/notifications/notifications.machine';
import { notify } from '../../ui/toaster';
import type { NotificationsEvent } from '../../../machines/notifications/notifications.types';
import type { ApiClient } from '../../api/client';
import type { NotificationsLink } from './notifications-link';

/** The window event the permission hook listens to, to reload the user's grants. */
export const GRANTS_CHANGED_EVENT = 'grants:changed';

export type NotificationsActor = ActorRefFrom<NotificationsMachine>;

/**
 * The machine bound to the browser, as the session invokes it while someone is signed in: socket,
 * connectivity, the HTTP count, the toast and the grants event; it starts from the user's last-seen
 * offset and the browser's connectivity at that moment (the session knows neither).
 */
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
      // The notifications' API and its structs load with the signed-in area, not with the sign-in page.
      countUnread: fromPromise<number>(async ({ signal }) => {
        const { fetchNotifications } = await import('../../api/notifications');
        return (await fetchNotifications(api, { limit: 1 }, signal)).meta.unread;
      }),
    },
    actions: {
      recallStanding: assign(() => ({ offset: link.readOffset(), online: navigator.onLine })),
      storeOffset: (_, { offset }) => link.storeOffset(offset),
      showToast: () => notify.success(NEW_NOTIFICATION),
      reloadGrants: () => void window.dispatchEvent(new Event(GRANTS_CHANGED_EVENT)),
    },
  });
}
