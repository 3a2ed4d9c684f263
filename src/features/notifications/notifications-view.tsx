import { Button } from '../../ui/button';
import { EmptyState } from '../../ui/empty-state';
import { Loading } from '../../ui/loading';
import { PageHeader } from '../../ui/page-header';
import { ConnectionStatusLine } from './connection-status';
import { NotificationEntry } from './notification-entry';
import type { ConnectionStatus } from '../../../machines/notifications/notifications.selectors';
import type { NotificationListCommands, NotificationListState } from './use-notification-list';

export const NOTIFICATIONS_TITLE = 'Notifications';

export interface NotificationsViewProps {
  state: NotificationListState;
  commands: NotificationListCommands;
  connection: ConnectionStatus;
  now?: Date;
}

/** /notifications: one slot per list status (loading, failed, empty, ready). */
export function NotificationsView({ state, commands, connection, now = new Date() }: NotificationsViewProps) {
  const { list, busy } = state;
  const unread = list.status === 'ready' ? list.unread : 0;
  return (
    <div className="mx-auto max-w-4xl">
      <PageHeader
        title={NOTIFICATIONS_TITLE}
        actions={
          <Button variant="secondary" disabled={unread === 0} busy={busy.has('all')} onClick={commands.markAllRead}>
            Mark all as read
          </Button>
        }
      />
      <div className="mb-3 flex flex-wrap items-center justify-between gap-2">
        <ConnectionStatusLine status={connection} />
        {list.status === 'ready' && <p className="text-xs text-slate-500">{unread} unread</p>}
      </div>
      <section aria-label="Your notifications" className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm">
        {list.status === 'loading' && <Loading label="Loading notifications" />}
        {list.status === 'failed' && (
          <div className="flex flex-col items-center gap-3 px-4 py-10 text-center">
            <p role="alert" className="text-sm text-red-700">
              {list.failure.message}
            </p>
            <Button variant="secondary" onClick={commands.retry}>
              Try again
            </Button>
          </div>
        )}
        {list.status === 'ready' && list.items.length === 0 && (
          <EmptyState
            title="No notifications yet"
            description="Approvals, changes to your access and other news for you will appear here."
          />
        )}
        {list.status === 'ready' && list.items.length > 0 && (
          <ul className="divide-y divide-slate-100">
            {list.items.map((notification) => (
              <li key={notification.notification_id}>
                <NotificationEntry
                  notification={notification}
                  busy={busy.has(notification.notification_id) || busy.has('all')}
                  now={now}
                  onMarkRead={() => void commands.markRead(notification.notification_id)}
                  onRemove={() => void commands.remove(notification.notification_id)}
                />
              </li>
            ))}
          </ul>
        )}
        {list.status === 'ready' && list.pages > 1 && (
          <nav
            aria-label="Notification pages"
            className="flex items-center justify-between border-t border-slate-200 px-4 py-3 text-sm text-slate-600"
          >
            <p>
              Page {list.page} of {list.pages}
            </p>
            <div className="flex gap-2">
              <Button variant="secondary" disabled={list.page <= 1} onClick={() => commands.goToPage(list.page - 1)}>
                Previous
              </Button>
              <Button variant="secondary" disabled={list.page >= list.pages} onClick={() => commands.goToPage(list.page + 1)}>
                Next
              </Button>
            </div>
          </nav>
        )}
      </section>
    </div>
  );
}
