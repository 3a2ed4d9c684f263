import { useSelector } from '@xstate/react';
import { useEffect, useState } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createActor, fromCallback, fromPromise, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notificationsMachine, type NotificationsMachine } from '../../machines/notifications/notifications.machine';
import { selectConnection, selectUnread } from '../../machines/notifications/notifications.selectors';
import { TopBar } from '../../src/app/shell/top-bar';
import { NotificationsView } from '../../src/features/notifications/notifications-view';
import { Toaster } from '../../src/ui/toaster';
import { leafStates, toStateValue } from '../support/leaf-states';
import type { NotificationItem } from '../../domain/notifications';
import type { NotificationsContext, NotificationsEvent } from '../../machines/notifications/notifications.types';
import type { NotificationListCommands, NotificationListState } from '../../src/features/notifications/use-notification-list';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

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

const UNREAD = STORY_NOTIFICATIONS.filter((item) => !item.receipts.is_read).length;

/** A socket, a browser and an HTTP count that do nothing, so a story stays in the state it shows. */
const inertNotificationsMachine = notificationsMachine.provide({
  actors: {
    channel: fromCallback<NotificationsEvent, { offset: number | null }>(() => () => {}),
    connectivity: fromCallback<NotificationsEvent>(() => () => {}) as never,
    countUnread: fromPromise<number>(() => new Promise<number>(() => {})),
  },
  actions: { storeOffset: () => {}, showToast: () => {}, reloadGrants: () => {} },
});

function contextFor(state: string): NotificationsContext {
  return {
    offset: state === 'online.connecting' ? 209 : 214,
    unread: UNREAD,
    online: state !== 'offline',
    recent: [214],
    latest: STORY_NOTIFICATIONS[0]!,
  };
}

function createNotificationsActorIn(state: string): ActorRefFrom<NotificationsMachine> {
  if (!leafStates(notificationsMachine).includes(state)) throw new Error(`"${state}" is not a leaf state of the notifications machine`);
  const snapshot = inertNotificationsMachine.resolveState({
    value: toStateValue(state) as SnapshotFrom<NotificationsMachine>['value'],
    context: contextFor(state),
  });
  return createActor(inertNotificationsMachine, { snapshot, input: { offset: 214, online: true } });
}

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

function NotificationsStory({ state }: { state: string }) {
  const [mounted, setMounted] = useState<{ router: ReturnType<typeof createMemoryRouter> } | null>(null);
  useEffect(() => {
    const actor = createNotificationsActorIn(state);
    actor.start();
    const router = createMemoryRouter([{ path: '*', element: <LivePage actor={actor} /> }], { initialEntries: ['/notifications'] });
    setMounted({ router });
    return () => {
      actor.stop();
      router.dispose();
    };
  }, [state]);
  if (!mounted) return null;
  return (
    <>
      <RouterProvider router={mounted.router} />
      <Toaster />
    </>
  );
}

/**
 * The live notifications, one story per state of the notifications machine: the bell and the
 * /notifications page over an actor resolved into the state, with a socket that never speaks.
 */
const meta = {
  title: 'Machines/Notifications',
  parameters: { layout: 'fullscreen' },
  render: (_args, { parameters }) => <NotificationsStory state={(parameters as MachineStoryParameters).state} />,
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

export const Connecting: Story = {
  name: 'online.connecting: opening the socket',
  parameters: { machine: 'notifications', state: 'online.connecting' },
};

export const Connected: Story = {
  name: 'online.connected: live',
  parameters: { machine: 'notifications', state: 'online.connected' },
};

export const Reconnecting: Story = {
  name: 'online.reconnecting: connection lost',
  parameters: { machine: 'notifications', state: 'online.reconnecting' },
};

export const Offline: Story = {
  name: 'offline: the browser is offline',
  parameters: { machine: 'notifications', state: 'offline' },
};

export const Refused: Story = {
  name: 'refused: the session ended',
  parameters: { machine: 'notifications', state: 'refused' },
};
