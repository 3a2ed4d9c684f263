import { useCallback, useEffect, useMemo, useState } from 'react';
import { describeFailure, type RequestFailure } from '../../../domain/api';
import { selectLatest } from '../../../machines/notifications/notifications.selectors';
import { fetchNotifications, markAllNotificationsRead, markNotificationRead, updateNotification } from '../../api/notifications';
import { useNotifications, useNotificationsCommands } from '../../app/notifications/use-notifications';
import { useServices } from '../../app/session/session-context';
import { notify } from '../../ui/toaster';
import { useLoader } from '../../ui/use-loader';
import type { NotificationItem } from '../../../domain/notifications';

export const NOTIFICATIONS_PER_PAGE = 20;

export type NotificationList =
  | { status: 'loading' }
  | { status: 'failed'; failure: RequestFailure }
  | { status: 'ready'; items: NotificationItem[]; page: number; pages: number; total: number; unread: number };

export interface NotificationListState {
  list: NotificationList;
  page: number;
  /** Ids of the notifications being changed right now, and 'all' while marking all read. */
  busy: ReadonlySet<string>;
}

/** The user's notifications, a page at a time; a live notification refreshes the page shown. */
export function useNotificationList() {
  const { api } = useServices();
  const { unreadChanged } = useNotificationsCommands();
  const latest = useNotifications(selectLatest, null);
  const [page, setPage] = useState(1);
  const [busy, setBusy] = useState<ReadonlySet<string>>(new Set());
  const { state: loaded, reload } = useLoader(
    useCallback(
      async (signal: AbortSignal) => {
        const { data, meta } = await fetchNotifications(api, { page, limit: NOTIFICATIONS_PER_PAGE }, signal);
        unreadChanged(meta.unread);
        return { items: data, page: meta.page, pages: meta.pages, total: meta.total, unread: meta.unread };
      },
      [api, page, unreadChanged],
    ),
    // A live notification asks for the page again.
    { version: latest?.offset ?? 0 },
  );
  const list: NotificationList = useMemo(() => (loaded.status === 'ready' ? { status: 'ready', ...loaded.data } : loaded), [loaded]);

  const change = useCallback(
    async (key: string, run: () => Promise<{ meta: { unread: number } }>) => {
      setBusy((current) => new Set(current).add(key));
      try {
        const { meta } = await run();
        unreadChanged(meta.unread);
        reload();
      } catch (error) {
        notify.error(describeFailure(error).message);
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [unreadChanged, reload],
  );

  const commands = useMemo(
    () => ({
      goToPage: (next: number) => setPage(Math.max(1, next)),
      retry: reload,
      markRead: (id: string) => change(id, () => markNotificationRead(api, id)),
      remove: (id: string) => change(id, () => updateNotification(api, id, { removed: true })),
      markAllRead: () => change('all', () => markAllNotificationsRead(api)),
    }),
    [api, change, reload],
  );

  // A removal can empty the last page: step back to the one before.
  useEffect(() => {
    if (list.status === 'ready' && list.items.length === 0 && page > 1 && page > list.pages) setPage(Math.max(1, list.pages));
  }, [list, page]);

  const state: NotificationListState = { list, page, busy };
  return { state, commands };
}

export type NotificationListCommands = ReturnType<typeof useNotificationList>['commands'];
