import { useEffect, useState } from 'react';
import { createActor, type ActorRefFrom, type SnapshotFrom } from 'xstate';
import { notificationsMachine, type NotificationsMachine } from '../../machines/notifications/notifications.machine';
import { leafStates, toStateValue } from '../support/leaf-states';
import { inertNotificationsMachine, NotificationsScreen, STORY_NOTIFICATIONS, UNREAD } from './notifications.screen';
import type { NotificationsContext } from '../../machines/notifications/notifications.types';
import type { MachineStoryParameters } from '../support/machine-catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';

function contextFor(state: string): NotificationsContext {
  return {
    offset: state === 'online.connecting' ? 209 : 214,
    unread: UNREAD,
    online: state !== 'offline',
    recent: [214],
    latest: STORY_NOTIFICATIONS[0]!,
    signing: null,
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

function NotificationsStory({ state }: { state: string }) {
  const [actor, setActor] = useState<ActorRefFrom<NotificationsMachine> | null>(null);
  useEffect(() => {
    const created = createNotificationsActorIn(state);
    created.start();
    setActor(created);
    return () => created.stop();
  }, [state]);
  return actor ? <NotificationsScreen actor={actor} /> : null;
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
