import { createAdapter } from '@socket.io/postgres-adapter';
import pg from 'pg';
import { Server, type DefaultEventsMap, type Socket as AnySocket } from 'socket.io';
import { LIVE_EVENTS, REPLAY_LIMIT } from '../domain/notifications';
import { resolveSession } from './identity/sessions';
import { catchUp, notificationEvents } from './notifications/notify';
import type { SessionUser } from './auth/session-user';
import type { AppContext, LiveChannel } from './context';
import type { Server as HttpServer } from 'node:http';

export interface Realtime extends LiveChannel {
  close(): Promise<void>;
}

/** What the processes on one database tell each other: a live event for a user, wherever the user's sockets are. */
interface BetweenProcesses {
  [TO_USER]: (userId: string, event: string, payload: unknown) => void;
}
const TO_USER = 'live:to-user';
type Socket = AnySocket<DefaultEventsMap, DefaultEventsMap, BetweenProcesses>;

/**
 * On PostgreSQL, several processes may serve one database: socket.io's PostgreSQL adapter joins them
 * (LISTEN/NOTIFY on a connection of its own, larger messages through socket_io_attachments, made by
 * the migrations). On PGlite there is only ever one process, and socket.io's in-memory adapter.
 */
function processesAdapter(databaseUrl: string | null) {
  if (!databaseUrl) return null;
  // One connection listens, the others publish and sweep the attachments.
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 3 });
  let closing = false;
  pool.on('error', (error) => {
    if (!closing) console.error(`PostgreSQL connection of socket.io lost: ${error.message}`);
  });
  return {
    adapter: createAdapter(pool, { errorHandler: (error) => console.error(`socket.io between processes: ${error.message}`) }),
    close: () => {
      closing = true;
      return pool.end();
    },
  };
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
  const processes = processesAdapter(ctx.config.databaseUrl);
  const io = new Server<DefaultEventsMap, DefaultEventsMap, BetweenProcesses>(httpServer, {
    serveClient: false,
    cors: { origin: false },
    ...(processes ? { adapter: processes.adapter } : {}),
  });
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

  // Through each socket of this process in the user's room (not a room broadcast), so that every
  // socket's delivery record is honoured.
  function toUserHere(userId: string, event: string, payload: unknown) {
    for (const id of io.sockets.adapter.rooms.get(`user:${userId}`) ?? []) {
      const socket = io.sockets.sockets.get(id);
      if (socket) deliver(socket, event, payload);
    }
  }
  io.on(TO_USER, toUserHere);

  return {
    toUser: (userId, event, payload) => {
      toUserHere(userId, event, payload);
      // The other processes deliver to their own sockets in the room (a server-side emit never comes back to its sender).
      if (processes) io.serverSideEmit(TO_USER, userId, event, payload);
    },
    // A room broadcast: the adapter carries it to the brokerage's sockets in every process.
    toTenant: (tenantId, event, payload) => {
      io.to(`tenant:${tenantId}`).emit(event, payload);
    },
    // The adapter asks every process to disconnect the session's sockets it holds.
    endSession: (sessionId) => {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    close: async () => {
      await new Promise<void>((resolve) => void io.close(() => resolve()));
      await processes?.close();
    },
  };
}
