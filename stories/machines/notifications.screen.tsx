import { useSelector } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { fromCallback, fromPromise, type ActorRefFrom } from 'xstate';
import { notificationsMachine, type NotificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectConnection, selectUnread } from '../../machines/notifications/notifications.selectors';
import { TopBar } from '../../src/app/shell/top-bar';
import { NotificationsView } from '../../src/features/notifications/notifications-view';
import { Toaster } from '../../src/ui/toaster';
import type { NotificationItem } from '../../domain/notifications';
import type { NotificationsEvent } from '../../machines/notifications/notifications.types';
import type { NotificationListCommands, NotificationListState } from '../../src/features/notifications/use-notification-list';

const NOW = new Date('2026-03-02T10:00:00.000Z');
const minutesAgo = (minutes: number) => new Date(NOW.getTime() - minutes * 60_000).toISOString();

/** What a broker's list holds on a Monday morning. */
export const STORY_NOTIFICATIONS: NotificationItem[] = [
  {
    notification_id: '5d0c1f3e-8a4b-4c55-9f0e-0a1b2c3d4e01',
    offset: 214,
    kind: 'transaction_approval_request',
    title: 'Transaction awaiting your approval',
    message: 'Tunde Bakare recorded a premium refund of ₦125,000.50 for Leadway Assurance',
    link: '/account/transactions',
    created_at: minutesAgo(3),
    receipts: { is_read: false },
  },
  {
    notification_id: '5d0c1f3e-8a4b-4c55-9f0e-0a1b2c3d4e02',
    offset: 209,
    kind: 'access_changed',
    title: 'Your access changed',
    message: 'You were given the roles underwriting officer and claims officer',
    link: null,
    created_at: minutesAgo(95),
    receipts: { is_read: false },
  },
  {
    notification_id: '5d0c1f3e-8a4b-4c55-9f0e-0a1b2c3d4e03',
    offset: 180,
    kind: 'quote_approval_response',
    title: 'Quote approved',
    message: 'Ngozi Eze approved quote Q-2026-0042 for Dangote Cement Plc (Fire and special perils)',
    link: '/quotes',
    created_at: minutesAgo(60 * 26),
    receipts: { is_read: true },
  },
];

export const UNREAD = STORY_NOTIFICATIONS.filter((item) => !item.receipts.is_read).length;

/** A socket, a browser and an HTTP count that do nothing, so a story stays in the state it shows. */
export const inertNotificationsMachine = notificationsMachine.provide({
  actors: {
    channel: fromCallback<NotificationsEvent, { offset: number | null }>(() => () => {}),
    connectivity: fromCallback<NotificationsEvent>(() => () => {}) as never,
    countUnread: fromPromise<number>(() => new Promise<number>(() => {})),
  },
  actions: { storeOffset: () => {}, showToast: () => {}, reloadGrants: () => {} },
});

const READY: NotificationListState = {
  page: 1,
  busy: new Set(),
  list: { status: 'ready', items: STORY_NOTIFICATIONS, page: 1, pages: 1, total: STORY_NOTIFICATIONS.length, unread: UNREAD },
};

const noop = async () => {};
const COMMANDS: NotificationListCommands = { goToPage: () => {}, retry: () => {}, markRead: noop, remove: noop, markAllRead: noop };

/** The top bar's bell and /notifications, reading the connection and the count from the actor. */
function LivePage({ actor }: { actor: ActorRefFrom<NotificationsMachine> }) {
  const connection = useSelector(actor, selectConnection);
  const unread = useSelector(actor, selectUnread);
  return (
    <div className="min-h-screen bg-slate-50">
      <TopBar
        username="Chukwuemeka Okafor"
        email="chukwuemeka@adebayopartners.ng"
        tenantName="Adebayo & Partners Insurance Brokers"
        profilePath="/settings"
        unreadCount={unread}
        onOpenMenu={() => {}}
        onSignOut={() => {}}
      />
      <main className="px-4 py-5 md:px-8">
        <NotificationsView state={READY} commands={COMMANDS} connection={connection} now={NOW} />
      </main>
    </div>
  );
}

/** The top bar and /notifications over a notifications actor, as its state stories and the walker show them. */
export function NotificationsScreen({ actor }: { actor: ActorRefFrom<NotificationsMachine> }) {
  const router = useMemo(
    () => createMemoryRouter([{ path: '*', element: <LivePage actor={actor} /> }], { initialEntries: ['/notifications'] }),
    [actor],
  );
  useEffect(() => () => router.dispose(), [router]);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster />
    </>
  );
}
