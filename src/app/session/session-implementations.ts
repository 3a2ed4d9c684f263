import { fromPromise, raise } from 'xstate';
import { readSessionClaims } from '../../../domain/auth';
import { returnAddressAfterExpiry, safeReturnAddress } from '../../../domain/return-address';
import { signIn, signOut } from '../../api/auth';
import { fetchSubscriptionUsers } from '../../api/subscription-status';
import { quietLink, type NotificationsLink } from '../notifications/notifications-link';
import { liveNotificationsMachine } from '../notifications/notifications-provider';
import { forgetGrants } from '../remembered-grants';
import { STORAGE_KEYS, type KeyValueStore } from './session-storage';
import type {
  PasswordChange,
  Registration,
  RegistrationReceipt,
  ResendInput,
  SessionContext,
  SessionEvent,
  StoredSession,
  SignInInput,
  SocialCodeInput,
  VerificationResult,
} from '../../../machines/session/session.types';
import type { ApiClient } from '../../api/client';

/** Where the user was when the session ended, to come back to after signing in again. */
export function currentReturnAddress(): string | null {
  return returnAddressAfterExpiry(window.location.pathname, window.location.search);
}

// Registration, verification, social sign-in and password changes load their API calls (and the
// structs that check the answers) when first used, so the sign-in page does not carry them.
const registrationCalls = () => import('../../api/registration');

/**
 * The session machine's side effects, bound to the real API and browser storage. Without a link
 * (tests, stories) the live notifications have no socket and the bell counts over HTTP only.
 */
export function createSessionImplementations(api: ApiClient, store: KeyValueStore, link: NotificationsLink = quietLink()) {
  return {
    actors: {
      restoreSession: fromPromise<StoredSession>(async () => ({
        token: store.getItem(STORAGE_KEYS.sessionToken),
        returnTo: safeReturnAddress(store.getItem(STORAGE_KEYS.redirectUrl)),
        registrationToken: store.getItem(STORAGE_KEYS.registrationToken),
        brokerToken: store.getItem(STORAGE_KEYS.brokerToken),
      })),
      signIn: fromPromise<string, SignInInput>(({ input, signal }) => signIn(api, input, signal)),
      exchangeSocialCode: fromPromise<string, SocialCodeInput>(async ({ input, signal }) => {
        const { exchangeSignInCode } = await import('../../api/social');
        return exchangeSignInCode(api, input, signal);
      }),
      register: fromPromise<RegistrationReceipt, Registration>(async ({ input, signal }) => {
        const { registerAgent, registerBroker } = await registrationCalls();
        const answer =
          input.kind === 'agent' ? await registerAgent(api, input.details, signal) : await registerBroker(api, input.details, signal);
        return {
          registrationToken: answer.registerToken,
          email: input.details.email.trim(),
          verified: answer.verified,
          brokerToken: answer.brokerToken,
        };
      }),
      resendVerification: fromPromise<string, ResendInput>(async ({ input, signal }) => {
        const { resendVerificationMail, resendVerificationTo } = await registrationCalls();
        return 'registrationToken' in input
          ? resendVerificationMail(api, input.registrationToken, signal)
          : resendVerificationTo(api, input.email, signal);
      }),
      verifyEmail: fromPromise<VerificationResult, { key: string }>(async ({ input, signal }) => {
        const { verifyEmail } = await registrationCalls();
        const { brokerToken } = await verifyEmail(api, input.key, signal);
        return { brokerToken };
      }),
      saveBrokerUrl: fromPromise<string, { url: string; brokerToken: string }>(async ({ input, signal }) => {
        const { saveBrokerUrl } = await registrationCalls();
        return saveBrokerUrl(api, input.url, input.brokerToken, signal);
      }),
      checkSubscription: fromPromise<number, { token: string }>(({ signal }) => fetchSubscriptionUsers(api, signal)),
      changePassword: fromPromise<string, PasswordChange>(async ({ input, signal }) => {
        const { changePassword } = await import('../../api/passwords');
        return changePassword(api, input, signal);
      }),
      signOut: fromPromise<void, { token: string | null }>(async ({ input, signal }) => {
        forgetGrants(store);
        if (input.token) await signOut(api, signal);
      }),
      notifications: liveNotificationsMachine(api, link),
    },
    actions: {
      expireHere: raise<SessionContext, SessionEvent, SessionEvent, unknown, never, never>(() => ({
        type: 'session.expired',
        returnTo: currentReturnAddress(),
      })),
      storeToken: (_: unknown, params: { token: string }) => {
        store.setItem(STORAGE_KEYS.sessionToken, params.token);
        if (readSessionClaims(params.token)?.pendingPasswordChange) store.setItem(STORAGE_KEYS.passwordChangePending, 'true');
        else store.removeItem(STORAGE_KEYS.passwordChangePending);
      },
      forgetToken: () => {
        store.removeItem(STORAGE_KEYS.sessionToken);
        store.removeItem(STORAGE_KEYS.passwordChangePending);
      },
      storeRegistrationToken: (_: unknown, params: { token: string | null }) => keep(store, STORAGE_KEYS.registrationToken, params.token),
      storeBrokerToken: (_: unknown, params: { token: string | null }) => keep(store, STORAGE_KEYS.brokerToken, params.token),
      storeSocialFailure: (_: unknown, params: { message: string }) => keep(store, STORAGE_KEYS.socialFailure, params.message || null),
      storeReturnTo: (_: unknown, params: { returnTo: string | null }) => keep(store, STORAGE_KEYS.redirectUrl, params.returnTo),
    },
  };
}

function keep(store: KeyValueStore, key: string, value: string | null): void {
  if (value) store.setItem(key, value);
  else store.removeItem(key);
}
