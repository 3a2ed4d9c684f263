import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { nobodyConnected, type LiveChannel } from '../../server/context';
import { notificationReceipts, notifications, users } from '../../server/db/schema';
import { notifyUsers } from '../../server/notifications/notify';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';

/** A live channel that remembers what it was asked to send. */
function recordingLive(): LiveChannel & { sent: [userId: string, event: string, payload: unknown][] } {
  const sent: [string, string, unknown][] = [];
  return { sent, toUser: (userId, event, payload) => void sent.push([userId, event, payload]), endSession: () => {} };
}

describe.each(oneDatabase())('notifications on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server?.close());

  const list = (token: string, query = '') =>
    server.app.inject({ method: 'GET', url: `/api/v1/notification${query}`, headers: { authorization: `Bearer ${token}` } });

  it('lists only the signed-in user’s notifications, newest first, with the unread count', async () => {
    const { db } = server;
    const [admin] = await db.select().from(users).where(eq(users.email, 'admin@demo.ng'));
    const [note] = await db
      .insert(notifications)
      .values({
        tenantId: admin!.tenantId,
        kind: 'transaction_approval_request',
        title: 'Approval needed',
        message: 'A transaction awaits you',
      })
      .returning();
    await db.insert(notificationReceipts).values({ notificationId: note!.id, userId: admin!.id, tenantId: admin!.tenantId });

    const adminAnswer = (await list(await signInAs(server, 'admin@demo.ng'))).json();
    expect(adminAnswer.data.map((n: { title: string }) => n.title)).toEqual(['Approval needed', 'Welcome to your back office']);
    expect(adminAnswer.data[0].receipts).toEqual({ is_read: false });
    expect(adminAnswer.meta).toMatchObject({ page: 1, total: 2, pages: 1, unread: 2 });

    const agentAnswer = (await list(await signInAs(server, 'agent@demo.ng'))).json();
    expect(agentAnswer.data.map((n: { title: string }) => n.title)).toEqual(['Welcome to your back office']);
    expect(agentAnswer.meta.unread).toBe(1);
  });

  it('pages with limit and page, and refuses a bad limit with a field error', async () => {
    const token = await signInAs(server, 'admin@demo.ng');
    const second = (await list(token, '?limit=1&page=2')).json();
    expect(second.data).toHaveLength(1);
    expect(second.meta).toMatchObject({ page: 2, limit: 1, pages: 2 });
    const bad = await list(token, '?limit=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field: 'limit' }] });
  });

  it('needs a session', async () => {
    const response = await server.app.inject({ method: 'GET', url: '/api/v1/notification' });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('INVALID_SESSION');
  });
  describe('notifyUsers', () => {
    it('records one notification and a receipt per user, and pushes only when told to, after commit', async () => {
      const { db } = server;
      const [broker] = await db.select().from(users).where(eq(users.email, 'broker@demo.ng'));
      const [agent] = await db.select().from(users).where(eq(users.email, 'agent@demo.ng'));
      const live = recordingLive();
      const push = await server.ctx.database.asTenant(broker!.tenantId, (tx) =>
        notifyUsers(
          tx,
          broker!.tenantId,
          [broker!.id, agent!.id, broker!.id],
          {
            kind: 'quote_approval_request',
            title: 'Quote awaiting approval',
            message: 'Quote Q-1001 needs your approval',
            link: '/quotes/Q-1001',
            payload: { quoteId: 'Q-1001' },
          },
          live,
        ),
      );
      expect(live.sent).toEqual([]);
      const [row] = await db.select().from(notifications).where(eq(notifications.title, 'Quote awaiting approval'));
      expect(row).toMatchObject({
        tenantId: broker!.tenantId,
        kind: 'quote_approval_request',
        link: '/quotes/Q-1001',
        payload: { quoteId: 'Q-1001' },
      });
      const receipts = await db.select().from(notificationReceipts).where(eq(notificationReceipts.notificationId, row!.id));
      expect(receipts.map((r) => r.userId).sort()).toEqual([broker!.id, agent!.id].sort());
      expect(receipts.every((r) => !r.isRead && r.tenantId === broker!.tenantId)).toBe(true);

      push();
      const item = {
        notification_id: row!.id,
        offset: row!.offset,
        kind: 'quote_approval_request',
        title: 'Quote awaiting approval',
        message: 'Quote Q-1001 needs your approval',
        link: '/quotes/Q-1001',
        created_at: row!.createdAt.toISOString(),
        receipts: { is_read: false },
      };
      expect(live.sent).toEqual([
        [broker!.id, 'notification', item],
        [broker!.id, 'quote_approval_request', item],
        [agent!.id, 'notification', item],
        [agent!.id, 'quote_approval_request', item],
      ]);
      // The socket delivers what the list answers.
      const listed = (await list(await signInAs(server, 'agent@demo.ng'))).json().data[0];
      expect(listed).toEqual(item);
    });

    it('sends other kinds under `notification` only, and writes nothing when the transaction rolls back', async () => {
      const [broker] = await server.db.select().from(users).where(eq(users.email, 'broker@demo.ng'));
      const live = recordingLive();
      const push = await server.ctx.database.asTenant(broker!.tenantId, (tx) =>
        notifyUsers(
          tx,
          broker!.tenantId,
          [broker!.id],
          { kind: 'access_changed', title: 'Your access changed', message: 'New role' },
          live,
        ),
      );
      push();
      expect(live.sent.map(([, event]) => event)).toEqual(['notification']);

      const failed = server.ctx.database.asTenant(broker!.tenantId, async (tx) => {
        await notifyUsers(
          tx,
          broker!.tenantId,
          [broker!.id],
          { kind: 'access_changed', title: 'Rolled back', message: 'Never seen' },
          live,
        );
        throw new Error('the approval failed');
      });
      await expect(failed).rejects.toThrow('the approval failed');
      expect(await server.db.select().from(notifications).where(eq(notifications.title, 'Rolled back'))).toEqual([]);
    });
  });

  describe('reading and removing', () => {
    let accountsId: string;
    let agentId: string;
    let tenantId: string;
    let accountsToken: string;
    let live: ReturnType<typeof recordingLive>;

    beforeAll(async () => {
      const [accounts] = await server.db.select().from(users).where(eq(users.email, 'accounts@demo.ng'));
      const [agent] = await server.db.select().from(users).where(eq(users.email, 'agent@demo.ng'));
      accountsId = accounts!.id;
      agentId = agent!.id;
      tenantId = accounts!.tenantId;
      accountsToken = await signInAs(server, 'accounts@demo.ng');
    });
    beforeEach(() => {
      live = recordingLive();
      server.ctx.live = live;
    });
    afterAll(() => {
      server.ctx.live = nobodyConnected;
    });

    /** A notification for the accountant and the agent; answers its id. */
    async function shared(title: string): Promise<string> {
      await notifyUsers(
        server.db,
        tenantId,
        [accountsId, agentId],
        { kind: 'transaction_approval_request', title, message: `${title} awaits you` },
        nobodyConnected,
      );
      const [row] = await server.db.select().from(notifications).where(eq(notifications.title, title));
      return row!.id;
    }
    const patch = (url: string, payload?: unknown, token: string | null = accountsToken) =>
      server.app.inject({
        method: 'PATCH',
        url: `/api/v1${url}`,
        payload: payload as never,
        headers: token ? { authorization: `Bearer ${token}` } : {},
      });
    const receipt = async (id: string, userId: string) =>
      (
        await server.db
          .select()
          .from(notificationReceipts)
          .where(and(eq(notificationReceipts.notificationId, id), eq(notificationReceipts.userId, userId)))
      )[0]!;
    const unreadOf = async (token: string) => (await list(token)).json().meta.unread as number;

    it('PATCH /notification/{id}/read marks the reader’s receipt only and answers the unread count', async () => {
      const id = await shared('Remittance approval');
      const before = await unreadOf(accountsToken);
      const response = await patch(`/notification/${id}/read`);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        success: true,
        message: 'Notification marked as read',
        data: { notification_id: id, title: 'Remittance approval', offset: expect.any(Number), receipts: { is_read: true } },
        meta: { unread: before - 1 },
      });
      expect(await receipt(id, accountsId)).toMatchObject({ isRead: true, readAt: expect.any(Date) });
      expect((await receipt(id, agentId)).isRead).toBe(false);
      expect(live.sent).toEqual([[accountsId, 'notification:unread', { unread: before - 1 }]]);
      // Again: still read, nothing more to count down.
      expect((await patch(`/notification/${id}/read`)).json().meta.unread).toBe(before - 1);
    });

    it('PATCH /notification/{id} marks read or unread, and removes it from the reader’s list only', async () => {
      const id = await shared('Debit note approval');
      const read = await patch(`/notification/${id}`, { is_read: true });
      expect(read.json()).toMatchObject({
        success: true,
        message: 'Notification marked as read',
        data: { receipts: { is_read: true }, removed: false },
      });
      const unread = await patch(`/notification/${id}`, { is_read: false });
      expect(unread.json()).toMatchObject({ message: 'Notification marked as unread', data: { receipts: { is_read: false } } });
      expect(await receipt(id, accountsId)).toMatchObject({ isRead: false, readAt: null });

      const before = await unreadOf(accountsToken);
      const removed = await patch(`/notification/${id}`, { removed: true });
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({
        success: true,
        message: 'Notification removed',
        data: { notification_id: id, removed: true },
        meta: { unread: before - 1 },
      });
      expect((await receipt(id, accountsId)).removedAt).toBeInstanceOf(Date);
      const titles = (token: string) => list(token, '?limit=100').then((r) => r.json().data.map((n: { title: string }) => n.title));
      expect(await titles(accountsToken)).not.toContain('Debit note approval');
      expect(await titles(await signInAs(server, 'agent@demo.ng'))).toContain('Debit note approval');
      // Gone for this reader: reading or removing it again finds nothing.
      expect((await patch(`/notification/${id}/read`)).statusCode).toBe(404);
      expect((await patch(`/notification/${id}`, { removed: true })).statusCode).toBe(404);
    });

    it('refuses a body that says nothing or the wrong thing, with field errors and nothing written', async () => {
      const id = await shared('Claim approval');
      const cases: [unknown, string][] = [
        [{}, 'removed'],
        [{ removed: false }, 'removed'],
        [{ is_read: 'yes' }, 'is_read'],
        [{ removed: true, colour: 'red' }, 'colour'],
      ];
      for (const [payload, field] of cases) {
        const response = await patch(`/notification/${id}`, payload);
        expect(response.statusCode, JSON.stringify(payload)).toBe(400);
        expect(response.json()).toMatchObject({ success: false, code: 'VALIDATION_ERROR', errors: [{ field }] });
      }
      expect(await receipt(id, accountsId)).toMatchObject({ isRead: false, removedAt: null });
      expect(live.sent).toEqual([]);
    });

    it('answers 404 for unknown, malformed and other users’ notifications, changing nothing', async () => {
      const [broker] = await server.db.select().from(users).where(eq(users.email, 'broker@demo.ng'));
      await notifyUsers(
        server.db,
        tenantId,
        [broker!.id],
        { kind: 'transaction_approval_request', title: 'Broker only', message: 'Not yours' },
        nobodyConnected,
      );
      const [brokers] = await server.db.select().from(notifications).where(eq(notifications.title, 'Broker only'));
      for (const id of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid', '42', brokers!.id]) {
        for (const [url, payload] of [
          [`/notification/${id}/read`, undefined],
          [`/notification/${id}`, { removed: true }],
          [`/notification/${id}`, { is_read: true }],
        ] as const) {
          const response = await patch(url, payload);
          expect(response.statusCode, url).toBe(404);
          expect(response.json()).toMatchObject({ success: false, code: 'NOT_FOUND', message: 'Notification not found' });
        }
      }
      expect(await receipt(brokers!.id, broker!.id)).toMatchObject({ isRead: false, removedAt: null });
      expect(live.sent).toEqual([]);
    });

    it('PATCH /notification/read-all marks every unread one of the reader’s and answers how many changed', async () => {
      await shared('First of many');
      await shared('Second of many');
      const before = await unreadOf(accountsToken);
      expect(before).toBeGreaterThanOrEqual(2);
      const agentBefore = await unreadOf(await signInAs(server, 'agent@demo.ng'));
      const response = await patch('/notification/read-all');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({
        success: true,
        message: `${before} notifications marked as read`,
        data: { updated: before },
        meta: { unread: 0 },
      });
      expect(await unreadOf(accountsToken)).toBe(0);
      expect(await unreadOf(await signInAs(server, 'agent@demo.ng'))).toBe(agentBefore);
      expect(live.sent).toEqual([[accountsId, 'notification:unread', { unread: 0 }]]);
      expect((await patch('/notification/read-all')).json()).toMatchObject({
        message: '0 notifications marked as read',
        data: { updated: 0 },
      });
    });

    it('needs a session for every change', async () => {
      const id = await shared('Signed out');
      for (const [url, payload] of [
        [`/notification/${id}/read`, undefined],
        [`/notification/${id}`, { removed: true }],
        ['/notification/read-all', undefined],
      ] as const) {
        const response = await patch(url, payload, null);
        expect(response.statusCode, url).toBe(401);
        expect(response.json().code).toBe('INVALID_SESSION');
      }
      expect(await receipt(id, accountsId)).toMatchObject({ isRead: false, removedAt: null });
    });
  });
});
