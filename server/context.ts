import type { TokenService } from './auth/tokens';
import type { Config } from './config';
import type { DatabaseHandle } from './db/client';
import type { FileStorage } from './files/storage';
import type { Mailer } from './mail/mailer';

/** Pushes to connected browsers. */
export interface LiveChannel {
  toUser(userId: string, event: string, payload: unknown): void;
  /** To every signed-in screen of one brokerage (what any of its users may see moved: a signing request's status). */
  toTenant?(tenantId: string, event: string, payload: unknown): void;
  /** Disconnects the sockets of a session that was signed out or revoked. */
  endSession(sessionId: string): void;
}

/** Until socket.io is attached (and in HTTP-only tests) nobody is connected to tell. */
export const nobodyConnected: LiveChannel = { toUser: () => {}, endSession: () => {} };

/** What the routes and services share: the settings, the database, the token signer and the live channel. */
export interface AppContext {
  config: Config;
  database: DatabaseHandle;
  tokens: TokenService;
  live: LiveChannel;
  mailer: Mailer;
  /** Where uploads go; without one, the database or `${dataDir}/files` by FILE_STORAGE (see storageOf in server/files/storage.ts). */
  files?: FileStorage;
}
