import { and, eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { nobodyConnected } from '../../server/context';
import { notificationReceipts, notifications, users } from '../../server/db/schema';
import { notifyUsers } from '../../server/notifications/notify';
import { attachRealtime, type Realtime } from '../../server/realtime';
import { decodeJwtPayload } from './support/jwt';
import { createTenantWithUser } from './support/tenants';
import { oneDatabase, signInAs, startTestServer, type TestServer } from './support/test-server';
import type { AddressInfo } from 'node:net';

const EVENT = 'transaction_approval_request';

type ConnectError = Error & { data?: { code?: string; message?: string } };

describe.each(oneDatabase())('realtime on %s', (kind) => {
  let server: TestServer;
  let realtime: Realtime;
  let url: string;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    server = await startTestServer(kind);
    realtime = attachRealtime(server.app.server, server.ctx);
    server.ctx.live = realtime;
    await server.app.listen({ port: 0, host: '127.0.0.1' });
    url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  });
  afterEach(() => {
    for (const socket of sockets.splice(0)) socket.disconnect();
  });
  afterAll(async () => {
    await realtime?.close();
    await server?.close();
  });

  function open(auth: Record<string, unknown> | undefined, transports?: ('polling' | 'websocket')[]): Socket {
    const socket = io(url, { auth, reconnection: false, forceNew: true, timeout: 10_000, ...(transports ? { transports } : {}) });
    sockets.push(socket);
    return socket;
  }

  /** Resolves once the server admits the socket; rejects with the connect_error otherwise. */
  function connect(auth: Record<string, unknown> | undefined, transports?: ('polling' | 'websocket')[]): Promise<Socket> {
    const socket = open(auth, transports);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', (error) => reject(error));
    });
  }

  /** Resolves with the connect_error; fails the test if the server admits the socket. */
  function refusal(auth: Record<string, unknown> | undefined): Promise<ConnectError> {
    const socket = open(auth);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => reject(new Error('The server admitted a socket it should have refused')));
      socket.once('connect_error', (error) => resolve(error as ConnectError));
    });
  }

  function expectInvalidSession(error: ConnectError) {
    expect(error.message).toBe('INVALID_SESSION');
    expect(error.data).toEqual({ code: 'INVALID_SESSION', message: expect.any(String) });
  }

  const next = <T>(socket: Socket, event: string) => new Promise<T>((resolve) => socket.once(event, resolve));

  it('admits a socket that presents a live session token (polling, then upgrade)', async () => {
    const socket = await connect({ token: await signInAs(server, 'admin@demo.ng') });
    expect(socket.connected).toBe(true);
    expect(socket.id).toEqual(expect.any(String));
  });

  it('admits a websocket-only client too', async () => {
    const socket = await connect({ token: await signInAs(server, 'broker@demo.ng') }, ['websocket']);
    expect(socket.connected).toBe(true);
  });

  it('refuses a socket with a bad token: connect_error with data.code INVALID_SESSION', async () => {
    for (const token of ['not-a-token', 'a.b.c']) expectInvalidSession(await refusal({ token }));
  });

  it('refuses a socket without a token', async () => {
    for (const auth of [undefined, {}, { token: '' }, { token: 42 }]) {
      const error = await refusal(auth);
      expectInvalidSession(error);
      expect(error.data?.message).toBe('Please sign in to continue');
    }
  });

  it('refuses a token whose session was signed out or whose user is suspended', async () => {
    const signedOut = await signInAs(server, 'agent@demo.ng');
    const response = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { authorization: `Bearer ${signedOut}` },
    });
    expect(response.statusCode).toBe(200);
    expectInvalidSession(await refusal({ token: signedOut }));

    const email = `realtime-suspended-${kind}@second.ng`;
    await createTenantWithUser(server, { email, password: 'Right#Pass1' });
    const token = await signInAs(server, email, 'Right#Pass1');
    await connect({ token }); // admitted while active
    await server.db.update(users).set({ suspended: true }).where(eq(users.email, email));
    expectInvalidSession(await refusal({ token }));
  });

  it('refuses an expired token', async () => {
    const { exp: _exp, iat: _iat, sub: _sub, ...claims } = decodeJwtPayload(await signInAs(server, 'agent@demo.ng'));
    const expired = await server.ctx.tokens.sign(claims as never, new Date(Date.now() - 60_000));
    expectInvalidSession(await refusal({ token: expired }));
  });

  it("toUser reaches every socket of that user and no one else's", async () => {
    const adminToken = await signInAs(server, 'admin@demo.ng');
    const adminId = decodeJwtPayload(adminToken).user_id as string;
    const brokerToken = await signInAs(server, 'broker@demo.ng');
    const brokerId = decodeJwtPayload(brokerToken).user_id as string;
    const outsiderEmail = `realtime-outsider-${kind}@second.ng`;
    const { userId: outsiderId } = await createTenantWithUser(server, { email: outsiderEmail, password: 'Right#Pass1' });

    const adminPhone = await connect({ token: adminToken });
    const adminLaptop = await connect({ token: await signInAs(server, 'admin@demo.ng') }, ['websocket']);
    const broker = await connect({ token: brokerToken });
    const outsider = await connect({ token: await signInAs(server, outsiderEmail, 'Right#Pass1') });
    const strayEvents: string[] = [];
    // Each socket is told where its notifications stand once connected; that aside, nothing else may arrive.
    broker.onAny((event: string) => event !== 'notification:synced' && strayEvents.push(`broker:${event}`));
    outsider.onAny((event: string) => event !== 'notification:synced' && strayEvents.push(`outsider:${event}`));

    const payload = { transaction_id: 'TX-0042', amount: '125000.50', requested_by: { id: brokerId, name: 'Tunde Bakare' } };
    const onPhone = next<unknown>(adminPhone, EVENT);
    const onLaptop = next<unknown>(adminLaptop, EVENT);
    realtime.toUser(adminId, EVENT, payload);
    expect(await onPhone).toEqual(payload);
    expect(await onLaptop).toEqual(payload);

    // Events to one socket arrive in order: once the marker is in, the approval request would have been too.
    const brokerMarker = next<unknown>(broker, 'marker');
    const outsiderMarker = next<unknown>(outsider, 'marker');
    realtime.toUser(brokerId, 'marker', 1);
    realtime.toUser(outsiderId, 'marker', 2);
    expect(await brokerMarker).toBe(1);
    expect(await outsiderMarker).toBe(2);
    // Each saw its own marker and nothing else; the two sockets need not hear in the order they were sent.
    expect(strayEvents.sort()).toEqual(['broker:marker', 'outsider:marker']);
  });

  it('shares its port with the HTTP API', async () => {
    const health = await fetch(`${url}/api/v1/health`);
    expect(health.status).toBe(200);
    const unknown = await fetch(`${url}/api/v1/nothing-here`);
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: 'ROUTE_NOT_FOUND' });
  });
  it('disconnects the sockets of a session that signs out, and only those', async () => {
    const leaving = await signInAs(server, 'agent@demo.ng');
    const staying = await signInAs(server, 'agent@demo.ng');
    const leavingSocket = await connect({ token: leaving });
    const stayingSocket = await connect({ token: staying });
    const disconnected = new Promise<string>((resolve) => leavingSocket.once('disconnect', (reason) => resolve(reason)));
    const signOut = await server.app.inject({
      method: 'POST',
      url: '/api/v1/auth/signout',
      headers: { authorization: `Bearer ${leaving}` },
    });
    expect(signOut.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
  });
  describe('notifications', () => {
    interface Item {
      offset: number;
      title: string;
      kind: string;
      receipts: { is_read: boolean };
    }
    interface Heard {
      event: string;
      payload: Item & { unread?: number };
    }

    /** Records everything a socket hears, in order. */
    function listen(socket: Socket): Heard[] {
      const heard: Heard[] = [];
      socket.onAny((event: string, payload: Heard['payload']) => heard.push({ event, payload }));
      return heard;
    }

    /** Connects with the handshake a browser sends, already listening, and waits for the end of the replay. */
    async function catchUp(email: string, offset?: unknown, password?: string) {
      const token = await signInAs(server, email, password);
      const socket = open(offset === undefined ? { token } : { token, offset });
      const heard = listen(socket);
      const synced = next<{ offset: number; unread: number }>(socket, 'notification:synced');
      return { socket, heard, synced: await synced };
    }

    async function userOf(email: string) {
      const [user] = await server.db.select().from(users).where(eq(users.email, email));
      return user!;
    }

    /** A notification recorded for some users; `live` says whether it is pushed or "missed". */
    async function notifyAs(emails: string[], title: string, options: { kind?: string; live?: boolean } = {}) {
      const recipients = await Promise.all(emails.map(userOf));
      const push = await server.ctx.database.asTenant(recipients[0]!.tenantId, (tx) =>
        notifyUsers(
          tx,
          recipients[0]!.tenantId,
          recipients.map((u) => u.id),
          { kind: options.kind ?? 'access_changed', title, message: title },
          realtime,
        ),
      );
      if (options.live !== false) push();
      const [row] = await server.db.select().from(notifications).where(eq(notifications.title, title));
      return { offset: row!.offset, id: row!.id, push };
    }

    /** The heard notifications' titles, under one event name. */
    const titles = (heard: Heard[], event = 'notification') => heard.filter((h) => h.event === event).map((h) => h.payload.title);

    /** Waits until the socket has heard a marker sent after everything else, so nothing more is in flight. */
    async function settle(socket: Socket, userId: string) {
      const marker = next<unknown>(socket, 'marker');
      realtime.toUser(userId, 'marker', 'end');
      await marker;
    }

    it('without an offset sends nothing missed, only where the user stands; then live ones follow', async () => {
      const broker = await userOf('broker@demo.ng');
      await notifyAs(['broker@demo.ng'], 'Missed before a first connection', { live: false });
      const { socket, heard, synced } = await catchUp('broker@demo.ng');
      expect(titles(heard)).toEqual([]);
      expect(synced.offset).toBeGreaterThan(0);
      expect(synced.unread).toBeGreaterThanOrEqual(2); // the welcome and the one just missed

      const live = await notifyAs(['broker@demo.ng'], 'Live after connecting');
      await settle(socket, broker.id);
      expect(heard.filter((h) => h.event === 'notification')).toEqual([
        {
          event: 'notification',
          payload: expect.objectContaining({ title: 'Live after connecting', offset: live.offset, receipts: { is_read: false } }),
        },
      ]);
    });

    it('replays what was missed since the offset, oldest first, without removed ones, then says where the user stands', async () => {
      const broker = await userOf('broker@demo.ng');
      const first = await catchUp('broker@demo.ng');
      first.socket.disconnect();
      const seen = first.synced.offset;

      const one = await notifyAs(['broker@demo.ng'], 'Missed one', { live: false, kind: 'quote_approval_request' });
      await notifyAs(['admin@demo.ng'], 'For the admin only', { live: false });
      const removed = await notifyAs(['broker@demo.ng'], 'Missed and removed', { live: false });
      const two = await notifyAs(['broker@demo.ng'], 'Missed two', { live: false });
      await server.db
        .update(notificationReceipts)
        .set({ removedAt: new Date() })
        .where(and(eq(notificationReceipts.notificationId, removed.id), eq(notificationReceipts.userId, broker.id)));

      const again = await catchUp('broker@demo.ng', seen);
      expect(again.heard.map((h) => [h.event, h.payload.title ?? h.payload.offset])).toEqual([
        ['notification', 'Missed one'],
        ['quote_approval_request', 'Missed one'],
        ['notification', 'Missed two'],
        ['notification:synced', two.offset],
      ]);
      expect(again.heard[0]!.payload.offset).toBe(one.offset);
      expect(again.synced).toEqual({ offset: two.offset, unread: first.synced.unread + 2 });

      // The offset also works as the string a query string would carry; an offset that means nothing replays nothing.
      expect(titles((await catchUp('broker@demo.ng', String(one.offset))).heard)).toEqual(['Missed two']);
      for (const offset of ['soon', -1, 1.5, null]) expect(titles((await catchUp('broker@demo.ng', offset)).heard)).toEqual([]);
    });

    it('replays the newest hundred when more were missed', async () => {
      const { synced } = await catchUp('accounts@demo.ng');
      const accounts = await userOf('accounts@demo.ng');
      for (let n = 1; n <= 103; n += 1) {
        await notifyUsers(
          server.db,
          accounts.tenantId,
          [accounts.id],
          { kind: 'access_changed', title: `Bulk ${n}`, message: 'Bulk' },
          nobodyConnected,
        );
      }
      const { heard } = await catchUp('accounts@demo.ng', synced.offset);
      const replayed = titles(heard);
      expect(replayed).toHaveLength(100);
      expect(replayed[0]).toBe('Bulk 4');
      expect(replayed.at(-1)).toBe('Bulk 103');
    });

    it('delivers each notification once when its live push overlaps the replay', async () => {
      const agent = await userOf('agent@demo.ng');
      const { synced, socket: before } = await catchUp('agent@demo.ng');
      before.disconnect();
      const missed = await notifyAs(['agent@demo.ng'], 'Committed before connecting', { live: false });

      // Hold the replay's query (the handshake's session check is the first query, the replay the second)
      // until the live pushes have come in.
      const token = await signInAs(server, 'agent@demo.ng');
      const database = server.ctx.database;
      let release!: () => void;
      const gate = new Promise<void>((resolve) => (release = resolve));
      let replayStarted!: () => void;
      const started = new Promise<void>((resolve) => (replayStarted = resolve));
      let queries = 0;
      server.ctx.database = {
        ...database,
        asTenant: async (tenantId, work) => {
          queries += 1;
          if (queries === 2) {
            replayStarted();
            await gate;
          }
          return database.asTenant(tenantId, work);
        },
      };
      try {
        const socket = open({ token, offset: synced.offset });
        const heard = listen(socket);
        const syncedAgain = next<unknown>(socket, 'notification:synced');
        await started;
        server.ctx.database = database;
        missed.push(); // the push of a notification the replay also finds
        const during = await notifyAs(['agent@demo.ng'], 'Committed during the replay'); // committed and pushed while held
        release();
        await syncedAgain;
        const after = await notifyAs(['agent@demo.ng'], 'Live after the replay');
        await settle(socket, agent.id);
        expect(heard.filter((h) => h.event === 'notification').map((h) => h.payload.offset)).toEqual([
          missed.offset,
          during.offset,
          after.offset,
        ]);
      } finally {
        server.ctx.database = database;
        release();
      }
    });

    it('reaches only the users concerned, under the four event names of the spec', async () => {
      const broker = await userOf('broker@demo.ng');
      const outsiderEmail = `realtime-notified-${kind}@second.ng`;
      const { userId: outsiderId } = await createTenantWithUser(server, { email: outsiderEmail, password: 'Right#Pass1' });
      const concerned = await catchUp('broker@demo.ng');
      const colleague = await catchUp('admin@demo.ng');
      const { socket: outsiderSocket, heard: outsider } = await catchUp(outsiderEmail, undefined, 'Right#Pass1');

      const events = ['quote_approval_request', 'quote_approval_response', 'transaction_approval_request', 'transaction_approval_response'];
      for (const event of events) await notifyAs(['broker@demo.ng'], `A ${event}`, { kind: event });
      await settle(concerned.socket, broker.id);
      for (const event of events) expect(titles(concerned.heard, event)).toEqual([`A ${event}`]);
      expect(titles(concerned.heard)).toEqual(events.map((event) => `A ${event}`));

      await settle(colleague.socket, (await userOf('admin@demo.ng')).id);
      await settle(outsiderSocket, outsiderId);
      expect(colleague.heard.map((h) => h.event)).toEqual(['notification:synced', 'marker']);
      expect(outsider.map((h) => h.event)).toEqual(['notification:synced', 'marker']);
    });

    it('tells every socket of the user when the unread count changes', async () => {
      const broker = await userOf('broker@demo.ng');
      const phone = await catchUp('broker@demo.ng');
      const laptop = await catchUp('broker@demo.ng');
      const { id } = await notifyAs(['broker@demo.ng'], 'Read on the laptop');
      const read = await fetch(`${url}/api/v1/notification/${id}/read`, {
        method: 'PATCH',
        headers: { authorization: `Bearer ${await signInAs(server, 'broker@demo.ng')}` },
      });
      const { meta } = (await read.json()) as { meta: { unread: number } };
      await settle(phone.socket, broker.id);
      await settle(laptop.socket, broker.id);
      for (const { heard } of [phone, laptop]) {
        expect(heard.filter((h) => h.event === 'notification:unread').map((h) => h.payload)).toEqual([{ unread: meta.unread }]);
      }
    });
  });
});
