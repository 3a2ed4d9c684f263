import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { describeFailure } from '../../domain/api';
import { isExpired, readSessionClaims } from '../../domain/auth';
import type { SessionContext, SessionEvent, SignInInput, StoredSession } from './session.types';

const notProvided = (name: string) => () => {
  throw new Error(`The session machine needs the "${name}" implementation`);
};

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
    checkSubscription: fromPromise<number, { token: string }>(notProvided('checkSubscription')),
    signOut: fromPromise<void, { token: string | null }>(notProvided('signOut')),
  },
  actions: {
    storeToken: notProvided('storeToken') as (args: unknown, params: { token: string }) => void,
    forgetToken: notProvided('forgetToken'),
    storeReturnTo: notProvided('storeReturnTo') as (args: unknown, params: { returnTo: string | null }) => void,
    adoptToken: assign((_, params: { token: string }) => ({
      token: params.token,
      claims: claimsOf(params.token),
      failure: null,
    })),
    clearSession: assign({ token: null, claims: null, subscriptionUsers: null }),
  },
  guards: {
    hasLiveToken: ({ context }) => claimsOf(context.token) !== null,
    passwordChangePending: ({ context }) => context.claims?.pendingPasswordChange === true,
    hasSubscribedUsers: (_, params: { users: number }) => params.users > 0,
  },
}).createMachine({
  id: 'session',
  context: { token: null, claims: null, failure: null, returnTo: null, subscriptionUsers: null },
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
          })),
        },
        onError: { target: 'signedOut' },
      },
    },
    deciding: {
      always: [
        { guard: 'hasLiveToken', target: 'signedIn' },
        // A stored token that has run out is forgotten quietly: nobody was using it.
        { target: 'signedOut', actions: ['forgetToken', 'clearSession'] },
      ],
    },
    signedOut: {
      initial: 'idle',
      states: {
        idle: {},
        failed: {},
      },
      on: {
        'session.signIn': { target: 'signingIn' },
      },
    },
    signingIn: {
      tags: ['busy'],
      entry: assign({ failure: null }),
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
        onError: {
          target: 'signedOut.failed',
          actions: assign({ failure: ({ event }) => describeFailure(event.error) }),
        },
      },
    },
    signedIn: {
      initial: 'routing',
      on: {
        'session.expired': { target: 'expired' },
        'session.signOut': { target: 'signingOut' },
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
