import { Readable } from 'node:stream';
import { eq, sql } from 'drizzle-orm';
import { storedFileBytes } from '../db/schema';
import { isStoredName, type FileStorage } from './file-storage';
import type { DatabaseHandle, Transaction } from '../db/client';

async function bytesOf(tx: Transaction, name: string): Promise<Buffer | null> {
  const [row] = await tx.select({ bytes: storedFileBytes.bytes }).from(storedFileBytes).where(eq(storedFileBytes.storedName, name));
  return row?.bytes ?? null;
}

/**
 * Files kept in the database (stored_file_bytes), so every process on one PostgreSQL reads what any
 * of them stored. The bytes are written in the brokerage's transaction that records the file, belong
 * to that brokerage (row-level security) and go when its record goes. A name not found there is
 * read from `earlier`, the directory files were kept in before (and removed from it when asked).
 */
export function databaseFileStorage(database: DatabaseHandle, earlier: FileStorage): FileStorage {
  return {
    async put({ name }, bytes, tx) {
      if (!isStoredName(name)) throw new Error(`Not a stored file name: ${name}`);
      if (!tx) throw new Error('Bytes kept in the database are written in the transaction that records their file');
      await tx.insert(storedFileBytes).values({
        storedName: name,
        // The transaction's own brokerage: the policy refuses any other.
        tenantId: sql`nullif(current_setting('app.tenant_id', true), '')::uuid`,
        bytes: Buffer.isBuffer(bytes) ? bytes : Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength),
      });
    },
    async get(file, tx) {
      if (!isStoredName(file.name)) return null;
      const bytes = tx ? await bytesOf(tx, file.name) : await database.asSystem((system) => bytesOf(system, file.name));
      return bytes ? Readable.from([bytes], { objectMode: false }) : earlier.get(file);
    },
    // Bytes in the database live and die with their record: a rollback takes both, and deleting the
    // record deletes them (the foreign key cascades). Only a file from the directory is left to remove.
    remove: (file) => earlier.remove(file),
  };
}
