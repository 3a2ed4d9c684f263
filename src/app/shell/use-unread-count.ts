import { useEffect, useState } from 'react';
import { fetchNotifications } from '../../api/notifications';
import { useServices } from '../session/session-context';

/** The bell's number: unread notifications of the signed-in user. */
export function useUnreadCount(enabled: boolean): number {
  const { api } = useServices();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    fetchNotifications(api, { limit: 1 }, controller.signal)
      .then((answer) => setUnread(answer.meta.unread))
      .catch(() => {});
    return () => controller.abort();
  }, [api, enabled]);
  return unread;
}
