import { existsSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { storedFileBytes } from '../../../server/db/schema';
import { fileStorageKind } from '../../../server/files/storage';
import type { TestServer } from './test-server';

const directoryOf = (server: TestServer) => join(server.config.dataDir, 'files');
const inDatabase = (server: TestServer) => fileStorageKind(server.config, server.ctx.database.kind) === 'database';

/** The names the server's storage holds bytes for, in the database or in DATA_DIR/files (FILE_STORAGE). */
export async function storedByteNames(server: TestServer): Promise<string[]> {
  if (inDatabase(server))
    return (await server.db.select({ name: storedFileBytes.storedName }).from(storedFileBytes)).map((row) => row.name);
  return existsSync(directoryOf(server)) ? readdirSync(directoryOf(server)) : [];
}

/** Loses a file's bytes behind the app's back; its record stays. */
export async function loseBytes(server: TestServer, storedName: string): Promise<void> {
  if (inDatabase(server)) await server.db.delete(storedFileBytes).where(eq(storedFileBytes.storedName, storedName));
  else rmSync(join(directoryOf(server), storedName));
}
