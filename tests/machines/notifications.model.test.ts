import { describe, expect, it } from 'vitest';
import { getStateNodes, type AdjacencyValue, type StatePath, type TestParam, type TestPath } from 'xstate/graph';
import {
  ACCESS,
  BROWSER_EVENTS,
  describeNotifications,
  ENTRIES,
  eventName,
  MODEL_EVENTS,
  notificationsModel,
  SOCKET_EVENTS,
  UNREAD,
  type NotificationsModelEvent,
} from '../../stories/machines/notifications.model';
import { testModelOf } from '../../stories/support/machine-model';
import { createNotificationsHarness, type NotificationsHarness } from './support/notifications-harness';
import type {
  ChannelEvent,
  ConnectivityEvent,
  NotificationsEvent,
  NotificationsInput,
} from '../../machines/notifications/notifications.types';
import type { SnapshotFrom } from 'xstate';

// Paths are generated from the machine definition with xstate/graph; each is then lived through by a
// real actor whose socket, browser and HTTP count are stand-ins the path speaks through.
type Snapshot = SnapshotFrom<NotificationsHarness['machine']>;
type ModelEvent = NotificationsModelEvent;

const describePath = (events: readonly ModelEvent[]) => events.map(eventName).join(' → ') || '(start)';
const eventsOf = (path: Pick<TestPath<Snapshot, ModelEvent>, 'steps'>) => path.steps.slice(1).map((step) => step.event);

const describeCoarsely = (snapshot: Snapshot) => ({ value: snapshot.value, online: snapshot.context.online });

function createModel(input: NotificationsInput, serialize: (snapshot: Snapshot) => unknown) {
  const { machine } = createNotificationsHarness(input);
  return testModelOf<Snapshot, ModelEvent, NotificationsInput>(machine, notificationsModel, input, (snapshot) =>
    serialize(snapshot as Snapshot),
  );
}

async function replayEvent(harness: NotificationsHarness, event: ModelEvent) {
  if (event.type === 'xstate.done.actor.countUnread') await harness.resolve('countUnread', event.output);
  else if (event.type === 'xstate.error.actor.countUnread') await harness.reject('countUnread', event.error);
  else if (SOCKET_EVENTS.has(event.type)) harness.fromSocket(event as ChannelEvent);
  else if (BROWSER_EVENTS.has(event.type)) harness.fromBrowser(event as ConnectivityEvent);
  else harness.actor.send(event as NotificationsEvent);
}

/** Rules that hold in every state of every path, whatever led there. */
function expectNotificationRules(harness: NotificationsHarness, heard: ModelEvent[]) {
  const snapshot = harness.state();
  const where = JSON.stringify(snapshot.value);
  const online = snapshot.matches('online');
  expect(harness.openChannels().length, where).toBe(online ? 1 : 0);
  expect(snapshot.hasTag('busy'), where).toBe(snapshot.matches({ online: 'connecting' }) || snapshot.matches({ online: 'reconnecting' }));
  expect(snapshot.hasTag('live'), where).toBe(snapshot.matches({ online: 'connected' }));
  if (harness.isRunning('countUnread')) expect(snapshot.matches({ online: 'connecting' }), where).toBe(true);

  // Each notification is announced once, however often it was heard; read ones never.
  const received = new Set(heard.flatMap((event) => (event.type === 'notifications.received' ? [event.notification.offset] : [])));
  const unreadHeard = [UNREAD, ACCESS].filter((item) => received.has(item.offset));
  expect(harness.toasts(), where).toEqual(unreadHeard.map((item) => ({ type: 'showToast', title: item.title })));
  expect(harness.actions.filter((action) => action.type === 'reloadGrants').length, where).toBe(received.has(ACCESS.offset) ? 1 : 0);
  const stored = harness.storedOffsets();
  if (stored.length > 0) expect(stored.at(-1), where).toBe(snapshot.context.offset);
  expect(snapshot.context.unread, where).toBeGreaterThanOrEqual(0);
}

function replayParams(harness: NotificationsHarness, serialize: (snapshot: Snapshot) => unknown): TestParam<Snapshot, ModelEvent> {
  const heard: ModelEvent[] = [];
  const exec = async (step: { event: { type: string } }) => {
    heard.push(step.event as ModelEvent);
    await replayEvent(harness, step.event as ModelEvent);
  };
  return {
    events: Object.fromEntries(MODEL_EVENTS.map((event) => [event.type, exec])) as TestParam<Snapshot, ModelEvent>['events'],
    states: {
      '*': (expected) => {
        expect(serialize(harness.state())).toEqual(serialize(expected));
        expectNotificationRules(harness, heard);
      },
    },
  };
}

const leafOf = (snapshot: Snapshot) =>
  snapshot._nodes
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .map((node) => node.path.join('.'))
    .join(',');

describe.each(Object.entries(ENTRIES))('notifications model: %s', (_, input) => {
  // Every transition walked on its own: the shortest path to its source, then the transition.
  const coarse = createModel(input, describeCoarsely);
  const shortestByState = new Map(
    coarse.getShortestPaths({ allowDuplicatePaths: true }).map((path) => [JSON.stringify(describeCoarsely(path.state)), path]),
  );
  type Vertex = AdjacencyValue<Snapshot, ModelEvent>;
  type Edge = Vertex['transitions'][keyof Vertex['transitions']];
  const transitions = (Object.values(coarse.getAdjacencyMap()) as Vertex[]).flatMap((vertex) =>
    (Object.values(vertex.transitions) as Edge[]).map(({ event, state }) => {
      const head = shortestByState.get(JSON.stringify(describeCoarsely(vertex.state)))!;
      const path: StatePath<Snapshot, ModelEvent> = { state, steps: [...head.steps, { state, event }], weight: head.weight + 1 };
      return [describePath([...eventsOf(head), event]), path] as const;
    }),
  );

  it.each(transitions)('transition %s', async (_name, path) => {
    const harness = createNotificationsHarness(input).start();
    await coarse.testPath(path, replayParams(harness, describeCoarsely));
    harness.actor.stop();
  });

  // The shortest way to each distinct standing (counts, offsets, what was heard) with all three heard and the socket live.
  const fine = createModel(input, describeNotifications);
  const simple = fine.getShortestPaths({
    toState: (snapshot) => snapshot.context.recent.length === 3 && snapshot.matches({ online: 'connected' }),
  });

  it.each(simple.map((path) => [describePath(eventsOf(path)), path] as const))('path %s', async (_name, path) => {
    const harness = createNotificationsHarness(input).start();
    await path.test(replayParams(harness, describeNotifications));
    harness.actor.stop();
  });
});

describe('notifications model: coverage', () => {
  it('reaches every leaf state from one of the entries', () => {
    const { machine } = createNotificationsHarness();
    const reached = new Set(
      Object.values(ENTRIES).flatMap((input) =>
        createModel(input, describeCoarsely)
          .getShortestPaths({ allowDuplicatePaths: true })
          .map((path) => leafOf(path.state)),
      ),
    );
    const observable = getStateNodes(machine.root)
      .filter((node) => (node.type === 'atomic' || node.type === 'final') && node.always === undefined)
      .map((node) => node.path.join('.'))
      .sort();
    expect([...reached].sort()).toEqual(observable);
    expect(observable).toEqual(['offline', 'online.connected', 'online.connecting', 'online.reconnecting', 'refused']);
  });
});
