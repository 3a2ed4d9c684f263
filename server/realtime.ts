import { Server, type Socket } from 'socket.io';
import { LIVE_EVENTS, REPLAY_LIMIT } from '../domain/notifications';
import { resolveSession } from './identity/sessions';
import { catchUp, notificationEvents } from './notifications/notify';
import type { SessionUser } from './auth/session-user';
import type { AppContext, LiveChannel } from './context';
import type { Server as HttpServer } from 'node:http';

export interface Realtime extends LiveChannel {
  close(): Promise<void>;
}

/**
 * What one socket has been sent. While its replay runs, live events wait in `held`; afterwards a
 * live event already replayed is dropped, so a notification reaches a socket once.
 */
interface Delivery {
  replaying: boolean;
  held: [event: string, payload: unknown][];
  replayed: Set<string>;
}

const deliveryKey = (event: string, payload: unknown): string | null => {
  const offset = (payload as { offset?: unknown } | null)?.offset;
  return typeof payload === 'object' && typeof offset === 'number' ? `${event}#${offset}` : null;
};

/** The last-seen offset from the handshake; anything else (absent, negative, not a number) means "from now on". */
export function handshakeOffset(value: unknown): number | null {
  const offset = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof offset === 'number' && Number.isSafeInteger(offset) && offset >= 0 ? offset : null;
}

/** socket.io on the API's own port and origin, admitting only live sessions. */
export function attachRealtime(httpServer: HttpServer, ctx: AppContext): Realtime {
  const io = new Server(httpServer, { serveClient: false, cors: { origin: false } });
  io.use(async (socket, next) => {
    const token: unknown = socket.handshake.auth?.token;
    try {
      if (typeof token !== 'string' || !token) throw new Error('Please sign in to continue');
      const session = await resolveSession(ctx, token);
      socket.data.session = session;
      next();
    } catch (error) {
      const failure = new Error('INVALID_SESSION') as Error & { data?: unknown };
      failure.data = { code: 'INVALID_SESSION', message: (error as Error).message };
      next(failure);
    }
  });

  function deliver(socket: Socket, event: string, payload: unknown) {
    const delivery = socket.data.delivery as Delivery;
    if (delivery.replaying) return void delivery.held.push([event, payload]);
    const key = deliveryKey(event, payload);
    if (key !== null && delivery.replayed.has(key)) return;
    socket.emit(event, payload);
  }

  /** Sends the socket what it missed since its offset, then lets the live events through. */
  async function replay(socket: Socket, session: SessionUser, afterOffset: number | null) {
    const delivery = socket.data.delivery as Delivery;
    try {
      const standing = await ctx.database.asTenant(session.tenantId, (tx) => catchUp(tx, session, afterOffset, REPLAY_LIMIT));
      for (const item of standing.items) {
        for (const [event, payload] of notificationEvents(item)) {
          delivery.replayed.add(deliveryKey(event, payload)!);
          socket.emit(event, payload);
        }
      }
      socket.emit(LIVE_EVENTS.synced, { offset: standing.latestOffset, unread: standing.unread });
    } catch {
      // The live events still flow; the client's next reconnection replays again.
    }
    delivery.replaying = false;
    for (const [event, payload] of delivery.held.splice(0)) deliver(socket, event, payload);
  }

  io.on('connection', (socket) => {
    const session = socket.data.session as SessionUser;
    socket.data.delivery = { replaying: true, held: [], replayed: new Set() } satisfies Delivery;
    // Join first, query second: whatever commits meanwhile is either in the replay or held, never lost.
    void socket.join([`user:${session.userId}`, `tenant:${session.tenantId}`, `session:${session.sessionId}`]);
    void replay(socket, session, handshakeOffset(socket.handshake.auth?.offset));
  });

  return {
    // Through each local socket (not a room broadcast) so every socket's delivery record is honoured.
    // A multi-process deployment relays this to the other processes through its adapter.
    toUser: (userId, event, payload) => {
      for (const id of io.sockets.adapter.rooms.get(`user:${userId}`) ?? []) {
        const socket = io.sockets.sockets.get(id);
        if (socket) deliver(socket, event, payload);
      }
    },
    endSession: (sessionId) => {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}
