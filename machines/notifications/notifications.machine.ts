import { assertEvent, assign, enqueueActions, not, setup } from 'xstate';
import { ACCESS_CHANGED_KIND } from '../../domain/notifications';
import { placeholderAction, placeholderActor, placeholderCallback } from '../placeholder-actor';
import type { ConnectivityEvent, NotificationsContext, NotificationsEvent, NotificationsInput } from './notifications.types';

/** What a new notification may set off (typed here: the actions in `setup` cannot infer each other's names). */
type Announcement = { type: 'showToast'; params: { title: string } } | { type: 'reloadGrants'; params: undefined };

/** How many delivered offsets are remembered to drop a repeat; far more than a replay and its overlap. */
const RECENT_LIMIT = 300;

/**
 * The signed-in user's live notifications: a socket to the server that replays what was missed
 * since the last-seen offset and then carries new ones; the unread count for the bell; a toast
 * for each new one. Socket.io retries on its own; the machine says where the connection stands.
 */
export const notificationsMachine = setup({
  types: {
    context: {} as NotificationsContext,
    events: {} as NotificationsEvent,
    input: {} as NotificationsInput | undefined,
  },
  actors: {
    /** The socket: authenticates with the token and the stored offset, and reports what it hears. */
    channel: placeholderCallback<NotificationsEvent, { offset: number | null }>('channel'),
    /** The browser's online and offline events. */
    connectivity: placeholderCallback<NotificationsEvent>('connectivity'),
    /** The unread count over HTTP, for the bell while the socket is still connecting. */
    countUnread: placeholderActor<number>('countUnread'),
  },
  actions: {
    /** Keeps the last-seen offset in browser storage for the next connection. */
    storeOffset: placeholderAction<{ offset: number }>('storeOffset'),
    /** "You have a new notification" (one toast at a time). */
    showToast: placeholderAction<{ title: string }>('showToast'),
    /** The user's permissions changed: the app reloads its grants. */
    reloadGrants: placeholderAction('reloadGrants'),
    /** Where this browser left off: the app reads its stored offset and whether it is online as the machine starts. */
    recallStanding: assign(() => ({})),
    remember: assign(({ context, event }) => {
      assertEvent(event, 'notifications.received');
      const { notification } = event;
      return {
        offset: Math.max(context.offset ?? 0, notification.offset),
        unread: context.unread + (notification.receipts.is_read ? 0 : 1),
        recent: [...context.recent, notification.offset].slice(-RECENT_LIMIT),
        latest: notification,
      };
    }),
    adoptStanding: assign(({ context, event }) => {
      assertEvent(event, 'notifications.synced');
      return { offset: Math.max(context.offset ?? 0, event.offset), unread: event.unread };
    }),
    /** A toast when it is unread; a reload of the grants when it says the user's access changed. */
    announce: enqueueActions<NotificationsContext, NotificationsEvent, undefined, NotificationsEvent, never, Announcement, never>(
      ({ enqueue, event }) => {
        assertEvent(event, 'notifications.received');
        const { notification } = event;
        if (!notification.receipts.is_read) enqueue({ type: 'showToast', params: { title: notification.title } });
        if (notification.kind === ACCESS_CHANGED_KIND) enqueue({ type: 'reloadGrants', params: undefined });
      },
    ),
    hearSigning: assign(({ event }) => {
      assertEvent(event, 'notifications.signingStatus');
      return { signing: event.change };
    }),
    setUnread: assign({ unread: (_, params: { unread: number }) => Math.max(0, params.unread) }),
    goneOffline: assign({ online: false }),
    backOnline: assign({ online: true }),
  },
  guards: {
    isNew: ({ context, event }) => {
      assertEvent(event, 'notifications.received');
      return !context.recent.includes(event.notification.offset);
    },
    isOnline: ({ context }) => context.online,
  },
}).createMachine({
  id: 'notifications',
  context: ({ input }) => ({
    offset: input?.offset ?? null,
    unread: 0,
    online: input?.online ?? true,
    recent: [],
    latest: null,
    signing: null,
  }),
  // Before `starting` decides between online and offline.
  entry: 'recallStanding',
  invoke: { id: 'connectivity', src: 'connectivity' },
  on: {
    'notifications.received': {
      guard: 'isNew',
      actions: ['remember', { type: 'storeOffset', params: ({ context }) => ({ offset: context.offset ?? 0 }) }, 'announce'],
    },
    'notifications.synced': {
      actions: ['adoptStanding', { type: 'storeOffset', params: ({ context }) => ({ offset: context.offset ?? 0 }) }],
    },
    'notifications.read': { actions: { type: 'setUnread', params: ({ event }) => ({ unread: event.unread }) } },
    'notifications.signingStatus': { actions: 'hearSigning' },
  },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: not('isOnline'), target: 'offline' }, { target: 'online' }],
    },
    online: {
      invoke: { id: 'channel', src: 'channel', input: ({ context }) => ({ offset: context.offset }) },
      on: {
        'notifications.offline': { target: 'offline', actions: 'goneOffline' },
        'notifications.refused': { target: 'refused' },
      },
      initial: 'connecting',
      states: {
        connecting: {
          tags: ['busy'],
          invoke: {
            id: 'countUnread',
            src: 'countUnread',
            onDone: { actions: { type: 'setUnread', params: ({ event }) => ({ unread: event.output }) } },
            // The bell keeps its count; the socket brings the real one once connected.
            onError: {},
          },
          on: {
            'notifications.connected': { target: 'connected' },
            'notifications.connectionLost': { target: 'reconnecting' },
          },
        },
        connected: {
          tags: ['live'],
          on: { 'notifications.connectionLost': { target: 'reconnecting' } },
        },
        /** The socket retries by itself; what was missed meanwhile is replayed on reconnection. */
        reconnecting: {
          tags: ['busy'],
          on: { 'notifications.connected': { target: 'connected' } },
        },
      },
    },
    /** The browser says it is offline: no socket until it is back; then the missed ones are replayed. */
    offline: {
      on: {
        'notifications.online': { target: 'online', actions: 'backOnline' },
      },
    },
    /** The server no longer honours this session; a new token (signing in again) resumes. */
    refused: {
      on: {
        'notifications.resume': { target: 'starting' },
        'notifications.offline': { actions: 'goneOffline' },
        'notifications.online': { actions: 'backOnline' },
      },
    },
  },
});

export type NotificationsMachine = typeof notificationsMachine;
export type { ConnectivityEvent };
