import { fromPromise } from 'xstate';
import { readSessionClaims } from '../../../domain/auth';
import { safeReturnAddress } from '../../../domain/return-address';
import type { StoredSession, SignInInput } from '../../../machines/session/session.types';
import { signIn, signOut } from '../../api/auth';
import type { ApiClient } from '../../api/client';
import { fetchSubscriptionUsers } from '../../api/subscription';
import { STORAGE_KEYS, type KeyValueStore } from './session-storage';

/** The session machine's side effects, bound to the real API and browser storage. */
export function createSessionImplementations(api: ApiClient, store: KeyValueStore) {
  return {
    actors: {
      restoreSession: fromPromise<StoredSession>(async () => ({
        token: store.getItem(STORAGE_KEYS.sessionToken),
        returnTo: safeReturnAddress(store.getItem(STORAGE_KEYS.redirectUrl)),
      })),
      signIn: fromPromise<string, SignInInput>(({ input, signal }) => signIn(api, input, signal)),
      checkSubscription: fromPromise<number, { token: string }>(({ signal }) => fetchSubscriptionUsers(api, signal)),
      signOut: fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
        if (input.token) await signOut(api, signal);
      }),
    },
    actions: {
      storeToken: (_: unknown, params: { token: string }) => {
        store.setItem(STORAGE_KEYS.sessionToken, params.token);
        if (readSessionClaims(params.token)?.pendingPasswordChange) store.setItem(STORAGE_KEYS.passwordChangePending, 'true');
        else store.removeItem(STORAGE_KEYS.passwordChangePending);
      },
      forgetToken: () => {
        store.removeItem(STORAGE_KEYS.sessionToken);
        store.removeItem(STORAGE_KEYS.passwordChangePending);
      },
      storeReturnTo: (_: unknown, params: { returnTo: string | null }) => {
        if (params.returnTo) store.setItem(STORAGE_KEYS.redirectUrl, params.returnTo);
        else store.removeItem(STORAGE_KEYS.redirectUrl);
      },
    },
  };
}
