import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { AppContext, LiveChannel } from './context';
import { resolveSession } from './services/sessions';

export interface Realtime extends LiveChannel {
  close(): Promise<void>;
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
  io.on('connection', (socket) => {
    const { userId, tenantId, sessionId } = socket.data.session as { userId: string; tenantId: string; sessionId: string };
    void socket.join([`user:${userId}`, `tenant:${tenantId}`, `session:${sessionId}`]);
  });
  return {
    toUser: (userId, event, payload) => {
      io.to(`user:${userId}`).emit(event, payload);
    },
    endSession: (sessionId) => {
      io.in(`session:${sessionId}`).disconnectSockets(true);
    },
    close: () => new Promise((resolve) => void io.close(() => resolve())),
  };
}
