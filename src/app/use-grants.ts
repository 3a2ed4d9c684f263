import { startTransition, useCallback, useEffect, useMemo, useState } from 'react';
import { isAdmin, type SessionClaims } from '../../domain/auth';
import { grantsFromClaims, type ViewerGrants } from '../../domain/navigation';
import { selectClaims } from '../../machines/session/session.selectors';
import { fetchUserPermissions } from '../api/users';
import { GRANTS_CHANGED_EVENT } from './notifications/notifications-provider';
import { recallGrants, rememberGrants, type GrantsOwner } from './remembered-grants';
import { useServices, useSession } from './session/session-context';
import type { PermissionName } from '../../domain/permissions';
import type { ApiClient } from '../api/client';
import type { KeyValueStore } from './session/session-storage';

export interface Grants {
  admin: boolean;
  /** The permission names the user holds, whatever their source. */
  permissions: ReadonlySet<string>;
  /** True until the first answer of this session, or the first failure to get one. */
  loading: boolean;
  /** What the user most likely holds, at once: as read, or before the first answer the best guess (for the sidebar). */
  likely: ViewerGrants;
  has(name: PermissionName): boolean;
  /** Reads them again, e.g. after the user changed their own access. */
  refresh(): void;
}

/** Why an action waits: what it offers depends on permissions not read yet. */
export const WAITING_FOR_PERMISSIONS = 'Loading your permissions…';

/** After a failed read the permissions are read again after 2 s, then 4 s, 8 s, … and every 30 s at most. */
export const FIRST_RETRY_MS = 2_000;
const LONGEST_RETRY_MS = 30_000;

interface Read {
  /** The server's last answer; null until the first one. */
  held: ViewerGrants | null;
  /** The last read failed: the user keeps what they had, or the best guess, until a retry answers. */
  failed: boolean;
}

const UNREAD: Read = { held: null, failed: false };
const NONE: ViewerGrants = { admin: false, permissions: new Set() };

/**
 * The signed-in user's own effective permissions, one copy per API client and session, shared by
 * every component that asks. Read once per session, and again when the window regains focus or a
 * live notification says the user's access changed; a failed read is retried with back-off for as
 * long as anyone watches. Each answer is remembered as the next visit's first guess.
 */
class GrantsStore {
  private key: string | null = null;
  private owner: GrantsOwner | null = null;
  private state: Read = UNREAD;
  private inFlight: Promise<void> | null = null;
  private failures = 0;
  private retry: ReturnType<typeof setTimeout> | null = null;
  private watchers = 0;
  private readonly listeners = new Set<() => void>();
  private readonly guesses = new WeakMap<SessionClaims, ViewerGrants>();

  constructor(
    private readonly api: ApiClient,
    private readonly storage: KeyValueStore,
  ) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  /**
   * Before the first answer, the permissions remembered from this user's last visit, else what the
   * token's roles start with: worked out once per session token, not by every component that asks.
   */
  guess(claims: SessionClaims): ViewerGrants {
    let guessed = this.guesses.get(claims);
    if (!guessed) this.guesses.set(claims, (guessed = recallGrants(this.storage, claims) ?? grantsFromClaims(claims)));
    return guessed;
  }

  snapshot(key: string | null): Read {
    return key !== null && key === this.key ? this.state : UNREAD;
  }

  /** Keeps this session's permissions read while the returned function is not called. */
  watch(key: string, owner: GrantsOwner): () => void {
    if (key !== this.key) {
      this.stopRetrying();
      this.key = key;
      this.owner = owner;
      this.state = UNREAD;
      this.inFlight = null;
      this.failures = 0;
    }
    if (this.watchers++ === 0) {
      window.addEventListener('focus', this.readAgain);
      // A live 'access_changed' notification says someone changed this user's roles, groups or grants.
      window.addEventListener(GRANTS_CHANGED_EVENT, this.readAgain);
    }
    // The first read, or a retry dropped while nobody watched.
    if (!this.inFlight && !this.retry && (!this.state.held || this.state.failed)) this.read();
    return () => {
      if (--this.watchers > 0) return;
      window.removeEventListener('focus', this.readAgain);
      window.removeEventListener(GRANTS_CHANGED_EVENT, this.readAgain);
      this.stopRetrying();
    };
  }

  readAgain = () => {
    if (this.key !== null) this.read();
  };

  private read(): void {
    if (this.inFlight || !this.owner) return;
    this.stopRetrying();
    const { key, owner } = this;
    const request = fetchUserPermissions(this.api, owner.user_id)
      .then(
        ({ admin, permissions }): Read => ({ held: { admin, permissions: new Set(permissions.map((p) => p.value)) }, failed: false }),
        (): Read => ({ held: this.state.held, failed: true }),
      )
      .then((next) => {
        if (this.key !== key || this.inFlight !== request) return;
        this.inFlight = null;
        this.state = next;
        if (next.failed) this.retryLater();
        else {
          this.failures = 0;
          rememberGrants(this.storage, owner, next.held!);
        }
        for (const listener of this.listeners) listener();
      });
    this.inFlight = request;
  }

  private retryLater(): void {
    this.failures += 1;
    if (this.watchers === 0) return;
    const wait = Math.min(FIRST_RETRY_MS * 2 ** (this.failures - 1), LONGEST_RETRY_MS);
    this.retry = setTimeout(() => {
      this.retry = null;
      this.read();
    }, wait);
  }

  private stopRetrying(): void {
    if (this.retry) clearTimeout(this.retry);
    this.retry = null;
  }
}

const stores = new WeakMap<ApiClient, GrantsStore>();
const storeFor = (api: ApiClient, storage: KeyValueStore) => {
  let store = stores.get(api);
  if (!store) stores.set(api, (store = new GrantsStore(api, storage)));
  return store;
};

/**
 * What the store holds for this session. A new answer redraws its readers as a transition, in slices
 * between which the page answers input: on a list every row's menu reads it.
 */
function useRead(store: GrantsStore, key: string | null): Read {
  const [seen, setSeen] = useState(() => ({ key, read: store.snapshot(key) }));
  useEffect(() => {
    const update = () => {
      const read = store.snapshot(key);
      setSeen((shown) => (shown.key === key && shown.read === read ? shown : { key, read }));
    };
    update();
    return store.subscribe(() => startTransition(update));
  }, [store, key]);
  return seen.key === key ? seen.read : store.snapshot(key);
}

export function useGrants(): Grants {
  const { api, store: storage } = useServices();
  const claims = useSession(selectClaims);
  const store = storeFor(api, storage);
  const key = claims ? `${claims.user_id}:${claims.sid ?? claims.exp}` : null;
  const read = useRead(store, key);
  const guess = claims ? store.guess(claims) : NONE;

  useEffect(() => (key && claims ? store.watch(key, claims) : undefined), [store, key, claims]);

  const refresh = useCallback(() => {
    if (key) store.readAgain();
  }, [store, key]);
  const byToken = claims ? isAdmin(claims) : false;
  // Without any answer yet, a failed read leaves the user with the best guess; the server checks every call anyway.
  const settled = read.held ?? (read.failed ? guess : null);
  const likely = read.held ?? guess;
  return useMemo(() => {
    const admin = byToken || (settled?.admin ?? false);
    const permissions = settled?.permissions ?? NONE.permissions;
    return {
      admin,
      permissions,
      loading: key !== null && !settled && !admin,
      likely,
      has: (name: PermissionName) => admin || permissions.has(name),
      refresh,
    };
  }, [byToken, settled, likely, key, refresh]);
}
