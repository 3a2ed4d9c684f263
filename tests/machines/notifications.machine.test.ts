import { describe, expect, it } from 'vitest';
import { selectConnection, selectLatest, selectUnread } from '../../machines/notifications/notifications.selectors';
import { createNotificationsHarness, notification, settle } from './support/notifications-harness';
import type { NotificationsInput } from '../../machines/notifications/notifications.types';

async function connected(input: NotificationsInput = { offset: 40, online: true }) {
  const harness = createNotificationsHarness(input).start();
  harness.fromSocket({ type: 'notifications.connected' });
  await settle();
  return harness;
}

describe('notifications machine', () => {
  it('starts connecting with the stored offset, counting unread over HTTP meanwhile', async () => {
    const harness = createNotificationsHarness({ offset: 40, online: true }).start();
    expect(harness.state().value).toEqual({ online: 'connecting' });
    expect(selectConnection(harness.state())).toBe('connecting');
    expect(harness.state().hasTag('busy')).toBe(true);
    expect(harness.openChannels().map((channel) => channel.input)).toEqual([{ offset: 40 }]);
    await harness.resolve('countUnread', 3);
    expect(selectUnread(harness.state())).toBe(3);
    harness.fromSocket({ type: 'notifications.connected' });
    expect(selectConnection(harness.state())).toBe('connected');
    expect(harness.state().hasTag('live')).toBe(true);
  });

  it('keeps the count when the HTTP count fails, and stops counting once connected', async () => {
    const failing = createNotificationsHarness().start();
    await failing.reject('countUnread', new Error('Network error'));
    expect(failing.state().value).toEqual({ online: 'connecting' });
    expect(selectUnread(failing.state())).toBe(0);

    const harness = createNotificationsHarness().start();
    harness.fromSocket({ type: 'notifications.connected' });
    expect(harness.isRunning('countUnread')).toBe(false);
  });

  it('keeps the newest signing status change it hears, without a toast or a change to the unread count', async () => {
    const harness = await connected();
    const change = { id: 'req-1', subject_kind: 'proposal_form', subject_id: 'doc-1', status: 'signed' } as const;
    harness.fromSocket({ type: 'notifications.signingStatus', change });
    expect(harness.state().context.signing).toEqual(change);
    expect(selectUnread(harness.state())).toBe(0);
    expect(harness.toasts()).toEqual([]);
  });

  it('starts offline without a socket when the browser is offline', () => {
    const harness = createNotificationsHarness({ offset: null, online: false }).start();
    expect(harness.state().value).toBe('offline');
    expect(harness.channels).toEqual([]);
    expect(harness.invocations).toEqual([]);
  });

  it('counts, stores the offset of and toasts a new notification once, however often it is heard', async () => {
    const harness = await connected();
    const first = notification(41);
    harness.fromSocket({ type: 'notifications.received', notification: first });
    harness.fromSocket({ type: 'notifications.received', notification: first });
    expect(selectUnread(harness.state())).toBe(1);
    expect(selectLatest(harness.state())).toEqual(first);
    expect(harness.state().context.offset).toBe(41);
    expect(harness.storedOffsets()).toEqual([41]);
    expect(harness.toasts()).toEqual([{ type: 'showToast', title: first.title }]);
    expect(harness.state().can({ type: 'notifications.received', notification: first })).toBe(false);
  });

  it('stores the offset of one already read elsewhere, without a toast or a count', async () => {
    const harness = await connected();
    harness.fromSocket({ type: 'notifications.received', notification: notification(42, { receipts: { is_read: true } }) });
    expect(selectUnread(harness.state())).toBe(0);
    expect(harness.storedOffsets()).toEqual([42]);
    expect(harness.toasts()).toEqual([]);
  });

  it('keeps the highest offset when an older one arrives late, and still counts it', async () => {
    const harness = await connected();
    harness.fromSocket({ type: 'notifications.received', notification: notification(50) });
    harness.fromSocket({ type: 'notifications.received', notification: notification(48) });
    expect(harness.state().context.offset).toBe(50);
    expect(harness.storedOffsets()).toEqual([50, 50]);
    expect(selectUnread(harness.state())).toBe(2);
    expect(harness.toasts()).toHaveLength(2);
  });

  it('asks the app to reload the grants when the user’s access changed', async () => {
    const harness = await connected();
    harness.fromSocket({
      type: 'notifications.received',
      notification: notification(43, { kind: 'access_changed', title: 'Your access changed' }),
    });
    expect(harness.actions).toEqual([
      { type: 'storeOffset', offset: 43 },
      { type: 'showToast', title: 'Your access changed' },
      { type: 'reloadGrants' },
    ]);
  });

  it('takes the server’s standing after a replay: its unread count and the newest offset', async () => {
    const harness = await connected({ offset: null, online: true });
    harness.fromSocket({ type: 'notifications.synced', offset: 77, unread: 5 });
    expect(harness.state().context).toMatchObject({ offset: 77, unread: 5 });
    expect(harness.storedOffsets()).toEqual([77]);
    // A standing older than what was already heard never moves the offset back.
    harness.fromSocket({ type: 'notifications.received', notification: notification(80) });
    harness.fromSocket({ type: 'notifications.synced', offset: 79, unread: 6 });
    expect(harness.state().context).toMatchObject({ offset: 80, unread: 6 });
  });

  it('follows the unread count the views or other devices report, never below zero', async () => {
    const harness = await connected();
    harness.actor.send({ type: 'notifications.read', unread: 4 });
    expect(selectUnread(harness.state())).toBe(4);
    harness.actor.send({ type: 'notifications.read', unread: -1 });
    expect(selectUnread(harness.state())).toBe(0);
  });

  it('says reconnecting while socket.io retries on the same socket, and connected again after', async () => {
    const harness = await connected();
    harness.fromSocket({ type: 'notifications.connectionLost' });
    expect(selectConnection(harness.state())).toBe('reconnecting');
    expect(harness.state().hasTag('busy')).toBe(true);
    harness.fromSocket({ type: 'notifications.connected' });
    expect(selectConnection(harness.state())).toBe('connected');
    expect(harness.channels).toHaveLength(1);
    expect(harness.invocations.map((call) => call.actor)).toEqual(['countUnread']);
  });

  it('a first connection that fails goes to reconnecting too', () => {
    const harness = createNotificationsHarness().start();
    harness.fromSocket({ type: 'notifications.connectionLost' });
    expect(selectConnection(harness.state())).toBe('reconnecting');
  });

  it('closes the socket when the browser goes offline and opens a new one from the last offset when back', async () => {
    const harness = await connected();
    harness.fromSocket({ type: 'notifications.received', notification: notification(45) });
    harness.fromBrowser({ type: 'notifications.offline' });
    expect(selectConnection(harness.state())).toBe('offline');
    expect(harness.openChannels()).toEqual([]);
    harness.fromBrowser({ type: 'notifications.online' });
    expect(selectConnection(harness.state())).toBe('connecting');
    expect(harness.openChannels().map((channel) => channel.input)).toEqual([{ offset: 45 }]);
  });

  it('stops when the server refuses the session, until a new token resumes it', async () => {
    const harness = await connected();
    harness.fromSocket({ type: 'notifications.refused' });
    expect(selectConnection(harness.state())).toBe('refused');
    expect(harness.openChannels()).toEqual([]);
    // Connectivity changes while refused are remembered, not acted on.
    harness.fromBrowser({ type: 'notifications.offline' });
    expect(selectConnection(harness.state())).toBe('refused');
    harness.actor.send({ type: 'notifications.resume' });
    expect(selectConnection(harness.state())).toBe('offline');
    harness.fromBrowser({ type: 'notifications.online' });
    expect(selectConnection(harness.state())).toBe('connecting');
    expect(harness.openChannels()).toHaveLength(1);
  });

  it('stops listening to the browser when stopped', () => {
    const harness = createNotificationsHarness().start();
    harness.actor.stop();
    expect(harness.openChannels()).toEqual([]);
    expect(() => harness.fromBrowser({ type: 'notifications.offline' })).toThrow('Nobody listens');
  });
});
