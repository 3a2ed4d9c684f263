import { and, assertEvent, assign, fromPromise, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { isExpired, readSessionClaims, readTokenPayload } from '../../domain/auth';
import type {
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

const notProvided = (name: string) => () => {
  throw new Error(`The session machine needs the "${name}" implementation`);
};

function emailOf(registrationToken: string | null): string | null {
  const email = readTokenPayload(registrationToken)?.email;
  return typeof email === 'string' ? email : null;
}

function claimsOf(token: string | null) {
  const claims = readSessionClaims(token);
  return claims && !isExpired(claims) ? claims : null;
}

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
  },
  actors: {
    restoreSession: fromPromise<StoredSession>(notProvided('restoreSession')),
    signIn: fromPromise<string, SignInInput>(notProvided('signIn')),
    exchangeSocialCode: fromPromise<string, SocialCodeInput>(notProvided('exchangeSocialCode')),
    register: fromPromise<RegistrationReceipt, Registration>(notProvided('register')),
    resendVerification: fromPromise<string, ResendInput>(notProvided('resendVerification')),
    verifyEmail: fromPromise<VerificationResult, { key: string }>(notProvided('verifyEmail')),
    saveBrokerUrl: fromPromise<string, { url: string; brokerToken: string }>(notProvided('saveBrokerUrl')),
    checkSubscription: fromPromise<number, { token: string }>(notProvided('checkSubscription')),
    signOut: fromPromise<void, { token: string | null }>(notProvided('signOut')),
  },
  actions: {
    storeToken: notProvided('storeToken') as (args: unknown, params: { token: string }) => void,
    forgetToken: notProvided('forgetToken'),
    storeReturnTo: notProvided('storeReturnTo') as (args: unknown, params: { returnTo: string | null }) => void,
    storeRegistrationToken: notProvided('storeRegistrationToken') as (args: unknown, params: { token: string | null }) => void,
    storeBrokerToken: notProvided('storeBrokerToken') as (args: unknown, params: { token: string | null }) => void,
    storeSocialFailure: notProvided('storeSocialFailure') as (args: unknown, params: { message: string }) => void,
    adoptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      claims: claimsOf(params.token),
      failure: null,
      notice: null,
    })),
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
  },
  guards: {
    hasLiveToken: ({ context }) => claimsOf(context.token) !== null,
    hasBrokerToken: ({ context }) => context.brokerToken !== null,
    hasRegistrationToken: ({ context }) => context.registrationToken !== null,
    passwordChangePending: ({ context }) => context.claims?.pendingPasswordChange === true,
    hasSubscribedUsers: (_, params: { users: number }) => params.users > 0,
    isBrokerVerification: (_, params: { result: VerificationResult }) => params.result.brokerToken !== null,
    receiptCarriesBrokerToken: (_, params: { receipt: RegistrationReceipt }) => params.receipt.brokerToken !== null,
    receiptVerified: (_, params: { receipt: RegistrationReceipt }) => params.receipt.verified,
  },
}).createMachine({
  id: 'session',
  context: {
    token: null,
    claims: null,
    failure: null,
    notice: null,
    returnTo: null,
    subscriptionUsers: null,
    registrationToken: null,
    registeredEmail: null,
    brokerToken: null,
  },
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: {
          target: 'deciding',
          actions: assign(({ event }) => ({
            token: event.output.token,
            claims: claimsOf(event.output.token),
            returnTo: event.output.returnTo,
            registrationToken: event.output.registrationToken ?? null,
            registeredEmail: emailOf(event.output.registrationToken ?? null),
            brokerToken: event.output.brokerToken ?? null,
          })),
        },
        onError: { target: 'signedOut' },
      },
    },
    deciding: {
      always: [
        // A live session wins over a half-finished brokerage sign-up.
        {
          guard: and(['hasLiveToken', 'hasBrokerToken']),
          target: 'signedIn',
          actions: ['forgetBrokerToken', { type: 'storeBrokerToken', params: { token: null } }],
        },
        { guard: 'hasLiveToken', target: 'signedIn' },
        { guard: 'hasBrokerToken', target: 'verification.choosingBrokerUrl', actions: ['forgetToken', 'clearSession'] },
        // A stored token that has run out is forgotten quietly: nobody was using it.
        { target: 'signedOut', actions: ['forgetToken', 'clearSession'] },
      ],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {},
        failed: {},
        socialFailed: {},
      },
      on: {
        'session.signIn': { target: 'signingIn' },
        'session.socialReturned': { target: 'exchangingSocialCode' },
        'session.register': { target: 'registration.submitting' },
        'session.verify': { target: 'verification.verifying' },
        'session.resendVerificationTo': { target: 'registration.resendingByEmail', actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }] },
        'session.resendVerification': { guard: 'hasRegistrationToken', target: 'registration.resending' },
        'session.dismiss': { target: '.idle', actions: 'clearMessages' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ event }) => {
          assertEvent(event, 'session.signIn');
          return { email: event.email, password: event.password };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: { target: 'signedOut.failed', actions: 'recordFailure' },
      },
    },
    exchangingSocialCode: {
      tags: ['busy'],
      entry: 'clearMessages',
      invoke: {
        id: 'exchangeSocialCode',
        src: 'exchangeSocialCode',
        input: ({ event }) => {
          assertEvent(event, 'session.socialReturned');
          return { provider: event.provider, code: event.code, redirectUri: event.redirectUri };
        },
        onDone: {
          target: 'signedIn',
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
          ],
        },
        onError: {
          target: 'signedOut.socialFailed',
          actions: ['recordFailure', { type: 'storeSocialFailure', params: ({ context }) => ({ message: context.failure?.message ?? '' }) }],
        },
      },
    },
    registration: {
      initial: 'submitting',
      on: {
        'session.signIn': { target: 'signingIn' },
        'session.verify': { target: 'verification.verifying' },
        'session.socialReturned': { target: 'exchangingSocialCode' },
        'session.resendVerificationTo': { target: '.resendingByEmail', actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }] },
      },
      states: {
        submitting: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'register',
            src: 'register',
            input: ({ event }) => {
              assertEvent(event, 'session.register');
              return event.registration;
            },
            onDone: [
              {
                guard: { type: 'receiptCarriesBrokerToken', params: ({ event }) => ({ receipt: event.output }) },
                target: '#session.verification.choosingBrokerUrl',
                actions: [
                  assign(({ event }) => ({ brokerToken: event.output.brokerToken, registeredEmail: event.output.email })),
                  { type: 'storeBrokerToken', params: ({ event }) => ({ token: event.output.brokerToken }) },
                ],
              },
              {
                guard: { type: 'receiptVerified', params: ({ event }) => ({ receipt: event.output }) },
                target: '#session.verification.verified',
                actions: assign(({ event }) => ({ registeredEmail: event.output.email })),
              },
              {
                target: 'awaitingVerification',
                actions: [
                  assign(({ event }) => ({ registrationToken: event.output.registrationToken, registeredEmail: event.output.email })),
                  { type: 'storeRegistrationToken', params: ({ event }) => ({ token: event.output.registrationToken }) },
                ],
              },
            ],
            onError: { target: 'failed', actions: 'recordFailure' },
          },
        },
        failed: {
          on: { 'session.register': { target: 'submitting' } },
        },
        awaitingVerification: {
          on: {
            'session.resendVerification': [{ guard: 'hasRegistrationToken', target: 'resending' }, { target: 'resendingByEmail' }],
            'session.dismiss': { actions: 'clearMessages' },
          },
        },
        resending: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'resendVerification',
            src: 'resendVerification',
            input: ({ context }) => ({ registrationToken: context.registrationToken ?? '' }),
            onDone: { target: 'awaitingVerification', actions: assign({ notice: ({ event }) => event.output }) },
            onError: { target: 'awaitingVerification', actions: 'recordFailure' },
          },
        },
        resendingByEmail: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'resendVerificationByEmail',
            src: 'resendVerification',
            input: ({ context }) => ({ email: context.registeredEmail ?? '' }),
            onDone: { target: 'awaitingVerification', actions: assign({ notice: ({ event }) => event.output }) },
            onError: { target: 'resendFailed', actions: 'recordFailure' },
          },
        },
        resendFailed: {},
      },
    },
    verification: {
      initial: 'verifying',
      // The address step's token is good for that step only: leaving it any way forgets it.
      exit: ['forgetBrokerToken', { type: 'storeBrokerToken', params: { token: null } }],
      on: {
        'session.signIn': { target: 'signingIn' },
        'session.socialReturned': { target: 'exchangingSocialCode' },
        'session.register': { target: 'registration.submitting' },
        'session.resendVerificationTo': { target: 'registration.resendingByEmail', actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }] },
      },
      states: {
        verifying: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'verifyEmail',
            src: 'verifyEmail',
            input: ({ event }) => {
              assertEvent(event, 'session.verify');
              return { key: event.key };
            },
            onDone: [
              {
                guard: { type: 'isBrokerVerification', params: ({ event }) => ({ result: event.output }) },
                target: 'choosingBrokerUrl',
                actions: [
                  assign(({ event }) => ({ brokerToken: event.output.brokerToken, registrationToken: null })),
                  { type: 'storeBrokerToken', params: ({ event }) => ({ token: event.output.brokerToken }) },
                  { type: 'storeRegistrationToken', params: { token: null } },
                ],
              },
              {
                target: 'verified',
                actions: ['forgetRegistrationToken', { type: 'storeRegistrationToken', params: { token: null } }],
              },
            ],
            onError: { target: 'failed', actions: 'recordFailure' },
          },
        },
        verified: {},
        failed: {},
        choosingBrokerUrl: {
          on: { 'session.chooseBrokerUrl': { target: 'savingBrokerUrl' } },
        },
        savingBrokerUrl: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'saveBrokerUrl',
            src: 'saveBrokerUrl',
            input: ({ context, event }) => {
              assertEvent(event, 'session.chooseBrokerUrl');
              return { url: event.url, brokerToken: context.brokerToken ?? '' };
            },
            onDone: {
              target: '#session.signedIn',
              actions: [
                { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
              ],
            },
            onError: { target: 'choosingBrokerUrl', actions: 'recordFailure' },
          },
        },
      },
    },
    signedIn: {
      initial: 'routing',
      on: {
        'session.expired': { target: 'expired' },
        'session.signOut': { target: 'signingOut' },
        'session.passwordChanged': {
          actions: [
            { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
            { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
          ],
        },
        'session.returned': {
          actions: [assign({ returnTo: null }), { type: 'storeReturnTo', params: { returnTo: null } }],
        },
      },
      states: {
        routing: {
          always: [{ guard: 'passwordChangePending', target: 'passwordChangeRequired' }, { target: 'checkingSubscription' }],
        },
        passwordChangeRequired: {
          on: {
            'session.passwordChanged': {
              target: 'checkingSubscription',
              actions: [
                { type: 'adoptToken', params: ({ event }) => ({ token: event.token }) },
                { type: 'storeToken', params: ({ event }) => ({ token: event.token }) },
              ],
            },
          },
        },
        checkingSubscription: {
          tags: ['busy'],
          invoke: {
            id: 'checkSubscription',
            src: 'checkSubscription',
            input: ({ context }) => ({ token: context.token ?? '' }),
            onDone: [
              {
                guard: { type: 'hasSubscribedUsers', params: ({ event }) => ({ users: event.output }) },
                target: 'active',
                actions: assign({ subscriptionUsers: ({ event }) => event.output }),
              },
              { target: 'subscriptionRequired', actions: assign({ subscriptionUsers: 0 }) },
            ],
            // The server enforces the subscription on every call; a failed check must not lock the user out.
            onError: { target: 'active', actions: assign({ subscriptionUsers: null }) },
          },
        },
        subscriptionRequired: {
          on: { 'session.subscriptionChanged': { target: 'checkingSubscription' } },
        },
        active: {
          on: { 'session.subscriptionChanged': { target: 'checkingSubscription' } },
        },
      },
    },
    expired: {
      entry: [
        'forgetToken',
        'clearSession',
        assign({ returnTo: ({ event }) => (event.type === 'session.expired' ? (event.returnTo ?? null) : null) }),
        { type: 'storeReturnTo', params: ({ context }) => ({ returnTo: context.returnTo }) },
      ],
      on: {
        'session.goToSignIn': { target: 'signedOut' },
        'session.signIn': { target: 'signingIn' },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut' },
        // Signing out always succeeds locally; the server session simply expires on its own.
        onError: { target: 'signedOut' },
      },
      exit: ['forgetToken', 'clearSession', assign({ returnTo: null, failure: null })],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
