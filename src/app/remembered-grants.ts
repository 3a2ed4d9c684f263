import { array, boolean, string, type } from 'superstruct';
import { STORAGE_KEYS, type KeyValueStore } from './session/session-storage';
import type { SessionClaims } from '../../domain/auth';
import type { ViewerGrants } from '../../domain/navigation';

/** Whose permissions: a user of a brokerage, as the session token names them. */
export type GrantsOwner = Pick<SessionClaims, 'user_id' | 'tenant'>;

const Remembered = type({ user_id: string(), tenant_id: string(), admin: boolean(), permissions: array(string()) });

/**
 * The permissions last read for this user of this brokerage, or null. Only a display hint for the
 * next visit (the sidebar's first guess): the server checks every call.
 */
export function recallGrants(store: KeyValueStore, owner: GrantsOwner): ViewerGrants | null {
  let remembered: unknown;
  try {
    remembered = JSON.parse(store.getItem(STORAGE_KEYS.rememberedGrants) ?? 'null');
  } catch {
    return null;
  }
  if (!Remembered.is(remembered) || remembered.user_id !== owner.user_id || remembered.tenant_id !== owner.tenant.id) return null;
  return { admin: remembered.admin, permissions: new Set(remembered.permissions) };
}

/** Keeps the names of what the server answered (and whether it said admin), for this user alone. */
export function rememberGrants(store: KeyValueStore, owner: GrantsOwner, grants: ViewerGrants): void {
  const remembered = { user_id: owner.user_id, tenant_id: owner.tenant.id, admin: grants.admin, permissions: [...grants.permissions] };
  store.setItem(STORAGE_KEYS.rememberedGrants, JSON.stringify(remembered));
}

export function forgetGrants(store: KeyValueStore): void {
  store.removeItem(STORAGE_KEYS.rememberedGrants);
}
