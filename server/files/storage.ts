import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { databaseFileStorage } from './database-storage';
import { isStoredName, type FileStorage } from './file-storage';
import type { Config, FileStorageKind } from '../config';
import type { DatabaseHandle, DatabaseKind } from '../db/client';

export type { FileStorage } from './file-storage';

function safePath(directory: string, name: string): string | null {
  if (!isStoredName(name) || basename(name) !== name) return null;
  return join(directory, name);
}

/** Files in one directory on this machine (./data/files by default). */
export function localFileStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true }));
  return {
    async put(name, bytes) {
      const path = safePath(directory, name);
      if (!path) throw new Error(`Not a stored file name: ${name}`);
      await ensureDirectory();
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    },
    async get(name) {
      const path = safePath(directory, name);
      if (!path) return null;
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove(name) {
      const path = safePath(directory, name);
      if (path) await rm(path, { force: true });
    },
  };
}

/** FILE_STORAGE, or by the database: PostgreSQL (which several processes may share) keeps the bytes itself. */
export function fileStorageKind(config: Pick<Config, 'fileStorage'>, database: DatabaseKind): FileStorageKind {
  return config.fileStorage ?? (database === 'postgres' ? 'database' : 'directory');
}

const made = new WeakMap<Config, WeakMap<DatabaseHandle, FileStorage>>();

/**
 * The app's storage: the one the context was given, else the one its configuration chooses. The
 * directory `${dataDir}/files` is made on first use; under database storage, files it already
 * holds are still read from there.
 */
export function storageOf(ctx: { config: Config; database: DatabaseHandle; files?: FileStorage }): FileStorage {
  if (ctx.files) return ctx.files;
  const byDatabase = made.get(ctx.config) ?? new WeakMap<DatabaseHandle, FileStorage>();
  made.set(ctx.config, byDatabase);
  let storage = byDatabase.get(ctx.database);
  if (!storage) {
    const directory = localFileStorage(join(ctx.config.dataDir, 'files'));
    storage = fileStorageKind(ctx.config, ctx.database.kind) === 'database' ? databaseFileStorage(ctx.database, directory) : directory;
    byDatabase.set(ctx.database, storage);
  }
  return storage;
}
