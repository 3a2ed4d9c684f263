import { assertEvent, assign, cancel, raise, sendTo, setup, type SnapshotFrom } from 'xstate';
import { describeFailure } from '../../domain/api';
import { isExpired, readSessionClaims, readTokenPayload } from '../../domain/auth';
import { passesSubscriptionGate } from '../../domain/subscription-gate';
import { notificationsMachine, type NotificationsMachine } from '../notifications/notifications.machine';
import { placeholderAction, placeholderActor } from '../placeholder-actor';
import type {
  PasswordChange,
  RegistrationReceipt,
  Registration,
  ResendInput,
  SessionContext,
  SessionEvent,
  SignInInput,
  SocialCodeInput,
  StoredSession,
  VerificationResult,
} from './session.types';

export function emailOf(registrationToken: string | null): string | null {
  const email = readTokenPayload(registrationToken)?.email;
  return typeof email === 'string' ? email : null;
}

export function claimsOf(token: string | null) {
  const claims = readSessionClaims(token);
  return claims && !isExpired(claims) ? claims : null;
}

/** setTimeout's longest wait (about 24.8 days): a token that lives longer is looked at again then. */
const LONGEST_WAIT_MS = 2_147_483_647;

/** Told once the password is changed; the change page moves on when it sees it. */
export const PASSWORD_CHANGED_NOTICE = 'Your password has been changed';

/** What the machine knows before anything is restored, and again after signing out. */
export const EMPTY_SESSION: SessionContext = {
  token: null,
  claims: null,
  failure: null,
  notice: null,
  returnTo: null,
  subscriptionUsers: null,
  registrationToken: null,
  registeredEmail: null,
  brokerToken: null,
};

/** The session machine's vocabulary: its context, events, actors, actions and guards. */
export const sessionSetup = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: placeholderActor<StoredSession>('restoreSession'),
    signIn: placeholderActor<string, SignInInput>('signIn'),
    exchangeSocialCode: placeholderActor<string, SocialCodeInput>('exchangeSocialCode'),
    register: placeholderActor<RegistrationReceipt, Registration>('register'),
    resendVerification: placeholderActor<string, ResendInput>('resendVerification'),
    verifyEmail: placeholderActor<VerificationResult, { key: string }>('verifyEmail'),
    saveBrokerUrl: placeholderActor<string, { url: string; brokerToken: string }>('saveBrokerUrl'),
    checkSubscription: placeholderActor<number, { token: string }>('checkSubscription'),
    /** Answers the token of the new session the server opened in place of every old one. */
    changePassword: placeholderActor<string, PasswordChange>('changePassword'),
    signOut: placeholderActor<void, { token: string | null }>('signOut'),
    /** The signed-in user's live notifications; the app provides it bound to its socket, storage and connectivity. */
    notifications: notificationsMachine,
  },
  actions: {
    /**
     * Ends the session when the token runs out or the live notifications are refused. The app
     * provides one that adds the address to come back to; the machine alone does not know it.
     */
    expireHere: raise({ type: 'session.expired', returnTo: null }),
    storeToken: placeholderAction<{ token: string }>('storeToken'),
    forgetToken: placeholderAction('forgetToken'),
    storeReturnTo: placeholderAction<{ returnTo: string | null }>('storeReturnTo'),
    storeRegistrationToken: placeholderAction<{ token: string | null }>('storeRegistrationToken'),
    storeBrokerToken: placeholderAction<{ token: string | null }>('storeBrokerToken'),
    storeSocialFailure: placeholderAction<{ message: string }>('storeSocialFailure'),
    adoptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      claims: claimsOf(params.token),
      failure: null,
      notice: null,
    })),
    restoreStored: assign((_, params: { stored: StoredSession }) => ({
      token: params.stored.token,
      claims: claimsOf(params.stored.token),
      returnTo: params.stored.returnTo,
      registrationToken: params.stored.registrationToken ?? null,
      registeredEmail: emailOf(params.stored.registrationToken ?? null),
      brokerToken: params.stored.brokerToken ?? null,
    })),
    keepRegistration: assign((_, params: { receipt: RegistrationReceipt }) => ({
      registrationToken: params.receipt.registrationToken,
      registeredEmail: params.receipt.email,
    })),
    keepRegisteredEmail: assign((_, params: { receipt: RegistrationReceipt }) => ({ registeredEmail: params.receipt.email })),
    keepBrokerToken: assign((_, params: { brokerToken: string | null }) => ({ brokerToken: params.brokerToken })),
    keepNotice: assign((_, params: { notice: string }) => ({ notice: params.notice })),
    notePasswordChanged: assign({ notice: PASSWORD_CHANGED_NOTICE }),
    keepSubscriptionUsers: assign((_, params: { users: number | null }) => ({ subscriptionUsers: params.users })),
    rememberReturnTo: assign({
      returnTo: ({ event }) => {
        assertEvent(event, 'session.expired');
        return event.returnTo ?? null;
      },
    }),
    forgetReturnTo: assign({ returnTo: null }),
    forgetFailure: assign({ failure: null }),
    clearSession: assign({ token: null, claims: null, subscriptionUsers: null }),
    clearMessages: assign({ failure: null, notice: null }),
    // Runs on an actor's error event, which carries the failure as `error`.
    recordFailure: assign({ failure: ({ event }) => describeFailure((event as unknown as { error?: unknown }).error) }),
    // A mail asked for by address is about that address: an earlier registration's token no longer applies.
    rememberEmail: assign({
      registeredEmail: ({ event }) => {
        assertEvent(event, 'session.resendVerificationTo');
        return event.email;
      },
      registrationToken: null,
    }),
    forgetBrokerToken: assign({ brokerToken: null }),
    forgetRegistrationToken: assign({ registrationToken: null }),
    /** Looks at the token again at its expiry, even if no call is made meanwhile. */
    startTokenClock: raise({ type: 'session.tokenDue' }, { id: 'tokenClock', delay: 'tokenRunsOut' }),
    stopTokenClock: cancel('tokenClock'),
    // A new token (a changed password) lets a refused channel try again; a failed change lets it ask once more.
    resumeNotifications: sendTo('notifications', { type: 'notifications.resume' }),
  },
  guards: {
    hasLiveToken: ({ context }) => claimsOf(context.token) !== null,
    tokenRanOut: ({ context }) => context.claims !== null && isExpired(context.claims),
    hasBrokerToken: ({ context }) => context.brokerToken !== null,
    hasRegistrationToken: ({ context }) => context.registrationToken !== null,
    passwordChangePending: ({ context }) => context.claims?.pendingPasswordChange === true,
    hasSubscribedUsers: (_, params: { users: number }) => passesSubscriptionGate(params.users),
    isBrokerVerification: (_, params: { result: VerificationResult }) => params.result.brokerToken !== null,
    receiptCarriesBrokerToken: (_, params: { receipt: RegistrationReceipt }) => params.receipt.brokerToken !== null,
    receiptVerified: (_, params: { receipt: RegistrationReceipt }) => params.receipt.verified,
    notificationsRefused: (_, params: { notifications: SnapshotFrom<NotificationsMachine> }) => params.notifications.matches('refused'),
  },
  delays: {
    /** Until the token's expiry (`exp`), even if no call is made meanwhile. */
    tokenRunsOut: ({ context }) =>
      context.claims ? Math.min(Math.max(context.claims.exp * 1000 - Date.now(), 0), LONGEST_WAIT_MS) : LONGEST_WAIT_MS,
  },
});
