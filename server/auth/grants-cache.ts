import type { PermissionName } from '../../domain/permissions';
import type { DatabaseHandle } from '../db/client';

/** What a user may do: admin (everything), or the union of their direct, role and group permissions. */
export interface Grants {
  admin: boolean;
  permissions: ReadonlySet<PermissionName>;
}

/**
 * Users' grants as last read, each under the brokerage's access version it was read at. A grant,
 * role or group change moves the version (triggers on the grant tables), so an entry whose
 * version differs from the one the request read is never used: a revoked permission is refused on
 * the very next call, in this process or any other on the same database.
 */
export interface GrantsCache {
  get(userId: string, accessVersion: number): Grants | undefined;
  set(userId: string, accessVersion: number, grants: Grants): void;
}

const MOST_USERS = 10_000;

function boundedCache(limit: number): GrantsCache {
  const entries = new Map<string, { accessVersion: number; grants: Grants }>();
  return {
    get(userId, accessVersion) {
      const entry = entries.get(userId);
      return entry?.accessVersion === accessVersion ? entry.grants : undefined;
    },
    set(userId, accessVersion, grants) {
      entries.delete(userId);
      // A Map iterates in insertion order: the first key is the one set longest ago.
      if (entries.size >= limit) entries.delete(entries.keys().next().value!);
      entries.set(userId, { accessVersion, grants });
    },
  };
}

// One cache per database: test databases cloned from one template share user ids and versions.
const caches = new WeakMap<DatabaseHandle, GrantsCache>();

export function grantsCacheOf(database: DatabaseHandle, limit = MOST_USERS): GrantsCache {
  let cache = caches.get(database);
  if (!cache) caches.set(database, (cache = boundedCache(limit)));
  return cache;
}
