import { assertEvent, assign } from 'xstate';
import { sessionSetup } from './session.setup';

/** Registering as an agent or a broker, and waiting for the verification mail (sent again on request). */
export const registrationStates = sessionSetup.createStateConfig({
  initial: 'submitting',
  on: {
    'session.signIn': { target: 'signingIn' },
    'session.verify': { target: 'verification.verifying' },
    'session.socialReturned': { target: 'exchangingSocialCode' },
    'session.resendVerificationTo': {
      target: '.resendingByEmail',
      actions: ['rememberEmail', { type: 'storeRegistrationToken', params: { token: null } }],
    },
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
});
