import { createReadStream } from 'node:fs';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import { databaseFileStorage } from './database-storage';
import { isStoredName, type FileStorage } from './file-storage';
import { s3FileStorage } from './s3-storage';
import type { Config, FileStorageKind } from '../config';
import type { DatabaseHandle, DatabaseKind } from '../db/client';

export type { FileStorage, StoredFileRef } from './file-storage';

function safePath(directory: string, name: string): string | null {
  if (!isStoredName(name) || basename(name) !== name) return null;
  return join(directory, name);
}

/** Files in one directory on this machine (./data/files by default). */
export function localFileStorage(directory: string): FileStorage {
  let ready: Promise<unknown> | null = null;
  const ensureDirectory = () => (ready ??= mkdir(directory, { recursive: true }));
  return {
    // One directory for every brokerage: the names are unique, and files kept before are found where they are.
    async put({ name }, bytes) {
      const path = safePath(directory, name);
      if (!path) throw new Error(`Not a stored file name: ${name}`);
      await ensureDirectory();
      // Written aside and renamed, so a reader never sees half a file.
      const partial = `${path}.partial`;
      await writeFile(partial, bytes, { flag: 'wx' });
      await rename(partial, path);
    },
    async get({ name }) {
      const path = safePath(directory, name);
      if (!path) return null;
      try {
        if (!(await stat(path)).isFile()) return null;
      } catch {
        return null;
      }
      return createReadStream(path);
    },
    async remove({ name }) {
      const path = safePath(directory, name);
      if (path) await rm(path, { force: true });
    },
  };
}

/** FILE_STORAGE (s3 when S3_URL is set), or by the database: PostgreSQL (which several processes may share) keeps the bytes itself. */
export function fileStorageKind(config: Pick<Config, 'fileStorage'>, database: DatabaseKind): FileStorageKind {
  return config.fileStorage ?? (database === 'postgres' ? 'database' : 'directory');
}

function chosenStorage(config: Config, database: DatabaseHandle): FileStorage {
  const directory = localFileStorage(join(config.dataDir, 'files'));
  const kind = fileStorageKind(config, database.kind);
  if (kind === 'directory') return directory;
  const inDatabase = databaseFileStorage(database, directory);
  if (kind === 'database') return inDatabase;
  if (!config.s3) throw new Error('FILE_STORAGE=s3 needs S3_URL');
  // Files kept before S3 was chosen are read where they are: the database's table, else the directory.
  return s3FileStorage(config.s3, config.s3TimeoutMs, inDatabase);
}

const made = new WeakMap<Config, WeakMap<DatabaseHandle, FileStorage>>();

/**
 * The app's storage: the one the context was given, else the one its configuration chooses. The
 * directory `${dataDir}/files` is made on first use; under database storage, files it already
 * holds are still read from there, and under S3 storage, files the database or that directory held
 * before.
 */
export function storageOf(ctx: { config: Config; database: DatabaseHandle; files?: FileStorage }): FileStorage {
  if (ctx.files) return ctx.files;
  const byDatabase = made.get(ctx.config) ?? new WeakMap<DatabaseHandle, FileStorage>();
  made.set(ctx.config, byDatabase);
  let storage = byDatabase.get(ctx.database);
  if (!storage) {
    storage = chosenStorage(ctx.config, ctx.database);
    byDatabase.set(ctx.database, storage);
  }
  return storage;
}
