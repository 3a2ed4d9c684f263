import { selectUnread } from '../../../machines/notifications/notifications.selectors';
import { useNotifications } from '../notifications/use-notifications';

/** The bell's number: unread notifications of the signed-in user, kept live by the notifications machine. */
export function useUnreadCount(enabled: boolean): number {
  const unread = useNotifications(selectUnread, 0);
  return enabled ? unread : 0;
}
