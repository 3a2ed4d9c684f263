import { createActor, fromCallback, type NonReducibleUnknown } from 'xstate';
import { notificationsMachine } from '../../../machines/notifications/notifications.machine';
import { controlledActors, settle } from './controlled-actors';
import type {
  ChannelEvent,
  ConnectivityEvent,
  NotificationsEvent,
  NotificationsInput,
} from '../../../machines/notifications/notifications.types';

export { settle };

export { notification } from '../../../stories/machines/notifications.model';

export type NotificationsActorName = 'countUnread';

export type RecordedNotificationsAction =
  { type: 'storeOffset'; offset: number } | { type: 'showToast'; title: string } | { type: 'reloadGrants' };

/** A notification as the socket sends it. */

interface Channel {
  input: { offset: number | null };
  sendBack: (event: NotificationsEvent) => void;
  stopped: boolean;
}

/**
 * A notifications actor with a pretend socket and pretend connectivity the test speaks through,
 * an HTTP count that stays pending until settled, and the app's actions recorded.
 */
export function createNotificationsHarness(input: NotificationsInput = { offset: 40, online: true }) {
  const stand = controlledActors<NotificationsActorName, { countUnread: number }>();
  const actions: RecordedNotificationsAction[] = [];
  const channels: Channel[] = [];
  const connectivity: Channel[] = [];
  const opened = (list: Channel[]) =>
    fromCallback<NotificationsEvent, { offset: number | null }>(({ sendBack, input: given }) => {
      const channel: Channel = { input: given, sendBack, stopped: false };
      list.push(channel);
      return () => void (channel.stopped = true);
    });

  const machine = notificationsMachine.provide({
    actors: {
      channel: opened(channels),
      connectivity: opened(connectivity) as never,
      countUnread: stand.controlled<number, NonReducibleUnknown>('countUnread'),
    },
    actions: {
      storeOffset: (_, { offset }) => void actions.push({ type: 'storeOffset', offset }),
      showToast: (_, { title }) => void actions.push({ type: 'showToast', title }),
      reloadGrants: () => void actions.push({ type: 'reloadGrants' }),
    },
  });
  const actor = createActor(machine, { input });
  const open = (list: Channel[]) => list.filter((channel) => !channel.stopped);

  return {
    machine,
    actor,
    actions,
    channels,
    invocations: stand.invocations,
    isRunning: stand.isRunning,
    start() {
      actor.start();
      return this;
    },
    resolve: stand.resolve,
    reject: stand.reject,
    state: () => actor.getSnapshot(),
    /** The socket that is open now (at most one). */
    openChannels: () => open(channels),
    /** Says something as the open socket would; fails when no socket is open. */
    fromSocket(event: ChannelEvent) {
      const [channel] = open(channels);
      if (!channel) throw new Error(`No socket is open to send ${event.type}`);
      channel.sendBack(event);
    },
    /** The browser goes offline or comes back. */
    fromBrowser(event: ConnectivityEvent) {
      const [listener] = open(connectivity);
      if (!listener) throw new Error('Nobody listens to the browser');
      listener.sendBack(event);
    },
    toasts: () => actions.filter((action) => action.type === 'showToast'),
    storedOffsets: () => actions.flatMap((action) => (action.type === 'storeOffset' ? [action.offset] : [])),
  };
}

export type NotificationsHarness = ReturnType<typeof createNotificationsHarness>;
