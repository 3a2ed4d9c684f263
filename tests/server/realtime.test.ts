import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../server/db/schema';
import { attachRealtime, type Realtime } from '../../server/realtime';
import { decodeJwtPayload } from './support/jwt';
import { createTenantWithUser } from './support/tenants';
import { databaseKinds, signInAs, startTestServer, type TestServer } from './support/test-server';

const EVENT = 'transaction_approval_request';

type ConnectError = Error & { data?: { code?: string; message?: string } };

describe.each(databaseKinds())('realtime on %s', (kind) => {
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
    const response = await server.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { authorization: `Bearer ${signedOut}` } });
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
    broker.onAny((event: string) => strayEvents.push(`broker:${event}`));
    outsider.onAny((event: string) => strayEvents.push(`outsider:${event}`));

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
    const signOut = await server.app.inject({ method: 'POST', url: '/api/v1/auth/signout', headers: { authorization: `Bearer ${leaving}` } });
    expect(signOut.statusCode).toBe(200);
    expect(await disconnected).toBe('io server disconnect');
    expect(stayingSocket.connected).toBe(true);
  });
});
