import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';
import { isAdmin } from '../../domain/auth';
import { selectClaims } from '../../machines/session/session.selectors';
import { fetchUserPermissions } from '../api/users';
import { GRANTS_CHANGED_EVENT } from './notifications/notifications-provider';
import { useServices, useSession } from './session/session-context';
import type { PermissionName } from '../../domain/permissions';
import type { ApiClient } from '../api/client';

export interface Grants {
  admin: boolean;
  /** The permission names the user holds, whatever their source. */
  permissions: ReadonlySet<string>;
  /** True until the first answer of this session. */
  loading: boolean;
  has(name: PermissionName): boolean;
  /** Reads them again, e.g. after the user changed their own access. */
  refresh(): void;
}

interface Loaded {
  admin: boolean;
  permissions: ReadonlySet<string>;
  loaded: boolean;
}

const NOTHING: Loaded = { admin: false, permissions: new Set(), loaded: false };

/**
 * The signed-in user's own effective permissions, one copy per API client and session, shared by
 * every component that asks. Loaded once per session, and again when the window regains focus or
 * a live notification says the user's access changed.
 */
class GrantsStore {
  private key: string | null = null;
  private state: Loaded = NOTHING;
  private inFlight: Promise<void> | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly api: ApiClient) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  snapshot(key: string | null): Loaded {
    return key !== null && key === this.key ? this.state : NOTHING;
  }

  load(key: string, userId: string, again = false): void {
    if (key !== this.key) {
      this.key = key;
      this.state = NOTHING;
      this.inFlight = null;
    } else if (this.inFlight || (this.state.loaded && !again)) return;
    const request = fetchUserPermissions(this.api, userId)
      .then(
        ({ admin, permissions }) => ({ admin, permissions: new Set(permissions.map((entry) => entry.value)), loaded: true }),
        // Without an answer the user keeps what they had; the server checks every call anyway.
        () => (this.state.loaded ? this.state : { ...NOTHING, loaded: true }),
      )
      .then((next) => {
        if (this.key !== key || this.inFlight !== request) return;
        this.inFlight = null;
        this.state = next;
        for (const listener of this.listeners) listener();
      });
    this.inFlight = request;
  }
}

const stores = new WeakMap<ApiClient, GrantsStore>();
const storeFor = (api: ApiClient) => {
  let store = stores.get(api);
  if (!store) stores.set(api, (store = new GrantsStore(api)));
  return store;
};

export function useGrants(): Grants {
  const { api } = useServices();
  const claims = useSession(selectClaims);
  const store = storeFor(api);
  const userId = claims?.user_id ?? null;
  const key = claims ? `${claims.user_id}:${claims.sid ?? claims.exp}` : null;
  const state = useSyncExternalStore(store.subscribe, () => store.snapshot(key));

  useEffect(() => {
    if (!key || !userId) return;
    store.load(key, userId);
    const again = () => store.load(key, userId, true);
    window.addEventListener('focus', again);
    // A live 'access_changed' notification says someone changed this user's roles, groups or grants.
    window.addEventListener(GRANTS_CHANGED_EVENT, again);
    return () => {
      window.removeEventListener('focus', again);
      window.removeEventListener(GRANTS_CHANGED_EVENT, again);
    };
  }, [store, key, userId]);

  const refresh = useCallback(() => {
    if (key && userId) store.load(key, userId, true);
  }, [store, key, userId]);
  const admin = (claims ? isAdmin(claims) : false) || state.admin;
  return useMemo(
    () => ({
      admin,
      permissions: state.permissions,
      loading: key !== null && !state.loaded && !admin,
      has: (name: PermissionName) => admin || state.permissions.has(name),
      refresh,
    }),
    [admin, state, key, refresh],
  );
}
