import { useId } from 'react';
import { Link } from 'react-router';
import { formatTimestamp } from '../../../domain/format/dates';
import { formatRelativeTime } from '../../../domain/format/relative-time';
import { Button } from '../../ui/button';
import type { NotificationItem } from '../../../domain/notifications';

export interface NotificationEntryProps {
  notification: NotificationItem;
  busy: boolean;
  now: Date;
  onMarkRead: () => void;
  onRemove: () => void;
}

/** An in-app path opens in the app; anything else (a mail or an outside page) in a new tab. */
function isInApp(link: string): boolean {
  return link.startsWith('/') && !link.startsWith('//');
}

/** One notification: unread ones stand out and can be marked read; any can be removed. */
export function NotificationEntry({ notification, busy, now, onMarkRead, onRemove }: NotificationEntryProps) {
  const titleId = useId();
  const unread = !notification.receipts.is_read;
  const { link, title } = notification;
  return (
    <article
      aria-labelledby={titleId}
      className={`flex flex-col gap-3 px-4 py-4 sm:flex-row sm:items-start sm:justify-between ${unread ? 'bg-brand-50/60' : 'bg-white'}`}
    >
      <div className="flex min-w-0 gap-3">
        <span aria-hidden="true" className={`mt-1.5 size-2 shrink-0 rounded-full ${unread ? 'bg-brand-600' : 'bg-transparent'}`} />
        <div className="min-w-0">
          <h2 id={titleId} className={`text-sm ${unread ? 'font-semibold text-slate-900' : 'font-medium text-slate-700'}`}>
            {link && isInApp(link) ? (
              <Link to={link} className="hover:underline">
                {title}
              </Link>
            ) : link ? (
              <a href={link} target="_blank" rel="noreferrer" className="hover:underline">
                {title}
              </a>
            ) : (
              title
            )}
          </h2>
          <p className="mt-0.5 text-sm text-slate-600">{notification.message}</p>
          <p className="mt-1 text-xs text-slate-500">
            {unread && <span className="mr-2 rounded bg-brand-100 px-1.5 py-0.5 font-medium text-brand-800">Unread</span>}
            <time dateTime={notification.created_at} title={formatTimestamp(notification.created_at)}>
              {formatRelativeTime(notification.created_at, now)}
            </time>
          </p>
        </div>
      </div>
      <div className="flex shrink-0 gap-2 sm:pl-4">
        {unread && (
          <Button variant="secondary" className="px-3 py-1.5 text-xs" disabled={busy} onClick={onMarkRead}>
            Mark as read
          </Button>
        )}
        <Button variant="ghost" className="px-3 py-1.5 text-xs text-red-700" disabled={busy} onClick={onRemove}>
          Remove
        </Button>
      </div>
    </article>
  );
}
