import { and, assertEvent, stateIn } from 'xstate';
import { registrationStates } from './registration.states';
import { EMPTY_SESSION, sessionSetup } from './session.setup';
import { verificationStates } from './verification.states';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  context: EMPTY_SESSION,
  initial: 'checking',
  states: {
    checking: {
      tags: ['busy'],
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: {
          target: 'deciding',
          actions: { type: 'restoreStored', params: ({ event }) => ({ stored: event.output }) },
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
        'session.resendVerificationTo': {
          target: 'registration.resendingByEmail',
          actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }],
        },
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
          actions: [
            'recordFailure',
            { type: 'storeSocialFailure', params: ({ context }) => ({ message: context.failure?.message ?? '' }) },
          ],
        },
      },
    },
    registration: registrationStates,
    verification: verificationStates,
    signedIn: {
      initial: 'routing',
      invoke: {
        id: 'notifications',
        src: 'notifications',
        // The session knows nothing of the browser: the app's machine reads its own offset and connectivity.
        input: undefined,
        // The server refuses the socket only for a session that has ended (suspended, signed out
        // elsewhere, password changed): say so at once instead of at the user's next click.
        onSnapshot: [
          // Changing the password here ends this session's socket too: the new token reconnects it.
          { guard: stateIn({ signedIn: 'changingPassword' }) },
          {
            guard: { type: 'notificationsRefused', params: ({ event }) => ({ notifications: event.snapshot }) },
            actions: 'expireHere',
          },
        ],
      },
      entry: 'startTokenClock',
      // What the change page was told does not outlive the session.
      exit: ['stopTokenClock', 'clearMessages'],
      on: {
        'session.tokenDue': [
          { guard: 'tokenRanOut', actions: 'expireHere' },
          // A renewed token (a changed password) lives longer: the clock starts again, where the user is.
          { actions: 'startTokenClock' },
        ],
        'session.expired': { target: 'expired' },
        'session.signOut': { target: 'signingOut' },
        'session.returned': {
          actions: ['forgetReturnTo', { type: 'storeReturnTo', params: { returnTo: null } }],
        },
        'session.dismiss': { actions: 'clearMessages' },
      },
      states: {
        routing: {
          always: [{ guard: 'passwordChangePending', target: 'passwordChangeRequired' }, { target: 'checkingSubscription' }],
        },
        passwordChangeRequired: {
          on: { 'session.changePassword': { target: 'changingPassword' } },
        },
        changingPassword: {
          tags: ['busy'],
          entry: 'clearMessages',
          invoke: {
            id: 'changePassword',
            src: 'changePassword',
            input: ({ event }) => {
              assertEvent(event, 'session.changePassword');
              return { currentPassword: event.currentPassword, newPassword: event.newPassword, confirmPassword: event.confirmPassword };
            },
            // Either way the session goes on as after signing in: to the change while one is pending, else to the plan check.
            onDone: {
              target: 'routing',
              actions: [
                { type: 'adoptToken', params: ({ event }) => ({ token: event.output }) },
                { type: 'storeToken', params: ({ event }) => ({ token: event.output }) },
                'notePasswordChanged',
                'resumeNotifications',
              ],
            },
            onError: { target: 'routing', actions: ['recordFailure', 'resumeNotifications'] },
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
                actions: { type: 'keepSubscriptionUsers', params: ({ event }) => ({ users: event.output }) },
              },
              { target: 'subscriptionRequired', actions: { type: 'keepSubscriptionUsers', params: { users: 0 } } },
            ],
            // The server enforces the subscription on every call; a failed check must not lock the user out.
            onError: { target: 'active', actions: { type: 'keepSubscriptionUsers', params: { users: null } } },
          },
        },
        subscriptionRequired: {
          on: {
            'session.subscriptionChanged': { target: 'checkingSubscription' },
            // /change-password is outside the shell, so a person without a plan can change the password there.
            'session.changePassword': { target: 'changingPassword' },
          },
        },
        active: {
          on: {
            'session.subscriptionChanged': { target: 'checkingSubscription' },
            'session.changePassword': { target: 'changingPassword' },
          },
        },
      },
    },
    expired: {
      entry: [
        'forgetToken',
        'clearSession',
        'rememberReturnTo',
        { type: 'storeReturnTo', params: ({ context }) => ({ returnTo: context.returnTo }) },
      ],
      on: {
        'session.goToSignIn': { target: 'signedOut' },
        'session.signIn': { target: 'signingIn' },
      },
    },
    signingOut: {
      tags: ['busy'],
      // Storage forgets the token at once; the context keeps it for the sign-out call itself.
      entry: 'forgetToken',
      invoke: {
        id: 'signOut',
        src: 'signOut',
        input: ({ context }) => ({ token: context.token }),
        onDone: { target: 'signedOut' },
        // Signing out always succeeds locally; the server session simply expires on its own.
        onError: { target: 'signedOut' },
      },
      exit: ['clearSession', 'forgetReturnTo', 'forgetFailure'],
    },
  },
});

export type SessionMachine = typeof sessionMachine;
