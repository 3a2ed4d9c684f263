import { readdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { storedFileBytes, storedFiles } from '../db/schema';
import { isStoredName } from './file-storage';
import type { DatabaseHandle } from '../db/client';

/**
 * Moves the files a process kept in its directory (before FILE_STORAGE=database, or on PGlite) into
 * the database, so that every process serves them. Only files with a record move, each in a
 * transaction of its own and removed from the directory once committed; answers how many moved.
 */
export async function moveFilesToDatabase(database: DatabaseHandle, directory: string): Promise<number> {
  const names = await readdir(directory).catch(() => [] as string[]);
  let moved = 0;
  for (const name of names.filter(isStoredName)) {
    const bytes = await readFile(join(directory, name));
    const held = await database.asSystem(async (tx) => {
      const [record] = await tx.select({ tenantId: storedFiles.tenantId }).from(storedFiles).where(eq(storedFiles.storedName, name));
      if (!record) return false;
      // A move cut short may have copied these bytes already.
      await tx.insert(storedFileBytes).values({ storedName: name, tenantId: record.tenantId, bytes }).onConflictDoNothing();
      return true;
    });
    if (!held) continue;
    await rm(join(directory, name), { force: true });
    moved += 1;
  }
  return moved;
}
