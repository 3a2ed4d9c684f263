import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiFailure } from '../../../src/api/errors';
import { liveToken } from '../../machines/support/session-token';
import { renderApp, type Handler } from '../support/render-app';
import { pretendSocket } from './pretend-socket';
import type { NotificationItem } from '../../../domain/notifications';

const BROKER = liveToken({ userType: 'broker', roles: [{ id: 'r-2', name: 'Underwriting officer' }] });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

function item(offset: number, overrides: Partial<NotificationItem> = {}): NotificationItem {
  return {
    notification_id: `9b1f6a2c-3d4e-4f50-8a6b-${String(offset).padStart(12, '0')}`,
    offset,
    kind: 'transaction_approval_request',
    title: `Transaction TX-${offset} awaits your approval`,
    message: `Tunde Bakare recorded a refund of ₦${offset},000.00`,
    link: `/account/transactions`,
    created_at: minutesAgo(5),
    receipts: { is_read: false },
    ...overrides,
  };
}

const APPROVAL = item(12);
const QUOTE = item(11, {
  kind: 'quote_approval_response',
  title: 'Quote Q-2026-0042 approved',
  link: null,
  created_at: minutesAgo(60 * 26),
  receipts: { is_read: true },
});
const ACCESS = item(13, {
  kind: 'access_changed',
  title: 'Your access changed',
  message: 'You were given the role claims officer',
  link: null,
});

const listAnswer = (items: NotificationItem[], meta: Partial<{ page: number; pages: number; total: number; unread: number }> = {}) => ({
  success: true,
  data: items,
  meta: { page: 1, limit: 20, total: items.length, pages: 1, unread: items.filter((n) => !n.receipts.is_read).length, ...meta },
});

const changed = (notification: NotificationItem, unread: number, removed?: boolean) => ({
  success: true,
  message: removed ? 'Notification removed' : 'Notification marked as read',
  data: { ...notification, receipts: { is_read: true }, ...(removed === undefined ? {} : { removed }) },
  meta: { unread },
});

/** The server's list, changing as the test says. */
function serverList(initial: NotificationItem[]) {
  let items = initial;
  const handler: Handler = () => listAnswer(items);
  return { handler, set: (next: NotificationItem[]) => void (items = next) };
}

async function openNotifications(handlers: Record<string, Handler>, socket = pretendSocket(10)) {
  const app = renderApp({ path: '/notifications', token: BROKER, handlers, notifications: socket.link });
  await screen.findByRole('heading', { name: 'Notifications', level: 1 });
  return { ...app, socket };
}

const entry = (title: string) => screen.findByRole('article', { name: title });
const bell = (unread: number) => screen.findByRole('link', { name: `Notifications, ${unread} unread` });

afterEach(() => vi.restoreAllMocks());

describe('/notifications', () => {
  it('lists the notifications, newest first, unread ones marked, with relative time and their link', async () => {
    await openNotifications({ '/notification': () => listAnswer([APPROVAL, QUOTE]) });
    const approval = await entry(APPROVAL.title);
    expect(within(approval).getByText('Unread')).toBeInTheDocument();
    expect(within(approval).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(approval).getByRole('link', { name: APPROVAL.title })).toHaveAttribute('href', '/account/transactions');
    expect(within(approval).getByRole('button', { name: 'Mark as read' })).toBeEnabled();

    const quote = await entry(QUOTE.title);
    expect(within(quote).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(quote).getByText('1 day ago')).toBeInTheDocument();
    expect(within(quote).queryByRole('link')).not.toBeInTheDocument();
    expect(within(quote).queryByRole('button', { name: 'Mark as read' })).not.toBeInTheDocument();
    expect(screen.getByText('1 unread')).toBeInTheDocument();
    const titles = screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent);
    expect(titles).toEqual([APPROVAL.title, QUOTE.title]);
  });

  it('says when there is nothing yet, and offers to try again after a failure', async () => {
    let fail = true;
    const { user } = await openNotifications({
      '/notification': () => {
        if (fail) throw new ApiFailure('Network error, please try again', undefined, 'NETWORK_ERROR');
        return listAnswer([]);
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('Network error, please try again');
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('No notifications yet')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('marks one as read: the bell and the list follow the server', async () => {
    const list = serverList([APPROVAL, QUOTE]);
    const { user, api } = await openNotifications({
      '/notification': list.handler,
      [`/notification/${APPROVAL.notification_id}/read`]: () => {
        list.set([{ ...APPROVAL, receipts: { is_read: true } }, QUOTE]);
        return changed(APPROVAL, 0);
      },
    });
    await user.click(within(await entry(APPROVAL.title)).getByRole('button', { name: 'Mark as read' }));
    await bell(0);
    await waitFor(() =>
      expect(within(screen.getByRole('article', { name: APPROVAL.title })).queryByText('Unread')).not.toBeInTheDocument(),
    );
    expect(api.callsTo(`/notification/${APPROVAL.notification_id}/read`)).toEqual([expect.objectContaining({ method: 'PATCH' })]);
  });

  it('marks all as read', async () => {
    const list = serverList([APPROVAL, ACCESS, QUOTE]);
    const { user, api } = await openNotifications({
      '/notification': list.handler,
      '/notification/read-all': () => {
        list.set([APPROVAL, ACCESS, QUOTE].map((n) => ({ ...n, receipts: { is_read: true } })));
        return { success: true, message: '2 notifications marked as read', data: { updated: 2 }, meta: { unread: 0 } };
      },
    });
    await bell(2);
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    await bell(0);
    await waitFor(() => expect(screen.queryByText('Unread')).not.toBeInTheDocument());
    expect(api.callsTo('/notification/read-all')).toEqual([expect.objectContaining({ method: 'PATCH' })]);
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });

  it('removes one from the list', async () => {
    const list = serverList([APPROVAL, QUOTE]);
    const { user, api } = await openNotifications({
      '/notification': list.handler,
      [`/notification/${QUOTE.notification_id}`]: () => {
        list.set([APPROVAL]);
        return changed(QUOTE, 1, true);
      },
    });
    await user.click(within(await entry(QUOTE.title)).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('article', { name: QUOTE.title })).not.toBeInTheDocument());
    expect(api.callsTo(`/notification/${QUOTE.notification_id}`)).toEqual([
      expect.objectContaining({ method: 'PATCH', body: { removed: true } }),
    ]);
  });

  it('tells the user when a change fails, and keeps the list as it was', async () => {
    const { user } = await openNotifications({
      '/notification': () => listAnswer([APPROVAL]),
      [`/notification/${APPROVAL.notification_id}/read`]: () => {
        throw new ApiFailure('Notification not found', 404, 'NOT_FOUND');
      },
    });
    await user.click(within(await entry(APPROVAL.title)).getByRole('button', { name: 'Mark as read' }));
    expect(await screen.findByText('Notification not found')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: APPROVAL.title })).getByText('Unread')).toBeInTheDocument();
  });

  it('pages through the list', async () => {
    const { user, api } = await openNotifications({
      '/notification': ({ query }) =>
        query?.page === 2
          ? listAnswer([QUOTE], { page: 2, pages: 2, total: 21 })
          : listAnswer([APPROVAL], { page: 1, pages: 2, total: 21 }),
    });
    const pages = await screen.findByRole('navigation', { name: 'Notification pages' });
    expect(within(pages).getByText('Page 1 of 2')).toBeInTheDocument();
    expect(within(pages).getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    expect(await entry(QUOTE.title)).toBeInTheDocument();
    expect(api.callsTo('/notification').map((call) => call.query)).toContainEqual({ page: 2, limit: 20 });
  });
});

describe('live notifications', () => {
  it('a new notification shows the toast, raises the bell and appears in the open list, once', async () => {
    const list = serverList([QUOTE]);
    const { socket } = await openNotifications({ '/notification': list.handler });
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Connecting to live updates');
    expect(socket.opened).toEqual([{ offset: 10 }]);
    act(() => socket.say({ type: 'notifications.connected' }));
    act(() => socket.say({ type: 'notifications.synced', offset: 11, unread: 0 }));
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Live: new notifications appear as they arrive');
    await bell(0);

    list.set([APPROVAL, QUOTE]);
    act(() => socket.say({ type: 'notifications.received', notification: APPROVAL }));
    expect(await screen.findByText('You have a new notification')).toBeInTheDocument();
    await bell(1);
    expect(await entry(APPROVAL.title)).toBeInTheDocument();
    // Heard again (a replay overlapping the live push): nothing changes.
    act(() => socket.say({ type: 'notifications.received', notification: APPROVAL }));
    await bell(1);
    expect(socket.storedOffset()).toBe(12);
  });

  it('tells the app to reload the grants when the user’s access changed', async () => {
    const grantsChanged = vi.fn();
    window.addEventListener('grants:changed', grantsChanged);
    const { socket } = await openNotifications({ '/notification': () => listAnswer([]) });
    act(() => socket.say({ type: 'notifications.connected' }));
    act(() => socket.say({ type: 'notifications.received', notification: APPROVAL }));
    expect(grantsChanged).not.toHaveBeenCalled();
    act(() => socket.say({ type: 'notifications.received', notification: ACCESS }));
    expect(grantsChanged).toHaveBeenCalledTimes(1);
    window.removeEventListener('grants:changed', grantsChanged);
  });

  it('closes the socket while the browser is offline and opens a new one from the last offset when it is back', async () => {
    const { socket } = await openNotifications({ '/notification': () => listAnswer([]) });
    act(() => socket.say({ type: 'notifications.connected' }));
    act(() => socket.say({ type: 'notifications.received', notification: APPROVAL }));
    act(() => void window.dispatchEvent(new Event('offline')));
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('You are offline');
    expect(socket.isOpen()).toBe(false);
    act(() => void window.dispatchEvent(new Event('online')));
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Connecting to live updates');
    expect(socket.opened).toEqual([{ offset: 10 }, { offset: 12 }]);
  });

  it('says so when the connection drops; a refused session ends at once with the session-expired dialog', async () => {
    const { socket } = await openNotifications({ '/notification': () => listAnswer([]) });
    act(() => socket.say({ type: 'notifications.connected' }));
    act(() => socket.say({ type: 'notifications.connectionLost' }));
    expect(await screen.findByRole('status', { name: 'Live updates' })).toHaveTextContent('Connection lost, reconnecting');
    act(() => socket.say({ type: 'notifications.refused' }));
    const dialog = await screen.findByRole('dialog', { name: 'Session expired' });
    expect(within(dialog).getByText('Your session has expired, click on the button below to sign in.')).toBeInTheDocument();
  });

  it('the bell follows a read on another device', async () => {
    const { socket } = await openNotifications({ '/notification': () => listAnswer([APPROVAL, ACCESS]) });
    await bell(2);
    act(() => socket.say({ type: 'notifications.connected' }));
    act(() => socket.say({ type: 'notifications.synced', offset: 13, unread: 2 }));
    act(() => socket.say({ type: 'notifications.read', unread: 1 }));
    await bell(1);
  });

  it('stops the socket when the user signs out', async () => {
    const { socket, user } = await openNotifications({ '/notification': () => listAnswer([]) });
    expect(socket.isOpen()).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Account menu' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Logout' }));
    await screen.findByRole('heading', { name: 'Sign in', level: 1 });
    expect(socket.isOpen()).toBe(false);
  });
});
