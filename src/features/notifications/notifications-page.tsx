import { selectConnection } from '../../../machines/notifications/notifications.selectors';
import { useNotifications } from '../../app/notifications/use-notifications';
import { NotificationsView } from './notifications-view';
import { useNotificationList } from './use-notification-list';

/** /notifications: the signed-in user's notifications, kept live. */
export function NotificationsPage() {
  const { state, commands } = useNotificationList();
  const connection = useNotifications(selectConnection, 'connecting');
  return <NotificationsView state={state} commands={commands} connection={connection} />;
}
